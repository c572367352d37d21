import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTICE_TYPE } from '../../lib/constants';
import { call, createTestApi, DEMO, loginDemo, withDb, type TestApi } from './helpers';

/** Issue 6 §6: notices raised by the events that cause them, read back through GET /msg/notice/page. */
let api: TestApi;
let first: { token: string; id: number };
let second: { token: string; id: number };

async function login(mobile: string) {
  const t = await loginDemo(api, mobile);
  return { token: t.access_token, id: t.memberId };
}

async function notices(token: string, noticeType: number) {
  const res = await call(api, 'GET', '/msg/notice/page', { token, query: { noticeType, current: 1, size: 20 } });
  expect(res.body.code).toBe(0);
  return res.body.data.records as { noticeType: number; entityId: number | null; operationResult: number | null; noticeContent: Record<string, unknown> }[];
}

beforeAll(async () => {
  api = await createTestApi();
  first = await login(DEMO.first);
  second = await login(DEMO.second);
});
afterAll(async () => {
  await api.close();
});

describe('K comment notices', () => {
  it('a comment on a post notifies its author in the comment tab, with the excerpt and a link target', async () => {
    const postId = await withDb(api, async (db) => (await db.prepare("SELECT id FROM posts WHERE member_id = ? AND status = 'PUBLISHED' LIMIT 1").get(second.id) as { id: number }).id);
    const before = (await call(api, 'GET', '/msg/notice/count', { token: second.token })).body.data.commentUnreadMessageCount as number;
    const res = await call(api, 'POST', '/post/comments/', { token: first.token, json: { postId, content: '请问这批覆膜纸的克重和交期？' } });
    expect(res.body.code).toBe(0);
    const list = await notices(second.token, NOTICE_TYPE.comment);
    const mine = list.find((n) => n.noticeContent.postId === postId && String(n.noticeContent.template).includes('覆膜纸的克重'));
    expect(mine?.noticeContent).toMatchObject({ commentType: 'post_comment', memberId: first.id });
    const after = (await call(api, 'GET', '/msg/notice/count', { token: second.token })).body.data.commentUnreadMessageCount as number;
    expect(after).toBe(before + 1);
  });

  it('a reply notifies the author of the comment answered; commenting on one’s own post notifies nobody', async () => {
    const postId = await withDb(api, async (db) => (await db.prepare("SELECT id FROM posts WHERE member_id = ? AND status = 'PUBLISHED' LIMIT 1").get(second.id) as { id: number }).id);
    const own = await call(api, 'POST', '/post/comments/', { token: second.token, json: { postId, content: '感谢关注，样品可以免费寄送。' } });
    expect(own.body.code).toBe(0);
    expect((await notices(second.token, NOTICE_TYPE.comment)).some((n) => String(n.noticeContent.template).includes('样品可以免费寄送'))).toBe(false);

    const reply = await call(api, 'POST', '/post/comments/', { token: first.token, json: { postId, parentId: own.body.data.id, content: '好的，地址私信发您。' } });
    expect(reply.body.code).toBe(0);
    const list = await notices(second.token, NOTICE_TYPE.comment);
    expect(list.some((n) => String(n.noticeContent.template).startsWith('{requesterName}回复了你的评论：好的，地址私信发您。'))).toBe(true);
  });
});

describe('K17 circle join request notices', () => {
  it('a join request for a private circle reaches its owner in the new-member tab as a pending request', async () => {
    const circle = await withDb(api, async (db) =>
      await db
        .prepare(
          "SELECT c.id, c.name FROM circles c JOIN circle_members o ON o.circle_id = c.id AND o.member_type = 'OWNER' AND o.member_id = ? WHERE c.is_public = 0 AND NOT EXISTS (SELECT 1 FROM circle_members x WHERE x.circle_id = c.id AND x.member_id = ?) LIMIT 1",
        )
        .get(second.id, first.id) as { id: number; name: string } | undefined,
    );
    expect(circle).toBeDefined();
    const res = await call(api, 'POST', `/post/circles/${circle!.id}/requests`, { token: first.token, json: { requestType: 1, message: '希望加入交流' } });
    expect(res.body.code).toBe(0);
    const requestId = await withDb(api, async (db) => (await db.prepare('SELECT id FROM circle_requests WHERE circle_id = ? AND member_id = ? ORDER BY id DESC').get(circle!.id, first.id) as { id: number }).id);
    const list = await notices(second.token, NOTICE_TYPE.member);
    const notice = list.find((n) => n.entityId === requestId);
    expect(notice?.operationResult).toBe(0);
    expect(notice?.noticeContent).toMatchObject({ requesterId: first.id, circleId: circle!.id, circleName: circle!.name });
  });
});
