import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cached, registerResponseCache } from '../../backend/src/http/response-cache';
import { MemoryTaggedCache } from '../../backend/src/state/tagged-cache';
import { call, createTestApi, loginDemo, withDb, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ responseCacheMs: 60_000 });
});
afterAll(async () => {
  await api.close();
});

describe('answer cache of public GETs', () => {
  it('serves a repeated visitor GET from the cache', async () => {
    const first = await call(api, 'GET', '/news/news/page', { query: { size: 3 } });
    expect(first.headers['x-cache']).toBeUndefined();
    const second = await call(api, 'GET', '/news/news/page', { query: { size: 3 } });
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.headers['content-type']).toMatch(/^application\/json/);
    expect(second.body).toEqual(first.body);
  });

  it('never serves a member from the cache (isLiked is personal)', async () => {
    const token = (await loginDemo(api)).access_token;
    const id = await withDb(api, async (db) => (await db.prepare("SELECT nl.news_id FROM news_likes nl JOIN members m ON m.id = nl.member_id WHERE m.mobile = '13800000001' LIMIT 1").get() as { news_id: number }).news_id);
    await call(api, 'GET', `/news/news/${id}`);
    expect((await call(api, 'GET', `/news/news/${id}`)).headers['x-cache']).toBe('hit');
    const member = await call(api, 'GET', `/news/news/${id}`, { token });
    expect(member.headers['x-cache']).toBeUndefined();
    expect(member.body.data.isLiked).toBe(true);
  });

  it('a successful write clears the cache', async () => {
    await call(api, 'GET', '/post/posts/page');
    expect((await call(api, 'GET', '/post/posts/page')).headers['x-cache']).toBe('hit');
    await withDb(api, async (db) => await db.prepare("UPDATE posts SET title = '缓存已清除' WHERE id = (SELECT id FROM posts ORDER BY publish_time DESC, id DESC LIMIT 1)").run());
    await loginDemo(api);
    const fresh = await call(api, 'GET', '/post/posts/page');
    expect(fresh.headers['x-cache']).toBeUndefined();
    expect(fresh.body.data.records[0].title).toBe('缓存已清除');
  });

  it('errors are not cached', async () => {
    await call(api, 'GET', '/news/news/987654');
    expect((await call(api, 'GET', '/news/news/987654')).headers['x-cache']).toBeUndefined();
  });

  it('seed images keep their cache headers on a hit', async () => {
    await api.app.inject({ method: 'GET', url: '/api/files/seed/logo/7.svg' });
    const hit = await api.app.inject({ method: 'GET', url: '/api/files/seed/logo/7.svg' });
    expect(hit.headers['x-cache']).toBe('hit');
    expect(hit.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(hit.headers['cache-control']).toMatch(/immutable/);
  });

  it('an answer read before a write but finished after it is not kept (it would outlive the write)', async () => {
    const app = Fastify();
    app.decorateRequest('auth', null);
    registerResponseCache(app, 60_000, new MemoryTaggedCache());
    let title = 'old';
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let slow = true;
    app.get('/item', cached, async () => {
      const read = title;
      if (slow) await gate;
      return { code: 0, data: read };
    });
    app.put('/item', async () => {
      title = 'new';
      return { code: 0, data: null };
    });
    await app.ready();
    const stale = app.inject({ method: 'GET', url: '/item' });
    await new Promise((r) => setTimeout(r, 20));
    await app.inject({ method: 'PUT', url: '/item' });
    release();
    expect((await stale).json().data).toBe('old');
    slow = false;
    const next = await app.inject({ method: 'GET', url: '/item' });
    expect(next.headers['x-cache']).toBeUndefined();
    expect(next.json().data).toBe('new');
    expect((await app.inject({ method: 'GET', url: '/item' })).headers['x-cache']).toBe('hit');
    await app.close();
  });
});
