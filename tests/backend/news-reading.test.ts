import { nowText } from '../../backend/src/db/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_TAG, TAG_TYPE } from '../../lib/constants';
import {
  flashPageSchema,
  flashSchema,
  newsColumnSchema,
  newsListItemSchema,
  newsPageSchema,
  sectionNewsListSchema,
  topicDetailSchema,
  topicPageSchema,
  type NewsListItem,
} from '../../lib/contract/news';
import { call, createTestApi, loginDemo, withDb, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

const data = async (url: string, query: Record<string, string | number> = {}) => {
  const res = await call(api, 'GET', url, { query });
  expect(res.status).toBe(200);
  expect(res.body.code, `${url} ${res.body.msg}`).toBe(0);
  return res.body.data;
};
const code = async (url: string, query: Record<string, string | number> = {}) => (await call(api, 'GET', url, { query })).body.code;
const newestFirst = (times: string[]) => times.every((t, i) => i === 0 || (times[i - 1] as string) >= t);

describe('GET /news/news/v2/page', () => {
  it('F02 tagId matches class, source and news tags; paging is honoured', async () => {
    const first = newsPageSchema.parse(await data('/news/news/v2/page', { size: 5 }));
    expect(first.records).toHaveLength(5);
    expect(first.size).toBe(5);
    const second = newsPageSchema.parse(await data('/news/news/v2/page', { size: 5, current: 2 }));
    expect(second.current).toBe(2);
    expect(second.records.map((r) => r.id)).not.toContain(first.records[0]?.id);
    const theme = await withDb(api, async (db) => await db.prepare('SELECT nt.tag_id AS id FROM news_tags nt JOIN tags t ON t.id = nt.tag_id WHERE t.type = ? LIMIT 1').get(TAG_TYPE.newsTheme) as { id: number });
    const byTag = newsPageSchema.parse(await data('/news/news/v2/page', { tagId: theme.id, size: 50 }));
    expect(byTag.total).toBeGreaterThan(0);
    expect(byTag.records.every((r) => r.tags.some((t) => t.id === theme.id))).toBe(true);
  });

  it('F08 F09 site tags, F03 category tag, source tag and keyword', async () => {
    for (const siteTagId of [SITE_TAG.newsFoodtools, SITE_TAG.newsFeatures]) {
      const page = newsPageSchema.parse(await data('/news/news/v2/page', { siteTagId, size: 20 }));
      expect(page.total).toBeGreaterThan(0);
      expect(page.records.every((r) => r.tags.some((t) => t.id === siteTagId))).toBe(true);
    }
    const category = await withDb(api, async (db) => await db.prepare('SELECT id FROM tags WHERE type = ? LIMIT 1').get(TAG_TYPE.newsCategory) as { id: number });
    const byCategory = newsPageSchema.parse(await data('/news/news/v2/page', { categoryTagId: category.id, size: 4 }));
    expect(byCategory.records.length).toBeGreaterThan(0);
    expect(byCategory.records.every((r) => r.tags.some((t) => t.id === category.id))).toBe(true);
    const sample = newsPageSchema.parse(await data('/news/news/v2/page', { size: 1 })).records[0] as NewsListItem;
    const bySource = newsPageSchema.parse(await data('/news/news/v2/page', { sourceTagId: sample.sourceTagId as number, size: 50 }));
    expect(bySource.records.every((r) => r.sourceTagId === sample.sourceTagId)).toBe(true);
    const word = sample.title.slice(0, 4);
    const byKeyword = newsPageSchema.parse(await data('/news/news/v2/page', { keyword: word }));
    expect(byKeyword.records.map((r) => r.id)).toContain(sample.id);
  });

  it('bad input answers code 1, never a 500', async () => {
    const res = await call(api, 'GET', '/news/news/v2/page', { query: { tagId: 'abc' } });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(1);
  });
});

describe('GET /news/news/hot/page', () => {
  it('F07 F26 ranks by views and recency: a fresh much-read item leads', async () => {
    const hot = newsPageSchema.parse(await data('/news/news/hot/page', { size: 5 }));
    expect(hot.records).toHaveLength(5);
    expect(hot.total).toBeGreaterThan(100);
    const old = await withDb(api, async (db) => await db.prepare("SELECT id FROM news WHERE publish_status = 'PUBLISHED' ORDER BY publish_time ASC LIMIT 1").get() as { id: number });
    await withDb(api, async (db) => await db.prepare('UPDATE news SET view_count = 900000, publish_time = ? WHERE id = ?').run(nowText(), old.id));
    const after = newsPageSchema.parse(await data('/news/news/hot/page', { size: 5 }));
    expect(after.records[0]?.id).toBe(old.id);
    await withDb(api, async (db) => await db.prepare("UPDATE news SET publish_time = '2015-01-01 08:00:00' WHERE id = ?").run(old.id));
    const aged = newsPageSchema.parse(await data('/news/news/hot/page', { size: 5 }));
    expect(aged.records.map((r) => r.id)).not.toContain(old.id);
  });
});

describe('GET /news/news/related/{id}', () => {
  it('F01 lists other news sharing tags, without the item itself', async () => {
    const item = newsPageSchema.parse(await data('/news/news/v2/page', { size: 1, current: 3 })).records[0] as NewsListItem;
    const related = (await data(`/news/news/related/${item.id}`)) as unknown[];
    expect(related.length).toBe(6);
    const list = related.map((r) => newsListItemSchema.parse(r));
    expect(list.map((r) => r.id)).not.toContain(item.id);
    const tagIds = new Set(item.tags.map((t) => t.id));
    expect(tagIds.size === 0 || list[0]?.tags.some((t) => tagIds.has(t.id)) || list[0]?.classTagId === item.classTagId).toBe(true);
    expect(((await data(`/news/news/related/${item.id}`, { size: 3 })) as unknown[]).length).toBe(3);
  });

  it('missing id → 404, bad id → code 1', async () => {
    expect(await code('/news/news/related/99999999')).toBe(404);
    expect(await code('/news/news/related/abc')).toBe(1);
  });
});

describe('columns', () => {
  it('F06 a column page lists only that column and the column bar has its name', async () => {
    const columnId = await withDb(api, async (db) => (await db.prepare('SELECT column_id AS id FROM news WHERE column_id IS NOT NULL LIMIT 1').get() as { id: number }).id);
    const page = newsPageSchema.parse(await data('/news/news/column/page', { columnId }));
    expect(page.total).toBeGreaterThan(0);
    const ids = await withDb(api, async (db) => (await db.prepare('SELECT id FROM news WHERE column_id = ?').all(columnId) as { id: number }[]).map((r) => r.id));
    expect(page.records.every((r) => ids.includes(r.id))).toBe(true);
    const column = newsColumnSchema.parse(await data(`/news/column/${columnId}`));
    expect(column.columnName).toBeTruthy();
    expect(column.newsCount).toBe(page.total);
  });

  it('unknown column → 404; missing columnId → code 1', async () => {
    expect(await code('/news/news/column/page', { columnId: 99999 })).toBe(404);
    expect(await code('/news/column/99999')).toBe(404);
    expect(await code('/news/news/column/page')).toBe(1);
  });
});

describe('company news', () => {
  it('F04 lists a company’s news and narrows them by keyword', async () => {
    const companyId = await withDb(api, async (db) => (await db.prepare('SELECT company_id AS id, COUNT(*) AS n FROM news WHERE company_id IS NOT NULL GROUP BY company_id ORDER BY n DESC LIMIT 1').get() as { id: number }).id);
    const page = newsPageSchema.parse(await data('/news/news/company/page', { companyId, size: 50 }));
    expect(page.total).toBeGreaterThan(0);
    const first = page.records[0] as NewsListItem;
    const keyword = first.title.slice(0, 5);
    const narrowed = newsPageSchema.parse(await data('/news/news/company/keyword-page', { companyId, keyword }));
    expect(narrowed.records.map((r) => r.id)).toContain(first.id);
    expect(narrowed.records.every((r) => r.title.includes(keyword) || (r.summary ?? '').includes(keyword))).toBe(true);
    const none = newsPageSchema.parse(await data('/news/news/company/keyword-page', { companyId, keyword: '不存在的关键词组合' }));
    expect(none.total).toBe(0);
  });

  it('unknown company → 404; bad companyId → code 1', async () => {
    expect(await code('/news/news/company/page', { companyId: 999999 })).toBe(404);
    expect(await code('/news/news/company/keyword-page', { companyId: 'x' })).toBe(1);
  });
});

describe('POST /news/news/view', () => {
  it('F01 counts a view once per visitor within the window', async () => {
    const id = newsPageSchema.parse(await data('/news/news/v2/page', { size: 1 })).records[0]?.id as number;
    const before = await withDb(api, async (db) => (await db.prepare('SELECT view_count AS n FROM news WHERE id = ?').get(id) as { n: number }).n);
    const first = await call(api, 'POST', '/news/news/view', { json: { newsId: id, cid: 'reader-1' } });
    expect(first.body.code).toBe(0);
    expect(first.body.data.viewCount).toBe(before + 1);
    const again = await call(api, 'POST', '/news/news/view', { json: { id, cid: 'reader-1' } });
    expect(again.body.data.viewCount).toBe(before + 1);
    const other = await call(api, 'POST', '/news/news/view', { query: { id, cid: 'reader-2' } });
    expect(other.body.data.viewCount).toBe(before + 2);
    const token = (await loginDemo(api)).access_token;
    const member = await call(api, 'POST', '/news/news/view', { token, json: { id } });
    expect(member.body.data.viewCount).toBe(before + 3);
    const rows = await withDb(api, async (db) => (await db.prepare('SELECT COUNT(*) AS n FROM news_views WHERE news_id = ?').get(id) as { n: number }).n);
    expect(rows).toBeGreaterThanOrEqual(4);
  });

  it('unknown id → 404, no id → code 1', async () => {
    expect((await call(api, 'POST', '/news/news/view', { json: { id: 99999999 } })).body.code).toBe(404);
    expect((await call(api, 'POST', '/news/news/view', { json: {} })).body.code).toBe(1);
  });
});

describe('flashes', () => {
  it('F10 F25 pages newest first (current 1, size 5)', async () => {
    const page = flashPageSchema.parse(await data('/news/short/news/page', { current: 1, size: 5 }));
    expect(page.records).toHaveLength(5);
    expect(page.total).toBeGreaterThan(20);
    expect(newestFirst(page.records.map((f) => f.publishTime))).toBe(true);
    const next = flashPageSchema.parse(await data('/news/short/news/page', { current: 2, size: 5 }));
    expect((next.records[0]?.publishTime ?? '') <= (page.records[4]?.publishTime ?? '')).toBe(true);
  });

  it('F11 a flash and its related news', async () => {
    const id = flashPageSchema.parse(await data('/news/short/news/page', { size: 1 })).records[0]?.id as number;
    const flash = flashSchema.parse(await data(`/news/short/news/${id}`));
    expect(flash.title).toBeTruthy();
    const related = ((await data(`/news/short/news/${id}/related/news`)) as unknown[]).map((r) => newsListItemSchema.parse(r));
    expect(related.length).toBe(6);
    expect(await code('/news/short/news/99999999')).toBe(404);
    expect(await code('/news/short/news/99999999/related/news')).toBe(404);
    expect(await code('/news/short/news/abc')).toBe(1);
  });
});

describe('topics', () => {
  it('F29 topic page; F12 topic detail with sections and their news', async () => {
    const page = topicPageSchema.parse(await data('/news/topic/page', { size: 3 }));
    expect(page.records).toHaveLength(3);
    expect(newestFirst(page.records.map((t) => t.publishTime))).toBe(true);
    const topic = topicDetailSchema.parse(await data(`/news/topic/${page.records[0]?.id}`));
    expect(topic.sections.length).toBeGreaterThan(0);
    const sections = sectionNewsListSchema.parse(await data('/news/topic/section-news/list', { topicId: topic.id }));
    expect(sections.map((s) => s.id)).toEqual(topic.sections.map((s) => s.id));
    expect(sections.some((s) => s.newsList.length > 0)).toBe(true);
    const one = sectionNewsListSchema.parse(await data('/news/topic/section-news/list', { sectionId: topic.sections[0]?.id as number }));
    expect(one).toHaveLength(1);
  });

  it('missing topic or section → 404; neither id → code 1', async () => {
    expect(await code('/news/topic/99999')).toBe(404);
    expect(await code('/news/topic/section-news/list', { topicId: 99999 })).toBe(404);
    expect(await code('/news/topic/section-news/list', { sectionId: 99999 })).toBe(404);
    expect(await code('/news/topic/section-news/list')).toBe(1);
  });
});
