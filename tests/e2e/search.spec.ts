import { expect, test } from '@playwright/test';

test.describe('header search', () => {
  test('E04/E11/E13 searching from the header lists highlighted news, then posts', async ({ page }) => {
    await page.goto('/news');
    const mobile = (await page.locator('html').getAttribute('class'))?.includes('mobile');
    if (mobile) await page.getByRole('button', { name: /搜索|Search/ }).first().click(); // E23 full-screen search
    const box = page.getByRole('combobox');
    await box.click();
    await expect(page.getByTestId('search-popover')).toContainText('热门搜索');
    await box.fill('包装');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/news\/%E5%8C%85%E8%A3%85$/);
    await expect(page.locator('mark').first()).toHaveText('包装');
    await page.getByRole('link', { name: /供需与话题/ }).click();
    await expect(page).toHaveURL(/\/search\/post\//);
    await expect(page.locator('li mark').first()).toHaveText('包装');
  });

  test('E07 the search is remembered in the recent group', async ({ page }) => {
    await page.goto('/search/news/%E7%BA%B8%E7%AE%B1');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('纸箱');
    const mobile = (await page.locator('html').getAttribute('class'))?.includes('mobile');
    if (mobile) await page.getByRole('button', { name: /搜索|Search/ }).first().click();
    const box = page.getByRole('combobox');
    await box.fill('纸箱');
    await box.press('Enter');
    await page.waitForURL(/\/search\/news\//);
    if (mobile) await page.getByRole('button', { name: /搜索|Search/ }).first().click();
    await page.getByRole('combobox').click();
    await expect(page.getByTestId('search-popover')).toContainText('最近搜索');
    await expect(page.getByTestId('search-popover').getByRole('option', { name: '纸箱' })).toBeVisible();
  });

  test('E14/E17/E27/E28 the post results list posts, the circle and member groups, and sort by publish time', async ({ page }) => {
    const word = encodeURIComponent('包装');
    await page.goto(`/search/post/${word}`);
    const results = page.getByTestId('search-results');
    await expect(results.locator('li').first()).toBeVisible();
    await expect(results.locator('li mark').first()).toHaveText('包装');

    const circles = page.getByTestId('search-circles');
    await expect(circles.locator('summary')).toHaveText(/圈子 \([1-9]\d*\)/);
    await circles.locator('summary').click();
    await expect(circles.getByTestId('circle-card').first()).toBeVisible();
    const members = page.getByTestId('search-members');
    await expect(members.locator('summary')).toHaveText(/会员 \([1-9]\d*\)/);
    await members.locator('summary').click();
    await expect(members.getByTestId('search-member').first()).toBeVisible();
    await expect(members.getByTestId('search-member').first()).toHaveAttribute('href', /^\/people\/\d+$/);

    // E17: newest first (the API's sortByTime order); paging keeps the sort (E27).
    await page.getByRole('link', { name: '按发布时间' }).click();
    await expect(page).toHaveURL(new RegExp(`/search/post/${word}\\?sort=time$`));
    await expect(page.getByRole('link', { name: '按发布时间' })).toHaveAttribute('aria-current', 'page');
    const times = await results.locator('li time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime') ?? ''));
    expect(times.length).toBe(10);
    expect([...times].sort().reverse()).toEqual(times);
    await page.getByRole('navigation', { name: /第 1/ }).getByRole('link', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/search/post/${word}\\?sort=time&page=2$`));
    await expect(page.getByRole('link', { name: '按发布时间' })).toHaveAttribute('aria-current', 'page');
  });
  test('E13/E17/E28 news results filter by tag and child tag with counts, and sort by publish time', async ({ page }) => {
    const word = encodeURIComponent('包装');
    await page.goto(`/search/news/${word}`);
    const results = page.getByTestId('search-results');
    const total = Number(/\((\d+)\)/.exec((await page.getByRole('link', { name: /^资讯 \(/ }).textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(1);
    const filters = page.getByTestId('news-search-filters');
    const tagRow = filters.getByRole('navigation', { name: '分类' });
    await expect(tagRow.getByRole('link', { name: '全部' })).toHaveAttribute('aria-current', 'page');
    // A tag with fewer matches than the whole result set narrows the list to its count.
    const tags = tagRow.getByRole('link', { name: /\(\d+\)$/ });
    const labels = await tags.allTextContents();
    const pick = labels.findIndex((l) => Number(/\((\d+)\)$/.exec(l)?.[1]) < total);
    expect(pick).toBeGreaterThanOrEqual(0);
    const count = Number(/\((\d+)\)$/.exec(labels[pick]!)?.[1]);
    await tags.nth(pick).click();
    await expect(page).toHaveURL(new RegExp(`/search/news/${word}\\?tagId=\\d+$`));
    await expect(tagRow.getByRole('link', { name: labels[pick]! })).toHaveAttribute('aria-current', 'page');
    await expect(results.locator('li')).toHaveCount(Math.min(count, 10));
    // Newest first keeps the tag.
    await page.getByRole('link', { name: '按发布时间' }).click();
    await expect(page).toHaveURL(new RegExp(`/search/news/${word}\\?sort=time&tagId=\\d+$`));
    await expect(page.getByRole('link', { name: '按发布时间' })).toHaveAttribute('aria-current', 'page');
    await expect(results.locator('li')).toHaveCount(Math.min(count, 10));
    // A child (theme) tag narrows further, keeping the tag and the sort.
    const childRow = filters.getByRole('navigation', { name: '子标签' });
    const child = childRow.getByRole('link', { name: /\(\d+\)$/ }).first();
    await child.click();
    await expect(page).toHaveURL(/\?sort=time&tagId=\d+&childTagId=\d+$/);
    await expect(childRow.getByRole('link', { name: '全部' })).not.toHaveAttribute('aria-current', 'page');
    const chosen = new URL(page.url()).searchParams;
    const api = await page.request.get(
      `/api/news/news/v2/search?keyword=${word}&sortByTime=true&tagId=${chosen.get('tagId')}&childTagId=${chosen.get('childTagId')}&current=1&size=10`,
    );
    const expected = (await api.json()).data.total as number;
    expect(expected).toBeLessThanOrEqual(count);
    await expect(results.locator('li')).toHaveCount(Math.min(expected, 10));
    // All of a row clears its choice.
    await childRow.getByRole('link', { name: '全部' }).click();
    await expect(page).toHaveURL(new RegExp(`/search/news/${word}\\?sort=time&tagId=\\d+$`));
  });
});
