import { expect, test, type Page } from '@playwright/test';
import { encryptCookieValue } from '@/lib/session/cookie-crypto';
import { storageStatePath } from './auth-state';
import { hydrated } from './helpers';

const SITE = '食包印产业社区';
const HUADING = '华鼎食品科技股份有限公司';
/** A 1×1 GIF (not recompressed by the upload flow). */
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** Opens a management panel of the company page (the bar shows once the session has hydrated). */
async function openPanel(page: Page, control: string, panel: string) {
  const button = page.getByTestId('company-manage-bar').getByTestId(control);
  await hydrated(button);
  await button.click();
  await expect(page.getByTestId(panel)).toBeVisible();
}

const CHINESE = /[\u4e00-\u9fff]/;
/** A minimal PDF (an attachment of a customer request). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test.describe('company and college', () => {
  test('L02 L33 L05 L06 L09 L12 L29 T11 T15 T18 T19 a visitor browses the college home → a company → a section → a staff profile', async ({ page }) => {
    // Every page of the journey is rendered for the first time here (nothing is cached yet on a fresh database).
    test.setTimeout(180_000);
    await page.goto('/company');
    await expect(page).toHaveTitle(`院校_${SITE}`);
    await expect(page.getByTestId('company-list').getByTestId('company-card').first()).toBeVisible();
    await expect(page.getByTestId('listed-badge').first()).toBeVisible();
    // L29: the badge is a pill beside the name, not a bar across the card (a card's column layout once stretched it)
    const badge = await page.getByTestId('company-list').getByTestId('listed-badge').first().boundingBox();
    expect(badge?.width).toBeLessThan(80);

    // L27: the 'most people' order loads from the API.
    // (the island must have hydrated: a click before that is the browser's own and does nothing)
    await hydrated(page.getByTestId('sort-people'));
    await page.getByTestId('sort-people').click();
    await expect(page.getByTestId('company-list-people').getByTestId('company-card').first()).toBeVisible();

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
    // issue 31 item 7: the section word sets the staff profile apart from the member page `{nickname}_{company}_{site}`
    await expect(page).toHaveTitle(`${name}_${HUADING}_管理团队_${SITE}`);
    await expect(page.getByTestId('staff-company')).toHaveAttribute('href', '/company/huading-food');
  });

});

test.describe('a company page edited by 13800000001 (logged in through the API)', () => {
  test.use({ storageState: storageStatePath('member1') });

  test('L13 L18 L20 U22 13800000001 edits a section and uploads an album image that shows on the public page', async ({ page }, info) => {
    test.setTimeout(180_000);
    const key = info.project.name === 'mobile' ? 'history' : 'honors';
    const marker = `E2E-${info.project.name}-${Date.now()}`;
    await page.goto('/company/huading-food');
    await page.getByTestId('company-manage-bar').getByTestId('manage-sections').click();
    const section = page.getByTestId('section-editor').locator(`fieldset[data-section-key="${key}"]`);
    // issue 29 item 3: the panel spans the page's column under the bar (not a ~200 px column at its right edge),
    // and the content is the rich-text editor, not raw HTML
    const bar = page.getByTestId('company-manage-bar');
    const barBox = await bar.boundingBox();
    const editorBox = await page.getByTestId('section-editor').boundingBox();
    expect(editorBox?.width ?? 0).toBeGreaterThan((barBox?.width ?? 0) * 0.85);
    await expect(section.locator('textarea')).toHaveCount(0);
    const body = section.getByTestId('section-content');
    await body.click();
    await body.press('ControlOrMeta+a');
    await body.pressSequentially(`${marker} 栏目内容已更新`);
    await section.getByTestId('section-save').click();
    await expect(page.getByTestId('section-editor').getByRole('status')).toHaveText('已保存');
    await expect(async () => {
      await page.goto(`/company/huading-food/${key}`);
      await expect(page.getByTestId('section-body')).toContainText(marker, { timeout: 2000 });
    }).toPass({ timeout: 40_000 });

    await page.goto('/company/huading-food');
    await page.getByTestId('company-manage-bar').getByTestId('manage-files').click();
    const list = page.getByTestId('file-manager-list');
    await expect(list.locator('li').first()).toBeVisible();
    await page.getByTestId('file-upload').setInputFiles({ name: `${marker}.gif`, mimeType: 'image/gif', buffer: GIF });
    // the stored file is named after the picked one (the other project may upload at the same time)
    const mine = list.locator(`li:has(input[value="${marker}"])`);
    await expect(mine).toHaveCount(1, { timeout: 20_000 });
    // issue 29 item 1: at this width every card holds its name, group and 删除 inside it
    const cards = await list.locator('li').all();
    for (const card of cards.slice(0, 6)) {
      const box = await card.boundingBox();
      for (const id of ['file-name', 'file-group', 'file-delete']) {
        const inner = await card.getByTestId(id).boundingBox();
        expect(inner && box && inner.x >= box.x - 1 && inner.x + inner.width <= box.x + box.width + 1 && inner.y + inner.height <= box.y + box.height + 1, `${id} inside its card`).toBe(true);
      }
    }
    const src = (await mine.locator('img').getAttribute('src')) ?? '';
    expect(src).toContain('company/image/');
    await expect(async () => {
      await page.goto('/company/huading-food');
      await expect(page.getByTestId('company-album').locator(`img[src="${src}"]`)).toHaveCount(1, { timeout: 2000 });
    }).toPass({ timeout: 40_000 });
  });

});

test.describe('the company controls of 13800000002 (logged in through the API)', () => {
  test.use({ storageState: storageStatePath('member2') });

  test('L28 U14 U22 U31 S76 issue 29 item 2: 13800000002 sees on its own company only the controls of its tokens, and no bar on another company', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/company/ordinary/qingquan-beverage');
    const bar = page.getByTestId('company-manage-bar');
    await hydrated(bar.getByTestId('manage-sections'));
    // section-edit, product add/edit and customer requests: no contact, info, staff or employee controls
    await expect(bar.getByTestId('manage-contact')).toHaveCount(0);
    await expect(bar.getByTestId('manage-staff')).toHaveCount(0);
    await expect(bar.getByTestId('manage-employees')).toHaveCount(0);
    await expect(bar.getByTestId('manage-product-add')).toHaveAttribute('href', '/product/add');
    await expect(bar.getByTestId('manage-brand-add')).toHaveCount(0);
    // L15: the section editor of their own company opens
    await bar.getByTestId('manage-sections').click();
    await expect(page.getByTestId('section-editor')).toBeVisible();
    await expect(page.getByTestId('section-editor')).toContainText('清泉');
    // L28: an action without its token inside the panel names the action and makes no call
    const writes: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET' && r.url().includes('/api/company/')) writes.push(`${r.method()} ${r.url()}`);
    });
    await page.getByTestId('section-delete').first().click();
    await expect(bar.getByTestId('no-permission')).toHaveText('删除栏目：暂无权限操作，请联系平台管理员~');
    expect(writes.filter((w) => !w.includes('/companies/view'))).toEqual([]);

    // U14: on 华鼎 (not their company) nothing of the bar shows, so no panel can load 华鼎's content
    const adminCheck = page.waitForResponse((r) => r.url().includes('/employees/page'));
    await page.goto('/company/huading-food');
    await adminCheck;
    await expect(page.getByTestId('company-header')).toBeVisible();
    await expect(page.getByTestId('company-manage-bar')).toHaveCount(0);
  });

});

test.describe('company and college, as a visitor', () => {
  test('L15 a visitor pressing follow on a company gets the login dialog', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/company/ordinary/qingquan-beverage');
    await expect(page.getByTestId('header-login')).toBeVisible();
    const follow = page.getByTestId('company-follow');
    await hydrated(follow);
    await follow.click();
    await expect(page.getByRole('dialog').getByRole('tab', { name: /密码登录|Password login/ })).toBeVisible({ timeout: 30_000 });
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
    // issue 31 item 4: the page shows no breadcrumb trail, so its structured data has none
    expect((ld as { '@type': string }[]).map((x) => x['@type'])).not.toContain('BreadcrumbList');

    expect((await request.get('/company/no-such-company')).status()).toBe(404);
    expect((await request.get('/company/ordinary/huading-food')).status()).toBe(404);
    expect((await request.get('/company/huading-food/no-such-section')).status()).toBe(404);
    expect((await request.get('/management/nobody-1')).status()).toBe(404);
  });
});

test.describe('company management by 13800000001 (every company token)', () => {
  test.use({ storageState: storageStatePath('member1') });

  test('L07 L08 L09 L22 U27 U28 U29 a staff profile is added on /management/add, edited, shown publicly and deleted', async ({ page }, info) => {
    test.setTimeout(240_000);
    const name = `测试${info.project.name === 'mobile' ? '移动' : '桌面'}${String(Date.now()).slice(-5)}`;
    await page.goto('/company/huading-food');
    await openPanel(page, 'manage-staff', 'staff-manager');
    await page.getByTestId('staff-add').click();
    await expect(page).toHaveURL(/\/management\/add\?companyId=\d+$/, { timeout: 30_000 });
    await expect(page.getByTestId('manage-company-name')).toHaveText(HUADING);
    await expect(page.getByTestId('manage-back')).toHaveAttribute('href', '/company/huading-food');
    await hydrated(page.getByTestId('staff-form'));
    await page.getByTestId('staff-name').fill(name);
    await page.getByTestId('staff-position').fill('区域经理');
    await page.getByTestId('staff-save').click();
    await expect(page).toHaveURL(/\/management\/edit\/huading-food-\d{6}$/, { timeout: 30_000 });
    const code = new URL(page.url()).pathname.split('/').pop() ?? '';

    await hydrated(page.getByTestId('staff-form'));
    await expect(page.getByTestId('staff-name')).toHaveValue(name);
    await page.getByTestId('staff-position').fill('华东区域总监');
    await page.getByTestId('staff-save').click();
    await expect(page.getByTestId('staff-form').getByRole('status')).toHaveText('已保存');

    await expect(async () => {
      await page.goto(`/management/${code}`);
      await expect(page.getByTestId('staff-profile')).toContainText('华东区域总监', { timeout: 3000 });
    }).toPass({ timeout: 60_000 });
    await expect(page.getByTestId('staff-profile').getByRole('heading', { level: 1 })).toHaveText(name);

    await page.goto(`/management/edit/${code}`);
    await hydrated(page.getByTestId('staff-form'));
    // 删除 asks in the page (antd Popconfirm), not through the browser's confirm()
    page.once('dialog', () => {
      throw new Error('a browser dialog was opened');
    });
    await page.getByTestId('staff-form-delete').click();
    await page.getByRole('tooltip').getByRole('button', { name: /^删\s?除$/ }).click();
    await expect(page).toHaveURL(/\/company\/huading-food$/, { timeout: 30_000 });
    // the API tells the web the profile changed; its cached page is dropped and the code is a real 404 again
    await expect.poll(async () => (await page.request.get(`/management/${code}`)).status(), { timeout: 60_000, intervals: [1000, 2000, 5000] }).toBe(404);
  });

  test('L10 L25 U32 customer requests: the list shows each review status; a request with an attachment under cust/web/co_company_customer/ starts PENDING', async ({ page }, info) => {
    test.setTimeout(180_000);
    const name = `E2E客户-${info.project.name}-${String(Date.now()).slice(-5)}`;
    await page.goto('/company/huading-food');
    const manageCustomer = page.getByTestId('company-manage-bar').getByTestId('manage-customer');
    await hydrated(manageCustomer);
    await manageCustomer.click();
    await expect(page).toHaveURL(/\/customer\/add\?companyId=\d+$/, { timeout: 60_000 });
    const list = page.getByTestId('customer-requests');
    for (const status of ['待审核', '已通过', '未通过']) await expect(list.getByText(status).first()).toBeVisible();

    await hydrated(page.getByTestId('customer-request-form'));
    await page.getByTestId('customer-name').fill(name);
    await page.getByTestId('customer-attachment').setInputFiles({ name: 'contract.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByTestId('customer-attachment-done')).toContainText('contract.pdf', { timeout: 20_000 });
    await page.getByTestId('customer-submit').click();
    await expect(page.getByTestId('customer-request-form').getByRole('status')).toHaveText('已提交，等待审核');
    const mine = list.getByTestId('customer-request').filter({ hasText: name });
    await expect(mine).toHaveAttribute('data-status', 'PENDING');
    await expect(mine.getByRole('link', { name: '查看附件' })).toHaveAttribute('href', /cust\/web\/co_company_customer\//);
  });

  test('L16 L17 L20 U30 the logo is uploaded under company/image/ and shows on the page; the file-name toggle hides and shows the names', { tag: '@desktop-only' }, async ({ page }) => {
    // one project changes the company's single-valued info, so the two projects do not race each other
    test.setTimeout(240_000);
    await page.goto('/company/huading-food');
    await openPanel(page, 'manage-info', 'company-info-form');
    await page.getByTestId('company-logo-upload').setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: GIF });
    await expect(page.getByTestId('company-info-logo')).toHaveAttribute('src', /company\/image\//, { timeout: 20_000 });
    const logo = (await page.getByTestId('company-info-logo').getAttribute('src')) ?? '';
    await page.getByTestId('company-info-form').getByRole('button', { name: /^保\s?存$/ }).click();
    await expect(page.getByTestId('company-info-form').getByRole('status')).toHaveText('已保存');
    await expect(async () => {
      await page.goto('/company/huading-food');
      await expect(page.getByTestId('company-header').locator('img').first()).toHaveAttribute('src', logo, { timeout: 3000 });
    }).toPass({ timeout: 60_000 });

    await openPanel(page, 'manage-info', 'company-info-form');
    const toggle = page.getByTestId('show-file-name');
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(toggle).not.toBeChecked({ timeout: 20_000 });
    await expect(async () => {
      await page.goto('/company/huading-food');
      await expect(page.getByTestId('company-album').locator('img').first()).toBeVisible({ timeout: 3000 });
      await expect(page.getByTestId('company-album').locator('figcaption')).toHaveCount(0, { timeout: 1000 });
    }).toPass({ timeout: 60_000 });
    await openPanel(page, 'manage-info', 'company-info-form');
    await page.getByTestId('show-file-name').click();
    await expect(page.getByTestId('show-file-name')).toBeChecked({ timeout: 20_000 });
    await expect(async () => {
      await page.goto('/company/huading-food');
      await expect(page.getByTestId('company-album').locator('figcaption').first()).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: 60_000 });
  });

  test('L26 U30 a news item chosen in the recommendations shows in the recommended news of the page', { tag: '@desktop-only' }, async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto('/company/huading-food');
    await openPanel(page, 'manage-recommend', 'recommend-picker');
    const picks = page.getByTestId('recommend-news');
    await expect(picks.locator('input[type="checkbox"]').first()).toBeVisible({ timeout: 20_000 });
    // the company's own news may all be chosen already: search the site's news
    const before = await picks.locator('li').count();
    await page.getByTestId('recommend-picker').getByLabel('搜索资讯').fill('食品');
    await page.getByTestId('recommend-picker').getByRole('search').getByRole('button').click();
    await expect.poll(() => picks.locator('li').count(), { timeout: 20_000 }).toBeGreaterThan(before);
    const unchecked = picks.locator('li').filter({ has: page.locator('input[type="checkbox"]:not(:checked):not(:disabled)') }).first();
    const title = ((await unchecked.textContent()) ?? '').trim();
    expect(title.length).toBeGreaterThan(0);
    await unchecked.locator('input').check();
    await page.getByTestId('recommend-news-save').click();
    await expect(page.getByTestId('recommend-picker').getByRole('status')).toHaveText('已保存');
    await expect(async () => {
      await page.goto('/company/huading-food');
      await expect(page.getByTestId('company-news')).toContainText(title, { timeout: 3000 });
    }).toPass({ timeout: 60_000 });
  });

  test('L15 L31 one own page lists the followed companies, each linked by its member kind', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/people/mine');
    await expect(page).toHaveURL(/\/people\/\d+/, { timeout: 30_000 });
    const companiesTab = page.getByTestId('home-tab-companies');
    await hydrated(companiesTab);
    await companiesTab.click();
    await expect(page.getByTestId('home-companies-list')).toBeVisible({ timeout: 30_000 });
    const card = page.getByTestId('home-companies-list').getByTestId('company-card').first();
    await expect(card).toHaveAttribute('href', /^\/company\/(ordinary\/)?[\w-]+$/);
    await card.click();
    await expect(page.getByTestId('company-header')).toBeVisible({ timeout: 30_000 });
  });
});

test.describe('company links and languages', () => {
  test('L31 I48 a people list links a member company by its member kind, and the member page too', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/people');
    const item = page.getByTestId('people-list').getByTestId('member-item').filter({ has: page.getByTestId('member-company-link') }).first();
    const link = item.getByTestId('member-company-link');
    await expect(link).toHaveAttribute('href', /^\/company\/(ordinary\/)?[\w-]+$/);
    const target = (await link.getAttribute('href')) ?? '';
    const home = (await item.getByRole('link').first().getAttribute('href')) ?? '';
    expect(home).toMatch(/^\/people\/\d+$/);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`), { timeout: 30_000 });
    await expect(page.getByTestId('company-header')).toBeVisible();
    await page.goto(home);
    await expect(page.getByTestId('member-job').getByTestId('member-company-link')).toHaveAttribute('href', target);
  });

  test('E16 E28 L31 a search lists the matching companies in their own group, linked by member kind, filtered by province', async ({ page }) => {
    await page.goto(`/search/news/${encodeURIComponent('华鼎')}`);
    const group = page.getByTestId('search-companies');
    await expect(group.locator('summary')).toContainText(/企业 \(\d+\)/);
    await group.locator('summary').click();
    await expect(group.getByTestId('company-card').first()).toHaveAttribute('href', '/company/huading-food');
    // E16: a province filter narrows the group to that province's count (loads in the browser)
    const chip = group.getByTestId('company-facet-provinces').getByRole('button', { name: /\(\d+\)$/ }).last();
    const count = Number(/\((\d+)\)$/.exec((await chip.textContent()) ?? '')?.[1]);
    await hydrated(chip);
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true', { timeout: 30_000 });
    await expect(group.getByTestId('company-card')).toHaveCount(Math.min(count, 20), { timeout: 20_000 });
  });

  test('L11 V03 in English the company page and the college home show the place in English (no Chinese)', async ({ page, context, baseURL }) => {
    await context.addCookies([
      { name: 'locale', value: 'en', url: baseURL ?? '' },
      { name: 'lang', value: encryptCookieValue('en'), url: baseURL ?? '' },
    ]);
    await page.goto('/company/huading-food');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const facts = page.getByTestId('company-facts');
    await expect(facts).toContainText('Shanghai');
    expect(await facts.textContent()).not.toMatch(CHINESE);
    await expect(page.getByTestId('company-header').getByRole('heading', { level: 1 })).toContainText('Huading Food Technology');
    expect(await page.getByTestId('company-header').getByLabel('Business lines').textContent()).not.toMatch(CHINESE);
    await page.goto('/company');
    for (const text of await page.getByTestId('company-list').getByTestId('company-card-facts').allTextContents()) expect(text).not.toMatch(CHINESE);
  });

  test('L18 honours are certificates whose caption is wrapped inside the frame', async ({ page }) => {
    await page.goto('/company/huading-food');
    const honor = page.getByTestId('company-honors').locator('img').first();
    await expect(honor).toHaveAttribute('src', /\/api\/files\/seed\/honor\//);
    const svg = await (await page.request.get((await honor.getAttribute('src')) ?? '')).text();
    const lines = [...svg.matchAll(/<text[^>]*font-size="34"[^>]*>([^<]*)<\/text>/g)].map((m) => m[1] ?? '');
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.length).toBeLessThanOrEqual(2);
    for (const line of lines) expect(Array.from(line).length).toBeLessThanOrEqual(24);
  });
});
