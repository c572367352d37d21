import { expect, test } from '@playwright/test';
import { storageStatePath } from './auth-state';
import { expectLoggedIn } from './helpers';

/**
 * Issue 4 §6, DESIGN.md §5: news pages are cached for 5 minutes, and the API's tag-revalidation hook drops
 * them when news changes, so an edited title shows on the next load of the detail page and the list.
 */
test.describe('on-demand revalidation', () => {
  // first renders are slow on a loaded machine; the flows themselves take seconds
  test.describe.configure({ timeout: 150_000 });

  test.describe('as 13800000001', () => {
    // starts logged in (tests/e2e/auth.setup.ts)
    test.use({ storageState: storageStatePath('member1') });

    test('F15 a member edits a news title; the cached detail and list show the new title on the next load', async ({ page }, info) => {
      const marker = `${info.project.name}${Date.now().toString(36)}`;
      const title = `冷链周转箱减重试点${marker}`;
      const edited = `冷链周转箱减重试点一年复盘${marker}`;

      await page.goto('/news/create');
      await expectLoggedIn(page);
      await expect(page).toHaveURL(/\/news\/create$/, { timeout: 30_000 });
      await page.getByTestId('news-title').fill(title);
      await page.getByTestId('news-body-editor').click();
      await page.keyboard.type('周转箱壁厚从 3.2 mm 减到 2.6 mm 后，单箱减重 18%，跌落与堆码测试全部通过。');
      await page.getByRole('main').getByRole('button', { name: '发布' }).click();
      await expect(page).toHaveURL(/\/news\/\d+$/, { timeout: 30_000 });
      const id = Number(new URL(page.url()).pathname.split('/').pop());

      // both pages are now rendered and cached with the first title
      await expect(async () => {
        await page.goto(`/news/${id}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 1000 });
      }).toPass({ timeout: 15_000 });
      await expect(async () => {
        await page.goto('/news');
        await expect(page.getByRole('link', { name: title })).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 15_000 });
      await page.goto(`/news/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

      await page.goto(`/news/edit/${id}`);
      await expect(page.getByTestId('news-title')).toHaveValue(title);
      await page.getByTestId('news-title').fill(edited);
      await page.getByRole('main').getByRole('button', { name: '发布' }).click();
      await expect(page).toHaveURL(new RegExp(`/news/${id}$`), { timeout: 30_000 });

      // a full load of each page renders the new title well inside the 5-minute window
      await expect(async () => {
        await page.goto(`/news/${id}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(edited, { timeout: 1000 });
      }).toPass({ timeout: 10_000 });
      await expect(async () => {
        await page.goto('/news');
        await expect(page.getByRole('link', { name: edited })).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 10_000 });
      await expect(page.getByRole('link', { name: title, exact: true })).toHaveCount(0);
    });
  });

  test('the hook refuses calls without the secret', async ({ request }) => {
    const res = await request.post('/api-hooks/revalidate', { data: { tags: ['news'] } });
    expect(res.status()).toBe(401);
    const wrong = await request.post('/api-hooks/revalidate', { data: { tags: ['news'] }, headers: { 'x-revalidate-secret': 'guess' } });
    expect(wrong.status()).toBe(401);
  });
});
