'use client';

import { useEffect } from 'react';
import { staleHeadTags } from '@/lib/seo/stale-head';

/** F16: removes the first page's head metadata that React left behind after a client navigation. */
export function HeadSweeper() {
  useEffect(() => {
    const sweep = () => staleHeadTags(document.head).forEach((el) => el.remove());
    sweep();
    const observer = new MutationObserver(sweep);
    observer.observe(document.head, { childList: true });
    return () => observer.disconnect();
  }, []);
  return null;
}
