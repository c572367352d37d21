/**
 * Roles against the bundled API (S1§6): a registered member's actions each succeed (U07); circle join requests
 * are decided by the circle's owner and admins only (U12); membership types and their benefit list (U34).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITY_TYPE, ERR_NO_PERMISSION, MEMBER_KIND, SITE_TAG, THEME_TAG } from '../../lib/constants';
import { memberBasicInfoSchema, membershipBenefitListSchema } from '../../lib/contract/member';
import { call, createTestApi, DEMO, loginDemo, withDb, type TestApi } from './helpers';

let api: TestApi;
let member: string;
let memberId: number;

beforeAll(async () => {
  api = await createTestApi();
  const login = await loginDemo(api, DEMO.first);
  member = login.access_token;
  memberId = Number(login.memberId);
});
afterAll(async () => {
  await api.close();
});

const one = async <T>(sql: string, ...args: unknown[]) => await withDb(api, async (db) => await db.prepare(sql).get(...args) as T);

describe('U07 a registered member', () => {
  it('U07 joins a circle, follows, sends a friend request, posts, messages a friend, likes, comments and favourites', async () => {
    expect(await one<{ is_register: number; is_banned: number }>('SELECT is_register, is_banned FROM members WHERE id = ?', memberId)).toEqual({ is_register: 1, is_banned: 0 });
    const publicCircle = (await one<{ id: number }>("SELECT id FROM circles WHERE name = '无菌灌装技术交流'")).id;
    const stranger = (await one<{ id: number }>(
      `SELECT id FROM members WHERE id > 1003 AND id != ?
         AND id NOT IN (SELECT friend_id FROM friendships WHERE member_id = ?)
         AND id NOT IN (SELECT member_id FROM friend_requests WHERE request_member_id = ?)
         AND id NOT IN (SELECT member_id FROM member_blacklist WHERE blocked_member_id = ?)
         AND id NOT IN (SELECT followee_id FROM follows WHERE follower_id = ?)
       ORDER BY id LIMIT 1`,
      memberId,
      memberId,
      memberId,
      memberId,
      memberId,
    )).id;
    const friend = (await one<{ id: number }>('SELECT friend_id AS id FROM friendships WHERE member_id = ? ORDER BY friend_id LIMIT 1', memberId)).id;
    const newsId = (await one<{ id: number }>("SELECT id FROM news WHERE publish_status = 'PUBLISHED' AND is_banned = 0 ORDER BY id DESC LIMIT 1")).id;

    const joined = await call(api, 'POST', `/post/circles/${publicCircle}/join`, { token: member });
    expect(joined.body).toMatchObject({ code: 0, data: { circleMemberType: 'JOINED' } });

    const followed = await call(api, 'POST', `/admin/member/follow/${stranger}`, { token: member });
    expect(followed.body).toMatchObject({ code: 0, data: { isFollowed: true } });

    const requested = await call(api, 'POST', '/admin/member-friend/request/submit', { token: member, json: { memberId: stranger, message: '你好，想和您交流包装选型' } });
    expect(requested.body.code).toBe(0);

    const post = { title: '求购食品级 PE 复合膜', content: '年用量约 20 吨，要求提供检测报告，华东地区送货。', tagId: SITE_TAG.demand, themeTagId: THEME_TAG.packaging, images: [], circleId: publicCircle };
    const posted = await call(api, 'POST', '/post/posts', { token: member, json: post });
    expect(posted.body.code).toBe(0);
    expect((await call(api, 'GET', `/post/posts/${posted.body.data.id}`)).body.data).toMatchObject({ memberId, circleId: publicCircle });

    const conversation = await call(api, 'POST', '/msg/conversation', { token: member, json: { members: [friend] } });
    expect(conversation.body.code).toBe(0);
    const sent = await call(api, 'POST', '/msg/messages', { token: member, json: { convId: conversation.body.data.id, msgTo: friend, msgType: 0, msgContent: '明天下午方便看样吗？' } });
    expect(sent.body).toMatchObject({ code: 0, data: { msgFrom: memberId, msgTo: friend } });

    const liked = await call(api, 'POST', `/news/news/like/${newsId}`, { token: member });
    expect(liked.body).toMatchObject({ code: 0, data: { isLiked: true } });

    const commented = await call(api, 'POST', '/news/news/comment', { token: member, json: { newsId, content: '数据很扎实，期待后续报道。' } });
    expect(commented.body).toMatchObject({ code: 0, data: { isMine: true } });

    const favourite = await call(api, 'POST', '/admin/member-favorite', { token: member, json: { entityType: ENTITY_TYPE.news, entityId: newsId } });
    expect(favourite.body).toMatchObject({ code: 0, data: { isFavorite: true } });
  });
});

describe('U12 circle join requests', () => {
  it('U12 the owner approves, an admin rejects, and a member who is not its admin is refused (10403)', async () => {
    const circle = await one<{ id: number; owner: number }>(
      `SELECT c.id, m.member_id AS owner FROM circles c JOIN circle_members m ON m.circle_id = c.id AND m.member_type = 'OWNER'
        WHERE c.name = '饮料包材联采群'`,
    );
    const admin = await one<{ member_id: number } | undefined>("SELECT member_id FROM circle_members WHERE circle_id = ? AND member_type = 'ADMIN' LIMIT 1", circle.id);
    expect(admin).toBeDefined();
    const tokenOf = async (id: number) => {
      const mobile = await withDb(api, async (db) => {
        await db.prepare('UPDATE members SET password_hash = (SELECT password_hash FROM members WHERE id = ?) WHERE id = ?').run(memberId, id);
        return (await db.prepare('SELECT mobile FROM members WHERE id = ?').get(id) as { mobile: string }).mobile;
      });
      return (await loginDemo(api, mobile)).access_token;
    };
    const owner = await tokenOf(circle.owner);
    const circleAdmin = await tokenOf(admin!.member_id);
    const applicants = await withDb(api, async (db) =>
      (
        await db
          .prepare(
            `SELECT id FROM members WHERE id > 1003 AND id NOT IN (SELECT member_id FROM circle_members WHERE circle_id = ?)
               AND id NOT IN (SELECT member_id FROM circle_requests WHERE circle_id = ?) ORDER BY id LIMIT 2`,
          )
          .all(circle.id, circle.id) as { id: number }[]
      ).map((r) => r.id),
    );
    const requests: number[] = [];
    for (const id of applicants) {
      const token = await tokenOf(id);
      const asked = await call(api, 'POST', `/post/circles/${circle.id}/requests`, { token, json: { requestType: 1, message: '饮料企业采购，申请加入' } });
      expect(asked.body).toMatchObject({ code: 0, data: { circleMemberType: 'PENDING' } });
      const listed = await call(api, 'GET', `/post/circles/${circle.id}/requests`, { token: owner, query: { size: 50 } });
      requests.push((listed.body.data.records as { id: number; memberId: number; operationResult: number }[]).find((r) => r.memberId === id && r.operationResult === 0)!.id);
    }
    const [first, second] = requests as [number, number];

    // not an admin of this circle: refused, and the request stays undecided
    const refused = await call(api, 'PUT', `/post/circles/0/requests/approve/${first}`, { token: member });
    expect(refused.body.code).toBe(ERR_NO_PERMISSION);
    expect((await one<{ operation_result: number }>('SELECT operation_result FROM circle_requests WHERE id = ?', first)).operation_result).toBe(0);

    expect((await call(api, 'PUT', `/post/circles/0/requests/approve/${first}`, { token: owner })).body).toMatchObject({ code: 0, data: { operationResult: 1 } });
    expect((await call(api, 'PUT', `/post/circles/0/requests/reject/${second}`, { token: circleAdmin })).body).toMatchObject({ code: 0, data: { operationResult: 2 } });
    expect((await one<{ type: string }>('SELECT member_type AS type FROM circle_members WHERE circle_id = ? AND member_id = ?', circle.id, applicants[0])).type).toBe('JOINED');
    expect(await one<{ type: string } | undefined>('SELECT member_type AS type FROM circle_members WHERE circle_id = ? AND member_id = ?', circle.id, applicants[1])).toBeUndefined();
  });
});

describe('U34 membership', () => {
  it('U34 the membership types are ORDINARY and COLLEGE; each member reads its type and the benefit list of it', async () => {
    expect(MEMBER_KIND).toEqual(['ORDINARY', 'COLLEGE']);
    const ids = await withDb(api, async (db) => (await db.prepare("SELECT id FROM members WHERE id > 1003 AND is_register = 1 AND mobile IS NOT NULL ORDER BY id LIMIT 2").all() as { id: number }[]).map((r) => r.id));
    for (const [i, kind] of MEMBER_KIND.entries()) {
      const id = ids[i]!;
      const mobile = await withDb(api, async (db) => {
        // the seed has ordinary members only: the second one is made a college member here
        await db.prepare('UPDATE members SET member_kind = ? WHERE id = ?').run(kind, id);
        await db.prepare('UPDATE members SET password_hash = (SELECT password_hash FROM members WHERE id = ?) WHERE id = ?').run(memberId, id);
        return (await db.prepare('SELECT mobile FROM members WHERE id = ?').get(id) as { mobile: string }).mobile;
      });
      const token = (await loginDemo(api, mobile)).access_token;
      expect(memberBasicInfoSchema.parse((await call(api, 'GET', '/admin/member/basic-info', { token })).body.data).memberKind).toBe(kind);
      const benefits = membershipBenefitListSchema.parse((await call(api, 'GET', '/admin/membership/benefit', { token })).body.data);
      expect(benefits.length, kind).toBeGreaterThan(0);
      for (const b of benefits) expect(b.name.trim()).not.toBe('');
    }
    expect((await call(api, 'GET', '/admin/membership/benefit')).status).toBe(401);
  });
});
