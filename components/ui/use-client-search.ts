'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;
const clientSearch = () => window.location.search;
const serverSearch = () => null;

/**
 * The page's query string as read once in the browser; `null` while rendering on the server and hydrating (a cached
 * page's HTML is the same for every query), so `null` also means "not interactive yet".
 */
export function useClientSearch(): string | null {
  return useSyncExternalStore(noSubscription, clientSearch, serverSearch);
}
