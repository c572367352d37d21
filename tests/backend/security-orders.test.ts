/**
 * Attack list 41–43 on the events' orders and payment (backend/src/routes/ec-orders.ts, ec-pay.ts): idempotent
 * creation and payment, no overselling, server-side prices and strict quantities, other members' orders out of
 * reach, and a payment callback that is signed, replay-safe and never pays an unknown or cancelled order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERR_ORDER_REQUEST_CONFLICT, ERR_ORDER_SOLD_OUT, ERR_ORDER_STATE } from '../../lib/constants';
import { orderDetailSchema, paymentSchema } from '../../lib/contract/ec';
import { buildNotification } from '../../backend/src/standins/pay-sandbox';
import { REQUEST_CONFLICT_MSG } from '../../backend/src/repo/ec-orders';
import { call, createTestApi, DEMO, loginDemo, withDb, type TestApi } from './helpers';

const SECRET = 'security-pay-secret';
let api: TestApi;
let token: string;
let second: string;

beforeAll(async () => {
  api = await createTestApi({ paySandboxSecret: SECRET, payNotifyDelayMs: 0 });
  token = (await loginDemo(api, DEMO.first)).access_token;
  second = (await loginDemo(api, DEMO.second)).access_token;
});
afterAll(async () => {
  await api.close();
});

interface Sku {
  skuId: number;
  eventId: number;
  price: number;
}

/** The 99 yuan ticket of a published event without an attendee form. */
async function paidSku(): Promise<Sku> {
  return await withDb(api, async (db) =>
    await db
      .prepare(
        `SELECT s.id AS "skuId", e.id AS "eventId", s.price AS price FROM events e JOIN ec_products p ON p.event_id = e.id JOIN ec_skus s ON s.product_id = p.id WHERE e.title = '饮料包装设计沙龙：瓶型与货架'`,
      )
      .get() as Sku,
  );
}

const orderCount = async () => await withDb(api, async (db) => (await db.prepare('SELECT COUNT(*) AS n FROM ec_orders').get() as { n: number }).n);
const soldOf = async (skuId: number) => await withDb(api, async (db) => (await db.prepare('SELECT sold FROM ec_skus WHERE id = ?').get(skuId) as { sold: number }).sold);
const seatsLeft = async (skuId: number, left: number) => await withDb(api, async (db) => await db.prepare('UPDATE ec_skus SET stock = sold + ? WHERE id = ?').run(left, skuId));
const body = (skuId: number, quantity: unknown = 1, extra: Record<string, unknown> = {}) => ({ skuQuantityList: [{ skuId, quantity }], paymentType: 'ONLINE', ...extra });
const visitor = (mobile: string) => ({ contactName: '访客', contactMobile: mobile });
const payRow = async (payNo: string) => await withDb(api, async (db) => await db.prepare('SELECT trade_no AS "tradeNo", amount, status FROM pay_transactions WHERE pay_no = ?').get(payNo) as { tradeNo: string; amount: number; status: string });
const orderOf = async (id: number, as = token) => orderDetailSchema.parse((await call(api, 'GET', `/ec/orders/${id}`, { token: as })).body.data);

async function newOrder(as = token): Promise<number> {
  const answer = await call(api, 'POST', '/ec/orders', { token: as, json: body((await paidSku()).skuId) });
  expect(answer.body.code).toBe(0);
  return answer.body.data.orderList[0].id as number;
}

async function pay(orderId: number, as = token) {
  return call(api, 'POST', '/ec/pay/create', { token: as, json: { orderId, method: 'WEPAY' } });
}

describe('security 41: one order per idempotency key, one payment per order, no overselling', () => {
  it('security 41: 5 parallel create-order calls with one idempotency key give one order and take one seat', async () => {
    const { skuId } = await paidSku();
    const before = await orderCount();
    const sold = await soldOf(skuId);
    const answers = await Promise.all(Array.from({ length: 5 }, () => call(api, 'POST', '/ec/orders', { token, headers: { 'x-request-id': 'sec41-double-click-01' }, json: body(skuId) })));
    expect(answers.every((a) => a.status === 200 && a.body.code === 0)).toBe(true);
    expect(new Set(answers.map((a) => a.body.data.orderList[0].id)).size).toBe(1);
    expect(await orderCount()).toBe(before + 1);
    expect(await soldOf(skuId)).toBe(sold + 1);
  });

  it('security 41: a visitor\'s idempotency key replayed by another visitor reveals nothing and creates nothing', async () => {
    const { skuId } = await paidSku();
    const first = await call(api, 'POST', '/ec/orders/anonymous', { json: body(skuId, 1, { ...visitor('13900000041'), requestId: 'sec41-visitor-key-01' }) });
    expect(first.body.code).toBe(0);
    expect(first.body.data.tradeNo).toBeTruthy();
    const same = await call(api, 'POST', '/ec/orders/anonymous', { json: body(skuId, 1, { ...visitor('13900000041'), requestId: 'sec41-visitor-key-01' }) });
    expect(same.body.data.orderList[0].id).toBe(first.body.data.orderList[0].id);
    const before = await orderCount();
    const other = await call(api, 'POST', '/ec/orders/anonymous', { json: body(skuId, 1, { ...visitor('13900000042'), requestId: 'sec41-visitor-key-01' }) });
    expect(other.status).toBe(200);
    expect(other.body).toEqual({ code: ERR_ORDER_REQUEST_CONFLICT, msg: REQUEST_CONFLICT_MSG, data: null });
    expect(JSON.stringify(other.body)).not.toContain(first.body.data.tradeNo);
    expect(await orderCount()).toBe(before);
  });

  it('security 41: 1 seat left and 10 parallel buyers (members and visitors): 1 success, 9 "sold out"', async () => {
    const { skuId } = await paidSku();
    await seatsLeft(skuId, 1);
    const calls = Array.from({ length: 10 }, (_, i) =>
      i % 3 === 2
        ? call(api, 'POST', '/ec/orders/anonymous', { json: body(skuId, 1, visitor(`1390000010${i}`)) })
        : call(api, 'POST', '/ec/orders', { token: i % 3 === 0 ? token : second, json: body(skuId) }),
    );
    const answers = await Promise.all(calls);
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === ERR_ORDER_SOLD_OUT && a.body.msg === '名额不足，已售罄')).toHaveLength(9);
    expect((await withDb(api, async (db) => await db.prepare('SELECT stock - sold AS left FROM ec_skus WHERE id = ?').get(skuId) as { left: number })).left).toBe(0);
    await seatsLeft(skuId, 50);
  });

  it('security 41: a double-clicked pay button (5 parallel attempts) is paid once: one payment succeeds, one set of tickets', async () => {
    const id = await newOrder();
    const attempts = (await Promise.all(Array.from({ length: 5 }, () => pay(id)))).map((a) => paymentSchema.parse(a.body.data));
    expect(new Set(attempts.map((a) => a.payNo)).size).toBe(5);
    const pending: typeof attempts = [];
    for (const a of attempts) if ((await payRow(a.payNo)).status === 'PENDING') pending.push(a);
    expect(pending).toHaveLength(1);
    const outcomes: unknown[] = [];
    for (const a of attempts) {
      const row = await payRow(a.payNo);
      outcomes.push((await call(api, 'POST', '/ec/pay/notify', { json: buildNotification(SECRET, a.payNo, row.tradeNo, row.amount, true) })).body.data?.result ?? 'refused');
    }
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(1);
    const order = await orderOf(id);
    expect(order.status).toBe('PAID');
    expect(order.tickets).toHaveLength(1);
    expect(await withDb(api, async (db) => (await db.prepare("SELECT COUNT(*) AS n FROM pay_transactions WHERE trade_no = ? AND status = 'SUCCESS'").get(order.tradeNo) as { n: number }).n)).toBe(1);
  });
});

describe('security 42: the server prices orders; bad quantities and other members\' orders are refused', () => {
  it('security 42: tampered price, amount, event and product fields are ignored: the server computes the order', async () => {
    const sku = await paidSku();
    const answer = await call(api, 'POST', '/ec/orders', {
      token,
      json: { ...body(sku.skuId, 2), price: 0.01, payAmount: 0, totalAmount: 0, amount: 1, eventId: 1, activityId: 1, productId: 1, skuQuantityList: [{ skuId: sku.skuId, quantity: 2, price: 0 }] },
    });
    expect(answer.body.code).toBe(0);
    const order = await orderOf(answer.body.data.orderList[0].id);
    expect(order.payAmount).toBe((sku.price * 2) / 100);
    expect(order.activityId).toBe(sku.eventId);
  });

  it('security 42: negative, zero, 1e9, fractional, string and missing quantities are refused with an envelope; nothing is stored', async () => {
    const { skuId } = await paidSku();
    const before = await orderCount();
    const sold = await soldOf(skuId);
    for (const quantity of [-1, 0, 1e9, 1.5, '2', null, true, [1]]) {
      const answer = await call(api, 'POST', '/ec/orders', { token, json: body(skuId, quantity) });
      expect(answer.status, String(quantity)).toBe(200);
      expect(answer.body.code, String(quantity)).toBe(1);
    }
    for (const skuQuantityList of [[], [{ skuId }], [{ skuId: 'x', quantity: 1 }], [{ skuId: -1, quantity: 1 }], 'all']) {
      expect((await call(api, 'POST', '/ec/orders', { token, json: { skuQuantityList, paymentType: 'ONLINE' } })).body.code).not.toBe(0);
    }
    expect(await orderCount()).toBe(before);
    expect(await soldOf(skuId)).toBe(sold);
  });

  it('security 42: another member\'s order id answers 404 for detail, cancel, attendees, trade data and payment; nothing changes', async () => {
    const id = await newOrder(token);
    expect((await call(api, 'GET', `/ec/orders/${id}`, { token: second })).body.code).toBe(404);
    expect((await call(api, 'PUT', `/ec/orders/cancel/${id}`, { token: second, json: {} })).body.code).toBe(404);
    expect((await call(api, 'PUT', `/ec/orders/${id}/recipients`, { token: second, json: { recipients: [{ name: '张三', mobile: '13900000000' }] } })).body.code).toBe(404);
    expect((await call(api, 'GET', '/ec/orders/trade-data', { token: second, query: { orderId: id } })).body.code).toBe(404);
    expect((await pay(id, second)).body.code).toBe(404);
    expect((await call(api, 'POST', '/ec/pay/create', { json: { orderId: id, method: 'WEPAY' } })).status).toBe(401);
    expect((await orderOf(id)).status).toBe('PENDING');
  });
});

describe('security 43: the payment callback is signed, idempotent and pays only open orders', () => {
  it('security 43: unsigned, wrongly signed and tampered notifications are refused and change nothing', async () => {
    const id = await newOrder();
    const payment = paymentSchema.parse((await pay(id)).body.data);
    const row = await payRow(payment.payNo);
    const good = buildNotification(SECRET, payment.payNo, row.tradeNo, row.amount, true);
    const { sign: _sign, ...unsigned } = good;
    expect((await call(api, 'POST', '/ec/pay/notify', { json: unsigned })).body.code).toBe(1);
    expect((await call(api, 'POST', '/ec/pay/notify', { json: buildNotification('not-the-secret', payment.payNo, row.tradeNo, row.amount, true) })).body.msg).toBe('sign: invalid signature');
    for (const change of [{ amount: 1 }, { status: 'SUCCESS', amount: row.amount + 1 }, { tradeNo: 'TOTHER' }, { nonce: 'other-nonce' }]) {
      expect((await call(api, 'POST', '/ec/pay/notify', { json: { ...good, ...change } })).body.code).toBe(1);
    }
    expect((await orderOf(id)).status).toBe('PENDING');
    expect((await payRow(payment.payNo)).status).toBe('PENDING');
  });

  it('security 43: a replayed notification (same nonce or a new one) is idempotent: paid once, one set of tickets', async () => {
    const id = await newOrder();
    const payment = paymentSchema.parse((await pay(id)).body.data);
    const row = await payRow(payment.payNo);
    const n = buildNotification(SECRET, payment.payNo, row.tradeNo, row.amount, true);
    const answers = await Promise.all(Array.from({ length: 3 }, () => call(api, 'POST', '/ec/pay/notify', { json: n })));
    expect(answers.map((a) => a.body.data.result).sort()).toEqual(['already', 'already', 'paid']);
    expect((await call(api, 'POST', '/ec/pay/notify', { json: buildNotification(SECRET, payment.payNo, row.tradeNo, row.amount, true) })).body.data.result).toBe('already');
    // a late failure report for the paid attempt changes nothing
    expect((await call(api, 'POST', '/ec/pay/notify', { json: buildNotification(SECRET, payment.payNo, row.tradeNo, row.amount, false) })).body.data.result).toBe('already');
    const order = await orderOf(id);
    expect(order.status).toBe('PAID');
    expect(order.tickets).toHaveLength(1);
  });

  it('security 43: a notification before any order or payment exists, or naming another trade, is refused', async () => {
    expect((await call(api, 'POST', '/ec/pay/notify', { json: buildNotification(SECRET, 'PNOTCREATED', 'TNOTCREATED', 9900, true) })).body.code).toBe(ERR_ORDER_STATE);
    const a = paymentSchema.parse((await pay(await newOrder())).body.data);
    const b = paymentSchema.parse((await pay(await newOrder())).body.data);
    const rowB = await payRow(b.payNo);
    const crossed = buildNotification(SECRET, a.payNo, rowB.tradeNo, rowB.amount, true);
    expect((await call(api, 'POST', '/ec/pay/notify', { json: crossed })).body.code).toBe(ERR_ORDER_STATE);
    expect((await payRow(b.payNo)).status).toBe('PENDING');
  });

  it('security 43: a cancelled order cannot be paid: its open payment is closed, a new one is refused, a late notification pays nothing', async () => {
    const { skuId } = await paidSku();
    const id = await newOrder();
    const payment = paymentSchema.parse((await pay(id)).body.data);
    const row = await payRow(payment.payNo);
    const soldBeforeCancel = await soldOf(skuId);
    expect((await call(api, 'PUT', `/ec/orders/cancel/${id}`, { token, json: { reason: '行程变化' } })).body.code).toBe(0);
    expect((await payRow(payment.payNo)).status).toBe('CLOSED');
    expect((await pay(id)).body.code).toBe(ERR_ORDER_STATE);
    expect((await call(api, 'POST', '/ec/pay/notify', { json: buildNotification(SECRET, payment.payNo, row.tradeNo, row.amount, true) })).body.code).toBe(ERR_ORDER_STATE);
    const order = await orderOf(id);
    expect(order.status).toBe('CANCELED');
    expect(order.tickets).toHaveLength(0);
    expect(await soldOf(skuId)).toBe(soldBeforeCancel - 1);
    // and a paid order cannot be cancelled (its seat stays taken)
    const paidId = await newOrder();
    const p = paymentSchema.parse((await pay(paidId)).body.data);
    const r = await payRow(p.payNo);
    await call(api, 'POST', '/ec/pay/notify', { json: buildNotification(SECRET, p.payNo, r.tradeNo, r.amount, true) });
    expect((await call(api, 'PUT', `/ec/orders/cancel/${paidId}`, { token, json: {} })).body.code).toBe(ERR_ORDER_STATE);
  });
});
