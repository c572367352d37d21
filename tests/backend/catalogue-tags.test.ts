/**
 * N14: paged tag browsing (`GET /basic/tag/page`, `GET /basic/tag/list`) feeds the chain's category levels (N03) and
 * the editors' tag pickers (M30). M29: an event product's `skuList` ids are what an order names. L30: member list
 * items carry the company relation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tagListSchema, tagPageSchema } from '@/lib/contract/basic';
import { CATALOGUE_CATEGORY_TYPE, CHAIN_TAG_TYPE } from '@/lib/contract/catalogue';
import { ticketProductSchema } from '@/lib/contract/ec';
import { memberListPageSchema } from '@/lib/contract/social';
import { call, createTestApi, loginDemo, withDb, type TestApi } from './helpers';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await createTestApi();
  token = (await loginDemo(api)).access_token;
});
afterAll(async () => api.close());

const list = async (query: Record<string, string | number>) => tagListSchema.parse((await call(api, 'GET', '/basic/tag/list', { query })).body.data);
const page = async (query: Record<string, string | number>) => tagPageSchema.parse((await call(api, 'GET', '/basic/tag/page', { query })).body.data);

describe('N14 paged tag browsing', () => {
  it('N14 N03 the pages of one chain level hold, page by page, exactly the options the level lists', async () => {
    const roots = await list({ type: CHAIN_TAG_TYPE.product, parentId: 0 });
    expect(roots.length).toBeGreaterThan(2);
    const first = await page({ type: CHAIN_TAG_TYPE.product, parentId: 0, current: 1, size: 2 });
    expect(first).toMatchObject({ total: roots.length, size: 2, current: 1, pages: Math.ceil(roots.length / 2) });
    const all = [];
    for (let current = 1; current <= first.pages; current += 1) {
      all.push(...(await page({ type: CHAIN_TAG_TYPE.product, parentId: 0, current, size: 2 })).records);
    }
    expect(all.map((t) => t.id)).toEqual(roots.map((t) => t.id));
    // the next level: the children of a root, all of the same tree
    const children = await page({ type: CHAIN_TAG_TYPE.product, parentId: roots[0]!.id, size: 50 });
    expect(children.records.length).toBeGreaterThan(0);
    expect(children.records.every((t) => t.parentId === roots[0]!.id && t.type === CHAIN_TAG_TYPE.product)).toBe(true);
  });

  it.each(Object.entries(CATALOGUE_CATEGORY_TYPE))('N14 M30 the %s picker (type %i) has tags of its type, by page and as a list', async (_key, type) => {
    const tags = await list({ type });
    expect(tags.length).toBeGreaterThan(0);
    expect(tags.every((t) => t.type === type)).toBe(true);
    const paged = await page({ type, current: 1, size: 100 });
    expect(paged.total).toBe(tags.length);
  });

  it('N14 a bad page or type is an envelope error or page 1, never a 500', async () => {
    expect((await call(api, 'GET', '/basic/tag/page', { query: { type: 'x' } })).body.code).toBe(1);
    const bad = await call(api, 'GET', '/basic/tag/page', { query: { type: CHAIN_TAG_TYPE.brand, current: 'abc' } });
    expect(bad.status).toBe(200);
    expect(bad.body.data.current).toBe(1);
  });
});

describe('M29 product SKUs', () => {
  it('M29 GET /ec/products/{id} lists the SKUs by id; an order names one of them and no other', async () => {
    const productId = await withDb(api, async (db) => (await db.prepare("SELECT p.id FROM ec_products p JOIN ec_skus s ON s.product_id = p.id WHERE s.price > 0 AND s.stock > s.sold + 2 LIMIT 1").get() as { id: number }).id);
    const product = ticketProductSchema.parse((await call(api, 'GET', `/ec/products/${productId}`)).body.data);
    expect(product.skuList.length).toBeGreaterThan(0);
    expect(new Set(product.skuList.map((s) => s.id)).size).toBe(product.skuList.length);
    const sku = product.skuList.find((s) => !s.soldOut)!;
    const ordered = await call(api, 'POST', '/ec/orders', { token, json: { skuQuantityList: [{ skuId: sku.id, quantity: 1 }], paymentType: 'ONLINE' } });
    expect(ordered.body.code).toBe(0);
    const unknown = await call(api, 'POST', '/ec/orders', { token, json: { skuQuantityList: [{ skuId: 987654, quantity: 1 }], paymentType: 'ONLINE' } });
    expect(unknown.body.code).toBe(404);
  });
});

describe('L30 company relation on member lists', () => {
  it('L30 members of a platform company carry MANAGEMENT; members with a free-text company or none carry nothing', async () => {
    const latest = memberListPageSchema.parse((await call(api, 'GET', '/admin/follow/join-latest', { query: { current: 1, size: 100 } })).body.data);
    const companyOf = new Map((await withDb(api, async (db) => await db.prepare('SELECT id, company_id FROM members').all() as { id: number; company_id: number }[])).map((r) => [r.id, r.company_id]));
    const withCompany = latest.records.filter((m) => (companyOf.get(m.memberId) ?? 0) > 0);
    const without = latest.records.filter((m) => (companyOf.get(m.memberId) ?? 0) === 0);
    expect(withCompany.length).toBeGreaterThan(0);
    expect(withCompany.every((m) => m.companyRelation === 'MANAGEMENT')).toBe(true);
    expect(without.every((m) => m.companyRelation === null)).toBe(true);
  });
});
