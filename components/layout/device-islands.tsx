'use client';

import dynamic from 'next/dynamic';

/**
 * The layout's islands that only one device class shows, loaded with `next/dynamic` (rendered on the server as
 * before): a client component the `(site)` layout imports directly is part of every page's first-load JS, so
 * the desktop pages would fetch the mobile header and the floating publish button, and the reverse. A page
 * fetches only the chunks of the islands it renders (first-load JS, docs/architecture.md).
 */
export const MobileHeader = dynamic(() => import('./mobile-header').then((m) => m.MobileHeader));
export const FloatingPublish = dynamic(() => import('./floating-publish').then((m) => m.FloatingPublish));
export const BackToTop = dynamic(() => import('./back-to-top').then((m) => m.BackToTop));
