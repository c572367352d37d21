import { expect, test } from '@playwright/test';
import { switchToEnglish } from './english';
import { hydrated } from './helpers';
import { CJK, chineseOutsideUserContent } from './page-checks';

/**
 * Issue 18 item 4, V02/V05: with the `lang` cookie set to en, what shows after a click speaks English too (every
 * template as it loads is checked in page-audit.spec.ts), and every site page has its English text.
 */

/**
 * O01–O14, O18: the other site pages. Their template is the one of `/site/about` above (its interface checked in the
 * browser); each page's own stored text must have an English variant, which its server HTML shows.
 */
const SITE_PAGES = ['join', 'flink', 'contactnews', 'risk', 'payment', 'refund', 'invoicing', 'guide', 'agreement', 'contact_us', 'copyright', 'webhelp', 'privacy'];

test.describe('V05 issue 18 item 4: the English interface has no Chinese outside user content', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await switchToEnglish(context, baseURL);
  });

  // what shows after a click: a circle category's circles, the member filters applied, the search panels
  test('G45 the circles of a category chip', async ({ page }) => {
    await page.goto('/circle');
    await page.waitForLoadState('networkidle');
    const chips = page.getByTestId('circle-categories').getByRole('button');
    await expect(chips.nth(1)).toHaveText(/^[A-Za-z][\w &]* \(\d+\)$/);
    await chips.nth(1).click();
    await expect(page.getByTestId('all-circles').locator('a[href^="/circle/"]').first()).toBeVisible();
    expect(await chineseOutsideUserContent(page)).toEqual([]);
  });

  test('I05 I17 the member list under a company filter', async ({ page }) => {
    await page.goto('/people/company');
    await page.waitForLoadState('networkidle');
    // the first row's buttons: any company, then the companies (loaded after hydration)
    const company = page.getByTestId('member-filters').getByRole('button').nth(1);
    await expect(company).not.toHaveText(/^(Any|All)$/);
    await company.click();
    await expect(company).toHaveAttribute('aria-pressed', 'true');
    await page.waitForLoadState('networkidle');
    expect(await chineseOutsideUserContent(page)).toEqual([]);
  });

  test('E19 a dictionary search, found and not found', async ({ page }) => {
    await page.goto('/dict/detail');
    await page.waitForLoadState('networkidle');
    const input = page.getByTestId('dict-search-input');
    await hydrated(input);
    await input.pressSequentially('凹版印刷', { delay: 30 });
    await expect(page.getByTestId('dict-exact')).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    expect(await chineseOutsideUserContent(page)).toEqual([]);
    await input.fill('没有这个词条');
    await expect(page.getByTestId('dict-no-result')).toBeVisible();
    expect(await chineseOutsideUserContent(page)).toEqual([]);
  });

  test('N09 E03 the search panels of the chain and of the header', async ({ page }) => {
    await page.goto('/industry-chain/company');
    await page.waitForLoadState('networkidle');
    await hydrated(page.getByTestId('chain-search'));
    await page.getByTestId('chain-search').click();
    await expect(page.getByTestId('chain-hot-companies')).toBeVisible({ timeout: 30_000 });
    expect(await chineseOutsideUserContent(page)).toEqual([]);
    await page.getByTestId('chain-search').fill('华鼎');
    await expect(page.getByTestId('chain-search-results')).toBeVisible();
    expect(await chineseOutsideUserContent(page)).toEqual([]);
    await page.keyboard.press('Escape');
    const mobile = (await page.locator('html').getAttribute('class'))?.includes('mobile');
    if (mobile) await page.getByRole('button', { name: /Search/ }).first().click(); // E23 full-screen search
    // the header's search box (the chain's filters are comboboxes too)
    await page.locator('input[role="combobox"]').first().click();
    await expect(page.getByTestId('search-popover')).toBeVisible();
    expect(await chineseOutsideUserContent(page)).toEqual([]);
  });

  test('O01–O14 O18 every site page shows its English variant in English', async ({ request }) => {
    for (const code of SITE_PAGES) {
      const res = await request.get(`/site/${code}?lang=en`);
      expect(res.status(), code).toBe(200);
      const article = /<article[^>]*data-testid="site-page"[^>]*>([\s\S]*?)<\/article>/.exec(await res.text())?.[1];
      expect(article, `/site/${code} has its page text`).toBeTruthy();
      const text = (article ?? '').replace(/<[^>]+>/g, ' ');
      expect(text, `/site/${code} has an English variant`).not.toMatch(CJK);
    }
  });
});
