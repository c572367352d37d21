import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { achievementDetailSchema, achievementPageSchema, myAchievementPageSchema, myAchievementSchema, REVIEW_SECRET_HEADER } from '../../lib/contract/achievement';
import { DEMO, call, createTestApi, loginDemo, type TestApi } from './helpers';

const SECRET = 'review-secret-for-tests';
let api: TestApi;
let token: string;
let other: string;
beforeAll(async () => {
  api = await createTestApi({ reviewSecret: SECRET });
  token = (await loginDemo(api)).access_token;
  other = (await loginDemo(api, DEMO.second)).access_token;
});
afterAll(async () => {
  await api.close();
});

const draft = { title: '可降解淋膜纸杯新工艺', summary: '纸杯淋膜替代方案', content: '采用水性阻隔涂层替代PE淋膜。', maturity: 'MEDIUM', transferred: false, materials: [{ name: '说明.pdf', url: 'file/achievement/material/a.pdf' }] };
const review = (id: number, result: string, secret = SECRET) => call(api, 'POST', '/admin/achievement/review', { headers: { [REVIEW_SECRET_HEADER]: secret }, json: { id, result } });
const mine = async (id: number) => myAchievementSchema.parse((await call(api, 'GET', '/company/achievement/my/detail', { token, query: { achievementId: id } })).body.data);

describe('public achievements', () => {
  it('M01 list is paged, only PASS and published, filtered by maturity and transfer', async () => {
    const all = achievementPageSchema.parse((await call(api, 'GET', '/company/achievement/page', { query: { size: 100 } })).body.data);
    expect(all.total).toBeGreaterThanOrEqual(30);
    const small = achievementPageSchema.parse((await call(api, 'GET', '/company/achievement/page', { query: { size: 100, maturity: 'SMALL' } })).body.data);
    expect(small.total).toBeGreaterThan(0);
    expect(small.records.every((r) => r.maturity === 'SMALL')).toBe(true);
    const transferred = achievementPageSchema.parse((await call(api, 'GET', '/company/achievement/page', { query: { size: 100, transferred: 1 } })).body.data);
    expect(transferred.total).toBeGreaterThan(0);
    expect(transferred.records.every((r) => r.transferred)).toBe(true);
    const paged = achievementPageSchema.parse((await call(api, 'GET', '/company/achievement/page', { query: { size: 5, current: 2 } })).body.data);
    expect(paged.records).toHaveLength(5);
    expect(paged.records[0]?.id).toBe(all.records[5]?.id);
    const bogus = await call(api, 'GET', '/company/achievement/page', { query: { maturity: 'HUGE', current: 'x' } });
    expect(bogus.body.code).toBe(0);
  });

  it('M02 detail of a passed item, view recorded; non-public and missing ids are 404', async () => {
    const first = achievementPageSchema.parse((await call(api, 'GET', '/company/achievement/page', { query: { size: 1 } })).body.data).records[0]!;
    const detail = achievementDetailSchema.parse((await call(api, 'GET', `/company/achievement/${first.id}`)).body.data);
    expect(detail.content.length).toBeGreaterThan(0);
    expect((await call(api, 'POST', '/company/achievement/view', { json: { id: first.id } })).body.code).toBe(0);
    const again = achievementDetailSchema.parse((await call(api, 'GET', `/company/achievement/${first.id}`)).body.data);
    expect(again.viewCount).toBe(detail.viewCount + 1);
    expect((await call(api, 'GET', '/company/achievement/99999999')).body.code).toBe(404);
    expect((await call(api, 'GET', '/company/achievement/abc')).body.code).toBe(1);
    const myPage = myAchievementPageSchema.parse((await call(api, 'GET', '/company/achievement/my/page', { token, query: { auditStatus: 'PENDING' } })).body.data);
    const pending = myPage.records[0]!;
    expect((await call(api, 'GET', `/company/achievement/${pending.id}`)).body.code).toBe(404);
    expect((await call(api, 'POST', '/company/achievement/view', { json: { id: pending.id } })).body.code).toBe(404);
  });
});

describe('my achievements', () => {
  it('M16 13800000001 has one achievement in each audit state, filterable', async () => {
    for (const state of ['PENDING', 'PASS', 'CANCEL', 'BLOCK'] as const) {
      const page = myAchievementPageSchema.parse((await call(api, 'GET', '/company/achievement/my/page', { token, query: { auditStatus: state } })).body.data);
      expect(page.total).toBeGreaterThanOrEqual(1);
      expect(page.records.every((r) => r.auditStatus === state)).toBe(true);
    }
    expect((await call(api, 'GET', '/company/achievement/my/page')).status).toBe(401);
  });

  it("someone else's achievement reads as missing and cannot be changed", async () => {
    const page = myAchievementPageSchema.parse((await call(api, 'GET', '/company/achievement/my/page', { token, query: { auditStatus: 'CANCEL' } })).body.data);
    const id = page.records[0]!.id;
    expect((await call(api, 'GET', '/company/achievement/my/detail', { token: other, query: { achievementId: id } })).body.code).toBe(404);
    expect((await call(api, 'PUT', '/company/achievement', { token: other, json: { ...draft, id } })).body.code).toBe(404);
    expect((await call(api, 'PUT', '/company/achievement/cancel/request', { token: other, query: { achievementId: id } })).body.code).toBe(404);
  });
});

describe('writes and audit transitions', () => {
  it('M03 M21 M22 submit → PENDING, withdraw → CANCEL, resubmit → PENDING, review pass → public with notice 16', async () => {
    const created = myAchievementSchema.parse((await call(api, 'POST', '/company/achievement', { token, json: draft })).body.data);
    expect(created.auditStatus).toBe('PENDING');
    expect(created.publishStatus).toBe('PUBLISHED');
    expect(created.materials).toEqual(draft.materials);
    // PENDING cannot be edited directly
    expect((await call(api, 'PUT', '/company/achievement', { token, json: { ...draft, id: created.id } })).body.code).toBe(1);
    const cancelled = myAchievementSchema.parse((await call(api, 'PUT', '/company/achievement/cancel/request', { token, query: { achievementId: created.id } })).body.data);
    expect(cancelled.auditStatus).toBe('CANCEL');
    // CANCEL cannot be withdrawn again nor reviewed
    expect((await call(api, 'PUT', '/company/achievement/cancel/request', { token, query: { achievementId: created.id } })).body.code).toBe(1);
    expect((await review(created.id, 'pass')).body.code).toBe(1);
    const resubmitted = myAchievementSchema.parse((await call(api, 'PUT', '/company/achievement', { token, json: { ...draft, id: created.id, title: '可降解淋膜纸杯新工艺（修订）' } })).body.data);
    expect(resubmitted.auditStatus).toBe('PENDING');
    expect(resubmitted.title).toBe('可降解淋膜纸杯新工艺（修订）');
    expect((await call(api, 'GET', `/company/achievement/${created.id}`)).body.code).toBe(404);
    const passed = await review(created.id, 'pass');
    expect(passed.body.data.auditStatus).toBe('PASS');
    expect((await call(api, 'GET', `/company/achievement/${created.id}`)).body.code).toBe(0);
    const notices = await call(api, 'GET', '/msg/notice/page', { token, query: { noticeType: 16, size: 50 } });
    const notice = (notices.body.data?.records ?? []).find((n: { entityId: number | null; noticeContent: { subjectId?: number } }) => n.noticeContent.subjectId === created.id);
    expect(notice?.noticeContent.isPass).toBe(true);
    // PASS → PENDING when edited and resubmitted; a passed item cannot become a draft
    expect((await call(api, 'PUT', '/company/achievement', { token, json: { ...draft, id: created.id, publishStatus: 'DRAFT' } })).body.code).toBe(1);
    expect((await call(api, 'PUT', '/company/achievement', { token, json: { ...draft, id: created.id } })).body.data.auditStatus).toBe('PENDING');
    expect((await review(created.id, 'block')).body.data.auditStatus).toBe('BLOCK');
    expect((await mine(created.id)).auditStatus).toBe('BLOCK');
    expect((await call(api, 'GET', `/company/achievement/${created.id}`)).body.code).toBe(404);
    // BLOCK → PENDING by resubmission
    expect((await call(api, 'PUT', '/company/achievement', { token, json: { ...draft, id: created.id } })).body.data.auditStatus).toBe('PENDING');
  });

  it('M23 a draft stays DRAFT, never reviewed nor public', async () => {
    const saved = myAchievementSchema.parse((await call(api, 'POST', '/company/achievement', { token, json: { ...draft, publishStatus: 'DRAFT' } })).body.data);
    expect(saved.publishStatus).toBe('DRAFT');
    expect(saved.auditStatus).toBe('CANCEL');
    expect((await review(saved.id, 'pass')).body.code).toBe(1);
    expect((await call(api, 'GET', `/company/achievement/${saved.id}`)).body.code).toBe(404);
  });

  it('M24 bad input is an envelope error: materials outside file/achievement/material/, bad maturity, no login', async () => {
    const outside = await call(api, 'POST', '/company/achievement', { token, json: { ...draft, materials: [{ name: 'x', url: 'image/post/x.png' }] } });
    expect(outside.body.code).toBe(1);
    expect((await call(api, 'POST', '/company/achievement', { token, json: { ...draft, maturity: 'HUGE' } })).body.code).toBe(1);
    expect((await call(api, 'POST', '/company/achievement', { token, json: { ...draft, title: '' } })).body.code).toBe(1);
    expect((await call(api, 'POST', '/company/achievement', { token, rawBody: '{oops' })).body.code).toBe(1);
    expect((await call(api, 'POST', '/company/achievement', { json: draft })).status).toBe(401);
  });

  it('the review route needs the secret', async () => {
    const page = myAchievementPageSchema.parse((await call(api, 'GET', '/company/achievement/my/page', { token, query: { auditStatus: 'PENDING' } })).body.data);
    const id = page.records[0]!.id;
    expect((await review(id, 'pass', 'wrong')).status).toBe(403);
    expect((await call(api, 'POST', '/admin/achievement/review', { json: { id, result: 'pass' } })).status).toBe(403);
    expect((await review(id, 'maybe')).body.code).toBe(1);
    const closed = await createTestApi();
    try {
      expect((await call(closed, 'POST', '/admin/achievement/review', { headers: { [REVIEW_SECRET_HEADER]: '' }, json: { id, result: 'pass' } })).body.code).toBe(404);
    } finally {
      await closed.close();
    }
  });

  it('M22 K32 `npm run review -- achievement <id> pass|block [remark]` reviews on the database and sends notice 16', async () => {
    const created = myAchievementSchema.parse((await call(api, 'POST', '/company/achievement', { token, json: { ...draft, title: '命令行审核的成果' } })).body.data);
    const cli = (...args: string[]) =>
      spawnSync(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'backend/src/review-cli.ts', ...args], {
        env: { ...process.env, DB_PATH: api.dbPath, DATABASE_URL: api.databaseUrl ?? '', WEB_REVALIDATE_URL: '' },
        encoding: 'utf8',
        timeout: 60_000,
      });
    const blocked = cli('achievement', String(created.id), 'block', '缺少检测报告');
    expect(blocked.status).toBe(0);
    expect(blocked.stdout).toContain(`achievement ${created.id}: BLOCK`);
    const item = await mine(created.id);
    expect(item.auditStatus).toBe('BLOCK');
    expect(item.auditRemark).toBe('缺少检测报告');
    const notices = await call(api, 'GET', '/msg/notice/page', { token, query: { noticeType: 0, size: 50 } });
    const notice = (notices.body.data?.records ?? []).find((n: { noticeType: number; noticeContent: { subjectId?: number } }) => n.noticeType === 16 && n.noticeContent.subjectId === created.id);
    expect(notice?.noticeContent).toMatchObject({ isPass: false, remark: '缺少检测报告' });
    // a BLOCK item is not reviewed again; bad arguments print the usage
    expect(cli('achievement', String(created.id), 'pass').status).toBe(1);
    const usage = cli('achievement', 'x', 'maybe');
    expect(usage.status).toBe(1);
    expect(usage.stderr).toContain('usage: npm run review');
  }, 120_000);
});
