import { expect, test } from '@playwright/test';
import QRCode from 'qrcode';
import { storageStatePath } from './auth-state';
import { expectLoggedIn } from './helpers';

/** The journeys start logged in (tests/e2e/auth.setup.ts): 13800000001 has a column, 13800000002 has none. */
test.describe('news publishing', () => {
  test.describe('as 13800000001', () => {
    test.use({ storageState: storageStatePath('member1') });

    test('F14 F13 F15 member 13800000001 writes news with a cover, previews the draft, publishes it and finds it', async ({ page }, info) => {
      const marker = `复盘${info.project.name}${Date.now().toString(36)}`;
      const title = `单一材质软包装量产一年${marker}`;
      const cover = await QRCode.toBuffer(title, { type: 'png', width: 320 });

      await page.goto('/news/create');
      await expectLoggedIn(page);
      await expect(page).toHaveURL(/\/news\/create$/);

      await page.getByTestId('news-title').fill(title);
      await page.getByTestId('news-cover-input').setInputFiles({ name: 'cover+1.png', mimeType: 'image/png', buffer: cover });
      await expect(page.getByTestId('news-cover-preview')).toHaveAttribute('src', /^\/api\/files\/oss\/image\/news\/[0-9a-f]{36}\.png$/, { timeout: 30_000 });
      const editor = page.getByTestId('news-body-editor');
      await editor.click();
      await page.keyboard.type('全 PE 结构量产一年后，热封窗口和制袋速度已基本恢复，成本差距正在收窄。');

      await page.getByRole('main').getByRole('button', { name: '预览' }).click();
      await expect(page).toHaveURL(/\/preview\/news\/\d+$/);
      const id = Number(new URL(page.url()).pathname.split('/').pop());
      await expect(page.getByTestId('preview-banner')).toContainText('草稿');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.locator('article img').first()).toHaveAttribute('src', /\/api\/files\/oss\/image\/news\//);

      // a draft is not public
      expect((await (await page.request.get(`/api/news/news/${id}`)).json()).code).toBe(404);

      await page.getByRole('link', { name: '编辑' }).click();
      await expect(page).toHaveURL(new RegExp(`/news/edit/${id}$`));
      await expect(page.getByTestId('news-title')).toHaveValue(title);
      await page.getByRole('main').getByRole('button', { name: '发布' }).click();
      await expect(page).toHaveURL(new RegExp(`/news/${id}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

      await page.goto(`/search/news/${encodeURIComponent(marker)}`);
      await expect(page.getByText(title)).toBeVisible();
    });

    test('F33 grey words block publishing and are highlighted', async ({ page }) => {
      await page.goto('/news/create');
      await expectLoggedIn(page);
      await expect(page).toHaveURL(/\/news\/create$/);
      await page.getByTestId('news-title').fill('招商信息');
      await page.getByTestId('news-body-editor').click();
      await page.keyboard.type('本公司长期提供代开发票服务。');
      await page.getByRole('main').getByRole('button', { name: '发布' }).click();
      await expect(page.getByTestId('grey-text').locator('mark')).toHaveText('代开发票');
      await expect(page).toHaveURL(/\/news\/create$/);
    });
  });

  test.describe('as 13800000002', () => {
    test.use({ storageState: storageStatePath('member2') });

    test('F14 a member without a column is sent home', async ({ page }) => {
      await page.goto('/news/create');
      await expect(page).toHaveURL(/\/community\/demand_supply\/latest/);
      await expectLoggedIn(page);
    });
  });
});
