/**
 * Issue 20 items 2, 3, 6 and 8: every public template's metadata carries the canonical of its language, hreflang
 * alternates, Open Graph / Twitter tags with an absolute raster image, and page N of a list its own canonical.
 */
import { describe, expect, it } from 'vitest';
import type { Transport } from '@/lib/api/transport';
import { googleNewsXml, recentNews, shanghaiTime, sitemapEntries, sitemapIndexXml } from '@/lib/seo/sitemap';
import { rasterImageUrl } from '@/lib/seo/images';
import { languageAlternates, localePath, localizeMetadata, NOINDEX, withPageMetadata } from '@/lib/seo/page-metadata';

const SITE = 'http://localhost:3000';

describe('issue 20 item 3: English by URL', () => {
  it('V02: the English version is the same URL with ?lang=en; the Chinese one the bare URL; other queries kept', () => {
    expect(localePath('/news/12', 'en')).toBe('/news/12?lang=en');
    expect(localePath('/news/12?lang=en', 'zh')).toBe('/news/12');
    expect(localePath('/news?page=2', 'en')).toBe('/news?page=2&lang=en');
    expect(languageAlternates('/circle/3')).toEqual({ 'zh-CN': '/circle/3', en: '/circle/3?lang=en', 'x-default': '/circle/3' });
  });

  it('V16/T20: each language version is its own canonical and names the other with hreflang', () => {
    const zh = localizeMetadata({ title: '标题_资讯_食包印产业社区', alternates: { canonical: '/news/12' } }, 'zh');
    expect(zh.alternates?.canonical).toBe('/news/12');
    expect(zh.alternates?.languages).toEqual({ 'zh-CN': '/news/12', en: '/news/12?lang=en', 'x-default': '/news/12' });
    const en = localizeMetadata({ title: 'Title_News_FPP Industry Community', alternates: { canonical: '/news/12' } }, 'en');
    expect(en.alternates?.canonical).toBe('/news/12?lang=en');
    expect(en.openGraph).toMatchObject({ url: `${SITE}/news/12?lang=en`, locale: 'en_US', siteName: 'FPP Industry Community' });
  });
});

describe('issue 20 items 2 and 8: Open Graph and Twitter on every public template', () => {
  it('T01: og:url, og:site_name and an absolute raster og:image (seed SVG → its PNG rendition)', () => {
    const meta = localizeMetadata(
      { title: 'x', description: 'd', alternates: { canonical: '/community/post/5' }, openGraph: { type: 'article', images: ['/api/files/seed/cover/7.svg?label=%E5%8C%85'] } },
      'zh',
    );
    expect(meta.openGraph).toMatchObject({ type: 'article', url: `${SITE}/community/post/5`, siteName: '食包印产业社区', title: 'x', description: 'd' });
    expect(meta.openGraph?.images).toEqual([{ url: `${SITE}/api/files/seed/cover/7.png?label=%E5%8C%85` }]);
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', images: [`${SITE}/api/files/seed/cover/7.png?label=%E5%8C%85`] });
  });

  it('a page without a picture gets the site’s raster image and a summary card', () => {
    const meta = localizeMetadata({ title: 't', alternates: { canonical: '/people' } }, 'zh');
    expect(meta.openGraph?.images).toEqual([{ url: `${SITE}/og-default.png` }]);
    expect(meta.twitter).toMatchObject({ card: 'summary' });
  });

  it('rasterImageUrl: absolute, seed SVG → PNG, uploads kept, other SVG and other schemes refused', () => {
    expect(rasterImageUrl('/api/files/seed/avatar/3.svg')).toBe(`${SITE}/api/files/seed/avatar/3.png`);
    expect(rasterImageUrl('/api/files/oss/image/avatar/ab.jpg')).toBe(`${SITE}/api/files/oss/image/avatar/ab.jpg`);
    expect(rasterImageUrl('https://cdn.example.com/a.webp')).toBe('https://cdn.example.com/a.webp');
    expect(rasterImageUrl('/uploads/x.svg')).toBeNull();
    expect(rasterImageUrl('javascript:alert(1)')).toBeNull();
    expect(rasterImageUrl('')).toBeNull();
  });
});

describe('issue 20 item 6: paged lists and thin pages', () => {
  it('Q17: page N is its own canonical with its number in the title (zh and en)', async () => {
    const generate = withPageMetadata(async () => ({ title: '资讯_食包印产业社区', alternates: { canonical: '/news' } }));
    const page3 = await generate({ params: Promise.resolve({ variant: 'zh.desktop.3' }) });
    expect(page3.title).toBe('资讯_食包印产业社区_第3页');
    expect(page3.alternates?.canonical).toBe('/news?page=3');
    expect(page3.alternates?.languages).toMatchObject({ en: '/news?page=3&lang=en' });
    const en2 = await generate({ params: Promise.resolve({ variant: 'en.mobile.2' }) });
    expect(en2.title).toBe('资讯_食包印产业社区_Page 2');
    expect(en2.alternates?.canonical).toBe('/news?page=2&lang=en');
    const first = await generate({ params: Promise.resolve({ variant: 'zh.desktop.1' }) });
    expect(first.title).toBe('资讯_食包印产业社区');
    expect(first.alternates?.canonical).toBe('/news');
  });

  it('A17: a page whose entity is missing (no metadata) gets the 404 title and noindex', async () => {
    const generate = withPageMetadata(async () => ({}));
    const meta = await generate({ params: Promise.resolve({ variant: 'en.desktop.1' }) });
    expect(meta.title).toBe('This page could not be found_FPP Industry Community');
    expect(meta.robots).toEqual(NOINDEX);
  });

  it('E11: search result pages are noindex (links followed)', async () => {
    const generate = withPageMetadata(async () => ({ title: 's' }), { noindex: true });
    expect((await generate({ params: Promise.resolve({ variant: 'zh.desktop.1' }) })).robots).toEqual(NOINDEX);
  });
});

describe('issue 20 item 1: the sitemap covers every public entity', () => {
  /** A transport answering `records(path, current, size)` as pages of `total`. */
  function transport(routes: Record<string, { total: number; record: (id: number) => Record<string, unknown> }>): Transport {
    const get = async (path: string, options?: { query?: Record<string, unknown> }) => {
      const route = routes[path];
      if (!route) return path.startsWith('/basic/tag') ? [] : { records: [], total: 0, size: 10, current: 1, pages: 0 };
      const current = Number(options?.query?.current ?? 1);
      const size = Number(options?.query?.size ?? 10);
      const from = (current - 1) * size;
      const records = Array.from({ length: Math.max(0, Math.min(size, route.total - from)) }, (_, i) => route.record(route.total - from - i));
      return { records, total: route.total, size, current, pages: Math.ceil(route.total / size) };
    };
    const unused = async () => {
      throw new Error('not used');
    };
    return { kind: 'server', get: get as Transport['get'], post: unused, put: unused, del: unused };
  }

  it('posts, public circles and people are listed with lastmod from their update time, raster images and hreflang alternates', async () => {
    const t = transport({
      '/post/posts/page': { total: 3, record: (id) => ({ id, publishTime: '2026-05-01 08:00:00', updateTime: '2026-05-03 09:30:00', images: [`/api/files/seed/cover/${id}.svg`] }) },
      '/post/circles/v2/page': { total: 2, record: (id) => ({ circleId: id, isPublic: id === 2, createdTime: '2026-01-01 00:00:00', updateTime: '2026-04-01 00:00:00', avatar: null, coverImg: null }) },
      '/admin/follow/member/page': { total: 2, record: (id) => ({ memberId: id, updateTime: '2026-02-02 10:00:00', avatar: `/api/files/seed/avatar/${id}.svg?label=A` }) },
    });
    const posts = await sitemapEntries('post-0', t);
    expect(posts.map((e) => e.url)).toEqual([`${SITE}/community/post/3`, `${SITE}/community/post/2`, `${SITE}/community/post/1`]);
    expect(posts[0]?.lastModified).toEqual(shanghaiTime('2026-05-03 09:30:00'));
    expect(posts[0]?.images).toEqual([`${SITE}/api/files/seed/cover/3.png`]);
    expect(posts[0]?.alternates?.languages).toEqual({ 'zh-CN': `${SITE}/community/post/3`, en: `${SITE}/community/post/3?lang=en`, 'x-default': `${SITE}/community/post/3` });
    const circles = await sitemapEntries('circle-0', t);
    expect(circles.map((e) => e.url)).toEqual([`${SITE}/circle/2`]);
    expect(circles[0]?.lastModified).toEqual(shanghaiTime('2026-04-01 00:00:00'));
    const people = await sitemapEntries('people-0', t);
    expect(people.map((e) => e.url)).toEqual([`${SITE}/people/2`, `${SITE}/people/1`]);
    expect(people[0]?.images).toEqual([`${SITE}/api/files/seed/avatar/2.png?label=A`]);
    const pages = (await sitemapEntries('pages-0', t)).map((e) => e.url);
    expect(pages).toEqual(expect.arrayContaining([`${SITE}/circle`, `${SITE}/people`, `${SITE}/community/demand_supply/latest`, `${SITE}/community/topic/latest`]));
  });

  it('L09 staff profiles of every company with staff are listed', async () => {
    const base = transport({ '/company/companies/page': { total: 3, record: (id) => ({ companyId: id, staffCount: id === 2 ? 0 : 1 }) } });
    const t: Transport = {
      ...base,
      get: (async (path: string, options?: Parameters<Transport['get']>[1]) => {
        const m = /^\/company\/staff\/list\/(\d+)$/.exec(path);
        return m ? [{ code: `s${m[1]}`, avatar: null }] : base.get(path, options);
      }) as Transport['get'],
    };
    expect((await sitemapEntries('staff-0', t)).map((e) => e.url)).toEqual([`${SITE}/management/s3`, `${SITE}/management/s1`]);
  });

  it('the index names the Google News sitemap; it lists the news of the last two days with news:news and image:image', async () => {
    expect(sitemapIndexXml(['news-0'])).toContain(`<loc>${SITE}/sitemaps/google-news.xml</loc>`);
    const now = shanghaiTime('2026-05-03 12:00:00').getTime();
    const t = transport({
      '/news/news/v2/page': {
        total: 4,
        record: (id) => ({ id, title: `标题 ${id} & 更多`, publishTime: id >= 3 ? '2026-05-02 08:00:00' : '2026-04-20 08:00:00', seoKeywords: '包装', coverImg: `/api/files/seed/cover/${id}.svg` }),
      },
    });
    const items = await recentNews(t, now);
    expect(items.map((n) => n.path)).toEqual(['/news/4', '/news/3']);
    const xml = googleNewsXml(items, { name: '食包印产业社区', language: 'zh-cn' });
    expect(xml).toContain('xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"');
    expect(xml).toContain(`<loc>${SITE}/news/4</loc>`);
    expect(xml).toContain('<news:publication_date>2026-05-02T00:00:00.000Z</news:publication_date>');
    expect(xml).toContain('<news:title>标题 4 &amp; 更多</news:title>');
    expect(xml).toContain(`<image:loc>${SITE}/api/files/seed/cover/4.png</image:loc>`);
    expect(xml).not.toContain('/news/2<');
  });
});
