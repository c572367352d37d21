/** Products, brands and the industry chain: public reads (M08, M11, M28, N03–N06, N09, N12), staff writes with tokens (U15–U20, M31, M32), review. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandDetailSchema, CHAIN_TAG_TYPE, chainCompanyPageSchema, productDetailSchema, productPageSchema } from '../../lib/contract/catalogue';
import type { ApiEnv } from '../../backend/src/config';
import { call, createTestApi, DEMO, loginDemo, withDb, type TestApi } from './helpers';

const REVIEW_SECRET = 'test-review-secret';
let api: TestApi;
let staff: string;
let limited: string;

beforeAll(async () => {
  api = await createTestApi({ reviewSecret: REVIEW_SECRET } as Partial<ApiEnv>);
  staff = (await loginDemo(api, DEMO.first)).access_token;
  limited = (await loginDemo(api, DEMO.second)).access_token;
});
afterAll(async () => {
  await api.close();
});

const roots = async (type: number): Promise<{ id: number; name: string }[]> =>
  await withDb(api, async (db) => await db.prepare('SELECT id, name FROM tags WHERE type = ? AND parent_id IS NULL ORDER BY sort, id').all(type) as { id: number; name: string }[]);
const children = async (parent: number): Promise<{ id: number }[]> =>
  await withDb(api, async (db) => await db.prepare('SELECT id FROM tags WHERE parent_id = ? ORDER BY sort, id').all(parent) as { id: number }[]);

const newProduct = {
  name: '测试新品燕麦杯',
  description: '审核前不可见的新品',
  priceType: 'RANGE',
  price: 10,
  maxPrice: 20,
  unit: '杯',
  images: ['/uploads/company/product/image/a.jpg'],
  video: '/uploads/company/product/video/a.mp4',
  attributes: [{ group: 'BASIC', name: '产地', value: '上海' }],
  tagIds: [] as number[],
};

describe('seed', () => {
  it('M25 M26 N03: ≥150 approved products over every price type, ≥40 brands, three-level trees per entity type', async () => {
    const counts = await withDb(api, async (db) => ({
      products: (await db.prepare("SELECT COUNT(*) AS n FROM company_products WHERE review_status = 'APPROVED'").get() as { n: number }).n,
      brands: (await db.prepare("SELECT COUNT(*) AS n FROM company_brands WHERE review_status = 'APPROVED'").get() as { n: number }).n,
      types: (await db.prepare('SELECT DISTINCT price_type AS t FROM company_products').all() as { t: string }[]).map((r) => r.t).sort(),
      invalid: (await db.prepare("SELECT COUNT(*) AS n FROM company_products WHERE price_type = 'SPECIFIC' AND price IS NULL").get() as { n: number }).n,
      groups: (await db.prepare('SELECT DISTINCT attr_group AS g FROM company_product_attributes').all() as { g: string }[]).map((r) => r.g).sort(),
    }));
    expect(counts.products).toBeGreaterThanOrEqual(150);
    expect(counts.brands).toBeGreaterThanOrEqual(40);
    expect(counts.types).toEqual(['LEAST', 'NEGOTIABLE', 'RANGE', 'SPECIFIC']);
    expect(counts.invalid).toBeGreaterThan(0);
    expect(counts.groups).toEqual(['BASIC', 'PRODUCTION', 'SPECIFICATION']);
    for (const type of Object.values(CHAIN_TAG_TYPE)) {
      const first = (await roots(type))[0];
      expect(first).toBeDefined();
      const second = (await children(first!.id))[0];
      expect(second).toBeDefined();
      expect((await children(second!.id)).length).toBeGreaterThan(0);
    }
  });
});

describe('public reads', () => {
  it('M28 N04 N11: product search narrows by chain levels; each level is a subset of the one above', async () => {
    const level1 = (await roots(CHAIN_TAG_TYPE.product))[0]!.id;
    const level2 = (await children(level1))[0]!.id;
    const all = productPageSchema.parse((await call(api, 'GET', '/company/product/search', { query: { size: 100 } })).body.data);
    const one = productPageSchema.parse((await call(api, 'GET', '/company/product/search', { query: { tagId: [level1], size: 100 } })).body.data);
    const two = productPageSchema.parse((await call(api, 'GET', '/company/product/search', { query: { tagId: [level1, level2], size: 100 } })).body.data);
    expect(one.total).toBeGreaterThan(0);
    expect(one.total).toBeLessThan(all.total);
    expect(two.total).toBeGreaterThan(0);
    expect(two.total).toBeLessThanOrEqual(one.total);
    const ids = new Set(one.records.map((p) => p.id));
    expect(two.records.every((p) => ids.has(p.id))).toBe(true);
  });

  it('M28: keyword and company filters; hot products; bad paging is an envelope, not a 500', async () => {
    const kw = await call(api, 'GET', '/company/product/search', { query: { keyword: '礼盒' } });
    expect(kw.body.data.records.length).toBeGreaterThan(0);
    expect(kw.body.data.records.some((p: { name: string }) => p.name.includes('礼盒'))).toBe(true);
    const none = await call(api, 'GET', '/company/product/search', { query: { keyword: '%_不存在的关键词_%' } });
    expect(none.body.data.total).toBe(0);
    const byCompany = await call(api, 'GET', '/company/product/page', { query: { companyId: 1 } });
    expect(byCompany.body.data.records.every((p: { companyId: number }) => p.companyId === 1)).toBe(true);
    // V05: a card carries the company's English name for the en interface, as stored with the company
    const enName = await withDb(api, async (db) => (await db.prepare('SELECT en_name AS n FROM companies WHERE id = 1').get() as { n: string | null }).n);
    expect(enName).toBeTruthy();
    expect(byCompany.body.data.records[0].companyEnName).toBe(enName);
    const hot = await call(api, 'GET', '/company/product/hot');
    expect(hot.body.data.length).toBeGreaterThan(0);
    const bad = await call(api, 'GET', '/company/product/search', { query: { tagId: 'abc' } });
    expect(bad.status).toBe(200);
    expect(bad.body.code).not.toBe(0);
  });

  it('M08 M26 N12: product detail with images, attributes, company; a view POST adds one; missing id is 404', async () => {
    const id = (await call(api, 'GET', '/company/product/hot')).body.data[0].id as number;
    const detail = productDetailSchema.parse((await call(api, 'GET', `/company/product/${id}`)).body.data);
    expect(detail.images.length).toBeGreaterThan(0);
    expect(detail.attributes.some((a) => a.group === 'BASIC')).toBe(true);
    expect(detail.company.code).toBeTruthy();
    const before = detail.viewCount;
    expect((await call(api, 'POST', '/company/product/view', { json: { id } })).body.code).toBe(0);
    const after = await withDb(api, async (db) => (await db.prepare('SELECT view_count AS v FROM company_products WHERE id = ?').get(id) as { v: number }).v);
    expect(after).toBe(before + 1);
    const related = await call(api, 'GET', `/company/product/${id}/related`);
    expect(related.body.data.length).toBeGreaterThan(0);
    expect(related.body.data.every((p: { id: number }) => p.id !== id)).toBe(true);
    const missing = await call(api, 'GET', '/company/product/99999999');
    expect(missing.body.code).toBe(404);
    expect((await call(api, 'GET', '/company/product/abc')).body.code).toBe(1);
  });

  it('M32: PENDING and REJECTED products are not public', async () => {
    const hidden = await withDb(api, async (db) => await db.prepare("SELECT id FROM company_products WHERE review_status <> 'APPROVED'").all() as { id: number }[]);
    expect(hidden.length).toBeGreaterThan(0);
    for (const { id } of hidden) expect((await call(api, 'GET', `/company/product/${id}`)).body.code).toBe(404);
    const search = await call(api, 'GET', '/company/product/search', { query: { keyword: '待审核' } });
    expect(search.body.data.total).toBe(0);
  });

  it('M32: the company page and its recommended products show only APPROVED brands and products', async () => {
    const detail = await call(api, 'GET', '/company/companies/college/detail', { query: { code: 'huading-food' } });
    expect(detail.body.code).toBe(0);
    const brandNames = (detail.body.data.brands as { name: string }[]).map((b) => b.name);
    expect(brandNames.length).toBeGreaterThan(0);
    expect(brandNames).not.toContain('华鼎轻食');
    const productNames = (detail.body.data.products as { name: string }[]).map((p) => p.name);
    expect(productNames.some((n) => n.startsWith('待审核') || n.startsWith('未通过'))).toBe(false);
    const companyId = detail.body.data.companyId as number;
    const pending = await withDb(api, async (db) => (await db.prepare("SELECT id FROM company_products WHERE company_id = ? AND review_status = 'PENDING'").get(companyId) as { id: number }).id);
    expect((await call(api, 'POST', '/company/company-recommend-product/save', { token: staff, json: { companyId, productIds: [pending] } })).body.code).toBe(0);
    expect((await call(api, 'GET', '/company/company-recommend-product/page', { query: { companyId } })).body.data.total).toBe(0);
  });

  it('M11 N06 N12: brand page, brand detail with story and company, its products, view POST', async () => {
    const page = await call(api, 'GET', '/company/brand/page', { query: { size: 50 } });
    expect(page.body.data.total).toBeGreaterThanOrEqual(40);
    const level1 = (await roots(CHAIN_TAG_TYPE.brand))[0]!.id;
    const narrowed = await call(api, 'GET', '/company/brand/page', { query: { tagId: [level1] } });
    expect(narrowed.body.data.total).toBeGreaterThan(0);
    expect(narrowed.body.data.total).toBeLessThan(page.body.data.total);
    const id = page.body.data.records[0].id as number;
    const brand = brandDetailSchema.parse((await call(api, 'GET', `/company/brand/${id}`)).body.data);
    expect(brand.story).toBeTruthy();
    expect(brand.companyEnName).toBe(brand.company.enName);
    const products = await call(api, 'GET', `/company/brand/${id}/products`);
    expect(products.body.code).toBe(0);
    expect((await call(api, 'POST', '/company/brand/view', { json: { id } })).body.code).toBe(0);
    const pending = await withDb(api, async (db) => (await db.prepare("SELECT id FROM company_brands WHERE review_status = 'PENDING'").get() as { id: number }).id);
    expect((await call(api, 'GET', `/company/brand/${pending}`)).body.code).toBe(404);
  });

  it('N05 N09: chain companies filter by level, province, base category; size is capped at 20; hot companies', async () => {
    const all = chainCompanyPageSchema.parse((await call(api, 'GET', '/company/chain/companies', { query: { size: 100 } })).body.data);
    expect(all.size).toBe(20);
    expect(all.records.length).toBeLessThanOrEqual(20);
    const level1 = (await roots(CHAIN_TAG_TYPE.company))[2]!.id;
    const byLevel = await call(api, 'GET', '/company/chain/companies', { query: { tagId: [level1] } });
    expect(byLevel.body.data.total).toBeGreaterThan(0);
    expect(byLevel.body.data.total).toBeLessThan(all.total);
    const shanghai = await call(api, 'GET', '/company/chain/companies', { query: { provinceId: 310000 } });
    expect(shanghai.body.data.records.every((c: { location: string | null }) => (c.location ?? '').includes('上海'))).toBe(true);
    const base = all.records[0]!.categories[0]!.id;
    const byBase = await call(api, 'GET', '/company/chain/companies', { query: { baseCategoryId: base } });
    expect(byBase.body.data.records.every((c: { categories: { id: number }[] }) => c.categories.some((t) => t.id === base))).toBe(true);
    const hot = await call(api, 'GET', '/company/hot-companies/list');
    expect(hot.body.data.length).toBeGreaterThan(0);
    const keywords = await call(api, 'GET', '/company/searchkeyword/hot');
    expect(keywords.body.code).toBe(0);
  });
});

describe('N05 filters over products, brands and companies', () => {
  const tagOfType = async (type: number, name: string): Promise<number> =>
    await withDb(api, async (db) => (await db.prepare('SELECT id FROM tags WHERE type = ? AND name = ?').get(type, name) as { id: number }).id);
  const companiesIn = async (provinceId: number): Promise<Set<number>> =>
    new Set(
      await withDb(api, async (db) =>
        (await db.prepare('SELECT id FROM companies WHERE location_id IN (SELECT id FROM locations WHERE id = ? OR parent_id = ?)').all(provinceId, provinceId) as { id: number }[]).map((r) => r.id),
      ),
    );

  it('province: only items of companies in that province (a municipality or a province with its cities)', async () => {
    const shanghai = await companiesIn(310000);
    expect(shanghai.size).toBeGreaterThan(0);
    const products = productPageSchema.parse((await call(api, 'GET', '/company/product/search', { query: { provinceId: 310000, size: 50 } })).body.data);
    expect(products.total).toBeGreaterThan(0);
    expect(products.records.every((p) => shanghai.has(p.companyId))).toBe(true);
    const brands = await call(api, 'GET', '/company/brand/page', { query: { provinceId: 310000, size: 50 } });
    expect(brands.body.data.records.every((b: { companyId: number }) => shanghai.has(b.companyId))).toBe(true);
    const companies = chainCompanyPageSchema.parse((await call(api, 'GET', '/company/chain/companies', { query: { provinceId: 310000 } })).body.data);
    expect(companies.records.every((c) => shanghai.has(c.id))).toBe(true);
    expect(companies.records[0]?.locationEnName).toBeTruthy();
  });

  it('base category: the company\'s industry tag; category line: a product-category tag of the product, the brand or the company\'s products', async () => {
    const bakery = await tagOfType(1, '烘焙');
    const products = productPageSchema.parse((await call(api, 'GET', '/company/product/search', { query: { baseCategoryId: bakery, size: 50 } })).body.data);
    expect(products.total).toBeGreaterThan(0);
    const bakers = new Set(await withDb(api, async (db) => (await db.prepare('SELECT company_id AS id FROM company_categories WHERE tag_id = ?').all(bakery) as { id: number }[]).map((r) => r.id)));
    expect(products.records.every((p) => bakers.has(p.companyId))).toBe(true);

    const finished = await tagOfType(33, '成品');
    const lineProducts = productPageSchema.parse((await call(api, 'GET', '/company/product/search', { query: { categoryLineId: finished, size: 50 } })).body.data);
    expect(lineProducts.total).toBeGreaterThan(0);
    const tagged = new Set(await withDb(api, async (db) => (await db.prepare('SELECT product_id AS id FROM company_product_categories WHERE tag_id = ?').all(finished) as { id: number }[]).map((r) => r.id)));
    expect(lineProducts.records.every((p) => tagged.has(p.id))).toBe(true);
    const all = await call(api, 'GET', '/company/chain/companies', {});
    const lineCompanies = await call(api, 'GET', '/company/chain/companies', { query: { categoryLineId: finished } });
    expect(lineCompanies.body.data.total).toBeGreaterThan(0);
    expect(lineCompanies.body.data.total).toBeLessThanOrEqual(all.body.data.total);
    const lineBrands = await call(api, 'GET', '/company/brand/page', { query: { categoryLineId: finished } });
    expect(lineBrands.body.data.total).toBeGreaterThan(0);

    const none = await call(api, 'GET', '/company/product/search', { query: { provinceId: 310000, baseCategoryId: bakery, categoryLineId: 987654321 } });
    expect(none.body.data.total).toBe(0);
    const bad = await call(api, 'GET', '/company/chain/companies', { query: { provinceId: 'x' } });
    expect(bad.status).toBe(200);
  });
});

describe('review routes off', () => {
  it('M32: without REVIEW_SECRET the review routes answer 404', async () => {
    const off = await createTestApi();
    try {
      const res = await call(off, 'POST', '/admin/product/review', { headers: { 'x-review-secret': '' }, json: { id: 1, result: 'pass' } });
      expect(res.body.code).toBe(404);
    } finally {
      await off.close();
    }
  });
});

describe('staff writes and review', () => {
  it('V14 the translate option is validated by the contract and stored with the product, as the news save', async () => {
    const created = await call(api, 'POST', '/company/product', { token: staff, json: { ...newProduct, translationDirection: 'ZH_TO_EN' } });
    expect(created.body.code).toBe(0);
    const id = created.body.data.id as number;
    expect((await call(api, 'GET', `/company/product/manage/${id}`, { token: staff })).body.data.translationDirection).toBe('ZH_TO_EN');
    expect((await call(api, 'PUT', '/company/product', { token: staff, json: { ...newProduct, id, translationDirection: 'EN_TO_ZH' } })).body.code).toBe(0);
    expect((await call(api, 'GET', `/company/product/manage/${id}`, { token: staff })).body.data.translationDirection).toBe('EN_TO_ZH');
    expect((await call(api, 'PUT', '/company/product', { token: staff, json: { ...newProduct, id, translationDirection: null } })).body.code).toBe(0);
    expect((await call(api, 'GET', `/company/product/manage/${id}`, { token: staff })).body.data.translationDirection).toBeNull();
    const bad = await call(api, 'PUT', '/company/product', { token: staff, json: { ...newProduct, id, translationDirection: 'FR_TO_EN' } });
    expect(bad.status).toBeLessThan(500);
    expect(bad.body.code).toBe(1);
  });

  it('U15 M32 issue 29 item 8: a staff member adds a product; it is PENDING and private until reviewed, then public; each review notifies its writer', async () => {
    const leaf = (await children((await children((await roots(CHAIN_TAG_TYPE.product))[0]!.id))[0]!.id))[0]!.id;
    const created = await call(api, 'POST', '/company/product', { token: staff, json: { ...newProduct, tagIds: [leaf] } });
    expect(created.body.code).toBe(0);
    const id = created.body.data.id as number;
    expect((await call(api, 'GET', `/company/product/${id}`)).body.code).toBe(404);
    const own = await call(api, 'GET', `/company/product/manage/${id}`, { token: staff });
    expect(own.body.data.reviewStatus).toBe('PENDING');
    expect(own.body.data.categories.length).toBe(3);
    expect((await call(api, 'GET', `/company/product/manage/${id}`, { token: limited })).body.code).toBe(404);

    const review = (secret: string | null, result: 'pass' | 'block', kind = 'product', itemId = id) =>
      call(api, 'POST', `/admin/${kind}/review`, { headers: secret === null ? {} : { 'x-review-secret': secret }, json: { id: itemId, result } });
    expect((await review(null, 'pass')).status).toBe(403);
    expect((await review('wrong', 'pass')).status).toBe(403);
    const passed = await review(REVIEW_SECRET, 'pass');
    expect(passed.body.code).toBe(0);
    expect(passed.body.data).toEqual({ id, reviewStatus: 'APPROVED' });
    const pub = await call(api, 'GET', `/company/product/${id}`);
    expect(pub.body.data.name).toBe(newProduct.name);
    expect(pub.body.data.video).toBe(newProduct.video);
    expect((await review(REVIEW_SECRET, 'block')).body.code).toBe(1);
    expect((await review(REVIEW_SECRET, 'pass', 'product', 99999999)).body.code).toBe(404);
    expect((await call(api, 'POST', '/admin/product/review', { headers: { 'x-review-secret': REVIEW_SECRET }, json: { id, result: 'maybe' } })).body.code).toBe(1);
    const edited = await call(api, 'PUT', '/company/product', { token: staff, json: { ...newProduct, id, priceType: 'NEGOTIABLE', name: '测试新品燕麦杯 2' } });
    expect(edited.body.code).toBe(0);
    expect((await call(api, 'GET', `/company/product/${id}`)).body.code).toBe(404);
    expect((await review(REVIEW_SECRET, 'block')).body.data).toEqual({ id, reviewStatus: 'REJECTED' });
    expect((await call(api, 'GET', `/company/product/${id}`)).body.code).toBe(404);
    // issue 29 item 8: each review sent the writer a system notice, as an achievement's does
    const notices = (await call(api, 'GET', '/msg/notice/page', { token: staff, query: { noticeType: 0, current: 1, size: 50 } })).body.data.records as { entityId: number; noticeContent: Record<string, unknown> }[];
    const mine = notices.filter((x) => x.entityId === id).map((x) => x.noticeContent);
    expect(mine.map((c) => c.msgType).sort()).toEqual(['product_review_block', 'product_review_pass']);
    expect(mine.find((c) => c.msgType === 'product_review_pass')).toMatchObject({ adminMemberId: 1000, isPass: true, subjectId: id, title: newProduct.name, template: '你提交的产品《{title}》已审核通过' });
    expect((await call(api, 'GET', `/company/product/manage/${id}`, { token: staff })).body.data.reviewStatus).toBe('REJECTED');
  });

  it('U15–U17 U14: without a token or for another company the API answers 10403 with the message; anonymous is 401', async () => {
    expect((await call(api, 'POST', '/company/product', { json: newProduct })).status).toBe(401);
    const ownOfFirst = await withDb(api, async (db) => (await db.prepare('SELECT id FROM company_products WHERE company_id = 1 ORDER BY id LIMIT 1').get() as { id: number }).id);
    const del = await call(api, 'DELETE', `/company/product/${ownOfFirst}`, { token: limited });
    expect(del.body.code).toBe(10403);
    expect(del.body.msg).toBe('暂无权限操作，请联系平台管理员~');
    const foreign = await call(api, 'PUT', '/company/product', { token: limited, json: { ...newProduct, id: ownOfFirst } });
    expect(foreign.body.code).toBe(10403);
    await withDb(api, async (db) => await db.prepare("DELETE FROM member_authorities WHERE member_id = (SELECT id FROM members WHERE mobile = ?) AND authority LIKE 'company:brand:%'").run(DEMO.second));
    const brand = await call(api, 'POST', '/company/brand', { token: limited, json: { name: '无权品牌' } });
    expect(brand.body.code).toBe(10403);
  });

  it('M25 input: a range without max, a SPECIFIC without price and an unknown tag are envelope errors', async () => {
    const noMax = await call(api, 'POST', '/company/product', { token: staff, json: { ...newProduct, maxPrice: null } });
    expect(noMax.body.code).toBe(1);
    const noPrice = await call(api, 'POST', '/company/product', { token: staff, json: { ...newProduct, priceType: 'SPECIFIC', price: null } });
    expect(noPrice.body.code).toBe(1);
    const badTag = await call(api, 'POST', '/company/product', { token: staff, json: { ...newProduct, tagIds: [987654321] } });
    expect(badTag.body.code).toBe(1);
    const badType = await call(api, 'POST', '/company/product', { token: staff, json: { ...newProduct, priceType: 'FREE' } });
    expect(badType.body.code).toBe(1);
  });

  it('U17 U18–U20 issue 29 item 8: brand add (PENDING), its review notifies the writer, edit, delete; product delete', async () => {
    const created = await call(api, 'POST', '/company/brand', { token: staff, json: { name: '测试品牌', story: '品牌故事', tagIds: [] } });
    expect(created.body.code).toBe(0);
    const id = created.body.data.id as number;
    expect((await call(api, 'GET', `/company/brand/${id}`)).body.code).toBe(404);
    const passed = await call(api, 'POST', '/admin/brand/review', { headers: { 'x-review-secret': REVIEW_SECRET }, json: { id, result: 'pass' } });
    expect(passed.body.data).toEqual({ id, reviewStatus: 'APPROVED' });
    expect((await call(api, 'GET', `/company/brand/${id}`)).body.data.name).toBe('测试品牌');
    const notices = (await call(api, 'GET', '/msg/notice/page', { token: staff, query: { noticeType: 0, current: 1, size: 50 } })).body.data.records as { entityId: number; noticeContent: Record<string, unknown> }[];
    expect(notices.find((x) => x.entityId === id)?.noticeContent).toMatchObject({ msgType: 'brand_review_pass', isPass: true, subjectId: id, title: '测试品牌' });
    expect((await call(api, 'PUT', '/company/brand', { token: staff, json: { id, name: '测试品牌改' } })).body.code).toBe(0);
    expect((await call(api, 'GET', `/company/brand/manage/${id}`, { token: staff })).body.data.name).toBe('测试品牌改');
    expect((await call(api, 'GET', `/company/brand/${id}`)).body.code).toBe(404);
    expect((await call(api, 'DELETE', `/company/brand/${id}`, { token: staff })).body.code).toBe(0);
    expect((await call(api, 'GET', `/company/brand/manage/${id}`, { token: staff })).body.code).toBe(404);
    const product = (await call(api, 'POST', '/company/product', { token: staff, json: newProduct })).body.data.id as number;
    expect((await call(api, 'DELETE', `/company/product/${product}`, { token: staff })).body.code).toBe(0);
    expect((await call(api, 'DELETE', `/company/product/${product}`, { token: staff })).body.code).toBe(404);
  });
});
