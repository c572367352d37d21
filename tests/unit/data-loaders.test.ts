// @vitest-environment node
/**
 * The server data layer (lib/data/*, issue 13 §2): each loader reads its API path with the cache tags and the
 * revalidation time it owns, answers null for a missing item, and sends personal reads uncached with the token.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getNewsDetail, getRelatedNews } from '@/lib/data/news';
import { getPostDetail, getPostForEdit } from '@/lib/data/post';
import { FOOTER_PAGE_CODES, getChrome, getSitePage, getSitePagesOf } from '@/lib/data/basic';
import { isKnownTag } from '@/lib/contract/cache-tags';

type Init = RequestInit & { next?: { revalidate?: number | false; tags?: string[] } };
const calls: { url: string; init: Init }[] = [];
let answer: (url: string) => { status: number; body: unknown } = () => ({ status: 200, body: { code: 0, msg: 'ok', data: null } });

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), init: (init ?? {}) as Init });
      const { status, body } = answer(String(url));
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const ok = (data: unknown) => ({ status: 200, body: { code: 0, msg: 'ok', data } });
const news = {
  id: 12,
  title: '包装行业新闻',
  summary: null,
  coverImg: null,
  publishTime: '2024-05-01 10:00:00',
  sourceTagId: null,
  sourceName: null,
  classTagId: null,
  classTagName: null,
  tags: [],
  viewCount: 1,
  likeCount: 2,
  commentCount: 3,
  seoKeywords: null,
};
/** `React.cache` keeps answers per arguments: a fresh read asks with another argument array. */
const getSitePagesOfFresh = () => getSitePagesOf([...FOOTER_PAGE_CODES], 'zh');
const sitePage = { code: 'business_cooperation', title: '商务合作', content: '<p/>', url: null, qRCodeImage: null, description: null, name: null, notes: null };

describe('lib/data loaders', () => {
  it('a news detail is read from /news/news/{id}, tagged news and news:{id}, re-read after 5 minutes', async () => {
    answer = () => ok({ ...news, content: '<p>正文</p>', author: null, columnId: null, columnName: null, isLiked: false, isFavorite: false, publishStatus: 'PUBLISHED' });
    expect((await getNewsDetail(12))?.title).toBe('包装行业新闻');
    expect(calls[0]?.url).toMatch(/\/news\/news\/12$/);
    expect(calls[0]?.init.next).toEqual({ revalidate: 300, tags: ['news', 'news:12'] });
    expect(new Headers(calls[0]?.init.headers).get('authorization')).toBeNull();
  });

  it('a missing news item is null and related news of a failing call are empty', async () => {
    answer = () => ({ status: 404, body: { code: 404, msg: 'not found', data: null } });
    expect(await getNewsDetail(999)).toBeNull();
    expect(await getRelatedNews(999)).toEqual([]);
    expect(calls[1]?.init.next?.tags).toEqual(['news']);
  });

  it('a post detail is tagged post and post:{id}; its editor read is personal and never cached', async () => {
    answer = () => ({ status: 404, body: { code: 404, msg: 'not found', data: null } });
    expect(await getPostDetail(5)).toBeNull();
    expect(calls[0]?.url).toMatch(/\/post\/posts\/5$/);
    expect(calls[0]?.init.next).toEqual({ revalidate: 300, tags: ['post', 'post:5'] });
    expect(await getPostForEdit('member-token', 5)).toBeNull();
    expect(calls[1]?.init.cache).toBe('no-store');
    expect(calls[1]?.init.next).toBeUndefined();
    expect(new Headers(calls[1]?.init.headers).get('authorization')).toBe('Bearer member-token');
    expect(await getPostForEdit(null, 5)).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it('E05/O16 the chrome reads the hot keywords of every site and both footer blocks in one batch call, every tag known to the hook', async () => {
    const contact = { ...sitePage, code: 'contact_us', title: '联系我们' };
    answer = (url) =>
      url.includes('/post/searchkeyword')
        ? ok({ records: [{ id: 1, keyword: '包装' }], total: 1, size: 10, current: 1, pages: 1 })
        : url.includes('searchkeyword')
          ? ok({ records: [], total: 0, size: 10, current: 1, pages: 0 })
          : ok([sitePage, contact]);
    const chrome = await getChrome('zh');
    expect(chrome.hot).toEqual({ news: [], post: [{ id: 1, keyword: '包装' }], activity: [], company: [] });
    expect(chrome.cooperation?.title).toBe('商务合作');
    expect(chrome.contact?.title).toBe('联系我们');
    const hot = calls.find((c) => c.url.includes('/post/searchkeyword/hot'));
    expect(hot?.init.next).toEqual({ revalidate: 600, tags: ['hot-keywords', 'hot-keywords:news', 'hot-keywords:post', 'hot-keywords:activity', 'hot-keywords:company'] });
    const pages = calls.filter((c) => c.url.includes('/basic/basic/page/'));
    expect(pages).toHaveLength(1);
    expect(pages[0]?.url).toMatch(/\/basic\/basic\/page\/batch\/code$/);
    expect(pages[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(pages[0]?.init.body))).toEqual(['business_cooperation', 'contact_us']);
    // A read: cached like a GET (a no-store fetch in the layout would make every page dynamic).
    expect(pages[0]?.init.cache).toBeUndefined();
    expect(pages[0]?.init.next).toEqual({ revalidate: 600, tags: ['site-page', 'site-page:business_cooperation', 'site-page:contact_us'] });
    for (const call of calls) for (const tag of call.init.next?.tags ?? []) expect(isKnownTag(tag), tag).toBe(true);
  });

  it('O16/O18 in en the batch asks for every {code}_en too; an English page with content wins, else the zh page; a failed call leaves the blocks out', async () => {
    const coopEn = { ...sitePage, code: 'business_cooperation_en', title: 'Business Cooperation' };
    const contactEnEmpty = { ...sitePage, code: 'contact_us_en', title: null, content: null };
    const contact = { ...sitePage, code: 'contact_us', title: '联系我们' };
    answer = (url) => (url.includes('searchkeyword') ? ok({ records: [], total: 0, size: 10, current: 1, pages: 0 }) : ok([coopEn, contactEnEmpty, sitePage, contact]));
    const chrome = await getChrome('en');
    const batch = calls.find((c) => c.url.includes('/batch/code'));
    expect(JSON.parse(String(batch?.init.body))).toEqual(['business_cooperation_en', 'contact_us_en', 'business_cooperation', 'contact_us']);
    expect(chrome.cooperation?.title).toBe('Business Cooperation');
    expect(chrome.contact?.title).toBe('联系我们');
    answer = (url) => (url.includes('searchkeyword') ? ok({ records: [], total: 0, size: 10, current: 1, pages: 0 }) : { status: 500, body: 'down' });
    const down = await getSitePagesOfFresh();
    expect(down).toEqual({ business_cooperation: null, contact_us: null });
  });

  it('O18: in en a site page is read from {code}_en first, tagged with the zh code', async () => {
    answer = (url) => (url.endsWith('_en') ? ok({ ...sitePage, code: 'about_us_en', title: 'About' }) : ok(sitePage));
    expect((await getSitePage('about_us', 'en'))?.title).toBe('About');
    expect(calls[0]?.url).toMatch(/code=about_us_en$/);
    expect(calls[0]?.init.next?.tags).toEqual(['site-page', 'site-page:about_us']);
  });
});
