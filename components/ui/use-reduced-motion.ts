'use client';

import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

const subscribe = (onChange: () => void) => {
  const list = window.matchMedia?.(QUERY);
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
};
const clientValue = () => window.matchMedia?.(QUERY).matches ?? false;
const serverValue = () => false;

/**
 * Whether the visitor asked their system for less motion (`prefers-reduced-motion: reduce`), kept current when they
 * change it; `false` on the server and while hydrating (the HTML is the same for everyone).
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, clientValue, serverValue);
}
