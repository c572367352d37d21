import { expect, test, type Page } from '@playwright/test';
import { storageStatePath } from './auth-state';

/** The seeded nickname of the second demo account (13800000002), a friend of 13800000001. */
const SECOND_DEMO_NAME = '李思雨';

/** Opens one's own home (the journeys start logged in as 13800000001, tests/e2e/auth.setup.ts). */
async function loginToOwnHome(page: Page): Promise<number> {
  await page.goto('/people/mine');
  await expect(page).toHaveURL(/\/people\/\d+(#.*)?$/, { timeout: 30_000 });
  await expect(page.getByTestId('home-tab-friends')).toBeVisible();
  return Number(new URL(page.url()).pathname.split('/').pop());
}

test.describe('member home tabs', () => {
  test.use({ storageState: storageStatePath('member1') });
  // logins and first renders are slow on a loaded machine; the flows themselves take seconds
  test.describe.configure({ timeout: 150_000 });

  test('I44 I33 own page: favourites list a news item just favourited, and unfavourite toggles', async ({ page }, info) => {
    const me = await loginToOwnHome(page);
    await expect(page.getByTestId('home-tab-circles')).toBeVisible();
    await expect(page.getByTestId('home-tab-favorites')).toBeVisible();

    // a different seeded news item per project, so the two projects never toggle the same favourite. Chosen by id, not
    // by position in the news list: other specs publish news meanwhile, which moved both projects onto one item (a CI
    // run saw the other project's toggle between this one's favourite and its list)
    const newsId = info.project.name === 'mobile' ? 8 : 7;
    const state = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/news/news/${newsId}` && r.request().method() === 'GET');
    await page.goto(`/news/${newsId}`);
    const news = (await (await state).json()).data as { id: number; title: string; isFavorite: boolean };
    const favorited = Boolean(news.isFavorite);
    const star = page.getByTestId('favorite-button').first();
    await expect(star).toHaveAttribute('aria-pressed', String(favorited));
    // the star turns at once (optimistic); the list is read only once the API has stored the change (leaving the page
    // earlier would cancel the request)
    const stored = (path: string) => page.waitForResponse((r) => new URL(r.url()).pathname === path && r.request().method() === 'POST' && r.ok());
    if (favorited) {
      const off = stored('/api/admin/member-favorite/unfavorite');
      await star.click();
      await expect(star).toHaveAttribute('aria-pressed', 'false');
      await off;
    }
    const on = stored('/api/admin/member-favorite');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await on;

    await page.goto(`/people/${me}#favorites`);
    const favorites = page.getByTestId('home-favorites-list');
    await expect(favorites).toBeVisible();
    const item = favorites.getByTestId('favorite-item').filter({ has: page.locator(`a[href="/news/${news.id}"]`) });
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(news.title);
    const toggle = item.getByTestId('favorite-toggle');
    await toggle.click();
    await expect(toggle).toHaveText('收藏');
    await toggle.click();
    await expect(toggle).toHaveText('取消收藏');
  });

  test('I31 I32 own page: the friends tab lists 13800000002; deleting asks first', async ({ page }) => {
    const me = await loginToOwnHome(page);
    await page.goto(`/people/${me}#friends`);
    const friends = page.getByTestId('home-friends-list');
    await expect(friends.getByTestId('friend-item').first()).toBeVisible();
    // 5 a page: walk the pages until the second demo account shows
    const position = friends.locator('nav span');
    for (let i = 0; i < 10; i += 1) {
      if ((await friends.getByTestId('friend-item').filter({ hasText: SECOND_DEMO_NAME }).count()) > 0) break;
      const before = await position.textContent();
      await friends.getByRole('button', { name: '下一页' }).click();
      await expect(position).not.toHaveText(before ?? '');
    }
    const row = friends.getByTestId('friend-item').filter({ hasText: SECOND_DEMO_NAME });
    await expect(row).toHaveCount(1);
    await row.getByTestId('friend-delete').click();
    const dialog = page.getByTestId('confirm-dialog');
    await expect(dialog).toContainText(SECOND_DEMO_NAME);
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row).toHaveCount(1);
  });

  test('I44 on another member page the own-only tabs are absent', async ({ page }) => {
    const me = await loginToOwnHome(page);
    const other = (await (await page.request.get('/api/admin/follow/join-latest?current=1&size=5')).json()).data.records.find(
      (m: { memberId: number }) => m.memberId !== me,
    ) as { memberId: number };
    await page.goto(`/people/${other.memberId}`);
    await expect(page.getByTestId('home-tab-follow')).toHaveText('TA的关注');
    await expect(page.getByTestId('home-tab-favorites')).toHaveCount(0);
    await expect(page.getByTestId('home-tab-friends')).toHaveCount(0);
    await expect(page.getByTestId('home-tab-circles')).toHaveCount(0);
  });

  test('I06 I39 G36 W22 /people/circle/latest?circleId= lists the circle newest members, linked from the circle page', async ({ page }, info) => {
    const circles = (await (await page.request.get('/api/post/circles/v2/page?current=1&size=20&circleType=0')).json()).data.records as { circleId: number; memberCount: number }[];
    const circle = circles.find((c) => c.memberCount > 5) ?? circles[0];
    if (!circle) throw new Error('the seed has no circles');
    const members = (await (await page.request.get(`/api/post/circles/${circle.circleId}/members/page?current=1&size=5`)).json()).data as {
      records: { memberId: number; nickname: string }[];
      pages: number;
    };

    await page.goto(`/circle/${circle.circleId}`);
    if (info.project.name === 'mobile') {
      // W22: a phone's circle page keeps only the circle's hot posts in its right column
      await expect(page.getByTestId('hot-posts')).toBeAttached();
      await expect(page.getByTestId('circle-new-members')).toHaveCount(0);
      await page.goto(`/people/circle/latest?circleId=${circle.circleId}`);
    } else {
      const more = page.getByTestId('circle-new-members').getByRole('link', { name: '更多' });
      await expect(more).toHaveAttribute('href', `/people/circle/latest?circleId=${circle.circleId}`);
      await more.click();
    }
    await expect(page).toHaveURL(new RegExp(`/people/circle/latest\\?circleId=${circle.circleId}$`));
    const list = page.getByTestId('circle-latest-list');
    await expect(list.getByTestId('member-item')).toHaveCount(members.records.length);
    await expect(list.getByTestId('member-item').first()).toContainText(members.records[0]?.nickname ?? '');
    await expect(list.locator(`a[href="/people/${members.records[0]?.memberId}"]:not([aria-hidden="true"])`)).toHaveCount(1);
    if (members.pages > 1) {
      await page.getByRole('main').getByRole('link', { name: '2', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`circleId=${circle.circleId}&page=2$`));
      await expect(page.getByTestId('circle-latest-list').getByTestId('member-item').first()).toBeVisible();
    }

    expect((await page.goto('/people/circle/latest?circleId=abc'))?.status()).toBe(404);
    expect((await page.goto('/people/circle/latest'))?.status()).toBe(404);
  });
  test('F30 a column owner manages the column news from the own page: statuses, edit and preview links', async ({ page }) => {
    await loginToOwnHome(page);
    const tab = page.getByTestId('home-tab-column');
    await expect(tab).toHaveText('专栏管理');
    await tab.click();
    const list = page.getByTestId('home-column-list');
    const items = list.getByTestId('column-news-item');
    await expect(items.first()).toBeVisible();
    expect(await items.count()).toBeLessThanOrEqual(5);
    const first = items.first();
    await expect(first).toContainText(/已发布|草稿|已屏蔽/);
    await expect(first.getByRole('link', { name: '编辑' })).toHaveAttribute('href', /^\/news\/edit\/\d+$/);
    // a case of the column opens as a case (issue 29 item 6)
    await expect(first.locator('a').first()).toHaveAttribute('href', /^\/(preview\/)?(news|case)\/\d+$/);
    await expect(list.getByRole('link', { name: '发布资讯' })).toHaveAttribute('href', '/news/create');
  });
});
