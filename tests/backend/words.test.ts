import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITY_TYPE, REPORT_NOTICE_CODE } from '../../lib/constants';
import { sitePageSchema } from '../../lib/contract/basic';
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

describe('F33 G21 POST /basic/words/validate', () => {
  it('answers the grey words found, ignoring tags, spaces and case', async () => {
    const res = await call(api, 'POST', '/basic/words/validate', { json: { content: '<p>本店长期<b>代开 发票</b>，另有刷单返利</p>' } });
    expect(res.body.code).toBe(0);
    expect(res.body.data.sort()).toEqual(['代开发票', '刷单返利'].sort());
  });

  it('answers an empty list for clean text and code 1 without content', async () => {
    expect((await call(api, 'POST', '/basic/words/validate', { json: { content: '全 PE 单一材质软包装的热封窗口探讨' } })).body.data).toEqual([]);
    expect((await call(api, 'POST', '/basic/words/validate', { json: {} })).body.code).toBe(1);
  });

  it('the seeded news corpus contains no grey word', async () => {
    const texts = await withDb(api, async (db) => await db.prepare("SELECT title || ' ' || content AS t FROM news LIMIT 40").all() as { t: string }[]);
    for (const { t } of texts) expect((await call(api, 'POST', '/basic/words/validate', { json: { content: t } })).body.data).toEqual([]);
  });
});

describe('G46 report notice and POST /basic/report', () => {
  it('the report notice is a seeded site page in zh and en', async () => {
    for (const code of [REPORT_NOTICE_CODE, `${REPORT_NOTICE_CODE}_en`]) {
      const res = await call(api, 'GET', '/basic/basic/page/code', { query: { code } });
      const page = sitePageSchema.parse(res.body.data);
      expect(page.content).toMatch(/<p>/);
    }
  });

  it('a visitor gets HTTP 401; a member reports a news item, a comment and a post (a repeat updates)', async () => {
    const body = { type: 'accuse', entityType: ENTITY_TYPE.news, entityId: 1, reason: '内容涉嫌虚假宣传' };
    expect((await call(api, 'POST', '/basic/report', { json: body })).status).toBe(401);
    const first = await call(api, 'POST', '/basic/report', { token, json: body });
    expect(first.body.code).toBe(0);
    const again = await call(api, 'POST', '/basic/report', { token, json: { ...body, reason: '补充：图片盗用' } });
    expect(again.body.data.id).toBe(first.body.data.id);
    const comment = await withDb(api, async (db) => (await db.prepare('SELECT id FROM news_comments LIMIT 1').get() as { id: number }).id);
    expect((await call(api, 'POST', '/basic/report', { token, json: { type: 'accuse', entityType: ENTITY_TYPE.newsComment, entityId: comment, reason: '辱骂' } })).body.code).toBe(0);
    expect((await call(api, 'POST', '/basic/report', { token, json: { type: 'contentAppeal', entityType: ENTITY_TYPE.post, entityId: 1, reason: '误判，请复核' } })).body.code).toBe(0);
  });

  it('refuses unknown types, missing entities and empty reasons', async () => {
    expect((await call(api, 'POST', '/basic/report', { token, json: { type: 'spam', entityType: 13, entityId: 1, reason: 'x' } })).body.code).toBe(1);
    expect((await call(api, 'POST', '/basic/report', { token, json: { type: 'accuse', entityType: 13, entityId: 99999999, reason: 'x' } })).body.code).toBe(404);
    expect((await call(api, 'POST', '/basic/report', { token, json: { type: 'accuse', entityType: 13, entityId: 1, reason: ' ' } })).body.code).toBe(1);
  });
});
