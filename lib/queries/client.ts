import type { Transport } from '@/lib/api/transport';

/**
 * The browser transport, imported on first use: query functions call it so that axios and zod load with
 * the first query of a page, not with its first paint.
 */
export async function clientTransport(): Promise<Transport> {
  const { clientTransport: transport } = await import('@/lib/api/client');
  return transport;
}

/** Who a query is for: a member's answers (isLiked, isMine, relations) differ from a visitor's. */
export type Viewer = number | null;
