'use client';

import { lazyIsland } from '@/components/ui/lazy-island';

/**
 * The layout's islands that only one device class shows, loaded when rendered (and rendered on the server as
 * before): a client component the `(site)` layout imports directly is part of every page's first-load JS, so the
 * desktop pages would fetch the mobile header and the floating publish button, and the reverse. A page fetches
 * only the islands it renders (first-load JS, docs/architecture.md).
 */
const loadMobileHeader = () => import('./mobile-header').then((m) => m.MobileHeader);
const loadFloatingPublish = () => import('./floating-publish').then((m) => m.FloatingPublish);
const loadBackToTop = () => import('./back-to-top').then((m) => m.BackToTop);

export const MobileHeader = lazyIsland(loadMobileHeader);
export const FloatingPublish = lazyIsland(loadFloatingPublish);
export const BackToTop = lazyIsland(loadBackToTop);

// The page's device class is on <html> (root layout): its islands start downloading with the layout's own code,
// before hydration reaches them.
if (typeof document !== 'undefined') {
  if (document.documentElement.classList.contains('mobile')) {
    void loadMobileHeader();
    void loadFloatingPublish();
  } else {
    void loadBackToTop();
  }
}
