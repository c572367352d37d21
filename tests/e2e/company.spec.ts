import { expect, test, type Page } from '@playwright/test';
import { loginAndSettle, openLoginDialog } from './helpers';

const SITE = '食包印产业社区';
const HUADING = '华鼎食品科技股份有限公司';
/** A 1×1 GIF (not recompressed by the upload flow). */
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

async function login(page: Page, mobile?: string) {
  await openLoginDialog(page);
  await loginAndSettle(page, mobile);
}

test.describe('company and college', () => {
  test('L02 L33 L05 L06 L09 L12 L29 T11 T15 T18 T19 a visitor browses the college home → a company → a section → a staff profile', async ({ page }) => {
    // Every page of the journey is rendered for the first time here (nothing is cached yet on a fresh database).
    test.setTimeout(180_000);
    await page.goto('/company');
    await expect(page).toHaveTitle(`院校_${SITE}`);
    await expect(page.getByTestId('company-list').getByTestId('company-card').first()).toBeVisible();
    await expect(page.getByTestId('listed-badge').first()).toBeVisible();

    // L27: the 'most people' order loads from the API.
    // (a click before hydration does nothing, so repeat until the island answers)
    await expect(async () => {
      await page.getByTestId('sort-people').click({ timeout: 5000 });
      await expect(page.getByTestId('company-list-people').getByTestId('company-card').first()).toBeVisible({ timeout: 5000 });
    }).toPass({ timeout: 60_000 });

    // L33: search, then open the college company (L31: college companies live at /company/:code).
    await page.getByTestId('company-search-input').fill('华鼎');
    await page.getByTestId('company-search-input').press('Enter');
    const card = page.getByTestId('company-list-search').getByTestId('company-card').first();
    await expect(card).toHaveAttribute('href', '/company/huading-food');
    await card.click();
    await expect(page).toHaveURL(/\/company\/huading-food$/, { timeout: 30_000 });
    const header = page.getByTestId('company-header');
    await expect(header.getByRole('heading', { level: 1 })).toContainText(HUADING);
    await expect(header.getByTestId('listed-badge')).toBeVisible();
    await expect(page).toHaveTitle(`${HUADING}_${SITE}`);
    await expect(page.getByTestId('company-album').locator('img').first()).toBeVisible();
    await expect(page.getByTestId('company-customers')).toContainText(/共 \d+ 家客户/);
    await expect(page.getByTestId('company-products').locator('li').first()).toBeVisible();

    // L12/L06: a section from the navigation.
    await page.getByTestId('section-nav').getByRole('link', { name: '发展历程' }).click();
    await expect(page).toHaveURL(/\/company\/huading-food\/history$/, { timeout: 30_000 });
    await expect(page.getByTestId('section-body')).toHaveAttribute('data-section-key', 'history');
    await expect(page).toHaveTitle(`发展历程_${HUADING}_${SITE}`);

    // L21/L09: a staff card leads to the profile, which links back to the company.
    await page.getByTestId('section-nav').getByRole('link', { name: '首页' }).click();
    const staff = page.getByTestId('staff-cards').getByRole('link').first();
    const name = ((await staff.locator('strong').textContent()) ?? '').trim();
    await staff.click();
    await expect(page).toHaveURL(/\/management\/huading-food-\d+$/, { timeout: 30_000 });
    await expect(page.getByTestId('staff-profile').getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page).toHaveTitle(`${name}_${HUADING}_${SITE}`);
    await expect(page.getByTestId('staff-company')).toHaveAttribute('href', '/company/huading-food');
  });

  test('L13 L18 L20 U22 13800000001 edits a section and uploads an album image that shows on the public page', async ({ page }, info) => {
    test.setTimeout(180_000);
    const key = info.project.name === 'mobile' ? 'history' : 'honors';
    const marker = `E2E-${info.project.name}-${Date.now()}`;
    await page.goto('/company/huading-food');
    await login(page);
    const bar = page.getByTestId('company-manage-bar');
    await bar.getByTestId('manage-sections').click();
    const section = page.getByTestId('section-editor').locator(`fieldset[data-section-key="${key}"]`);
    await section.locator('textarea').fill(`<p>${marker} 栏目内容已更新</p>`);
    await section.getByRole('button', { name: '保存' }).click();
    await expect(page.getByTestId('section-editor').getByRole('status')).toHaveText('已保存');
    await expect(async () => {
      await page.goto(`/company/huading-food/${key}`);
      await expect(page.getByTestId('section-body')).toContainText(marker, { timeout: 2000 });
    }).toPass({ timeout: 40_000 });

    await page.goto('/company/huading-food');
    await page.getByTestId('company-manage-bar').getByTestId('manage-files').click();
    const list = page.getByTestId('file-manager-list');
    await expect(list.locator('li').first()).toBeVisible();
    const before = await list.locator('li').count();
    await page.getByTestId('file-upload').setInputFiles({ name: `${marker}.gif`, mimeType: 'image/gif', buffer: GIF });
    await expect(list.locator('li')).toHaveCount(before + 1, { timeout: 20_000 });
    const src = (await list.locator('li img').last().getAttribute('src')) ?? '';
    expect(src).toContain('company/image/');
    await expect(async () => {
      await page.goto('/company/huading-food');
      await expect(page.getByTestId('company-album').locator(`img[src="${src}"]`)).toHaveCount(1, { timeout: 2000 });
    }).toPass({ timeout: 40_000 });
  });

  test('L28 U27 U31 S76 a member without the token clicks a management control: the message, and no call', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/company/ordinary/qingquan-beverage');
    await login(page, '13800000002');
    const writes: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET' && r.url().includes('/api/company/')) writes.push(`${r.method()} ${r.url()}`);
    });
    const bar = page.getByTestId('company-manage-bar');
    await bar.getByTestId('manage-contact').click();
    await expect(bar.getByTestId('no-permission')).toHaveText('暂无权限操作，请联系平台管理员~');
    await expect(page.getByTestId('contact-form')).toHaveCount(0);
    await bar.getByTestId('manage-staff').click();
    await expect(bar.getByTestId('no-permission')).toBeVisible();
    await expect(page.getByTestId('staff-add-form')).toHaveCount(0);
    expect(writes.filter((w) => !w.includes('/companies/view'))).toEqual([]);
    // L15: a member with the token for sections opens the editor of their own company.
    await bar.getByTestId('manage-sections').click();
    await expect(bar.getByTestId('no-permission')).toHaveCount(0);
    await expect(page.getByTestId('section-editor')).toBeVisible();
  });

  test('L15 a visitor pressing follow on a company gets the login dialog', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/company/ordinary/qingquan-beverage');
    await expect(page.getByTestId('header-login')).toBeVisible();
    const tab = page.getByRole('dialog').getByRole('tab', { name: /密码登录|Password login/ });
    await expect(async () => {
      if (!(await page.getByRole('dialog').isVisible())) await page.getByTestId('company-follow').click({ timeout: 5000 });
      await expect(tab).toBeVisible({ timeout: 5000 });
    }).toPass({ timeout: 45_000 });
  });
});

test.describe('company pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('L03 L11 L31 T01 T15 an ordinary company page shows name, intro, sections and Organization JSON-LD; unknown codes are 404', async ({ page, request }) => {
    await page.goto('/company/ordinary/qingquan-beverage');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('清泉饮品集团股份有限公司');
    await expect(page.getByTestId('section-body').first()).toContainText('清泉');
    const nav = page.getByTestId('section-nav');
    await expect(nav.getByRole('link', { name: '公司简介' })).toHaveAttribute('href', '/company/ordinary/qingquan-beverage/intro');
    await expect(nav.getByRole('link', { name: '企业资讯' })).toHaveAttribute('href', /^\/news\/company\/\d+$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/company\/ordinary\/qingquan-beverage$/);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '[]');
    expect(ld[0]).toMatchObject({ '@type': 'Organization', name: '清泉饮品集团股份有限公司', sameAs: ['https://www.qingquan-beverage.com.cn'] });
    expect(ld[1]['@type']).toBe('BreadcrumbList');

    expect((await request.get('/company/no-such-company')).status()).toBe(404);
    expect((await request.get('/company/ordinary/huading-food')).status()).toBe(404);
    expect((await request.get('/company/huading-food/no-such-section')).status()).toBe(404);
    expect((await request.get('/management/nobody-1')).status()).toBe(404);
  });
});
