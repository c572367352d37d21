// @vitest-environment node
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERR_NON_BUSINESS, SERVER_FETCH_REVALIDATE_SECONDS } from '@/lib/constants';
import { getHotKeywords, getSitePage } from '@/lib/api/basic';
import { ApiError } from '@/lib/api/errors';
import { getMemberInfo } from '@/lib/api/member';
import { getNewsDetail, getNewsPage } from '@/lib/api/news';
import { getPostPage } from '@/lib/api/post';
import { apiBaseUrl, serverFetch, serverTransport } from '@/lib/api/server';
import { tags } from '@/lib/contract/cache-tags';

const BASE = 'http://127.0.0.1:4000/api';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const news = {
  id: 12,
  title: '包装行业新闻',
  summary: null,
  coverImg: '/api/files/seed/cover/12.svg',
  publishTime: '2024-05-01 10:00:00',
  sourceTagId: null,
  sourceName: null,
  classTagId: null,
  classTagName: null,
  tags: [{ id: 41, name: '包装' }],
  viewCount: 1,
  likeCount: 2,
  commentCount: 3,
  seoKeywords: null,
};
const detail = {
  ...news,
  content: '<p>正文</p>',
  author: null,
  columnId: null,
  columnName: null,
  isLiked: false,
  isFavorite: false,
  publishStatus: 'PUBLISHED',
};

type Init = RequestInit & { next?: { revalidate?: number | false; tags?: string[] } };

function spyFetch(body: unknown, status = 200) {
  const calls: { url: string; init: Init }[] = [];
  const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: (init ?? {}) as Init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

describe('server fetcher', () => {
  it('API_BASE_URL defaults to http://127.0.0.1:4000/api', () => {
    expect(apiBaseUrl()).toBe(BASE);
  });

  it('B01 unwraps the envelope and parses with the contract (news detail)', async () => {
    server.use(http.get(`${BASE}/news/news/12`, () => HttpResponse.json({ code: 0, msg: 'ok', data: detail })));
    const got = await getNewsDetail(serverTransport(), 12);
    expect(got.title).toBe('包装行业新闻');
    expect(got.content).toBe('<p>正文</p>');
  });

  it('a missing id is ApiError code 404 (the page calls notFound())', async () => {
    server.use(http.get(`${BASE}/news/news/999`, () => HttpResponse.json({ code: 404, msg: 'not found', data: null })));
    const error = await getNewsDetail(serverTransport(), 999).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(404);
  });

  it('B44 query: arrays repeated, nulls skipped', async () => {
    let search = '';
    server.use(
      http.get(`${BASE}/post/posts/page`, ({ request }) => {
        search = new URL(request.url).search;
        return HttpResponse.json({ code: 0, msg: 'ok', data: { records: [], total: 0, size: 10, current: 1, pages: 0 } });
      }),
    );
    await getPostPage(serverTransport(), { tagId: [8, 9], themeTagId: undefined, current: 2, sort: 'latest' });
    expect(search).toBe('?tagId=8&tagId=9&current=2&sort=latest');
  });

  it('passes the transport revalidate and cache tags to Next (news, news:12) and sends no token on public reads', async () => {
    const { calls, fetchImpl } = spyFetch({ code: 0, msg: 'ok', data: detail });
    await getNewsDetail(serverTransport({ fetch: fetchImpl, revalidate: 120, tags: [tags.news.list, tags.news.item(12)] }), 12);
    expect(calls[0]?.url).toBe(`${BASE}/news/news/12`);
    expect(calls[0]?.init.next).toEqual({ revalidate: 120, tags: ['news', 'news:12'] });
    expect(new Headers(calls[0]?.init.headers).get('authorization')).toBeNull();
  });

  it('a transport default revalidate applies, and a lib/api call adds no tags of its own (lib/data owns them)', async () => {
    const { calls, fetchImpl } = spyFetch({ code: 0, msg: 'ok', data: { records: [], total: 0, size: 10, current: 1, pages: 0 } });
    await getNewsPage(serverTransport({ fetch: fetchImpl, tags: [tags.news.list] }), { current: 1 });
    expect(calls[0]?.init.next).toEqual({ revalidate: SERVER_FETCH_REVALIDATE_SECONDS, tags: ['news'] });
    await getNewsPage(serverTransport({ fetch: fetchImpl }), { current: 1 });
    expect(calls[1]?.init.next).toEqual({ revalidate: SERVER_FETCH_REVALIDATE_SECONDS });
  });

  it('site pages and hot keywords read their paths', async () => {
    const page = { code: 'about_us', title: 't', content: '<p/>', url: null, qRCodeImage: null, description: null, name: null, notes: null };
    const a = spyFetch({ code: 0, msg: 'ok', data: page });
    await getSitePage(serverTransport({ fetch: a.fetchImpl, tags: [tags.sitePage.list, tags.sitePage.item('about_us')] }), 'about_us');
    expect(a.calls[0]?.url).toBe(`${BASE}/basic/basic/page/code?code=about_us`);
    expect(a.calls[0]?.init.next?.tags).toEqual(['site-page', 'site-page:about_us']);
    const b = spyFetch({ code: 0, msg: 'ok', data: { records: [{ id: 1, keyword: '包装' }], total: 1, size: 10, current: 1, pages: 1 } });
    const hot = await getHotKeywords(serverTransport({ fetch: b.fetchImpl }), 'post');
    expect(hot.records).toEqual([{ id: 1, keyword: '包装' }]);
    expect(b.calls[0]?.url).toBe(`${BASE}/post/searchkeyword/hot?searchCount=0`);
  });

  it('a private read sends the bearer token and is never cached', async () => {
    const { calls, fetchImpl } = spyFetch({ code: 0, msg: 'ok', data: null });
    await getMemberInfo(serverTransport({ fetch: fetchImpl, token: 'member-token' })).catch(() => undefined);
    expect(new Headers(calls[0]?.init.headers).get('authorization')).toBe('Bearer member-token');
    expect(calls[0]?.init.cache).toBe('no-store');
    expect(calls[0]?.init.next).toBeUndefined();
  });

  it('mutations are not cached and send JSON', async () => {
    const { calls, fetchImpl } = spyFetch({ code: 0, msg: 'ok', data: true });
    await serverFetch('POST', '/x', { body: { a: 1 } }, { fetch: fetchImpl });
    expect(calls[0]?.init.cache).toBe('no-store');
    expect(calls[0]?.init.body).toBe('{"a":1}');
    expect(new Headers(calls[0]?.init.headers).get('content-type')).toBe('application/json');
  });

  it('form bodies are url-encoded', async () => {
    const { calls, fetchImpl } = spyFetch({ code: 0, msg: 'ok', data: true });
    await serverFetch('POST', '/auth/oauth/token', { form: true, body: { grant_type: 'mobile', scope: 'server' } }, { fetch: fetchImpl });
    expect(calls[0]?.init.body).toBe('grant_type=mobile&scope=server');
    expect(new Headers(calls[0]?.init.headers).get('content-type')).toBe('application/x-www-form-urlencoded');
  });

  it('S03 a non-zero code rejects with ApiError', async () => {
    server.use(http.get(`${BASE}/x`, () => HttpResponse.json({ code: 10403, msg: 'no', data: null })));
    await expect(serverTransport().get('/x')).rejects.toMatchObject({ code: 10403, msg: 'no', httpStatus: 200 });
  });

  it('HTTP 401 is ApiError 401', async () => {
    server.use(http.get(`${BASE}/x`, () => HttpResponse.json({ code: 401, msg: 'unauthorized', data: null }, { status: 401 })));
    await expect(serverTransport({ token: 't' }).get('/x')).rejects.toMatchObject({ code: 401, httpStatus: 401 });
  });

  it('S20 network failure, timeout and a non-JSON body are -1000', async () => {
    server.use(http.get(`${BASE}/down`, () => HttpResponse.error()));
    await expect(serverTransport().get('/down')).rejects.toMatchObject({ code: ERR_NON_BUSINESS });
    server.use(
      http.get(`${BASE}/slow`, async () => {
        await delay(300);
        return HttpResponse.json({ code: 0, msg: 'ok', data: 1 });
      }),
    );
    await expect(serverTransport().get('/slow', { timeout: 30 })).rejects.toMatchObject({ code: ERR_NON_BUSINESS, msg: 'timeout' });
    server.use(http.get(`${BASE}/html`, () => HttpResponse.text('<html>', { status: 502 })));
    await expect(serverTransport().get('/html')).rejects.toMatchObject({ code: ERR_NON_BUSINESS, httpStatus: 502 });
  });
});
