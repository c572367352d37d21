/**
 * Circles (§7.3, G07–G09, G25, G31–G45, U13, U35): lists, detail with the caller's member type, join
 * and request flows, leave, members, batch remove, transfer, notices, request decisions and the
 * gating matrix (visitor 401, non-member 10403, admin vs owner).
 */
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERR_NO_PERMISSION } from '../../lib/constants';
import {
  circleDetailSchema,
  circleMemberPageSchema,
  circleMenuPageSchema,
  circleNoticeListSchema,
  circlePageSchema,
  circleRequestPageSchema,
  circleStatisticSchema,
  myCircleListSchema,
  NO_PERMISSION_MESSAGE,
} from '../../lib/contract/circle';
import { call, createTestApi, DEMO, loginDemo, withDb, type TestApi } from './helpers';

let api: TestApi;
let first: string; // 13800000001: owner of 食品包材采购交流圈, in none of the demo-owned circles
let second: string; // 13800000002: owner of the demo-owned circles
let firstId: number;
let secondId: number;

const circleId = async (name: string) => await withDb(api, async (db) => (await db.prepare('SELECT id FROM circles WHERE name = ?').get(name) as { id: number }).id);
const typeIn = async (cid: number, memberId: number) =>
  await withDb(api, async (db) => (await db.prepare('SELECT member_type FROM circle_members WHERE circle_id = ? AND member_id = ?').get(cid, memberId) as { member_type: string } | undefined)?.member_type);
const adminOf = async (cid: number) =>
  await withDb(api, async (db) => (await db.prepare("SELECT member_id FROM circle_members WHERE circle_id = ? AND member_type = 'ADMIN' ORDER BY member_id").get(cid) as { member_id: number }).member_id);
const joinedOf = async (cid: number, exclude: number[] = []) =>
  await withDb(api, async (db) =>
    (await db.prepare("SELECT member_id FROM circle_members WHERE circle_id = ? AND member_type = 'JOINED' ORDER BY member_id").all(cid) as { member_id: number }[])
      .map((r) => r.member_id)
      .filter((id) => !exclude.includes(id)),
  );

/** A live session for any seeded member (only the demo accounts have passwords): a token row as the API issues it. */
async function tokenOf(memberId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const sha = (v: string) => createHash('sha256').update(v).digest('hex');
  const now = Date.now();
  await withDb(api, async (db) =>
    await db
      .prepare(
        `INSERT INTO auth_tokens (member_id, client_id, access_hash, refresh_hash, grant_type, remember_me, access_expires_at, refresh_expires_at, created_at)
         VALUES (?, 'web', ?, ?, 'test', 1, ?, ?, ?)`,
      )
      .run(memberId, sha(token), sha(`${token}.refresh`), now + 3_600_000, now + 3_600_000, now),
  );
  return token;
}

beforeAll(async () => {
  api = await createTestApi();
  const a = await loginDemo(api, DEMO.first);
  const b = await loginDemo(api, DEMO.second);
  first = a.access_token;
  second = b.access_token;
  firstId = a.memberId;
  secondId = b.memberId;
});
afterAll(async () => {
  await api.close();
});

describe('circle lists (G07, G43, G45)', () => {
  it('pages circles with circleType and a timestamp, both versions', async () => {
    for (const path of ['/post/circles/page', '/post/circles/v2/page']) {
      const res = await call(api, 'GET', path, { query: { current: 1, size: 5, circleType: 0, t: Date.now() } });
      expect(res.body.code).toBe(0);
      const page = circlePageSchema.parse(res.body.data);
      expect(page.records).toHaveLength(5);
      expect(page.total).toBeGreaterThanOrEqual(20);
      expect(page.records.every((c) => c.circleType === 0)).toBe(true);
    }
  });

  it('recommends circles (type 0) and columns (type 1)', async () => {
    const circles = circlePageSchema.parse((await call(api, 'GET', '/post/circles/recommend', { query: { type: 0, size: 4, current: 1 } })).body.data);
    expect(circles.records).toHaveLength(4);
    expect(circles.records.every((c) => c.circleType === 0)).toBe(true);
    const columns = circlePageSchema.parse((await call(api, 'GET', '/post/circles/recommend', { query: { type: 1, size: 4 } })).body.data);
    expect(columns.records.length).toBeGreaterThan(0);
    expect(columns.records.every((c) => c.circleType === 1)).toBe(true);
    expect((await call(api, 'GET', '/post/circles/recommend', { query: { type: 7 } })).body.code).toBe(1);
  });

  it('lists the circle categories of the menu', async () => {
    const menu = circleMenuPageSchema.parse((await call(api, 'GET', '/post/circles/menu/page')).body.data);
    expect(menu.records.map((m) => m.name)).toEqual(expect.arrayContaining(['食品', '包装', '印刷']));
    const byCategory = circlePageSchema.parse((await call(api, 'GET', '/post/circles/page', { query: { category: '印刷', size: 50 } })).body.data);
    expect(byCategory.total).toBe(menu.records.find((m) => m.name === '印刷')?.circleCount);
  });

  it('V05 every seeded circle category has its English name (issue 18 item 4)', async () => {
    const menu = circleMenuPageSchema.parse((await call(api, 'GET', '/post/circles/menu/page', { query: { size: 50 } })).body.data);
    expect(menu.records.length).toBeGreaterThan(5);
    expect(menu.records.filter((m) => !m.enName).map((m) => m.name)).toEqual([]);
    expect(menu.records.find((m) => m.name === '食品')?.enName).toBe('Food');
  });
});

describe('circle detail (G08, G35, U35)', () => {
  it('decides circleMemberType from the bearer token', async () => {
    const own = await circleId('食品包材采购交流圈');
    const visitor = circleDetailSchema.parse((await call(api, 'GET', `/post/circles/detail/${own}`)).body.data);
    expect(visitor.circleMemberType).toBe(-1);
    expect(visitor.owner.memberId).toBe(firstId);
    const owner = circleDetailSchema.parse((await call(api, 'GET', `/post/circles/detail/${own}`, { token: first })).body.data);
    expect(owner.circleMemberType).toBe('OWNER');
    const other = circleDetailSchema.parse((await call(api, 'GET', `/post/circles/detail/${await circleId('无菌灌装技术交流')}`, { token: first })).body.data);
    expect(other.circleMemberType).toBe(-1);
    expect((await call(api, 'GET', '/post/circles/detail/999999')).body.code).toBe(404);
    expect((await call(api, 'GET', '/post/circles/detail/abc')).body.code).toBe(1);
  });
});

describe('join, request, leave (G31–G33)', () => {
  it('visitors get 401 on member calls', async () => {
    const cid = await circleId('无菌灌装技术交流');
    expect((await call(api, 'POST', `/post/circles/${cid}/join`)).status).toBe(401);
    expect((await call(api, 'POST', `/post/circles/${cid}/requests`, { json: { requestType: 1 } })).status).toBe(401);
    expect((await call(api, 'DELETE', `/post/circles/${cid}/leave`)).status).toBe(401);
    expect((await call(api, 'GET', '/post/circles/my')).status).toBe(401);
    expect((await call(api, 'GET', '/post/circles/mystatistic')).status).toBe(401);
    expect((await call(api, 'PUT', '/post/circles/0/requests/approve/1')).status).toBe(401);
  });

  it('a public circle joins at once; leaving shows the join button again', async () => {
    const cid = await circleId('无菌灌装技术交流');
    const before = circleDetailSchema.parse((await call(api, 'GET', `/post/circles/detail/${cid}`)).body.data).memberCount;
    const joined = await call(api, 'POST', `/post/circles/${cid}/join`, { token: first });
    expect(joined.body).toMatchObject({ code: 0, data: { circleMemberType: 'JOINED' } });
    const after = circleDetailSchema.parse((await call(api, 'GET', `/post/circles/detail/${cid}`, { token: first })).body.data);
    expect(after.circleMemberType).toBe('JOINED');
    expect(after.memberCount).toBe(before + 1);
    expect((await call(api, 'DELETE', `/post/circles/${cid}/leave`, { token: first })).body.code).toBe(0);
    expect(await typeIn(cid, firstId)).toBeUndefined();
    expect((await call(api, 'DELETE', `/post/circles/${cid}/leave`, { token: first })).body.code).toBe(1);
  });

  it('a private circle refuses a direct join and takes a request (PENDING) that the owner accepts', async () => {
    const cid = await circleId('饮料包材联采群');
    expect((await call(api, 'POST', `/post/circles/${cid}/join`, { token: first })).body.code).toBe(1);
    expect((await call(api, 'POST', `/post/circles/${cid}/requests`, { token: first, json: { requestType: 2 } })).body.code).toBe(1);
    const req = await call(api, 'POST', `/post/circles/${cid}/requests`, { token: first, json: { requestType: 1, message: '饮料企业采购经理，申请加入' } });
    expect(req.body).toMatchObject({ code: 0, data: { circleMemberType: 'PENDING' } });
    const detail = circleDetailSchema.parse((await call(api, 'GET', `/post/circles/detail/${cid}`, { token: first })).body.data);
    expect(detail.circleMemberType).toBe('PENDING');

    // A plain requester cannot list or decide requests.
    expect((await call(api, 'GET', `/post/circles/${cid}/requests`, { token: first })).body.code).toBe(ERR_NO_PERMISSION);
    const list = circleRequestPageSchema.parse((await call(api, 'GET', `/post/circles/${cid}/requests`, { token: second })).body.data);
    const mine = list.records.find((r) => r.memberId === firstId && r.operationResult === 0);
    expect(mine?.message).toBe('饮料企业采购经理，申请加入');
    const denied = await call(api, 'PUT', `/post/circles/0/requests/approve/${mine?.id}`, { token: first });
    expect(denied.body).toMatchObject({ code: ERR_NO_PERMISSION, msg: NO_PERMISSION_MESSAGE });

    const approve = await call(api, 'PUT', `/post/circles/0/requests/approve/${mine?.id}`, { token: second });
    expect(approve.body).toMatchObject({ code: 0, data: { operationResult: 1 } });
    expect(await typeIn(cid, firstId)).toBe('JOINED');
    expect((await call(api, 'PUT', `/post/circles/0/requests/reject/${mine?.id}`, { token: second })).body.code).toBe(1);
    expect((await call(api, 'PUT', '/post/circles/0/requests/approve/999999', { token: second })).body.code).toBe(404);
    await call(api, 'DELETE', `/post/circles/${cid}/leave`, { token: first });
  });

  it('G36 G37 a private circle’s notices and members (names, companies, positions) go to its members only (issue 29 item 16)', async () => {
    const cid = await circleId('饮料包材联采群');
    expect((await call(api, 'POST', `/post/circles/${cid}/notices`, { token: second, json: { content: '本周联采报价截止周五' } })).body.code).toBe(0);
    const noticesAs = async (token?: string) => circleNoticeListSchema.parse((await call(api, 'GET', `/post/circles/${cid}/notices`, { token })).body.data);
    const membersAs = async (token?: string) => circleMemberPageSchema.parse((await call(api, 'GET', `/post/circles/${cid}/members/page`, { token, query: { size: 8 } })).body.data);
    // the owner (a member) sees both
    expect((await noticesAs(second)).map((n) => n.content)).toContain('本周联采报价截止周五');
    expect((await membersAs(second)).records.length).toBeGreaterThan(0);
    // a visitor and a logged-in non-member see neither (the visitor's answer is the cached one: asked twice)
    for (const token of [undefined, undefined, first]) {
      expect(await noticesAs(token)).toEqual([]);
      const members = await membersAs(token);
      expect(members.records).toEqual([]);
      expect(members.total).toBe(0);
    }
    // a public circle's stay open to visitors
    const open = await circleId('食品包材采购交流圈');
    expect(circleMemberPageSchema.parse((await call(api, 'GET', `/post/circles/${open}/members/page`)).body.data).records.length).toBeGreaterThan(0);
  });

  it('an admin rejects a request; the requester is not a member afterwards', async () => {
    const cid = await circleId('乳品包材质量圈');
    await call(api, 'POST', `/post/circles/${cid}/requests`, { token: first, json: { requestType: 1 } });
    const admin = await tokenOf(await adminOf(cid));
    const list = circleRequestPageSchema.parse((await call(api, 'GET', `/post/circles/${cid}/requests`, { token: admin })).body.data);
    const pending = list.records.find((r) => r.memberId === firstId && r.operationResult === 0);
    const rejected = await call(api, 'PUT', `/post/circles/0/requests/reject/${pending?.id}`, { token: admin });
    expect(rejected.body).toMatchObject({ code: 0, data: { operationResult: 2 } });
    expect(await typeIn(cid, firstId)).toBeUndefined();
    const after = circleRequestPageSchema.parse((await call(api, 'GET', `/post/circles/${cid}/requests`, { token: admin })).body.data);
    expect(after.records.find((r) => r.id === pending?.id)?.operationResult).toBe(2);
  });

  it('a pending member withdraws by leaving; the owner cannot leave', async () => {
    const cid = await circleId('乳品包材质量圈');
    await call(api, 'POST', `/post/circles/${cid}/requests`, { token: first, json: { requestType: 1 } });
    expect(await typeIn(cid, firstId)).toBe('PENDING');
    expect((await call(api, 'DELETE', `/post/circles/${cid}/leave`, { token: first })).body.code).toBe(0);
    expect(await typeIn(cid, firstId)).toBeUndefined();
    expect((await call(api, 'DELETE', `/post/circles/${cid}/leave`, { token: second })).body.code).toBe(1);
  });
});

describe('members, notices, remove, transfer (G36–G39, U13)', () => {
  it('pages members newest first, without pending ones', async () => {
    const cid = await circleId('食品包材采购交流圈');
    const page = circleMemberPageSchema.parse((await call(api, 'GET', `/post/circles/${cid}/members/page`, { query: { size: 5 } })).body.data);
    expect(page.records).toHaveLength(5);
    expect(page.records.every((m, i) => i === 0 || (page.records[i - 1]?.joinedTime ?? '') >= m.joinedTime)).toBe(true);
    expect(page.records.every((m) => m.memberType !== 'PENDING')).toBe(true);
  });

  it('G37 notices: anyone reads, owner/admin post, others get 10403', async () => {
    const cid = await circleId('烘焙包装创新');
    const list = circleNoticeListSchema.parse((await call(api, 'GET', `/post/circles/${cid}/notices`)).body.data);
    expect(list.length).toBeGreaterThan(0);
    expect((await call(api, 'POST', `/post/circles/${cid}/notices`, { json: { content: '本周六线上分享' } })).status).toBe(401);
    expect((await call(api, 'POST', `/post/circles/${cid}/notices`, { token: first, json: { content: '本周六线上分享' } })).body.code).toBe(ERR_NO_PERMISSION);
    expect((await call(api, 'POST', `/post/circles/${cid}/notices`, { token: second, json: { content: '' } })).body.code).toBe(1);
    const posted = await call(api, 'POST', `/post/circles/${cid}/notices`, { token: second, json: { content: '本周六晚八点线上分享：烘焙包装防潮方案' } });
    expect(posted.body.code).toBe(0);
    const admin = await tokenOf(await adminOf(cid));
    expect((await call(api, 'POST', `/post/circles/${cid}/notices`, { token: admin, json: { content: '分享回放已上传至圈子文件' } })).body.code).toBe(0);
    const after = circleNoticeListSchema.parse((await call(api, 'GET', `/post/circles/${cid}/notices`)).body.data);
    expect(after.map((n) => n.content)).toEqual(expect.arrayContaining(['本周六晚八点线上分享：烘焙包装防潮方案', '分享回放已上传至圈子文件']));
  });

  it('G38 batch remove: non-members 10403, admins remove plain members only, owner removes admins; the member list no longer has them', async () => {
    const cid = await circleId('烘焙包装创新');
    const [a, b] = await joinedOf(cid);
    const adminId = await adminOf(cid);
    const admin = await tokenOf(adminId);
    expect((await call(api, 'DELETE', `/post/circles/${cid}/members/batch`, { token: first, json: { memberIds: [a] } })).body.code).toBe(ERR_NO_PERMISSION);
    const plain = await tokenOf(b as number);
    expect((await call(api, 'DELETE', `/post/circles/${cid}/members/batch`, { token: plain, json: { memberIds: [a] } })).body.code).toBe(ERR_NO_PERMISSION);
    expect((await call(api, 'DELETE', `/post/circles/${cid}/members/batch`, { token: admin, json: { memberIds: [secondId] } })).body.code).toBe(ERR_NO_PERMISSION);
    const removed = await call(api, 'DELETE', `/post/circles/${cid}/members/batch`, { token: admin, json: { memberIds: [a, b] } });
    expect(removed.body).toMatchObject({ code: 0, data: { removed: 2 } });
    expect(await typeIn(cid, a as number)).toBeUndefined();
    const listed = circleMemberPageSchema.parse((await call(api, 'GET', `/post/circles/${cid}/members/page`, { query: { size: 100 } })).body.data);
    expect(listed.records.map((m) => m.memberId)).not.toEqual(expect.arrayContaining([a]));
    expect(listed.records.some((m) => m.memberId === a || m.memberId === b)).toBe(false);
    expect((await call(api, 'DELETE', `/post/circles/${cid}/members/batch`, { token: second, query: { memberIds: String(adminId) } })).body.code).toBe(0);
    expect(await typeIn(cid, adminId)).toBeUndefined();
    expect((await call(api, 'DELETE', `/post/circles/${cid}/members/batch`, { token: second, json: { memberIds: [] } })).body.code).toBe(1);
  });

  it('transfer: admin gets 10403, the owner hands over and stays as admin', async () => {
    const cid = await circleId('无菌灌装技术交流');
    const adminId = await adminOf(cid);
    const [target] = await joinedOf(cid);
    const admin = await tokenOf(adminId);
    expect((await call(api, 'PUT', `/post/circles/${cid}/members/transfer/${target}`, { token: admin })).body.code).toBe(ERR_NO_PERMISSION);
    expect((await call(api, 'PUT', `/post/circles/${cid}/members/transfer/${target}`, { token: first })).body.code).toBe(ERR_NO_PERMISSION);
    expect((await call(api, 'PUT', `/post/circles/${cid}/members/transfer/${firstId}`, { token: second })).body.code).toBe(1);
    expect((await call(api, 'PUT', `/post/circles/${cid}/members/transfer/${target}`, { token: second })).body.code).toBe(0);
    expect(await typeIn(cid, target as number)).toBe('OWNER');
    expect(await typeIn(cid, secondId)).toBe('ADMIN');
    const detail = circleDetailSchema.parse((await call(api, 'GET', `/post/circles/detail/${cid}`)).body.data);
    expect(detail.owner.memberId).toBe(target);
  });
});

describe('my circles (G42)', () => {
  it('lists the caller’s circles and statistics', async () => {
    const mine = myCircleListSchema.parse((await call(api, 'GET', '/post/circles/my', { token: second })).body.data);
    expect(mine[0]?.memberType).toBe('OWNER');
    expect(mine.map((c) => c.circleName)).toEqual(expect.arrayContaining(['饮料包材联采群', '乳品包材质量圈']));
    const stat = circleStatisticSchema.parse((await call(api, 'GET', '/post/circles/mystatistic', { token: second })).body.data);
    expect(stat.circleCount).toBe(mine.length);
    expect(stat.ownedCount).toBeGreaterThanOrEqual(3);
    expect(stat.pendingRequestCount).toBeGreaterThanOrEqual(0);
  });
});
