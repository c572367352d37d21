/**
 * The request and answer schemas of the OpenAPI document (`GET /api/docs`), taken from the shared zod contract
 * (lib/contract) per route: `METHOD /path` as Fastify registers it. The handlers still validate with `parse`
 * themselves (the route schemas only document), so a route missing here is listed without schemas, never broken.
 */
import { z } from 'zod';
import { idParams } from '@/lib/contract/common';
import { brandDetailSchema, brandInput, brandUpdateInput, productDetailSchema, productInput, productUpdateInput } from '@/lib/contract/catalogue';
import { fileInput } from '@/lib/contract/company';
import {
  createAnonymousOrderInput,
  createOrderInput,
  createPaymentInput,
  jsConfigQuery,
  jsConfigSchema,
  orderDetailSchema,
  orderPageQuery,
  orderPageSchema,
  orderResultSchema,
  payNotifyInput,
  paymentSchema,
  ticketCodeParams,
  ticketDetailSchema,
  ticketPageQuery,
  ticketPageSchema,
  tradeDataQuery,
  tradeDataSchema,
} from '@/lib/contract/ec';
import { orderQuoteSchema, quoteOrderInput } from '@/lib/contract/ec-quote';
import { conversationSchema, createConversationInput, messageHistoryQuery, messagePageQuery, messagePageSchema, messageSchema, sendMessageInput } from '@/lib/contract/msg';

/** Every answer is the `{code, msg, data}` envelope (code 0 = success). */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int().describe('0 = success; see lib/constants.ts ERR_*'), msg: z.string(), data });
}

export interface RouteDoc {
  summary: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** The envelope's `data` of a success. */
  data?: z.ZodType;
}

const convIdOnly = z.object({ convId: z.coerce.number().int().positive() });

export const ROUTE_DOCS: Record<string, RouteDoc> = {
  'POST /api/ec/orders': { summary: 'H30 a member orders (idempotent by requestId / x-request-id)', body: createOrderInput, data: orderResultSchema },
  'POST /api/ec/orders/quote': { summary: 'issue 29 item 10: the price of an order before it is placed (total, coupon discount or its refusal, amount to pay)', body: quoteOrderInput, data: orderQuoteSchema },
  'POST /api/ec/orders/anonymous': { summary: 'H31 a visitor orders', body: createAnonymousOrderInput, data: orderResultSchema },
  'GET /api/ec/orders/page': { summary: 'H41 the member’s orders by status', querystring: orderPageQuery, data: orderPageSchema },
  'GET /api/ec/orders/trade-data': { summary: 'H07 H08 trade data with the countdown (a member’s trade: its owner only)', querystring: tradeDataQuery, data: tradeDataSchema },
  'GET /api/ec/orders/:id': { summary: 'H41 an order of the member', params: idParams, data: orderDetailSchema },
  'GET /api/ec/ticket/page': { summary: 'H42 the member’s tickets', querystring: ticketPageQuery, data: ticketPageSchema },
  'GET /api/ec/ticket/detail/:id': { summary: 'H15 a ticket of the member', params: idParams, data: ticketDetailSchema },
  'GET /api/ec/ticket/:code': { summary: 'H16 a ticket by its code (mobile masked unless the owner asks)', params: ticketCodeParams, data: ticketDetailSchema },
  'POST /api/ec/pay/create': { summary: 'H07 a payment attempt: cashier URL, bank instructions or JS-API parameters', body: createPaymentInput, data: paymentSchema },
  'POST /api/ec/pay/notify': { summary: 'the payment provider’s signed notification', body: payNotifyInput },
  'GET /api/admin/wx/mp/js-config': { summary: 'H39 chat-app JS-SDK config', querystring: jsConfigQuery, data: jsConfigSchema },
  'GET /api/company/product/:id': { summary: 'M05 a product', params: idParams, data: productDetailSchema },
  'POST /api/company/product': { summary: 'M09 U15 add a product (PENDING until reviewed)', body: productInput },
  'PUT /api/company/product': { summary: 'M10 U16 edit a product', body: productUpdateInput },
  'DELETE /api/company/product/:id': { summary: 'M31 U17 delete a product', params: idParams },
  'GET /api/company/brand/:id': { summary: 'M07 a brand', params: idParams, data: brandDetailSchema },
  'POST /api/company/brand': { summary: 'M12 U18 add a brand', body: brandInput },
  'PUT /api/company/brand': { summary: 'M13 U19 edit a brand', body: brandUpdateInput },
  'DELETE /api/company/brand/:id': { summary: 'M31 U20 delete a brand', params: idParams },
  'POST /api/company/company/file': { summary: 'L18 add a company file (our storage only)', body: fileInput },
  'POST /api/msg/conversation': { summary: 'J11 open a conversation', body: createConversationInput, data: conversationSchema },
  'GET /api/msg/messages/history': { summary: 'J11 a conversation’s history', querystring: messageHistoryQuery, data: messagePageSchema },
  'GET /api/msg/messages/page': { summary: 'J52 the mobile conversation page', querystring: messagePageQuery, data: messagePageSchema },
  'POST /api/msg/messages': { summary: 'J52 the REST send', body: sendMessageInput, data: messageSchema },
  'GET /api/msg/messages/read': { summary: 'J11 mark a conversation read (the spec’s GET form)', querystring: convIdOnly },
  'POST /api/msg/messages/read': { summary: 'J11 mark a conversation read', querystring: convIdOnly },
};
