'use client';

import { useEffect } from 'react';
import type { NavSection } from '@/components/layout/nav-sections';
import { useSectionStore } from '@/components/layout/section-store';

/** Rendered by a page whose header tab the URL does not tell (a post detail); cleared when the page goes. */
export function SectionOverride({ section }: { section: NavSection }) {
  const setOverride = useSectionStore((s) => s.setOverride);
  useEffect(() => {
    setOverride(section);
    return () => setOverride(null);
  }, [section, setOverride]);
  return null;
}
