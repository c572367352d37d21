/**
 * C26: `PUT /admin/wx/auth/bind/account {account, accountType: 'MOBILE', password}` — a chat-app account
 * without a mobile binds an existing account by its mobile and password (encrypted like password login):
 * the member takes the chat-app identity over and the answer is its token. Errors: code 1 '账号或密码错误'
 * for an unknown mobile and a wrong password alike (counted like a failed password login), 20009 the member already has a chat-app
 * account (S25), code 1 for a caller that needs no binding (S29), 401 without a session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CHAT_APP_ID } from '../../lib/constants';
import { CLIENT_BASIC, DEMO, call, createTestApi, encryptPassword, loginDemo, withDb, type TestApi } from './helpers';

const SITE = 'http://localhost:3000';
const REDIRECT = `${SITE}/redirect?redirectUri=${encodeURIComponent('/news')}`;
const URL_BIND = '/admin/wx/auth/bind/account';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ chatAppLogin: true, siteOrigins: [SITE] });
});
afterAll(async () => {
  await api.close();
});

async function codeFor(openid: string): Promise<string> {
  const res = await call(api, 'POST', '/sandbox/chat-app/authorize', {
    form: { appid: DEFAULT_CHAT_APP_ID, redirect_uri: REDIRECT, scope: 'snsapi_login', state: 'st-1', openid },
  });
  const code = new URL(String(res.headers.location)).searchParams.get('code');
  if (!code) throw new Error('no code');
  return code;
}

async function chatAppLogin(openid: string) {
  const res = await call<{ access_token: string; identity: string | null; memberId: number }>(api, 'POST', '/auth/oauth/token', {
    headers: { authorization: CLIENT_BASIC },
    form: { scope: 'server', grant_type: 'web_code', code: await codeFor(openid), state: 'st-1' },
  });
  expect(res.body.code).toBe(0);
  return res.body.data;
}

/** A fresh chat-app identity without a mobile: its session and openid. */
async function newChatAppAccount() {
  const session = await chatAppLogin('new');
  expect(session.identity).toBeNull();
  const { wx_openid: openid } = await withDb(api, async (db) => await db.prepare('SELECT wx_openid FROM members WHERE id = ?').get(session.memberId) as { wx_openid: string });
  return { token: session.access_token, memberId: session.memberId, openid };
}

function bind(token: string | undefined, account: string, password: string, accountType = 'MOBILE') {
  return call<{ access_token: string; identity: string | null; memberId: number }>(api, 'PUT', URL_BIND, {
    token,
    json: { account, accountType, password: encryptPassword(password) },
  });
}

async function failures(mobile: string): Promise<number> {
  return await withDb(api, async (db) => (await db.prepare('SELECT COUNT(*) AS n FROM login_failures WHERE mobile = ?').get(mobile) as { n: number }).n);
}

describe('C26 bind an existing account by mobile and password', () => {
  it('the right password merges the chat-app identity into the member and answers its token', async () => {
    const stub = await newChatAppAccount();
    const res = await bind(stub.token, DEMO.first, DEMO.password);
    expect(res.body.code).toBe(0);
    expect(res.body.data.identity).toBe(DEMO.first);
    const target = await withDb(api, async (db) => await db.prepare('SELECT id, wx_openid FROM members WHERE mobile = ?').get(DEMO.first) as { id: number; wx_openid: string });
    expect(res.body.data.memberId).toBe(target.id);
    expect(target.wx_openid).toBe(stub.openid);
    expect(await withDb(api, async (db) => await db.prepare('SELECT wx_openid FROM members WHERE id = ?').get(stub.memberId))).toEqual({ wx_openid: null });
    // the stub's session ended; the new token is the member's, and the chat-app identity now logs in as it
    expect((await call(api, 'GET', '/admin/member/basic-info', { token: stub.token })).status).toBe(401);
    const account = await call(api, 'GET', '/admin/member/account', { token: res.body.data.access_token });
    expect(account.body.data).toMatchObject({ mobile: DEMO.first, wxBound: true });
    expect((await chatAppLogin(stub.openid)).identity).toBe(DEMO.first);
    // back to unbound for the tests below
    expect((await call(api, 'PUT', '/admin/member/unbind/wechat', { token: res.body.data.access_token })).body.code).toBe(0);
  });

  it('a wrong password is the password-login error (code 1) and counts as a failed login; nothing is bound', async () => {
    const stub = await newChatAppAccount();
    const before = await failures(DEMO.first);
    const res = await bind(stub.token, DEMO.first, 'Wrong1234');
    expect(res.body).toMatchObject({ code: 1, msg: '账号或密码错误' });
    expect(await failures(DEMO.first)).toBe(before + 1);
    expect(await withDb(api, async (db) => await db.prepare('SELECT wx_openid FROM members WHERE mobile = ?').get(DEMO.first))).toEqual({ wx_openid: null });
    // the stub session still works (it may try again or bind by sms)
    expect((await call(api, 'GET', '/admin/member/register/status', { token: stub.token })).body.data.isRegister).toBe(false);
  });

  it('security: a mobile without an account gets the wrong-password answer, not 20022 (issue 17 item 5)', async () => {
    const stub = await newChatAppAccount();
    expect((await bind(stub.token, '13911119999', DEMO.password)).body).toEqual({ code: 1, msg: '账号或密码错误', data: null });
  });

  it('20009 when the member already has a chat-app account (checked after the password)', async () => {
    const stub = await newChatAppAccount();
    expect((await bind(stub.token, DEMO.second, 'Wrong1234')).body.code).toBe(1);
    expect((await bind(stub.token, DEMO.second, DEMO.password)).body).toMatchObject({ code: 20009, msg: '该手机号已绑定其他微信' });
  });

  it('code 1 for a caller that needs no binding and for a bad body; 401 without a session', async () => {
    const member = await loginDemo(api, DEMO.incomplete);
    expect((await bind(member.access_token, DEMO.first, DEMO.password)).body.code).toBe(1);
    const stub = await newChatAppAccount();
    expect((await bind(stub.token, DEMO.first, DEMO.password, 'EMAIL')).body.code).toBe(1);
    expect((await bind(stub.token, 'not-a-mobile', DEMO.password)).body.code).toBe(1);
    expect((await bind(undefined, DEMO.first, DEMO.password)).status).toBe(401);
  });
});
