import { expect, test, type Page } from '@playwright/test';
import { encryptCookieValue } from '@/lib/session/cookie-crypto';
import { storageStatePath } from './auth-state';

const CHINESE = /[\u4e00-\u9fff]/;

async function english(page: Page, baseURL: string | undefined) {
  await page.context().addCookies([
    { name: 'locale', value: 'en', url: baseURL ?? '' },
    { name: 'lang', value: encryptCookieValue('en'), url: baseURL ?? '' },
  ]);
}

test.describe('company chain links, section templates and translate option', () => {
  test('L30 a company page shows its chain links from the relations; a supplier leads to its page, where the company is its customer', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/company/huading-food');
    const block = page.getByTestId('company-chain-links');
    await expect(block.getByRole('heading', { name: '产业链上下游' })).toBeVisible();
    const suppliers = block.locator('[data-relation="SUPPLIER"]');
    await expect(suppliers.locator('dt')).toHaveText('供应商');
    await expect(block.locator('[data-relation="CUSTOMER"] dt')).toHaveText('客户');
    await suppliers.getByRole('link', { name: '恒通软包装股份有限公司' }).click();
    await expect(page).toHaveURL(/\/company\/(ordinary\/)?hengtong-flex$/);
    const theirs = page.getByTestId('company-chain-links');
    await expect(theirs.locator('[data-relation="CUSTOMER"]').getByRole('link', { name: '华鼎食品科技股份有限公司' })).toBeVisible();
    await expect(theirs.locator('[data-relation="SUPPLIER"]').getByRole('link', { name: '七彩油墨化工有限公司' })).toBeVisible();
  });

  test('L30 in English the chain links show English labels and names (no Chinese)', async ({ page, baseURL }) => {
    await english(page, baseURL);
    await page.goto('/company/huading-food');
    // issue 29 item 16: the <title> names the company in English, as the H1 does
    await expect(page).toHaveTitle(/^Huading Food Technology Co\., Ltd\._/);
    const block = page.getByTestId('company-chain-links');
    await expect(block.getByRole('heading', { name: 'Industry chain links' })).toBeVisible();
    await expect(block.locator('[data-relation="SUPPLIER"] dt')).toHaveText('Supplier');
    expect(await block.textContent()).not.toMatch(CHINESE);
  });
});

test.describe('section templates and the translate option of 13800000001', () => {
  test.use({ storageState: storageStatePath('member1') });

  test('V09 V14 13800000001 uses a section template of the current locale and saves the section with a translate option', async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto('/company/huading-food');
    const open = async () => {
      // the bar is rendered in the browser once the member's tokens are known; the editor loads with the first click
      await page.getByTestId('company-manage-bar').getByTestId('manage-sections').click({ timeout: 30_000 });
      await expect(page.getByTestId('section-editor')).toBeVisible({ timeout: 30_000 });
      return page.getByTestId('section-editor').locator('fieldset[data-section-key="products"]');
    };
    let section = await open();
    const templates = section.getByTestId('section-templates');
    const request = page.waitForRequest((r) => r.url().includes('/template/list'));
    await templates.getByRole('button', { name: '内容模板' }).click();
    expect(new URL((await request).url()).searchParams.get('language')).toBe('zh');
    const template = templates.getByTestId('section-template').filter({ hasText: '产品与服务' });
    await expect(template).toBeVisible();
    expect(await templates.textContent()).not.toContain('Products and services');
    await template.getByRole('button', { name: '使用此模板' }).click();
    await expect(section.getByTestId('section-content')).toContainText('主要产品');
    await section.getByRole('radiogroup', { name: '翻译方向' }).getByLabel('中译英').check();
    const saved = page.waitForRequest((r) => r.url().includes('/company/sections/content') && r.method() === 'PUT');
    await section.getByTestId('section-save').click();
    expect((await saved).postDataJSON()).toMatchObject({ translationDirection: 'ZH_TO_EN' });
    await expect(page.getByTestId('section-editor').getByRole('status')).toHaveText('已保存');

    await page.reload();
    section = await open();
    await expect(section.getByLabel('中译英')).toBeChecked();
    await expect(section.getByTestId('section-content')).toContainText('主要产品');
  });
});
