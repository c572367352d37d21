import { expect, test } from '@playwright/test';
import { storageStatePath } from './auth-state';

/**
 * W18, J02, issue 18 item 5: the conversation page on a phone opens at the newest message, keeps the composer at
 * the bottom of what is visible (also when the visible height shrinks, as when the on-screen keyboard opens)
 * and shows no footer. Member 1001 (13800000001) talks with 1002 (13800000002) in the seed.
 */
const OTHER = 1002;

test.use({ storageState: storageStatePath('member1') });

test('W18 J02 item 5: newest message in view, composer at the bottom above the keyboard, no footer', { tag: '@mobile-only' }, async ({ page }) => {
  await page.goto(`/message/${OTHER}`);
  const history = page.getByTestId('chat-history');
  const messages = page.getByTestId('chat-message');
  await expect(messages.last()).toBeVisible();
  await expect(page.locator('footer')).toHaveCount(0);

  // the history scrolls inside the page and starts at its end
  await expect.poll(() => history.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  await expect.poll(() => history.evaluate((el) => Math.round(el.scrollHeight - el.scrollTop - el.clientHeight))).toBeLessThanOrEqual(2);
  await expect(messages.last()).toBeInViewport();

  // the composer is on screen without scrolling the document
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight + 1)).toBe(true);
  await expect(page.getByTestId('chat-input')).toBeInViewport();
  const viewportBottom = async () => page.evaluate(() => (window.visualViewport ? window.visualViewport.offsetTop + window.visualViewport.height : window.innerHeight));
  const sendBottom = async () => {
    const box = await page.getByTestId('chat-send').boundingBox();
    return box ? Math.round(box.y + box.height) : Number.POSITIVE_INFINITY;
  };
  expect(await sendBottom()).toBeLessThanOrEqual(await viewportBottom());
  expect(await sendBottom()).toBeGreaterThan((await viewportBottom()) - 80);

  // the keyboard takes the lower half: the composer moves up with the visible area, the newest message stays in view
  await page.setViewportSize({ width: 375, height: 420 });
  await expect.poll(sendBottom).toBeLessThanOrEqual(420);
  await expect.poll(sendBottom).toBeGreaterThan(420 - 80);
  await expect(page.getByTestId('chat-input')).toBeInViewport();
  await expect(messages.last()).toBeInViewport();

  const text = `键盘打开时发送 ${Date.now() % 1_000_000}`;
  await page.getByTestId('chat-input').fill(text);
  await page.getByTestId('chat-send').click();
  await expect(messages.filter({ hasText: text })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // back to the full height: still at the bottom
  await page.setViewportSize({ width: 375, height: 812 });
  await expect.poll(sendBottom).toBeGreaterThan(812 - 80);
  await expect(messages.filter({ hasText: text })).toBeInViewport();
});

test('W18 the conversation list keeps its footer', { tag: '@mobile-only' }, async ({ page }) => {
  await page.goto('/message/list');
  await expect(page.getByTestId('message-list-page')).toBeVisible();
  await expect(page.locator('footer')).toHaveCount(1);
});
