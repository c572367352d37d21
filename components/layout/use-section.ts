'use client';

import { useSelectedLayoutSegments } from 'next/navigation';
import { sectionOfSegments, type NavSection } from '@/components/layout/nav-sections';
import { useSectionStore } from '@/components/layout/section-store';

/** E02: the header tab of the current page, from the URL under the `(site)` layout unless the page overrides it. */
export function useSection(): NavSection | null {
  const segments = useSelectedLayoutSegments();
  const override = useSectionStore((s) => s.override);
  return override ?? sectionOfSegments(segments);
}
