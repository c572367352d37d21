/**
 * People, follows, friend requests and system notices (§7.2, §7.8; checklist I01–I41, K05–K18, S12–S17, U36).
 */
import { all, get, run } from '../../backend/src/db/sql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MEMBER_ID } from '@/lib/constants';
import { FRIEND_DAILY_CAP, friendApplicationPageSchema, memberFilterListSchema, memberListPageSchema } from '@/lib/contract/social';
import { noticeCountSchema, noticePageSchema } from '@/lib/contract/msg';
import { call, createTestApi, DEMO, loginDemo, type Loose, type TestApi } from './helpers';

let api: TestApi;
let t1: string;
let t2: string;
let id1: number;
let id2: number;

/** A handle on the test database (setup of states the API cannot reach quickly), through the API's own queries. */
function db() {
  return {
    prepare: (sql: string) => ({
      get: async (...params: unknown[]) => await get<Loose>(api.db, sql, ...params),
      all: async (...params: unknown[]) => await all<Loose>(api.db, sql, ...params),
      run: async (...params: unknown[]) => await run(api.db, sql, ...params),
    }),
    close: () => undefined,
  };
}

/** A listed member who is neither friend of nor requested by/to `of`. */
async function stranger(of: number, skip: number[] = []): Promise<number> {
  const d = db();
  const row = await d
    .prepare(
      `SELECT id FROM members WHERE id > 1003 AND is_register = 1 AND is_banned = 0 AND nickname IS NOT NULL
       AND id NOT IN (SELECT friend_id FROM friendships WHERE member_id = ?)
       AND id NOT IN (SELECT member_id FROM friend_requests WHERE request_member_id = ?)
       AND id NOT IN (SELECT request_member_id FROM friend_requests WHERE member_id = ?)
       AND id NOT IN (${skip.length ? skip.join(',') : '0'}) ORDER BY id LIMIT 1`,
    )
    .get(of, of, of) as { id: number };
  d.close();
  return row.id;
}

beforeAll(async () => {
  api = await createTestApi();
  const a = await loginDemo(api, DEMO.first);
  const b = await loginDemo(api, DEMO.second);
  t1 = a.access_token;
  t2 = b.access_token;
  id1 = a.memberId;
  id2 = b.memberId;
});
afterAll(async () => api.close());

describe('follow (I13, I14, U36)', () => {
  it('follows and unfollows with counts; not oneself; the admin cannot be unfollowed', async () => {
    const target = await stranger(id1);
    const before = (await call(api, 'GET', `/admin/member/basic/${target}`, { token: t1 })).body.data;
    const f = await call(api, 'POST', `/admin/member/follow/${target}`, { token: t1 });
    expect(f.body.code).toBe(0);
    expect(f.body.data.isFollowed).toBe(true);
    expect(f.body.data.followerCount).toBe(before.followerCount + (before.isFollowed ? 0 : 1));
    const card = (await call(api, 'GET', `/admin/member/basic/${target}`, { token: t1 })).body.data;
    expect(card.isFollowed).toBe(true);
    const fans = await call(api, 'GET', `/admin/member/fans/${target}`, { query: { current: 1, size: 100 }, token: t1 });
    expect(memberListPageSchema.parse(fans.body.data).records.some((r) => r.memberId === id1)).toBe(true);
    const u = await call(api, 'POST', `/admin/member/unfollow/${target}`, { token: t1 });
    expect(u.body.data).toMatchObject({ isFollowed: false, followerCount: f.body.data.followerCount - 1 });

    expect((await call(api, 'POST', `/admin/member/follow/${id1}`, { token: t1 })).body.code).toBe(1);
    expect((await call(api, 'POST', `/admin/member/unfollow/${ADMIN_MEMBER_ID}`, { token: t1 })).body.code).toBe(1);
    expect((await call(api, 'POST', `/admin/member/follow/99999999`, { token: t1 })).body.code).toBe(404);
    expect((await call(api, 'POST', `/admin/member/follow/${target}`)).status).toBe(401);
  });

  it('pages follow lists', async () => {
    const page = await call(api, 'GET', `/admin/member/follow/${id1}`, { query: { current: 1, size: 5 } });
    const parsed = memberListPageSchema.parse(page.body.data);
    expect(parsed.records.length).toBeLessThanOrEqual(5);
    expect(parsed.size).toBe(5);
    expect(parsed.total).toBeGreaterThan(5);
    const second = memberListPageSchema.parse((await call(api, 'GET', `/admin/member/follow/${id1}`, { query: { current: 2, size: 5 } })).body.data);
    expect(second.records[0]?.memberId).not.toBe(parsed.records[0]?.memberId);
    expect((await call(api, 'GET', '/admin/member/fans/abc')).body.code).toBe(1);
  });
});

describe('member lists and filters (I01–I10, I17, I35)', () => {
  it('lists popular, latest and interested members with relations for a member', async () => {
    const hot = memberListPageSchema.parse((await call(api, 'GET', '/admin/follow/hot-follow', { query: { current: 1, size: 10 } })).body.data);
    expect(hot.records).toHaveLength(10);
    expect(hot.records.every((r) => !r.isFollowed)).toBe(true);
    const latest = memberListPageSchema.parse((await call(api, 'GET', '/admin/follow/join-latest', { query: { size: 5 } })).body.data);
    expect(latest.records).toHaveLength(5);
    expect(latest.records.some((r) => r.memberId === ADMIN_MEMBER_ID)).toBe(false);
    const interested = memberListPageSchema.parse((await call(api, 'GET', '/admin/follow/v2/interested', { query: { size: 3 }, token: t1 })).body.data);
    expect(interested.records).toHaveLength(3);
    expect(interested.records.every((r) => !r.isFollowed && r.memberId !== id1)).toBe(true);
  });

  it('filters the member page by company, location, tag and last active', async () => {
    const companies = (await call(api, 'GET', '/admin/member-filter/company')).body.data as { id: number }[];
    expect(companies.length).toBeGreaterThan(0);
    const first = companies[0]!;
    const byCompany = memberListPageSchema.parse((await call(api, 'GET', '/admin/follow/member/page', { query: { companyId: first.id, size: 50 } })).body.data);
    expect(byCompany.total).toBeGreaterThan(0);
    const d = db();
    const ids = new Set((await d.prepare('SELECT id FROM members WHERE company_id = ?').all(first.id) as { id: number }[]).map((r) => r.id));
    d.close();
    expect(byCompany.records.every((r) => ids.has(r.memberId))).toBe(true);

    const locations = (await call(api, 'GET', '/admin/member-filter/location')).body.data as { id: number }[];
    expect(locations.length).toBeGreaterThan(0);
    const byLocation = (await call(api, 'GET', '/admin/follow/member/page', { query: { locationId: locations[0]!.id } })).body.data;
    expect(byLocation.total).toBeGreaterThan(0);

    expect((await call(api, 'GET', '/admin/member-filter/company-category')).body.code).toBe(0);
    // V05: companies, categories and places carry their English names for the en interface (issue 18 item 4)
    for (const kind of ['company', 'company-category', 'location']) {
      const options = memberFilterListSchema.parse((await call(api, 'GET', `/admin/member-filter/${kind}`)).body.data);
      expect(options.filter((o) => !o.enName).map((o) => o.name)).toEqual([]);
    }
    const lastActive = (await call(api, 'GET', '/admin/member-filter/last-active')).body.data as { id: string }[];
    expect(lastActive.map((o) => o.id)).toEqual(['day', 'week', 'month', 'halfYear', 'year', 'overYear']);
    const all = (await call(api, 'GET', '/admin/follow/member/page')).body.data.total;
    const year = (await call(api, 'GET', '/admin/follow/member/page', { query: { lastActive: 'year' } })).body.data.total;
    const over = (await call(api, 'GET', '/admin/follow/member/page', { query: { lastActive: 'overYear' } })).body.data.total;
    expect(year + over).toBe(all);
    expect((await call(api, 'GET', '/admin/follow/member/page', { query: { lastActive: 'decade' } })).body.code).toBe(1);
  });

  it('records a visit that shows in who-viewed-me; never for oneself', async () => {
    const r = await call(api, 'POST', '/admin/view/record', { token: t2, json: { memberId: id1 } });
    expect(r.body).toMatchObject({ code: 0, data: true });
    expect((await call(api, 'POST', '/admin/view/record', { token: t1, json: { memberId: id1 } })).body.data).toBe(false);
    const viewed = (await call(api, 'GET', '/admin/follow/viewd', { token: t1, query: { size: 5 } })).body.data;
    expect(viewed.records[0].memberId).toBe(id2);
    expect((await call(api, 'GET', '/admin/follow/viewd')).status).toBe(401);
  });
});

describe('friend requests (I22–I32, K10–K16, S12–S17)', () => {
  it('submits, refuses the cooldown, oneself, friends, blacklist, grey words', async () => {
    const target = await stranger(id1);
    const ok = await call(api, 'POST', '/admin/member-friend/request/submit', { token: t1, json: { memberId: target, message: '你好，我是华鼎食品的采购总监张明远' } });
    expect(ok.body.code).toBe(0);
    expect((await call(api, 'GET', `/admin/member/basic/${target}`, { token: t1 })).body.data.hasPendingFriendRequest).toBe(true);
    expect((await call(api, 'POST', '/admin/member-friend/request/submit', { token: t1, json: { memberId: target, message: '再次申请' } })).body.code).toBe(20014);
    expect((await call(api, 'POST', '/admin/member-friend/request/submit', { token: t1, json: { memberId: id1 } })).body.code).toBe(20016);
    expect((await call(api, 'POST', '/admin/member-friend/request/submit', { token: t1, json: { memberId: id2 } })).body.code).toBe(20015);
    expect((await call(api, 'POST', '/admin/member-friend/request/submit', { token: t1, json: { memberId: ADMIN_MEMBER_ID } })).body.code).toBe(1);
    expect((await call(api, 'POST', '/admin/member-friend/request/submit', { token: t1, json: { memberId: target, message: 'x'.repeat(141) } })).body.code).toBe(1);

    const blocker = await stranger(id1, [target]);
    const d = db();
    await d.prepare('INSERT INTO member_blacklist (member_id, blocked_member_id, created_at) VALUES (?, ?, ?)').run(blocker, id1, '2026-11-01 10:00:00');
    const word = (await d.prepare('SELECT word FROM grey_words LIMIT 1').get() as { word: string }).word;
    d.close();
    expect((await call(api, 'POST', '/admin/member-friend/request/submit', { token: t1, json: { memberId: blocker } })).body.code).toBe(20023);
    const other = await stranger(id1, [target, blocker]);
    const grey = await call(api, 'POST', '/admin/member-friend/request/submit', { token: t1, json: { memberId: other, message: `可以帮忙${word}吗` } });
    expect(grey.body.code).toBe(20019);
  });

  it(`I26 caps requests at ${FRIEND_DAILY_CAP} a day (S15)`, async () => {
    expect(FRIEND_DAILY_CAP).toBe(20);
    const d = db();
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const sentToday = (await d.prepare('SELECT COUNT(*) AS n FROM friend_requests WHERE request_member_id = ? AND created_at >= ?').get(id2, `${today} 00:00:00`) as { n: number }).n;
    const pool = await d
      .prepare(
        `SELECT id FROM members WHERE id > 1003 AND nickname IS NOT NULL AND id NOT IN (SELECT friend_id FROM friendships WHERE member_id = ?)
         AND id NOT IN (SELECT member_id FROM friend_requests WHERE request_member_id = ?) AND id NOT IN (SELECT member_id FROM member_blacklist) ORDER BY id LIMIT ?`,
      )
      .all(id2, id2, FRIEND_DAILY_CAP + 1) as { id: number }[];
    d.close();
    const codes: number[] = [];
    for (const p of pool.slice(0, FRIEND_DAILY_CAP - sentToday + 1)) {
      codes.push((await call(api, 'POST', '/admin/member-friend/request/submit', { token: t2, json: { memberId: p.id, message: '你好' } })).body.code);
    }
    expect(codes.slice(0, -1).every((c) => c === 0)).toBe(true);
    expect(codes.at(-1)).toBe(20017);
  });

  it('I27/I28 lists requests, approves (PENDING → APPROVED) and ignores (PENDING → IGNORED) with 20012 / 20013, pending count, message, friend page, delete', async () => {
    const list = friendApplicationPageSchema.parse((await call(api, 'GET', '/admin/member-friend/requests', { token: t2, query: { current: 1, size: 20, searchCount: 0 } })).body.data);
    expect(new Set(list.records.map((r) => r.status))).toEqual(new Set(['PENDING', 'APPROVED', 'IGNORED', 'EXPIRED']));
    const pending = list.records.filter((r) => r.status === 'PENDING');
    expect(pending.length).toBeGreaterThanOrEqual(2);
    const count = (await call(api, 'GET', '/admin/member-friend/request/pending-count', { token: t2 })).body.data;
    expect(count).toBe(pending.length);

    const [a, b] = pending;
    // J16: by the other member's id; null between members who never asked
    const msg = await call(api, 'GET', `/admin/member-friend/request/${a!.requestMemberId}/message`, { token: t2 });
    expect(msg.body.data).toMatchObject({ requestMemberId: a!.requestMemberId, memberId: id2 });
    expect((await call(api, 'GET', `/admin/member-friend/request/${id2}/message`, { token: t2 })).body).toMatchObject({ code: 0, data: null });
    expect((await call(api, 'POST', `/admin/member-friend/request/${a!.id}/approve`, { token: t1 })).body.code).toBe(20013);
    expect((await call(api, 'POST', `/admin/member-friend/request/${a!.id}/approve`, { token: t2 })).body).toMatchObject({ code: 0, data: 'APPROVED' });
    const again = await call(api, 'POST', `/admin/member-friend/request/${a!.id}/ignore`, { token: t2 });
    expect(again.body.code).toBe(20012);
    expect(again.body.msg).toBeTruthy();
    expect((await call(api, 'POST', `/admin/member-friend/request/${b!.id}/ignore`, { token: t2 })).body.data).toBe('IGNORED');
    expect((await call(api, 'GET', '/admin/member-friend/request/pending-count', { token: t2 })).body.data).toBe(count - 2);

    const friends = memberListPageSchema.parse((await call(api, 'GET', '/admin/member-friend/page', { token: t2, query: { size: 100 } })).body.data);
    expect(friends.records.some((r) => r.memberId === a!.requestMemberId && r.isFriend)).toBe(true);
    expect((await call(api, 'DELETE', `/admin/member-friend/${a!.requestMemberId}/delete`, { token: t2 })).body.code).toBe(0);
    expect((await call(api, 'GET', `/admin/member/basic/${a!.requestMemberId}`, { token: t2 })).body.data.isFriend).toBe(false);
    expect((await call(api, 'DELETE', `/admin/member-friend/${a!.requestMemberId}/delete`, { token: t2 })).body.code).toBe(1);

    // the requester was notified of the approval (K31)
    const requesterLogin = db();
    const notice = await requesterLogin.prepare("SELECT content FROM notices WHERE member_id = ? AND notice_type = 6 ORDER BY id DESC LIMIT 1").get(a!.requestMemberId) as { content: string };
    requesterLogin.close();
    expect(JSON.parse(notice.content)).toMatchObject({ msgType: 'friend_request_approved', requesterId: id2 });
  });

  it('I25 a request to the same member is refused for 60 days after the previous one (20014), whatever became of it; after 60 days it may be sent again', async () => {
    const d = db();
    const blockers = (await d.prepare('SELECT member_id FROM member_blacklist WHERE blocked_member_id = ?').all(id1) as { member_id: number }[]).map((r) => r.member_id);
    const recent = await stranger(id1, blockers);
    const old = await stranger(id1, [...blockers, recent]);
    const daysAgo = (n: number) => {
      const t = new Date(Date.now() + 8 * 3600_000 - n * 86_400_000);
      return t.toISOString().slice(0, 19).replace('T', ' ');
    };
    // answered (ignored) 59 days ago: still inside the cooldown
    await d.prepare("INSERT INTO friend_requests (request_member_id, member_id, message, status, created_at) VALUES (?, ?, '你好', 'IGNORED', ?)").run(id1, recent, daysAgo(59));
    // 61 days ago: the cooldown is over
    await d.prepare("INSERT INTO friend_requests (request_member_id, member_id, message, status, created_at) VALUES (?, ?, '你好', 'IGNORED', ?)").run(id1, old, daysAgo(61));
    d.close();
    const refused = await call(api, 'POST', '/admin/member-friend/request/submit', { token: t1, json: { memberId: recent, message: '再联系一下' } });
    expect(refused.body).toMatchObject({ code: 20014, msg: '发送失败，60天内不能重复发送好友申请' });
    const again = await call(api, 'POST', '/admin/member-friend/request/submit', { token: t1, json: { memberId: old, message: '再联系一下' } });
    expect(again.body.code).toBe(0);
  });

  it('expires a pending request older than 60 days (I29)', async () => {
    const target = await stranger(id1);
    const d = db();
    await d.prepare("INSERT INTO friend_requests (request_member_id, member_id, message, status, created_at) VALUES (?, ?, '你好', 'PENDING', '2026-01-01 10:00:00')").run(target, id1);
    d.close();
    const list = friendApplicationPageSchema.parse((await call(api, 'GET', '/admin/member-friend/requests', { token: t1, query: { size: 100 } })).body.data);
    expect(list.records.find((r) => r.requestMemberId === target)?.status).toBe('EXPIRED');
  });
});

describe('notices (K05–K10, K17, K18)', () => {
  it('counts unread, pages a tab and marks it read', async () => {
    const count = noticeCountSchema.parse((await call(api, 'GET', '/msg/notice/count', { token: t1 })).body.data);
    expect(count.commentUnreadMessageCount).toBeGreaterThan(0);
    expect(count.noticeUnreadMessageCount).toBeGreaterThan(0);
    expect(count.circleRequestUnreadMessageCount).toBeGreaterThan(0);
    expect(count.friendApplicationsPendingCount).toBeGreaterThan(0);

    const comments = noticePageSchema.parse((await call(api, 'GET', '/msg/notice/page', { token: t1, query: { current: 1, size: 5, searchCount: 0, noticeType: 1 } })).body.data);
    expect(comments.records.length).toBeGreaterThan(0);
    expect(comments.records.every((n) => n.noticeType === 1)).toBe(true);
    const read = await call(api, 'GET', '/msg/notice/read', { token: t1, query: { noticeType: 1 } });
    expect(read.body.data).toBe(count.commentUnreadMessageCount);
    const after = noticeCountSchema.parse((await call(api, 'GET', '/msg/notice/count', { token: t1 })).body.data);
    expect(after.commentUnreadMessageCount).toBe(0);
    expect(after.noticeUnreadMessageCount).toBe(count.noticeUnreadMessageCount);

    const notices = noticePageSchema.parse((await call(api, 'GET', '/msg/notice/page', { token: t1, query: { size: 50, noticeType: 0 } })).body.data);
    const msgTypes = new Set(notices.records.map((n) => n.noticeContent.msgType));
    for (const m of ['post_up', 'post_expired', 'comment_removed', 'news_removed', 'friend_request_approved']) expect(msgTypes.has(m)).toBe(true);
    await call(api, 'GET', '/msg/notice/read', { token: t1, query: { noticeType: 0, entityTypeList: '2,5' } });
    const cleared = noticeCountSchema.parse((await call(api, 'GET', '/msg/notice/count', { token: t1 })).body.data);
    expect(cleared.noticeUnreadMessageCount).toBe(0);
    expect(cleared.circleRequestUnreadMessageCount).toBe(0);

    expect((await call(api, 'GET', '/msg/notice/count')).status).toBe(401);
    expect((await call(api, 'GET', '/msg/notice/page', { token: t1, query: { noticeType: 'x' } })).body.code).toBe(1);
  });

  it('lists circle join requests with their live operationResult', async () => {
    const page = noticePageSchema.parse((await call(api, 'GET', '/msg/notice/page', { token: t1, query: { size: 10, noticeType: 5 } })).body.data);
    expect(new Set(page.records.map((n) => n.operationResult))).toEqual(new Set([0, 1, 2]));
    const pending = page.records.find((n) => n.operationResult === 0)!;
    expect(pending.noticeContent).toMatchObject({ circleName: expect.any(String), requesterName: expect.any(String) });
    const approve = await call(api, 'PUT', `/post/circles/0/requests/approve/${pending.entityId}`, { token: t1 });
    expect(approve.body.code).toBe(0);
    const again = noticePageSchema.parse((await call(api, 'GET', '/msg/notice/page', { token: t1, query: { size: 10, noticeType: 5 } })).body.data);
    expect(again.records.find((n) => n.id === pending.id)?.operationResult).toBe(1);
  });
});
