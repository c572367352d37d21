/**
 * Issue 17 items 1 and 5, attack list 12, 27–31: chat-app codes bound to the browser's state and to the app id,
 * the sandbox's authorize form refusing foreign origins, login throttling per (account, IP) and per IP with
 * exponential back-off and HTTP 429, the owner's sms login kept open, sms code limits, logout and fixation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_BACKOFF_BASE_SECONDS, LOGIN_BACKOFF_CAP_SECONDS, backoffSeconds } from '../../backend/src/auth/rate-limit';
import { SMS_CODE_TTL_MS } from '../../backend/src/auth/sms';
import { DEFAULT_CHAT_APP_ID, ERR_SMS_CODE_INCORRECT } from '../../lib/constants';
import { CLIENT_BASIC, DEMO, call, createTestApi, encryptPassword, loginDemo, solveCaptcha, withDb, type Loose, type TestApi } from './helpers';

const SITE = 'http://localhost:3000';
const REDIRECT = `${SITE}/redirect?redirectUri=${encodeURIComponent('/news')}`;

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ chatAppLogin: true, siteOrigins: [SITE] });
});
afterAll(async () => {
  await api.close();
});

interface Raw {
  status: number;
  headers: Record<string, unknown>;
  body: Loose;
}

/** A request from a given client address (the throttle keys on it). */
async function from(ip: string, method: 'GET' | 'POST' | 'PUT', url: string, init: { form?: Record<string, string>; json?: unknown; headers?: Record<string, string> } = {}): Promise<Raw> {
  const headers: Record<string, string> = { ...init.headers };
  let payload: string | undefined;
  if (init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(init.form).toString();
  } else if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(init.json);
  }
  const res = await api.app.inject({ method, url: `/api${url}`, headers, payload, remoteAddress: ip });
  return { status: res.statusCode, headers: res.headers, body: res.json() };
}

function passwordFrom(ip: string, mobile: string, password: string) {
  return from(ip, 'POST', '/auth/oauth/token', {
    headers: { authorization: CLIENT_BASIC },
    form: { grant_type: 'web_password', scope: 'server', mobile, password: encryptPassword(password), remember_me: 'true' },
  });
}

async function smsKey(mobile: string, ip = '127.0.0.1'): Promise<string> {
  const captchaVerifyParam = await solveCaptcha(api);
  const res = await from(ip, 'POST', '/admin/v4/sms-code', { json: { messageType: 'LOGIN', mobile, captchaVerifyParam } });
  expect(res.body.code).toBe(0);
  return res.body.data.secretKey;
}

function smsFrom(ip: string, mobile: string, smsCode: string, secretKey: string) {
  return from(ip, 'POST', '/auth/oauth/token', {
    headers: { authorization: CLIENT_BASIC },
    form: { grant_type: 'mobile', scope: 'server', mobile, smsCode, secretKey },
  });
}

/** Moves every recorded failure `ms` into the past (the back-off is counted from the latest failure). */
async function ageFailures(ms: number): Promise<void> {
  await withDb(api, async (db) => await db.prepare('UPDATE login_failures SET created_at = created_at - ?').run(ms));
}

async function clearFailures(): Promise<void> {
  await withDb(api, async (db) => await db.prepare('DELETE FROM login_failures').run());
}

async function authorize(openid: string, state: string, extra: Record<string, string> = {}, headers: Record<string, string> = {}) {
  return call(api, 'POST', '/sandbox/chat-app/authorize', {
    form: { appid: DEFAULT_CHAT_APP_ID, redirect_uri: REDIRECT, scope: 'snsapi_login', state, openid, ...extra },
    headers,
  });
}

async function codeFor(openid: string, state: string): Promise<string> {
  const res = await authorize(openid, state);
  expect(res.status).toBe(302);
  return new URL(String(res.headers.location)).searchParams.get('code') as string;
}

function codeLogin(code: string, state?: string, grant = 'web_code') {
  const form: Record<string, string> = { grant_type: grant, scope: 'server', code };
  if (state !== undefined) form.state = state;
  return call(api, 'POST', '/auth/oauth/token', { headers: { authorization: CLIENT_BASIC }, form });
}

/** The openid of the chat-app identity bound to 13800000002. */
async function boundOpenid(): Promise<string> {
  return await withDb(api, async (db) => (await db.prepare('SELECT wx_openid FROM members WHERE mobile = ?').get(DEMO.second) as { wx_openid: string }).wx_openid);
}

describe('chat-app login: codes bound to the browser that started it (issue 17 item 1)', () => {
  it('security: a code redeemed with another state than it was issued with (the login-CSRF link) is refused and spent', async () => {
    // the attacker's code, issued for the attacker's own authorization (state A)
    const code = await codeFor(await boundOpenid(), 'attacker-state');
    // the victim's browser holds its own state (or none): the redemption names that one
    expect((await codeLogin(code, 'victim-state')).body).toMatchObject({ code: 1, msg: '授权码无效或已过期' });
    // spent by the refused try: even the right state cannot use it any more
    expect((await codeLogin(code, 'attacker-state')).body.code).toBe(1);
  });

  it('security 31: without a state, with a reused code or an expired one the code is refused; only the starting browser logs in', async () => {
    const openid = await boundOpenid();
    const none = await codeFor(openid, 'browser-a');
    expect((await codeLogin(none)).body.code).toBe(1);

    const good = await codeFor(openid, 'browser-a');
    const login = await codeLogin(good, 'browser-a');
    expect(login.body.code).toBe(0);
    expect(login.body.data.identity).toBe(DEMO.second);
    expect((await codeLogin(good, 'browser-a')).body.code).toBe(1);

    const old = await codeFor(openid, 'browser-a');
    await withDb(api, async (db) => await db.prepare('UPDATE oauth_codes SET expires_at = ? WHERE code = ?').run(Date.now() - 1, old));
    expect((await codeLogin(old, 'browser-a')).body.code).toBe(1);
  });

  it('security: a code is bound to the app id it was issued for', async () => {
    const openid = await boundOpenid();
    const code = await codeFor(openid, 'st-app');
    await withDb(api, async (db) => await db.prepare("UPDATE oauth_codes SET client_id = 'wx-other-app' WHERE code = ?").run(code));
    expect((await codeLogin(code, 'st-app')).body.code).toBe(1);
  });

  it('security: the bind calls redeem a code only with its state too', async () => {
    const member = await loginDemo(api, DEMO.incomplete);
    const code = await codeFor('new', 'bind-state');
    const wrong = await call(api, 'POST', '/admin/member/bind/wechat', { token: member.access_token, json: { code, state: 'other' } });
    expect(wrong.body.code).toBe(1);
    const fresh = await codeFor('new', 'bind-state');
    const right = await call(api, 'POST', '/admin/member/bind/wechat', { token: member.access_token, json: { code: fresh, state: 'bind-state' } });
    expect(right.body).toMatchObject({ code: 0, data: true });
  });

  it('security: the sandbox refuses an authorization without a state', async () => {
    const page = await call(api, 'GET', '/sandbox/chat-app/authorize', { query: { appid: DEFAULT_CHAT_APP_ID, redirect_uri: REDIRECT, scope: 'snsapi_login' } });
    expect(page.status).toBe(400);
    const post = await call(api, 'POST', '/sandbox/chat-app/authorize', { form: { appid: DEFAULT_CHAT_APP_ID, redirect_uri: REDIRECT, scope: 'snsapi_login', openid: 'new' } });
    expect(post.status).toBe(400);
    expect(post.headers.location).toBeUndefined();
  });

  it('security 12: the authorize form posted from a foreign or null Origin is 403 and issues no code; the site origin is accepted', async () => {
    const before = await withDb(api, async (db) => (await db.prepare('SELECT COUNT(*) AS n FROM oauth_codes').get() as { n: number }).n);
    for (const origin of ['https://evil.example', 'null', 'http://localhost:3000.evil.example']) {
      const res = await authorize('new', 'st-x', {}, { origin });
      expect(res.status).toBe(403);
      expect(res.headers.location).toBeUndefined();
    }
    expect(await withDb(api, async (db) => (await db.prepare('SELECT COUNT(*) AS n FROM oauth_codes').get() as { n: number }).n)).toBe(before);
    expect((await authorize('new', 'st-x', {}, { origin: SITE })).status).toBe(302);
  });
});

describe('login throttling (issue 17 item 5)', () => {
  it('security: the back-off doubles from 30 s after the free failures and stops at 15 minutes', () => {
    expect(backoffSeconds(4, 5)).toBe(0);
    expect(backoffSeconds(5, 5)).toBe(LOGIN_BACKOFF_BASE_SECONDS);
    expect(backoffSeconds(6, 5)).toBe(2 * LOGIN_BACKOFF_BASE_SECONDS);
    expect(backoffSeconds(7, 5)).toBe(4 * LOGIN_BACKOFF_BASE_SECONDS);
    expect(backoffSeconds(40, 5)).toBe(LOGIN_BACKOFF_CAP_SECONDS);
  });

  it('security: past the free failures a (mobile, IP) pair waits, HTTP 429 + Retry-After + envelope, and the wait doubles', async () => {
    await clearFailures();
    const ip = '10.0.0.1';
    for (let i = 0; i < 5; i += 1) expect((await passwordFrom(ip, DEMO.first, 'Wrong1234')).status).toBe(200);
    const refused = await passwordFrom(ip, DEMO.first, DEMO.password);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(30);
    expect(refused.body).toEqual({ code: 1, msg: '操作过于频繁，请30秒后再试', data: { retryAfter: 30 } });

    // after the wait one more try; failing again doubles the wait
    await ageFailures(31_000);
    expect((await passwordFrom(ip, DEMO.first, 'Wrong1234')).body).toMatchObject({ code: 1, msg: '账号或密码错误' });
    const second = await passwordFrom(ip, DEMO.first, DEMO.password);
    expect(second.status).toBe(429);
    expect(Number(second.headers['retry-after'])).toBe(60);

    // a success after the wait clears the pair
    await ageFailures(61_000);
    expect((await passwordFrom(ip, DEMO.first, DEMO.password)).body.code).toBe(0);
    expect((await passwordFrom(ip, DEMO.first, 'Wrong1234')).status).toBe(200);
  });

  it('security: failures from other addresses never lock the owner out, and password failures never slow sms login', async () => {
    await clearFailures();
    // an attacker hammers the account from many addresses until each of them backs off
    for (let a = 1; a <= 4; a += 1) {
      for (let i = 0; i < 5; i += 1) await passwordFrom(`10.1.0.${a}`, DEMO.second, 'Wrong1234');
      expect((await passwordFrom(`10.1.0.${a}`, DEMO.second, 'Wrong1234')).status).toBe(429);
    }
    // the owner's own address is unaffected: password and sms both work
    expect((await passwordFrom('10.9.9.9', DEMO.second, DEMO.password)).body.code).toBe(0);
    // even from the attacker's (shared) address, sms login stays open
    const key = await smsKey(DEMO.second, '10.1.0.1');
    const sms = await smsFrom('10.1.0.1', DEMO.second, '123456', key);
    expect(sms.status).toBe(200);
    expect(sms.body.code).toBe(0);
  });

  it('security 30: 20 failed password logins from one address across accounts → HTTP 429 + Retry-After for any account', async () => {
    await clearFailures();
    const ip = '10.2.0.1';
    for (let i = 0; i < 20; i += 1) {
      const res = await passwordFrom(ip, `1390000${String(i).padStart(4, '0')}`, 'Wrong1234');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ code: 1, msg: '账号或密码错误' });
    }
    const refused = await passwordFrom(ip, DEMO.first, DEMO.password);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.data.retryAfter).toBe(Number(refused.headers['retry-after']));
    // another address is not affected
    expect((await passwordFrom('10.2.0.2', DEMO.first, DEMO.password)).body.code).toBe(0);
  });

  it('security 30: an unknown mobile and a wrong password are the same answer and both count', async () => {
    await clearFailures();
    const unknown = await passwordFrom('10.3.0.1', '13912345678', 'Whatever1');
    const wrong = await passwordFrom('10.3.0.1', DEMO.first, 'Whatever1');
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
    const counted = await withDb(api, async (db) => (await db.prepare("SELECT COUNT(*) AS n FROM login_failures WHERE ip = '10.3.0.1' AND kind = 'password'").get() as { n: number }).n);
    expect(counted).toBe(2);
  });

  it('security 29: wrong sms codes are throttled per (mobile, IP) apart from password failures', async () => {
    await clearFailures();
    const ip = '10.4.0.1';
    const mobile = '13766660001';
    for (let i = 0; i < 5; i += 1) {
      const key = i === 0 ? await smsKey(mobile, ip) : 'not-a-key';
      expect((await smsFrom(ip, mobile, '000000', key)).body.code).toBe(ERR_SMS_CODE_INCORRECT);
    }
    const refused = await smsFrom(ip, mobile, '123456', 'whatever');
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('sms codes (attack list 29)', () => {
  it('security 29: a code dies after 5 wrong tries, is single use, lives 5 minutes and only fits its own mobile', async () => {
    await clearFailures();
    expect(SMS_CODE_TTL_MS).toBeLessThanOrEqual(5 * 60 * 1000);
    const mobile = '13766660002';
    const key = await smsKey(mobile, '10.5.0.1');
    for (let i = 0; i < 5; i += 1) expect((await smsFrom(`10.5.1.${i}`, mobile, '999999', key)).body.code).toBe(ERR_SMS_CODE_INCORRECT);
    expect((await smsFrom('10.5.2.1', mobile, '123456', key)).body.code).toBe(ERR_SMS_CODE_INCORRECT);

    const other = '13766660003';
    const key2 = await smsKey(other, '10.5.0.2');
    // bound to its mobile
    expect((await smsFrom('10.5.3.1', mobile, '123456', key2)).body.code).toBe(ERR_SMS_CODE_INCORRECT);
    expect((await smsFrom('10.5.3.1', other, '123456', key2)).body.code).toBe(0);
    // single use
    expect((await smsFrom('10.5.3.1', other, '123456', key2)).body.code).toBe(ERR_SMS_CODE_INCORRECT);

    const ttl = await withDb(api, async (db) => await db.prepare('SELECT expires_at - created_at AS ttl FROM sms_codes WHERE secret_key = ?').get(key2) as { ttl: number });
    expect(ttl.ttl).toBe(5 * 60 * 1000);
  });

  it('security 29: one code per mobile per 60 s, at most 10 a day (HTTP 429 + Retry-After); unknown and known mobiles get the same answer', async () => {
    const known = await from('10.6.0.1', 'POST', '/admin/v4/sms-code', { json: { messageType: 'LOGIN', mobile: DEMO.first, captchaVerifyParam: await solveCaptcha(api) } });
    const unknown = await from('10.6.0.2', 'POST', '/admin/v4/sms-code', { json: { messageType: 'LOGIN', mobile: '13766669999', captchaVerifyParam: await solveCaptcha(api) } });
    expect(known.status).toBe(unknown.status);
    expect(Object.keys(known.body.data).sort()).toEqual(Object.keys(unknown.body.data).sort());

    const again = await from('10.6.0.3', 'POST', '/admin/v4/sms-code', { json: { messageType: 'LOGIN', mobile: DEMO.first, captchaVerifyParam: await solveCaptcha(api) } });
    expect(again.body.code).toBe(1);
    expect(again.body.data.countdown).toBeGreaterThan(0);

    // ten codes today already (older than the 60 s countdown): the eleventh is refused until the first is a day old
    const mobile = '13766660010';
    await withDb(api, async (db) => {
      const insert = db.prepare("INSERT INTO sms_codes (target, message_type, code, secret_key, ip, created_at, expires_at) VALUES (?, 'LOGIN', '123456', ?, '10.6.1.1', ?, ?)");
      for (let i = 0; i < 10; i += 1) await insert.run(mobile, `k-${i}`, Date.now() - (10 - i) * 3_600_000, Date.now() - 1);
    });
    const capped = await from('10.6.1.2', 'POST', '/admin/v4/sms-code', { json: { messageType: 'LOGIN', mobile, captchaVerifyParam: await solveCaptcha(api) } });
    expect(capped.status).toBe(429);
    const retryAfter = Number(capped.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(13 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(14 * 3600 + 1);
  });

  it('security 29: sms requests per IP are limited with HTTP 429 + Retry-After', async () => {
    const ip = '10.7.0.1';
    await withDb(api, async (db) => {
      const insert = db.prepare("INSERT INTO sms_codes (target, message_type, code, secret_key, ip, created_at, expires_at) VALUES (?, 'LOGIN', '123456', ?, ?, ?, ?)");
      for (let i = 0; i < 20; i += 1) await insert.run(`1376667${String(i).padStart(4, '0')}`, `ip-${i}`, ip, Date.now() - 120_000, Date.now() + 60_000);
    });
    const refused = await from(ip, 'POST', '/admin/v4/sms-code', { json: { messageType: 'LOGIN', mobile: '13766668888', captchaVerifyParam: await solveCaptcha(api) } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.code).toBe(1);
  });
});

describe('sessions (attack list 27, 28)', () => {
  it('security 27: logout revokes the access and the refresh token; a replayed old access token is 401', async () => {
    const session = await loginDemo(api, DEMO.first);
    expect((await call(api, 'DELETE', '/auth/token/logout', { token: session.access_token })).body.data).toBe(true);
    expect((await call(api, 'GET', '/admin/member/basic-info', { token: session.access_token })).status).toBe(401);
    const refresh = await call(api, 'POST', '/auth/oauth/token', {
      headers: { authorization: CLIENT_BASIC },
      form: { grant_type: 'refresh_token', scope: 'server', refresh_token: session.refresh_token },
    });
    expect(refresh.body.code).toBe(401);
  });

  it('security 28: a login always issues new tokens, whatever session the browser presented (no fixation)', async () => {
    const planted = await loginDemo(api, DEMO.first);
    const res = await call(api, 'POST', '/auth/oauth/token', {
      headers: { authorization: CLIENT_BASIC, cookie: `token=${planted.access_token}; refresh_token=${planted.refresh_token}` },
      form: { grant_type: 'web_password', scope: 'server', mobile: DEMO.first, password: encryptPassword(DEMO.password), access_token: planted.access_token, refresh_token: planted.refresh_token },
    });
    expect(res.body.code).toBe(0);
    expect(res.body.data.access_token).not.toBe(planted.access_token);
    expect(res.body.data.refresh_token).not.toBe(planted.refresh_token);
  });
});
