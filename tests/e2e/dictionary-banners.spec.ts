import { expect, test, type Page } from '@playwright/test';
import { switchToEnglish } from './english';
import { hydrated } from './helpers';

/** A banner picture, as the page asks for it: through the image optimizer (issue 28 item 1) or as it is. */
const isBannerPicture = (url: URL) =>
  /^\/api\/files\/banner\/\d+\.png$/.test(url.pathname) || (url.pathname === '/_next/image' && /^\/api\/files\/banner\//.test(url.searchParams.get('url') ?? ''));

/**
 * Issue 19 items 1 and 3: the dictionary `/dict/detail` (E19) and the banners of the three home pages (O29).
 * Visitors only; the pages are the same cached HTML for everyone.
 */

async function isMobile(page: Page): Promise<boolean> {
  return (await page.evaluate(() => document.documentElement.className)).includes('mobile');
}

test.describe('E19 dictionary', () => {
  test('E19 the 词典 link opens /dict/detail: paged terms with DefinedTermSet JSON-LD, search as you type, an exact match first', async ({ page }) => {
    await page.goto('/news');
    if (await isMobile(page)) {
      await page.goto('/dict/detail');
    } else {
      await page.getByTestId('header-dict').click();
      await expect(page).toHaveURL(/\/dict\/detail$/);
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('行业词典');
    await expect(page).toHaveTitle('行业词典_食包印产业社区');
    const terms = page.getByTestId('dict-terms').getByTestId('dict-term');
    await expect(terms).toHaveCount(20);
    await expect(page.locator('header').filter({ hasText: '行业词典' }).locator('p')).toContainText(/\d{3} 条/);

    // JSON-LD: a DefinedTermSet whose terms are the page's terms
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    expect(ld['@type']).toBe('DefinedTermSet');
    expect(ld.hasDefinedTerm).toHaveLength(20);
    const firstName = ((await terms.first().locator('dfn').textContent()) ?? '').trim();
    expect(ld.hasDefinedTerm[0]).toMatchObject({ '@type': 'DefinedTerm', name: firstName });
    expect(ld.hasDefinedTerm[0].url).toMatch(/\/dict\/detail#term-\d+$/);

    // paging by plain links
    await page.locator('a[rel="next"]').click();
    await expect(page).toHaveURL(/\/dict\/detail\?page=2$/);
    await expect(terms.first().locator('dfn')).not.toHaveText(firstName);

    // search as you type; the exact lookup (all-match) shows first
    const exact = page.waitForRequest((r) => r.url().includes('/api/basic/dict/all-match/list'));
    const input = page.getByTestId('dict-search-input');
    await hydrated(input);
    await input.pressSequentially('凹版印刷', { delay: 30 });
    await expect(page.getByTestId('dict-results')).toBeVisible();
    expect(new URL((await exact).url()).searchParams.get('word')).toBe('凹版印刷');
    await expect(page.getByTestId('dict-exact').locator('dfn')).toHaveText('凹版印刷');
    await expect(page.getByTestId('dict-results')).toContainText('凹版印刷机');
    await expect(page.getByTestId('dict-results')).toContainText('精确匹配');
    // an English abbreviation finds its term too
    await input.fill('BOPP');
    await expect(page.getByTestId('dict-exact').locator('dfn')).toHaveText('双向拉伸聚丙烯薄膜');
    await input.fill('没有这个词条');
    await expect(page.getByTestId('dict-no-result')).toBeVisible();
    await page.getByRole('button', { name: '清除' }).click();
    await expect(terms).toHaveCount(20);
  });

  test('E19 in English the terms read in English, the Chinese name beside them; a page past the end is 404', async ({ page, context, baseURL }) => {
    await switchToEnglish(context, baseURL);
    await page.goto('/dict/detail');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Industry dictionary');
    const first = page.getByTestId('dict-terms').getByTestId('dict-term').first();
    await expect(first.locator('dfn')).toHaveText(/^[^\p{Script=Han}]+$/u);
    await expect(first.locator('[lang="zh-CN"]')).toHaveText(/\p{Script=Han}/u);
    await expect(first.locator('dd')).toHaveText(/^[^\p{Script=Han}]+$/u);
    expect((await page.request.get('/dict/detail?page=99')).status()).toBe(404);
  });
});

test.describe('O29 banners', () => {
  test('O29 the news, supply/demand and events homes show their banners in a box that never moves; a slide leads to its page', async ({ page }) => {
    for (const path of ['/community/demand_supply', '/events', '/news']) {
      // the carousel's box is laid out before its images arrive: hold the pictures back, measure, let them go
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(isBannerPicture, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      const carousel = page.getByTestId('banner-carousel');
      await expect(carousel).toBeVisible();
      const before = await carousel.boundingBox();
      expect(before?.height ?? 0).toBeGreaterThan(50);
      const below = page.locator('main').locator('h1, h2, article').first();
      const belowBefore = await below.boundingBox();
      release();
      await expect(carousel.locator('img').first()).toHaveJSProperty('complete', true);
      // the picture came, resized and re-encoded by the optimizer (issue 28 item 1): its density is its chosen width's
      // over the slot's, so its natural width is the 1200 px original's divided by that
      const first = carousel.locator('img').first();
      await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(300);
      expect(await first.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/_next\/image\?url=%2Fapi%2Ffiles%2Fbanner%2F\d+\.png&w=(640|1280)&q=75$/);
      const after = await carousel.boundingBox();
      expect(after?.height).toBeCloseTo(before?.height ?? 0, 0);
      expect((await below.boundingBox())?.y).toBeCloseTo(belowBefore?.y ?? 0, 0);
      await page.unroute(isBannerPicture);
      const slides = carousel.getByTestId('banner-slide');
      expect(await slides.count()).toBeGreaterThanOrEqual(2);
    }

    // on the news home: the second slide by its dot (focus pauses the rotation), then its link
    const carousel = page.getByTestId('banner-carousel');
    const shown = carousel.locator('[data-testid="banner-slide"][aria-hidden="false"]');
    await expect(shown).toHaveCount(1);
    const second = carousel.getByRole('button', { name: '第 2 张' });
    await hydrated(second);
    await second.click();
    await expect(carousel).toHaveAttribute('data-current', '1');
    const target = await shown.locator('a').getAttribute('href');
    expect(target).toMatch(/^\/news\//);
    await shown.locator('a').click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
  });
});
