import { expect, test } from '@playwright/test';

test.describe('industry chain', () => {
  test('N01 N03 N04 N10 N11 M08 M25 a visitor walks product → level 1 → level 2 → a product → its company and back, then reloads a level URL', async ({ page }) => {
    await page.goto('/industry-chain');
    await expect(page.getByRole('navigation', { name: /产业链|Industry chain/ }).first()).toBeVisible();
    await expect(page.getByTestId('chain-list')).toBeVisible();

    const level1 = page.getByTestId('chain-level-1').locator('a[href^="/industry-chain/product/"]').first();
    const level1Name = (await level1.textContent())?.trim() ?? '';
    await level1.click();
    await expect(page).toHaveURL(/\/industry-chain\/product\/\d+$/);
    await expect(page.getByTestId('chain-level-1').locator('a[aria-current="page"]')).toHaveText(level1Name);
    await expect(page).toHaveTitle(new RegExp(`^${level1Name}_`));

    const level2 = page.getByTestId('chain-level-2').locator('a[href*="/industry-chain/product/"]').nth(1);
    const level2Name = (await level2.textContent())?.trim() ?? '';
    await level2.click();
    await expect(page).toHaveURL(/\/industry-chain\/product\/\d+\/\d+$/);
    await expect(page.getByTestId('chain-level-2').locator('a[aria-current="page"]')).toHaveText(level2Name);
    await expect(page.getByTestId('chain-level-3')).toBeVisible();
    const levelUrl = page.url();

    const product = page.getByTestId('chain-list').locator('a[href^="/product/"]').first();
    const productName = (await product.locator('h3').textContent())?.trim() ?? '';
    await product.click();
    await expect(page).toHaveURL(/\/product\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName);
    await expect(page.getByTestId('product-price').first()).toHaveText(/^(¥[\d.]+(起|-¥[\d.]+)?|面议|-)$/);
    await expect(page.getByTestId('attr-BASIC')).toBeVisible();

    const company = page.getByTestId('product-company');
    await expect(company).toHaveAttribute('href', /^\/company\/(ordinary\/)?[\w-]+$/);
    await company.click();
    await expect(page).toHaveURL(/\/company\/(ordinary\/)?[\w-]+$/);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName);

    await page.goto(levelUrl);
    await expect(page.getByTestId('chain-level-1').locator('a[aria-current="page"]')).toHaveText(level1Name);
    await expect(page.getByTestId('chain-level-2').locator('a[aria-current="page"]')).toHaveText(level2Name);
    await expect(page.getByTestId('chain-list').locator('a[href^="/product/"]').first()).toBeVisible();
  });

  test('N02 N05 N06 N09 the entity switch lists brands and companies; another entity type is a 404; the search box offers hot companies', async ({ page }) => {
    await page.goto('/industry-chain/brand');
    await expect(page.getByTestId('chain-list').locator('a[href^="/brand/"]').first()).toBeVisible();
    await page.goto('/industry-chain/company');
    await expect(page.getByTestId('chain-list').locator('a[href^="/company/"]').first()).toBeVisible();
    await page.getByTestId('chain-search').click();
    await expect(page.getByTestId('chain-search-panel').locator('a[href^="/company/"]').first()).toBeVisible();
    const missing = await page.goto('/industry-chain/people');
    expect(missing?.status()).toBe(404);
  });
});

test.describe('product page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('M08 M25 M26 T17 the first HTML shows name, price, attributes, the title template and Product JSON-LD', async ({ page, request }) => {
    const list = await request.get('/industry-chain/product');
    const id = /href="\/product\/(\d+)"/.exec(await list.text())?.[1];
    expect(id).toBeTruthy();
    await page.goto(`/product/${id}`);
    const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    expect(name.length).toBeGreaterThan(0);
    await expect(page).toHaveTitle(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}_产品_`));
    await expect(page.getByTestId('product-price').first()).toBeVisible();
    await expect(page.getByTestId('attr-BASIC').locator('dt').first()).toBeVisible();
    const ld = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(ld).toContain('"@type":"Product"');
    expect(ld).toContain('"BreadcrumbList"');
  });
});
