import { useCallback, useEffect, useRef } from 'react';
import { SAVE_THROTTLE_MS } from '@/lib/constants';

/**
 * D23/R44: a save handler that accepts one call per `ms` (800): further calls inside the window are
 * dropped, so a double click sends one request.
 */
export function useThrottled<A extends unknown[]>(fn: (...args: A) => unknown, ms: number = SAVE_THROTTLE_MS): (...args: A) => void {
  const last = useRef(Number.NEGATIVE_INFINITY);
  const latest = useRef(fn);
  useEffect(() => {
    latest.current = fn;
  }, [fn]);
  return useCallback(
    (...args: A) => {
      const now = Date.now();
      if (now - last.current < ms) return;
      last.current = now;
      void latest.current(...args);
    },
    [ms],
  );
}
