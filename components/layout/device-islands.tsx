'use client';

import { keepEarlyTaps } from '@/components/ui/early-taps';
import { lazyIsland } from '@/components/ui/lazy-island';
import headerStyles from './mobile-header.module.css';

/**
 * The layout's islands that only one device class shows, loaded when rendered: a client component the `(site)`
 * layout imports directly is part of every page's first-load JS, so the desktop pages would fetch the mobile header
 * and the floating publish button, and the reverse. A page fetches only the islands it renders (first-load JS,
 * docs/architecture.md). The mobile header is rendered on the server as before; the floating publish button shows
 * only once mounted. Back-to-top (desktop, ≈ 0.5 KB) is imported by the layout itself: a chunk of its own cost the
 * desktop pages more than it saved the mobile ones.
 */
const loadMobileHeader = () => import('./mobile-header').then((m) => m.MobileHeader);
const loadFloatingPublish = () => import('./floating-publish').then((m) => m.FloatingPublish);

// its buttons are in the server HTML: a tap before its code has come is pressed again once it has hydrated
// (early-taps.ts; MobileHeader replays it when mounted). The server's first render of a lazy island streams it as a
// hidden segment that a script moves into place: until then the page shows this empty frame of the header's height
// (its rows have fixed heights), so nothing below moves when the header appears (it moved 88 px down before).
const MobileHeaderFrame = (
  <header className={headerStyles.header} aria-hidden="true" data-testid="mobile-header-frame">
    <div className={headerStyles.bar} />
    <div className={headerStyles.tabs} />
  </header>
);
const isMobilePage = () => document.documentElement.classList.contains('mobile');
export const MobileHeader = lazyIsland(loadMobileHeader, MobileHeaderFrame);
export const FloatingPublish = lazyIsland(loadFloatingPublish);

// The page's device class is on <html> (root layout): a mobile page's islands start downloading with the layout's
// own code, before hydration reaches them.
if (typeof document !== 'undefined') {
  if (isMobilePage()) {
    keepEarlyTaps('[data-site-header]');
    // a failed download is tried again when the island renders (and then reaches the error boundary)
    loadMobileHeader().catch(() => undefined);
    loadFloatingPublish().catch(() => undefined);
  }
}
