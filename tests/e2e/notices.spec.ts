import { expect, test } from '@playwright/test';
import { storageStatePath } from './auth-state';
import { isMobileProject } from './helpers';

test.describe('system messages', () => {
  test.use({ storageState: storageStatePath('member2') });
  test('K01/K13 13800000002 agrees to a pending friend request; K07 the comment tab is marked read', async ({ page }, info) => {
    await page.goto('/news');
    const badge = page.getByTestId('notice-badge');
    await expect(badge).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('notice-badge-count')).toBeVisible();
    await badge.click();
    const mobile = await isMobileProject(page);
    const panel = page.getByTestId(mobile ? 'system-panel-page' : 'system-panel-popover');
    await expect(panel).toBeVisible();
    if (mobile) await expect(page).toHaveURL(/\/system-message$/);

    // apply tab (default): the two projects share the database, so each takes its own pending card
    const pending = panel.getByTestId('friend-request-card').filter({ has: page.getByTestId('friend-agree') });
    const card = pending.nth(info.project.name === 'mobile' ? 1 : 0);
    await expect(card).toBeVisible();
    const name = (await card.locator('a').nth(1).textContent()) ?? '';
    await card.getByTestId('friend-agree').click();
    const done = panel.getByTestId('friend-request-card').filter({ hasText: name });
    await expect(done.getByTestId('friend-status')).toHaveText(/已同意|Agreed/);

    // comment tab: loads and is marked read (its count disappears)
    const commentTab = panel.getByTestId('panel-tab-comment');
    await commentTab.click();
    await expect(panel.getByTestId('notice-item').first()).toBeVisible();
    await expect(commentTab.locator('span')).toHaveCount(0);
  });
});
