import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITY_TYPE } from '../../lib/constants';
import { favoritePageSchema } from '../../lib/contract/interaction';
import { newsDetailSchema } from '../../lib/contract/news';
import { call, createTestApi, DEMO, loginDemo, withDb, type TestApi } from './helpers';

let api: TestApi;
let token: string;
let newsId: number;
let postId: number;

beforeAll(async () => {
  api = await createTestApi();
  token = (await loginDemo(api, DEMO.first)).access_token;
  const memberId = (await loginDemo(api, DEMO.first)).memberId;
  newsId = await withDb(api, async (db) => (await db.prepare(
    "SELECT id FROM news WHERE publish_status = 'PUBLISHED' AND id NOT IN (SELECT news_id FROM news_likes WHERE member_id = ?) AND id NOT IN (SELECT target_id FROM member_favorites WHERE member_id = ? AND target_type = 'news') LIMIT 1",
  ).get(memberId, memberId) as { id: number }).id);
  postId = await withDb(api, async (db) => (await db.prepare(
    "SELECT id FROM posts WHERE status = 'PUBLISHED' AND id NOT IN (SELECT post_id FROM post_likes WHERE member_id = ?) AND id NOT IN (SELECT target_id FROM member_favorites WHERE member_id = ? AND target_type = 'post') LIMIT 1",
  ).get(memberId, memberId) as { id: number }).id);
});
afterAll(async () => {
  await api.close();
});

const counts = async (table: 'news' | 'posts', id: number) =>
  await withDb(api, async (db) => await db.prepare(`SELECT like_count AS likes, favorite_count AS favorites FROM ${table} WHERE id = ?`).get(id) as { likes: number; favorites: number });

describe('F18 news like / unlike', () => {
  it('a visitor gets HTTP 401', async () => {
    expect((await call(api, 'POST', `/news/news/like/${newsId}`)).status).toBe(401);
    expect((await call(api, 'PUT', `/news/news/unlike/${newsId}`)).status).toBe(401);
  });

  it('toggles per member, idempotently, and the detail reflects it', async () => {
    const base = (await counts('news', newsId)).likes;
    const liked = await call(api, 'POST', `/news/news/like/${newsId}`, { token });
    expect(liked.body).toMatchObject({ code: 0, data: { isLiked: true, likeCount: base + 1 } });
    expect((await call(api, 'POST', `/news/news/like/${newsId}`, { token })).body.data.likeCount).toBe(base + 1);
    const detail = newsDetailSchema.parse((await call(api, 'GET', `/news/news/${newsId}`, { token })).body.data);
    expect(detail.isLiked).toBe(true);
    expect(detail.likeCount).toBe(base + 1);
    expect((await call(api, 'PUT', `/news/news/unlike/${newsId}`, { token })).body.data).toEqual({ isLiked: false, likeCount: base });
    expect((await call(api, 'PUT', `/news/news/unlike/${newsId}`, { token })).body.data.likeCount).toBe(base);
  });

  it('404 for a missing news item, code 1 for a bad id', async () => {
    expect((await call(api, 'POST', '/news/news/like/99999999', { token })).body.code).toBe(404);
    expect((await call(api, 'POST', '/news/news/like/abc', { token })).body.code).toBe(1);
  });
});

describe('G23 post like / unlike', () => {
  it('toggles idempotently with counts', async () => {
    expect((await call(api, 'POST', `/post/posts/like/${postId}`)).status).toBe(401);
    const base = (await counts('posts', postId)).likes;
    expect((await call(api, 'POST', `/post/posts/like/${postId}`, { token })).body.data).toEqual({ isLiked: true, likeCount: base + 1 });
    expect((await call(api, 'POST', `/post/posts/like/${postId}`, { token })).body.data.likeCount).toBe(base + 1);
    expect((await call(api, 'POST', `/post/posts/unlike/${postId}`, { token })).body.data).toEqual({ isLiked: false, likeCount: base });
  });
});

describe('F24 G49 favourites', () => {
  it('a visitor gets HTTP 401', async () => {
    expect((await call(api, 'POST', '/admin/member-favorite', { json: { entityType: 13, entityId: newsId } })).status).toBe(401);
    expect((await call(api, 'GET', '/admin/member-favorite/page')).status).toBe(401);
  });

  it('favourites news (13) and posts (11), idempotently, and lists them newest first', async () => {
    const base = (await counts('news', newsId)).favorites;
    const fav = await call(api, 'POST', '/admin/member-favorite', { token, json: { entityType: ENTITY_TYPE.news, entityId: newsId } });
    expect(fav.body.data).toEqual({ isFavorite: true, favoriteCount: base + 1 });
    expect((await call(api, 'POST', '/admin/member-favorite', { token, json: { entityType: 13, entityId: newsId } })).body.data.favoriteCount).toBe(base + 1);
    expect((await call(api, 'POST', '/admin/member-favorite', { token, json: { entityType: ENTITY_TYPE.post, entityId: postId } })).body.code).toBe(0);
    const detail = newsDetailSchema.parse((await call(api, 'GET', `/news/news/${newsId}`, { token })).body.data);
    expect(detail.isFavorite).toBe(true);

    const page = favoritePageSchema.parse((await call(api, 'GET', '/admin/member-favorite/page', { token, query: { size: 50 } })).body.data);
    expect(page.records.find((r) => r.entityType === 13 && r.entityId === newsId)).toMatchObject({ url: `/news/${newsId}` });
    expect(page.records.find((r) => r.entityType === 11 && r.entityId === postId)).toMatchObject({ url: `/community/post/${postId}` });
    const onlyPosts = favoritePageSchema.parse((await call(api, 'GET', '/admin/member-favorite/page', { token, query: { entityType: 11 } })).body.data);
    expect(onlyPosts.records.every((r) => r.entityType === 11)).toBe(true);

    expect((await call(api, 'POST', '/admin/member-favorite/unfavorite', { token, json: { entityType: 13, entityId: newsId } })).body.data).toEqual({ isFavorite: false, favoriteCount: base });
    expect((await call(api, 'POST', '/admin/member-favorite/unfavorite', { token, json: { entityType: 13, entityId: newsId } })).body.data.favoriteCount).toBe(base);
  });

  it('refuses unknown entity types and missing entities', async () => {
    expect((await call(api, 'POST', '/admin/member-favorite', { token, json: { entityType: 99, entityId: newsId } })).body.code).toBe(1);
    expect((await call(api, 'POST', '/admin/member-favorite', { token, json: { entityType: 13, entityId: 99999999 } })).body.code).toBe(404);
  });
});
