'use client';

import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code loads when it first renders: `React.lazy` inside a Suspense boundary showing `fallback`
 * meanwhile. The islands of every public page use this rather than `next/dynamic`, whose runtime (≈ 2.5 KB gzipped
 * with the parts of Next it brings) would be in every page's first-load JS (DESIGN.md §6, docs/architecture.md
 * "First-load JS").
 *
 * Rendered on the server it renders there too (React awaits the code); in the browser a server-rendered island
 * keeps its HTML until its code has loaded, then hydrates (a tap on it before then is dropped by React: see
 * early-taps.ts for an island whose buttons show at once). Islands that must not render on the server
 * (`ssr: false` of `next/dynamic`) are rendered only after hydration by their hosts (a store's state, an open flag).
 * `preload` starts the download early (the same module promise as the render's).
 */
export function lazyIsland<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null) {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function LazyIsland(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyIsland;
}
