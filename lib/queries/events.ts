import { queryOptions } from '@tanstack/react-query';
import type { Transport } from '@/lib/api/transport';
import type { OrderStatusFilter } from '@/lib/contract/ec';
import type { QuoteOrderInput } from '@/lib/contract/ec-quote';
import { clientTransport, type Viewer } from '@/lib/queries/client';

/**
 * Query keys of the events family (issue 14): the like state of an event, a member's orders and tickets,
 * one order, and a trade being paid. Keys carry the viewer wherever the answer is a member's own.
 */
export const eventKeys = {
  all: ['events'] as const,
  like: (eventId: number, viewer: Viewer) => [...eventKeys.all, 'like', eventId, viewer] as const,
  orders: (viewer: Viewer, status: OrderStatusFilter, current: number) => [...eventKeys.all, 'orders', viewer, status, current] as const,
  order: (orderId: number, viewer: Viewer | string) => [...eventKeys.all, 'order', orderId, viewer] as const,
  tickets: (viewer: Viewer, current: number, upcoming: boolean) => [...eventKeys.all, 'tickets', viewer, current, upcoming] as const,
  trade: (payKey: { orderId: number } | { tradeNo: string }) => [...eventKeys.all, 'trade', payKey] as const,
  quote: (input: QuoteOrderInput, viewer: Viewer) => [...eventKeys.all, 'quote', input, viewer] as const,
};

async function eventApi() {
  const [transport, api] = await Promise.all([clientTransport(), import('@/lib/api/ec')]);
  return { transport, api };
}

/** The browser transport, or one that sends `token` instead of the session (`/form/{formId}/uniapp?token=`). */
export async function transportWithToken(token: string | null): Promise<Transport> {
  const t = await clientTransport();
  if (!token) return t;
  return { kind: t.kind, get: (p, o) => t.get(p, { ...o, token }), post: (p, o) => t.post(p, { ...o, token }), put: (p, o) => t.put(p, { ...o, token }), del: (p, o) => t.del(p, { ...o, token }) };
}

/** H21: the member's like state of an event (`GET /ec/stores/{id}` with the session), read after hydration. */
export function eventLikeQuery(eventId: number, viewer: Viewer) {
  return queryOptions({
    queryKey: eventKeys.like(eventId, viewer),
    queryFn: async () => {
      const { transport, api } = await eventApi();
      const event = await api.getEventDetail(transport, eventId);
      return { on: event.isLiked, count: event.likeCount };
    },
  });
}

/** H21: like or unlike (`POST /ec/stores/like/{id}`, `PUT /ec/stores/unlike/{id}`); answers the new `{on, count}`. */
export async function setEventLike(eventId: number, like: boolean): Promise<{ on: boolean; count: number }> {
  const { transport, api } = await eventApi();
  const result = like ? await api.likeEvent(transport, eventId) : await api.unlikeEvent(transport, eventId);
  return { on: result.isLiked, count: result.likeCount };
}

/** H41/H43: one page of the member's orders (`GET /ec/orders/page`). */
export function orderPageQuery(viewer: Viewer, status: OrderStatusFilter, current: number, size: number) {
  return queryOptions({
    queryKey: eventKeys.orders(viewer, status, current),
    queryFn: async () => {
      const { transport, api } = await eventApi();
      return api.getOrderPage(transport, { status, current, size });
    },
  });
}

/** H11/H46: one order (`GET /ec/orders/{id}`), with the session or with a `token` standing in for it. */
export function orderQuery(orderId: number, viewer: Viewer, token: string | null = null) {
  return queryOptions({
    queryKey: eventKeys.order(orderId, token ?? viewer),
    queryFn: async () => (await import('@/lib/api/ec')).getOrder(await transportWithToken(token), orderId),
  });
}

/** H15/H42: one page of the member's tickets (`GET /ec/ticket/page`), optionally only the coming ones. */
export function ticketPageQuery(viewer: Viewer, current: number, size: number, upcoming = false) {
  return queryOptions({
    queryKey: eventKeys.tickets(viewer, current, upcoming),
    queryFn: async () => {
      const { transport, api } = await eventApi();
      return api.getTicketPage(transport, upcoming ? { current, size, upcoming: true } : { current, size });
    },
  });
}

/** H07/H08/H31: the trade being paid (`GET /ec/orders/trade-data`) with the time it was read (the countdown starts there). */
export function tradeQuery(payKey: { orderId: number } | { tradeNo: string }) {
  return queryOptions({
    queryKey: eventKeys.trade(payKey),
    queryFn: async () => {
      const { transport, api } = await eventApi();
      return { data: await api.getTradeData(transport, payKey), readAt: Date.now() };
    },
  });
}

/**
 * Issue 29 item 10: the server's price of the checkout as it stands (`POST /ec/orders/quote`): total, the coupon's
 * discount or its refusal, the amount to pay. Keyed by the viewer: a member's earlier uses of a coupon count.
 */
export function orderQuoteQuery(input: QuoteOrderInput, viewer: Viewer) {
  return queryOptions({
    queryKey: eventKeys.quote(input, viewer),
    queryFn: async () => {
      const { transport, api } = await eventApi();
      return api.quoteOrder(transport, input);
    },
    staleTime: 30_000,
  });
}
