import { afterAll, describe, expect, it } from 'vitest';
import type { Transport } from '@/lib/api/transport';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { listMetadata, pagedPath } from '@/lib/seo/metadata';
import { parseSitemapId, SITEMAP_CHUNK, sitemapEntries, sitemapIds, sitemapIndexXml, shanghaiTime } from '@/lib/seo/sitemap';
import { absoluteUrl, flashDetailTitle, flashListTitle, joinKeywords, listDescription, newsListSeo, topicTitle } from '@/lib/seo/templates';
import { en } from '@/locales/en';
import { zh } from '@/locales/zh';

const siteUrl = process.env.SITE_URL;
afterAll(() => {
  if (siteUrl === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = siteUrl;
});

const tZh = createTranslate(getMessages('zh'));
const tEn = createTranslate(getMessages('en'));

describe('news SEO templates', () => {
  it('T07 topic title `{topic.title}_专题_{site}` (en: Topic)', () => {
    expect(topicTitle(tZh, '减塑包装')).toBe(`减塑包装_专题_${zh['site.name']}`);
    expect(topicTitle(tEn, 'Less plastic')).toBe(`Less plastic_Topic_${en['site.name']}`);
  });

  it('flash titles follow T03: `{flash.title}_快讯_{site}` and `快讯_{site}`', () => {
    expect(flashDetailTitle(tZh, '原糖价格回落')).toBe(`原糖价格回落_快讯_${zh['site.name']}`);
    expect(flashListTitle(tZh)).toBe(`快讯_${zh['site.name']}`);
    expect(flashListTitle(tEn)).toBe(`Flash_${en['site.name']}`);
  });

  it('T03/T01 list pages: `{name}_{site}`, a description that is never empty, keywords', () => {
    const named = newsListSeo(tZh, '包装科技前沿', '面向包装工程师的专业媒体');
    expect(named.title).toBe(`包装科技前沿_${zh['site.name']}`);
    expect(named.description).toBe('面向包装工程师的专业媒体');
    expect(named.keywords.startsWith('包装科技前沿,')).toBe(true);
    const bare = newsListSeo(tZh, null, '  ');
    expect(bare.title).toBe(`资讯_${zh['site.name']}`);
    // issue 31 item 7: without a description of its own, what the list lists (not the site description)
    expect(bare.description).toBe(listDescription(tZh, 'news', zh['news.title']));
    expect(Array.from(newsListSeo(tZh, 'x', '长'.repeat(300)).description)).toHaveLength(120);
    expect(joinKeywords(['a', null, ' ', 'b'])).toBe('a,b');
  });

  it('canonical URLs: absolute from SITE_URL, page 1 bare, later pages with ?page=N', () => {
    expect(absoluteUrl('/news/12', 'https://example.com')).toBe('https://example.com/news/12');
    expect(absoluteUrl('/news/12', 'https://example.com/')).toBe('https://example.com/news/12');
    expect(pagedPath('/news/hot', 1)).toBe('/news/hot');
    expect(pagedPath('/news/hot', 3)).toBe('/news/hot?page=3');
    const meta = listMetadata(newsListSeo(tZh, '热门资讯'), '/news/hot', 2);
    expect(meta.alternates?.canonical).toBe('/news/hot?page=2');
    expect(meta.title).toBe(`热门资讯_${zh['site.name']}`);
    expect(meta.keywords).toContain('热门资讯');
  });
});

/** A transport answering pages of `total` numbered records. */
function fakeTransport(totals: Record<string, number>): Transport {
  const get = async (path: string, options?: { query?: Record<string, unknown> }) => {
    if (path === '/basic/tag/list') return [];
    const total = totals[path] ?? 0;
    const current = Number(options?.query?.current ?? 1);
    const size = Number(options?.query?.size ?? 10);
    const from = (current - 1) * size;
    const records = Array.from({ length: Math.max(0, Math.min(size, total - from)) }, (_, i) => ({ id: total - from - i, publishTime: '2026-05-01 08:00:00' }));
    return { records, total, size, current, pages: Math.ceil(total / size) };
  };
  const unused = async () => {
    throw new Error('not used');
  };
  return { kind: 'server', get: get as Transport['get'], post: unused, put: unused, del: unused };
}

describe('sitemap', () => {
  it('splits each kind into chunks of 5000; issue 31 item 5: a kind with no URL is left out (no empty urlset)', async () => {
    const ids = await sitemapIds(fakeTransport({ '/news/news/v2/page': SITEMAP_CHUNK * 2 + 1, '/news/short/news/page': 10, '/ec/stores/page': 31 }));
    expect(ids).toEqual(['pages-0', 'news-0', 'news-1', 'news-2', 'flash-0', 'event-0', 'site-0']);
  });

  it('a chunk holds its own slice of absolute URLs', async () => {
    process.env.SITE_URL = 'https://example.com';
    const t = fakeTransport({ '/news/news/v2/page': SITEMAP_CHUNK + 3 });
    const first = await sitemapEntries('news-0', t);
    expect(first).toHaveLength(SITEMAP_CHUNK);
    expect(first[0]?.url).toBe(`https://example.com/news/${SITEMAP_CHUNK + 3}`);
    const second = await sitemapEntries('news-1', t);
    expect(second.map((e) => e.url)).toEqual(['https://example.com/news/3', 'https://example.com/news/2', 'https://example.com/news/1']);
    expect(second[0]?.lastModified).toEqual(shanghaiTime('2026-05-01 08:00:00'));
    expect(await sitemapEntries('nope-0', t)).toEqual([]);
    const events = await sitemapEntries('event-0', fakeTransport({ '/ec/stores/page': 2 }));
    expect(events.map((e) => e.url)).toEqual(['https://example.com/events/2', 'https://example.com/events/1']);
    const pages = await sitemapEntries('pages-0', t);
    expect(pages.map((p) => p.url)).toContain('https://example.com/news/flash');
    expect(pages.map((p) => p.url)).toEqual(expect.arrayContaining(['https://example.com/company', 'https://example.com/cooperation']));
    // issue 31 item 5: the products without a level are the explorer home, one URL
    expect(pages.map((p) => p.url)).toContain('https://example.com/industry-chain');
    expect(pages.map((p) => p.url)).not.toContain('https://example.com/industry-chain/product');
  });

  it('L31 company pages are listed by their member kind, across API pages', async () => {
    process.env.SITE_URL = 'https://example.com';
    const base = fakeTransport({ '/company/companies/page': 120 });
    const t: Transport = {
      ...base,
      get: (async (path: string, options?: Parameters<Transport['get']>[1]) => {
        const page = (await base.get(path, options)) as { records: { id: number }[] };
        return { ...page, records: page.records.map((r) => ({ code: `c${r.id}`, memberKind: r.id % 2 ? 'ORDINARY' : 'COLLEGE' })) };
      }) as Transport['get'],
    };
    const entries = await sitemapEntries('company-0', t);
    expect(entries).toHaveLength(120);
    expect(entries[0]?.url).toBe('https://example.com/company/c120');
    expect(entries[1]?.url).toBe('https://example.com/company/ordinary/c119');
  });

  it('events are in the sitemap: one URL per event and the events home', async () => {
    process.env.SITE_URL = 'https://example.com';
    const t = fakeTransport({ '/ec/stores/page': 3 });
    expect((await sitemapEntries('event-0', t)).map((e) => e.url)).toEqual(['https://example.com/events/3', 'https://example.com/events/2', 'https://example.com/events/1']);
    expect((await sitemapEntries('pages-0', t)).map((p) => p.url)).toContain('https://example.com/events');
  });

  it('ids and the index', () => {
    expect(parseSitemapId('news-12')).toEqual({ kind: 'news', chunk: 12 });
    expect(parseSitemapId('posts-0')).toBeNull();
    expect(parseSitemapId('news-x')).toBeNull();
    process.env.SITE_URL = 'https://example.com';
    const xml = sitemapIndexXml(['news-0', 'flash-0']);
    expect(xml).toContain('<sitemapindex');
    expect(xml).toContain('<loc>https://example.com/sitemaps/sitemap/news-0.xml</loc>');
    expect(shanghaiTime('2026-05-01 08:00:00').toISOString()).toBe('2026-05-01T00:00:00.000Z');
  });
});
