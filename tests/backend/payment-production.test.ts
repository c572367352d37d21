/**
 * Issue 30 item 1, performed as attacks: a production API with development secrets, a payment notification signed
 * with the default sandbox key, a cashier confirmed by its pay number alone, a guessable trade number read by anyone.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../backend/src/app';
import { DEFAULT_PAY_SANDBOX_SECRET, readEnv, REPO_ROOT } from '../../backend/src/config';
import { buildNotification } from '../../backend/src/standins/pay-sandbox';
import { paymentSchema, tradeDataSchema } from '../../lib/contract/ec';
import { call, createTestApi, DEMO, loginDemo, PRODUCTION_ENV, withDb, type TestApi } from './helpers';

const SALON = '饮料包装设计沙龙：瓶型与货架';

async function salonSku(api: TestApi): Promise<number> {
  const sql = 'SELECT s.id FROM events e JOIN ec_products p ON p.event_id = e.id JOIN ec_skus s ON s.product_id = p.id WHERE e.title = ?';
  return await withDb(api, async (db) => ((await db.prepare(sql).get(SALON)) as { id: number }).id);
}

async function pendingOrder(api: TestApi, token: string): Promise<number> {
  const answer = await call(api, 'POST', '/ec/orders', { token, json: { skuQuantityList: [{ skuId: await salonSku(api), quantity: 1 }], paymentType: 'ONLINE' } });
  return answer.body.data.orderList[0].id as number;
}

const orderStatus = async (api: TestApi, id: number) =>
  await withDb(api, async (db) => ((await db.prepare('SELECT status FROM ec_orders WHERE id = ?').get(id)) as { status: string }).status);

describe('issue 30 item 1: a production API refuses development secrets', () => {
  it('buildApp with NODE_ENV=production and the default secrets throws, naming each variable', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-prod-'));
    try {
      const start = buildApp({ dbPath: path.join(dir, 'platform.db'), env: { production: true, paySandbox: true, webRevalidateUrl: 'http://127.0.0.1:3000/api-hooks/revalidate', reviewSecret: 'short' } });
      await expect(start).rejects.toThrow(/STORAGE_ACCESS_KEY_SECRET is unset or still its development default/);
      await expect(start).rejects.toThrow(/PAY_SANDBOX_SECRET is unset or still its development default/);
      await expect(start).rejects.toThrow(/REVALIDATE_SECRET is unset while WEB_REVALIDATE_URL is set/);
      await expect(start).rejects.toThrow(/REVIEW_SECRET is shorter than 16 characters/);
      // nothing was created before the refusal
      expect(fs.existsSync(path.join(dir, 'platform.db'))).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('`npm run api` with NODE_ENV=production and PAY_SANDBOX=1 but no secrets exits with the error, before creating the database', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-prod-'));
    try {
      const dbPath = path.join(dir, 'platform.db');
      const result = spawnSync(path.join(REPO_ROOT, 'node_modules/.bin/tsx'), ['backend/src/server.ts'], {
        cwd: REPO_ROOT,
        encoding: 'utf8',
        // tsx loads the whole API before main() refuses: tens of seconds on a loaded machine
        timeout: 110_000,
        env: { PATH: process.env.PATH, NODE_ENV: 'production', PAY_SANDBOX: '1', DB_PATH: dbPath, API_PORT: '1' },
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('NODE_ENV=production: the API does not start with development secrets');
      expect(result.stderr).toContain('PAY_SANDBOX_SECRET');
      expect(result.stderr).toContain('STORAGE_ACCESS_KEY_SECRET');
      expect(fs.existsSync(dbPath)).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('PAY_SANDBOX: off in production unless PAY_SANDBOX=1; on in development unless PAY_SANDBOX=0', () => {
    expect(readEnv({ NODE_ENV: 'production' }).paySandbox).toBe(false);
    expect(readEnv({ NODE_ENV: 'production', PAY_SANDBOX: '1' }).paySandbox).toBe(true);
    expect(readEnv({}).paySandbox).toBe(true);
    expect(readEnv({ PAY_SANDBOX: '0' }).paySandbox).toBe(false);
  });
});

describe('issue 30 item 1: production without PAY_SANDBOX has no sandbox to forge', () => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await createTestApi({ ...PRODUCTION_ENV, smsDevCode: null });
    token = (await loginDemo(api, DEMO.first)).access_token;
  });
  afterAll(async () => {
    await api.close();
  });

  it('a notification signed with the default key of config.ts pays nothing; only OFFLINE_BANK is offered', async () => {
    const id = await pendingOrder(api, token);
    const trade = tradeDataSchema.parse((await call(api, 'GET', '/ec/orders/trade-data', { token, query: { orderId: id } })).body.data);
    expect(trade.paymentMethods).toEqual(['OFFLINE_BANK']);
    expect((await call(api, 'POST', '/ec/pay/create', { token, json: { orderId: id, method: 'WEPAY' } })).body).toMatchObject({ code: 1, msg: 'method: not offered' });
    const offline = paymentSchema.parse((await call(api, 'POST', '/ec/pay/create', { token, json: { orderId: id, method: 'OFFLINE_BANK' } })).body.data);
    const amount = await withDb(api, async (db) => ((await db.prepare('SELECT amount FROM pay_transactions WHERE pay_no = ?').get(offline.payNo)) as { amount: number }).amount);
    const forged = buildNotification(DEFAULT_PAY_SANDBOX_SECRET, offline.payNo, trade.tradeNo ?? '', amount, true);
    const answer = await call(api, 'POST', '/ec/pay/notify', { json: forged });
    expect(answer.status).toBe(404);
    expect(await orderStatus(api, id)).toBe('PENDING');
    expect((await call(api, 'GET', '/admin/wx/mp/js-config')).status).toBe(404);
  });
});

describe('issue 30 item 1: the cashier needs its one-time token; trade numbers answer their owner', () => {
  let api: TestApi;
  let first: string;
  let second: string;
  beforeAll(async () => {
    api = await createTestApi({ payNotifyDelayMs: 0 });
    first = (await loginDemo(api, DEMO.first)).access_token;
    second = (await loginDemo(api, DEMO.second)).access_token;
  });
  afterAll(async () => {
    await api.close();
  });

  it('the pay number alone (or with a wrong token) opens and confirms nothing; the QR code’s URL confirms once', async () => {
    const id = await pendingOrder(api, first);
    const payment = paymentSchema.parse((await call(api, 'POST', '/ec/pay/create', { token: first, json: { orderId: id, method: 'WEPAY' } })).body.data);
    const cashier = new URL(payment.cashierUrl ?? '').pathname.replace(/^\/api/, '');
    expect(cashier).toMatch(new RegExp(`^/sandbox/pay/cashier/${payment.payNo}/[0-9a-f]{32}$`));

    // the attacker knows the pay number
    expect((await call(api, 'GET', `/sandbox/pay/cashier/${payment.payNo}`)).status).toBe(404);
    expect((await call(api, 'POST', `/sandbox/pay/cashier/${payment.payNo}`, { form: { action: 'confirm' } })).status).toBe(404);
    const wrong = `/sandbox/pay/cashier/${payment.payNo}/${'0'.repeat(32)}`;
    expect((await call(api, 'GET', wrong)).status).toBe(404);
    expect((await call(api, 'POST', wrong, { form: { action: 'confirm' } })).status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await orderStatus(api, id)).toBe('PENDING');

    // the payer who scanned the code
    expect((await call(api, 'GET', cashier)).raw).toContain('data-testid="cashier-confirm"');
    expect((await call(api, 'POST', cashier, { form: { action: 'confirm' } })).raw).toContain('cashier-done');
    for (let i = 0; i < 100 && (await orderStatus(api, id)) === 'PENDING'; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await orderStatus(api, id)).toBe('PAID');
    // spent: the same URL shows the state and takes no second choice
    const again = await call(api, 'POST', cashier, { form: { action: 'fail' } });
    expect(again.status).toBe(409);
    expect(again.raw).toContain('cashier-spent');
    expect((await call(api, 'GET', cashier)).raw).toContain('Already paid');
  });

  it('trade-data?tradeNo= of a member’s seeded trade (TSEED…) answers its owner only', async () => {
    const tradeNo = await withDb(api, async (db) => ((await db.prepare("SELECT trade_no FROM ec_orders WHERE trade_no LIKE 'TSEED%' ORDER BY id LIMIT 1").get()) as { trade_no: string }).trade_no);
    expect((await call(api, 'GET', '/ec/orders/trade-data', { query: { tradeNo } })).body).toMatchObject({ code: 404, data: null });
    expect((await call(api, 'GET', '/ec/orders/trade-data', { token: second, query: { tradeNo } })).body).toMatchObject({ code: 404, data: null });
    expect((await call(api, 'POST', '/ec/pay/create', { json: { tradeNo, method: 'WEPAY' } })).body).toMatchObject({ code: 404, data: null });
    const own = await call(api, 'GET', '/ec/orders/trade-data', { token: first, query: { tradeNo } });
    expect(own.body.code).toBe(0);
    expect(tradeDataSchema.parse(own.body.data).tradeNo).toBe(tradeNo);
  });
});
