import { expect, test, type APIRequestContext } from '@playwright/test';
import { zh } from '@/locales/zh';

/**
 * Issue 31 (crawlers, round 2): what a crawler without cookies reads, by plain HTTP requests, and one browser check of
 * the content security policy. Item 8 (keyboard and screen readers) has its own journeys.
 */

type Records = { records: Record<string, unknown>[]; pages?: number; total?: number };
type Tag = { id: number; code: string | null; parentId: number | null; name: string };

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  return ((await (await request.get(path)).json()) as { data: T }).data;
}

async function html(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const res = await request.get(path, { maxRedirects: 0, headers });
  return { status: res.status(), text: await res.text(), headers: res.headers(), cookies: res.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie').map((h) => h.value) };
}

const attr = (text: string, pattern: RegExp) => pattern.exec(text)?.[1] ?? null;
const titleOf = (text: string) => attr(text, /<title>([^<]*)<\/title>/);
const canonicalOf = (text: string) => attr(text, /<link rel="canonical" href="([^"]+)"/);
const jsonLd = (text: string) =>
  [...text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap((m) => {
    const parsed = JSON.parse(m[1] as string) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(parsed) ? parsed : ((parsed['@graph'] as Record<string, unknown>[] | undefined) ?? [parsed]);
  });
const ldTypes = (text: string) => jsonLd(text).map((n) => String(n['@type']));
/** Site paths of the page's links (`<a href="/…">`), HTML entities decoded. */
const internalLinks = (text: string) => [...text.matchAll(/<a [^>]*href="(\/[^"]*)"/g)].map((m) => (m[1] as string).replace(/&amp;/g, '&')).filter((h) => !h.startsWith('//') && !h.startsWith('/api/'));

/** The case class tag and its children (M05: cases are the news of those classes). */
async function caseIds(request: APIRequestContext): Promise<number[]> {
  const classes = await api<Tag[]>(request, '/api/basic/tag/list?type=2');
  const root = classes.find((c) => c.code === 'case' && c.parentId === null) as Tag;
  return ((await api<Records>(request, `/api/news/news/v2/page?classTagId=${root.id}&size=50`)).records.map((r) => r.id as number));
}

test.describe('issue 31: crawlers, round 2', () => {
  test('M05 item 1: a case has one URL: /news/{id} answers 308 to /case/{id}, and the news pages link cases at /case/{id}', async ({ request }) => {
    const ids = await caseIds(request);
    expect(ids.length).toBeGreaterThan(0);
    const id = ids[0] as number;
    const plain = await html(request, `/news/${id}`);
    expect(plain.status).toBe(308);
    expect(new URL(plain.headers.location as string, 'http://x').pathname).toBe(`/case/${id}`);
    const english = await html(request, `/news/${id}?lang=en`);
    expect(english.status).toBe(308);
    expect(english.headers.location).toMatch(new RegExp(`/case/${id}\\?lang=en$`));
    for (const path of ['/news', '/news?page=2', '/news/hot', `/case/${id}`]) {
      const links = internalLinks((await html(request, path)).text);
      const toCaseNews = links.filter((h) => ids.some((c) => h === `/news/${c}` || h.startsWith(`/news/${c}?`)));
      expect(toCaseNews, path).toEqual([]);
    }
  });

  test('V02 item 2: English stays English: links keep lang=en, ?lang=en sets the cookie, the switch keeps the query, user content is marked Chinese', async ({ request }) => {
    const page2 = await html(request, '/news/hot?page=2&lang=en');
    expect(page2.status).toBe(200);
    const links = internalLinks(page2.text);
    expect(links.length).toBeGreaterThan(20);
    // every internal link but the switch to Chinese keeps English
    const dropped = links.filter((h) => new URL(h, 'http://x').searchParams.get('lang') !== 'en');
    expect(dropped).toEqual([]);
    expect(page2.text).toMatch(/<link rel="next" href="\/news\/hot\?page=3&amp;lang=en"/);
    expect(page2.cookies.some((c) => /^locale=en;/.test(c))).toBe(true);
    // the language switch goes to this page (path and query) in the other language
    expect(page2.text).toContain('href="?page=2&amp;lang=zh"');
    // the server stored the language: the plain URL is English for that visitor
    const plain = await html(request, '/news/hot', { cookie: 'locale=en' });
    expect(attr(plain.text, /<html[^>]* lang="([^"]+)"/)).toBe('en');

    const newsId = /href="\/news\/(\d+)\?lang=en"/.exec(page2.text)?.[1];
    const detail = await html(request, `/news/${newsId}?lang=en`);
    expect(detail.text).toMatch(/<h1[^>]*lang="zh-CN"/);
  });

  test('E19 O01 item 2: the English dictionary and the site pages have their own canonical and hreflang, and the site pages are in a sitemap', async ({ request, baseURL }) => {
    const dict = await html(request, '/dict/detail?lang=en');
    expect(canonicalOf(dict.text)).toMatch(/\/dict\/detail\?lang=en$/);
    expect(dict.text).toMatch(/<link rel="alternate" hreflang="zh-CN" href="[^"]*\/dict\/detail"/i);
    const about = await html(request, '/site/about?lang=en');
    expect(canonicalOf(about.text)).toMatch(/\/site\/about\?lang=en$/);
    expect(about.text).toMatch(/<link rel="alternate" hreflang="en" href="[^"]*\/site\/about\?lang=en"/i);
    // the footer's alias names its page's URL
    expect(new URL(canonicalOf((await html(request, '/site/contact')).text) as string).pathname).toBe('/site/contact_us');
    const site = await (await request.get('/sitemaps/sitemap/site-0.xml')).text();
    expect(site).toContain(`<loc>${new URL('/site/about', baseURL).toString()}</loc>`);
  });

  test('L01 item 3: /cooperation is paged and linked from the site; every topic is linked', async ({ request }) => {
    const companies = await api<Records>(request, '/api/company/companies/page?size=20&sort=hot');
    expect((await html(request, '/cooperation?page=999')).status).toBe(404);
    if ((companies.pages ?? 1) > 1) {
      const second = await html(request, '/cooperation?page=2');
      expect(second.status).toBe(200);
      expect(canonicalOf(second.text)).toMatch(/\/cooperation\?page=2$/);
    }
    expect((await html(request, '/news/hot')).text).toContain('href="/cooperation"');
    const topics = await api<Records>(request, '/api/news/topic/page?size=50');
    const home = (await html(request, '/news')).text;
    for (const topic of topics.records) expect(home, `topic ${topic.id}`).toContain(`href="/news/topic/${topic.id}"`);
  });

  test('M05 M08 H03 item 4: rich results: no Product without a price, no Event without a date, a valid case Article, no invisible breadcrumbs', async ({ request }) => {
    const products = await api<Records>(request, '/api/company/product/search?size=100');
    const negotiable = products.records.find((p) => p.priceType === 'NEGOTIABLE');
    const priced = products.records.find((p) => p.priceType === 'SPECIFIC');
    expect(negotiable && priced, 'the seed has products with and without a price').toBeTruthy();
    expect(ldTypes((await html(request, `/product/${negotiable?.id}`)).text)).not.toContain('Product');
    const pricedLd = jsonLd((await html(request, `/product/${priced?.id}`)).text);
    expect(pricedLd.find((n) => n['@type'] === 'Product')?.offers).toBeTruthy();
    expect(pricedLd.map((n) => n['@type'])).not.toContain('BreadcrumbList');

    const events = await api<Records>(request, '/api/ec/stores/page?size=100');
    const undated = events.records.find((e) => e.state === 'NO_DATE');
    expect(undated, 'the seed has events without a date').toBeTruthy();
    expect(ldTypes((await html(request, `/events/${undated?.id}`)).text)).not.toContain('Event');

    const caseId = (await caseIds(request))[0];
    const article = jsonLd((await html(request, `/case/${caseId}`)).text).find((n) => n['@type'] === 'Article') as Record<string, unknown>;
    expect((article.image as string[])[0]).toMatch(/^https?:\/\/.*\.(png|jpe?g|webp)(\?|$)/);
    expect((article.publisher as Record<string, unknown>)['@type']).toBe('Organization');
    expect(String(article.keywords ?? '')).not.toMatch(/\b[a-z]+_[a-z_]+\b/);

    const brand = (await api<Records>(request, '/api/company/brand/page?size=1')).records[0];
    for (const path of [`/brand/${brand?.id}`, '/industry-chain', '/industry-chain/brand']) expect(ldTypes((await html(request, path)).text), path).not.toContain('BreadcrumbList');
  });

  test('item 5: sitemaps in the schema order, never empty, list pages with lastmod, the missing kinds listed; /industry-chain is one page', async ({ request }) => {
    const index = await (await request.get('/sitemap.xml')).text();
    for (const kind of ['newstag-0', 'column-0', 'eventlist-0', 'dict-0', 'site-0', 'list-0']) expect(index).toContain(`/sitemaps/sitemap/${kind}.xml`);
    const children = [...index.matchAll(/<loc>([^<]*\/sitemaps\/sitemap\/[^<]+)<\/loc>/g)].map((m) => new URL(m[1] as string).pathname);
    for (const path of children) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      const xml = await res.text();
      const urls = [...xml.matchAll(/<url>(.*?)<\/url>/gs)].map((m) => [...(m[1] as string).matchAll(/<([\w:]+)[\s>/]/g)].map((c) => c[1]).filter((n) => n !== 'image:loc').join(' '));
      expect(urls.length, `${path} is not empty`).toBeGreaterThan(0);
      for (const order of urls) expect(order, path).toMatch(/^loc( lastmod)?( changefreq)?( priority)?( (xhtml:link|image:image))*$/);
      if (/\/(newstag|column|eventlist|news|post|case)-\d+\.xml$/.test(path)) expect(xml.split('<url>').length - 1, `${path}: lastmod on every URL`).toBe(xml.split('<lastmod>').length - 1);
    }
    expect(canonicalOf((await html(request, '/industry-chain/product')).text)).toMatch(/\/industry-chain$/);
    expect((await html(request, '/industry-chain')).text).not.toContain('href="/industry-chain/product"');
  });

  test('A08 A09 A17 item 6: soft 404s: a route in another case is the readable 404, /people/tag of no tag too, with one head', async ({ request }) => {
    const upper = await html(request, '/News/1');
    expect(upper.status).toBe(404);
    expect(upper.text).toContain('data-testid="status-page"');
    expect((await html(request, '/zzz/yyy/xxx/www')).headers.location).toMatch(/\/$/);
    const tag = await html(request, '/people/tag/99999999');
    expect(tag.status).toBe(404);
    expect(tag.text).toContain('data-testid="status-page"');
    expect(tag.text).not.toContain('id="__next_error__"');
    const heads = await Promise.all(['/people/tag/99999999', '/news/99999999', '/News/1', '/404', '/people/tag/99999999'].map(async (p) => titleOf((await html(request, p)).text)));
    expect(new Set(heads)).toEqual(new Set([heads[0]]));
    expect(heads[0]).toMatch(/could not be found/);
    expect(titleOf((await html(request, '/people/tag/99999999?lang=en')).text)).toMatch(/^This page could not be found_.*[A-Za-z]/);
  });


  test('Q17 A09 item 6: a list asked for a page past its end is the readable 404 with the 404 head, not its template emptied', async ({ request }) => {
    const notFoundTitle = titleOf((await html(request, '/404')).text);
    const lists = ['/news/hot', '/news', '/news/flash', '/circle', '/people', '/company', '/cooperation', '/events', '/community/demand_supply/latest', '/industry-chain', '/dict/detail', '/achievement'];
    for (const path of lists) {
      const past = await html(request, `${path}?page=9999`);
      expect(past.status, path).toBe(404);
      expect(past.text, path).toContain('data-testid="status-page"');
      expect(titleOf(past.text), path).toBe(notFoundTitle);
      expect(past.text, path).not.toContain('id="__next_error__"');
    }
    // page 2 of a list that has one is still a page
    const second = await html(request, '/news/hot?page=2');
    expect(second.status).toBe(200);
    expect(second.text).not.toContain('data-testid="status-page"');
  });
  test('T14 T18 item 7: titles and descriptions of their own', async ({ request }) => {
    const site = zh['site.description'];
    for (const path of ['/people/latest', '/people/popular', '/news/hot', '/community/topic/latest', '/events', '/circle']) {
      expect(attr((await html(request, path)).text, /<meta name="description" content="([^"]+)"/), path).not.toBe(site);
    }
    const classes = (await api<Tag[]>(request, '/api/basic/tag/list?type=2')).filter((c) => c.parentId === null && c.code && c.code !== 'case');
    const theme = (await api<Tag[]>(request, '/api/basic/tag/list?type=3')).find((c) => c.code);
    const [a, b] = await Promise.all(classes.slice(0, 2).map(async (c) => titleOf((await html(request, `/news/${c.code}/${theme?.code}`)).text)));
    expect(a).not.toBe(b);
  });

  test('item 9: Vary names what the HTML varies by', async ({ request }) => {
    for (const path of ['/news/hot', '/search/news/x']) {
      const vary = ((await html(request, path)).headers.vary ?? '').toLowerCase();
      expect(vary, path).toContain('user-agent');
      expect(vary, path).toContain('cookie');
    }
  });

  test('item 10: a public page loads without a CSP eval violation (zod jitless)', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { cspViolations: string[] }).cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) => (window as unknown as { cspViolations: string[] }).cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    for (const path of ['/news/hot', '/community/demand_supply/latest']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), path).toEqual([]);
    }
  });
});
