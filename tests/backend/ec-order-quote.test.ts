/**
 * Issue 29 item 10: `POST /ec/orders/quote` prices an order before it is placed — total, coupon discount, amount to
 * pay — with the function that prices the order itself, and names why a coupon is refused. The order refuses the
 * same coupon with 30512, the same reason in `data.couponRefusal` and its own words in `msg`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_FAIL, ERR_ORDER_STATE } from '../../lib/constants';
import { orderDetailSchema, orderResultSchema } from '../../lib/contract/ec';
import { couponRefusedDataSchema, orderQuoteSchema, type OrderQuote } from '../../lib/contract/ec-quote';
import { call, createTestApi, DEMO, loginDemo, withDb, type TestApi } from './helpers';

let api: TestApi;
let first: string;
let second: string;

beforeAll(async () => {
  api = await createTestApi();
  first = (await loginDemo(api, DEMO.first)).access_token;
  second = (await loginDemo(api, DEMO.second)).access_token;
});
afterAll(async () => {
  await api.close();
});

async function skuOf(title: string, skuName: string): Promise<number> {
  return await withDb(api, async (db) => {
    const row = (await db
      .prepare('SELECT s.id AS "skuId" FROM events e JOIN ec_products p ON p.event_id = e.id JOIN ec_skus s ON s.product_id = p.id WHERE e.title = ? AND s.name = ?')
      .get(title, skuName)) as { skuId: number } | undefined;
    if (!row) throw new Error(`no sku ${title} / ${skuName}`);
    return row.skuId;
  });
}

const SUMMIT = ['2027 食品减糖创新峰会', '标准票'] as const; // ¥1280; SUGAR200 is this event's coupon
const SALON = ['饮料包装设计沙龙：瓶型与货架', '沙龙门票'] as const; // ¥99
const FREE = ['印刷厂长下午茶：数码印刷选型', '席位'] as const;

const body = (skuId: number, quantity: number, extra: Record<string, unknown> = {}) => ({ skuQuantityList: [{ skuId, quantity }], ...extra });

async function quote(json: unknown, token?: string): Promise<OrderQuote> {
  const answer = await call(api, 'POST', '/ec/orders/quote', token ? { token, json } : { json });
  expect(answer.body.code).toBe(0);
  return orderQuoteSchema.parse(answer.body.data);
}

const orderCount = async (): Promise<number> => await withDb(api, async (db) => (await db.prepare('SELECT COUNT(*) AS n FROM ec_orders').get() as { n: number }).n);

describe('issue 29 item 10 the quote before ordering', () => {
  it('H06 H47 H49 WELCOME50 on the ¥1280 ticket: ORDER 1280, COUPON −50, to pay 1230 — and the order made with it pays exactly that', async () => {
    const skuId = await skuOf(...SUMMIT);
    const priced = await quote(body(skuId, 1, { couponCode: ' welcome50 ' }), second);
    expect(priced).toMatchObject({ totalAmount: 1280, couponAmount: 50, payAmount: 1230 });
    expect(priced.amountList).toEqual([
      { type: 'ORDER', amount: 1280 },
      { type: 'COUPON', amount: -50 },
    ]);
    expect(priced.coupon).toMatchObject({ code: 'WELCOME50', applied: true, refusal: null, amount: 50, minAmount: 200 });

    const placed = orderResultSchema.parse((await call(api, 'POST', '/ec/orders', { token: second, json: body(skuId, 1, { couponCode: 'WELCOME50' }) })).body.data);
    expect(placed.orderList[0]?.payAmount).toBe(priced.payAmount);
    const detail = orderDetailSchema.parse((await call(api, 'GET', `/ec/orders/${placed.orderList[0]?.id}`, { token: second })).body.data);
    expect(detail.amountList).toEqual(priced.amountList);

    // per-member limit: used now, so the next quote says so and prices it out
    const again = await quote(body(skuId, 1, { couponCode: 'WELCOME50' }), second);
    expect(again).toMatchObject({ payAmount: 1280, couponAmount: 0, coupon: { refusal: 'LIMIT_USED', applied: false } });
    expect(again.amountList).toEqual([{ type: 'ORDER', amount: 1280 }]);
  });

  it('H49 each refusal is named: unknown, expired, another event, under the minimum (with it), used up, a free ticket', async () => {
    const summit = await skuOf(...SUMMIT);
    const salon = await skuOf(...SALON);
    const free = await skuOf(...FREE);
    const refusal = async (skuId: number, quantity: number, couponCode: string) => (await quote(body(skuId, quantity, { couponCode }), first)).coupon;
    expect(await refusal(salon, 1, 'NOPE2026')).toMatchObject({ code: 'NOPE2026', refusal: 'UNKNOWN', minAmount: null });
    expect(await refusal(summit, 1, 'SUMMER2026')).toMatchObject({ refusal: 'EXPIRED', validUntil: '2026-08-31 23:59:59' });
    expect(await refusal(salon, 1, 'SUGAR200')).toMatchObject({ refusal: 'OTHER_EVENT' });
    expect(await refusal(salon, 2, 'TRAIN300')).toMatchObject({ refusal: 'BELOW_MINIMUM', minAmount: 2000 });
    expect(await refusal(free, 1, 'TRAIN300')).toMatchObject({ refusal: 'FREE_ORDER' });
    expect(await refusal(summit, 2, 'TRAIN300')).toMatchObject({ applied: true, amount: 300 });
    await withDb(api, async (db) => await db.prepare("UPDATE ec_coupons SET used = max_uses WHERE code = 'TRAIN300'").run());
    expect(await refusal(summit, 2, 'TRAIN300')).toMatchObject({ refusal: 'USED_UP' });
    await withDb(api, async (db) => await db.prepare("UPDATE ec_coupons SET used = 0 WHERE code = 'TRAIN300'").run());
  });

  it('H49 the quantity decides the minimum: WELCOME50 is refused on one ¥99 ticket and applied on three', async () => {
    const salon = await skuOf(...SALON);
    const visitor = { couponCode: 'WELCOME50', contactMobile: '13700000041' };
    expect((await quote(body(salon, 1, visitor))).coupon).toMatchObject({ refusal: 'BELOW_MINIMUM', minAmount: 200 });
    expect(await quote(body(salon, 3, visitor))).toMatchObject({ totalAmount: 297, couponAmount: 50, payAmount: 247 });
  });

  it('H49 a visitor is counted by contact mobile: after their order with WELCOME50 the quote for that mobile says it is used', async () => {
    const summit = await skuOf(...SUMMIT);
    const mobile = '13700000042';
    expect((await quote(body(summit, 1, { couponCode: 'WELCOME50', contactMobile: mobile }))).coupon?.applied).toBe(true);
    const placed = await call(api, 'POST', '/ec/orders/anonymous', { json: body(summit, 1, { couponCode: 'WELCOME50', contactName: '韩梅梅', contactMobile: mobile }) });
    expect(placed.body.data.orderList[0].payAmount).toBe(1230);
    expect((await quote(body(summit, 1, { couponCode: 'WELCOME50', contactMobile: mobile }))).coupon?.refusal).toBe('LIMIT_USED');
    expect((await quote(body(summit, 1, { couponCode: 'WELCOME50', contactMobile: '13700000043' }))).coupon?.applied).toBe(true);
  });

  it('H49 the order refuses the same coupon with 30512, the reason in data.couponRefusal and in its msg, and stores nothing', async () => {
    const salon = await skuOf(...SALON);
    const count = await orderCount();
    const cases: [string, string, RegExp][] = [
      ['NOPE2026', 'UNKNOWN', /优惠码不存在/],
      ['SUMMER2026', 'EXPIRED', /已于 2026-08-31 过期/],
      ['SUGAR200', 'OTHER_EVENT', /不适用于本活动/],
      ['WELCOME50', 'BELOW_MINIMUM', /满 ¥200\.00/],
    ];
    for (const [code, reason, words] of cases) {
      const answer = await call(api, 'POST', '/ec/orders', { token: second, json: body(salon, 1, { couponCode: code }) });
      expect(answer.body.code).toBe(ERR_ORDER_STATE);
      expect(couponRefusedDataSchema.parse(answer.body.data).couponRefusal).toBe(reason);
      expect(answer.body.msg).toMatch(words);
    }
    expect(await orderCount()).toBe(count);
  });

  it('A prices are the server’s: a price sent with the quote is ignored; bad input is code 1 and an unknown ticket 404, never 500', async () => {
    const salon = await skuOf(...SALON);
    expect(await quote({ ...body(salon, 2), price: 0.01, payAmount: 0 })).toMatchObject({ totalAmount: 198, payAmount: 198, coupon: null });
    for (const bad of [{}, { skuQuantityList: [] }, body(salon, 0), body(salon, 1, { couponCode: 'X'.repeat(41) }), body(salon, 1, { contactMobile: 'abc' }), 'not json']) {
      const answer = await call(api, 'POST', '/ec/orders/quote', { json: bad });
      expect(answer.status).toBeLessThan(500);
      expect(answer.body.code).toBe(CODE_FAIL);
    }
    expect((await call(api, 'POST', '/ec/orders/quote', { json: { skuQuantityList: [{ skuId: salon, quantity: 1 }, { skuId: salon, quantity: 1 }] } })).body.code).toBe(CODE_FAIL);
    expect((await call(api, 'POST', '/ec/orders/quote', { json: body(salon, 11) })).body.code).toBe(CODE_FAIL);
    expect((await call(api, 'POST', '/ec/orders/quote', { json: body(999999, 1) })).body.code).toBe(404);
  });
});
