// @vitest-environment node
/**
 * Loaders of the dictionary page (E19) and the home banners (O29): paths, cache tags, revalidation, and what a
 * page gets when the API fails.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getHomeBanners } from '@/lib/data/banner';
import { getDictPage } from '@/lib/data/dict';

type Init = RequestInit & { next?: { revalidate?: number | false; tags?: string[] } };
const calls: { url: URL; init: Init }[] = [];
let answer: (url: URL) => { status: number; body: unknown } = () => ({ status: 500, body: '' });

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      const u = new URL(String(url));
      calls.push({ url: u, init: (init ?? {}) as Init });
      const { status, body } = answer(u);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const ok = (data: unknown) => ({ status: 200, body: { code: 0, msg: 'ok', data } });
const banner = (id: number, site: string) => ({ id, site, config: null, title: '横幅', enTitle: 'Banner', subtitle: null, enSubtitle: null, image: `/api/files/banner/${id}.png`, url: '/news', width: 1200, height: 360, sort: id });

describe('O29 home banners loader', () => {
  it('reads the home placement code first, tagged banner, re-read every 10 minutes', async () => {
    answer = (u) => (u.pathname.endsWith('/basic/banner/list-by-config') ? ok([banner(1, 'news')]) : ok([]));
    expect((await getHomeBanners('news')).map((b) => b.id)).toEqual([1]);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url.searchParams.get('code')).toBe('home_news_carousel');
    expect(calls[0]!.init.next).toMatchObject({ revalidate: 600, tags: ['banner'] });
  });

  it('falls back to the site list when the placement has none; an API failure gives no banners, never a broken page', async () => {
    answer = (u) => (u.pathname.endsWith('/basic/banner/list') ? ok([banner(2, 'activity')]) : ok([]));
    expect((await getHomeBanners('activity')).map((b) => b.id)).toEqual([2]);
    expect(calls.map((c) => [c.url.pathname.split('/api')[1], c.url.search])).toEqual([
      ['/basic/banner/list-by-config', '?code=home_activity_carousel'],
      ['/basic/banner/list', '?site=activity'],
    ]);
    answer = () => ({ status: 500, body: 'Internal Server Error' });
    expect(await getHomeBanners('post')).toEqual([]);
  });
});

describe('E19 dictionary loader', () => {
  it('reads 20 terms of the page, tagged dict, re-read every hour; null when the API fails', async () => {
    answer = () => ok({ records: [], total: 224, size: 20, current: 3, pages: 12 });
    expect((await getDictPage(3))?.total).toBe(224);
    expect(calls[0]!.url.pathname.endsWith('/basic/dict/page')).toBe(true);
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({ current: '3', size: '20' });
    expect(calls[0]!.init.next).toMatchObject({ revalidate: 3600, tags: ['dict'] });
    answer = () => ({ status: 503, body: 'busy' });
    expect(await getDictPage(4)).toBeNull();
  });
});
