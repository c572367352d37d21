/**
 * J03: a leading-edge debounce. The first call runs at once; calls within `ms` after the last call that
 * ran are ignored.
 */
export function leadingDebounce<A extends unknown[]>(fn: (...args: A) => void, ms: number, now: () => number = Date.now) {
  let last = -Infinity;
  return (...args: A): boolean => {
    const t = now();
    if (t - last < ms) return false;
    last = t;
    fn(...args);
    return true;
  };
}
