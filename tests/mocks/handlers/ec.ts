import { http } from 'msw';
import type { Page } from '@/lib/contract/common';
import { identityResultSchema, orderPageSchema, orderResultSchema, type OrderListItem, type OrderResult } from '@/lib/contract/ec';
import { orderQuoteSchema, type OrderQuote } from '@/lib/contract/ec-quote';
import { envelope, type Reply } from '../envelope';
import { API } from '../server';

/** Events commerce: the checkout's identity check and orders (H26–H36), one's own orders (H41). */
export const ecHandlers = {
  /** `POST /ec/recipients/valid/Identity {idType, idNumber}` (H26). */
  validateIdentity: (reply: Reply<{ valid: boolean }>) => http.post(`${API}/ec/recipients/valid/Identity`, ({ request }) => envelope(identityResultSchema, reply, request)),
  /** `POST /ec/orders` (H28, `x-request-id` header): 30204 banned, 30305 sold out. */
  createOrder: (reply: Reply<OrderResult>) => http.post(`${API}/ec/orders`, ({ request }) => envelope(orderResultSchema, reply, request)),
  /** `POST /ec/orders/quote` (issue 29 item 10): the price with the coupon's discount or refusal. */
  quoteOrder: (reply: Reply<OrderQuote>) => http.post(`${API}/ec/orders/quote`, ({ request }) => envelope(orderQuoteSchema, reply, request)),
  /** `POST /ec/orders/anonymous` (H33, a visitor's free ticket). */
  createAnonymousOrder: (reply: Reply<OrderResult>) => http.post(`${API}/ec/orders/anonymous`, ({ request }) => envelope(orderResultSchema, reply, request)),
  /** `GET /ec/orders/page?status&current&size` (H41). */
  orderPage: (reply: Reply<Page<OrderListItem>>) => http.get(`${API}/ec/orders/page`, ({ request }) => envelope(orderPageSchema, reply, request)),
};
