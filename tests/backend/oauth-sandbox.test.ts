/**
 * The local chat-app OAuth sandbox and chat-app binding: authorization page, redirect_uri allowlist,
 * single-use expiring codes, bound vs unbound identities (B07, B08, B10, D02), bind / unbind from the
 * settings (B23, B48, B49) with 20006 / 20007 / 20009 / code 1 (S24, S27–S29), bind mobile (C27).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_CHAT_APP_IDENTITIES } from '../../backend/src/db/seed/chat-app';
import { DEFAULT_CHAT_APP_ID } from '../../lib/constants';
import { CLIENT_BASIC, DEMO, call, createTestApi, loginDemo, solveCaptcha, withDb, type TestApi } from './helpers';

const SITE = 'http://localhost:3000';
const BOUND = SEED_CHAT_APP_IDENTITIES.find((i) => i.boundMobile === DEMO.second)!;
const UNBOUND = SEED_CHAT_APP_IDENTITIES.filter((i) => !i.boundMobile);
const REDIRECT = `${SITE}/redirect?redirectUri=${encodeURIComponent('/news')}`;

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ chatAppLogin: true, siteOrigins: [SITE] });
});
afterAll(async () => {
  await api.close();
});

function authorizeQuery(overrides: Record<string, string> = {}) {
  return { appid: DEFAULT_CHAT_APP_ID, redirect_uri: REDIRECT, scope: 'snsapi_login', state: 'st-1', ...overrides };
}

/** Presses "authorize" for `openid`; returns the redirect location (or the error page). */
async function authorize(openid: string, overrides: Record<string, string> = {}) {
  const res = await call(api, 'POST', '/sandbox/chat-app/authorize', { form: { ...authorizeQuery(overrides), openid } });
  return res;
}

async function codeFor(openid: string, scope = 'snsapi_login'): Promise<string> {
  const res = await authorize(openid, { scope });
  expect(res.status).toBe(302);
  const code = new URL(String(res.headers.location)).searchParams.get('code');
  if (!code) throw new Error('no code');
  return code;
}

/** The token call as the web makes it: with the state the authorization was started with ('st-1' here). */
function tokenCall(grant: Record<string, string>) {
  return call(api, 'POST', '/auth/oauth/token', { headers: { authorization: CLIENT_BASIC }, form: { scope: 'server', state: 'st-1', ...grant } });
}

describe('sandbox authorization page', () => {
  it('serves a self-contained page listing the seeded identities, with a strict CSP', async () => {
    const res = await call(api, 'GET', '/sandbox/chat-app/authorize', { query: authorizeQuery() });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toContain('text/html');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain(`form-action 'self' ${SITE}`);
    // its form must carry the site's Origin (the approve call refuses foreign ones): a no-referrer page sends `Origin: null`
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.raw).not.toMatch(/<script|https?:\/\/(?!localhost:3000)[^"]*\.(js|css)/);
    for (const identity of SEED_CHAT_APP_IDENTITIES) expect(res.raw).toContain(identity.nickname);
    expect(res.raw).toContain('同意授权');
    expect(res.raw).toContain('Authorize');
    expect(res.raw).toContain('138****0002');
  });

  it('refuses a redirect_uri on a foreign origin, another scheme, credentials or a wrong appid (no redirect)', async () => {
    for (const redirect of ['https://evil.example/redirect', 'http://localhost:3001/redirect', 'javascript:alert(1)', 'http://user:pw@localhost:3000/', '//evil.example/']) {
      const page = await call(api, 'GET', '/sandbox/chat-app/authorize', { query: authorizeQuery({ redirect_uri: redirect }) });
      expect(page.status).toBe(400);
      expect(page.headers.location).toBeUndefined();
      const post = await authorize(BOUND.openid, { redirect_uri: redirect });
      expect(post.status).toBe(400);
      expect(post.headers.location).toBeUndefined();
    }
    expect((await call(api, 'GET', '/sandbox/chat-app/authorize', { query: authorizeQuery({ appid: 'wx-other' }) })).status).toBe(400);
    expect((await call(api, 'GET', '/sandbox/chat-app/authorize', { query: authorizeQuery({ scope: 'admin' }) })).status).toBe(400);
    expect((await authorize('no-such-openid')).status).toBe(400);
  });

  it('redirects to redirect_uri with a one-time code and the state, keeping the redirect_uri query', async () => {
    const res = await authorize(BOUND.openid);
    expect(res.status).toBe(302);
    const location = new URL(String(res.headers.location));
    expect(location.origin).toBe(SITE);
    expect(location.pathname).toBe('/redirect');
    expect(location.searchParams.get('redirectUri')).toBe('/news');
    expect(location.searchParams.get('state')).toBe('st-1');
    expect(location.searchParams.get('code')).toMatch(/^[\w-]{20,}$/);
  });

  it('is off (404) without CHAT_APP_LOGIN', async () => {
    const off = await createTestApi();
    try {
      const res = await call(off, 'GET', '/sandbox/chat-app/authorize', { query: authorizeQuery() });
      expect(res.body.code).toBe(404);
    } finally {
      await off.close();
    }
  });
});

describe('B07/B08/B10 code grants', () => {
  it('a bound identity logs in as its member (web_code)', async () => {
    const res = await tokenCall({ grant_type: 'web_code', code: await codeFor(BOUND.openid) });
    expect(res.body.code).toBe(0);
    expect(res.body.data.identity).toBe(DEMO.second);
  });

  it('codes are single use, expire after 5 minutes and only fit their grant', async () => {
    const code = await codeFor(BOUND.openid);
    expect((await tokenCall({ grant_type: 'official_account', code })).body.code).toBe(1);
    expect((await tokenCall({ grant_type: 'web_code', code })).body.code).toBe(0);
    expect((await tokenCall({ grant_type: 'web_code', code })).body.code).toBe(1);

    const old = await codeFor(BOUND.openid);
    const ttl = await withDb(api, async (db) => await db.prepare('SELECT expires_at - created_at AS ttl FROM oauth_codes WHERE code = ?').get(old) as { ttl: number });
    expect(ttl.ttl).toBe(5 * 60 * 1000);
    await withDb(api, async (db) => await db.prepare('UPDATE oauth_codes SET expires_at = ? WHERE code = ?').run(Date.now() - 1, old));
    expect((await tokenCall({ grant_type: 'web_code', code: old })).body.code).toBe(1);

    const official = await codeFor(BOUND.openid, 'snsapi_userinfo');
    expect((await tokenCall({ grant_type: 'official_account', code: official })).body.data.identity).toBe(DEMO.second);
  });

  it('an unbound identity gets a not-registered session (identity null, isRegister false)', async () => {
    const res = await tokenCall({ grant_type: 'web_code', code: await codeFor(UNBOUND[0]!.openid) });
    expect(res.body.code).toBe(0);
    expect(res.body.data.identity).toBeNull();
    const status = await call(api, 'GET', '/admin/member/register/status', { token: res.body.data.access_token });
    expect(status.body.data.isRegister).toBe(false);
    const info = await call(api, 'GET', '/admin/member/basic-info', { token: res.body.data.access_token });
    expect(info.body.data.nickname).toBe(UNBOUND[0]!.nickname);
  });

  it("'new' creates a fresh identity each time", async () => {
    const a = await tokenCall({ grant_type: 'web_code', code: await codeFor('new') });
    const b = await tokenCall({ grant_type: 'web_code', code: await codeFor('new') });
    expect(a.body.data.identity).toBeNull();
    expect(a.body.data.memberId).not.toBe(b.body.data.memberId);
  });
});

async function smsCode(mobile: string): Promise<string> {
  const captchaVerifyParam = await solveCaptcha(api);
  const res = await call(api, 'POST', '/admin/v4/sms-code', { json: { messageType: 'LOGIN', mobile, captchaVerifyParam } });
  expect(res.body.code).toBe(0);
  return res.body.data.secretKey;
}

async function newChatAppSession(): Promise<string> {
  const res = await tokenCall({ grant_type: 'web_code', code: await codeFor('new') });
  return res.body.data.access_token;
}

describe('C27/D02 bind mobile after a chat-app login', () => {
  it('a free mobile registers the chat-app member (step 1, profile required) and answers a new token', async () => {
    const token = await newChatAppSession();
    const mobile = '13911112222';
    const secretKey = await smsCode(mobile);
    const wrong = await call(api, 'PUT', '/admin/wx/auth/bind/mobile', { token, json: { mobile, smsCode: '000000', secretKey } });
    expect(wrong.body.code).toBe(20003);
    const res = await call(api, 'PUT', '/admin/wx/auth/bind/mobile', { token, json: { mobile, smsCode: '123456', secretKey } });
    expect(res.body.code).toBe(0);
    expect(res.body.data.identity).toBe(mobile);
    expect((await call(api, 'GET', '/admin/member/basic-info', { token })).status).toBe(401);
    const status = await call(api, 'GET', '/admin/member/register/status', { token: res.body.data.access_token });
    expect(status.body.data).toMatchObject({ isRegister: true, isRequired: true, step: 1 });
    const account = await call(api, 'GET', '/admin/member/account', { token: res.body.data.access_token });
    expect(account.body.data).toMatchObject({ mobile, wxBound: true });
  });

  it('a mobile of a member without a chat-app account merges: that member takes the openid', async () => {
    const token = await newChatAppSession();
    const secretKey = await smsCode(DEMO.first);
    const res = await call(api, 'PUT', '/admin/wx/auth/bind/mobile', { token, json: { mobile: DEMO.first, smsCode: '123456', secretKey } });
    expect(res.body.code).toBe(0);
    expect(res.body.data.identity).toBe(DEMO.first);
    const account = await call(api, 'GET', '/admin/member/account', { token: res.body.data.access_token });
    expect(account.body.data.wxBound).toBe(true);
    // back to unbound for the tests below
    expect((await call(api, 'PUT', '/admin/member/unbind/wechat', { token: res.body.data.access_token })).body.code).toBe(0);
  });

  it('20009 when the mobile already has another chat-app account; code 1 for a registered caller', async () => {
    const token = await newChatAppSession();
    const res = await call(api, 'PUT', '/admin/wx/auth/bind/mobile', { token, json: { mobile: DEMO.second, smsCode: '123456', secretKey: 'x' } });
    expect(res.body).toMatchObject({ code: 20009, msg: '该手机号已绑定其他微信' });
    const member = await loginDemo(api, DEMO.incomplete);
    const again = await call(api, 'PUT', '/admin/wx/auth/bind/mobile', { token: member.access_token, json: { mobile: '13911113333', smsCode: '123456', secretKey: 'x' } });
    expect(again.body.code).toBe(1);
    expect((await call(api, 'PUT', '/admin/wx/auth/bind/mobile', { json: { mobile: '13911113333', smsCode: '1', secretKey: 'x' } })).status).toBe(401);
  });
});

describe('B23/B48/B49 bind and unbind from the settings', () => {
  it('binds with a QR code, then 20006 for a second bind; unbinds; code 1 for an invalid code or a second unbind', async () => {
    const member = await loginDemo(api, DEMO.first);
    const token = member.access_token;
    const bad = await call(api, 'POST', '/admin/member/bind/wechat', { token, json: { code: 'nope' } });
    expect(bad.body.code).toBe(1);
    expect(bad.body.msg).toBe('授权码无效或已过期');

    const bind = await call(api, 'POST', '/admin/member/bind/wechat', { token, json: { code: await codeFor(UNBOUND[1]!.openid), state: 'st-1' } });
    expect(bind.body).toMatchObject({ code: 0, data: true });
    expect((await call(api, 'GET', '/admin/member/account', { token })).body.data.wxBound).toBe(true);

    const twice = await call(api, 'POST', '/admin/member/bind/wechat', { token, json: { code: await codeFor(UNBOUND[2]!.openid), state: 'st-1' } });
    expect(twice.body).toMatchObject({ code: 20006, msg: '该账号已经绑定微信' });

    // the chat-app account now logs in as this member
    const login = await tokenCall({ grant_type: 'web_code', code: await codeFor(UNBOUND[1]!.openid) });
    expect(login.body.data.identity).toBe(DEMO.first);

    expect((await call(api, 'PUT', '/admin/member/unbind/wechat', { token })).body).toMatchObject({ code: 0, data: true });
    expect((await call(api, 'GET', '/admin/member/account', { token })).body.data.wxBound).toBe(false);
    const again = await call(api, 'PUT', '/admin/member/unbind/wechat', { token });
    expect(again.body.code).toBe(1);
    expect(again.body.msg).toBe('当前账号未绑定微信');
  });

  it("20007 when the chat-app account belongs to another member; an unfinished chat-app stub's openid is taken over", async () => {
    const member = await loginDemo(api, DEMO.incomplete);
    const token = member.access_token;
    const taken = await call(api, 'POST', '/admin/member/bind/wechat', { token, json: { code: await codeFor(BOUND.openid), state: 'st-1' } });
    expect(taken.body).toMatchObject({ code: 20007, msg: '该微信号已绑定其他账号' });

    // UNBOUND[0] logged in above without binding a mobile: it is a stub, so the bind succeeds
    const stubLogin = await tokenCall({ grant_type: 'web_code', code: await codeFor(UNBOUND[0]!.openid) });
    expect(stubLogin.body.data.identity).toBeNull();
    const official = await call(api, 'POST', '/admin/member/official-account/bind/wechat', {
      token,
      json: { code: await codeFor(UNBOUND[0]!.openid, 'snsapi_userinfo'), state: 'st-1' },
    });
    expect(official.body).toMatchObject({ code: 0, data: true });
    expect((await call(api, 'GET', '/admin/member/basic-info', { token: stubLogin.body.data.access_token })).status).toBe(401);
    // a web_code code does not fit the official-account bind
    expect((await call(api, 'POST', '/admin/member/official-account/bind/wechat', { token, json: { code: await codeFor(UNBOUND[2]!.openid), state: 'st-1' } })).body.code).toBe(1);
  });

  it('a chat-app-only account cannot unbind its only login; bind calls need a member', async () => {
    const token = await newChatAppSession();
    const res = await call(api, 'PUT', '/admin/member/unbind/wechat', { token });
    expect(res.body.code).toBe(1);
    expect((await call(api, 'POST', '/admin/member/bind/wechat', { json: { code: 'x' } })).status).toBe(401);
    expect((await call(api, 'PUT', '/admin/member/unbind/wechat')).status).toBe(401);
  });
});
