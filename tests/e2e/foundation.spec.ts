import { expect, test } from '@playwright/test';
import { encryptCookieValue } from '../../lib/session/cookie-crypto';
import { chooseSmsTab, DEMO, loginAndSettle, openLoginDialog, slideCaptcha } from './helpers';

test.describe('routing and first content', () => {
  test('A01 / redirects to the supply/demand home, which lists posts server-side', async ({ page }) => {
    const response = await page.goto('/?from=test');
    expect(new URL(page.url()).pathname).toBe('/community/demand_supply/latest');
    expect(new URL(page.url()).searchParams.get('from')).toBe('test');
    expect(response?.status()).toBe(200);
    await expect(page.locator('article').first()).toBeVisible();
    await expect(page).toHaveTitle(/供需_社区_/);
  });

  test('G02 theme filter and paging stay in the URL', async ({ page }) => {
    await page.goto('/community/demand_supply/latest');
    await page.getByRole('navigation', { name: /类型|Type/ }).getByRole('link', { name: '包装' }).click();
    await expect(page).toHaveURL(/\/community\/demand_supply\/(41|packaging)$/);
    await expect(page.locator('article').first()).toContainText('包装');
    await page.goto('/community/demand_supply/latest?page=2');
    await expect(page.getByText(/第 2 \/ \d+ 页/)).toBeVisible();
  });

  test('F16/F01 news list → detail shows the sanitised body', async ({ page }) => {
    await page.goto('/news');
    const first = page.locator('article h2').first();
    const title = (await first.textContent())?.trim() ?? '';
    expect(title.length).toBeGreaterThan(4);
    await first.click();
    await expect(page).toHaveURL(/\/news\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(new RegExp(`_资讯_`));
    // F16: after the client navigation the head holds the new page's canonical only (no wait: the title is in).
    expect(await page.locator('link[rel="canonical"]').count()).toBe(1);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/news\/\d+$/);
    const body = page.locator('article p').nth(2);
    await expect(body).toBeVisible();
    expect(await page.locator('article script').count()).toBe(0);
  });

  test('A09 S72 /news/abc and /community/post/12a are 404 pages', async ({ page }) => {
    for (const path of ['/news/abc', '/community/post/12a']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByText('This page could not be found')).toBeVisible();
    }
  });

  test('A08 an unmatched path goes home', async ({ page }) => {
    await page.goto('/zzz/yyy/xxx/www');
    expect(new URL(page.url()).pathname).toBe('/community/demand_supply/latest');
  });

  test('A06 /redirect/{path} keeps the query; A04 foreign schemes go home', async ({ page }) => {
    await page.goto('/redirect/news?page=2');
    expect(page.url()).toMatch(/\/news\?page=2$/);
    await page.goto(`/redirect?redirectUri=${encodeURIComponent('javascript:alert(1)')}`);
    expect(new URL(page.url()).pathname).toBe('/community/demand_supply/latest');
  });
});

test.describe('locale', () => {
  test('V03 the footer switch changes to English and back on the same URL', async ({ page }) => {
    await page.goto('/news');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    // the page has settled (hydrated, its islands loaded): the click is the script's, which stores the choice and
    // reloads (?lang= without script is crawl.spec's). A click right after the load left the phone page in Chinese in
    // 2 of 4 runs beside other specs on 2026-11-26 (never alone, 0 of 12); the cause is not found yet
    await page.waitForLoadState('networkidle');
    await page.getByRole('navigation', { name: /语言|Language/ }).last().getByRole('link', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(new URL(page.url()).pathname).toBe('/news');
    await expect(page.getByRole('link', { name: 'Supply & Demand' }).first()).toBeVisible();
    // A page served by the rewrites rather than the proxy reads the same choice (the plain locale cookie).
    await page.goto('/news/hot');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('navigation', { name: /language/i }).last().getByRole('link', { name: '中文' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await page.goto('/news/hot');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });

  test('V03 a lang cookie written before its plain copy existed still gives English after the first load', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: encryptCookieValue('en'), url: baseURL ?? '' }]);
    await page.goto('/news/hot');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect((await context.cookies()).find((c) => c.name === 'locale')?.value).toBe('en');
  });
});

test.describe('session', () => {
  // logins and the reloads around them are slow on a loaded machine; the flows themselves take seconds
  test.describe.configure({ timeout: 120_000 });

  test('A12 a visitor on a login route lands home with redirect, and the login dialog opens', async ({ page }) => {
    await page.goto('/mine/account-setting?x=1');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/community/demand_supply/latest');
    expect(url.searchParams.get('redirect')).toBe('/mine/account-setting?x=1');
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('B06/E21 password login shows the member, logout returns to visitor', async ({ page }) => {
    await page.goto('/news');
    await page.getByTestId('header-login').click();
    await loginAndSettle(page, DEMO.mobile, DEMO.password);
    await page.getByTestId(/header-avatar|mobile-avatar/).click();
    // logout reloads the page (B27): the visitor header is checked on the reloaded page, and the test never ends
    // while that reload is under way (closing the context mid-reload hung its teardown for the whole timeout in CI)
    const reloaded = page.waitForEvent('load');
    await page.getByRole('menuitem', { name: /退出登录|Log out/ }).or(page.getByRole('button', { name: /退出登录|Log out/ })).click();
    await reloaded;
    await expect(page.getByTestId('header-login')).toBeVisible();
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('token');
  });

  test('C12/B04 sms login: the send button waits for the slider, then the dev code logs in', async ({ page }) => {
    await page.goto('/news');
    await openLoginDialog(page);
    await chooseSmsTab(page);
    const form = page.getByTestId('sms-login-form');
    // A fresh number per run and project: the API allows one code per number per 60 s.
    await form.getByTestId('login-mobile').fill(`139${String(Date.now() + Math.floor(Math.random() * 1e4)).slice(-8)}`);
    await expect(form.getByTestId('send-code')).toBeDisabled();
    await slideCaptcha(page);
    await form.getByTestId('send-code').click();
    await expect(form.getByTestId('send-code')).toContainText(/秒后重新获取|Resend in/);
    await form.getByTestId('login-code').fill('123456');
    await form.getByTestId('login-agree').check();
    await form.getByTestId('login-submit').click();
    await expect(page.getByTestId(/header-avatar|mobile-avatar/)).toBeVisible();
  });
});
