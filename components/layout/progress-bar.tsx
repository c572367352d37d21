'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { PROGRESS_DURATION_MS, PROGRESS_HIDE_DELAY_MS, PROGRESS_THROTTLE_MS } from '@/lib/constants';
import { followedLink, onNavigationStart } from '@/lib/routing/soft-navigation';
import styles from './progress-bar.module.css';

type Phase = 'idle' | 'running' | 'done';

/** A navigation to another page of the site (a change of path or query, not a jump to an anchor). */
const leavesPage = (url: URL | null): boolean => url !== null && (url.pathname !== window.location.pathname || url.search !== window.location.search);

/**
 * A27: route-change progress bar: shown after 200 ms, nominal 5 s, hidden 500 ms after finishing. It reads the query,
 * so the layout renders it inside a Suspense boundary (as the page-view tracker).
 */
export function ProgressBar() {
  const pathname = usePathname();
  const [phase, setPhase] = useState<Phase>('idle');
  const timers = useRef<number[]>([]);

  const clear = () => {
    timers.current.forEach((t) => window.clearTimeout(t));
    timers.current = [];
  };

  useEffect(() => {
    const start = (url: URL | null) => {
      if (!leavesPage(url)) return;
      clear();
      timers.current.push(window.setTimeout(() => setPhase('running'), PROGRESS_THROTTLE_MS));
    };
    // the site's links navigate on the client and say so (AppLink); any other anchor is seen as it is clicked
    const stopListening = onNavigationStart(start);
    const onClick = (event: MouseEvent) => start(followedLink(event));
    document.addEventListener('click', onClick);
    return () => {
      stopListening();
      document.removeEventListener('click', onClick);
    };
  }, []);

  // The route changed (its path or its query: the next page of a list): a running bar completes (state adjusted
  // during render, not in an effect).
  const route = `${pathname}?${useSearchParams()}`;
  const [lastRoute, setLastRoute] = useState(route);
  if (route !== lastRoute) {
    setLastRoute(route);
    setPhase((p) => (p === 'idle' ? 'idle' : 'done'));
  }

  // A navigation that finished within the throttle never shows the bar.
  useEffect(() => clear(), [route]);

  useEffect(() => {
    if (phase !== 'done') return;
    const hide = window.setTimeout(() => setPhase('idle'), PROGRESS_HIDE_DELAY_MS);
    return () => window.clearTimeout(hide);
  }, [phase]);

  if (phase === 'idle') return null;
  return (
    <div
      className={`${styles.bar} ${phase === 'done' ? styles.done : ''}`}
      style={{ animationDuration: `${PROGRESS_DURATION_MS}ms` }}
      role="progressbar"
      aria-hidden
    />
  );
}
