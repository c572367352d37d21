'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { APP_LINK_SELECTOR } from '@/components/ui/app-link';
import { followedLink } from '@/lib/routing/soft-navigation';

/**
 * Client-side navigation for every `AppLink` of the page, from one listener (issue 28 item 1): the links themselves
 * are plain anchors, so a page with 80 of them hydrates 80 anchors instead of 80 `next/link` components (each with its
 * own state, refs, context provider and mount callback). It listens on `window`, after React's handlers on the
 * document, so a link's own `onClick` may still prevent the navigation. Before hydration the anchors navigate as links
 * do.
 */
export function LinkNavigator() {
  const router = useRouter();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const url = followedLink(event, APP_LINK_SELECTOR);
      if (!url) return;
      event.preventDefault();
      router.push(`${url.pathname}${url.search}${url.hash}`);
    };
    window.addEventListener('click', onClick);
    return () => window.removeEventListener('click', onClick);
  }, [router]);
  return null;
}
