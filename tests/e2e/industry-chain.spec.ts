import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { encryptCookieValue } from '../../lib/session/cookie-crypto';
import { storageStatePath } from './auth-state';
import { beaconAnswered, hydrated } from './helpers';

const SITE = '食包印产业社区';
/** The API's review secret in end-to-end runs (playwright.config.ts passes the same value to the API as REVIEW_SECRET). */
const REVIEW_SECRET = process.env.E2E_REVIEW_SECRET ?? 'e2e-review-secret';
/** A 1×1 GIF (not recompressed by the upload flow). */
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
/** Client navigations render their page for the first time on a fresh database, on a loaded machine. */
const NAV = { timeout: 30_000 };

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function selected(page: Page, level: number) {
  return page.getByTestId(`chain-level-${level}`).locator('a[aria-current="page"]');
}

test.describe('industry chain (visitor)', () => {
  test.describe.configure({ timeout: 180_000 });

  test('N07 N01 N03 N04 N10 N11 N12 M08 M25 M26 T09 T17 a visitor walks the header tab → product → level 1 → level 2 → a product → its company and back, then reloads a level URL', async ({ page }) => {
    await page.goto('/');
    const tab = page.getByRole('link', { name: '产业链', exact: true }).first();
    await expect(tab).toHaveAttribute('href', '/industry-chain');
    await page.goto('/industry-chain');
    await expect(page.getByRole('navigation', { name: '产业链' }).first()).toBeVisible();
    await expect(page.getByTestId('chain-list').locator('a[href^="/product/"]').first()).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`产品_产业链_${SITE}$`));

    // (the level's "全部" links to /industry-chain, the products' one URL, so the first match is the first category)
    const level1 = page.getByTestId('chain-level-1').locator('a[href^="/industry-chain/product/"]').first();
    const level1Name = ((await level1.textContent()) ?? '').trim();
    await level1.click();
    await expect(page).toHaveURL(/\/industry-chain\/product\/\d+$/, NAV);
    await expect(await selected(page, 1)).toHaveText(level1Name, NAV);
    await expect(page).toHaveTitle(new RegExp(`^${escapeRe(level1Name)}_产品_产业链_`));

    // N03: the next level's options; "全部" (nth 0) keeps level 1 only, nth 1 is the first level-2 option.
    const level2 = page.getByTestId('chain-level-2').locator('a[href^="/industry-chain/product/"]').nth(1);
    const level2Name = ((await level2.textContent()) ?? '').trim();
    const level2Href = (await level2.getAttribute('href')) ?? '';
    expect(level2Href).toMatch(/^\/industry-chain\/product\/\d+\/\d+$/);
    await level2.click();
    await expect(page).toHaveURL(new RegExp(`${escapeRe(level2Href)}$`), NAV);
    await expect(await selected(page, 2)).toHaveText(level2Name, NAV);
    await expect(await selected(page, 1)).toHaveText(level1Name);
    await expect(page.getByTestId('chain-level-3').locator('a').nth(1)).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${escapeRe(level1Name)}-${escapeRe(level2Name)}_产品_产业链_`));
    const levelUrl = page.url();

    const product = page.getByTestId('chain-list').locator('a[href^="/product/"]').first();
    const productName = ((await product.locator('h3').textContent()) ?? '').trim();
    const viewed = beaconAnswered(page, { view: '/company/product/view' }, NAV);
    await product.click();
    await expect(page).toHaveURL(/\/product\/\d+$/, NAV);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName, NAV);
    await viewed;
    await expect(page).toHaveTitle(`${productName}_产品_${SITE}`);
    await expect(page.getByTestId('product-price').first()).toHaveText(/^(¥\d+\.\d{2}(起|-¥\d+\.\d{2})?|面议|-)$/);
    await expect(page.getByTestId('attr-BASIC')).toBeVisible();

    const company = page.getByTestId('product-company');
    await expect(company).toHaveAttribute('href', /^\/company\/(ordinary\/)?[\w-]+$/);
    await company.click();
    await expect(page).toHaveURL(/\/company\/(ordinary\/)?[\w-]+$/, NAV);
    await expect(page.getByTestId('company-header')).toBeVisible(NAV);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName, NAV);

    await page.goto(levelUrl);
    await expect(await selected(page, 1)).toHaveText(level1Name);
    await expect(await selected(page, 2)).toHaveText(level2Name);
    await expect(page.getByTestId('chain-list').locator('a[href^="/product/"]').first()).toBeVisible();
  });

  test('N02 N05 N06 N09 N10 entity switch to brands and companies; company filters and the search box; another entity type is a 404', async ({ page }) => {
    await page.goto('/industry-chain');
    await page.getByRole('navigation', { name: '产业链' }).first().getByRole('link', { name: '品牌' }).click();
    await expect(page).toHaveURL(/\/industry-chain\/brand$/, NAV);
    const brand = page.getByTestId('chain-list').locator('a[href^="/brand/"]').first();
    await expect(brand).toBeVisible(NAV);
    const brandName = ((await brand.locator('h3').textContent()) ?? '').trim();
    await brand.click();
    await expect(page).toHaveURL(/\/brand\/\d+$/, NAV);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(brandName, NAV);
    await expect(page).toHaveTitle(`${brandName}_品牌_${SITE}`);
    await expect(page.getByTestId('brand-company')).toHaveAttribute('href', /^\/company\/(ordinary\/)?[\w-]+$/);

    await page.goto('/industry-chain/company');
    await expect(page.getByTestId('chain-list').locator('a[href^="/company/"]').first()).toBeVisible();

    // N09: the search box offers hot companies once it has hydrated, then searches.
    await hydrated(page.getByTestId('chain-search'));
    await page.getByTestId('chain-search').click();
    await expect(page.getByTestId('chain-hot-companies').locator('a[href^="/company/"]').first()).toBeVisible();
    await page.getByTestId('chain-search').fill('华鼎');
    const result = page.getByTestId('chain-search-results').getByRole('link', { name: /华鼎/ });
    await expect(result).toHaveAttribute('href', '/company/huading-food', NAV);

    // N05: filters by province, in the browser, kept in the URL; a reload restores them.
    await page.getByTestId('chain-filter-province').selectOption({ label: '上海' });
    const filtered = page.getByTestId('chain-filtered');
    await expect(filtered.locator('a[href^="/company/"]').first()).toBeVisible(NAV);
    await expect(filtered.getByText('上海').first()).toBeVisible();
    await expect(page).toHaveURL(/\?province=310000$/);
    await page.reload();
    await expect(page.getByTestId('chain-filter-province')).toHaveValue('310000', NAV);
    await expect(page.getByTestId('chain-filtered').locator('a[href^="/company/"]').first()).toBeVisible(NAV);
    await page.getByTestId('chain-filter-reset').click();
    await expect(page.getByTestId('chain-filtered')).toHaveCount(0);

    const missing = await page.goto('/industry-chain/people');
    expect(missing?.status()).toBe(404);
  });
});

test.describe('industry chain in English', () => {
  test('V N05 T09 the chain in en: English title, filter labels and option names, English places', async ({ page, context, baseURL }) => {
    await context.addCookies([
      { name: 'lang', value: encryptCookieValue('en'), url: baseURL ?? '' },
      { name: 'locale', value: 'en', url: baseURL ?? '' },
    ]);
    await page.goto('/industry-chain/company?province=310000');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Companies_Industry chain_FPP Industry Community');
    const filters = page.getByTestId('chain-filters');
    await expect(filters.getByText('Province')).toBeVisible();
    await expect(page.getByTestId('chain-filter-province')).toHaveValue('310000', NAV);
    await expect(page.getByTestId('chain-filter-province').locator('option:checked')).toHaveText('Shanghai');
    const list = page.getByTestId('chain-filtered');
    await expect(list.getByText('Shanghai').first()).toBeVisible(NAV);
    await expect(page.getByTestId('chain-level-1')).not.toContainText(/[\u4e00-\u9fff]/);
  });
});

test.describe('product page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('M08 M25 M26 T17 the first HTML shows name, price, attributes, the title template and Product JSON-LD', async ({ page, request }) => {
    // a priced product (issue 31 item 4: one priced 面议 emits no Product type)
    const products = ((await (await request.get('/api/company/product/search?size=100')).json()) as { data: { records: { id: number; priceType: string }[] } }).data.records;
    const id = products.find((p) => p.priceType === 'SPECIFIC')?.id;
    expect(id).toBeTruthy();
    await page.goto(`/product/${id}`);
    const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    expect(name.length).toBeGreaterThan(0);
    await expect(page).toHaveTitle(new RegExp(`^${escapeRe(name)}_产品_`));
    await expect(page.getByTestId('product-price').first()).toBeVisible();
    await expect(page.getByTestId('attr-BASIC').locator('dt').first()).toBeVisible();
    const ld = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(ld).toContain('"@type":"Product"');
    // issue 31 item 4: the page shows no breadcrumb trail, so its structured data has none
    expect(ld).not.toContain('"BreadcrumbList"');
  });
});

test.describe('staff product editor', () => {
  test.use({ storageState: storageStatePath('member1') });
  test.describe.configure({ timeout: 180_000 });

  test('U15 M09 M27 M32 M08 a staff member adds a product with an image; it stays private until the review passes it, then its page shows the image', async ({ page, request }, info) => {
    const name = `E2E 燕麦杯 ${info.project.name} ${Date.now() % 100000}`;
    await page.goto('/product/add');
    const form = page.getByTestId('product-form');
    await expect(form).toBeVisible(NAV);
    await form.getByLabel('产品名称').fill(name);
    await form.getByLabel('价格（元）').fill('12.5');
    await page.getByTestId('product-images').locator('input[type="file"]').setInputFiles({ name: 'cup.gif', mimeType: 'image/gif', buffer: GIF });
    const thumb = page.getByTestId('product-images').locator('img').first();
    await expect(thumb).toHaveAttribute('src', /company\/product\/image\//, { timeout: 20_000 });
    const image = (await thumb.getAttribute('src')) ?? '';
    await page.getByTestId('product-submit').click();
    // the new product's edit page, which shows the confirmation (?submitted=1)
    await expect(page).toHaveURL(/\/product\/edit\/\d+\?submitted=1$/, NAV);
    await expect(page.getByTestId('product-form-notice')).toContainText('审核通过后公开展示', NAV);
    await expect(page.getByText('审核状态：待审核')).toBeVisible();
    const id = Number(new URL(page.url()).pathname.split('/').pop());

    // M32: PENDING is not public.
    expect((await (await request.get(`/api/company/product/${id}`)).json()).code).toBe(404);

    // The platform's review step (the same as achievements'): a wrong secret is refused, the right one passes it.
    const review = (secret: string) => request.post('/api/admin/product/review', { headers: { 'x-review-secret': secret }, data: { id, result: 'pass' } });
    expect((await review('wrong')).status()).toBe(403);
    expect((await (await review(REVIEW_SECRET)).json()).data).toEqual({ id, reviewStatus: 'APPROVED' });

    await expect(async () => {
      await page.goto(`/product/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name, { timeout: 5000 });
    }).toPass({ timeout: 60_000 });
    await expect(page.getByTestId('product-price').first()).toHaveText('¥12.50');
    await expect(page.locator(`img[src="${image}"]`).first()).toBeVisible();
    // M10: the staff member's own company's product offers the editor.
    await expect(page.getByTestId('manage-edit')).toHaveAttribute('href', `/product/edit/${id}`, NAV);
  });
});

test.describe('staff editors load on the server (issue 27)', () => {
  test.use({ storageState: storageStatePath('member1') });
  test.describe.configure({ timeout: 120_000 });

  /** The approved products and brands of 华鼎食品 (member1's company) and of another company. */
  async function catalogue(request: APIRequestContext) {
    const huading = (await (await request.get('/api/company/companies/college/detail?code=huading-food')).json()).data as { companyId: number };
    const products = (await (await request.get('/api/company/product/search?size=100')).json()).data.records as { id: number; name: string; companyId: number }[];
    const brands = (await (await request.get('/api/company/brand/page?size=100')).json()).data.records as { id: number; name: string; companyId: number }[];
    const own = <T extends { companyId: number }>(items: T[]) => items.find((i) => i.companyId === huading.companyId);
    const foreign = <T extends { companyId: number }>(items: T[]) => items.find((i) => i.companyId !== huading.companyId);
    return { ownProduct: own(products), foreignProduct: foreign(products), ownBrand: own(brands), foreignBrand: foreign(brands) };
  }

  test('M10 M13 M31 A09 the editor of a missing product or brand, or of another company\'s, answers the readable 404', async ({ page }) => {
    const { foreignProduct, foreignBrand } = await catalogue(page.request);
    expect(foreignProduct && foreignBrand).toBeTruthy();
    for (const path of ['/product/edit/999999', '/brand/edit/999999', `/product/edit/${foreignProduct?.id}`, `/brand/edit/${foreignBrand?.id}`]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByTestId('status-page')).toBeVisible();
      await expect(page.getByTestId('product-form')).toHaveCount(0);
      await expect(page.getByTestId('brand-form')).toHaveCount(0);
    }
  });

  test('M10 M13 U16 U19 editing an own product or brand: its data is in the first HTML and in the form', async ({ page }) => {
    const { ownProduct, ownBrand } = await catalogue(page.request);
    expect(ownProduct && ownBrand).toBeTruthy();
    const product = await page.goto(`/product/edit/${ownProduct?.id}`);
    expect(product?.status()).toBe(200);
    expect(await product?.text()).toContain(`value="${ownProduct?.name}"`);
    await expect(page.getByTestId('product-form').getByLabel('产品名称')).toHaveValue(ownProduct?.name ?? '', NAV);
    await expect(page.getByText('审核状态：审核通过')).toBeVisible();

    const brand = await page.goto(`/brand/edit/${ownBrand?.id}`);
    expect(brand?.status()).toBe(200);
    expect(await brand?.text()).toContain(`value="${ownBrand?.name}"`);
    await expect(page.getByTestId('brand-form').getByLabel('品牌名称')).toHaveValue(ownBrand?.name ?? '', NAV);
  });
});
