'use client';

import { useSelectedLayoutSegments } from 'next/navigation';
import type { ReactNode } from 'react';
import { showsFooter } from '@/components/layout/chrome-rules';

/** The footer of the `(site)` layout, left out on the pages `showsFooter` names (also in the server HTML). */
export function FooterSlot({ children }: { children: ReactNode }) {
  const segments = useSelectedLayoutSegments();
  return showsFooter(segments) ? children : null;
}
