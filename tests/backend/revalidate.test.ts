/**
 * The API's side of the tag-revalidation hook (issue 4 §6, DESIGN.md §5): news and post writes post
 * `{tags}` with the shared secret to WEB_REVALIDATE_URL; a web that is down or unset never breaks a write.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REVALIDATE_SECRET_HEADER } from '../../lib/contract/revalidate';
import { readEnv } from '../../backend/src/config';
import { revalidateTarget, revalidateWeb } from '../../backend/src/http/revalidate';
import { call, createTestApi, DEMO, loginDemo, type TestApi } from './helpers';

interface Received {
  secret: string | undefined;
  body: { tags: string[] };
}

let api: TestApi;
let owner: string;
let receiver: http.Server;
let receiverUrl: string;
let waiting: ((r: Received) => void)[] = [];
const received: Received[] = [];
const saved = { url: process.env.WEB_REVALIDATE_URL, secret: process.env.REVALIDATE_SECRET, repeat: process.env.REVALIDATE_REPEAT_MS };
// One call per write here (the repeat is tested on its own below).
process.env.REVALIDATE_REPEAT_MS = '0';

/** The next hook call the receiver gets. */
function nextHook(): Promise<Received> {
  return new Promise((resolve) => waiting.push(resolve));
}

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const hit: Received = { secret: req.headers[REVALIDATE_SECRET_HEADER] as string | undefined, body: JSON.parse(raw) as Received['body'] };
      received.push(hit);
      const listeners = waiting;
      waiting = [];
      for (const resolve of listeners) resolve(hit);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"revalidated":true}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api-hooks/revalidate`;
  api = await createTestApi();
  owner = (await loginDemo(api, DEMO.first)).access_token;
});

afterEach(() => {
  process.env.WEB_REVALIDATE_URL = saved.url;
  process.env.REVALIDATE_SECRET = saved.secret;
  if (saved.url === undefined) delete process.env.WEB_REVALIDATE_URL;
  if (saved.secret === undefined) delete process.env.REVALIDATE_SECRET;
});

afterAll(async () => {
  if (saved.repeat === undefined) delete process.env.REVALIDATE_REPEAT_MS;
  else process.env.REVALIDATE_REPEAT_MS = saved.repeat;
  await api.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

function hookOn(): void {
  process.env.WEB_REVALIDATE_URL = receiverUrl;
  process.env.REVALIDATE_SECRET = 'test-secret-4f1c';
}

const newsBody = (over: Record<string, unknown> = {}) => ({
  title: '无菌冷灌装产线改造：一条线省下的三笔账',
  content: '<p>某乳企将热灌装线改为无菌冷灌装后，瓶坯轻量化与能耗下降同时兑现。</p>',
  publishStatus: 'PUBLISHED',
  ...over,
});

describe('issue 18 item 6: likes and comments revalidate the page that shows their count', () => {
  it('liking a post and commenting on it post the post item tag; a news like posts the news item tag', async () => {
    hookOn();
    const postId = (await call(api, 'GET', '/post/posts/page', { query: { size: 1 } })).body.data.records[0].id as number;
    const liked = nextHook();
    expect((await call(api, 'POST', `/post/posts/like/${postId}`, { token: owner })).body.code).toBe(0);
    expect((await liked).body.tags).toEqual([`post:${postId}`]);
    const commented = nextHook();
    expect((await call(api, 'POST', '/post/comments', { token: owner, json: { postId, content: '同求，华东地区可以对接' } })).body.code).toBe(0);
    expect((await commented).body.tags).toEqual([`post:${postId}`]);
    const newsId = (await call(api, 'GET', '/news/news/page', { query: { size: 1 } })).body.data.records[0].id as number;
    const newsLiked = nextHook();
    expect((await call(api, 'POST', `/news/news/like/${newsId}`, { token: owner })).body.code).toBe(0);
    expect((await newsLiked).body.tags).toEqual([`news:${newsId}`]);
  });
});

describe('revalidateTarget', () => {
  it('is off unless both the URL and the secret are set', () => {
    expect(revalidateTarget(readEnv({}))).toBeNull();
    expect(revalidateTarget(readEnv({ WEB_REVALIDATE_URL: 'http://127.0.0.1:3000/api-hooks/revalidate' }))).toBeNull();
    expect(revalidateTarget(readEnv({ REVALIDATE_SECRET: 's' }))).toBeNull();
    expect(revalidateTarget(readEnv({ WEB_REVALIDATE_URL: ' http://x/api-hooks/revalidate ', REVALIDATE_SECRET: 's' }))).toEqual({ url: 'http://x/api-hooks/revalidate', secret: 's', repeatMs: 3000 });
  });
});

describe('news writes call the hook', () => {
  it('creating and editing a news item post its tags with the secret', async () => {
    hookOn();
    const created = nextHook();
    const res = await call(api, 'POST', '/news/news', { token: owner, json: newsBody() });
    expect(res.body.code).toBe(0);
    const id = res.body.data.id as number;
    expect(await created).toEqual({ secret: 'test-secret-4f1c', body: { tags: ['news', `news:${id}`] } });

    const edited = nextHook();
    const put = await call(api, 'PUT', '/news/news', { token: owner, json: newsBody({ id, title: '无菌冷灌装产线改造一年复盘' }) });
    expect(put.body.code).toBe(0);
    expect(await edited).toEqual({ secret: 'test-secret-4f1c', body: { tags: ['news', `news:${id}`] } });
  });

  it('creating and editing a post post the post tags', async () => {
    hookOn();
    const post = { title: '求购食品级 PET 再生料', content: '长期求购食品级 rPET 切片，月需 200 吨，华东交货，需提供检测报告。', tagId: 8, images: [] };
    const created = nextHook();
    const res = await call(api, 'POST', '/post/posts', { token: owner, json: post });
    expect(res.body.code).toBe(0);
    expect((await created).body.tags).toEqual(['post']);
    const id = res.body.data.id as number;
    const edited = nextHook();
    expect((await call(api, 'PUT', '/post/posts', { token: owner, json: { ...post, id, title: '求购食品级 rPET 切片' } })).body.code).toBe(0);
    expect((await edited).body.tags).toEqual(['post', `post:${id}`]);
  });

  it('a write succeeds when the web is down, and without the variables nothing is sent', async () => {
    process.env.WEB_REVALIDATE_URL = 'http://127.0.0.1:9/api-hooks/revalidate';
    process.env.REVALIDATE_SECRET = 'test-secret-4f1c';
    const before = received.length;
    expect((await call(api, 'POST', '/news/news', { token: owner, json: newsBody() })).body.code).toBe(0);
    expect(await revalidateWeb(['news'])).toBe(false);
    delete process.env.WEB_REVALIDATE_URL;
    expect((await call(api, 'POST', '/news/news', { token: owner, json: newsBody() })).body.code).toBe(0);
    expect(await revalidateWeb(['news'])).toBe(false);
    expect(received.length).toBe(before);
  });

  it('revalidateWeb reports whether the web accepted the tags', async () => {
    expect(await revalidateWeb(['news', 'news', 'news:3'], { url: receiverUrl, secret: 'x' })).toBe(true);
    expect(received.at(-1)).toEqual({ secret: 'x', body: { tags: ['news', 'news:3'] } });
  });

  it('posts the same tags once more after the repeat delay (renders begun before the write)', async () => {
    const first = nextHook();
    expect(await revalidateWeb(['news', 'news:9'], { url: receiverUrl, secret: 'x', repeatMs: 60 })).toBe(true);
    expect((await first).body.tags).toEqual(['news', 'news:9']);
    const again = await nextHook();
    expect(again).toEqual({ secret: 'x', body: { tags: ['news', 'news:9'] } });
  });

  it('the repeat delay comes from REVALIDATE_REPEAT_MS (default 3 s, 0 = none)', () => {
    expect(revalidateTarget(readEnv({ WEB_REVALIDATE_URL: 'http://w/h', REVALIDATE_SECRET: 's' }))?.repeatMs).toBe(3000);
    expect(revalidateTarget(readEnv({ WEB_REVALIDATE_URL: 'http://w/h', REVALIDATE_SECRET: 's', REVALIDATE_REPEAT_MS: '0' }))?.repeatMs).toBe(0);
    expect(revalidateTarget(readEnv({ WEB_REVALIDATE_URL: 'http://w/h', REVALIDATE_SECRET: 's', REVALIDATE_REPEAT_MS: '500' }))?.repeatMs).toBe(500);
  });
});
