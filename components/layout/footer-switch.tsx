'use client';

import type { ReactNode } from 'react';
import { useSelectedLayoutSegments } from 'next/navigation';
import { showsFooter } from '@/components/layout/chrome-rules';
import { isHomeSegments } from '@/components/layout/nav-sections';

/**
 * O24/O25: the home page (the supply-demand home that `/` opens) shows the home-site footer, every other page the
 * site footer. Both are rendered by the server layout; this leaf picks one from the URL, so the choice follows
 * client navigations while the layout stays mounted. The pages `showsFooter` names (the conversation page, issue 18
 * item 5) get neither, in the server HTML too.
 */
export function FooterSwitch({ home, site }: { home: ReactNode; site: ReactNode }) {
  const segments = useSelectedLayoutSegments();
  if (!showsFooter(segments)) return null;
  return <>{isHomeSegments(segments) ? home : site}</>;
}
