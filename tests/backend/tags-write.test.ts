/** D20/D21/S38: tag search by keywords and tag creation (grey names refused with code 1 '该标签不可使用'). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAG_TYPE } from '../../lib/constants';
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

describe('POST /basic/tag', () => {
  it('needs a login', async () => {
    expect((await call(api, 'POST', '/basic/tag', { json: { name: '冷链配送', type: TAG_TYPE.industry } })).status).toBe(401);
  });

  it('creates a usable tag and answers its id; the same name again answers the same id', async () => {
    const res = await call(api, 'POST', '/basic/tag', { token, json: { name: '冻干果蔬', type: TAG_TYPE.industry } });
    expect(res.body.code).toBe(0);
    expect(typeof res.body.data).toBe('number');
    const again = await call(api, 'POST', '/basic/tag', { token, json: { name: '冻干果蔬', type: TAG_TYPE.industry } });
    expect(again.body.data).toBe(res.body.data);
    const found = await call(api, 'GET', '/basic/tag/word/page', { query: { keywords: '冻干果蔬', status: 1, type: TAG_TYPE.industry } });
    expect(found.body.data.records[0]).toEqual({ id: res.body.data, name: '冻干果蔬' });
  });

  it('S38 a name containing a grey word is code 1 该标签不可使用; R39 over 10 characters is code 1', async () => {
    const grey = await withDb(api, async (db) => (await db.prepare('SELECT word FROM grey_words LIMIT 1').get() as { word: string }).word);
    const res = await call(api, 'POST', '/basic/tag', { token, json: { name: `${grey}`.slice(0, 10), type: TAG_TYPE.industry } });
    expect(res.body).toMatchObject({ code: 1, msg: '该标签不可使用' });
    expect((await call(api, 'POST', '/basic/tag', { token, json: { name: '标'.repeat(11), type: TAG_TYPE.industry } })).body.code).toBe(1);
  });
});

describe('GET /basic/tag/word/page', () => {
  it('finds industry tags by keyword, exact match first, records {id, name}', async () => {
    const name = await withDb(api, async (db) => (await db.prepare('SELECT name FROM tags WHERE type = ? AND status = 1 ORDER BY id LIMIT 1').get(TAG_TYPE.industry) as { name: string }).name);
    const res = await call(api, 'GET', '/basic/tag/word/page', { query: { keywords: name, status: 1, current: 1, size: 10 } });
    expect(res.body.code).toBe(0);
    expect(res.body.data.records[0].name).toBe(name);
    expect(Object.keys(res.body.data.records[0]).sort()).toEqual(['id', 'name']);
  });

  it('a keyword with LIKE wildcards matches literally; nonsense paging is read leniently', async () => {
    const res = await call(api, 'GET', '/basic/tag/word/page', { query: { keywords: '%_%', current: 'x', size: '-3' } });
    expect(res.body.code).toBe(0);
    expect(res.body.data.records).toEqual([]);
  });
});
