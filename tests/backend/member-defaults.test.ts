/**
 * The API's answers to what the specification leaves to a DEFAULT: the current-member record built from two calls
 * (B19), one token endpoint for every login (B51), the interest-info call (D27), the post-site tag 'all' (G14) and a
 * member page's mini-app code (I34).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_TAG, THEME_TAG } from '../../lib/constants';
import { memberBasicInfoSchema, registerStatusSchema } from '../../lib/contract/member';
import { tokenSchema } from '../../lib/contract/auth';
import { call, CLIENT_BASIC, createTestApi, DEMO, loginDemo, solveCaptcha, withDb, type TestApi } from './helpers';

let api: TestApi;
let token: string;
let memberId: number;

beforeAll(async () => {
  api = await createTestApi();
  const login = await loginDemo(api, DEMO.first);
  token = login.access_token;
  memberId = login.memberId;
});
afterAll(async () => api.close());

describe('B19 the current member {memberId, isRegister, isBanned}', () => {
  it('B19 basic-info gives memberId and isBanned, register status gives isRegister; both agree with the account, and no other endpoint is needed', async () => {
    const info = memberBasicInfoSchema.parse((await call(api, 'GET', '/admin/member/basic-info', { token })).body.data);
    const status = registerStatusSchema.parse((await call(api, 'GET', '/admin/member/register/status', { token })).body.data);
    const row = await withDb(api, async (db) => await db.prepare('SELECT id, is_register, is_banned FROM members WHERE id = ?').get(memberId) as { id: number; is_register: number; is_banned: number });
    expect({ memberId: info.memberId, isRegister: status.isRegister, isBanned: info.isBanned }).toEqual({
      memberId: row.id,
      isRegister: row.is_register === 1,
      isBanned: row.is_banned === 1,
    });
    expect(info.memberId).toBe(memberId);
    // a banned member reads isBanned true from the same call
    await withDb(api, async (db) => await db.prepare('UPDATE members SET is_banned = 1 WHERE id = ?').run(memberId));
    try {
      expect((await call(api, 'GET', '/admin/member/basic-info', { token })).body.data.isBanned).toBe(true);
    } finally {
      await withDb(api, async (db) => await db.prepare('UPDATE members SET is_banned = 0 WHERE id = ?').run(memberId));
    }
    // both need the member's token
    expect((await call(api, 'GET', '/admin/member/basic-info')).status).toBe(401);
    expect((await call(api, 'GET', '/admin/member/register/status')).status).toBe(401);
  });
});

describe('B51 every login goes through POST /auth/oauth/token', () => {
  it('B51 password and sms logins both answer a token from /auth/oauth/token; no other login path is served', async () => {
    const password = await loginDemo(api, DEMO.second);
    expect(tokenSchema.parse(password).identity).toBe(DEMO.second);

    const captchaVerifyParam = await solveCaptcha(api);
    const sent = await call(api, 'POST', '/admin/v4/sms-code', { json: { messageType: 'LOGIN', mobile: '13900000051', captchaVerifyParam } });
    expect(sent.body.code).toBe(0);
    const sms = await call(api, 'POST', '/auth/oauth/token', {
      headers: { authorization: CLIENT_BASIC },
      form: { grant_type: 'mobile', scope: 'server', mobile: '13900000051', smsCode: '123456', secretKey: sent.body.data.secretKey },
    });
    expect(tokenSchema.parse(sms.body.data).identity).toBe('13900000051');

    for (const path of ['/auth/login', '/auth/sso', '/login', '/admin/login', '/auth/oauth/sso']) {
      const answer = await call(api, 'POST', path, { headers: { authorization: CLIENT_BASIC }, form: { mobile: DEMO.first, password: 'x' } });
      expect(answer.status, path).toBe(404);
    }
  });
});

describe('D27 POST /admin/member/interest-info', () => {
  const stored = async () =>
    await withDb(api, async (db) => (await db.prepare('SELECT tag_id FROM member_interest_tags WHERE member_id = ? ORDER BY sort').all(memberId) as { tag_id: number }[]).map((r) => r.tag_id));

  it('D27 stores the member’s interest tag ids, replacing the previous set; an empty list clears it', async () => {
    const first = await call(api, 'POST', '/admin/member/interest-info', { token, json: { tagIds: [THEME_TAG.packaging, THEME_TAG.equipment, THEME_TAG.packaging] } });
    expect(first.body).toMatchObject({ code: 0, data: true });
    expect(await stored()).toEqual([THEME_TAG.packaging, THEME_TAG.equipment]);
    await call(api, 'POST', '/admin/member/interest-info', { token, json: { tagIds: [THEME_TAG.design] } });
    expect(await stored()).toEqual([THEME_TAG.design]);
    expect((await call(api, 'POST', '/admin/member/interest-info', { token, json: { tagIds: [] } })).body.code).toBe(0);
    expect(await stored()).toEqual([]);
  });

  it('D27 refuses bad input with code 1 and a visitor with 401; the wizard’s industry tags are untouched', async () => {
    const before = (await withDb(api, async (db) => await db.prepare('SELECT COUNT(*) AS n FROM member_industry_tags WHERE member_id = ?').get(memberId) as { n: number })).n;
    for (const body of [{}, { tagIds: 'x' }, { tagIds: [999_999_999] }, { tagIds: Array.from({ length: 11 }, (_, i) => i + 1) }, { tagIds: ['1e1'] }]) {
      expect((await call(api, 'POST', '/admin/member/interest-info', { token, json: body })).body.code, JSON.stringify(body)).toBe(1);
    }
    expect((await call(api, 'POST', '/admin/member/interest-info', { json: { tagIds: [THEME_TAG.design] } })).status).toBe(401);
    expect((await withDb(api, async (db) => await db.prepare('SELECT COUNT(*) AS n FROM member_industry_tags WHERE member_id = ?').get(memberId) as { n: number })).n).toBe(before);
  });
});

describe('G14 the post-site tag ids', () => {
  it('G14 demand 8, supply 9, recruitment 10, rankings 6136, popular 101, all −2', () => {
    expect(SITE_TAG).toMatchObject({ demand: 8, supply: 9, recruitment: 10, rankings: 6136, popular: 101, all: -2 });
  });

  it('G14 tagId −2 (all) is no type filter on the post list and on post search; a real type filters', async () => {
    const page = async (query: Record<string, string | number | (string | number)[]>) => (await call(api, 'GET', '/post/posts/page', { query: { size: 100, ...query } })).body.data;
    const everything = await page({});
    const all = await page({ tagId: SITE_TAG.all });
    expect(all.total).toBe(everything.total);
    expect(all.records.map((p: { id: number }) => p.id)).toEqual(everything.records.map((p: { id: number }) => p.id));
    const demand = await page({ tagId: SITE_TAG.demand });
    expect(demand.total).toBeGreaterThan(0);
    expect(demand.total).toBeLessThan(everything.total);
    expect(demand.records.every((p: { tagId: number }) => p.tagId === SITE_TAG.demand)).toBe(true);
    // 'all' beside a real type leaves the real type's filter
    expect((await page({ tagId: [SITE_TAG.all, SITE_TAG.demand] })).total).toBe(demand.total);

    const search = async (query: Record<string, string | number>) => (await call(api, 'GET', '/post/posts/v2/search', { query: { keyword: '包装', size: 100, ...query } })).body.data;
    const found = await search({});
    expect(found.total).toBeGreaterThan(0);
    expect((await search({ tagId: SITE_TAG.all })).total).toBe(found.total);
    const types = new Set(found.records.map((p: { tagId: number }) => p.tagId));
    expect(types.size).toBeGreaterThan(1);
    const oneType = [...types][0] as number;
    expect((await search({ tagId: oneType })).total).toBeLessThan(found.total);
  });
});

describe('I34 GET /admin/member/{id}/miniapp-code', () => {
  it('I34 answers the image of a code that opens the member page, for anyone; an unknown member is 404, a bad id code 1', async () => {
    const answer = await call(api, 'GET', `/admin/member/${memberId}/miniapp-code`);
    expect(answer.body.code).toBe(0);
    const url = new URL(answer.body.data, 'http://localhost');
    expect(url.pathname).toBe('/api/files/qr');
    expect(new URL(url.searchParams.get('text') as string).pathname).toBe(`/people/${memberId}`);
    const image = await api.app.inject({ method: 'GET', url: answer.body.data });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\//);
    expect((await call(api, 'GET', '/admin/member/99999999/miniapp-code')).body.code).toBe(404);
    expect((await call(api, 'GET', '/admin/member/abc/miniapp-code')).body.code).toBe(1);
  });
});

describe('D03 the incomplete demo account (issue 29 item 15)', () => {
  it('D03 D25 the member at step 1 has no place yet, so the wizard’s 所在地 starts empty (not 中国 / 北京)', async () => {
    const login = await loginDemo(api, DEMO.incomplete);
    const info = memberBasicInfoSchema.parse((await call(api, 'GET', '/admin/member/basic-info', { token: login.access_token })).body.data);
    const status = registerStatusSchema.parse((await call(api, 'GET', '/admin/member/register/status', { token: login.access_token })).body.data);
    expect(status.step).toBe(1);
    expect({ locationId: info.locationId, location: info.location }).toEqual({ locationId: null, location: null });
  });
});
