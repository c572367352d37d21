import { expect, test, type Page } from '@playwright/test';
import { beaconAnswered } from './helpers';

/** The page fits its viewport (no sideways scrolling at 375 px). */
async function expectNoOverflow(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll).toBeLessThanOrEqual(width + 1);
}

test.describe('reading the news site', () => {
  test('F16 → F02 → F01: list → detail → tag page → detail with related news; the view is recorded', async ({ page }) => {
    // page 2: the newest items may be ones other specs just published (no tags, no source)
    await page.goto('/news?page=2');
    await page.locator('article h2').first().click();
    await expect(page).toHaveURL(/\/news\/\d+$/);
    const tagLink = page.locator('article a[href^="/news/tag/"]').first();
    const tagName = ((await tagLink.textContent()) ?? '').replace('#', '').trim();
    await tagLink.click();
    await expect(page).toHaveURL(/\/news\/tag\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(tagName);
    await expect(page).toHaveTitle(new RegExp(`^${tagName}_`));
    // The new title is in, so the new head is committed: exactly one canonical, the new page's, with no wait.
    expect(await page.locator('link[rel="canonical"]').count()).toBe(1);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/news\/tag\/\d+$/);
    const card = page.getByTestId('tag-news').locator('article h2').first();
    const title = ((await card.textContent()) ?? '').trim();
    const view = beaconAnswered(page, { view: '/news/news/view' });
    await card.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    expect((await view).ok()).toBe(true);
    const related = page.getByTestId('related-news');
    await expect(related).toBeVisible();
    expect(await related.locator('li').count()).toBeGreaterThanOrEqual(3);
    const next = related.locator('a').first();
    const nextTitle = ((await next.textContent()) ?? '').trim();
    await next.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nextTitle);
    await expectNoOverflow(page);
  });

  test('F10/F11 flash list newest first, paged; a flash with its related news', async ({ page }) => {
    await page.goto('/news/flash');
    await expect(page).toHaveTitle(/^快讯_/);
    const items = page.getByTestId('flash-list').locator('li');
    expect(await items.count()).toBe(10);
    const times = await items.locator('time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime') ?? ''));
    expect([...times].sort().reverse()).toEqual(times);
    await expect(page.locator('a[rel="next"]')).toHaveAttribute('href', '/news/flash?page=2');
    const first = items.first().locator('h2 a');
    const title = ((await first.textContent()) ?? '').trim();
    await first.click();
    await expect(page).toHaveURL(/\/news\/flash\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(new RegExp(`_快讯_`));
    await expect(page.getByTestId('related-news').locator('li').first()).toBeVisible();
    await expectNoOverflow(page);
    await page.goto('/news/flash?page=2');
    await expect(page.getByText(/第 2 \/ \d+ 页/)).toBeVisible();
  });

  test('F29/F12 a topic card opens the topic with its sections and their news', async ({ page }) => {
    await page.goto('/news');
    const card = page.getByTestId('topic-cards').locator('a').first();
    const name = ((await card.textContent()) ?? '').trim();
    await card.click();
    await expect(page).toHaveURL(/\/news\/topic\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page).toHaveTitle(new RegExp(`^${name}_专题_`));
    const sections = page.getByTestId('topic-section');
    expect(await sections.count()).toBeGreaterThanOrEqual(2);
    await expect(sections.first().locator('h2').first()).toBeVisible();
    await expect(sections.first().locator('article').first()).toBeVisible();
    await expectNoOverflow(page);
  });

  test('F05/F35 W22 a source page shows the source logo, name and description above its news', async ({ page }, info) => {
    // page 2: the newest items may be ones other specs just published (no tags, no source)
    await page.goto('/news?page=2');
    await page.locator('article h2').first().click();
    const sourceLink = page.locator('article a[href^="/news/source/"]').first();
    const source = ((await sourceLink.textContent()) ?? '').trim();
    // F35: the source module of the right column; a phone keeps only the hot lists there (W22)
    if (info.project.name === 'mobile') await expect(page.getByTestId('source-info')).toHaveCount(0);
    else await expect(page.getByTestId('source-info')).toContainText(source);
    await sourceLink.click();
    await expect(page).toHaveURL(/\/news\/source\/\d+$/);
    const header = page.getByTestId('source-header');
    await expect(header.getByRole('heading', { level: 1 })).toHaveText(source);
    await expect(header.locator('img')).toBeVisible();
    expect(((await header.locator('p').first().textContent()) ?? '').length).toBeGreaterThan(10);
    await expect(page.getByTestId('source-news').locator('article').first()).toContainText(source);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{10,}/);
    await expectNoOverflow(page);
  });

  test('F08/F09 /news/foodtools and /news/features list news of site tags 5243 and 5244', async ({ page, request }) => {
    for (const [path, siteTagId] of [
      ['/news/foodtools', 5243],
      ['/news/features', 5244],
    ] as const) {
      const api = await (await request.get(`/api/news/news/v2/page?siteTagId=${siteTagId}&size=10`)).json();
      const expected: string[] = api.data.records.map((r: { title: string }) => r.title);
      expect(expected.length).toBeGreaterThan(0);
      await page.goto(path);
      const titles = (await page.getByTestId('site-tag-news').locator('article h2').allTextContents()).map((s) => s.trim());
      expect(titles).toEqual(expected);
      await expectNoOverflow(page);
    }
  });

  test('F25/F26/F27/F28 W22 the right column: 5 flashes with more, 5 hot news, depth topics, weekly, cooperation (a phone: the lists only)', async ({ page, request }) => {
    const categoryTotal = async (code: string) => {
      const tags = (await (await request.get('/api/basic/tag/list?type=9')).json()).data as { id: number; code: string }[];
      const id = tags.find((t) => t.code === code)?.id;
      return (await (await request.get(`/api/news/news/v2/page?categoryTagId=${id}&size=1`)).json()).data.total as number;
    };
    await page.goto('/news/hot');
    await expect(page.getByTestId('hot-news').locator('li')).toHaveCount(5);
    const mobile = (await page.evaluate(() => document.documentElement.className)).includes('mobile');
    const flashes = page.getByTestId('latest-flashes');
    if (mobile) {
      // W22: not a hot list, so not on a phone
      await expect(flashes).toHaveCount(0);
    } else {
      await expect(flashes.locator('li')).toHaveCount(5);
      await expect(flashes.getByRole('link', { name: /更多|More/ })).toHaveAttribute('href', '/news/flash');
    }
    await expect(page.getByTestId('depth-topics').locator('li')).toHaveCount(Math.min(mobile ? 4 : 3, await categoryTotal('depth-topics')));
    await expect(page.getByTestId('creative-weekly').locator('li')).toHaveCount(Math.min(mobile ? 4 : 1, await categoryTotal('creative-weekly')));
    if (mobile) await expect(page.getByTestId('cooperation-promo')).toHaveCount(0);
    else await expect(page.getByTestId('cooperation-promo')).toBeVisible();
    expect(await page.getByTestId('hot-list').locator('article').count()).toBe(10);
    await page.getByTestId('depth-topics').getByRole('link', { name: /更多|More/ }).click();
    await expect(page).toHaveURL(/\/news\/category-tag\/\d+$/);
    await expect(page.getByTestId('category-news').locator('article').first()).toBeVisible();
  });

  test('F06/F04 a column page with its bar; a company page filtered by keyword', async ({ page, request }) => {
    let columnId = 0;
    for (let id = 1; id <= 20 && !columnId; id += 1) {
      const answer = await (await request.get(`/api/news/news/column/page?columnId=${id}&size=1`)).json();
      if (answer.code === 0 && answer.data.total > 0) columnId = id;
    }
    expect(columnId).toBeGreaterThan(0);
    await page.goto(`/news/column/${columnId}`);
    const bar = page.getByTestId('column-bar');
    await expect(bar.getByRole('heading', { level: 1 })).not.toBeEmpty();
    await expect(page.getByTestId('column-news').locator('article').first()).toBeVisible();
    // F06: the bar offers subscribing (a visitor's click opens the login dialog)
    await expect(bar.getByTestId('subscribe-button')).toHaveText(/订阅|Subscribe/);
    await bar.getByTestId('share-button').click();
    await expect(page.getByRole('button', { name: /复制链接|Copy link/ })).toBeVisible();

    const api = await (await request.get('/api/news/news/company/page?companyId=1&size=10')).json();
    const first: string = api.data.records[0].title;
    await page.goto('/news/company/1');
    await expect(page.getByTestId('company-news').locator('article h2').first()).toHaveText(first);
    const search = page.getByRole('searchbox', { name: /在该企业资讯中搜索|Search this company/ });
    await search.fill(first.slice(0, 6));
    await search.press('Enter');
    await expect(page.getByTestId('company-filter-results').locator('article h2').first()).toHaveText(first);
    await search.fill('没有这样的资讯关键词');
    await search.press('Enter');
    await expect(page.getByTestId('company-filter-empty')).toBeVisible();
    await expectNoOverflow(page);
  });

  test('A09 unknown ids are 404 pages', async ({ page }) => {
    for (const path of ['/news/flash/99999999', '/news/topic/99999', '/news/column/99999', '/news/source/99999999', '/news/company/99999999']) {
      expect((await page.goto(path))?.status(), path).toBe(404);
    }
  });

  test('crawlers: robots.txt names the sitemap index, which leads to news, flash and topic URLs', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
    const index = await request.get('/sitemap.xml');
    expect(index.status()).toBe(200);
    const xml = await index.text();
    for (const id of ['news-0', 'flash-0', 'topic-0']) expect(xml).toContain(`/sitemaps/sitemap/${id}.xml</loc>`);
    const news = await (await request.get('/sitemaps/sitemap/news-0.xml')).text();
    expect(news.match(/\/news\/\d+<\/loc>/g)?.length ?? 0).toBeGreaterThan(100);
    expect(news).toContain('<lastmod>');
    expect(await (await request.get('/sitemaps/sitemap/flash-0.xml')).text()).toMatch(/\/news\/flash\/\d+<\/loc>/);
    expect(await (await request.get('/sitemaps/sitemap/topic-0.xml')).text()).toMatch(/\/news\/topic\/\d+<\/loc>/);
  });
});
