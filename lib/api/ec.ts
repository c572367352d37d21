/**
 * Calls of the events, orders, payment and tickets family (spec §7.5; shapes in lib/contract/ec.ts).
 * Caching is the loaders' (lib/data/events.ts tags public reads with `tags.event.*`, which the API revalidates
 * whenever seats, likes or comments of an event change: `eventChangeTags` of lib/contract/cache-tags.ts).
 */
import type { Page } from '@/lib/contract/common';
import {
  eventDetailSchema,
  eventLikeResultSchema,
  eventPageSchema,
  eventSearchPageSchema,
  eventTypeTagListSchema,
  formTemplateSchema,
  identityResultSchema,
  jsConfigSchema,
  merchantSchema,
  orderDetailSchema,
  orderPageSchema,
  orderResultSchema,
  paymentSchema,
  ticketProductSchema,
  ticketDetailSchema,
  ticketPageSchema,
  tradeDataSchema,
  ORDER_REQUEST_ID_HEADER,
  type CreateAnonymousOrderInput,
  type CreateOrderInput,
  type CreatePaymentInput,
  type EventDetail,
  type EventLikeResult,
  type EventListItem,
  type EventPageQuery,
  type EventSearchPage,
  type EventSearchQuery,
  type EventTypeTag,
  type FormTemplate,
  type IdentityInput,
  type JsConfig,
  type Merchant,
  type OrderDetail,
  type OrderListItem,
  type OrderPageQuery,
  type OrderResult,
  type Payment,
  type TicketProduct,
  type RecipientInput,
  type TicketDetail,
  type TicketListItem,
  type TicketPageQuery,
  type TradeData,
} from '@/lib/contract/ec';
import { orderQuoteSchema, type OrderQuote, type QuoteOrderInput } from '@/lib/contract/ec-quote';
import type { Transport } from '@/lib/api/transport';

type Paging = { current?: number; size?: number };

// ---- Events ----

/** `GET /ec/stores/page` (H01, H02, H13): `tagId` / `tagCode` type filter, `sourceId` organiser; unknown tag or organiser → code 404. */
export function getEventPage(t: Transport, query: Partial<EventPageQuery> = {}): Promise<Page<EventListItem>> {
  return t.get('/ec/stores/page', { auth: false, query, schema: eventPageSchema });
}

/** `GET /ec/stores/page-by-tag`: events of one type tag (`tagCode` or `tagId`); unknown tag → code 404. */
export function getEventPageByTag(t: Transport, query: Partial<EventPageQuery>): Promise<Page<EventListItem>> {
  return t.get('/ec/stores/page-by-tag', { auth: false, query, schema: eventPageSchema });
}

/** `GET /ec/stores/hot/page` (H23): current 1, size 5. */
export function getHotEvents(t: Transport, query: Paging = { current: 1, size: 5 }): Promise<Page<EventListItem>> {
  return t.get('/ec/stores/hot/page', { auth: false, query, schema: eventPageSchema });
}

/** `GET /ec/stores/search` (E15): keyword, `tagId` type filter, `sortByTime`; answers type-tag facets. */
export function searchEvents(t: Transport, query: Partial<EventSearchQuery> & { keyword: string }): Promise<EventSearchPage> {
  return t.get('/ec/stores/search', { auth: false, query, schema: eventSearchPageSchema });
}

/** `GET /ec/stores/types`: the activity type tags (id, name, enName, code) in display order. */
export function getEventTypes(t: Transport): Promise<EventTypeTag[]> {
  return t.get('/ec/stores/types', { auth: false, schema: eventTypeTagListSchema });
}

/**
 * `GET /ec/stores/{id}` (H03); rejects with code 404 when missing. From the server pass no token (isLiked false;
 * the like island reloads it).
 */
export function getEventDetail(t: Transport, id: number): Promise<EventDetail> {
  return t.get(`/ec/stores/${id}`, { schema: eventDetailSchema });
}

/** `POST /ec/stores/like/{id}` (H21, login). */
export function likeEvent(t: Transport, id: number): Promise<EventLikeResult> {
  return t.post(`/ec/stores/like/${id}`, { schema: eventLikeResultSchema });
}

/** `PUT /ec/stores/unlike/{id}` (H21, login). */
export function unlikeEvent(t: Transport, id: number): Promise<EventLikeResult> {
  return t.put(`/ec/stores/unlike/${id}`, { schema: eventLikeResultSchema });
}

// ---- Ticket product, organiser, form ----

/** `GET /ec/products/{id}`: the ticket product of an event (not a catalogue product): name and `skuList` with prices and seats left; code 404 when missing. */
export function getTicketProduct(t: Transport, id: number): Promise<TicketProduct> {
  return t.get(`/ec/products/${id}`, { auth: false, schema: ticketProductSchema });
}

/** `GET /ec/products/merchant?productId=` (H50): the organiser. */
export function getTicketProductMerchant(t: Transport, productId: number): Promise<Merchant> {
  return t.get('/ec/products/merchant', { auth: false, query: { productId }, schema: merchantSchema });
}

/** `GET /ec/forms/template/{id}` (H05, H25); `token` replaces the session (`/form/{formId}/uniapp?token=`). */
export function getFormTemplate(t: Transport, id: number, token?: string): Promise<FormTemplate> {
  return t.get(`/ec/forms/template/${id}`, { schema: formTemplateSchema, ...(token ? { token, query: { token } } : {}) });
}

/** `POST /ec/recipients/valid/Identity` (H26): code 0 when valid, else code 1 with the server msg. */
export function validateIdentity(t: Transport, input: IdentityInput): Promise<{ valid: boolean }> {
  return t.post('/ec/recipients/valid/Identity', { body: input, schema: identityResultSchema });
}

// ---- Orders ----

/** A client request id for idempotent order creation: make one per checkout attempt and reuse it on retry. */
export function newOrderRequestId(): string {
  return globalThis.crypto.randomUUID().replace(/-/g, '');
}

/**
 * `POST /ec/orders` (H28, login). Pass the same `requestId` for retries of one attempt (double click, network
 * retry): the API answers the first order again. Codes: 30204 banned (H35), 30305 sold out, 30512 ended/coupon.
 */
export function createOrder(t: Transport, input: CreateOrderInput): Promise<OrderResult> {
  const headers = input.requestId ? { [ORDER_REQUEST_ID_HEADER]: input.requestId } : undefined;
  return t.post('/ec/orders', { body: input, schema: orderResultSchema, ...(headers ? { headers } : {}) });
}

/**
 * `POST /ec/orders/quote` (member or visitor; issue 29 item 10): the server's price of the order — total, the coupon's
 * discount or why it is refused (`coupon.refusal`), the amount to pay. The same computation as `createOrder`.
 */
export function quoteOrder(t: Transport, input: QuoteOrderInput): Promise<OrderQuote> {
  return t.post('/ec/orders/quote', { body: input, schema: orderQuoteSchema });
}

/** `POST /ec/orders/anonymous` (visitor; no token sent). */
export function createAnonymousOrder(t: Transport, input: CreateAnonymousOrderInput): Promise<OrderResult> {
  const headers = input.requestId ? { [ORDER_REQUEST_ID_HEADER]: input.requestId } : undefined;
  return t.post('/ec/orders/anonymous', { auth: false, body: input, schema: orderResultSchema, ...(headers ? { headers } : {}) });
}

/** `GET /ec/orders/{id}` (login, own order; another member's → code 404). */
export function getOrder(t: Transport, id: number): Promise<OrderDetail> {
  return t.get(`/ec/orders/${id}`, { schema: orderDetailSchema });
}

/** `GET /ec/orders/page` (login, H41): `status` ALL or one status. */
export function getOrderPage(t: Transport, query: Partial<OrderPageQuery> = {}): Promise<Page<OrderListItem>> {
  return t.get('/ec/orders/page', { query, schema: orderPageSchema });
}

/** `PUT /ec/orders/cancel/{id}` with `{reason}` (H40): PENDING only (else code 30512); answers the order. */
export function cancelOrder(t: Transport, id: number, reason?: string): Promise<OrderDetail> {
  return t.put(`/ec/orders/cancel/${id}`, { body: reason ? { reason } : {}, schema: orderDetailSchema });
}

/** `GET /ec/orders/trade-data` by `orderId` (login) or `tradeNo` (anyone holding it): amount, countdown, methods. */
export function getTradeData(t: Transport, query: { orderId: number } | { tradeNo: string }): Promise<TradeData> {
  return t.get('/ec/orders/trade-data', { query, schema: tradeDataSchema, auth: 'orderId' in query });
}

/** `PUT /ec/orders/{id}/recipients` (H46): completes an ADDTICKETFORM order's attendees; answers the order. */
export function completeOrderAttendees(t: Transport, id: number, recipients: RecipientInput[]): Promise<OrderDetail> {
  return t.put(`/ec/orders/${id}/recipients`, { body: { recipients }, schema: orderDetailSchema });
}

// ---- Payment ----

/** `POST /ec/pay/create`: a sandbox payment (cashier URL for WEPAY/ALIPAY/CARDPAY; instructions for OFFLINE_BANK). */
export function createPayment(t: Transport, input: CreatePaymentInput): Promise<Payment> {
  return t.post('/ec/pay/create', { body: input, schema: paymentSchema, auth: input.orderId !== undefined });
}

/** `GET /admin/wx/mp/js-config?url=` (H39): JS-SDK config for the chat-app browser. */
export function getJsConfig(t: Transport, url: string): Promise<JsConfig> {
  return t.get('/admin/wx/mp/js-config', { query: { url }, schema: jsConfigSchema });
}

// ---- Tickets ----

/** `GET /ec/ticket/page` (login): `upcoming` for the ticket box (H51). */
export function getTicketPage(t: Transport, query: Partial<TicketPageQuery> = {}): Promise<Page<TicketListItem>> {
  return t.get('/ec/ticket/page', { query, schema: ticketPageSchema });
}

/** `GET /ec/ticket/detail/{id}` (H15, login, own ticket). */
export function getTicket(t: Transport, id: number): Promise<TicketDetail> {
  return t.get(`/ec/ticket/detail/${id}`, { schema: ticketDetailSchema });
}

/** `GET /ec/ticket/{code}` (H16): a ticket by its code, for anyone holding it. */
export function getTicketByCode(t: Transport, code: string): Promise<TicketDetail> {
  return t.get(`/ec/ticket/${encodeURIComponent(code)}`, { auth: false, schema: ticketDetailSchema });
}
