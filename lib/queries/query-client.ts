import { isServer, QueryClient } from '@tanstack/react-query';

/** The defaults of every query of the web: fresh for a minute, one retry, no refetch on focus. */
export function makeQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } } });
}

let browserClient: QueryClient | undefined;

/**
 * The query client of the page: one per browser tab, so code outside React that keeps server data current
 * (the chat's real-time channel, `stores/chat.ts`) writes into the cache the islands read; a fresh one per
 * server render, so no member's data outlives its request.
 */
export function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  browserClient ??= makeQueryClient();
  return browserClient;
}
