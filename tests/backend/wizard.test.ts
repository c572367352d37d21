/**
 * The registration wizard's calls: supplement (D09/D10, S21), work history (D13–D15, R26–R31), education
 * (D17, R32–R37), industry tags (D22, R38, R40), register status moving to step ≥ 2 (D25).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERR_EMAIL_USED, MIN_REGISTER_STEP, TAG_TYPE } from '../../lib/constants';
import { educationListSchema, workHistoryListSchema } from '../../lib/contract/member';
import { call, createTestApi, DEMO, loginDemo, withDb, type TestApi } from './helpers';

let api: TestApi;
let incomplete: string;
let first: string;

beforeAll(async () => {
  api = await createTestApi();
  incomplete = (await loginDemo(api, DEMO.incomplete)).access_token;
  first = (await loginDemo(api, DEMO.first)).access_token;
});
afterAll(async () => {
  await api.close();
});

const month = (offset: number) => {
  const d = new Date(Date.now() + 8 * 3600_000);
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + offset);
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-01`;
};
const work = { position: '品控主管', company: '华南食品包装有限公司', companyId: 0, startTime: '2019-03-01', endTime: '2022-06-01', description: '负责来料检验与过程质量控制' };
const education = { school: '江南大学', degree: '本科', major: '食品科学与工程', startTime: '2012-09-01', endTime: '2016-06-01', description: '' };

describe('D25/D09 supplement moves the register status to step ≥ 2', () => {
  it('13800000003 starts required at step 1 and leaves it after the supplement', async () => {
    const before = await call(api, 'GET', '/admin/member/register/status', { token: incomplete });
    expect(before.body.data).toMatchObject({ isRequired: true, step: 1 });
    const saved = await call(api, 'PUT', '/admin/member/basic-info', {
      token: incomplete,
      json: { nickname: '  林晓雯 ', gender: 'FEMALE', companyId: 0, company: '杭州味研食品有限公司', position: '研发工程师', locationId: 110000, location: '北京', email: '' },
    });
    expect(saved.body.code).toBe(0);
    expect(saved.body.data.nickname).toBe('林晓雯');
    const after = await call(api, 'GET', '/admin/member/register/status', { token: incomplete });
    expect(after.body.data.step).toBeGreaterThanOrEqual(MIN_REGISTER_STEP);
  });

  it('S21 an e-mail used by another member is 20020; R18 a 41-character nickname is code 1', async () => {
    const used = await withDb(api, async (db) => (await db.prepare('SELECT email FROM members WHERE email IS NOT NULL AND mobile <> ? LIMIT 1').get(DEMO.incomplete) as { email: string }).email);
    const body = { nickname: '林晓雯', gender: 'FEMALE', company: '杭州味研食品有限公司', position: '研发工程师', locationId: 110000 };
    expect((await call(api, 'PUT', '/admin/member/basic-info', { token: incomplete, json: { ...body, email: used } })).body.code).toBe(ERR_EMAIL_USED);
    const long = await call(api, 'PUT', '/admin/member/basic-info', { token: incomplete, json: { ...body, nickname: '名'.repeat(41) } });
    expect(long.body.code).not.toBe(0);
  });
});

describe('D13–D15 work history', () => {
  it('needs a login', async () => {
    expect((await call(api, 'POST', '/admin/member/work-history', { json: [] })).status).toBe(401);
  });

  it('D14 Skip: an empty list is accepted and answers a (non-empty) list body', async () => {
    const res = await call(api, 'POST', '/admin/member/work-history', { token: incomplete, json: [] });
    expect(res.body.code).toBe(0);
    expect(Array.isArray(res.body.data)).toBe(true);
  });

  it('D13/D15 saves items (dates by month) and lists them; DELETE removes one', async () => {
    const res = await call(api, 'POST', '/admin/member/work-history', { token: incomplete, json: [{ ...work, startTime: '2019-03' }] });
    expect(res.body.code).toBe(0);
    const list = workHistoryListSchema.parse(res.body.data);
    const item = list.find((w) => w.company === work.company);
    expect(item).toMatchObject({ position: '品控主管', startTime: '2019-03-01', endTime: '2022-06-01' });
    const listed = await call(api, 'GET', '/admin/member/work-history', { token: incomplete });
    expect(listed.body.data).toHaveLength(list.length);
    expect((await call(api, 'DELETE', `/admin/member/work-history/${item?.id}`, { token: incomplete })).body.code).toBe(0);
    expect((await call(api, 'DELETE', `/admin/member/work-history/${item?.id}`, { token: incomplete })).body.code).toBe(404);
  });

  it('D26 /edit-info edits an item in place (PUT, issue 29 item 15); another member’s item is 404 and bad input code 1, never 500', async () => {
    const list = workHistoryListSchema.parse((await call(api, 'POST', '/admin/member/work-history', { token: incomplete, json: [work] })).body.data);
    const item = list.find((w) => w.company === work.company)!;
    const edited = await call(api, 'PUT', `/admin/member/work-history/${item.id}`, {
      token: incomplete,
      json: { ...work, position: '品控经理', endTime: null, locationId: 110000 },
    });
    expect(edited.body.code).toBe(0);
    const after = workHistoryListSchema.parse(edited.body.data);
    expect(after).toHaveLength(list.length);
    expect(after.find((w) => w.id === item.id)).toMatchObject({ position: '品控经理', endTime: null, locationId: 110000, location: '北京' });
    // the other demo member cannot touch it; input is checked as on POST
    const other = (await loginDemo(api, DEMO.first)).access_token;
    expect((await call(api, 'PUT', `/admin/member/work-history/${item.id}`, { token: other, json: work })).body.code).toBe(404);
    const bad = await call(api, 'PUT', `/admin/member/work-history/${item.id}`, { token: incomplete, json: { ...work, position: '' } });
    expect(bad.status).not.toBe(500);
    expect(bad.body.code).toBe(1);
    expect((await call(api, 'PUT', '/admin/member/work-history/abc', { token: incomplete, json: work })).body.code).toBe(1);
    expect((await call(api, 'PUT', `/admin/member/work-history/${item.id}`, { json: work })).status).toBe(401);
    await call(api, 'DELETE', `/admin/member/work-history/${item.id}`, { token: incomplete });
  });

  it.each([
    ['R26 position over 40', { position: '岗'.repeat(41) }],
    ['R26 position missing', { position: '  ' }],
    ['R27 company over 100', { company: '司'.repeat(101) }],
    ['R28 start missing', { startTime: '' }],
    ['R29 description over 100', { description: '述'.repeat(101) }],
    ['R30 start after end', { startTime: '2022-07-01', endTime: '2022-06-01' }],
    ['R31 start in the future', { startTime: month(1), endTime: null }],
    ['R31 end in the future', { endTime: month(2) }],
  ])('%s → code 1', async (_name, patch) => {
    const res = await call(api, 'POST', '/admin/member/work-history', { token: incomplete, json: [{ ...work, ...patch }] });
    expect(res.body.code).toBe(1);
  });

  it('R31 the current month is allowed', async () => {
    const res = await call(api, 'POST', '/admin/member/work-history', { token: first, json: [{ ...work, startTime: month(0), endTime: null }] });
    expect(res.body.code).toBe(0);
  });
});

describe('D17 education history', () => {
  it('saves, lists and validates (R32–R37)', async () => {
    const ok = await call(api, 'POST', '/admin/member/education-history', { token: incomplete, json: [education] });
    expect(ok.body.code).toBe(0);
    expect(educationListSchema.parse(ok.body.data).some((e) => e.school === '江南大学' && e.degree === '本科')).toBe(true);
    expect((await call(api, 'POST', '/admin/member/education-history', { token: incomplete, json: [] })).body.code).toBe(0);
    for (const patch of [{ school: '校'.repeat(41) }, { degree: '学'.repeat(41) }, { major: '专'.repeat(41) }, { description: '述'.repeat(301) }, { startTime: '' }, { startTime: month(1), endTime: null }]) {
      const res = await call(api, 'POST', '/admin/member/education-history', { token: incomplete, json: [{ ...education, ...patch }] });
      expect(res.body.code, JSON.stringify(patch)).toBe(1);
    }
  });
});

describe('D22 industry tags', () => {
  const industryIds = async () =>
    await withDb(api, async (db) => (await db.prepare('SELECT id FROM tags WHERE type = ? AND status = 1 ORDER BY id LIMIT 11').all(TAG_TYPE.industry) as { id: number }[]).map((r) => r.id));

  it('replaces the member tags; R38 none and R40 eleven are refused', async () => {
    const ids = await industryIds();
    expect(ids.length).toBe(11);
    const res = await call(api, 'POST', '/admin/member/industry-tag', { token: incomplete, json: ids.slice(0, 2) });
    expect(res.body.code).toBe(0);
    const info = await call(api, 'GET', '/admin/member/basic-info', { token: incomplete });
    expect(info.body.data.industryTagList.map((t: { tagId: number }) => t.tagId)).toEqual(ids.slice(0, 2));
    expect((await call(api, 'POST', '/admin/member/industry-tag', { token: incomplete, json: [] })).body.code).toBe(1);
    expect((await call(api, 'POST', '/admin/member/industry-tag', { token: incomplete, json: ids })).body.code).toBe(1);
    expect((await call(api, 'POST', '/admin/member/industry-tag', { token: incomplete, json: [999999] })).body.code).toBe(1);
    const status = await call(api, 'GET', '/admin/member/register/status', { token: incomplete });
    expect(status.body.data.step).toBe(4);
  });
});
