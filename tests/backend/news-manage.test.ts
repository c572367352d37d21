import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERR_BANNED, ERR_NO_PERMISSION, TAG_TYPE } from '../../lib/constants';
import { newsManageDetailSchema } from '../../lib/contract/news-manage';
import { call, createTestApi, DEMO, loginDemo, withDb, type TestApi } from './helpers';

let api: TestApi;
let owner: string;
let ownerId: number;
let other: string;
let themeTag: number;

beforeAll(async () => {
  api = await createTestApi();
  const login = await loginDemo(api, DEMO.first);
  owner = login.access_token;
  ownerId = login.memberId;
  other = (await loginDemo(api, DEMO.second)).access_token;
  themeTag = await withDb(api, async (db) => (await db.prepare('SELECT id FROM tags WHERE type = ? ORDER BY id LIMIT 1').get(TAG_TYPE.newsTheme) as { id: number }).id);
});
afterAll(async () => {
  await api.close();
});

const body = (over: Record<string, unknown> = {}) => ({
  title: '全 PE 软包装量产一年：热封窗口与成本复盘',
  content: '<p>单一材质软包装量产一年后，<strong>热封窗口</strong>仍是关键。</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
  coverImg: '/api/files/oss/image/news/0123456789abcdef0123456789abcdef0123.png',
  tagIds: [themeTag],
  translationDirection: 'ZH_TO_EN',
  publishStatus: 'DRAFT',
  ...over,
});

describe('F14 POST /news/news', () => {
  it('a visitor gets 401; a member without a column gets 10403', async () => {
    expect((await call(api, 'POST', '/news/news', { json: body() })).status).toBe(401);
    expect((await call(api, 'POST', '/news/news', { token: other, json: body() })).body.code).toBe(ERR_NO_PERMISSION);
  });

  it('saves a draft with a sanitised body; drafts are not public, the author previews them (F13)', async () => {
    const res = await call(api, 'POST', '/news/news', { token: owner, json: body() });
    expect(res.body).toMatchObject({ code: 0, data: { publishStatus: 'DRAFT' } });
    const id = res.body.data.id as number;
    expect((await call(api, 'GET', `/news/news/${id}`)).body.code).toBe(404);
    const detail = newsManageDetailSchema.parse((await call(api, 'GET', `/news/news/manage/detail/${id}`, { token: owner })).body.data);
    expect(detail.content).not.toMatch(/script|onerror/);
    expect(detail.content).toContain('<strong>热封窗口</strong>');
    expect(detail).toMatchObject({ publishStatus: 'DRAFT', translationDirection: 'ZH_TO_EN', tagIds: [themeTag], memberId: ownerId });
    expect(detail.summary).toContain('单一材质软包装');
    expect((await call(api, 'GET', `/news/news/manage/detail/${id}`, { token: other })).body.code).toBe(404);
    expect((await call(api, 'GET', `/news/news/manage/detail/${id}`)).status).toBe(401);
  });

  it('F33 publishing with grey words is refused with the words; a draft may keep them', async () => {
    const grey = body({ content: '<p>本公司提供代开发票服务</p>', publishStatus: 'PUBLISHED' });
    const refused = await call(api, 'POST', '/news/news', { token: owner, json: grey });
    expect(refused.body).toMatchObject({ code: 1, data: ['代开发票'] });
    expect((await call(api, 'POST', '/news/news', { token: owner, json: { ...grey, publishStatus: 'DRAFT' } })).body.code).toBe(0);
  });

  it('refuses bad input: empty title, unknown tags, a javascript: cover, an empty body', async () => {
    expect((await call(api, 'POST', '/news/news', { token: owner, json: body({ title: ' ' }) })).body.code).toBe(1);
    expect((await call(api, 'POST', '/news/news', { token: owner, json: body({ tagIds: [99999999] }) })).body.code).toBe(1);
    expect((await call(api, 'POST', '/news/news', { token: owner, json: body({ coverImg: 'javascript:alert(1)' }) })).body.code).toBe(1);
    expect((await call(api, 'POST', '/news/news', { token: owner, json: body({ content: '<script>x</script>' }) })).body.code).toBe(1);
  });

  it('U09 a banned member cannot publish', async () => {
    await withDb(api, async (db) => await db.prepare('UPDATE members SET is_banned = 1 WHERE id = ?').run(ownerId));
    try {
      expect((await call(api, 'POST', '/news/news', { token: owner, json: body() })).body.code).toBe(ERR_BANNED);
    } finally {
      await withDb(api, async (db) => await db.prepare('UPDATE members SET is_banned = 0 WHERE id = ?').run(ownerId));
    }
  });
});

describe('F15 PUT /news/news and F31 banned status', () => {
  it('the author publishes a draft; it appears first in the list; others get 10403', async () => {
    const id = (await call(api, 'POST', '/news/news', { token: owner, json: body() })).body.data.id as number;
    expect((await call(api, 'PUT', '/news/news', { token: other, json: { ...body(), id } })).body.code).toBe(ERR_NO_PERMISSION);
    const published = await call(api, 'PUT', '/news/news', { token: owner, json: { ...body({ title: '全 PE 软包装量产一年（修订）', publishStatus: 'PUBLISHED' }), id } });
    expect(published.body).toMatchObject({ code: 0, data: { id, publishStatus: 'PUBLISHED' } });
    const list = await call(api, 'GET', '/news/news/page', { query: { size: 5 } });
    expect(list.body.data.records[0]).toMatchObject({ id, title: '全 PE 软包装量产一年（修订）' });
    expect((await call(api, 'PUT', '/news/news', { token: owner, json: { ...body(), id: 99999999 } })).body.code).toBe(404);

    expect((await call(api, 'PUT', '/news/news/banned-status', { token: other, query: { id } })).body.code).toBe(ERR_NO_PERMISSION);
    expect((await call(api, 'PUT', '/news/news/banned-status', { token: owner, query: { id } })).body.data).toEqual({ id, isBanned: true });
    expect((await call(api, 'GET', `/news/news/${id}`)).body.code).toBe(404);
    expect((await call(api, 'PUT', '/news/news/banned-status', { token: owner, query: { id } })).body.data).toEqual({ id, isBanned: false });
    expect((await call(api, 'GET', `/news/news/${id}`)).body.code).toBe(0);
  });
});
