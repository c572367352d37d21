'use client';

import { lazyIsland, replayingIsland } from '@/components/ui/lazy-island';

/**
 * The layout's islands that only one device class shows, loaded when rendered: a client component the `(site)`
 * layout imports directly is part of every page's first-load JS, so the desktop pages would fetch the mobile header
 * and the floating publish button, and the reverse. A page fetches only the islands it renders (first-load JS,
 * docs/architecture.md). The mobile header is rendered on the server as before; the floating publish button and
 * back-to-top show only once mounted.
 */
const loadMobileHeader = () => import('./mobile-header').then((m) => m.MobileHeader);
const loadFloatingPublish = () => import('./floating-publish').then((m) => m.FloatingPublish);
const loadBackToTop = () => import('./back-to-top').then((m) => m.BackToTop);

// its buttons are in the server HTML: a tap before its code has come is pressed again once it has hydrated
export const MobileHeader = replayingIsland(loadMobileHeader, '[data-site-header]');
export const FloatingPublish = lazyIsland(loadFloatingPublish);
export const BackToTop = lazyIsland(loadBackToTop);

// The page's device class is on <html> (root layout): its islands start downloading with the layout's own code,
// before hydration reaches them.
if (typeof document !== 'undefined') {
  if (document.documentElement.classList.contains('mobile')) {
    // a failed download is tried again when the island renders (and then reaches the error boundary)
    MobileHeader.preload().catch(() => undefined);
    loadFloatingPublish().catch(() => undefined);
  } else {
    loadBackToTop().catch(() => undefined);
  }
}
