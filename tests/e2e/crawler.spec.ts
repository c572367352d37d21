import { expect, test } from '@playwright/test';

test.use({ javaScriptEnabled: false });

test.describe('crawler without JavaScript', () => {
  test('T01/F01 news detail: title, body, metadata and JSON-LD are in the first HTML', async ({ page, request }) => {
    // page 2: the newest items may be short ones other specs just published
    const list = await request.get('/news?page=2');
    const id = /href="\/news\/(\d+)"/.exec(await list.text())?.[1];
    expect(id).toBeTruthy();
    await page.goto(`/news/${id}`);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toBeVisible();
    const title = (await h1.textContent()) ?? '';
    await expect(page).toHaveTitle(`${title}_资讯_食包印产业社区`);
    expect((await page.locator('article p').allTextContents()).join('').length).toBeGreaterThan(200);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /.+/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/news/${id}$`));
    // the page's own block comes first (the site-wide WebSite/Organization block follows the footer, issue 20)
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '[]');
    expect(ld[0]['@type']).toBe('NewsArticle');
    expect(ld[0].headline).toBe(title);
  });

  test('G02 the supply/demand home lists posts and paging links without JavaScript', async ({ page }) => {
    await page.goto('/community/demand_supply/latest');
    expect(await page.locator('article').count()).toBeGreaterThanOrEqual(10);
    await expect(page.locator('a[rel="next"]')).toHaveAttribute('href', '/community/demand_supply/latest?page=2');
  });

  test('security headers are sent with every page', async ({ request }) => {
    const res = await request.get('/news');
    const h = res.headers();
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(h['content-security-policy']).toContain("object-src 'none'");
  });
});
