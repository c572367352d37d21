/**
 * Orders and tickets (spec §7.5): quote, create (member and visitor, idempotent by request id), detail, page by status,
 * cancel, trade data with the countdown, attendee completion of ADDTICKETFORM orders; tickets list, detail and by
 * code. Every read first expires overdue unpaid orders (their seats come back).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParams } from '@/lib/contract/common';
import {
  cancelOrderInput,
  completeAttendeesInput,
  createAnonymousOrderInput,
  createOrderInput,
  ORDER_REQUEST_ID_HEADER,
  orderPageQuery,
  ticketCodeParams,
  ticketPageQuery,
  tradeDataQuery,
} from '@/lib/contract/ec';
import { quoteOrderInput } from '@/lib/contract/ec-quote';
import { eventChangeTags } from '@/lib/contract/cache-tags';
import { optionalMemberId, requireMember } from '../auth/guard';
import type { AppContext } from '../context';
import { fail, notFound, ok } from '../http/envelope';
import { revalidateWeb } from '../http/revalidate';
import { keepsCache } from '../http/response-cache';
import { parse } from '../http/validate';
import { nowText } from '../db/time';
import { cancelOrder, completeAttendees, createOrder, expireOverdueOrders, orderDetail, orderPage } from '../repo/ec-orders';
import { tradeData, tradeOrders } from '../repo/ec-payments';
import { priceOrder, quoteOf } from '../repo/ec-pricing';
import { ticketByCode, ticketOfMember, ticketPage } from '../repo/ec-tickets';

const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** The client request id: the body's `requestId`, else the header; a malformed header is bad input. */
function requestIdOf(request: FastifyRequest, fromBody: string | undefined): string | undefined {
  if (fromBody) return fromBody;
  const header = request.headers[ORDER_REQUEST_ID_HEADER];
  if (header === undefined) return undefined;
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !REQUEST_ID.test(value)) throw fail(`${ORDER_REQUEST_ID_HEADER}: 8–64 of A-Z a-z 0-9 _ -`);
  return value;
}

/** Expires overdue orders and tells the web about the events whose seats came back. */
export async function expireAndNotify(ctx: AppContext): Promise<void> {
  for (const eventId of await expireOverdueOrders(ctx.db)) void revalidateWeb(eventChangeTags(eventId));
}

export function registerEcOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/ec/orders', async (request) => {
    const session = requireMember(request);
    const input = parse(createOrderInput, request.body);
    await expireAndNotify(ctx);
    const { result, eventId } = await createOrder(ctx.db, { memberId: session.memberId }, { ...input, requestId: requestIdOf(request, input.requestId) });
    if (eventId !== null) void revalidateWeb(eventChangeTags(eventId));
    return ok(result);
  });

  /**
   * Issue 29 item 10: the price of an order before it is placed (project call, decision 005), computed by the same
   * function as the order's; a refused coupon is priced out and named (`coupon.refusal`), the call still answers 0.
   * It writes nothing, so it keeps the answer cache.
   */
  app.post('/ec/orders/quote', keepsCache, async (request) => {
    const input = parse(quoteOrderInput, request.body);
    const buyer = { memberId: optionalMemberId(request) ?? null, contactMobile: input.contactMobile };
    return ok(quoteOf(await priceOrder(ctx.db, input, buyer, nowText())));
  });

  /** A visitor's order: never tied to a member, even when a token is sent. */
  app.post('/ec/orders/anonymous', async (request) => {
    const input = parse(createAnonymousOrderInput, request.body);
    await expireAndNotify(ctx);
    const { result, eventId } = await createOrder(
      ctx.db,
      { memberId: null, contactName: input.contactName, contactMobile: input.contactMobile },
      { ...input, requestId: requestIdOf(request, input.requestId) },
    );
    if (eventId !== null) void revalidateWeb(eventChangeTags(eventId));
    return ok(result);
  });

  app.get('/ec/orders/page', async (request) => {
    const session = requireMember(request);
    const query = parse(orderPageQuery, request.query);
    await expireAndNotify(ctx);
    return ok(await orderPage(ctx.db, session.memberId, query));
  });

  app.get('/ec/orders/trade-data', async (request) => {
    const query = parse(tradeDataQuery, request.query);
    if (query.orderId !== undefined) requireMember(request);
    await expireAndNotify(ctx);
    const orders = await tradeOrders(ctx.db, { memberId: optionalMemberId(request), orderId: query.orderId, tradeNo: query.tradeNo });
    if (orders.length === 0) throw notFound();
    return ok(await tradeData(ctx.db, orders, ctx.env));
  });

  app.get('/ec/orders/:id', async (request) => {
    const session = requireMember(request);
    const { id } = parse(idParams, request.params);
    await expireAndNotify(ctx);
    return ok(await orderDetail(ctx.db, session.memberId, id));
  });

  app.put('/ec/orders/cancel/:id', async (request) => {
    const session = requireMember(request);
    const { id } = parse(idParams, request.params);
    const input = parse(cancelOrderInput, request.body);
    await expireAndNotify(ctx);
    const { eventId } = await cancelOrder(ctx.db, session.memberId, id, input);
    void revalidateWeb(eventChangeTags(eventId));
    return ok(await orderDetail(ctx.db, session.memberId, id));
  });

  app.put('/ec/orders/:id/recipients', async (request) => {
    const session = requireMember(request);
    const { id } = parse(idParams, request.params);
    const input = parse(completeAttendeesInput, request.body);
    await completeAttendees(ctx.db, session.memberId, id, input.recipients);
    return ok(await orderDetail(ctx.db, session.memberId, id));
  });

  app.get('/ec/ticket/page', async (request) => {
    const session = requireMember(request);
    return ok(await ticketPage(ctx.db, session.memberId, parse(ticketPageQuery, request.query)));
  });

  app.get('/ec/ticket/detail/:id', async (request) => {
    const session = requireMember(request);
    const { id } = parse(idParams, request.params);
    const ticket = await ticketOfMember(ctx.db, session.memberId, id);
    if (!ticket) throw notFound();
    return ok(ticket);
  });

  app.get('/ec/ticket/:code', async (request) => {
    const { code } = parse(ticketCodeParams, request.params);
    const ticket = await ticketByCode(ctx.db, code, optionalMemberId(request));
    if (!ticket) throw notFound();
    return ok(ticket);
  });
}
