import { expect, test, type APIRequestContext } from '@playwright/test';
import { storageStatePath } from './auth-state';

/**
 * Issue 20 (crawlers): what a crawler without cookies or JavaScript gets. Plain HTTP requests (no cookies, no
 * script) read the HTML, robots.txt and the sitemaps; a browser with JavaScript off checks the language switch and
 * the 404 page. Private circles: a member's browser finds a private post, a visitor's request gets the circle only.
 */

type Records = { records: Record<string, unknown>[] };

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const body = (await (await request.get(path)).json()) as { code: number; data: T };
  return body.data;
}

async function html(request: APIRequestContext, path: string): Promise<{ status: number; text: string; headers: Record<string, string> }> {
  const res = await request.get(path, { maxRedirects: 0 });
  return { status: res.status(), text: await res.text(), headers: res.headers() };
}

const attr = (text: string, pattern: RegExp) => pattern.exec(text)?.[1] ?? null;
const jsonLdTypes = (text: string) =>
  [...text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap((m) => {
    const parsed = JSON.parse(m[1] as string) as Record<string, unknown> | Record<string, unknown>[];
    const nodes = Array.isArray(parsed) ? parsed : ((parsed['@graph'] as Record<string, unknown>[] | undefined) ?? [parsed]);
    return nodes.map((n) => String(n['@type']));
  });

test.describe('issue 20: crawlers', () => {
  test('V02/V16 item 3: ?lang=en renders English with its own canonical and hreflang alternates on both versions', async ({ request }) => {
    const id = (await api<Records>(request, '/api/news/news/v2/page?size=1')).records[0]?.id as number;
    const zh = await html(request, `/news/${id}`);
    const en = await html(request, `/news/${id}?lang=en`);
    expect(attr(zh.text, /<html[^>]* lang="([^"]+)"/)).toBe('zh-CN');
    expect(attr(en.text, /<html[^>]* lang="([^"]+)"/)).toBe('en');
    expect(attr(zh.text, /<link rel="canonical" href="([^"]+)"/)).toMatch(new RegExp(`/news/${id}$`));
    expect(attr(en.text, /<link rel="canonical" href="([^"]+)"/)).toMatch(new RegExp(`/news/${id}\\?lang=en$`));
    for (const page of [zh.text, en.text]) {
      expect(page).toMatch(new RegExp(`<link rel="alternate" hreflang="zh-CN" href="[^"]*/news/${id}"`, 'i'));
      expect(page).toMatch(new RegExp(`<link rel="alternate" hreflang="en" href="[^"]*/news/${id}\\?lang=en"`, 'i'));
      expect(page).toMatch(/<link rel="alternate" hreflang="x-default"/i);
    }
  });

  test('item 3: the language switch is a link that works without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/news/hot');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await page.getByRole('navigation', { name: /语言|Language/ }).last().getByRole('link', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(new URL(page.url()).searchParams.get('lang')).toBe('en');
    await context.close();
  });

  test('item 4: variant HTML is private for shared caches', async ({ request }) => {
    const page = await html(request, '/news/hot');
    expect(page.headers['cache-control']).toBe('private, no-cache');
  });

  test('T01 item 8: Open Graph and Twitter tags with an absolute raster image on a post, a member and a list', async ({ request }) => {
    const postId = (await api<Records>(request, '/api/post/posts/page?size=1')).records[0]?.id as number;
    const memberId = (await api<Records>(request, '/api/admin/follow/join-latest?size=1')).records[0]?.memberId as number;
    for (const path of [`/community/post/${postId}`, `/people/${memberId}`, '/circle']) {
      const { text } = await html(request, path);
      expect(attr(text, /<meta property="og:url" content="([^"]+)"/), path).toMatch(/^https?:\/\//);
      expect(attr(text, /<meta property="og:site_name" content="([^"]+)"/), path).toBeTruthy();
      expect(attr(text, /<meta property="og:image" content="([^"]+)"/), path).toMatch(/^https?:\/\/.*\.(png|jpe?g|webp)(\?|$)/);
      expect(attr(text, /<meta name="twitter:card" content="([^"]+)"/), path).toMatch(/summary/);
    }
  });

  test('item 2: images are crawlable: robots allows /api/files/ and a seed cover has a PNG rendition', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Allow: /api/files/');
    expect(robots).toContain('Disallow: /api/');
    const png = await request.get('/api/files/seed/cover/1.png');
    expect(png.status()).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
  });

  test('item 1: the sitemap index names posts, circles, people, lists and the Google News sitemap', async ({ request }) => {
    const index = await (await request.get('/sitemap.xml')).text();
    for (const kind of ['post-0', 'circle-0', 'people-0', 'list-0', 'news-0']) expect(index).toContain(`/sitemaps/sitemap/${kind}.xml`);
    expect(index).toContain('/sitemaps/google-news.xml');
    const posts = await (await request.get('/sitemaps/sitemap/post-0.xml')).text();
    expect(posts).toMatch(/<loc>[^<]*\/community\/post\/\d+<\/loc>/);
    expect(posts).toMatch(/<lastmod>/);
    expect(posts).toMatch(/hreflang="en"/);
    const people = await (await request.get('/sitemaps/sitemap/people-0.xml')).text();
    expect(people).toMatch(/<image:loc>[^<]*\.png/);
    const news = await request.get('/sitemaps/google-news.xml');
    expect(news.status()).toBe(200);
    expect(await news.text()).toContain('xmlns:news=');
  });

  test('item 5: structured data on the post, member, circle, news and list templates', async ({ request }) => {
    const postId = (await api<Records>(request, '/api/post/posts/page?size=1')).records[0]?.id as number;
    const newsId = (await api<Records>(request, '/api/news/news/v2/page?size=1')).records[0]?.id as number;
    const memberId = (await api<Records>(request, '/api/admin/follow/join-latest?size=1')).records[0]?.memberId as number;
    const circle = (await api<Records>(request, '/api/post/circles/v2/page?size=50&circleType=0')).records.find((c) => c.isPublic)?.circleId as number;
    const expected: [string, string[]][] = [
      [`/community/post/${postId}`, ['WebSite', 'Organization', 'DiscussionForumPosting']],
      [`/news/${newsId}`, ['NewsArticle', 'BreadcrumbList']],
      [`/people/${memberId}`, ['ProfilePage']],
      [`/circle/${circle}`, ['CollectionPage']],
      ['/community/demand_supply/latest', ['ItemList']],
      ['/news/flash', ['ItemList']],
    ];
    for (const [path, types] of expected) expect(jsonLdTypes((await html(request, path)).text), path).toEqual(expect.arrayContaining(types));
  });

  test('item 7: the first comments of a news item are in its HTML', async ({ request }) => {
    const list = await api<Records>(request, '/api/news/news/v2/page?size=50');
    const withComments = list.records.find((n) => Number(n.commentCount) > 0);
    expect(withComments, 'the seed has news items with comments').toBeTruthy();
    const { text } = await html(request, `/news/${withComments?.id as number}`);
    expect(text).toContain('data-testid="static-comment"');
  });

  test('Q17 item 6: page N is its own canonical with its number in the title; past the end is a 404; search is noindex', async ({ request }) => {
    const page2 = await html(request, '/news/hot?page=2');
    expect(attr(page2.text, /<link rel="canonical" href="([^"]+)"/)).toMatch(/\/news\/hot\?page=2$/);
    expect(attr(page2.text, /<title>([^<]+)<\/title>/)).toContain('第2页');
    expect(page2.text).toMatch(/<link rel="prev" href="\/news\/hot"/);
    expect((await html(request, '/news/hot?page=9999')).status).toBe(404);
    const search = await html(request, '/search/news/%E5%8C%85%E8%A3%85');
    expect(attr(search.text, /<meta name="robots" content="([^"]+)"/)).toContain('noindex');
  });

  test('A17 item 8: a 404 is readable without JavaScript: lang, title, message and a link home', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/news/99999999');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page).toHaveTitle(/could not be found/);
    await expect(page.getByTestId('status-page')).toBeVisible();
    await expect(page.getByTestId('status-page').getByRole('link')).toHaveAttribute('href', '/');
    await context.close();
  });

  test('item 9: the home page links to circles, people and tag pages with plain links', async ({ request }) => {
    const { text } = await html(request, '/community/demand_supply/latest');
    expect(text).toMatch(/href="\/circle"/);
    expect(text).toMatch(/href="\/people"/);
    expect(text).toMatch(/href="\/community\/tag\/\d+"/);
  });

  test('G03 item 10: a private circle’s post shows a visitor only the circle and is noindex; its member reads it', async ({ browser, baseURL, request }) => {
    const circles = await api<Records>(request, '/api/post/circles/v2/page?size=100&circleType=0');
    // 13800000002 owns the seeded private circle 饮料包材联采群 (README)
    const privateCircle = circles.records.find((c) => c.isPublic === false && c.circleName === '饮料包材联采群');
    expect(privateCircle, 'the seeded private circle').toBeTruthy();
    const circleId = privateCircle?.circleId as number;
    const member = await browser.newContext({ baseURL, storageState: storageStatePath('member2') });
    const page = await member.newPage();
    await page.goto(`/circle/${circleId}`);
    const firstPost = page.getByTestId('private-circle-posts').locator('a[href^="/community/post/"]').first();
    await expect(firstPost).toBeVisible({ timeout: 15_000 });
    const postPath = (await firstPost.getAttribute('href')) as string;
    await page.goto(postPath);
    await expect(page.getByTestId('private-post')).toBeVisible({ timeout: 15_000 });
    await member.close();

    const visitor = await html(request, postPath);
    expect(visitor.text).toContain('data-testid="private-circle-notice"');
    expect(attr(visitor.text, /<meta name="robots" content="([^"]+)"/)).toContain('noindex');
    expect(visitor.text).not.toContain('DiscussionForumPosting');
    const sitemap = await (await request.get('/sitemaps/sitemap/post-0.xml')).text();
    expect(sitemap).not.toContain(`<loc>${new URL(postPath, baseURL).toString()}</loc>`);
    expect(attr((await html(request, `/circle/${circleId}`)).text, /<meta name="robots" content="([^"]+)"/)).toContain('noindex');
  });
});
