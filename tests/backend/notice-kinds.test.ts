/**
 * System notices by kind (K29, K34): the notice tab gathers the reward, withdrawal and subscription notices, and a
 * member whose account_banned notice arrived reads as banned on the next member-info load.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTICE_TYPE } from '@/lib/constants';
import { memberBasicInfoSchema } from '@/lib/contract/member';
import { noticePageSchema } from '@/lib/contract/msg';
import { hashPasswordSync } from '../../backend/src/auth/password';
import { call, createTestApi, DEMO, loginDemo, passwordLogin, withDb, type TestApi } from './helpers';

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

const tab = async (noticeType: number, as = token) =>
  noticePageSchema.parse((await call(api, 'GET', '/msg/notice/page', { token: as, query: { current: 1, size: 100, noticeType } })).body.data);

describe('K34 notice types in the tabs', () => {
  it('K34 reward (2), withdrawal (3) and subscription (4) notices appear in the notice tab (0), not in the comment tab', async () => {
    await withDb(api, async (db) =>
      await db
        .prepare("INSERT INTO notices (member_id, notice_type, content, is_read, sent_time) VALUES (?, ?, ?, 0, '2026-11-20 10:00:00')")
        .run(memberId, NOTICE_TYPE.withdrew, JSON.stringify({ template: '你的提现申请已处理' })),
    );
    const notices = await tab(NOTICE_TYPE.notice);
    const types = new Set(notices.records.map((n) => n.noticeType));
    for (const type of [NOTICE_TYPE.notice, NOTICE_TYPE.reward, NOTICE_TYPE.withdrew, NOTICE_TYPE.subscribe]) expect(types.has(type), `type ${type}`).toBe(true);
    expect(notices.records.find((n) => n.noticeType === NOTICE_TYPE.withdrew)?.noticeContent.template).toBe('你的提现申请已处理');
    expect(types.has(NOTICE_TYPE.comment)).toBe(false);
    expect(types.has(NOTICE_TYPE.member)).toBe(false);
    const comments = await tab(NOTICE_TYPE.comment);
    expect(comments.records.length).toBeGreaterThan(0);
    expect(comments.records.every((n) => n.noticeType === NOTICE_TYPE.comment)).toBe(true);
  });
});

describe('K29 account_banned', () => {
  it('K29 the member who received account_banned reads isBanned true on the next member-info load; a member without it false', async () => {
    const banned = await withDb(api, async (db) => {
      const row = await db
        .prepare(`SELECT m.id, m.mobile FROM notices n JOIN members m ON m.id = n.member_id WHERE n.content LIKE '%"msgType":"account_banned"%' AND m.mobile IS NOT NULL LIMIT 1`)
        .get() as { id: number; mobile: string } | undefined;
      if (!row) throw new Error('the seed has no account_banned notice');
      await db.prepare('UPDATE members SET password_hash = ? WHERE id = ?').run(hashPasswordSync(DEMO.password), row.id);
      return row;
    });
    const login = await passwordLogin(api, banned.mobile);
    expect(login.body.code).toBe(0);
    const own = login.body.data.access_token;
    const notice = (await tab(NOTICE_TYPE.notice, own)).records.find((n) => n.noticeContent.msgType === 'account_banned');
    expect(notice).toBeDefined();
    const info = memberBasicInfoSchema.parse((await call(api, 'GET', '/admin/member/basic-info', { token: own })).body.data);
    expect(info).toMatchObject({ memberId: banned.id, isBanned: true });
    const other = memberBasicInfoSchema.parse((await call(api, 'GET', '/admin/member/basic-info', { token })).body.data);
    expect(other.isBanned).toBe(false);
  });
});
