import { expect, test, type Page } from '@playwright/test';

/**
 * The layout by device as a browser draws it (W02–W04, W08, W19, W22): the phone's root font follows the width, search
 * opens over the whole screen, there is no back-to-top and only the right column's hot lists remain, under the
 * content (the other modules are not in the page at all); a desktop window
 * narrows its right column at 1430 and 1200 px, shows back-to-top after a screen of scrolling, and reloads into the
 * phone layout when it gets narrower than 1000 px. Runs as a visitor (list pages only: the visit limit never shows).
 */

const rootFont = (page: Page) => page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));

/** Scrolls to the end of a page that is at least two screens long. */
async function scrollDown(page: Page) {
  const tall = await page.evaluate(() => document.documentElement.scrollHeight > 2 * window.innerHeight);
  expect(tall, 'the page is long enough to scroll a screen').toBe(true);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY > window.innerHeight)).toBe(true);
}

test.describe('device layout', () => {
  test('W04 W08 W19 a phone: root font from the width, full-screen search, no back-to-top', { tag: '@mobile-only' }, async ({ page }) => {
    await page.goto('/news/hot');
    await expect(page.locator('html')).toHaveClass(/mobile/);

    // W04: (width clamped to 320–750) ÷ 7.5; a phone stays in the phone layout whatever its width (no reload)
    expect(await rootFont(page)).toBe(50);
    for (const [width, font] of [
      [320, 42.67],
      [750, 100],
      [900, 100],
      [375, 50],
    ] as const) {
      await page.setViewportSize({ width, height: 812 });
      await expect.poll(() => rootFont(page)).toBeCloseTo(font, 1);
    }
    await expect(page.locator('html')).toHaveClass(/mobile/);

    // W19: no back-to-top, however far the page scrolls
    await scrollDown(page);
    await expect(page.getByRole('button', { name: '回到顶部' })).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 0));

    // W08: search opens as a dialog over the whole screen
    await page.getByRole('button', { name: '搜索资讯、供需、活动' }).click();
    const search = page.getByRole('dialog', { name: '搜索资讯、供需、活动' });
    await expect(search).toBeVisible();
    expect(await search.boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 812 });
    await expect(search.getByRole('combobox')).toBeFocused();
  });

  test('W22 a phone at 375 px: of the right column only the hot lists remain, below the content; the rest is not in the page', { tag: '@mobile-only' }, async ({ page, request }) => {
    test.setTimeout(120_000);
    const newsId = ((await (await request.get('/api/news/news/page?size=1')).json()).data.records[0] as { id: number }).id;
    // hot lists (kept): hot news with the depth-topics and weekly lists, hot posts, hot events
    const templates = [
      { path: `/news/${newsId}`, hot: 'hot-news', gone: ['latest-flashes', 'source-info', 'cooperation-promo'] },
      { path: '/news/company/1', hot: 'hot-news', gone: ['latest-flashes', 'cooperation-promo'] },
      { path: '/community/demand_supply/latest', hot: 'hot-posts', gone: ['recommended-follows', 'people-recommend', 'community-promo', 'recommended-posts'] },
      { path: '/events', hot: 'hot-events', gone: ['ticket-box', 'official-account-promo'] },
    ];
    for (const { path, hot, gone } of templates) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveClass(/mobile/);
      expect(page.viewportSize()?.width).toBe(375);
      const column = page.locator('aside', { has: page.getByTestId(hot) });
      await expect(column, `${path}: the hot list`).toHaveCount(1);
      for (const id of gone) await expect(page.getByTestId(id), `${path}: ${id} is not rendered`).toHaveCount(0);
      // one column: the hot lists come after the content, as wide as it
      await column.scrollIntoViewIfNeeded();
      const content = await column.locator('xpath=preceding-sibling::main').boundingBox();
      const box = await column.boundingBox();
      expect(content && box, path).toBeTruthy();
      expect(box!.y).toBeGreaterThanOrEqual(content!.y + content!.height - 1);
      expect(Math.abs(box!.x - content!.x)).toBeLessThanOrEqual(1);
      expect(Math.abs(box!.width - content!.width)).toBeLessThanOrEqual(1);
    }
    // a member page's column has no hot list: no right column at all
    await page.goto('/people/1001');
    await expect(page.getByTestId('member-profile')).toBeVisible();
    await expect(page.locator('aside')).toHaveCount(0);
    for (const id of ['people-newest', 'people-interest', 'people-recommend', 'related-sites']) await expect(page.getByTestId(id)).toHaveCount(0);
  });

  test('W03 W19 W02 a desktop window: the right column steps at 1430 and 1200 px, back-to-top after a screen, the phone layout under 1000 px', { tag: '@desktop-only' }, async ({ page }) => {
    await page.goto('/news/hot');
    await expect(page.locator('html')).toHaveClass(/desktop/);
    const column = page.locator('aside', { has: page.getByTestId('hot-news') });
    const width = () => column.evaluate((el) => Math.round(el.getBoundingClientRect().width));

    // W03: 1440 (≥ 1430) → 320 px; 1300 → 300 px; 1100 (≤ 1200) → 260 px
    expect(await width()).toBe(320);
    await page.setViewportSize({ width: 1300, height: 900 });
    await expect.poll(width).toBe(300);
    await page.setViewportSize({ width: 1100, height: 900 });
    await expect.poll(width).toBe(260);
    await expect(page.locator('html')).toHaveClass(/desktop/);

    // W19: back-to-top shows once a screen has been scrolled, and takes the page back up
    await expect(page.getByRole('button', { name: '回到顶部' })).toHaveCount(0);
    await scrollDown(page);
    const up = page.getByRole('button', { name: '回到顶部' });
    await expect(up).toBeVisible();
    await up.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // W02: narrower than 1000 px, the page reloads into the phone layout
    const reloaded = page.waitForEvent('load');
    await page.setViewportSize({ width: 900, height: 900 });
    await reloaded;
    await expect(page.locator('html')).toHaveClass(/mobile/);
    await expect(page.getByTestId('hot-list')).toBeVisible();
  });
});
