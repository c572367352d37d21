'use client';

import type { ReactNode } from 'react';
import { useSelectedLayoutSegments } from 'next/navigation';
import { isHomeSegments } from '@/components/layout/nav-sections';

/**
 * O24/O25: the home page (the supply-demand home that `/` opens) shows the home-site footer, every other page the
 * site footer. Both are rendered by the server layout; this leaf picks one from the URL, so the choice follows
 * client navigations while the layout stays mounted.
 */
export function FooterSwitch({ home, site }: { home: ReactNode; site: ReactNode }) {
  return <>{isHomeSegments(useSelectedLayoutSegments()) ? home : site}</>;
}
