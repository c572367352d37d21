'use client';

import { useEffect } from 'react';

/**
 * Issue 18 item 13: a dialog's code is fetched before it is needed — when the pointer comes near its trigger,
 * the trigger gets focus or a finger lands on it, or once the page has been idle for a while — so a click
 * shows the dialog at once instead of after the download.
 */
export function preloader(load: () => Promise<unknown>): () => void {
  let started: Promise<unknown> | null = null;
  return () => {
    started ??= load().catch(() => {
      // a failed download is tried again at the next intent (or by the dialog itself when it opens)
      started = null;
    });
  };
}

/** Props for a trigger: hover, focus and touch start the download. */
export function intentProps(preload: () => void) {
  return { onPointerEnter: preload, onFocus: preload, onTouchStart: preload };
}

/** How long after the page settles an idle preload starts (clear of the first paint and the page's own scripts). */
export const IDLE_PRELOAD_DELAY_MS = 2500;

/** Runs `preload` when the browser is idle, `IDLE_PRELOAD_DELAY_MS` after mount, while `enabled`. */
export function useIdlePreload(preload: () => void, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    let idle: number | undefined;
    const timer = window.setTimeout(() => {
      if ('requestIdleCallback' in window) idle = window.requestIdleCallback(() => preload(), { timeout: 4000 });
      else preload();
    }, IDLE_PRELOAD_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      if (idle !== undefined && 'cancelIdleCallback' in window) window.cancelIdleCallback(idle);
    };
  }, [preload, enabled]);
}
