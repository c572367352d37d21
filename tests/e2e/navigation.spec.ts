import { expect, test, type Page } from '@playwright/test';
import { storageStatePath } from './auth-state';

const CONVERSATION_LIST = '/msg/conversation/list';

/** A property on the header element: a remounted header is a new element without it. */
async function markHeader(page: Page) {
  await page.locator('header').first().evaluate((el) => {
    (el as HTMLElement & { navMark?: string }).navMark = 'kept';
  });
}

async function headerKept(page: Page): Promise<boolean> {
  return page.locator('header').first().evaluate((el) => (el as HTMLElement & { navMark?: string }).navMark === 'kept');
}

async function expectOneCanonical(page: Page, href: RegExp) {
  // The new page's title is in: its head is committed, so the previous page's canonical must be gone already.
  const canonical = page.locator('link[rel="canonical"]');
  expect(await canonical.count()).toBe(1);
  await expect(canonical).toHaveAttribute('href', href);
}

test.describe('navigation keeps the site chrome', () => {
  // Logged in by the setup project: the first load below is the only document, so every conversation-list
  // call counted belongs to it (after a dialog login the reloaded page's own call could land in the count).
  test.use({ storageState: storageStatePath('member1') });

  test('E02/F16 A27 a member moves news list → detail → account settings → supply-demand: one header, conversations loaded once, one canonical', async ({ page }, info) => {
    const mobile = info.project.name === 'mobile';
    let listCalls = 0;
    page.on('request', (r) => {
      if (r.url().includes(CONVERSATION_LIST)) listCalls += 1;
    });
    const conversations = page.waitForResponse((r) => r.url().includes(CONVERSATION_LIST));
    await page.goto('/news');
    await conversations;
    expect(listCalls).toBe(1);
    const tabs = page.getByRole('navigation', { name: '菜单' });
    await expect(tabs.getByRole('link', { name: '资讯' })).toHaveAttribute('aria-current', 'page');
    await markHeader(page);

    // public → public, same layout
    const first = page.locator('article h2').first();
    const title = ((await first.textContent()) ?? '').trim();
    await first.click();
    await expect(page).toHaveURL(/\/news\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(new RegExp(`_资讯_`));
    await expectOneCanonical(page, /\/news\/\d+$/);
    expect(await headerKept(page)).toBe(true);
    await expect(tabs.getByRole('link', { name: '资讯' })).toHaveAttribute('aria-current', 'page');

    // public → personal: `(account)` is nested in `(site)`, the chrome stays
    if (mobile) {
      await page.getByTestId('mobile-avatar').click();
      await page.getByRole('dialog', { name: '菜单' }).getByRole('link', { name: '账号设置' }).click();
    } else {
      await page.getByTestId('header-avatar').click();
      await page.getByRole('menuitem', { name: '账号设置' }).click();
    }
    await expect(page).toHaveURL(/\/mine\/account-setting$/);
    await expect(page.getByRole('heading', { level: 1, name: '账号设置' })).toBeVisible();
    expect(await headerKept(page)).toBe(true);
    await expect(tabs.locator('[aria-current="page"]')).toHaveCount(0);
    if (mobile) await expect(page.getByRole('dialog', { name: '菜单' })).toHaveCount(0);

    // personal → public through a header tab: the tab follows the URL. A27: held back 1 s, the navigation shows the
    // progress bar (after its 200 ms throttle) until the page has come
    await page.route(/\/community\/demand_supply\/latest\?.*_rsc=/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await tabs.getByRole('link', { name: '供需' }).click();
    await expect(page.locator('[role="progressbar"]')).toBeAttached();
    await expect(page).toHaveURL(/\/community\/demand_supply\/latest$/);
    await expect(page.locator('article').first()).toBeVisible();
    await expect(tabs.getByRole('link', { name: '供需' })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle(/供需_社区_/);
    await expectOneCanonical(page, /\/community\/demand_supply\/latest$/);
    expect(await headerKept(page)).toBe(true);
    await expect(page.locator('[role="progressbar"]')).toHaveCount(0);

    expect(listCalls).toBe(1);
  });
});
