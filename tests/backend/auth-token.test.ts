import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REFRESH_REUSE_MS } from '../../backend/src/auth/tokens';
import { DEFAULT_CHAT_APP_ID, ERR_ACCOUNT_NOT_EXIST } from '../../lib/constants';
import { tokenSchema } from '../../lib/contract/auth';
import { call, CLIENT_BASIC, createTestApi, DEMO, encryptPassword, loginDemo, passwordLogin, withDb, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

const tokenCall = (params: Record<string, string>, authorization: string | null = CLIENT_BASIC) =>
  call(api, 'POST', '/auth/oauth/token', { headers: authorization ? { authorization } : {}, form: params });

describe('POST /auth/oauth/token', () => {
  it('B03 requires the fixed client Basic authorization (HTTP 401 without or with a wrong one)', async () => {
    const params = { grant_type: 'web_password', scope: 'server', mobile: DEMO.first, password: encryptPassword(DEMO.password) };
    const none = await tokenCall(params, null);
    expect(none.status).toBe(401);
    expect(none.body.code).toBe(401);
    const wrong = await tokenCall(params, `Basic ${Buffer.from('web:nope').toString('base64')}`);
    expect(wrong.status).toBe(401);
  });

  it('B03 scope must be server', async () => {
    const res = await tokenCall({ grant_type: 'web_password', scope: 'all', mobile: DEMO.first, password: encryptPassword(DEMO.password) });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(1);
    expect(res.body.msg).toMatch(/^scope/);
  });

  it('an unknown grant type is code 1', async () => {
    const res = await tokenCall({ grant_type: 'client_credentials', scope: 'server' });
    expect(res.body.code).toBe(1);
  });

  it('B06 web_password decrypts the AES password (form body) and answers the token shape', async () => {
    const res = await passwordLogin(api, DEMO.first);
    expect(res.body.code).toBe(0);
    const token = tokenSchema.parse(res.body.data);
    expect(token.identity).toBe(DEMO.first);
    expect(token.token_type).toBe('bearer');
    expect(token.expires_in).toBe(2_592_000);
    expect(token.access_token).not.toBe(token.refresh_token);
  });

  it('B06 the plain password is not accepted and no plaintext is needed on the wire', async () => {
    const res = await tokenCall({ grant_type: 'web_password', scope: 'server', mobile: DEMO.first, password: DEMO.password });
    expect(res.body).toMatchObject({ code: 1, msg: '账号或密码错误' });
  });

  it('B06 parameters may come in the query string', async () => {
    const res = await call(api, 'POST', `/auth/oauth/token`, {
      headers: { authorization: CLIENT_BASIC },
      query: { grant_type: 'web_password', scope: 'server', mobile: DEMO.second, password: encryptPassword(DEMO.password) },
    });
    expect(res.body.code).toBe(0);
  });

  it('security: an unknown account and a wrong password get the same answer, code 1 账号或密码错误 (issue 17 item 5)', async () => {
    const unknown = await passwordLogin(api, '13999999999');
    const wrong = await passwordLogin(api, DEMO.second, 'Wrong1234');
    expect(unknown.body).toEqual({ code: 1, msg: '账号或密码错误', data: null });
    expect(wrong.body).toEqual(unknown.body);
    expect(unknown.body.code).not.toBe(ERR_ACCOUNT_NOT_EXIST);
  });

  it('R62 an invalid mobile is rejected by validation', async () => {
    const res = await tokenCall({ grant_type: 'web_password', scope: 'server', mobile: 'abc', password: encryptPassword(DEMO.password) });
    expect(res.body.code).toBe(1);
    expect(res.body.msg).toMatch(/^mobile/);
  });

  it('B09 refresh_token rotates both tokens; the old refresh and access tokens stop working', async () => {
    const first = await loginDemo(api, DEMO.second);
    const refreshed = await tokenCall({ grant_type: 'refresh_token', scope: 'server', refresh_token: first.refresh_token });
    expect(refreshed.body.code).toBe(0);
    const next = tokenSchema.parse(refreshed.body.data);
    expect(next.access_token).not.toBe(first.access_token);
    expect(next.refresh_token).not.toBe(first.refresh_token);
    expect(next.memberId).toBe(first.memberId);

    expect((await call(api, 'GET', '/admin/member/basic-info', { token: next.access_token })).body.code).toBe(0);
    expect((await call(api, 'GET', '/admin/member/basic-info', { token: first.access_token })).status).toBe(401);
    // once the reuse interval of racing requests (security 25 below) is over, the old refresh token is refused
    const later = Date.now() + REFRESH_REUSE_MS + 1000;
    const clock = vi.spyOn(Date, 'now').mockReturnValue(later);
    try {
      const reused = await tokenCall({ grant_type: 'refresh_token', scope: 'server', refresh_token: first.refresh_token });
      expect(reused.status).toBe(200);
      expect(reused.body).toEqual({ code: 401, msg: 'invalid refresh token', data: null });
    } finally {
      clock.mockRestore();
    }
  });

  it('security 25: requests racing with one refresh token rotate it once: each gets the same new pair; no logout', async () => {
    const first = await loginDemo(api, DEMO.second);
    const answers = await Promise.all(
      [1, 2, 3].map(() => tokenCall({ grant_type: 'refresh_token', scope: 'server', refresh_token: first.refresh_token })),
    );
    expect(answers.map((a) => a.body.code)).toEqual([0, 0, 0]);
    const pairs = answers.map((a) => tokenSchema.parse(a.body.data));
    expect(new Set(pairs.map((p) => p.access_token)).size).toBe(1);
    expect(new Set(pairs.map((p) => p.refresh_token)).size).toBe(1);
    expect(pairs[0]!.refresh_token).not.toBe(first.refresh_token);
    expect((await call(api, 'GET', '/admin/member/basic-info', { token: pairs[0]!.access_token })).body.code).toBe(0);
    // a logout of the new pair ends it for the late comers too
    expect((await call(api, 'DELETE', '/auth/token/logout', { token: pairs[0]!.access_token })).body.code).toBe(0);
    const late = await tokenCall({ grant_type: 'refresh_token', scope: 'server', refresh_token: first.refresh_token });
    expect(late.body).toEqual({ code: 401, msg: 'invalid refresh token', data: null });
  });


  it('B30 an unknown refresh token answers HTTP 200 {code: 401}', async () => {
    const res = await tokenCall({ grant_type: 'refresh_token', scope: 'server', refresh_token: 'garbage' });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(401);
  });

  it('B27 logout revokes the bearer token; logging out again is harmless', async () => {
    const { access_token } = await loginDemo(api);
    expect((await call(api, 'GET', '/admin/member/basic-info', { token: access_token })).body.code).toBe(0);
    const out = await call(api, 'DELETE', '/auth/token/logout', { token: access_token });
    expect(out.body).toEqual({ code: 0, msg: 'success', data: true });
    expect((await call(api, 'GET', '/admin/member/basic-info', { token: access_token })).status).toBe(401);
    const again = await call(api, 'DELETE', '/auth/token/logout', { token: access_token });
    expect(again.body).toMatchObject({ code: 0, data: false });
  });

  it('B07 web_code logs in with a sandbox code: an unbound chat-app account has identity null', async () => {
    await withDb(api, async (db) =>
      await db
        .prepare("INSERT INTO oauth_codes (code, kind, openid, nickname, created_at, expires_at, state, client_id) VALUES ('qr-1', 'web_code', 'openid-new', '微信用户', ?, ?, 'st-qr', ?)")
        .run(Date.now(), Date.now() + 60_000, DEFAULT_CHAT_APP_ID),
    );
    const res = await tokenCall({ grant_type: 'web_code', scope: 'server', code: 'qr-1', state: 'st-qr' });
    expect(res.body.code).toBe(0);
    expect(res.body.data.identity).toBeNull();
    const status = await call(api, 'GET', '/admin/member/register/status', { token: res.body.data.access_token });
    expect(status.body.data.isRegister).toBe(false);
    const reused = await tokenCall({ grant_type: 'web_code', scope: 'server', code: 'qr-1', state: 'st-qr' });
    expect(reused.body.code).toBe(1);
  });

  it('B08 official_account logs in the member bound to the openid; unknown codes are code 1', async () => {
    await withDb(api, async (db) => {
      await db.prepare("UPDATE members SET wx_openid = 'openid-demo2' WHERE mobile = ?").run(DEMO.second);
      await db.prepare(
        "INSERT INTO oauth_codes (code, kind, openid, created_at, expires_at, state, client_id) VALUES ('oa-1', 'official_account', 'openid-demo2', ?, ?, 'st-oa', ?)",
      ).run(Date.now(), Date.now() + 60_000, DEFAULT_CHAT_APP_ID);
    });
    const res = await tokenCall({ grant_type: 'official_account', scope: 'server', code: 'oa-1', state: 'st-oa' });
    expect(res.body.code).toBe(0);
    expect(res.body.data.identity).toBe(DEMO.second);
    expect((await tokenCall({ grant_type: 'official_account', scope: 'server', code: 'nope' })).body.code).toBe(1);
    expect((await tokenCall({ grant_type: 'web_code', scope: 'server', code: '' })).body.code).toBe(1);
  });
});

describe('login throttling', () => {
  it('security 30: failed password logins for one mobile from one address back off with HTTP 429 + Retry-After, even for the right password', async () => {
    const mobile = DEMO.incomplete;
    for (let i = 0; i < 5; i += 1) expect((await passwordLogin(api, mobile, 'Wrong1234')).body.code).toBe(1);
    const blocked = await passwordLogin(api, mobile);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(29);
    expect(blocked.body).toMatchObject({ code: 1, msg: expect.stringContaining('操作过于频繁'), data: { retryAfter: Number(blocked.headers['retry-after']) } });
  });
});
