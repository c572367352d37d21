/**
 * The internal URLs of the events area (issue 14), named for what they open: each is an `href()` of
 * lib/routing/routes.ts, so the route table stays the one place that knows the paths.
 */
import { href } from '@/lib/routing/routes';

/** H01: the events home, filtered by a type-tag code when given. */
export function eventsHomeHref(tagCode?: string | null): string {
  return href('/events/:tagCode?', { tagCode });
}

/** H03: an event's detail page. */
export function eventHref(id: number): string {
  return href('/events/:id', { id });
}

/** H02: the events of one source. */
export function eventSourceHref(sourceId: number): string {
  return href('/activity/source/:sourceId', { sourceId });
}

/** H06: the checkout of one product (ticket) of an event, optionally with a SKU chosen. */
export function eventApplyHref(eventId: number, productId: number, skuId?: number): string {
  return href('/events/:id/apply/:productId', { id: eventId, productId }, { skuId: skuId || undefined });
}

/** H10: a protocol (site page) of the events site. */
export function eventPolicyHref(protocolCode: string): string {
  return href('/events/policy/:protocolCode', { protocolCode });
}

/** H08/H31: aggregate payment of a trade. */
export function payTradeHref(tradeNo: string): string {
  return href('/pay', {}, { tradeNo });
}

/** H07/H32: payment of one order. */
export function payOrderHref(orderId: number): string {
  return href('/payment', {}, { orderId });
}

/** H09: payment success; GROUP orders carry `isGroupBuy=true` (H48); a visitor's ticket code rides along. */
export function paySuccessHref(orderId: number, isGroupBuy: boolean, ticketCode?: string | null): string {
  return href('/pay-success', {}, { isGroupBuy: isGroupBuy ? 'true' : 'false', orderId, code: ticketCode });
}

/** H11/H33: a member's registration success. */
export function entrySuccessHref(orderId: number): string {
  return href('/events/entrySuccess/:orderId', { orderId });
}

/** H12/H33: a visitor's registration success (keyed by the form id, the ticket code in the query). */
export function unLoginSuccessHref(formId: number, ticketCode?: string | null): string {
  return href('/events/unLoginSuccess/:formId', { formId }, { code: ticketCode });
}

/** H15: a member's ticket. */
export function ticketHref(id: number): string {
  return href('/people/ticket/:id', { id });
}

/** H16: a visitor's ticket, by its code. */
export function anonymousTicketHref(code: string): string {
  return href('/people/anonymous-ticket/:code', { code });
}

/** H17: an order's detail. */
export function orderHref(id: number): string {
  return href('/people/order/:id', { id });
}

/** H05/H46: the registration form (SSO layout); with an order, it completes that order's attendees. */
export function formHref(formId: number, orderId?: number): string {
  return href('/form/:formId/uniapp', { formId }, { orderId: orderId || undefined });
}
