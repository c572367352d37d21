/**
 * The sandbox payment provider: signs and verifies notifications (HMAC-SHA256 over a canonical string), produces
 * the chat-app JS-SDK config and JS-API pay parameters, and delivers its asynchronous notification to the API's
 * callback (`POST /api/ec/pay/notify`) — by HTTP to `PAY_NOTIFY_URL` when set, else through the app itself —
 * retrying a few times until the callback answers `success`, like the real providers do.
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { JsApiPay, JsConfig, PayNotifyInput } from '@/lib/contract/ec';
import { nowText } from '../db/time';

export const PAY_NOTIFY_PATH = '/api/ec/pay/notify';
export const NOTIFY_ATTEMPTS = 3;

export type NotifyFields = Omit<PayNotifyInput, 'sign'>;

function hmac(secret: string, text: string): string {
  return crypto.createHmac('sha256', secret).update(text, 'utf8').digest('hex');
}

export function canonicalNotify(f: NotifyFields): string {
  return [f.payNo, f.tradeNo, String(f.amount), f.status, f.notifyTime, f.nonce].join('|');
}

export function signNotify(secret: string, f: NotifyFields): string {
  return hmac(secret, canonicalNotify(f));
}

/** Constant-time check of a notification's signature. */
export function verifyNotify(secret: string, n: PayNotifyInput): boolean {
  const expected = Buffer.from(signNotify(secret, n), 'hex');
  const given = Buffer.from(n.sign, 'hex');
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

export function buildNotification(secret: string, payNo: string, tradeNo: string, amountCents: number, ok: boolean): PayNotifyInput {
  const fields: NotifyFields = {
    payNo,
    tradeNo,
    amount: amountCents,
    status: ok ? 'SUCCESS' : 'FAIL',
    notifyTime: nowText(),
    nonce: crypto.randomBytes(12).toString('hex'),
  };
  return { ...fields, sign: signNotify(secret, fields) };
}

const randomNonce = (): string => crypto.randomBytes(8).toString('hex');

/** JS-SDK config (H39): the real algorithm, sha1 of the sorted query, with a sandbox ticket derived from the secret. */
export function jsConfig(secret: string, appId: string, url: string): JsConfig {
  const timestamp = Math.floor(Date.now() / 1000);
  const nonceStr = randomNonce();
  const ticket = hmac(secret, 'jsapi_ticket').slice(0, 32);
  const signature = crypto
    .createHash('sha1')
    .update(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url.split('#')[0] ?? ''}`)
    .digest('hex');
  return { appId, timestamp, nonceStr, signature };
}

/** JS-API pay parameters (H39): `package` names the sandbox prepay id, `paySign` the HMAC of the fields. */
export function jsApiPay(secret: string, appId: string, payNo: string): JsApiPay {
  const timeStamp = String(Math.floor(Date.now() / 1000));
  const nonceStr = randomNonce();
  const pkg = `prepay_id=${payNo}`;
  return { appId, timeStamp, nonceStr, package: pkg, signType: 'HMAC-SHA256', paySign: hmac(secret, `${appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`).toUpperCase() };
}

export interface NotifyTarget {
  app: FastifyInstance;
  url: string | null;
  delayMs: number;
}

async function sendOnce(target: NotifyTarget, n: PayNotifyInput): Promise<boolean> {
  try {
    if (target.url) {
      const response = await fetch(target.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(n),
        signal: AbortSignal.timeout(10_000),
      });
      return (await response.text()).includes('success');
    }
    const response = await target.app.inject({ method: 'POST', url: PAY_NOTIFY_PATH, payload: n });
    return response.body.includes('success');
  } catch {
    return false;
  }
}

/** Sends the notification after `delayMs`, then retries (delay doubling) until accepted or attempts run out. */
export function deliverNotification(target: NotifyTarget, n: PayNotifyInput, attempt = 1): void {
  const timer = setTimeout(() => {
    void sendOnce(target, n).then((accepted) => {
      if (!accepted && attempt < NOTIFY_ATTEMPTS) deliverNotification({ ...target, delayMs: Math.max(target.delayMs, 250) * 2 }, n, attempt + 1);
    });
  }, target.delayMs);
  timer.unref();
}
