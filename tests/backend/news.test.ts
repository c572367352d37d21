import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_TAG, TAG_TYPE } from '../../lib/constants';
import { newsDetailSchema, newsPageSchema, type NewsListItem } from '../../lib/contract/news';
import { call, createTestApi, loginDemo, withDb, type TestApi } from './helpers';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await createTestApi();
  token = (await loginDemo(api)).access_token;
});
afterAll(async () => {
  await api.close();
});

const page = async (query: Record<string, string | number> = {}) => {
  const res = await call(api, 'GET', '/news/news/page', { query });
  expect(res.body.code).toBe(0);
  return newsPageSchema.parse(res.body.data);
};
const isNewestFirst = (records: NewsListItem[]) => records.every((r, i) => i === 0 || (records[i - 1] as NewsListItem).publishTime >= r.publishTime);

describe('GET /news/news/page', () => {
  it('lists published news newest first with cover, tags and class/source names', async () => {
    const result = await page({ size: 20 });
    expect(result.total).toBeGreaterThanOrEqual(150);
    expect(isNewestFirst(result.records)).toBe(true);
    const first = result.records[0] as NewsListItem;
    // issue 18 item 11: covers are seed photos of the article's subject
    expect(first.coverImg).toMatch(/^\/api\/files\/seed\/photo\/[a-z-]+-\d\.jpg$/);
    expect(first.classTagName).toBeTruthy();
    expect(first.sourceName).toBeTruthy();
    expect(first.publishTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('filters by class tag, source tag and theme tag', async () => {
    const sample = (await page({ size: 1 })).records[0] as NewsListItem;
    const byClass = await page({ classTagId: sample.classTagId as number, size: 50 });
    expect(byClass.total).toBeGreaterThan(0);
    expect(byClass.records.every((r) => r.classTagId === sample.classTagId)).toBe(true);
    const bySource = await page({ sourceTagId: sample.sourceTagId as number, size: 50 });
    expect(bySource.records.every((r) => r.sourceTagId === sample.sourceTagId)).toBe(true);
    const theme = await withDb(api, async (db) => await db.prepare('SELECT t.id FROM news_tags nt JOIN tags t ON t.id = nt.tag_id WHERE t.type = ? LIMIT 1').get(TAG_TYPE.newsTheme) as { id: number });
    const byTheme = await page({ themeTagId: theme.id, size: 50 });
    expect(byTheme.total).toBeGreaterThan(0);
    expect(byTheme.records.every((r) => r.tags.some((t) => t.id === theme.id))).toBe(true);
    const byTag = await page({ tagId: sample.classTagId as number });
    expect(byTag.total).toBe(byClass.total);
  });

  it('F08 F09 filter by site tag (foodtools 5243, features 5244)', async () => {
    for (const site of [SITE_TAG.newsFoodtools, SITE_TAG.newsFeatures]) {
      const result = await page({ siteTagId: site, size: 50 });
      expect(result.total, String(site)).toBeGreaterThan(0);
      expect(result.records.every((r) => r.tags.some((t) => t.id === site))).toBe(true);
    }
  });

  it('F27 filters by category tag', async () => {
    const category = await withDb(api, async (db) => await db.prepare('SELECT id FROM tags WHERE type = ? LIMIT 1').get(TAG_TYPE.newsCategory) as { id: number });
    const result = await page({ categoryTagId: category.id, size: 3 });
    expect(result.records.every((r) => r.tags.some((t) => t.id === category.id))).toBe(true);
  });

  it('filters by keyword in the title', async () => {
    const sample = (await page({ size: 1, current: 3 })).records[0] as NewsListItem;
    const word = sample.title.slice(0, 4);
    const result = await page({ keyword: word });
    expect(result.records.some((r) => r.id === sample.id)).toBe(true);
  });

  it('leaves out drafts and banned news', async () => {
    const [a, b] = (await page({ size: 2 })).records as [NewsListItem, NewsListItem];
    const before = (await page()).total;
    await withDb(api, async (db) => {
      await db.prepare("UPDATE news SET publish_status = 'DRAFT' WHERE id = ?").run(a.id);
      await db.prepare('UPDATE news SET is_banned = 1 WHERE id = ?').run(b.id);
    });
    const after = await page({ size: 50 });
    expect(after.total).toBe(before - 2);
    expect(after.records.some((r) => r.id === a.id || r.id === b.id)).toBe(false);
    expect((await call(api, 'GET', `/news/news/${a.id}`)).body.code).toBe(404);
    expect((await call(api, 'GET', `/news/news/${b.id}`)).body.code).toBe(404);
    await withDb(api, async (db) => await db.prepare("UPDATE news SET publish_status = 'PUBLISHED', is_banned = 0 WHERE id IN (?, ?)").run(a.id, b.id));
  });

  it('R62 a non-numeric filter id is code 1', async () => {
    expect((await call(api, 'GET', '/news/news/page', { query: { classTagId: 'abc' } })).body.code).toBe(1);
  });
});

describe('GET /news/news/{id}', () => {
  it('F01 returns the HTML body, author and tags; isLiked/isFavorite false for a visitor', async () => {
    const id = ((await page({ size: 1 })).records[0] as NewsListItem).id;
    const detail = newsDetailSchema.parse((await call(api, 'GET', `/news/news/${id}`)).body.data);
    expect(detail.content).toMatch(/<p>/);
    expect(detail.content).not.toMatch(/<script/i);
    expect(detail.publishStatus).toBe('PUBLISHED');
    expect(detail.isLiked).toBe(false);
    expect(detail.isFavorite).toBe(false);
  });

  it('isLiked and isFavorite reflect the member of a valid bearer token', async () => {
    const { news_id: id, member_id: memberId } = await withDb(api, async (db) => {
      const row = await db.prepare("SELECT nl.news_id, nl.member_id FROM news_likes nl JOIN members m ON m.id = nl.member_id WHERE m.mobile = '13800000001' LIMIT 1").get() as {
        news_id: number;
        member_id: number;
      };
      await db.prepare("INSERT INTO member_favorites (member_id, target_type, target_id, created_at) VALUES (?, 'news', ?, '2026-11-20 10:00:00') ON CONFLICT DO NOTHING").run(row.member_id, row.news_id);
      return row;
    });
    expect(memberId).toBeGreaterThan(0);
    const detail = newsDetailSchema.parse((await call(api, 'GET', `/news/news/${id}`, { token })).body.data);
    expect(detail.isLiked).toBe(true);
    expect(detail.isFavorite).toBe(true);
  });

  it('404 for a missing id, code 1 for a malformed one', async () => {
    expect((await call(api, 'GET', '/news/news/424242')).body).toEqual({ code: 404, msg: 'not found', data: null });
    expect((await call(api, 'GET', '/news/news/12a')).body.code).toBe(1);
  });
});
