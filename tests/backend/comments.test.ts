import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentPageSchema, commentSchema } from '../../lib/contract/comment';
import { ERR_BANNED, ERR_NO_PERMISSION } from '../../lib/constants';
import { call, createTestApi, DEMO, loginDemo, withDb, type TestApi } from './helpers';

let api: TestApi;
let first: string;
let second: string;
let newsId: number;
let postId: number;

beforeAll(async () => {
  api = await createTestApi();
  first = (await loginDemo(api, DEMO.first)).access_token;
  second = (await loginDemo(api, DEMO.second)).access_token;
  newsId = await withDb(api, async (db) => (await db.prepare('SELECT news_id AS id FROM news_comments WHERE parent_id IS NULL GROUP BY news_id HAVING COUNT(*) >= 2 LIMIT 1').get() as { id: number }).id);
  postId = await withDb(api, async (db) => (await db.prepare("SELECT id FROM posts WHERE status = 'PUBLISHED' ORDER BY id LIMIT 1").get() as { id: number }).id);
});
afterAll(async () => {
  await api.close();
});

const commentCount = async (table: 'news' | 'posts', id: number) =>
  await withDb(api, async (db) => (await db.prepare(`SELECT comment_count AS n FROM ${table} WHERE id = ?`).get(id) as { n: number }).n);

describe('F19 GET /news/news/comment and replies', () => {
  it('lists seeded top-level comments newest first with reply counts, paged', async () => {
    const res = await call(api, 'GET', '/news/news/comment', { query: { newsId, size: 2 } });
    expect(res.body.code).toBe(0);
    const page = commentPageSchema.parse(res.body.data);
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.records).toHaveLength(2);
    expect(page.records.every((c) => c.parentId === null && c.entityId === newsId && c.nickname)).toBe(true);
    expect((page.records[0]?.createdTime ?? '') >= (page.records[1]?.createdTime ?? '')).toBe(true);
    expect(page.records.every((c) => c.isLiked === false && c.isMine === false)).toBe(true);
  });

  it('the seeded news comment_count equals the visible comments', async () => {
    const counted = await withDb(api, async (db) => (await db.prepare('SELECT COUNT(*) AS n FROM news_comments WHERE news_id = ? AND is_deleted = 0').get(newsId) as { n: number }).n);
    expect(await commentCount('news', newsId)).toBe(counted);
  });

  it('loads replies of a comment on demand, oldest first', async () => {
    const parent = await withDb(api, async (db) => await db.prepare('SELECT id, reply_count FROM news_comments WHERE reply_count > 0 LIMIT 1').get() as { id: number; reply_count: number });
    const res = await call(api, 'GET', '/news/news/comment/replies', { query: { parentId: parent.id } });
    const page = commentPageSchema.parse(res.body.data);
    expect(page.total).toBe(parent.reply_count);
    expect(page.records.every((r) => r.parentId === parent.id && r.replyNickname)).toBe(true);
  });

  it('answers 404 for a missing news item or comment, code 1 for a bad id', async () => {
    expect((await call(api, 'GET', '/news/news/comment', { query: { newsId: 99999999 } })).body.code).toBe(404);
    expect((await call(api, 'GET', '/news/news/comment/replies', { query: { parentId: 99999999 } })).body.code).toBe(404);
    const bad = await call(api, 'GET', '/news/news/comment', { query: { newsId: 'abc' } });
    expect(bad.status).toBe(200);
    expect(bad.body.code).toBe(1);
  });
});

describe('F20 F21 POST and DELETE /news/news/comment', () => {
  it('a visitor gets HTTP 401', async () => {
    const res = await call(api, 'POST', '/news/news/comment', { json: { newsId, content: '写得好' } });
    expect(res.status).toBe(401);
    expect((await call(api, 'DELETE', '/news/news/comment/1')).status).toBe(401);
  });

  it('a member comments, replies, and the counts follow; only the author deletes (else 10403)', async () => {
    const before = await commentCount('news', newsId);
    const created = await call(api, 'POST', '/news/news/comment', { token: first, json: { newsId, content: '  数据很扎实，期待后续报道。 ' } });
    expect(created.body.code).toBe(0);
    const comment = commentSchema.parse(created.body.data);
    expect(comment.content).toBe('数据很扎实，期待后续报道。');
    expect(comment.isMine).toBe(true);
    expect(await commentCount('news', newsId)).toBe(before + 1);

    const list = commentPageSchema.parse((await call(api, 'GET', '/news/news/comment', { token: first, query: { newsId } })).body.data);
    expect(list.records[0]?.id).toBe(comment.id);
    expect(list.records[0]?.isMine).toBe(true);

    const reply = commentSchema.parse((await call(api, 'POST', '/news/news/comment', { token: second, json: { newsId, content: '同感', parentId: comment.id } })).body.data);
    expect(reply.parentId).toBe(comment.id);
    // a reply to the reply stays under the top-level comment and names the replied member
    const nested = commentSchema.parse((await call(api, 'POST', '/news/news/comment', { token: first, json: { newsId, content: '谢谢', parentId: reply.id } })).body.data);
    expect(nested.parentId).toBe(comment.id);
    expect(nested.replyMemberId).toBe(reply.memberId);
    expect(await commentCount('news', newsId)).toBe(before + 3);

    const foreign = await call(api, 'DELETE', `/news/news/comment/${comment.id}`, { token: second });
    expect(foreign.body.code).toBe(ERR_NO_PERMISSION);

    const removedReply = await call(api, 'DELETE', `/news/news/comment/${nested.id}`, { token: first });
    expect(removedReply.body.code).toBe(0);
    expect(removedReply.body.data.commentCount).toBe(before + 2);

    const removed = await call(api, 'DELETE', `/news/news/comment/${comment.id}`, { token: first });
    expect(removed.body.code).toBe(0);
    expect(removed.body.data.commentCount).toBe(before);
    const after = commentPageSchema.parse((await call(api, 'GET', '/news/news/comment', { query: { newsId, size: 100 } })).body.data);
    expect(after.records.some((c) => c.id === comment.id)).toBe(false);
    expect((await call(api, 'DELETE', `/news/news/comment/${comment.id}`, { token: first })).body.code).toBe(404);
  });

  it('rejects empty, too long and grey-word comments', async () => {
    expect((await call(api, 'POST', '/news/news/comment', { token: first, json: { newsId, content: '   ' } })).body.code).toBe(1);
    expect((await call(api, 'POST', '/news/news/comment', { token: first, json: { newsId, content: '好'.repeat(501) } })).body.code).toBe(1);
    const grey = await call(api, 'POST', '/news/news/comment', { token: first, json: { newsId, content: '有需要代开发票的联系我' } });
    expect(grey.body.code).toBe(1);
    expect(grey.body.data).toEqual(['代开发票']);
  });

  it('U09 a banned member cannot comment (10407)', async () => {
    const memberId = (await loginDemo(api, DEMO.second)).memberId;
    await withDb(api, async (db) => await db.prepare('UPDATE members SET is_banned = 1 WHERE id = ?').run(memberId));
    try {
      const res = await call(api, 'POST', '/news/news/comment', { token: second, json: { newsId, content: '你好' } });
      expect(res.body.code).toBe(ERR_BANNED);
      expect(res.body.msg).toBe('您的账号已被禁言，请联系管理员');
    } finally {
      await withDb(api, async (db) => await db.prepare('UPDATE members SET is_banned = 0 WHERE id = ?').run(memberId));
    }
  });
});

describe('F22 comment like and unlike', () => {
  it('is idempotent per member and counts', async () => {
    const target = await withDb(api, async (db) => await db.prepare('SELECT id, like_count FROM news_comments WHERE is_deleted = 0 ORDER BY id LIMIT 1').get() as { id: number; like_count: number });
    expect((await call(api, 'POST', `/news/news/comment/like/${target.id}`)).status).toBe(401);
    const liked = await call(api, 'POST', `/news/news/comment/like/${target.id}`, { token: first });
    expect(liked.body.data).toEqual({ isLiked: true, likeCount: target.like_count + 1 });
    const again = await call(api, 'POST', `/news/news/comment/like/${target.id}`, { token: first });
    expect(again.body.data.likeCount).toBe(target.like_count + 1);
    const replies = commentPageSchema.parse((await call(api, 'GET', '/news/news/comment', { token: first, query: { newsId: await withDb(api, async (db) => (await db.prepare('SELECT news_id FROM news_comments WHERE id = ?').get(target.id) as { news_id: number }).news_id), size: 100 } })).body.data);
    expect(replies.records.find((c) => c.id === target.id)?.isLiked).toBe(true);
    const unliked = await call(api, 'POST', `/news/news/comment/unlike/${target.id}`, { token: first });
    expect(unliked.body.data).toEqual({ isLiked: false, likeCount: target.like_count });
    expect((await call(api, 'POST', `/news/news/comment/unlike/${target.id}`, { token: first })).body.data.likeCount).toBe(target.like_count);
    expect((await call(api, 'POST', '/news/news/comment/like/99999999', { token: first })).body.code).toBe(404);
  });
});

describe('G24 post comments share the machinery', () => {
  it('lists, creates (trailing slash), replies, likes and deletes post comments', async () => {
    const before = await commentCount('posts', postId);
    const created = await call(api, 'POST', '/post/comments/', { token: first, json: { postId, content: '请问还有现货吗？' } });
    expect(created.body.code).toBe(0);
    const comment = commentSchema.parse(created.body.data);
    expect(await commentCount('posts', postId)).toBe(before + 1);
    const list = commentPageSchema.parse((await call(api, 'GET', '/post/comments', { query: { postId } })).body.data);
    expect(list.records[0]?.id).toBe(comment.id);
    const reply = await call(api, 'POST', '/post/comments', { token: second, json: { postId, content: '有的，已私信', parentId: comment.id } });
    expect(reply.body.code).toBe(0);
    const replies = commentPageSchema.parse((await call(api, 'GET', '/post/comments/replies', { query: { parentId: comment.id } })).body.data);
    expect(replies.total).toBe(1);
    expect((await call(api, 'POST', `/post/comments/like/${comment.id}`, { token: second })).body.data).toEqual({ isLiked: true, likeCount: 1 });
    expect((await call(api, 'POST', `/post/comments/unlike/${comment.id}`, { token: second })).body.data).toEqual({ isLiked: false, likeCount: 0 });
    expect((await call(api, 'DELETE', `/post/comments/${comment.id}`, { token: second })).body.code).toBe(ERR_NO_PERMISSION);
    const removed = await call(api, 'DELETE', `/post/comments/${comment.id}`, { token: first });
    expect(removed.body.data.commentCount).toBe(before);
  });
});
