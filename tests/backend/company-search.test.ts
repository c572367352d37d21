/** D05/R45: company autocomplete — hot companies without a keyword, up to 20 with one, shape {id, cnName, enName}. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companySuggestionListSchema } from '../../lib/contract/company';
import { call, createTestApi, withDb, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

describe('GET /company/companies/name/search', () => {
  it('without a keyword answers the hot companies', async () => {
    const res = await call(api, 'GET', '/company/companies/name/search');
    expect(res.body.code).toBe(0);
    const list = companySuggestionListSchema.parse(res.body.data);
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(20);
  });

  it('with a keyword answers at most 20 matches, and `size` above 20 is capped', async () => {
    const res = await call(api, 'GET', '/company/companies/name/search', { query: { keyword: '有限公司', size: 50 } });
    const list = companySuggestionListSchema.parse(res.body.data);
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(20);
    expect(list.every((c) => c.cnName.includes('有限公司') || (c.enName ?? '').toLowerCase().includes('有限公司'))).toBe(true);
  });

  it('finds a company by part of its name', async () => {
    const company = await withDb(api, async (db) => await db.prepare('SELECT id, name FROM companies ORDER BY id LIMIT 1').get() as { id: number; name: string });
    const res = await call(api, 'GET', '/company/companies/name/search', { query: { keyword: company.name.slice(0, 4), size: 20 } });
    expect(res.body.data.map((c: { id: number }) => c.id)).toContain(company.id);
  });
});
