import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../lib/constants';
import { call, createTestApi, loginDemo, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

describe('envelope and paging', () => {
  it('B01 every answer is {code, msg, data} with code 0 on success', async () => {
    const res = await call(api, 'GET', '/news/news/page');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 0, msg: expect.any(String) });
    expect(res.body.data).toMatchObject({ records: expect.any(Array), total: expect.any(Number), size: 10, current: 1, pages: expect.any(Number) });
  });

  it('pages carry records, total, size, current and pages consistently', async () => {
    const res = await call(api, 'GET', '/news/news/page', { query: { current: 2, size: 7 } });
    const page = res.body.data;
    expect(page.size).toBe(7);
    expect(page.current).toBe(2);
    expect(page.records).toHaveLength(7);
    expect(page.pages).toBe(Math.ceil(page.total / 7));
  });

  it.each([['0'], ['-1'], ['abc'], [''], ['1.5']])('Q17 R52 current=%s reads as page 1', async (current) => {
    const res = await call(api, 'GET', '/post/posts/page', { query: { current, size: 5 } });
    expect(res.body.code).toBe(0);
    expect(res.body.data.current).toBe(1);
    const first = await call(api, 'GET', '/post/posts/page', { query: { current: 1, size: 5 } });
    expect(res.body.data.records.map((r: { id: number }) => r.id)).toEqual(first.body.data.records.map((r: { id: number }) => r.id));
  });

  it('size defaults to 10, is clamped to 100 and a bad size reads as the default', async () => {
    expect((await call(api, 'GET', '/news/news/page', { query: { size: 500 } })).body.data.size).toBe(MAX_PAGE_SIZE);
    expect((await call(api, 'GET', '/news/news/page', { query: { size: 'x' } })).body.data.size).toBe(DEFAULT_PAGE_SIZE);
  });

  it('a page past the end is empty, not an error', async () => {
    const res = await call(api, 'GET', '/news/news/page', { query: { current: 9999 } });
    expect(res.body.code).toBe(0);
    expect(res.body.data.records).toEqual([]);
  });

  it('R62 malformed JSON is code 1 with HTTP 200, never 500', async () => {
    const token = (await loginDemo(api)).access_token;
    const res = await call(api, 'PUT', '/admin/member/basic-info', { token, rawBody: '{"nickname": ', contentType: 'application/json' });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(1);
  });

  it('an unsupported content type is code 1 with HTTP 200', async () => {
    const res = await call(api, 'POST', '/admin/captcha-image/check', { rawBody: '<x/>', contentType: 'application/xml' });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(1);
  });

  it('a non-numeric id is code 1 and a missing id is code 404', async () => {
    const bad = await call(api, 'GET', '/news/news/abc');
    expect(bad.status).toBe(200);
    expect(bad.body.code).toBe(1);
    const missing = await call(api, 'GET', '/news/news/99999999');
    expect(missing.body).toEqual({ code: 404, msg: 'not found', data: null });
  });

  it('an unknown path is HTTP 404 with the envelope', async () => {
    const res = await call(api, 'GET', '/no/such/route');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(404);
  });

  it('B02 a protected call without a bearer token is HTTP 401 {code: 401}', async () => {
    const res = await call(api, 'GET', '/admin/member/basic-info');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 401, msg: 'unauthorized', data: null });
  });

  it('a public call with an invalid bearer token still answers as for a visitor', async () => {
    const res = await call(api, 'GET', '/news/news/page', { token: 'not-a-token' });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(0);
  });
});
