import { expect, test, type Page } from '@playwright/test';

/**
 * E12–E18, E27, E28 and issue 18 item 3: a search is cut into words (食品 包装 and 食品包装 find the same), every
 * /search/{site}/{word} page lists its own site's results first with its filters and the other groups collapsed
 * with their counts, and the matched words are highlighted inline (no stacked or gapped titles at 375 px).
 */

const isMobile = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('mobile'));
const countOf = (label: string | null) => Number(/\((\d+)\)\s*$/.exec(label ?? '')?.[1] ?? NaN);

test.describe('search groups', () => {
  test('E28/E18 "食品 包装": own results first, the other groups collapsed with counts; words marked inline', async ({ page }) => {
    const word = encodeURIComponent('食品 包装');
    await page.goto(`/search/news/${word}`);
    const results = page.getByTestId('search-results');
    await expect(results.locator('li').first()).toBeVisible();
    const newsTab = page.getByRole('link', { name: /^资讯 \(\d+\)$/ });
    await expect(newsTab).toHaveAttribute('aria-current', 'page');
    const newsTotal = countOf(await newsTab.textContent());
    expect(newsTotal).toBeGreaterThan(10);

    // The same words written together find the same news (issue 18 item 3).
    await page.goto(`/search/news/${encodeURIComponent('食品包装')}`);
    expect(countOf(await page.getByRole('link', { name: /^资讯 \(\d+\)$/ }).textContent())).toBe(newsTotal);
    await page.goto(`/search/news/${word}`);

    // The other groups follow the own list, closed, each with its count.
    const groups = page.getByTestId('search-groups');
    const order = await page.evaluate(() => {
      const own = document.querySelector('[data-testid="search-results"]');
      const other = document.querySelector('[data-testid="search-groups"]');
      return Boolean(own && other && own.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(order).toBe(true);
    const summaries = await groups.locator('details > summary').allTextContents();
    expect(summaries.length).toBeGreaterThanOrEqual(3);
    for (const s of summaries) expect(countOf(s)).toBeGreaterThan(0);
    expect(summaries.some((s) => s.startsWith('供需与话题'))).toBe(true);
    for (const details of await groups.locator('details').all()) await expect(details).not.toHaveAttribute('open', '');
    const posts = page.getByTestId('search-posts');
    await expect(posts.locator('li').first()).toBeHidden();
    await posts.locator('summary').click();
    await expect(posts.locator('li a').first()).toBeVisible();
    await expect(posts.locator('li a').first()).toHaveAttribute('href', /^\/community\/post\/\d+$/);
    await expect(posts.locator('mark').first()).toBeVisible();

    // E18 / issue 18 item 3: the marks sit inline on the title's line (the title is not a flex box of text pieces).
    const title = results.locator('li > a').first();
    const marks = title.locator('mark');
    await expect(marks.first()).toBeVisible();
    const layout = await title.evaluate((el) => {
      const style = getComputedStyle(el);
      const line = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.5;
      const pieces = [...el.querySelectorAll('mark')].map((m) => ({ display: getComputedStyle(m).display, rects: m.getClientRects().length }));
      return { display: style.display, height: el.getBoundingClientRect().height, line, pieces, width: el.scrollWidth - el.clientWidth };
    });
    expect(['block', 'inline', 'inline-block']).toContain(layout.display);
    for (const piece of layout.pieces) expect(piece.display).toBe('inline');
    expect(layout.width).toBeLessThanOrEqual(0);
    // A title of a few words stays within a few lines at 375 px (the stacked marks made one line per word).
    expect(layout.height).toBeLessThanOrEqual(layout.line * ((await isMobile(page)) ? 4 : 2) + 1);
  });

  test('E14/E17/E27 the post site filters by type with its count, keeps the sort, and reads page=0 as page 1', async ({ page }) => {
    const word = encodeURIComponent('包装');
    await page.goto(`/search/post/${word}?sort=time`);
    const types = page.getByTestId('post-search-filters').getByRole('navigation', { name: '类型' });
    await expect(types.getByRole('link', { name: '全部' })).toHaveAttribute('aria-current', 'page');
    const type = types.getByRole('link', { name: /\(\d+\)$/ }).first();
    const count = countOf(await type.textContent());
    await type.click();
    await expect(page).toHaveURL(new RegExp(`/search/post/${word}\\?sort=time&tagId=\\d+$`));
    const results = page.getByTestId('search-results');
    await expect(results.locator('li')).toHaveCount(Math.min(count, 10));
    await expect(page.getByRole('link', { name: '按发布时间' })).toHaveAttribute('aria-current', 'page');
    // E27: a page that is not a positive number shows page 1.
    await page.goto(`/search/post/${word}?page=0`);
    await expect(page.getByRole('navigation', { name: /第 1/ })).toBeVisible();
    await page.goto(`/search/post/${word}?page=abc`);
    await expect(results.locator('li').first()).toBeVisible();
  });

  test('E12/E15 the events site lists its results first; another site name reads as news', async ({ page }) => {
    const word = encodeURIComponent('展会');
    await page.goto(`/search/events/${word}`);
    await expect(page.getByRole('link', { name: /^活动 \(\d+\)$/ })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('event-search')).toBeVisible();
    await page.goto(`/search/anything/${encodeURIComponent('包装')}`);
    await expect(page.getByRole('link', { name: /^资讯 \(\d+\)$/ })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('search-results').locator('li').first()).toBeVisible();
  });
});
