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

/** What says a person is on the page: a pointer that moves or presses, a key, a scroll, a touch. */
const PRESENCE_EVENTS = ['pointermove', 'pointerdown', 'keydown', 'scroll', 'wheel', 'touchstart'] as const;
let present = false;
const waiting = new Set<() => void>();

function notePresence(): void {
  present = true;
  for (const type of PRESENCE_EVENTS) window.removeEventListener(type, notePresence, true);
  for (const run of [...waiting]) run();
  waiting.clear();
}

/**
 * Runs `run` once a person has interacted with the page (at once if one has); returns a cancel. Work done ahead for
 * them waits for it: a page that is only read — by a crawler, a lab run, a reader who never moves — spends no main
 * thread on dialogs nobody opens (issue 28 item 1: the login dialog rendered ahead at idle was a long task in TBT).
 */
export function whenPresent(run: () => void): () => void {
  if (present) {
    run();
    return () => undefined;
  }
  if (waiting.size === 0) for (const type of PRESENCE_EVENTS) window.addEventListener(type, notePresence, { capture: true, passive: true });
  waiting.add(run);
  return () => {
    waiting.delete(run);
  };
}

/**
 * Runs `preload` when the browser is idle, `IDLE_PRELOAD_DELAY_MS` after mount and after the person's first interaction
 * with the page ({@link whenPresent}), while `enabled`.
 */
export function useIdlePreload(preload: () => void, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    let idle: number | undefined;
    let cancelPresence: () => void = () => undefined;
    const timer = window.setTimeout(() => {
      cancelPresence = whenPresent(() => {
        if ('requestIdleCallback' in window) idle = window.requestIdleCallback(() => preload(), { timeout: 4000 });
        else preload();
      });
    }, IDLE_PRELOAD_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      cancelPresence();
      if (idle !== undefined && 'cancelIdleCallback' in window) window.cancelIdleCallback(idle);
    };
  }, [preload, enabled]);
}
