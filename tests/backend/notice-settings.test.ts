/**
 * B50 (issue 19 item 7): the notice switches of the account settings are honoured when the API creates notices.
 */
import { nowText } from '../../backend/src/db/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTICE_TYPE } from '../../lib/constants';
import { call, createTestApi, DEMO, loginDemo, withDb, type TestApi } from './helpers';

let api: TestApi;
let first: { token: string; id: number };
let second: { token: string; id: number };

beforeAll(async () => {
  api = await createTestApi();
  const a = await loginDemo(api, DEMO.first);
  const b = await loginDemo(api, DEMO.second);
  first = { token: a.access_token, id: a.memberId };
  second = { token: b.access_token, id: b.memberId };
});
afterAll(async () => api.close());

const commentNotices = async (memberId: number) =>
  await withDb(api, async (db) => (await db.prepare('SELECT COUNT(*) AS n FROM notices WHERE member_id = ? AND notice_type = ?').get(memberId, NOTICE_TYPE.comment) as { n: number }).n);

async function setSwitch(token: string, noticeType: number, enabled: boolean) {
  const res = await call(api, 'POST', '/admin/member-notice/settings', { token, json: [{ noticeType, enabled }] });
  expect(res.body.code).toBe(0);
  return res.body.data as { noticeType: number; enabled: boolean }[];
}

describe('B50 notice settings honoured', () => {
  it('a member who turns comment notices off gets none for a comment on their post; turning them on again brings them back', async () => {
    const postId = await withDb(api, async (db) => (await db.prepare("SELECT id FROM posts WHERE member_id = ? AND status = 'PUBLISHED' LIMIT 1").get(second.id) as { id: number }).id);
    const settings = await setSwitch(second.token, NOTICE_TYPE.comment, false);
    expect(settings.find((s) => s.noticeType === NOTICE_TYPE.comment)?.enabled).toBe(false);
    const before = await commentNotices(second.id);
    const off = await call(api, 'POST', '/post/comments/', { token: first.token, json: { postId, content: '这款包装膜的阻隔性能如何？' } });
    expect(off.body.code).toBe(0);
    // the comment itself is stored; only the notice is not
    expect(await commentNotices(second.id)).toBe(before);

    await setSwitch(second.token, NOTICE_TYPE.comment, true);
    const on = await call(api, 'POST', '/post/comments/', { token: first.token, json: { postId, content: '样品能否寄一份到上海？' } });
    expect(on.body.code).toBe(0);
    expect(await commentNotices(second.id)).toBe(before + 1);
  });

  it('a requester who turned friend-request notices off hears nothing when the request is approved; one with the switch on does', async () => {
    const strangers = (await withDb(
      api,
      async (db) =>
        await db
          .prepare(
            `SELECT id FROM members WHERE id > 1003 AND is_register = 1 AND is_banned = 0 AND nickname IS NOT NULL
             AND id NOT IN (SELECT friend_id FROM friendships WHERE member_id = ?)
             AND id NOT IN (SELECT member_id FROM friend_requests WHERE request_member_id = ?)
             AND id NOT IN (SELECT request_member_id FROM friend_requests WHERE member_id = ?) ORDER BY id LIMIT 2`,
          )
          .all(first.id, first.id, first.id) as { id: number }[],
    )).map((r) => r.id);
    expect(strangers).toHaveLength(2);
    const [quiet, told] = strangers as [number, number];
    // the two strangers asked the demo member; `quiet` switched friend-request notices off in their settings
    const requestIds = await withDb(api, async (db) => {
      await db.prepare('INSERT INTO member_notice_settings (member_id, notice_type, enabled) VALUES (?, ?, 0)').run(quiet, NOTICE_TYPE.friendRequest);
      const insert = db.prepare("INSERT INTO friend_requests (request_member_id, member_id, message, status, created_at) VALUES (?, ?, '你好', 'PENDING', ?) RETURNING id");
      const ids: number[] = [];
      for (const id of [quiet, told]) ids.push(Number((await insert.get(id, first.id, nowText())).id));
      return ids;
    });
    const notices = async (memberId: number) =>
      await withDb(api, async (db) => (await db.prepare('SELECT COUNT(*) AS n FROM notices WHERE member_id = ? AND notice_type = ?').get(memberId, NOTICE_TYPE.friendRequest) as { n: number }).n);
    const before = { quiet: await notices(quiet), told: await notices(told) };
    for (const id of requestIds) expect((await call(api, 'POST', `/admin/member-friend/request/${id}/approve`, { token: first.token })).body.code).toBe(0);
    expect(await notices(quiet)).toBe(before.quiet);
    expect(await notices(told)).toBe(before.told + 1);
    // the approval itself happened for both
    const friends = (await withDb(api, async (db) => await db.prepare('SELECT friend_id FROM friendships WHERE member_id = ?').all(first.id) as { friend_id: number }[])).map((r) => r.friend_id);
    expect(friends).toEqual(expect.arrayContaining([quiet, told]));
  });
});
