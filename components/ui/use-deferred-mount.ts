'use client';

import { startTransition, useEffect, useState } from 'react';

/**
 * Issue 18 item 13: true one frame after `open` turns true, rendered in a transition, false at once when it turns
 * false. A host shows a dialog's frame while this is false, so the frame paints before the dialog's (heavier)
 * first render starts, and that render yields to the browser instead of holding the frame back.
 */
export function useDeferredMount(open: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  const [prev, setPrev] = useState(open);
  if (prev !== open) {
    setPrev(open);
    if (!open) setMounted(false);
  }
  useEffect(() => {
    if (!open) return;
    const frame = window.requestAnimationFrame(() => startTransition(() => setMounted(true)));
    return () => window.cancelAnimationFrame(frame);
  }, [open]);
  return open && mounted;
}
