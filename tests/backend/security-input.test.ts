/**
 * Issue 17 items 9 and 10, attack list 21: ids are positive integers or digit strings only, comment images
 * only files of the storage host, prototype-polluting bodies are refused, and the REST chat send is rate
 * limited like the STOMP send.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BROKER_OPTIONS } from '../../backend/src/realtime/broker';
import { STORAGE_FILE_PATH } from '../../lib/constants';
import { idSchema } from '../../lib/contract/common';
import { call, createTestApi, DEMO, loginDemo, withDb, type TestApi } from './helpers';

let api: TestApi;
let token: string;
let postId: number;
beforeAll(async () => {
  api = await createTestApi();
  token = (await loginDemo(api, DEMO.first)).access_token;
  postId = await withDb(api, async (db) => (await db.prepare('SELECT id FROM posts ORDER BY id LIMIT 1').get() as { id: number }).id);
});
afterAll(async () => {
  await api.close();
});

const NOT_IDS: unknown[] = [true, false, [8], ['8'], { id: 8 }, '8.0', '1e1', ' 8', '8 ', '0x8', '-8', '0', 0, -1, 1.5, '', null, Number.MAX_SAFE_INTEGER + 2];

describe('strict ids (issue 17 item 10)', () => {
  it('security: the shared id schema takes positive integers and digit strings, nothing else', () => {
    expect(idSchema.parse(8)).toBe(8);
    expect(idSchema.parse('8')).toBe(8);
    for (const value of NOT_IDS) expect(idSchema.safeParse(value).success, JSON.stringify(value)).toBe(false);
  });

  it('security: a body id of true or [8] is refused (code 1), not read as 1 or 8', async () => {
    for (const bad of [true, [postId], '1e1', `${postId}.0`]) {
      const res = await call(api, 'POST', '/post/comments', { token, json: { postId: bad, content: '好文' } });
      expect(res.status).toBe(200);
      expect(res.body.code, JSON.stringify(bad)).toBe(1);
      expect(res.body.msg).toMatch(/^postId: /);
    }
    const conv = await call(api, 'POST', '/msg/conversation', { token, json: { members: [true] } });
    expect(conv.body.code).toBe(1);
    // the same id as a number or a digit string is fine
    expect((await call(api, 'POST', '/post/comments', { token, json: { postId: String(postId), content: '好文' } })).body.code).toBe(0);
  });

  it('security: query and path ids in exotic number forms are refused', async () => {
    expect((await call(api, 'GET', '/post/comments', { query: { postId: '1e1' } })).body.code).toBe(1);
    expect((await call(api, 'GET', '/post/comments', { query: { postId: '0x10' } })).body.code).toBe(1);
    expect((await call(api, 'POST', '/post/circles/1e0/join', { token })).body.code).toBe(1);
  });
});

describe('comment images (issue 17 item 10)', () => {
  it('security: comment images are files of the storage host only', async () => {
    for (const image of [
      'https://evil.example/a.png',
      '//evil.example/a.png',
      'http://169.254.169.254/latest/meta-data',
      'javascript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      `${STORAGE_FILE_PATH}../../admin`,
      `${STORAGE_FILE_PATH}image/comment/a.png?x=https://evil.example`,
      '/api/files/seed/cover/1.svg/../../../../evil',
      `/evil${STORAGE_FILE_PATH}a.png`,
    ]) {
      const res = await call(api, 'POST', '/post/comments', { token, json: { postId, content: '带图评论', images: [image] } });
      expect(res.body.code, image).toBe(1);
      expect(res.body.msg).toMatch(/^images\.0: /);
    }
    const ok = await call(api, 'POST', '/post/comments', {
      token,
      json: { postId, content: '带图评论', images: [`${STORAGE_FILE_PATH}image/comment/2026/05/a1b2c3.png`] },
    });
    expect(ok.body.code).toBe(0);
  });

  it('security: the upload signature names the same file host the comment rule accepts', async () => {
    const sign = await call(api, 'GET', '/basic/aliyun/sign', { token, query: { dir: 'image/comment/' } });
    expect(sign.body.code).toBe(0);
    expect(String(sign.body.data.fileHost).endsWith(STORAGE_FILE_PATH)).toBe(true);
  });
});

describe('prototype pollution (attack list 21)', () => {
  it('security 21: JSON bodies with __proto__ or constructor.prototype are refused (code 1, no 500) and change no global state', async () => {
    for (const raw of ['{"__proto__":{"polluted":"yes"},"content":"x","postId":1}', '{"constructor":{"prototype":{"polluted":"yes"}},"content":"x","postId":1}']) {
      const res = await call(api, 'POST', '/post/comments', { token, rawBody: raw });
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(1);
    }
    const form = await call(api, 'POST', '/auth/oauth/token', { form: { '__proto__[polluted]': 'yes', grant_type: 'web_password' } });
    expect(form.status).toBeLessThan(500);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('REST chat send rate limit (issue 17 item 9)', () => {
  it('security: past 20 messages in 10 s the REST send answers HTTP 429 + Retry-After, like the STOMP send', async () => {
    const other = await withDb(api, async (db) => (await db.prepare('SELECT id FROM members WHERE mobile = ?').get(DEMO.second) as { id: number }).id);
    const conv = await call(api, 'POST', '/msg/conversation', { token, json: { members: [other] } });
    expect(conv.body.code).toBe(0);
    const me = await withDb(api, async (db) => (await db.prepare('SELECT id FROM members WHERE mobile = ?').get(DEMO.first) as { id: number }).id);
    const body = (n: number) => ({ convId: conv.body.data.convId, msgFrom: me, msgTo: other, msgType: 0, msgContent: `第${n}条`, sentTime: Date.now() });
    expect(DEFAULT_BROKER_OPTIONS.rateLimit).toBe(20);
    for (let i = 0; i < DEFAULT_BROKER_OPTIONS.rateLimit; i += 1) {
      const sent = await call(api, 'POST', '/msg/messages', { token, json: body(i) });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    }
    const refused = await call(api, 'POST', '/msg/messages', { token, json: body(99) });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(10);
    expect(refused.body).toMatchObject({ code: 429, data: { retryAfter: Number(refused.headers['retry-after']) } });
  });
});
