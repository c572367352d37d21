/**
 * Payment of orders through the sandbox provider: trade data with the countdown, payment attempts
 * (`pay_transactions`), the payer's choice on the cashier page, and the provider's signed notification
 * (verified, replay-safe by nonce and by payment state, refused for unknown, expired or cancelled orders).
 */
import crypto from 'node:crypto';
import type { PaymentMethod, PayNotifyInput, TradeData } from '@/lib/contract/ec';
import { SITE_PAGE_CODE } from '@/lib/constants';
import type { Db } from '../db/connection';
import { get, run, transaction } from '../db/sql';
import { serializeOn } from '../db/dialect';
import { nowText } from '../db/time';
import { yuan } from './ec-events';
import { ORDER_LOCK, countdownOf, orderRowForMember, orderRowsOfTrade, payTrade, type OrderRow } from './ec-orders';
import { ticketCodesOf } from './ec-tickets';

export interface PayTransaction {
  id: number;
  pay_no: string;
  trade_no: string;
  method: PaymentMethod;
  amount: number;
  status: 'PENDING' | 'SUCCESS' | 'FAIL' | 'CLOSED';
  return_url: string | null;
  /** The secret of the cashier URL (QR code); null for OFFLINE_BANK. */
  cashier_token: string | null;
  /** When the payer made their one choice on the cashier page (the token is spent). */
  cashier_spent_at: string | null;
  created_at: string;
  paid_at: string | null;
}

/** What the deployment offers (`PAY_SANDBOX`, `PAY_CARDPAY`): the online methods need the sandbox provider. */
export interface PaymentOffer {
  paySandbox: boolean;
  cardPayEnabled: boolean;
}

export function paymentMethods(offer: PaymentOffer): PaymentMethod[] {
  if (!offer.paySandbox) return ['OFFLINE_BANK'];
  return offer.cardPayEnabled ? ['WEPAY', 'ALIPAY', 'OFFLINE_BANK', 'CARDPAY'] : ['WEPAY', 'ALIPAY', 'OFFLINE_BANK'];
}

/**
 * The orders of a trade, by a member's order id (own orders only) or by trade number; empty when none. A trade of
 * a member's orders answers its number to that member only (seeded and older numbers are guessable); a visitor's
 * trade (no member) answers whoever holds its number, which is random (`newTradeNo`) and only ever given to them.
 */
export async function tradeOrders(db: Db, query: { memberId: number | null; orderId?: number | undefined; tradeNo?: string | undefined }): Promise<OrderRow[]> {
  if (query.orderId !== undefined) {
    if (query.memberId === null) return [];
    const order = await orderRowForMember(db, query.memberId, query.orderId);
    return order.trade_no ? await orderRowsOfTrade(db, order.trade_no) : [order];
  }
  if (!query.tradeNo) return [];
  const orders = await orderRowsOfTrade(db, query.tradeNo);
  return orders.every((o) => o.member_id === null || o.member_id === query.memberId) ? orders : [];
}

function tradeStatus(orders: OrderRow[]): TradeData['status'] {
  if (orders.some((o) => o.status === 'CANCELED')) return 'CANCELED';
  if (orders.every((o) => o.status === 'PENDING')) return 'PENDING';
  if (orders.some((o) => o.status === 'ADDTICKETFORM')) return 'ADDTICKETFORM';
  return orders.every((o) => o.status === 'PAID') ? 'PAID' : (orders[0]?.status ?? 'PENDING');
}

export async function tradeData(db: Db, orders: OrderRow[], offer: PaymentOffer): Promise<TradeData> {
  const titles = new Map<number, string>();
  for (const o of orders) titles.set(o.event_id, (await get<{ title: string }>(db, 'SELECT title FROM events WHERE id = ?', o.event_id))?.title ?? '');
  const status = tradeStatus(orders);
  const first = orders[0];
  return {
    tradeNo: first?.trade_no ?? null,
    orderList: (await Promise.all(orders.map(async (o) => ({
      id: o.id,
      orderNo: o.order_no,
      status: o.status,
      activityId: o.event_id,
      activityTitle: titles.get(o.event_id) ?? '',
      payAmount: yuan(o.pay_amount),
      group: o.group_type,
      ticketCodes: o.member_id === null ? await ticketCodesOf(db, o.id) : [],
    })))),
    payAmount: yuan(orders.reduce((sum, o) => sum + o.pay_amount, 0)),
    status,
    countdown: status === 'PENDING' && first ? countdownOf(first) : null,
    paymentMethods: paymentMethods(offer),
    offlineInstructionsCode: SITE_PAGE_CODE.paymentInstructions,
  };
}

export function newPayNo(): string {
  return `P${Date.now().toString(36).toUpperCase()}${crypto.randomBytes(8).toString('hex').toUpperCase()}`;
}

/** The one-time secret of a cashier URL: 128 random bits. */
function newCashierToken(): string {
  return crypto.randomBytes(16).toString('hex');
}

/** A new payment attempt of a PENDING trade (earlier PENDING attempts of the trade are closed). */
export async function openTransaction(db: Db, tradeNo: string, method: PaymentMethod, amountCents: number, returnUrl: string | null): Promise<PayTransaction> {
  return await transaction(db, async () => {
    await serializeOn(db, ORDER_LOCK);
    await run(db, "UPDATE pay_transactions SET status = 'CLOSED' WHERE trade_no = ? AND status = 'PENDING'", tradeNo);
    const payNo = newPayNo();
    await run(
      db,
      "INSERT INTO pay_transactions (pay_no, trade_no, method, amount, status, return_url, cashier_token, created_at) VALUES (?, ?, ?, ?, 'PENDING', ?, ?, ?)",
      payNo,
      tradeNo,
      method,
      amountCents,
      returnUrl,
      method === 'OFFLINE_BANK' ? null : newCashierToken(),
      nowText(),
    );
    return await get<PayTransaction>(db, 'SELECT * FROM pay_transactions WHERE pay_no = ?', payNo) as PayTransaction;
  });
}

export async function transactionByPayNo(db: Db, payNo: string): Promise<PayTransaction | undefined> {
  return await get<PayTransaction>(db, 'SELECT * FROM pay_transactions WHERE pay_no = ?', payNo);
}

/** Constant-time comparison of a presented cashier token with the stored one (null: never issued). */
function sameToken(stored: string | null, given: string): boolean {
  if (!stored) return false;
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** The payment attempt a cashier URL names, when its token is the attempt's unspent one. */
export async function transactionForCashier(db: Db, payNo: string, token: string): Promise<PayTransaction | undefined> {
  const tx = await transactionByPayNo(db, payNo);
  return tx && sameToken(tx.cashier_token, token) ? tx : undefined;
}

/** Spends a cashier token (the payer's choice): true for the one call that spent it while the attempt is PENDING. */
export async function spendCashierToken(db: Db, payNo: string, token: string): Promise<boolean> {
  const sql = "UPDATE pay_transactions SET cashier_spent_at = ? WHERE pay_no = ? AND cashier_token = ? AND cashier_spent_at IS NULL AND status = 'PENDING'";
  return (await run(db, sql, nowText(), payNo, token)).changes === 1;
}

/**
 * The callback's decision on a verified notification. A nonce seen before, or a payment no longer PENDING,
 * is a replay: answered with the first outcome, nothing changes.
 */
export async function applyNotification(db: Db, n: PayNotifyInput): Promise<{ outcome: 'paid' | 'failed' | 'already' | 'refused'; eventIds: number[] }> {
  return await transaction(db, async () => {
    await serializeOn(db, ORDER_LOCK);
    const seen = await get<{ result: string }>(db, 'SELECT result FROM pay_notifications WHERE nonce = ?', n.nonce);
    if (seen) return { outcome: seen.result === 'refused' ? ('refused' as const) : ('already' as const), eventIds: [] };
    const tx = await transactionByPayNo(db, n.payNo);
    let outcome: 'paid' | 'failed' | 'already' | 'refused';
    let eventIds: number[] = [];
    if (!tx || tx.trade_no !== n.tradeNo || tx.amount !== n.amount) outcome = 'refused';
    else if (tx.status === 'SUCCESS') outcome = 'already';
    else if (tx.status !== 'PENDING') outcome = 'refused';
    else if (n.status === 'FAIL') {
      await run(db, "UPDATE pay_transactions SET status = 'FAIL', notified_at = ? WHERE id = ?", nowText(), tx.id);
      outcome = 'failed';
    } else {
      const paid = await payTrade(db, tx.trade_no, tx.method, tx.amount);
      eventIds = paid.eventIds;
      outcome = paid.outcome;
      const now = nowText();
      await run(db, 'UPDATE pay_transactions SET status = ?, paid_at = ?, notified_at = ? WHERE id = ?', outcome === 'refused' ? 'CLOSED' : 'SUCCESS', outcome === 'refused' ? null : now, now, tx.id);
    }
    await run(db, 'INSERT INTO pay_notifications (nonce, pay_no, result, received_at) VALUES (?, ?, ?, ?)', n.nonce, n.payNo, outcome, nowText());
    return { outcome, eventIds };
  });
}
