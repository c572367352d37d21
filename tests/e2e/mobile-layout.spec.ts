import { expect, test } from '@playwright/test';
import { switchToEnglish } from './english';
import { storageStatePath } from './auth-state';
import { expectFits } from './page-checks';
import { PAGE_TEMPLATES, postWithImages, sampleUrl } from './page-templates';

/**
 * Issue 18 item 8 (W01–W24 layout at phone widths), beyond a visitor's first load of each template (which
 * page-audit.spec.ts checks in both languages): the pages a first-time visitor meets most, as a member (the avatar,
 * the member's own labels); the English header tabs; and the post author row, which keeps the date and 私信作者 on
 * one line each.
 */

test.describe('E03 issue 29 item 16: the English header tabs on a phone', { tag: '@mobile-only' }, () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await switchToEnglish(context, baseURL);
  });
  for (const sample of ['/community/topic', '/events']) {
    test(`E03 the active tab is wholly on screen at 375 px (${sample})`, async ({ page }) => {
      await page.goto(sample);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      const active = page.locator('header nav[aria-label="Menu"] a[aria-current="page"]');
      await expect(active).toHaveCount(1);
      await expect
        .poll(async () => {
          const box = await active.boundingBox();
          return box !== null && box.x >= 0 && box.x + box.width <= 375;
        })
        .toBe(true);
    });
  }
});

test.describe('W issue 18 item 8: the first pages fit a phone for a member', { tag: '@mobile-only' }, () => {
  test.use({ storageState: storageStatePath('member1') });
  for (const template of PAGE_TEMPLATES.filter((t) => t.first)) {
    test(`${template.name} (member)`, async ({ page }) => {
      const url = await sampleUrl(page.request, template);
      await page.goto(url);
      await expect(page.getByTestId('mobile-avatar')).toBeVisible();
      // islands (counts, lists, the header's user area) settle after hydration
      await page.waitForLoadState('networkidle');
      await expectFits(page, url);
    });
  }
});

test.describe('W issue 18 item 8: the post author row on a phone', { tag: '@mobile-only' }, () => {
  test('G03 the post author row keeps the date and 私信作者 on one line each', async ({ page }) => {
    await page.goto(`/community/post/${await postWithImages(page.request)}`);
    const author = page.getByTestId('post-author');
    await expect(author.getByTestId('message-author')).toBeVisible();
    for (const width of [320, 375]) {
      await page.setViewportSize({ width, height: 812 });
      for (const part of [author.locator('time'), author.getByTestId('message-author')]) {
        const lines = await part.evaluate((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          return tops.size;
        });
        expect(lines, `${await part.textContent()} at ${width}px`).toBe(1);
      }
      const row = await author.boundingBox();
      expect(row && row.x + row.width).toBeLessThanOrEqual(width);
    }
  });
});
