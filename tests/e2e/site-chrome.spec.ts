import { expect, test, type Page } from '@playwright/test';
import { switchToEnglish } from './english';
import { storageStatePath } from './auth-state';

/**
 * O15–O25: site pages and the two footers; W11–W15, E24, E25, W24: the mobile publish entries (the floating button
 * dragged by a real touch, the header button, the avatar side popup and the pages it opens).
 */

/** A finger on the screen (Chromium's touch input: the page sees touch and pointer events as from a phone). */
async function touchDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }, steps = 8, during?: () => Promise<void>) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from.x, y: from.y }] });
  for (let i = 1; i <= steps; i += 1) {
    const x = from.x + ((to.x - from.x) * i) / steps;
    const y = from.y + ((to.y - from.y) * i) / steps;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  if (during) await during();
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test.describe('site pages and footers', () => {
  test('O24/O25/O16 the home page has the home-site footer (© 2021) and other pages the site footer (this year)', async ({ page }) => {
    // The footers' site pages come with the server HTML (one batch call, O16): no browser request is needed.
    await page.goto('/');
    const home = page.getByTestId('home-footer');
    await expect(home).toBeVisible();
    await expect(home.getByTestId('footer-copyright')).toHaveText(/©\s*2021/);
    const links = await home.getByRole('navigation', { name: '关于我们' }).getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links).toEqual(['/site/about', '/site/contact', '/site/join', '/site/partners']);
    await expect(home.getByTestId('footer-filing').getByRole('link')).toHaveCount(2);
    await expect(home.getByTestId('footer-cooperation')).toContainText('商务合作');
    await expect(page.getByTestId('site-footer')).toHaveCount(0);

    await page.goto('/news');
    const site = page.getByTestId('site-footer');
    await expect(site).toBeVisible();
    await expect(site.getByTestId('footer-copyright')).toHaveText(new RegExp(`©\\s*${new Date().getFullYear()}`));
    await expect(site.getByTestId('footer-hotline').getByRole('link')).toHaveAttribute('href', /^tel:\d+$/);
    for (const a of await site.getByTestId('footer-filing').getByRole('link').all()) await expect(a).toHaveAttribute('target', '_blank');
    await expect(page.getByTestId('home-footer')).toHaveCount(0);
  });

  test('O24/O17/O22 /site/contact and /site/partners open their pages; every field of the cooperation page shows', async ({ page }) => {
    for (const [path, heading] of [
      ['/site/contact', '联系我们'],
      ['/site/partners', '友情链接'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
    await page.goto('/news');
    const block = page.getByTestId('site-footer').getByTestId('footer-cooperation');
    await expect(block.locator('img')).toHaveAttribute('src', /qr/);
    for (const text of ['商务合作', '商务合作部', '内容合作', '请备注']) await expect(block).toContainText(text);
  });

  test('O18 in English a site page and the footer block come from their _en pages', async ({ page, context, baseURL }) => {
    await switchToEnglish(context, baseURL);
    await page.goto('/site/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/About/i);
    await expect(page.getByTestId('site-footer').getByTestId('footer-cooperation')).toContainText('Business Cooperation');
    // Every seeded page has its English page now (join us included); the fallback to the Chinese page for a code
    // without one is tests/unit/locale-rules.test.ts's (V10) and tests/unit/data-loaders.test.ts's.
    await page.goto('/site/join');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join Us');
  });
});

test.describe('the header in the first paint', () => {
  test('W01 W04 E01 the header takes its final room in the first paint: nothing below it moves when it has loaded', async ({ browser, page }, testInfo) => {
    // the server HTML as painted before any script runs (a lazily loaded header is streamed and shown by script)
    const { viewport, userAgent, isMobile, hasTouch, deviceScaleFactor, baseURL } = testInfo.project.use;
    const first = await browser.newContext({ viewport, userAgent, isMobile, hasTouch, deviceScaleFactor, baseURL, javaScriptEnabled: false });
    const before = await first.newPage();
    for (const path of ['/community/demand_supply', '/news', '/events']) {
      await before.goto(path);
      const paintedAt = (await before.locator('main').boundingBox())?.y ?? 0;
      await page.goto(path);
      await expect(page.getByRole('banner').first().getByRole('link', { name: /资讯/ }).first()).toBeVisible();
      const loadedAt = (await page.locator('main').boundingBox())?.y ?? 0;
      expect(loadedAt).toBeGreaterThan(40);
      // before the fixed rows of the mobile header's frame the content moved 88 px down here
      expect(Math.abs(loadedAt - paintedAt), `${path}: main at ${paintedAt} px in the first paint, ${loadedAt} px once loaded`).toBeLessThan(1);
    }
    await first.close();
  });
});

test.describe('mobile publish entries', () => {
  test('W11/W12/W13/W14 a touch drag vibrates 100 ms, grows to 1.25×, stops 20 px from the edge and is remembered', { tag: '@mobile-only' }, async ({ page }) => {
    await page.addInitScript(() => {
      const calls: number[] = [];
      (window as unknown as { vibrations: number[] }).vibrations = calls;
      Object.defineProperty(navigator, 'vibrate', { configurable: true, value: (ms: number) => (calls.push(ms), true) });
    });
    await page.goto('/community/demand_supply/latest');
    const button = page.getByTestId('floating-publish');
    await expect(button).toBeVisible();
    const box = (await button.boundingBox())!;
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    let duringDrag = '';
    await touchDrag(page, centre, { x: -200, y: 60 }, 10, async () => {
      duringDrag = (await button.getAttribute('style')) ?? '';
    });
    expect(duringDrag).toContain('scale(1.25)');
    expect(await page.evaluate(() => (window as unknown as { vibrations: number[] }).vibrations)).toEqual([100]);
    await expect(button).toHaveAttribute('style', /scale\(1\)/);
    // the shrink back is a 0.15 s transition: measure once the button has its resting size again
    await expect.poll(async () => Math.round((await button.boundingBox())!.width * 10) / 10).toBe(Math.round(box.width * 10) / 10);
    const after = (await button.boundingBox())!;
    expect(after.x).toBeGreaterThanOrEqual(20 - 0.5);
    expect(after.y).toBeGreaterThanOrEqual(20 - 0.5);
    expect(after.x).toBeLessThan(box.x);
    // W15: the drag did not open the editor or the login dialog.
    await expect(page).toHaveURL(/\/community\/demand_supply\/latest$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Remembered on the next page.
    await page.goto('/community/topic');
    const again = (await page.getByTestId('floating-publish').boundingBox())!;
    expect(Math.abs(again.x - after.x)).toBeLessThan(1);
    expect(Math.abs(again.y - after.y)).toBeLessThan(1);
  });

  test('W15/U03 a tap on the floating button gives a visitor the login dialog', { tag: '@mobile-only' }, async ({ page }) => {
    await page.goto('/community/topic');
    const button = page.getByTestId('floating-publish');
    // one tap, whenever it comes: a tap before the session is known is answered once it is (issue 27 item 6)
    await button.tap();
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 30_000 });
  });
});

test.describe('mobile header for a member', () => {
  test.use({ storageState: storageStatePath('member1') });

  test('E24/E25/W09/W10/W24 publish opens the editor; the side popup lists its entries in order and its pages open as full pages', { tag: '@mobile-only' }, async ({ page }) => {
    await page.goto('/community/topic');
    await expect(page.getByTestId('mobile-avatar')).toBeVisible(); // the session is read: publish knows the member
    await page.getByTestId('mobile-publish').click();
    await expect(page).toHaveURL(/\/community\/circle\/post\/create\?tagId=11$/);

    await page.goto('/news');
    await page.getByTestId('mobile-avatar').click();
    const popup = page.getByRole('dialog', { name: '菜单' });
    const entries = (await popup.getByRole('listitem').allTextContents()).map((s) => s.trim());
    const wanted = ['个人主页', '发布', '系统消息', '私信', '账号设置', '退出登录'];
    const positions = wanted.map((w) => entries.indexOf(w));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    await popup.getByRole('link', { name: '系统消息' }).click();
    await expect(page).toHaveURL(/\/system-message$/);
    await expect(page.getByRole('dialog', { name: '菜单' })).toHaveCount(0);
    await page.getByTestId('mobile-avatar').click();
    await page.getByRole('dialog', { name: '菜单' }).getByRole('link', { name: '私信' }).click();
    await expect(page).toHaveURL(/\/message\/list$/);
    await expect(page.getByTestId('message-list-page')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
