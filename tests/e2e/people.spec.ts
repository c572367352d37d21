import { expect, test, type Page } from '@playwright/test';
import { storageStatePath } from './auth-state';

/** Members reserved per project so the desktop and mobile runs (one shared database) never touch the same rows. */
function ids(project: string) {
  return project === 'mobile' ? { follow: 1041, visitor: 1043, friendFrom: 1080 } : { follow: 1040, visitor: 1042, friendFrom: 1060 };
}

/** The member journeys start logged in as 13800000001 (tests/e2e/auth.setup.ts). */
async function login(page: Page) {
  await expect(page.getByTestId(/header-avatar|mobile-avatar/)).toBeVisible();
}

async function fans(page: Page): Promise<number> {
  return Number(await page.getByTestId('fans-count').locator('strong').textContent());
}

test.describe('people', () => {
  test('I08/I11 a visitor opens a member home from a post card and sees the profile and their posts', async ({ page }) => {
    await page.goto('/community/demand_supply');
    await expect(page.getByTestId('header-login')).toBeVisible();
    const author = page.locator('article a[href^="/people/"]').first();
    await expect(author).toBeVisible();
    const name = (await author.locator('strong').textContent())?.trim() ?? '';
    await author.click();
    await expect(page).toHaveURL(/\/people\/\d+$/);
    const profile = page.getByTestId('member-profile');
    await expect(profile.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByTestId('member-posts').locator('article').first()).toBeVisible();
    await expect(page.getByText(/TA的粉丝|Their fans/).first()).toBeVisible();
    await expect(page.getByTestId('create-post')).toHaveCount(0);
  });

  test('I14 a visitor pressing follow gets the login dialog', async ({ page }, info) => {
    await page.goto(`/people/${ids(info.project.name).visitor}`);
    await expect(page.getByTestId('header-login')).toBeVisible();
    await page.getByTestId('member-profile').getByTestId('follow-button').click();
    await expect(page.getByRole('dialog').getByRole('tab', { name: /密码登录|Password login/ })).toBeVisible();
  });

  test.describe('as 13800000001', () => {
    test.use({ storageState: storageStatePath('member1') });

    test('I14 a member follows and unfollows; the fan counter follows', async ({ page }, info) => {
      await page.goto(`/people/${ids(info.project.name).follow}`);
      await login(page);
      const button = page.getByTestId('member-profile').getByTestId('follow-button');
      await expect(button).toBeVisible();
      if ((await button.getAttribute('aria-pressed')) === 'true') {
        await button.click();
        await expect(button).toHaveAttribute('aria-pressed', 'false');
      }
      const before = await fans(page);
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(() => fans(page)).toBe(before + 1);
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'false');
      await expect.poll(() => fans(page)).toBe(before);
    });

    test('I20/I23 a member sends a friend request to a non-friend and the button becomes pending', async ({ page }, info) => {
      let id = ids(info.project.name).friendFrom;
      await page.goto(`/people/${id}`);
      await login(page);
      // find a member who is neither a friend nor already asked
      for (let k = 0; k < 20; k += 1) {
        await expect(page.getByTestId('member-profile').getByTestId('follow-button')).toBeVisible();
        if ((await page.getByTestId('member-profile').getByTestId('friend-button').count()) > 0) break;
        id += 1;
        await page.goto(`/people/${id}`);
      }
      await page.getByTestId('member-profile').getByTestId('friend-button').click();
      const dialog = page.getByTestId('friend-dialog');
      await expect(dialog.locator('textarea')).toHaveValue(/张明远/);
      await expect(dialog.locator('textarea')).toHaveValue(/华鼎食品科技股份有限公司/);
      await dialog.getByTestId('friend-send').click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByTestId('member-profile').getByTestId('friend-pending')).toBeDisabled();
    });
  });

  test('I01/I05 the people lists render with filters at this width', async ({ page }) => {
    await page.goto('/people/company');
    await expect(page.getByTestId('member-filters')).toBeVisible();
    await expect(page.getByTestId('people-list').getByTestId('member-item').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await page.goto('/people/popular');
    await expect(page.getByTestId('people-list').getByTestId('member-item')).toHaveCount(10);
  });
});
