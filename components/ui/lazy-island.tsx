'use client';

import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code loads when it first renders: `React.lazy` inside a Suspense boundary showing `fallback`
 * meanwhile. The islands of every public page use this rather than `next/dynamic`, whose runtime (≈ 2.5 KB gzipped
 * with the parts of Next it brings) would be in every page's first-load JS (DESIGN.md §6, docs/architecture.md
 * "First-load JS").
 *
 * Rendered on the server it renders there too (React awaits the code); in the browser a server-rendered island
 * keeps its HTML until its code has loaded, then hydrates. Islands that must not render on the server
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

/**
 * A server-rendered island with controls a person may use as soon as they show (the mobile header). Its code should
 * be there when the page hydrates: a tap on its server HTML before then would be lost (React drops a click on
 * content it cannot hydrate yet). So `preload()` starts the download as the page's code runs, and once the code is
 * there the island renders it directly (no suspending at all); if hydration reaches it first, there is no Suspense
 * boundary of its own, so the page's hydration waits for the code instead of hydrating around it.
 */
export function blockingIsland<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let started: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (started ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        started = null;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function BlockingIsland(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(BlockingIsland, { preload });
}
