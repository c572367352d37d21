import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_TAG, THEME_TAG, THEME_TAG_IDS, TOPIC_SITE_TAG } from '../../lib/constants';
import { postDetailSchema, postPageSchema, type PostListItem } from '../../lib/contract/post';
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

const page = async (query: Record<string, string | number | (string | number)[]> = {}) => {
  const res = await call(api, 'GET', '/post/posts/page', { query });
  expect(res.body.code).toBe(0);
  return postPageSchema.parse(res.body.data);
};

describe('GET /post/posts/page', () => {
  it('latest: newest first with author, tags and images', async () => {
    const result = await page({ size: 30 });
    expect(result.total).toBeGreaterThanOrEqual(300);
    expect(result.records.every((r, i) => i === 0 || (result.records[i - 1] as PostListItem).publishTime >= r.publishTime)).toBe(true);
    const named = result.records.find((r) => !r.isAnonymous) as PostListItem;
    expect(named.nickname).toBeTruthy();
    expect(named.tagName).toBeTruthy();
    expect(named.themeTagName).toBeTruthy();
    expect(result.records.some((r) => r.images.length > 0)).toBe(true);
  });

  it('G02 tagId is repeatable: demand (8) and supply (9) together', async () => {
    const both = await page({ tagId: [SITE_TAG.demand, SITE_TAG.supply], size: 100 });
    const demand = await page({ tagId: SITE_TAG.demand, size: 1 });
    const supply = await page({ tagId: SITE_TAG.supply, size: 1 });
    expect(demand.total).toBeGreaterThan(0);
    expect(supply.total).toBeGreaterThan(0);
    expect(both.total).toBe(demand.total + supply.total);
    expect(both.records.every((r) => r.tagId === SITE_TAG.demand || r.tagId === SITE_TAG.supply)).toBe(true);
    const topics = await page({ tagId: TOPIC_SITE_TAG, size: 5 });
    expect(topics.total).toBeGreaterThan(0);
  });

  it('G15 every theme tag id filters the list', async () => {
    for (const theme of THEME_TAG_IDS) {
      const result = await page({ themeTagId: theme, size: 20 });
      expect(result.records.every((r) => r.themeTagId === theme)).toBe(true);
    }
    expect((await page({ themeTagId: THEME_TAG.packaging })).total).toBeGreaterThan(0);
  });

  it('G13 popular ranks by engagement and recency, and differs from latest', async () => {
    const popular = await page({ sort: 'popular', size: 10 });
    const latest = await page({ sort: 'latest', size: 10 });
    expect(popular.total).toBe(latest.total);
    expect(popular.records.map((r) => r.id)).not.toEqual(latest.records.map((r) => r.id));
    const score = (r: PostListItem) => r.viewCount + 5 * r.likeCount + 10 * r.commentCount;
    const top = popular.records[0] as PostListItem;
    const median = [...latest.records].sort((a, b) => score(a) - score(b))[5] as PostListItem;
    expect(score(top)).toBeGreaterThan(score(median));
  });

  it('G08 filters by circle with the pinned post first', async () => {
    const circle = await withDb(api, async (db) => await db.prepare('SELECT circle_id, post_id FROM circle_pins LIMIT 1').get() as { circle_id: number; post_id: number });
    const result = await page({ circleId: circle.circle_id, size: 50 });
    expect(result.records.every((r) => r.circleId === circle.circle_id)).toBe(true);
    expect(result.records[0]?.id).toBe(circle.post_id);
    expect(result.records[0]?.isTop).toBe(true);
  });

  it('an invalid sort is code 1', async () => {
    expect((await call(api, 'GET', '/post/posts/page', { query: { sort: 'random' } })).body.code).toBe(1);
    expect((await call(api, 'GET', '/post/posts/page', { query: { tagId: 'x' } })).body.code).toBe(1);
  });
});

describe('GET /post/posts/{id}', () => {
  it('G03 returns the detail with like/favourite state and grey words', async () => {
    const liked = await withDb(api, async (db) => await db.prepare("SELECT pl.post_id FROM post_likes pl JOIN members m ON m.id = pl.member_id WHERE m.mobile = '13800000001' LIMIT 1").get() as { post_id: number });
    const visitor = postDetailSchema.parse((await call(api, 'GET', `/post/posts/${liked.post_id}`)).body.data);
    expect(visitor.isLiked).toBe(false);
    expect(visitor.greyWords).toEqual([]);
    const member = postDetailSchema.parse((await call(api, 'GET', `/post/posts/${liked.post_id}`, { token })).body.data);
    expect(member.isLiked).toBe(true);
  });

  it('Q22 an anonymous post shows 匿名 without avatar or company', async () => {
    const anon = await withDb(api, async (db) => await db.prepare('SELECT id FROM posts WHERE is_anonymous = 1 LIMIT 1').get() as { id: number } | undefined);
    const id = anon?.id ?? await withDb(api, async (db) => {
      const row = await db.prepare('SELECT id FROM posts LIMIT 1').get() as { id: number };
      await db.prepare('UPDATE posts SET is_anonymous = 1 WHERE id = ?').run(row.id);
      return row.id;
    });
    const detail = postDetailSchema.parse((await call(api, 'GET', `/post/posts/${id}`)).body.data);
    expect(detail).toMatchObject({ isAnonymous: true, nickname: '匿名', avatar: null, company: null });
  });

  it('a removed post is 404', async () => {
    const id = await withDb(api, async (db) => {
      const row = await db.prepare("SELECT id FROM posts ORDER BY id DESC LIMIT 1").get() as { id: number };
      await db.prepare("UPDATE posts SET status = 'REMOVED' WHERE id = ?").run(row.id);
      return row.id;
    });
    expect((await call(api, 'GET', `/post/posts/${id}`)).body.code).toBe(404);
    expect((await page({ size: 100 })).records.some((r) => r.id === id)).toBe(false);
  });
});
