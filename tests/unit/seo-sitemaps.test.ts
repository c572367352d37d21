// @vitest-environment node
/**
 * Issue 31 item 5 (and item 1 in the sitemaps): every child sitemap is valid against the sitemaps.org schema (a `url`
 * is `loc`, `lastmod`, `changefreq`, `priority`, then the other namespaces' elements; a `urlset` is never empty), list
 * pages carry the time of their newest entry as `lastmod`, the kinds a crawler could not find before are listed
 * (news tags, categories, sources, columns, event types, organisers, the dictionary, the site pages), and a case is
 * listed once, at `/case/{id}`.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Transport } from '@/lib/api/transport';
import { recentNews, shanghaiTime, sitemapEntries } from '@/lib/seo/sitemap';
import { urlsetXml, type SitemapUrl } from '@/lib/seo/sitemap-xml';

const SITE = 'https://example.com';
type Handler = (query: Record<string, unknown>) => unknown;

function page(records: unknown[]) {
  return { records, total: records.length, size: 100, current: 1, pages: records.length ? 1 : 0 };
}

function transport(routes: Record<string, Handler>): Transport {
  const get = async (path: string, options?: { query?: Record<string, unknown> }) => {
    const handler = routes[path];
    if (!handler) throw new Error(`unexpected ${path}`);
    return handler(options?.query ?? {});
  };
  const unused = async () => {
    throw new Error('not used');
  };
  return { kind: 'server', get: get as Transport['get'], post: unused, put: unused, del: unused };
}

const CLASS_TAGS = [
  { id: 1, type: 2, name: '资讯', code: 'industry', parentId: null },
  { id: 2, type: 2, name: '案例', code: 'case', parentId: null },
  { id: 3, type: 2, name: '包装案例', code: 'pack', parentId: 2 },
];

/** Child element names of each `<url>`, in order. */
function urlChildren(xml: string): string[][] {
  return [...xml.matchAll(/<url>(.*?)<\/url>/gs)].map((m) => [...(m[1] as string).matchAll(/<([\w:]+)[\s>/]/g)].map((c) => c[1] as string).filter((n) => n !== 'image:loc'));
}

/** sitemap.xsd `tUrl`: loc, lastmod?, changefreq?, priority?, then elements of other namespaces. */
const SCHEMA_ORDER = /^loc( lastmod)?( changefreq)?( priority)?( (xhtml:link|image:image))*$/;

beforeEach(() => vi.stubEnv('SITE_URL', SITE));
afterEach(() => vi.unstubAllEnvs());

describe('issue 31 item 5: sitemaps valid against the sitemaps.org schema', { timeout: 30_000 }, () => {
  it('each url lists loc, lastmod, changefreq and priority before its hreflang links and images', () => {
    const url: SitemapUrl = {
      url: `${SITE}/news/1?a=1&b=2`,
      lastModified: shanghaiTime('2026-05-01 08:00:00'),
      changeFrequency: 'weekly',
      priority: 0.8,
      alternates: { languages: { 'zh-CN': `${SITE}/news/1`, en: `${SITE}/news/1?lang=en` } },
      images: [`${SITE}/api/files/a.png`],
    };
    const xml = urlsetXml([url, { url: `${SITE}/site/about` }]);
    for (const children of urlChildren(xml)) expect(children.join(' ')).toMatch(SCHEMA_ORDER);
    expect(xml).toContain('<loc>https://example.com/news/1?a=1&amp;b=2</loc>');
    expect(xml).toContain('<lastmod>2026-05-01T00:00:00.000Z</lastmod>');
    expect(xml).toContain('<priority>0.8</priority>');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml=/);
  });

  it('the sitemap route answers 404 for a chunk with no URL (never an empty urlset) and the schema order for one with URLs', async () => {
    vi.resetModules();
    vi.doMock('@/lib/data/sitemap', () => ({
      getSitemapEntries: async (id: string) => (id === 'site-0' ? [{ url: `${SITE}/site/about`, changeFrequency: 'monthly', priority: 0.3, alternates: { languages: { en: `${SITE}/site/about?lang=en` } } }] : []),
    }));
    const { GET } = await import('@/app/sitemaps/sitemap/[id]/route');
    const ask = (id: string) => GET(new Request(`${SITE}/sitemaps/sitemap/${id}`), { params: Promise.resolve({ id }) });
    expect((await ask('news-0.xml')).status).toBe(404);
    expect((await ask('site-0')).status).toBe(404);
    const ok = await ask('site-0.xml');
    expect(ok.status).toBe(200);
    for (const children of urlChildren(await ok.text())) expect(children.join(' ')).toMatch(SCHEMA_ORDER);
    vi.doUnmock('@/lib/data/sitemap');
  });

  it('news tags, categories and sources with news are listed, each with its newest item as lastmod; empty ones are not', async () => {
    const tags: Record<number, unknown[]> = {
      3: [{ id: 31, type: 3, name: '可持续', code: 'sus', parentId: null }, { id: 32, type: 3, name: '空', code: 'none', parentId: null }],
      9: [{ id: 91, type: 9, name: '饮料', code: null, parentId: null }],
      4: [{ id: 41, type: 4, name: '来源', code: null, parentId: null }],
    };
    const t = transport({
      '/basic/tag/list': (q) => tags[Number(q.type)] ?? [],
      '/news/news/v2/page': (q) => (q.tagId === 32 ? page([]) : page([{ id: 7, publishTime: '2026-05-01 08:00:00', updateTime: '2026-05-02 09:00:00' }])),
    });
    const entries = await sitemapEntries('newstag-0', t);
    expect(entries.map((e) => e.url)).toEqual([`${SITE}/news/tag/31`, `${SITE}/news/category-tag/91`, `${SITE}/news/source/41`]);
    for (const e of entries) expect(e.lastModified).toEqual(shanghaiTime('2026-05-02 09:00:00'));
  });

  it('columns, event types and organisers, the dictionary pages and the site pages are listed', async () => {
    const t = transport({
      '/post/circles/recommend': () => page([{ circleId: 5 }, { circleId: 6 }]),
      '/news/news/column/page': (q) => (q.columnId === 6 ? page([]) : page([{ id: 9, publishTime: '2026-04-01 10:00:00' }])),
      '/ec/stores/types': () => [{ id: 70, name: '展会', enName: 'Expo', code: 'expo' }],
      '/ec/stores/page-by-tag': () => page([{ id: 3, publishTime: '2026-03-03 08:00:00', sourceId: 8 }]),
      '/ec/stores/page': () => page([{ id: 4, publishTime: '2026-03-04 08:00:00', sourceId: 8 }, { id: 3, publishTime: '2026-03-03 08:00:00', sourceId: 8 }]),
      '/basic/dict/page': () => ({ records: [], total: 250, size: 100, current: 1, pages: 3 }),
    });
    const columns = await sitemapEntries('column-0', t);
    expect(columns.map((e) => e.url)).toEqual([`${SITE}/news/column/5`]);
    expect(columns[0]?.lastModified).toEqual(shanghaiTime('2026-04-01 10:00:00'));
    const events = await sitemapEntries('eventlist-0', t);
    expect(events.map((e) => [e.url, e.lastModified?.toISOString()])).toEqual([
      [`${SITE}/events/expo`, shanghaiTime('2026-03-03 08:00:00').toISOString()],
      [`${SITE}/activity/source/8`, shanghaiTime('2026-03-04 08:00:00').toISOString()],
    ]);
    expect((await sitemapEntries('dict-0', t)).map((e) => e.url)).toEqual([`${SITE}/dict/detail`, `${SITE}/dict/detail?page=2`, `${SITE}/dict/detail?page=3`]);
    const site = (await sitemapEntries('site-0', t)).map((e) => e.url);
    expect(site).toEqual(expect.arrayContaining([`${SITE}/site/about`, `${SITE}/site/privacy`, `${SITE}/site/flink`]));
    // the footer's aliases name the same pages (one URL each)
    expect(site).not.toContain(`${SITE}/site/partners`);
    expect(site).not.toContain(`${SITE}/site/contact`);
  });
});

describe('issue 31 item 1: a case is in the sitemaps once, at /case/{id}', () => {
  const news = [
    { id: 11, classTagId: 1, title: '资讯', publishTime: '2026-05-03 08:00:00', seoKeywords: null, coverImg: null },
    { id: 12, classTagId: 3, title: '案例', publishTime: '2026-05-03 09:00:00', seoKeywords: null, coverImg: null },
  ];
  const t = transport({ '/basic/tag/list': () => CLASS_TAGS, '/news/news/v2/page': () => page(news) });

  it('the news sitemap leaves cases out; the Google News sitemap names them at their case URL', async () => {
    expect((await sitemapEntries('news-0', t)).map((e) => e.url)).toEqual([`${SITE}/news/11`]);
    const recent = await recentNews(t, shanghaiTime('2026-05-03 12:00:00').getTime());
    expect(recent.map((n) => n.path)).toEqual(['/news/11', '/case/12']);
  });
});

describe('issue 31 item 5: /industry-chain and /industry-chain/product are one page', () => {
  it('the products without a level are linked and canonicalised as /industry-chain; levels and other entities keep their path', async () => {
    const { chainPath } = await import('@/components/industry-chain/chain-path');
    expect(chainPath('product', [])).toBe('/industry-chain');
    expect(chainPath('product', [4])).toBe('/industry-chain/product/4');
    expect(chainPath('brand', [])).toBe('/industry-chain/brand');
  });
});
