'use client';

import { useLayoutEffect, type RefObject } from 'react';

/**
 * Where the mobile conversation page sits (issue 18 item 5): from the bottom of the site header to the bottom
 * of the visual viewport, so the composer stays at the bottom of what is visible and above the on-screen
 * keyboard (which shrinks the visual viewport, and on iOS pans it, but not the layout viewport that fixed
 * elements are placed in). All values are in layout-viewport pixels.
 */
export function conversationFrame(input: { headerBottom: number; viewportTop: number; viewportHeight: number }): { top: number; height: number } {
  const top = Math.max(0, input.headerBottom, input.viewportTop);
  const bottom = input.viewportTop + input.viewportHeight;
  return { top: Math.round(top), height: Math.max(0, Math.round(bottom - top)) };
}

/** Keeps `--frame-top` and `--frame-height` of the element in step with the visual viewport. */
export function useViewportFrame(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const vv = window.visualViewport;
    let raf = 0;
    const update = () => {
      raf = 0;
      const header = document.querySelector('[data-site-header]');
      const frame = conversationFrame({
        headerBottom: header ? header.getBoundingClientRect().bottom : 0,
        viewportTop: vv ? vv.offsetTop : 0,
        viewportHeight: vv ? vv.height : window.innerHeight,
      });
      el.style.setProperty('--frame-top', `${frame.top}px`);
      el.style.setProperty('--frame-height', `${frame.height}px`);
    };
    const schedule = () => {
      if (!raf) raf = window.requestAnimationFrame(update);
    };
    update();
    vv?.addEventListener('resize', schedule);
    vv?.addEventListener('scroll', schedule);
    window.addEventListener('resize', schedule);
    return () => {
      if (raf) window.cancelAnimationFrame(raf);
      vv?.removeEventListener('resize', schedule);
      vv?.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [ref]);
}
