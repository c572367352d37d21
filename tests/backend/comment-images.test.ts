/**
 * P17–P19: comment images are stored files of their kind's prefix — post comments `image/comment/`, news comments
 * `image/newsComment/`, event comments `image/activityComment/` — and a comment answers with them; another prefix is
 * refused (code 1, nothing stored).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_FILE_PATH } from '@/lib/constants';
import { commentPageSchema, commentSchema } from '@/lib/contract/comment';
import { call, createTestApi, loginDemo, withDb, type TestApi } from './helpers';

let api: TestApi;
let token: string;
const ids = { post: 0, news: 0, event: 0 };

beforeAll(async () => {
  api = await createTestApi();
  token = (await loginDemo(api)).access_token;
  await withDb(api, async (db) => {
    ids.post = (await db.prepare("SELECT id FROM posts WHERE status = 'PUBLISHED' AND circle_id IS NULL ORDER BY id LIMIT 1").get() as { id: number } | undefined)?.id
      ?? (await db.prepare("SELECT id FROM posts WHERE status = 'PUBLISHED' ORDER BY id LIMIT 1").get() as { id: number }).id;
    ids.news = (await db.prepare('SELECT news_id AS id FROM news_comments LIMIT 1').get() as { id: number }).id;
    ids.event = (await db.prepare('SELECT id FROM events ORDER BY id LIMIT 1').get() as { id: number }).id;
  });
});
afterAll(async () => api.close());

const TABLE = { post: 'post_comments', news: 'news_comments', event: 'event_comments' } as const;
const file = (prefix: string) => `${STORAGE_FILE_PATH}${prefix}${'0123456789abcdef'.repeat(2)}0123.png`;

const KINDS = [
  { id: 'P17', kind: 'post', path: '/post/comments/', list: '/post/comments', entity: 'postId', prefix: 'image/comment/', other: 'image/newsComment/' },
  { id: 'P18', kind: 'news', path: '/news/news/comment', list: '/news/news/comment', entity: 'newsId', prefix: 'image/newsComment/', other: 'image/comment/' },
  { id: 'P19', kind: 'event', path: '/ec/stores/comment', list: '/ec/stores/comment', entity: 'activityId', prefix: 'image/activityComment/', other: 'image/post/' },
] as const;

describe('comment images by kind', () => {
  it.each(KINDS)('$id $kind comments take images under $prefix and list them', async ({ kind, path, list, entity, prefix }) => {
    const entityId = ids[kind];
    const images = [file(prefix), file(prefix).replace('.png', '.jpg')];
    const created = await call(api, 'POST', path, { token, json: { [entity]: entityId, content: '附两张现场照片', images } });
    expect(created.body.code, JSON.stringify(created.body)).toBe(0);
    const comment = commentSchema.parse(created.body.data);
    expect(comment.images).toEqual(images);
    const page = commentPageSchema.parse((await call(api, 'GET', list, { token, query: { [entity]: entityId, size: 50 } })).body.data);
    expect(page.records.find((c) => c.id === comment.id)?.images).toEqual(images);
  });

  it.each(KINDS)('$id $kind comments refuse an image of another prefix ($other)', async ({ kind, path, entity, other }) => {
    const entityId = ids[kind];
    const count = async () => await withDb(api, async (db) => (await db.prepare(`SELECT COUNT(*) AS n FROM ${TABLE[kind]}`).get() as { n: number }).n);
    const before = await count();
    const refused = await call(api, 'POST', path, { token, json: { [entity]: entityId, content: '错误前缀', images: [file(other)] } });
    expect(refused.body.code).toBe(1);
    expect(refused.body.msg).toMatch(/^images\.0: /);
    expect(await count()).toBe(before);
  });
});
