/**
 * Orders of event tickets. Creation runs in one IMMEDIATE transaction: idempotency lookup, checks, server-side
 * prices and coupon, then seats taken with a guarded `UPDATE … WHERE stock - sold >= qty` (no overselling, even
 * with several processes on the file). A paid order stays PENDING for its countdown; expiry (lazy on every read
 * and a timer) and cancel give the seats back. Transitions (H44): PENDING → PAID | CANCELED; PAID ⇄ ADDTICKETFORM.
 */
import crypto from 'node:crypto';
import type {
  CancelOrderInput,
  CreateAnonymousOrderInput,
  CreateOrderInput,
  OrderDetail,
  OrderGroup,
  OrderListItem,
  OrderMode,
  OrderPageQuery,
  OrderResult,
  OrderStatus,
  PaymentMethod,
  RecipientInput,
} from '@/lib/contract/ec';
import { ERR_ORDER_BANNED_TICKET, ERR_ORDER_REQUEST_CONFLICT, ERR_ORDER_SOLD_OUT, ERR_ORDER_STATE, ORDER_PAY_MINUTES } from '@/lib/constants';
import type { Db } from '../db/connection';
import { all, get, run, Where, transaction, insertId } from '../db/sql';
import { serializeOn, greatest } from '../db/dialect';
import { formatTime, nowText, parseTime } from '../db/time';
import { ApiError, fail, notFound } from '../http/envelope';
import { paged, type PageOf } from '../http/paging';
import { eventState, yuan } from './ec-events';
import { amountLines, couponRefusalMessage, priceOrder } from './ec-pricing';
import { formTemplate, ticketProductRow } from './ec-products';
import { cleanRecipients, insertRecipients, recipientRows, toRecipient } from './ec-recipients';
import { fillTicketAttendees, issueTickets, ticketCodesOf, ticketRefsOf } from './ec-tickets';

/** Order and payment transitions take this lock on PostgreSQL (db/dialect.ts serializeOn): one at a time, as on SQLite. */
export const ORDER_LOCK = 'ec-orders';

export const BANNED_TICKET_MSG = '您已被禁止购买该活动门票';
export const SOLD_OUT_MSG = '名额不足，已售罄';
export const EVENT_ENDED_MSG = '活动已结束，无法报名';
export const NOT_PENDING_MSG = '订单状态不允许此操作';
export const REQUEST_CONFLICT_MSG = '该请求编号已用于另一笔内容不同的订单，请刷新页面后重新提交';
export const EXPIRED_REASON = '支付超时，订单已自动取消';

export interface Buyer {
  memberId: number | null;
  contactName?: string | undefined;
  contactMobile?: string | undefined;
}

interface OrderRow {
  id: number;
  order_no: string;
  trade_no: string | null;
  member_id: number | null;
  status: OrderStatus;
  payment_type: string;
  payment_method: PaymentMethod | null;
  total_amount: number;
  coupon_amount: number;
  promotion_amount: number;
  change_amount: number;
  pay_amount: number;
  coupon_code: string | null;
  pay_minutes: number;
  created_at: string;
  paid_at: string | null;
  canceled_at: string | null;
  cancel_reason: string | null;
  event_id: number;
  product_id: number;
  request_id: string | null;
  group_type: OrderGroup;
  mode: OrderMode;
  expire_at: string | null;
  expired: number;
  contact_mobile: string | null;
  request_hash: string | null;
}

function newOrderNo(): string {
  return `${nowText().replace(/\D/g, '')}${crypto.randomInt(100000, 999999)}`;
}

export function newTradeNo(): string {
  return `T${crypto.randomBytes(12).toString('hex').toUpperCase()}`;
}

/** Gives back the seats (and the coupon use) of an order leaving PENDING without payment. */
async function releaseSeats(db: Db, order: Pick<OrderRow, 'id' | 'coupon_code'>): Promise<void> {
  for (const item of await all<{ sku_id: number; quantity: number }>(db, 'SELECT sku_id, quantity FROM ec_order_items WHERE order_id = ?', order.id)) {
    await run(db, `UPDATE ec_skus SET sold = ${greatest(db, '0', 'sold - ?')} WHERE id = ?`, item.quantity, item.sku_id);
  }
  if (order.coupon_code) await run(db, `UPDATE ec_coupons SET used = ${greatest(db, '0', 'used - 1')} WHERE code = ?`, order.coupon_code);
}

/** Cancels PENDING orders whose countdown has ended; answers the events whose seats came back. */
export async function expireOverdueOrders(db: Db, now = nowText()): Promise<number[]> {
  // A cheap read first: the write transaction only runs when something is due.
  if (!await get(db, "SELECT 1 FROM ec_orders WHERE status = 'PENDING' AND expire_at IS NOT NULL AND expire_at <= ? LIMIT 1", now)) return [];
  return await transaction(db, async () => {
    await serializeOn(db, ORDER_LOCK);
    const due = await all<Pick<OrderRow, 'id' | 'coupon_code' | 'event_id'>>(
      db,
      "SELECT id, coupon_code, event_id FROM ec_orders WHERE status = 'PENDING' AND expire_at IS NOT NULL AND expire_at <= ?",
      now,
    );
    for (const order of due) {
      const changed = (await run(
        db,
        "UPDATE ec_orders SET status = 'CANCELED', expired = 1, canceled_at = ?, cancel_reason = ? WHERE id = ? AND status = 'PENDING'",
        now,
        EXPIRED_REASON,
        order.id,
      )).changes;
      if (changed > 0) await releaseSeats(db, order);
    }
    return [...new Set(due.map((o) => o.event_id))];
  });
}

async function orderResult(db: Db, order: OrderRow, anonymous: boolean): Promise<OrderResult> {
  const form = await get<{ form_id: number | null }>(db, 'SELECT form_id FROM ec_products WHERE id = ?', order.product_id);
  return {
    tradeNo: anonymous && order.pay_amount > 0 ? order.trade_no : null,
    orderList: [{ id: order.id, orderNo: order.order_no, payAmount: yuan(order.pay_amount) }],
    ticketCodes: anonymous ? await ticketCodesOf(db, order.id) : [],
    formId: form?.form_id ?? null,
    isGroupBuy: order.group_type === 'GROUP',
  };
}

/** The fingerprint of an order request: its body without the request id, keys sorted, with the visitor's contact. */
function requestHash(buyer: Buyer, input: CreateOrderInput | CreateAnonymousOrderInput): string {
  const sorted = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sorted)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).filter(([k, v]) => k !== 'requestId' && v !== undefined).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, sorted(v)]))
        : value;
  const text = JSON.stringify(sorted({ ...input, contactName: buyer.contactName, contactMobile: buyer.contactMobile }));
  return crypto.createHash('sha256').update(text).digest('hex');
}

/**
 * H35 S36: the event's ban holds for the member and for the member's mobile, whichever call orders: a visitor
 * order whose contact mobile is a banned member's is refused the same way.
 */
async function isBannedBuyer(db: Db, eventId: number, buyer: Buyer): Promise<boolean> {
  if (buyer.memberId !== null) return (await get(db, 'SELECT 1 FROM ec_banned_buyers WHERE event_id = ? AND member_id = ?', eventId, buyer.memberId)) !== undefined;
  const mobile = buyer.contactMobile?.trim();
  if (!mobile) return false;
  return (await get(db, 'SELECT 1 FROM ec_banned_buyers b JOIN members m ON m.id = b.member_id WHERE b.event_id = ? AND m.mobile = ?', eventId, mobile)) !== undefined;
}

async function requestKeyOrder(db: Db, memberId: number | null, requestId: string): Promise<OrderRow | undefined> {
  return await get<OrderRow>(db, 'SELECT * FROM ec_orders WHERE COALESCE(member_id, 0) = ? AND request_id = ?', memberId ?? 0, requestId);
}

/**
 * Creates an order (members and visitors). `requestId` repeats answer the first order. Free orders are PAID at
 * once with their tickets; a product with a form whose attendees are not all given lands on ADDTICKETFORM.
 * Returns the result and the event whose seats changed (null when nothing was stored).
 */
export async function createOrder(
  db: Db,
  buyer: Buyer,
  input: CreateOrderInput | CreateAnonymousOrderInput,
): Promise<{ result: OrderResult; eventId: number | null }> {
  const anonymous = buyer.memberId === null;
  return await transaction(db, async () => {
    await serializeOn(db, ORDER_LOCK);
    const now = nowText();
    const hash = requestHash(buyer, input);
    if (input.requestId) {
      const previous = await requestKeyOrder(db, buyer.memberId, input.requestId);
      // A retry (same body) answers the first order. A different body under the same id is a conflict, never the
      // first order: visitors share one key space, and another visitor's order (its trade number and ticket codes)
      // must not be answered to them.
      const contact = buyer.contactMobile ?? input.recipients?.[0]?.mobile.trim() ?? null;
      const sameRequest = previous && (previous.request_hash === null ? !anonymous || previous.contact_mobile === contact : previous.request_hash === hash);
      if (previous && !sameRequest) throw new ApiError(ERR_ORDER_REQUEST_CONFLICT, REQUEST_CONFLICT_MSG);
      if (previous) return { result: await orderResult(db, previous, anonymous), eventId: null };
    }
    // Tickets, total and coupon at the server's prices: the quote's computation (ec-pricing.ts).
    // a visitor is known by the contact mobile: given, else the first attendee's (as the order stores it)
    const contactMobile = buyer.contactMobile ?? input.recipients?.[0]?.mobile;
    const priced = await priceOrder(db, input, { memberId: buyer.memberId, contactMobile }, now);
    const { product, lines, seats, total } = priced;
    if (eventState(product.start_time, product.end_time) === 'ENDED') throw new ApiError(ERR_ORDER_STATE, EVENT_ENDED_MSG);
    if (await isBannedBuyer(db, product.event_id, buyer)) throw new ApiError(ERR_ORDER_BANNED_TICKET, BANNED_TICKET_MSG);
    for (const { sku, quantity } of lines) if (quantity > sku.stock - sku.sold) throw new ApiError(ERR_ORDER_SOLD_OUT, SOLD_OUT_MSG);
    // Attendees.
    const form = product.form_id === null ? null : await formTemplate(db, product.form_id);
    const people = cleanRecipients((input.recipients ?? []) as RecipientInput[], form);
    if (people.length > seats) throw fail('recipients: more attendees than tickets');
    const contactName = buyer.contactName ?? people[0]?.name;
    if (anonymous && (!contactName || !contactMobile)) throw fail('contactMobile: a visitor order needs a contact name and mobile');
    if (priced.coupon?.refusal) {
      const { refusal, minAmount, validUntil } = priced.coupon;
      throw new ApiError(ERR_ORDER_STATE, couponRefusalMessage(priced.coupon), { couponRefusal: refusal, minAmount: minAmount === null ? null : yuan(minAmount), validUntil });
    }
    const coupon = priced.coupon?.discount ?? 0;
    const pay = priced.pay;
    // Seats: guarded decrement, all or nothing.
    for (const { sku, quantity } of lines) {
      const taken = (await run(db, 'UPDATE ec_skus SET sold = sold + ? WHERE id = ? AND stock - sold >= ?', quantity, sku.id, quantity)).changes;
      if (taken !== 1) throw new ApiError(ERR_ORDER_SOLD_OUT, SOLD_OUT_MSG);
    }
    if (priced.coupon) await run(db, 'UPDATE ec_coupons SET used = used + 1 WHERE code = ?', priced.coupon.code);
    const needsForm = form !== null && people.length < seats;
    const status: OrderStatus = pay > 0 ? 'PENDING' : needsForm ? 'ADDTICKETFORM' : 'PAID';
    const group: OrderGroup = lines.some((l) => l.sku.group_type === 'GROUP') ? 'GROUP' : 'DEFAULT';
    const expireAt = formatTime(parseTime(now) + ORDER_PAY_MINUTES * 60_000);
    const orderId = (await insertId(db, `INSERT INTO ec_orders (order_no, trade_no, member_id, status, payment_type, total_amount, coupon_amount, pay_amount, coupon_code,
           sales_code, pay_minutes, created_at, paid_at, event_id, product_id, request_id, group_type, mode, expire_at, contact_name, contact_mobile, request_hash)
         VALUES (?, ?, ?, ?, 'ONLINE', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'ONLINE', ?, ?, ?, ?)`, newOrderNo(), pay > 0 ? newTradeNo() : null, buyer.memberId, status, total, coupon, pay, priced.coupon?.code ?? null, input.salesCode || null, ORDER_PAY_MINUTES, now, pay > 0 ? null : now, product.event_id, product.id, input.requestId ?? null, group, pay > 0 ? expireAt : null, contactName ?? null, contactMobile ?? null, input.requestId ? hash : null));
    for (const { sku, quantity } of lines) {
      await run(db, 'INSERT INTO ec_order_items (order_id, sku_id, quantity, price) VALUES (?, ?, ?, ?)', orderId, sku.id, quantity, sku.price);
    }
    await insertRecipients(db, orderId, people);
    if (status !== 'PENDING') await issueTickets(db, orderId);
    const order = await get<OrderRow>(db, 'SELECT * FROM ec_orders WHERE id = ?', orderId) as OrderRow;
    return { result: await orderResult(db, order, anonymous), eventId: product.event_id };
  });
}

/**
 * Marks the PENDING orders of a trade paid (the payment callback): PROCESSING while tickets are issued, then
 * PAID, or ADDTICKETFORM when the product's form lacks attendees. Answers 'paid' | 'already' | 'refused'.
 */
export async function payTrade(db: Db, tradeNo: string, method: PaymentMethod, amountCents: number): Promise<{ outcome: 'paid' | 'already' | 'refused'; eventIds: number[] }> {
  return await transaction(db, async () => {
    await serializeOn(db, ORDER_LOCK);
    const orders = await all<OrderRow>(db, 'SELECT * FROM ec_orders WHERE trade_no = ?', tradeNo);
    if (orders.length === 0) return { outcome: 'refused' as const, eventIds: [] };
    if (orders.every((o) => o.status !== 'PENDING' && o.status !== 'CANCELED' && o.paid_at !== null)) return { outcome: 'already' as const, eventIds: [] };
    const now = nowText();
    const pending = orders.filter((o) => o.status === 'PENDING' && (o.expire_at === null || o.expire_at > now));
    const due = orders.reduce((sum, o) => sum + o.pay_amount, 0);
    if (pending.length !== orders.length || amountCents !== due) return { outcome: 'refused' as const, eventIds: [] };
    for (const o of pending) {
      await run(db, "UPDATE ec_orders SET status = 'PROCESSING', payment_method = ?, paid_at = ? WHERE id = ? AND status = 'PENDING'", method, now, o.id);
      await issueTickets(db, o.id);
      const form = await get<{ form_id: number | null }>(db, 'SELECT form_id FROM ec_products WHERE id = ?', o.product_id);
      const seats = (await get<{ n: number }>(db, 'SELECT COALESCE(SUM(quantity), 0) AS n FROM ec_order_items WHERE order_id = ?', o.id))?.n ?? 0;
      const needsForm = form?.form_id != null && (await recipientRows(db, o.id)).length < seats;
      await run(db, 'UPDATE ec_orders SET status = ? WHERE id = ?', needsForm ? 'ADDTICKETFORM' : 'PAID', o.id);
    }
    return { outcome: 'paid' as const, eventIds: [...new Set(pending.map((o) => o.event_id))] };
  });
}

async function orderRowOf(db: Db, memberId: number, id: number): Promise<OrderRow> {
  const row = await get<OrderRow>(db, 'SELECT * FROM ec_orders WHERE id = ? AND member_id = ?', id, memberId);
  if (!row) throw notFound();
  return row;
}

export function countdownOf(o: Pick<OrderRow, 'status' | 'pay_minutes' | 'created_at' | 'expire_at'>, nowMs = Date.now()) {
  if (o.status !== 'PENDING' || !o.expire_at) return null;
  const elapsed = Math.max(0, Math.floor((nowMs - parseTime(o.created_at)) / 1000));
  return {
    payMinutes: o.pay_minutes,
    elapsedSeconds: elapsed,
    remainingSeconds: Math.max(0, 60 * o.pay_minutes - elapsed),
    expireTime: o.expire_at,
  };
}

interface ListExtras {
  title: string;
  cover_img: string | null;
  start_time: string | null;
  end_time: string | null;
  city: string | null;
}

const LIST_SELECT = `SELECT o.*, e.title, e.cover_img, e.start_time, e.end_time, e.city FROM ec_orders o JOIN events e ON e.id = o.event_id`;

async function toListItem(db: Db, o: OrderRow & ListExtras): Promise<OrderListItem> {
  const items = await all<{ sku_id: number; name: string; quantity: number; price: number }>(
    db,
    'SELECT i.sku_id, s.name, i.quantity, i.price FROM ec_order_items i JOIN ec_skus s ON s.id = i.sku_id WHERE i.order_id = ? ORDER BY i.id',
    o.id,
  );
  return {
    id: o.id,
    orderNo: o.order_no,
    status: o.status,
    activityId: o.event_id,
    activityTitle: o.title,
    coverImg: o.cover_img,
    startTime: o.start_time,
    endTime: o.end_time,
    city: o.city,
    productId: o.product_id,
    items: items.map((i) => ({ skuId: i.sku_id, skuName: i.name, quantity: i.quantity, price: yuan(i.price) })),
    totalAmount: yuan(o.total_amount),
    payAmount: yuan(o.pay_amount),
    mode: o.mode,
    group: o.group_type,
    createdTime: o.created_at,
  };
}

export async function orderPage(db: Db, memberId: number, query: OrderPageQuery): Promise<PageOf<OrderListItem>> {
  const where = new Where().add('o.member_id = ?', memberId).when(query.status === 'ALL' ? undefined : query.status, 'o.status = ?');
  const total = (await get<{ n: number }>(db, `SELECT COUNT(*) AS n FROM ec_orders o ${where}`, ...where.params))?.n ?? 0;
  return await paged(query, total, async (limit, offset) =>
    (await Promise.all((await all<OrderRow & ListExtras>(db, `${LIST_SELECT} ${where} ORDER BY o.created_at DESC, o.id DESC LIMIT ? OFFSET ?`, ...where.params, limit, offset)).map(async (o) =>
      await toListItem(db, o),
    ))),
  );
}

export async function orderDetail(db: Db, memberId: number, id: number): Promise<OrderDetail> {
  await orderRowOf(db, memberId, id);
  const o = await get<OrderRow & ListExtras>(db, `${LIST_SELECT} WHERE o.id = ?`, id) as OrderRow & ListExtras;
  const form = await get<{ form_id: number | null }>(db, 'SELECT form_id FROM ec_products WHERE id = ?', o.product_id);
  return {
    ...await toListItem(db, o),
    tradeNo: o.trade_no,
    paymentMethod: o.payment_method,
    couponCode: o.coupon_code,
    amountList: amountLines(o),
    paidTime: o.paid_at,
    canceledTime: o.canceled_at,
    cancelReason: o.cancel_reason,
    expired: o.expired === 1,
    countdown: countdownOf(o),
    formId: form?.form_id ?? null,
    recipients: (await recipientRows(db, id)).map(toRecipient),
    tickets: await ticketRefsOf(db, id),
  };
}

/** H40/H45: the member cancels a PENDING order; seats come back. Anything else → 30512. */
export async function cancelOrder(db: Db, memberId: number, id: number, input: CancelOrderInput): Promise<{ eventId: number }> {
  return await transaction(db, async () => {
    await serializeOn(db, ORDER_LOCK);
    const o = await orderRowOf(db, memberId, id);
    if (o.status !== 'PENDING') throw new ApiError(ERR_ORDER_STATE, NOT_PENDING_MSG);
    await run(db, "UPDATE ec_orders SET status = 'CANCELED', canceled_at = ?, cancel_reason = ? WHERE id = ?", nowText(), input.reason || null, id);
    await run(db, "UPDATE pay_transactions SET status = 'CLOSED' WHERE trade_no = ? AND status = 'PENDING'", o.trade_no);
    await releaseSeats(db, o);
    return { eventId: o.event_id };
  });
}

/** H44/H46: an ADDTICKETFORM order gets its attendees and returns to PAID. */
export async function completeAttendees(db: Db, memberId: number, id: number, recipients: RecipientInput[]): Promise<void> {
  await transaction(db, async () => {
    await serializeOn(db, ORDER_LOCK);
    const o = await orderRowOf(db, memberId, id);
    if (o.status !== 'ADDTICKETFORM') throw new ApiError(ERR_ORDER_STATE, NOT_PENDING_MSG);
    const product = await ticketProductRow(db, o.product_id);
    const form = product?.form_id == null ? null : await formTemplate(db, product.form_id);
    const seats = (await get<{ n: number }>(db, 'SELECT COALESCE(SUM(quantity), 0) AS n FROM ec_order_items WHERE order_id = ?', id))?.n ?? 0;
    const people = cleanRecipients(recipients, form);
    if (people.length !== seats) throw fail(`recipients: ${seats} attendees expected`);
    await run(db, 'DELETE FROM ec_order_recipients WHERE order_id = ?', id);
    await insertRecipients(db, id, people);
    await fillTicketAttendees(db, id);
    await run(db, "UPDATE ec_orders SET status = 'PAID' WHERE id = ?", id);
  });
}

export async function orderRowsOfTrade(db: Db, tradeNo: string): Promise<OrderRow[]> {
  return await all<OrderRow>(db, 'SELECT * FROM ec_orders WHERE trade_no = ? ORDER BY id', tradeNo);
}

export async function orderRowForMember(db: Db, memberId: number, id: number): Promise<OrderRow> {
  return await orderRowOf(db, memberId, id);
}

export type { OrderRow };
