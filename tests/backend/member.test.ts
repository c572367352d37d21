import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERR_EMAIL_USED, MIN_REGISTER_STEP } from '../../lib/constants';
import { memberBasicInfoSchema, memberCardSchema, membershipBenefitListSchema, registerStatusSchema } from '../../lib/contract/member';
import { call, createTestApi, DEMO, loginDemo, withDb, type TestApi } from './helpers';

let api: TestApi;
let first: string;
let second: string;
let incomplete: string;
let secondId: number;

beforeAll(async () => {
  api = await createTestApi();
  first = (await loginDemo(api, DEMO.first)).access_token;
  const secondToken = await loginDemo(api, DEMO.second);
  second = secondToken.access_token;
  secondId = secondToken.memberId;
  incomplete = (await loginDemo(api, DEMO.incomplete)).access_token;
});
afterAll(async () => {
  await api.close();
});

const validProfile = { nickname: '王浩', gender: 'MALE', company: '北京新食代科技有限公司', position: '产品经理', locationId: 110000, email: '' };

describe('member account', () => {
  it.each([
    ['GET', '/admin/member/basic-info'],
    ['PUT', '/admin/member/basic-info'],
    ['GET', '/admin/member/register/status'],
    ['GET', '/admin/membership/benefit'],
    ['GET', '/admin/member/authorities'],
  ] as const)('B02 %s %s without a token is HTTP 401', async (method, url) => {
    const res = await call(api, method, url, method === 'PUT' ? { json: validProfile } : {});
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(401);
  });

  it('B15 B18 basic-info of demo 13800000001: complete profile, column, industry tags', async () => {
    const res = await call(api, 'GET', '/admin/member/basic-info', { token: first });
    const info = memberBasicInfoSchema.parse(res.body.data);
    expect(info.phoneNumber).toBe(DEMO.first);
    expect(info.nickname).toBeTruthy();
    expect(info.company).toBeTruthy();
    expect(info.companyId).toBeGreaterThan(0);
    expect(info.position).toBeTruthy();
    expect(info.locationId).not.toBeNull();
    expect(info.hasColumn).toBe(true);
    expect(info.industryTagList.length).toBeGreaterThan(0);
    expect(info.followerCount).toBeGreaterThan(0);
    expect(info.avatar).toMatch(/^\/api\/files\/seed\/avatar\/\d+\.svg(\?label=.+)?$/);
  });

  it('B12 register status: demo accounts are complete (step ≥ 2), 13800000003 is incomplete', async () => {
    const done = registerStatusSchema.parse((await call(api, 'GET', '/admin/member/register/status', { token: first })).body.data);
    expect(done.isRegister).toBe(true);
    expect(done.isRequired).toBe(false);
    expect(done.step).toBeGreaterThanOrEqual(MIN_REGISTER_STEP);
    const open = (await call(api, 'GET', '/admin/member/register/status', { token: incomplete })).body.data;
    expect(open).toEqual({ isRegister: true, isRequired: true, step: 1 });
  });

  it('B15 membership benefits are an array of {name, description}', async () => {
    const list = membershipBenefitListSchema.parse((await call(api, 'GET', '/admin/membership/benefit', { token: first })).body.data);
    expect(Array.isArray(list)).toBe(true);
  });

  it('B15 A26 authorities are permission tokens; the first demo member has the company set', async () => {
    const list = (await call(api, 'GET', '/admin/member/authorities', { token: first })).body.data as string[];
    expect(list).toEqual(expect.arrayContaining(['company:product:add', 'company:brand:edit', 'company:info:edit', 'company:staff:delete']));
    const few = (await call(api, 'GET', '/admin/member/authorities', { token: incomplete })).body.data;
    expect(few).toEqual([]);
  });

  it('D12 the supplement completes the profile: step 2, not required, location name from the id', async () => {
    const res = await call(api, 'PUT', '/admin/member/basic-info', { token: incomplete, json: validProfile });
    expect(res.body.code).toBe(0);
    expect(res.body.data).toMatchObject({ nickname: '王浩', company: validProfile.company, location: '北京', companyId: 0, email: null });
    const status = (await call(api, 'GET', '/admin/member/register/status', { token: incomplete })).body.data;
    expect(status).toEqual({ isRegister: true, isRequired: false, step: MIN_REGISTER_STEP });
  });

  it.each([
    ['R17 empty nickname', { nickname: '   ' }, 'nickname'],
    ['R18 nickname over 40 after trim', { nickname: '长'.repeat(41) }, 'nickname'],
    ['R20 gender outside MALE/FEMALE', { gender: 'X' }, 'gender'],
    ['R21 company over 100', { company: 'c'.repeat(101) }, 'company'],
    ['R22 position missing', { position: '' }, 'position'],
    ['R23 location missing', { locationId: undefined }, 'locationId'],
    ['R23 unknown location', { locationId: 123 }, 'locationId'],
    ['R24 invalid email', { email: 'a@' }, 'email'],
    ['R24 email over 40', { email: `${'a'.repeat(35)}@b.com` }, 'email'],
  ])('R62 %s is code 1 naming the field', async (_name, patch, field) => {
    const res = await call(api, 'PUT', '/admin/member/basic-info', { token: second, json: { ...validProfile, nickname: '测试', ...patch } });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(1);
    expect(res.body.msg.startsWith(field)).toBe(true);
  });

  it('R18 a 40-character nickname with surrounding spaces is accepted (trimmed)', async () => {
    const nickname = '名'.repeat(40);
    const res = await call(api, 'PUT', '/admin/member/basic-info', { token: second, json: { ...validProfile, nickname: `  ${nickname}  ` } });
    expect(res.body.code).toBe(0);
    expect(res.body.data.nickname).toBe(nickname);
  });

  it('S21 an email used by another member is 20020', async () => {
    const taken = await withDb(api, async (db) => (await db.prepare('SELECT email FROM members WHERE mobile = ?').get(DEMO.first) as { email: string }).email);
    const res = await call(api, 'PUT', '/admin/member/basic-info', { token: second, json: { ...validProfile, email: taken.toUpperCase() } });
    expect(res.body.code).toBe(ERR_EMAIL_USED);
  });

  it('R19 nameEditable false: the nickname cannot change, other fields can', async () => {
    await withDb(api, async (db) => await db.prepare('UPDATE members SET name_editable = 0 WHERE id = ?').run(secondId));
    const current = (await call(api, 'GET', '/admin/member/basic-info', { token: second })).body.data;
    const changed = await call(api, 'PUT', '/admin/member/basic-info', { token: second, json: { ...validProfile, nickname: '新名字' } });
    expect(changed.body.code).toBe(1);
    const same = await call(api, 'PUT', '/admin/member/basic-info', { token: second, json: { ...validProfile, nickname: current.nickname, position: '总监' } });
    expect(same.body.code).toBe(0);
    expect(same.body.data.position).toBe('总监');
  });

  it('public member card: visitor and friend views', async () => {
    const visitor = await call(api, 'GET', `/admin/member/basic/${secondId}`);
    const card = memberCardSchema.parse(visitor.body.data);
    expect(card).toMatchObject({ memberId: secondId, isFriend: false, isFollowed: false });
    const friend = memberCardSchema.parse((await call(api, 'GET', `/admin/member/basic/${secondId}`, { token: first })).body.data);
    expect(friend.isFriend).toBe(true);
    expect(friend.isFollowed).toBe(true);
    expect((await call(api, 'GET', '/admin/member/basic/99999999')).body.code).toBe(404);
    expect((await call(api, 'GET', '/admin/member/basic/abc')).body.code).toBe(1);
  });
});
