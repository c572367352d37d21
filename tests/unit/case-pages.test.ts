import { afterAll, describe, expect, it } from 'vitest';
import type { Transport } from '@/lib/api/transport';
import { sectionOfSegments } from '@/components/layout/nav-sections';
import type { NewsDetail } from '@/lib/contract/news';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { decide, type RequestFacts } from '@/lib/routing/decide';
import { caseArticleJsonLd } from '@/lib/seo/article-json-ld';
import { serializeJsonLd } from '@/lib/seo/json-ld';
import { sitemapEntries } from '@/lib/seo/sitemap';
import { caseDetailTitle, caseListTitle } from '@/lib/seo/templates';
import { en } from '@/locales/en';
import { zh } from '@/locales/zh';

const siteUrl = process.env.SITE_URL;
afterAll(() => {
  if (siteUrl === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = siteUrl;
});

const tZh = createTranslate(getMessages('zh'));
const tEn = createTranslate(getMessages('en'));

function facts(pathname: string, search = '', over: Partial<RequestFacts> = {}): RequestFacts {
  return {
    pathname,
    search,
    host: 'localhost:3000',
    session: { isLogin: false, memberId: null, lang: null },
    layoutCookie: null,
    device: { isMobile: false, isTablet: false },
    ...over,
  };
}

describe('case routes', () => {
  it('A33 M05 M06 /case/12 is a case, /case/{class}/{theme} the list folder, paged', () => {
    expect(decide(facts('/case/12'))).toMatchObject({ kind: 'rewrite', path: '/v/zh.desktop.1/case/12' });
    expect(decide(facts('/case'))).toMatchObject({ kind: 'rewrite', path: '/v/zh.desktop.1/case/list' });
    expect(decide(facts('/case/packaging-case'))).toMatchObject({ kind: 'rewrite', path: '/v/zh.desktop.1/case/list/packaging-case' });
    expect(decide(facts('/case/packaging-case/sustainability', '?page=2'))).toMatchObject({ path: '/v/zh.desktop.2/case/list/packaging-case/sustainability' });
  });

  it('M07 /preview/case/{id} asks a visitor to log in; a member gets the personal page', () => {
    expect(decide(facts('/preview/case/12'))).toMatchObject({ kind: 'redirect' });
    const member = decide(facts('/preview/case/12', '', { session: { isLogin: true, memberId: '42', lang: 'zh' } }));
    expect(member).toMatchObject({ kind: 'rewrite', path: '/v/zh.desktop.1/preview/case/12' });
  });

  it('E02 case pages sit under the industry-chain header tab', () => {
    expect(sectionOfSegments(['case', 'list', 'packaging-case'])).toBe('industryChain');
    expect(sectionOfSegments(['case', '12'])).toBe('industryChain');
    expect(sectionOfSegments(['(account)', 'preview', 'case', '12'])).toBe('industryChain');
    expect(sectionOfSegments(['(account)', 'preview', 'news', '12'])).toBe('news');
  });
});

describe('case SEO', () => {
  it('T13 detail `{case.title}_案例_{site}`, list `{classTag}案例_{site}` (en: Cases)', () => {
    expect(caseDetailTitle(tZh, '杯盖膜减塑改造')).toBe(`杯盖膜减塑改造_案例_${zh['site.name']}`);
    expect(caseListTitle(tZh, '包装')).toBe(`包装案例_${zh['site.name']}`);
    expect(caseListTitle(tZh, null)).toBe(`案例_${zh['site.name']}`);
    expect(caseDetailTitle(tEn, 'Lid film')).toBe(`Lid film_Cases_${en['site.name']}`);
    expect(caseListTitle(tEn, 'Packaging')).toBe(`Packaging Cases_${en['site.name']}`);
  });

  it('issue 31 item 4: a case is an `Article` with an absolute raster image, the site as publisher, tag names as keywords and the visible trail; `<` cannot close the script', () => {
    process.env.SITE_URL = 'https://example.com';
    const item = {
      id: 7,
      title: '盖膜</script>改造',
      summary: null,
      coverImg: '/api/files/seed/cover/7.svg',
      publishTime: '2026-11-14 10:00:00',
      sourceTagId: 5,
      sourceName: '包装世界',
      classTagId: 3,
      classTagName: '包装',
      tags: [{ id: 40, name: '可持续包装' }, { id: 41, name: '减塑' }],
      viewCount: 0,
      likeCount: 0,
      commentCount: 0,
      seoKeywords: 'sustainable_packaging,plastic_reduction',
      content: '<p>x</p>',
      author: null,
      columnId: null,
      columnName: null,
      isLiked: false,
      isFavorite: false,
      publishStatus: 'PUBLISHED',
      favoriteCount: 0,
    } as unknown as NewsDetail;
    const json = serializeJsonLd(caseArticleJsonLd(item, tZh, 'zh', 'desc'));
    expect(json).not.toContain('</script>');
    const [article, crumbs] = JSON.parse(json) as [Record<string, unknown>, { itemListElement: { name: string; item?: string }[] }];
    expect(article['@type']).toBe('Article');
    expect(article.datePublished).toBe('2026-11-14T10:00:00+08:00');
    expect(article.image).toEqual(['https://example.com/api/files/seed/cover/7.png']);
    expect(article.publisher).toMatchObject({ '@type': 'Organization', name: zh['site.name'] });
    expect(article.author).toEqual({ '@type': 'Organization', name: '包装世界' });
    expect(article.keywords).toBe('可持续包装,减塑');
    // the trail the page shows (newsCrumbs, case kind): 案例 › class
    expect(crumbs.itemListElement.map((x) => x.name)).toEqual([zh['case.title'], '包装']);
    expect(crumbs.itemListElement[0]?.item).toBe('https://example.com/case');
  });

  it('the sitemap lists every published case at /case/{id} (the news of the case class tag)', async () => {
    process.env.SITE_URL = 'https://example.com';
    const queries: Record<string, unknown>[] = [];
    const get = async (path: string, options?: { query?: Record<string, unknown> }) => {
      if (path === '/basic/tag/list') return [{ id: 9, code: 'packaging', parentId: null }, { id: 301, code: 'case', parentId: null }, { id: 302, code: 'packaging-case', parentId: 301 }];
      queries.push(options?.query ?? {});
      const total = 3;
      return { records: [3, 2, 1].map((id) => ({ id, publishTime: '2026-05-01 08:00:00' })), total, size: 100, current: 1, pages: 1 };
    };
    const unused = async () => {
      throw new Error('not used');
    };
    const t: Transport = { kind: 'server', get: get as Transport['get'], post: unused, put: unused, del: unused };
    const entries = await sitemapEntries('case-0', t);
    expect(entries.map((e) => e.url)).toEqual(['https://example.com/case/3', 'https://example.com/case/2', 'https://example.com/case/1']);
    expect(queries.every((q) => q.classTagId === 301)).toBe(true);
    const pages = await sitemapEntries('pages-0', t);
    expect(pages.map((p) => p.url)).toContain('https://example.com/case');
  });
});
