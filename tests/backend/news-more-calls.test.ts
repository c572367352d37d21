/**
 * The news calls of §7.7 added last: `GET /news/news/v2/search` (E13, E17, E28), `/column/manage-page` (F30)
 * and `/company-recommend/page` (F32, L26).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERR_NO_PERMISSION, TAG_TYPE } from '../../lib/constants';
import { newsManagePageSchema, newsPageSchema, newsSearchPageSchema, type NewsSearchPage } from '../../lib/contract/news';
import { call, createTestApi, DEMO, loginDemo, withDb, type TestApi } from './helpers';

const KEYWORD = '量子酥脆';

let api: TestApi;
/** Class tags X, Y, Z and theme tags T1, T2, T3 (T3 is filed under Z). */
let X: number, Y: number, Z: number, T1: number, T2: number, T3: number;
/** Fixture news by letter: A title hit; B body hit; C summary hit; D draft; E banned; F body hit carrying T3. */
const ids: Record<'A' | 'B' | 'C' | 'D' | 'E' | 'F', number> = { A: 0, B: 0, C: 0, D: 0, E: 0, F: 0 };

beforeAll(async () => {
  api = await createTestApi();
  await withDb(api, async (db) => {
    const tagsOf = async (type: number) => (await db.prepare('SELECT id FROM tags WHERE type = ? ORDER BY sort, id LIMIT 3').all(type) as { id: number }[]).map((r) => r.id);
    [X, Y, Z] = await tagsOf(TAG_TYPE.newsClass) as [number, number, number];
    [T1, T2, T3] = await tagsOf(TAG_TYPE.newsTheme) as [number, number, number];
    await db.prepare('UPDATE tags SET parent_id = ? WHERE id = ?').run(Z, T3);
    const insert = db.prepare(
      `INSERT INTO news (title, summary, content, class_tag_id, publish_status, is_banned, publish_time, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    );
    const tag = db.prepare('INSERT INTO news_tags (news_id, tag_id, sort) VALUES (?, ?, ?)');
    const add = async (title: string, summary: string | null, content: string, classTag: number, status: string, banned: number, time: string, themes: number[]) => {
      const id = Number((await insert.get(title, summary, content, classTag, status, banned, time, time, time)).id);
      for (const [i, t] of themes.entries()) await tag.run(id, t, i);
      return id;
    };
    ids.A = await add(`${KEYWORD}饼干上市`, '新品', '<p>一款饼干。</p>', X, 'PUBLISHED', 0, '2026-08-01 10:00:00', [T1]);
    ids.B = await add('新品观察', '本周新品', `<p>本周${KEYWORD}工艺受到关注。</p>`, Y, 'PUBLISHED', 0, '2026-10-01 10:00:00', [T1, T2]);
    ids.C = await add('行业周报', `${KEYWORD}技术进展`, '<p>周报正文。</p>', X, 'PUBLISHED', 0, '2026-09-01 10:00:00', []);
    ids.D = await add(`${KEYWORD}草稿`, null, '<p>草稿。</p>', X, 'DRAFT', 0, '2026-11-01 10:00:00', [T1]);
    ids.E = await add(`${KEYWORD}已屏蔽`, null, '<p>屏蔽。</p>', Y, 'PUBLISHED', 1, '2026-11-02 10:00:00', [T2]);
    ids.F = await add('工厂巡礼', null, `<p>${KEYWORD}生产线。</p>`, Y, 'PUBLISHED', 0, '2026-07-01 10:00:00', [T3]);
  });
});
afterAll(async () => {
  await api.close();
});

const search = async (query: Record<string, string | number>): Promise<NewsSearchPage> => {
  const res = await call(api, 'GET', '/news/news/v2/search', { query });
  expect(res.status).toBe(200);
  expect(res.body.code, res.body.msg).toBe(0);
  return newsSearchPageSchema.parse(res.body.data);
};
const idsOf = (page: { records: { id: number }[] }) => page.records.map((r) => r.id);
const counts = (list: { id: number; count: number }[]) => Object.fromEntries(list.map((f) => [f.id, f.count]));

describe('GET /news/news/v2/search', () => {
  it('E13 finds title, summary and body matches among published, not banned news only', async () => {
    const page = await search({ keyword: KEYWORD });
    expect(page.total).toBe(4);
    expect(new Set(idsOf(page))).toEqual(new Set([ids.A, ids.B, ids.C, ids.F]));
    const a = page.records.find((r) => r.id === ids.A);
    expect(a).toMatchObject({ classTagId: X, tags: [{ id: T1 }] });
  });

  it('matches real seeded news the same way the database does', async () => {
    const keyword = '牧源乳业';
    const expected = await withDb(api, async (db) =>
      (
        await db
          .prepare(
            `SELECT id FROM news WHERE publish_status = 'PUBLISHED' AND is_banned = 0 AND (title LIKE ? OR summary LIKE ? OR content LIKE ?)`,
          )
          .all(`%${keyword}%`, `%${keyword}%`, `%${keyword}%`) as { id: number }[]
      ).map((r) => r.id),
    );
    expect(expected.length).toBeGreaterThan(1);
    const page = await search({ keyword, size: 100 });
    expect(page.total).toBe(expected.length);
    expect(new Set(idsOf(page))).toEqual(new Set(expected));
  });

  it('E17 relevance puts title hits first, then newest; sortByTime orders by publish time only', async () => {
    expect(idsOf(await search({ keyword: KEYWORD }))).toEqual([ids.A, ids.B, ids.C, ids.F]);
    expect(idsOf(await search({ keyword: KEYWORD, sortByTime: 'false' }))).toEqual([ids.A, ids.B, ids.C, ids.F]);
    const byTime = await search({ keyword: KEYWORD, sortByTime: 'true' });
    expect(idsOf(byTime)).toEqual([ids.B, ids.C, ids.A, ids.F]);
    expect(idsOf(await search({ keyword: KEYWORD, sortByTime: 1 }))).toEqual(idsOf(byTime));
  });

  it('pages the matches', async () => {
    const second = await search({ keyword: KEYWORD, size: 2, current: 2 });
    expect(second).toMatchObject({ total: 4, size: 2, current: 2, pages: 2 });
    expect(idsOf(second)).toEqual([ids.C, ids.F]);
  });

  it('tagId narrows to a class (or a theme filed under it), childTagId to a theme tag', async () => {
    expect(idsOf(await search({ keyword: KEYWORD, tagId: X }))).toEqual([ids.A, ids.C]);
    expect(idsOf(await search({ keyword: KEYWORD, tagId: Z }))).toEqual([ids.F]);
    expect(idsOf(await search({ keyword: KEYWORD, childTagId: T2 }))).toEqual([ids.B]);
    expect(idsOf(await search({ keyword: KEYWORD, childTagId: T1 }))).toEqual([ids.A, ids.B]);
    const both = await search({ keyword: KEYWORD, tagId: Y, childTagId: T1 });
    expect(both.total).toBe(1);
    expect(idsOf(both)).toEqual([ids.B]);
  });

  it('E28 facets count class and theme tags over every match and ignore the tag filters', async () => {
    const page = await search({ keyword: KEYWORD });
    expect(counts(page.facets.tags)).toEqual({ [X]: 2, [Y]: 2 });
    expect(counts(page.facets.childTags)).toEqual({ [T1]: 2, [T2]: 1, [T3]: 1 });
    expect(page.facets.childTags.find((t) => t.id === T3)?.parentId).toBe(Z);
    expect(page.facets.childTags.find((t) => t.id === T1)?.parentId).toBeNull();
    expect(page.facets.childTags[0]?.id).toBe(T1);
    const name = await withDb(api, async (db) => await db.prepare('SELECT name, en_name FROM tags WHERE id = ?').get(X) as { name: string; en_name: string });
    expect(page.facets.tags.find((t) => t.id === X)).toMatchObject({ name: name.name, enName: name.en_name });
    const filtered = await search({ keyword: KEYWORD, tagId: X, childTagId: T1 });
    expect(filtered.total).toBe(1);
    expect(filtered.facets).toEqual(page.facets);
  });

  it('E28 a class filed under another class names its parent: 案例 · 包装 is told apart from 包装', async () => {
    const page = await search({ keyword: '包装', size: 1 });
    const nested = page.facets.tags.filter((t) => t.parentName);
    expect(nested.length).toBeGreaterThan(0);
    for (const tag of nested) {
      const parent = await withDb(api, async (db) => await db.prepare('SELECT p.name, p.en_name FROM tags t JOIN tags p ON p.id = t.parent_id WHERE t.id = ?').get(tag.id) as { name: string; en_name: string | null });
      expect(tag).toMatchObject({ parentName: parent.name, parentEnName: parent.en_name });
    }
    const labels = page.facets.tags.map((t) => `${t.parentName ?? ''} ${t.name}`);
    expect(new Set(labels).size).toBe(labels.length);
    expect(page.facets.tags.filter((t) => !t.parentName).every((t) => t.parentName === null)).toBe(true);
  });

  it('a blank keyword answers an empty page; LIKE wildcards are taken literally', async () => {
    for (const keyword of ['', '   ']) {
      expect(await search({ keyword })).toEqual({ records: [], total: 0, size: 10, current: 1, pages: 0, facets: { tags: [], childTags: [] } });
    }
    // Issue 18 item 3: punctuation separates words; LIKE's wildcards never widen a search.
    expect((await search({ keyword: `${KEYWORD}%` })).total).toBe(4);
    expect((await search({ keyword: '%' })).total).toBe(0);
    expect((await search({ keyword: '_%_' })).total).toBe(0);
    expect((await search({ keyword: `  ${KEYWORD}  ` })).total).toBe(4);
  });

  it('bad input gets the error envelope, never a 500', async () => {
    const bad = async (query: Record<string, string | number>) => {
      const res = await call(api, 'GET', '/news/news/v2/search', { query });
      expect(res.status).toBeLessThan(500);
      return res.body.code;
    };
    expect(await bad({ keyword: 'x'.repeat(51) })).toBe(1);
    expect(await bad({})).toBe(1);
    expect(await bad({ keyword: KEYWORD, tagId: 'abc' })).toBe(1);
    expect(await bad({ keyword: KEYWORD, childTagId: '1.5' })).toBe(1);
    expect(await bad({ keyword: 'x'.repeat(50) })).toBe(0);
    // a size that is not a positive number reads as the default, like every paged call
    expect(await search({ keyword: KEYWORD, size: 'abc' })).toMatchObject({ size: 10, total: 4 });
  });
});

describe('GET /news/news/column/manage-page (F30)', () => {
  it('a visitor gets 401; a member without a column gets no-permission', async () => {
    expect((await call(api, 'GET', '/news/news/column/manage-page')).status).toBe(401);
    const other = (await loginDemo(api, DEMO.second)).access_token;
    expect((await call(api, 'GET', '/news/news/column/manage-page', { token: other })).body.code).toBe(ERR_NO_PERMISSION);
  });

  it("a column owner sees their columns' news, drafts and banned ones first by update time, and no other column's", async () => {
    const login = await loginDemo(api, DEMO.first);
    const token = login.access_token;
    const draft = await call(api, 'POST', '/news/news', {
      token,
      json: { title: '专栏草稿：软包装回收试点', content: '<p>试点进展记录。</p>', publishStatus: 'DRAFT' },
    });
    expect(draft.body.code, draft.body.msg).toBe(0);
    const draftId = draft.body.data.id as number;
    const { own, others } = await withDb(api, async (db) => ({
      own: (
        await db.prepare('SELECT n.id FROM news n JOIN columns c ON c.id = n.column_id WHERE c.owner_member_id = ?').all(login.memberId) as { id: number }[]
      ).map((r) => r.id),
      others: (
        await db.prepare('SELECT n.id FROM news n JOIN columns c ON c.id = n.column_id WHERE c.owner_member_id <> ?').all(login.memberId) as { id: number }[]
      ).map((r) => r.id),
    }));
    expect(own).toContain(draftId);
    expect(others.length).toBeGreaterThan(0);
    const bannedId = own.find((id) => id !== draftId) as number;
    expect((await call(api, 'PUT', '/news/news/banned-status', { token, query: { id: bannedId } })).body.data).toMatchObject({ isBanned: true });

    const res = await call(api, 'GET', '/news/news/column/manage-page', { token, query: { size: 100 } });
    expect(res.body.code, res.body.msg).toBe(0);
    const page = newsManagePageSchema.parse(res.body.data);
    expect(page.total).toBe(own.length);
    expect(new Set(idsOf(page))).toEqual(new Set(own));
    expect(idsOf(page).some((id) => others.includes(id))).toBe(false);
    const times = page.records.map((r) => r.updateTime);
    expect(times.every((t, i) => i === 0 || (times[i - 1] as string) >= t)).toBe(true);
    expect(page.records.find((r) => r.id === draftId)).toMatchObject({ publishStatus: 'DRAFT', isBanned: false, title: '专栏草稿：软包装回收试点' });
    expect(page.records.find((r) => r.id === bannedId)).toMatchObject({ isBanned: true, publishStatus: 'PUBLISHED' });
    // the two changes made just now (the draft, the ban) come before every seeded item
    expect(new Set(idsOf(page).slice(0, 2))).toEqual(new Set([bannedId, draftId]));

    const second = newsManagePageSchema.parse((await call(api, 'GET', '/news/news/column/manage-page', { token, query: { size: 1, current: 2 } })).body.data);
    expect(second).toMatchObject({ total: own.length, size: 1, current: 2, pages: own.length });
    expect(idsOf(second)).toEqual([page.records[1]?.id]);
  });
});

describe('GET /news/news/company-recommend/page (F32, L26)', () => {
  const recommended = async (companyId: number) =>
    await withDb(api, async (db) =>
      (
        await db
          .prepare(
            `SELECT r.news_id AS id FROM company_recommend_news r JOIN news n ON n.id = r.news_id
              WHERE r.company_id = ? AND n.publish_status = 'PUBLISHED' AND n.is_banned = 0 ORDER BY r.sort, n.publish_time DESC`,
          )
          .all(companyId) as { id: number }[]
      ).map((r) => r.id),
    );

  it('the seed gives several companies 3–6 recommended news', async () => {
    const perCompany = await withDb(api, async (db) => await db.prepare('SELECT company_id, COUNT(*) AS n FROM company_recommend_news GROUP BY company_id').all() as { n: number }[]);
    expect(perCompany.length).toBeGreaterThanOrEqual(3);
    for (const c of perCompany) {
      expect(c.n).toBeGreaterThanOrEqual(3);
      expect(c.n).toBeLessThanOrEqual(6);
    }
  });

  it('answers the recommendations in their order, paged; unpublished ones are left out', async () => {
    const companyId = await withDb(api, async (db) => (await db.prepare('SELECT company_id AS id FROM company_recommend_news ORDER BY company_id LIMIT 1').get() as { id: number }).id);
    const expected = await recommended(companyId);
    expect(expected.length).toBeGreaterThanOrEqual(3);
    const res = await call(api, 'GET', '/news/news/company-recommend/page', { query: { companyId } });
    expect(res.body.code, res.body.msg).toBe(0);
    const page = newsPageSchema.parse(res.body.data);
    expect(idsOf(page)).toEqual(expected);
    expect(page.total).toBe(expected.length);

    const second = newsPageSchema.parse((await call(api, 'GET', '/news/news/company-recommend/page', { query: { companyId, size: 2, current: 2 } })).body.data);
    expect(idsOf(second)).toEqual(expected.slice(2, 4));

    // staff reorder: the last one moves to the front; a draft recommendation is not shown
    const last = expected[expected.length - 1] as number;
    await withDb(api, async (db) => {
      await db.prepare('UPDATE company_recommend_news SET sort = -1 WHERE company_id = ? AND news_id = ?').run(companyId, last);
      await db.prepare("UPDATE news SET publish_status = 'DRAFT' WHERE id = ?").run(expected[0]);
    });
    const after = newsPageSchema.parse((await call(api, 'GET', '/news/news/company-recommend/page', { query: { companyId, size: 20 } })).body.data);
    expect(idsOf(after)).toEqual([last, ...expected.slice(1, -1)]);
  });

  it('a company without recommendations gets an empty page', async () => {
    const companyId = await withDb(
      api,
      async (db) => (await db.prepare('SELECT id FROM companies WHERE id NOT IN (SELECT company_id FROM company_recommend_news) ORDER BY id LIMIT 1').get() as { id: number }).id,
    );
    const res = await call(api, 'GET', '/news/news/company-recommend/page', { query: { companyId } });
    expect(res.body).toMatchObject({ code: 0, data: { records: [], total: 0 } });
  });

  it('an unknown company gets the same 404 code as /news/news/company/page; a bad companyId gets code 1', async () => {
    const unknown = (await call(api, 'GET', '/news/news/company/page', { query: { companyId: 999999 } })).body.code;
    expect(unknown).toBe(404);
    expect((await call(api, 'GET', '/news/news/company-recommend/page', { query: { companyId: 999999 } })).body.code).toBe(unknown);
    for (const companyId of ['abc', '0', '-3']) {
      const res = await call(api, 'GET', '/news/news/company-recommend/page', { query: { companyId } });
      expect(res.status).toBeLessThan(500);
      expect(res.body.code).toBe(1);
    }
    const missing = await call(api, 'GET', '/news/news/company-recommend/page');
    expect(missing.body.code).toBe(1);
  });
});
