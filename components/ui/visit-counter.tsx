'use client';

import { useEffect } from 'react';
import { countVisit } from '@/lib/session/visit-count';

/** U02/N08: counts one visitor view of the page it is on (products, brands, the industry chain). */
export function VisitCounter() {
  useEffect(() => {
    countVisit();
  }, []);
  return null;
}
