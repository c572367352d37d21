/**
 * Issue 30 item 2, performed: a company admin demoted to EMPLOYEE (`PUT /company/company/employee-relation`) kept
 * the catalogue writes. Catalogue writes pass the guard of every other company write (U14–U33): token AND admin.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERR_NO_PERMISSION } from '../../lib/constants';
import { CATALOGUE_AUTHORITY } from '../../lib/contract/catalogue';
import { COMPANY_NO_PERMISSION_MESSAGE } from '../../lib/contract/company';
import { call, createTestApi, DEMO, loginDemo, withDb, type Answer, type TestApi } from './helpers';

let api: TestApi;
let owner: string;
let helper: string;
let companyId: number;
let helperId: number;

const product = { name: '降级测试杯', description: '降级前创建', priceType: 'NEGOTIABLE', unit: '杯', images: [], attributes: [], tagIds: [] };

beforeAll(async () => {
  api = await createTestApi();
  owner = (await loginDemo(api, DEMO.first)).access_token;
  helper = (await loginDemo(api, DEMO.incomplete)).access_token;
  ({ companyId, helperId } = await withDb(api, async (db) => ({
    companyId: ((await db.prepare("SELECT company_id FROM company_employees WHERE member_id = (SELECT id FROM members WHERE mobile = ?) AND role = 'ADMIN' ORDER BY company_id LIMIT 1").get(DEMO.first)) as { company_id: number }).company_id,
    helperId: ((await db.prepare('SELECT id FROM members WHERE mobile = ?').get(DEMO.incomplete)) as { id: number }).id,
  })));
  // the platform gave the helper the catalogue tokens (they stay with the account after the demotion)
  await withDb(api, async (db) => {
    for (const authority of Object.values(CATALOGUE_AUTHORITY)) {
      await db.prepare('INSERT INTO member_authorities (member_id, authority) VALUES (?, ?) ON CONFLICT DO NOTHING').run(helperId, authority);
    }
  });
});
afterAll(async () => {
  await api.close();
});

const expectRefused = (answer: Answer): void => {
  expect(answer.body).toMatchObject({ code: ERR_NO_PERMISSION, msg: COMPANY_NO_PERMISSION_MESSAGE });
};

describe('U14–U20 U25 one guard for company and catalogue writes', () => {
  it('an admin writes the catalogue; demoted to EMPLOYEE, every product and brand write is refused with 10403', async () => {
    const relation = { companyId, memberId: helperId };
    expect((await call(api, 'POST', '/company/company/employee-relation', { token: owner, json: { ...relation, role: 'ADMIN' } })).body.code).toBe(0);
    const created = await call(api, 'POST', '/company/product', { token: helper, json: product });
    expect(created.body.code).toBe(0);
    const productId = created.body.data.id as number;
    const brand = await call(api, 'POST', '/company/brand', { token: helper, json: { name: '降级前品牌' } });
    expect(brand.body.code).toBe(0);
    const brandId = brand.body.data.id as number;

    expect((await call(api, 'PUT', '/company/company/employee-relation', { token: owner, json: { ...relation, role: 'EMPLOYEE' } })).body.code).toBe(0);

    expectRefused(await call(api, 'POST', '/company/product', { token: helper, json: { ...product, name: '降级后新品' } }));
    expectRefused(await call(api, 'PUT', '/company/product', { token: helper, json: { ...product, id: productId, name: '降级后改名' } }));
    expectRefused(await call(api, 'DELETE', `/company/product/${productId}`, { token: helper }));
    expectRefused(await call(api, 'POST', '/company/brand', { token: helper, json: { name: '降级后品牌' } }));
    expectRefused(await call(api, 'PUT', '/company/brand', { token: helper, json: { id: brandId, name: '降级后改名' } }));
    expectRefused(await call(api, 'DELETE', `/company/brand/${brandId}`, { token: helper }));
    // nothing changed
    const stored = await withDb(api, async (db) => (await db.prepare('SELECT name FROM company_products WHERE id = ?').get(productId)) as { name: string } | undefined);
    expect(stored?.name).toBe(product.name);
    // the company's other writes refuse the same member the same way
    expectRefused(await call(api, 'POST', '/company/staff', { token: helper, json: { companyId, name: '王五' } }));
  });

  it('an edit of a product of a company the caller administers passes the guard with that company', async () => {
    const own = await withDb(api, async (db) => ((await db.prepare('SELECT id FROM company_products WHERE company_id = ? ORDER BY id LIMIT 1').get(companyId)) as { id: number }).id);
    expect((await call(api, 'DELETE', `/company/product/${own}`, { token: owner })).body.code).toBe(0);
  });
});
