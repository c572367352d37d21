'use client';

import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';

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
 * `lazyIsland` for a server-rendered island with buttons a person may press as soon as they show (the mobile
 * header). Until its code has come and it has hydrated, React drops a click on its server HTML; this island keeps the
 * last button pressed inside `rootSelector` meanwhile and presses it again once hydrated, so an early tap is not lost.
 * `preload()` starts the download as the page's code runs, and the keeping of taps with it.
 */
export function replayingIsland<P extends object>(load: () => Promise<ComponentType<P>>, rootSelector: string) {
  let pending: HTMLElement | null = null;
  let armed = false;
  let shown = false;
  const keep = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button instanceof HTMLElement && button.closest(rootSelector)) pending = button;
  };

  let started: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    if (!armed && !shown && typeof document !== 'undefined') {
      armed = true;
      document.addEventListener('click', keep, true);
    }
    return (started ??= load().catch((error: unknown) => {
      started = null;
      throw error;
    }));
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));

  function Replay() {
    useEffect(() => {
      shown = true;
      armed = false;
      document.removeEventListener('click', keep, true);
      const button = pending;
      pending = null;
      if (button?.isConnected) button.click();
    }, []);
    return null;
  }

  function ReplayingIsland(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
        <Replay />
      </Suspense>
    );
  }
  return Object.assign(ReplayingIsland, { preload });
}
