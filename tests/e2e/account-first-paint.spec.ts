import { expect, test } from '@playwright/test';
import { storageStatePath } from './auth-state';

/**
 * Issue 13 item 3: antd controls on the server-rendered personal pages are styled at first paint. With
 * JavaScript off the page shows exactly what arrives before hydration; without the antd registry the
 * buttons and inputs render as bare browser controls.
 */
test.describe('personal pages at first paint', () => {
  test.use({ storageState: storageStatePath('member1'), javaScriptEnabled: false });

  test('D26 /edit-info and account settings carry the antd styles in their HTML', async ({ page }) => {
    for (const path of ['/edit-info', '/mine/account-setting']) {
      await page.goto(path);
      const button = page.locator('.ant-btn').first();
      await expect(button).toBeVisible();
      // antd's own button style: rounded corners and no browser-default border style.
      const radius = await button.evaluate((el) => getComputedStyle(el).borderTopLeftRadius);
      expect(parseFloat(radius), `${path} button radius`).toBeGreaterThan(0);
      const cursor = await button.evaluate((el) => getComputedStyle(el).cursor);
      expect(cursor).toBe('pointer');
    }
  });
});
