import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERR_ORDER_STATE } from '../../lib/constants';
import { jsConfigSchema, orderDetailSchema, paymentSchema, tradeDataSchema } from '../../lib/contract/ec';
import { buildNotification, signNotify } from '../../backend/src/standins/pay-sandbox';
import { call, createTestApi, DEMO, loginDemo, withDb, type TestApi } from './helpers';

const SECRET = 'test-pay-secret';
let api: TestApi;
let token: string;

beforeAll(async () => {
  api = await createTestApi({ paySandboxSecret: SECRET, payNotifyDelayMs: 0, chatAppId: 'wx-sandbox-app' });
  token = (await loginDemo(api, DEMO.first)).access_token;
});
afterAll(async () => {
  await api.close();
});

async function paidSalonSku(): Promise<number> {
  return await withDb(api, async (db) =>
    (
      await db
        .prepare("SELECT s.id FROM events e JOIN ec_products p ON p.event_id = e.id JOIN ec_skus s ON s.product_id = p.id WHERE e.title = '饮料包装设计沙龙：瓶型与货架'")
        .get() as { id: number }
    ).id,
  );
}

async function newOrder(quantity = 1): Promise<number> {
  const answer = await call(api, 'POST', '/ec/orders', { token, json: { skuQuantityList: [{ skuId: await paidSalonSku(), quantity }], paymentType: 'ONLINE' } });
  return answer.body.data.orderList[0].id as number;
}

async function startPayment(orderId: number, method = 'WEPAY', extra: Record<string, unknown> = {}) {
  return call(api, 'POST', '/ec/pay/create', { token, json: { orderId, method, returnUrl: `/pay-success?orderId=${orderId}`, ...extra } });
}

/** The cashier page's path under /api, as the QR code carries it (pay number and one-time token). */
function cashierPath(payment: { cashierUrl: string | null }): string {
  return new URL(payment.cashierUrl ?? '').pathname.replace(/^\/api/, '');
}

async function orderOf(id: number) {
  return orderDetailSchema.parse((await call(api, 'GET', `/ec/orders/${id}`, { token })).body.data);
}

/** Polls the order the way the pay page does until it leaves PENDING (bounded). */
async function pollUntilSettled(id: number) {
  for (let i = 0; i < 100; i += 1) {
    const order = await orderOf(id);
    if (order.status !== 'PENDING') return order;
    await new Promise((resolve) => setImmediate(resolve));
  }
  return orderOf(id);
}

const payRow = async (payNo: string) => await withDb(api, async (db) => await db.prepare('SELECT trade_no AS "tradeNo", amount, status FROM pay_transactions WHERE pay_no = ?').get(payNo) as { tradeNo: string; amount: number; status: string });

describe('H07 H37 H38 sandbox payment: trade, cashier, asynchronous signed notification', () => {
  it('H07 a member pays in the sandbox cashier: the notification marks the order PAID and issues tickets with check-in codes', async () => {
    const id = await newOrder(2);
    const trade = tradeDataSchema.parse((await call(api, 'GET', '/ec/orders/trade-data', { token, query: { orderId: id } })).body.data);
    expect(trade.payAmount).toBe(198);
    const payment = paymentSchema.parse((await startPayment(id)).body.data);
    expect(payment.cashierUrl).toContain(`/api/sandbox/pay/cashier/${payment.payNo}`);
    expect(payment.countdown.remainingSeconds).toBeGreaterThan(0);
    const path = cashierPath(payment);
    const page = await call(api, 'GET', path);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.raw).toContain('¥198.00');
    expect(page.raw).not.toContain('<script');
    expect(String(page.headers['content-security-policy'])).toContain("default-src 'none'");
    const confirm = await call(api, 'POST', path, { form: { action: 'confirm' } });
    expect(confirm.raw).toContain(`/pay-success?orderId=${id}`);
    const paid = await pollUntilSettled(id);
    expect(paid.status).toBe('PAID');
    expect(paid.paymentMethod).toBe('WEPAY');
    expect(paid.tickets).toHaveLength(2);
    expect(paid.tickets.every((t) => /^[A-Z0-9]{12}$/.test(t.code))).toBe(true);
    expect(paid.countdown).toBeNull();
    // the cashier now says so and offers no buttons; paying again is refused
    expect((await call(api, 'GET', path)).raw).toContain('Already paid');
    expect((await startPayment(id)).body.code).toBe(ERR_ORDER_STATE);
  });

  it('the payer fails in the cashier: the order stays PENDING and can be paid with a new attempt', async () => {
    const id = await newOrder();
    const payment = paymentSchema.parse((await startPayment(id, 'ALIPAY')).body.data);
    await call(api, 'POST', cashierPath(payment), { form: { action: 'fail' } });
    for (let i = 0; i < 50 && (await payRow(payment.payNo)).status === 'PENDING'; i += 1) await new Promise((resolve) => setImmediate(resolve));
    expect((await payRow(payment.payNo)).status).toBe('FAIL');
    expect((await orderOf(id)).status).toBe('PENDING');
    expect((await startPayment(id, 'ALIPAY')).body.code).toBe(0);
  });

  it('H38 OFFLINE_BANK points at the payment_instructions page; CARDPAY is not offered unless configured', async () => {
    const id = await newOrder();
    const offline = paymentSchema.parse((await startPayment(id, 'OFFLINE_BANK')).body.data);
    expect(offline).toMatchObject({ cashierUrl: null, instructionsCode: 'payment_instructions' });
    expect((await startPayment(id, 'CARDPAY')).body.code).toBe(1);
    expect((await startPayment(id, 'BITCOIN')).body.code).toBe(1);
  });

  it('H39 inside the chat-app browser: JS-SDK config and package / signType / paySign from the sandbox', async () => {
    const config = jsConfigSchema.parse((await call(api, 'GET', '/admin/wx/mp/js-config', { query: { url: 'https://example.com/pay?x=1#top' } })).body.data);
    expect(config.appId).toBe('wx-sandbox-app');
    expect(config.signature).toMatch(/^[0-9a-f]{40}$/);
    const id = await newOrder();
    const payment = paymentSchema.parse((await startPayment(id, 'WEPAY', { inWechat: true })).body.data);
    expect(payment.jsApi).toMatchObject({ appId: 'wx-sandbox-app', package: `prepay_id=${payment.payNo}`, signType: 'HMAC-SHA256' });
    expect(payment.jsApi?.paySign).toMatch(/^[0-9A-F]{64}$/);
  });
});

describe('H44 H46 payment of a form product', () => {
  it('H44 a paid order of a product with a form but without attendees lands on ADDTICKETFORM after payment', async () => {
    const skuId = await withDb(api, async (db) =>
      (await db.prepare("SELECT s.id FROM events e JOIN ec_products p ON p.event_id = e.id JOIN ec_skus s ON s.product_id = p.id WHERE e.title = '软包装无溶剂复合工艺培训班'").get() as { id: number }).id,
    );
    const id = (await call(api, 'POST', '/ec/orders', { token, json: { skuQuantityList: [{ skuId, quantity: 1 }], couponCode: 'TRAIN300' } })).body.data.orderList[0].id as number;
    const payment = paymentSchema.parse((await startPayment(id)).body.data);
    expect(payment.amount).toBe(3300);
    await call(api, 'POST', cashierPath(payment), { form: { action: 'confirm' } });
    const order = await pollUntilSettled(id);
    expect(order.status).toBe('ADDTICKETFORM');
    expect(order.tickets).toHaveLength(1);
    expect(order.formId).not.toBeNull();
  });
});

describe('attack-list 43: the payment callback', () => {
  it('an unsigned or wrongly signed notification is refused and changes nothing', async () => {
    const id = await newOrder();
    const payment = paymentSchema.parse((await startPayment(id)).body.data);
    const row = await payRow(payment.payNo);
    const good = buildNotification(SECRET, payment.payNo, row.tradeNo, row.amount, true);
    const { sign: _sign, ...unsigned } = good;
    expect((await call(api, 'POST', '/ec/pay/notify', { json: unsigned })).body.code).toBe(1);
    const forged = buildNotification('not-the-secret', payment.payNo, row.tradeNo, row.amount, true);
    expect((await call(api, 'POST', '/ec/pay/notify', { json: forged })).body).toMatchObject({ code: 1, msg: 'sign: invalid signature' });
    const tampered = { ...good, amount: 1, sign: good.sign };
    expect((await call(api, 'POST', '/ec/pay/notify', { json: tampered })).body.code).toBe(1);
    expect((await orderOf(id)).status).toBe('PENDING');
  });

  it('a replayed notification is idempotent: one payment, one set of tickets', async () => {
    const id = await newOrder();
    const payment = paymentSchema.parse((await startPayment(id)).body.data);
    const row = await payRow(payment.payNo);
    const n = buildNotification(SECRET, payment.payNo, row.tradeNo, row.amount, true);
    const first = await call(api, 'POST', '/ec/pay/notify', { json: n });
    expect(first.body.data).toEqual({ result: 'paid' });
    const replay = await call(api, 'POST', '/ec/pay/notify', { form: Object.fromEntries(Object.entries(n).map(([k, v]) => [k, String(v)])) });
    expect(replay.body.data).toEqual({ result: 'already' });
    const fresh = buildNotification(SECRET, payment.payNo, row.tradeNo, row.amount, true);
    expect((await call(api, 'POST', '/ec/pay/notify', { json: fresh })).body.data).toEqual({ result: 'already' });
    const order = await orderOf(id);
    expect(order.status).toBe('PAID');
    expect(order.tickets).toHaveLength(1);
  });

  it('a notification for an unknown payment, a cancelled or an expired order is refused; the order is never paid', async () => {
    const unknown = buildNotification(SECRET, 'PUNKNOWN', 'TUNKNOWN', 100, true);
    expect((await call(api, 'POST', '/ec/pay/notify', { json: unknown })).body.code).toBe(ERR_ORDER_STATE);

    const canceledId = await newOrder();
    const p1 = paymentSchema.parse((await startPayment(canceledId)).body.data);
    const r1 = await payRow(p1.payNo);
    await call(api, 'PUT', `/ec/orders/cancel/${canceledId}`, { token, json: { reason: '不去了' } });
    expect((await call(api, 'POST', '/ec/pay/notify', { json: buildNotification(SECRET, p1.payNo, r1.tradeNo, r1.amount, true) })).body.code).toBe(ERR_ORDER_STATE);
    expect((await orderOf(canceledId)).status).toBe('CANCELED');

    const expiredId = await newOrder();
    const p2 = paymentSchema.parse((await startPayment(expiredId)).body.data);
    const r2 = await payRow(p2.payNo);
    await withDb(api, async (db) => await db.prepare("UPDATE ec_orders SET expire_at = '2026-01-01 00:00:00' WHERE id = ?").run(expiredId));
    expect((await call(api, 'GET', cashierPath(p2))).raw).toContain('Closed or expired');
    expect((await call(api, 'POST', '/ec/pay/notify', { json: buildNotification(SECRET, p2.payNo, r2.tradeNo, r2.amount, true) })).body.code).toBe(ERR_ORDER_STATE);
    const expired = await orderOf(expiredId);
    expect(expired).toMatchObject({ status: 'CANCELED', expired: true });
    expect(expired.tickets).toHaveLength(0);
    expect((await startPayment(expiredId)).body.code).toBe(ERR_ORDER_STATE);
  });

  it('the signature covers every field (canonical string)', () => {
    const fields = { payNo: 'P1', tradeNo: 'T1', amount: 100, status: 'SUCCESS' as const, notifyTime: '2026-11-24 10:00:00', nonce: 'n1' };
    expect(signNotify(SECRET, fields)).not.toBe(signNotify(SECRET, { ...fields, amount: 101 }));
    expect(signNotify(SECRET, fields)).not.toBe(signNotify(SECRET, { ...fields, tradeNo: 'T2' }));
  });
});
