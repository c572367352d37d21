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
});
