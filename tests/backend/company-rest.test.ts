/**
 * Companies, the rest of issue 15: the English place of a company (L11 in en), the place edited as a region-tree
 * node (L16/U30), section add and delete in the V2 batch (U21/U23), the members of a company for the employee
 * manager (L23/I49), company links on member list items, member cards and search hits (L31/I48), and the honour
 * certificates of the seed (captions wrapped inside the frame).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERR_NO_PERMISSION } from '../../lib/constants';
import { COMPANY_NO_PERMISSION_MESSAGE, companyDetailSchema, companyListItemSchema, companyMemberSchema, companySearchPageSchema } from '../../lib/contract/company';
import { pageOf } from '../../lib/contract/common';
import { memberListPageSchema } from '../../lib/contract/social';
import { memberCardSchema } from '../../lib/contract/member';
import { renderSeedImage, wrapCaption } from '../../backend/src/standins/pictures/generated-images';
import { call, createTestApi, DEMO, loginDemo, withDb, type TestApi } from './helpers';

let api: TestApi;
let first: string;
let second: string;
let third: string;
let huading: { id: number; code: string; member_kind: string };

const one = async <T>(sql: string, ...params: unknown[]) => await withDb(api, async (db) => await db.prepare(sql).get(...params) as T);
const refused = (answer: { body: { code: number; msg: string } }) => {
  expect(answer.body.code).toBe(ERR_NO_PERMISSION);
  expect(answer.body.msg).toBe(COMPANY_NO_PERMISSION_MESSAGE);
};

beforeAll(async () => {
  api = await createTestApi({ responseCacheMs: 0 });
  first = (await loginDemo(api, DEMO.first)).access_token;
  second = (await loginDemo(api, DEMO.second)).access_token;
  third = (await loginDemo(api, DEMO.incomplete)).access_token;
  huading = await one("SELECT id, code, member_kind FROM companies WHERE name = '华鼎食品科技股份有限公司'");
});
afterAll(() => api.close());

describe('English place (L11 in en)', () => {
  it('L11 every seeded company has its place in Chinese and in English; lists and details carry both', async () => {
    expect((await one<{ n: number }>('SELECT COUNT(*) AS n FROM companies c LEFT JOIN locations l ON l.id = c.location_id WHERE l.en_name IS NULL')).n).toBe(0);
    const page = pageOf(companyListItemSchema).parse((await call(api, 'GET', '/company/companies/page', { query: { size: 50 } })).body.data);
    for (const c of page.records) {
      expect(c.location).toMatch(/[\u4e00-\u9fff]/);
      expect(c.locationEn).toMatch(/^[A-Za-z][A-Za-z .'-]*$/);
    }
    const detail = companyDetailSchema.parse((await call(api, 'GET', '/company/companies/college/detail', { query: { code: huading.code } })).body.data);
    expect(detail.locationEn).not.toBeNull();
    // the categories in English are the tags' English names (every seeded industry tag has one)
    expect(detail.categoriesEn).toHaveLength(detail.categories.length);
    for (const c of detail.categoriesEn) expect(c).not.toMatch(/[\u4e00-\u9fff]/);
    // L05: an industry and a chain level of the same name are one category on the page
    expect(detail.categories.length).toBeGreaterThan(0);
    expect(new Set(detail.categories).size).toBe(detail.categories.length);
    expect(new Set(detail.categoriesEn).size).toBe(detail.categoriesEn.length);
    for (const c of page.records) expect(new Set(c.categories).size, c.code).toBe(c.categories.length);
  });

  it('L16 U30 the place is chosen from the region tree: its Chinese and English names follow; an unknown node is bad input', async () => {
    const place = await one<{ id: number; name: string; en_name: string }>("SELECT id, name, en_name FROM locations WHERE en_name IS NOT NULL AND parent_id <> 0 ORDER BY id DESC LIMIT 1");
    refused(await call(api, 'PUT', '/company/companies', { token: third, json: { companyId: huading.id, locationId: place.id } }));
    expect((await call(api, 'PUT', '/company/companies', { token: first, json: { companyId: huading.id, locationId: place.id } })).body.code).toBe(0);
    const detail = (await call(api, 'GET', '/company/companies/college/detail', { query: { code: huading.code } })).body.data;
    expect(detail).toMatchObject({ location: place.name, locationEn: place.en_name });
    expect((await call(api, 'PUT', '/company/companies', { token: first, json: { companyId: huading.id, locationId: 999_999_999 } })).body.code).toBe(1);
  });

  it('L16 U30 logo and intro change with company-info-edit; a script URL is refused', async () => {
    const logo = '/api/oss/company/image/2026/logo.png';
    expect((await call(api, 'PUT', '/company/companies', { token: first, json: { companyId: huading.id, logo, intro: '新简介' } })).body.code).toBe(0);
    expect((await call(api, 'GET', '/company/companies/college/detail', { query: { code: huading.code } })).body.data).toMatchObject({ logo, intro: '新简介' });
    expect((await call(api, 'PUT', '/company/companies', { token: first, json: { companyId: huading.id, logo: 'javascript:alert(1)' } })).body.code).toBe(1);
  });
});

describe('sections in the V2 batch (U21 U22 U23)', () => {
  it('U21 U23 L13 a section is added and removed with its own token; 0002 (section-edit only) is refused both', async () => {
    const batch = (token: string, companyId: number, body: unknown) => call(api, 'POST', `/company/sections/batch/${companyId}/V2`, { token, json: body });
    const added = await batch(first, huading.id, { added: [{ sectionKey: 'team', name: '研发团队', content: '<p>团队</p>', language: 'zh' }] });
    expect(added.body.code).toBe(0);
    const [newId] = added.body.data.added as number[];
    const list = (await call(api, 'GET', '/company/sections/list', { query: { companyId: huading.id, language: 'zh' } })).body.data as { id: number; sectionKey: string }[];
    expect(list.at(-1)).toMatchObject({ id: newId, sectionKey: 'team' });
    expect((await batch(first, huading.id, { added: [{ sectionKey: 'team', name: '重复', content: '', language: 'zh' }] })).body.code).toBe(1);
    expect((await batch(first, huading.id, {})).body.code).toBe(1);

    const qingquan = (await one<{ id: number }>("SELECT id FROM companies WHERE code = 'qingquan-beverage'")).id;
    refused(await batch(second, qingquan, { added: [{ sectionKey: 'team', name: '团队', content: '', language: 'zh' }] }));
    const own = (await one<{ id: number }>('SELECT id FROM company_sections WHERE company_id = ? ORDER BY id', qingquan)).id;
    refused(await batch(second, qingquan, { deletedIds: [own] }));
    // staff of another company cannot remove 华鼎's section, whatever company id they send
    refused(await batch(second, qingquan, { deletedIds: [newId] }));

    expect((await batch(first, huading.id, { deletedIds: [newId] })).body.code).toBe(0);
    expect(await one('SELECT id FROM company_sections WHERE id = ?', newId)).toBeUndefined();
  });
});

describe('staff codes (L07 L09)', () => {
  it('L07 a new profile gets a code of its company with six digits; a deleted code is not handed to the next profile', async () => {
    const add = async () => (await call(api, 'POST', '/company/staff', { token: first, json: { companyId: huading.id, name: '临时' } })).body.data as { id: number; code: string };
    const a = await add();
    expect(a.code).toMatch(new RegExp(`^${huading.code}-\\d{6}$`));
    await call(api, 'DELETE', '/company/staff', { token: first, json: { id: a.id } });
    const b = await add();
    expect(b.code).not.toBe(a.code);
    await call(api, 'DELETE', '/company/staff', { token: first, json: { id: b.id } });
  });
});

describe('members of a company (L23 I49)', () => {
  it('L23 I49 lists employees first with their role, then members who name the company; login needed; unknown company 404', async () => {
    expect((await call(api, 'GET', '/admin/member/company/page', { query: { companyId: huading.id } })).status).toBe(401);
    const answer = await call(api, 'GET', '/admin/member/company/page', { token: first, query: { companyId: huading.id, size: 50 } });
    const page = pageOf(companyMemberSchema).parse(answer.body.data);
    expect(page.records[0]?.role).toBe('ADMIN');
    const roles = page.records.map((r) => r.role);
    expect(roles.indexOf(null) === -1 || roles.slice(roles.indexOf(null)).every((r) => r === null)).toBe(true);
    const employees = (await one<{ n: number }>('SELECT COUNT(*) AS n FROM company_employees WHERE company_id = ?', huading.id)).n;
    expect(page.records.filter((r) => r.role !== null)).toHaveLength(employees);
    expect((await call(api, 'GET', '/admin/member/company/page', { token: first, query: { companyId: 999_999 } })).body.code).toBe(404);
  });
});

describe('company links (L31 I48)', () => {
  it('L31 I48 member list items, the member card and post-author hits link a platform company by its member kind; free text has none', async () => {
    const employee = await one<{ id: number; nickname: string }>(
      "SELECT m.id, m.nickname FROM members m WHERE m.company_id = ? AND m.is_register = 1 AND m.nickname IS NOT NULL ORDER BY m.id",
      huading.id,
    );
    const list = memberListPageSchema.parse((await call(api, 'GET', '/admin/follow/member/page', { query: { companyId: huading.id, size: 50 } })).body.data);
    const item = list.records.find((r) => r.memberId === employee.id);
    expect(item?.companyLink).toEqual({ code: huading.code, memberKind: huading.member_kind });
    const card = memberCardSchema.parse((await call(api, 'GET', `/admin/member/basic/${employee.id}`)).body.data);
    expect(card.companyLink).toEqual({ code: huading.code, memberKind: huading.member_kind });

    const freeText = await one<{ id: number } | undefined>('SELECT id FROM members WHERE company_id = 0 AND is_register = 1 ORDER BY id');
    if (freeText) expect(memberCardSchema.parse((await call(api, 'GET', `/admin/member/basic/${freeText.id}`)).body.data).companyLink).toBeNull();

    const hits = (await call(api, 'GET', '/post/posts/members/search', { query: { keyword: '食品', size: 50 } })).body.data.records as { companyLink: unknown }[];
    expect(hits.some((h) => h.companyLink !== null)).toBe(true);
  });
});

describe('company search group (E16)', () => {
  it('E16 v1/search answers at most 20 matches with province and category facets over every match; the filters narrow the list', async () => {
    const all = companySearchPageSchema.parse((await call(api, 'GET', '/company/companies/v1/search', { query: { keyword: '食品', size: 50 } })).body.data);
    expect(all.records.length).toBeLessThanOrEqual(20);
    expect(all.total).toBeGreaterThan(1);
    const provinceTotal = all.facets.provinces.reduce((n, f) => n + f.count, 0);
    expect(provinceTotal).toBe(all.total);
    // the category facet is the industries (not also the chain levels of the same names): each name once
    const names = all.facets.categories.map((f) => f.name);
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names).size).toBe(names.length);
    const province = all.facets.provinces[0]!;
    expect(province.enName).toMatch(/^[A-Za-z]/);
    const inProvince = companySearchPageSchema.parse(
      (await call(api, 'GET', '/company/companies/v1/search', { query: { keyword: '食品', provinceId: province.id } })).body.data,
    );
    expect(inProvince.total).toBe(province.count);
    const children = new Set(
      await withDb(api, async (db) => (await db.prepare('SELECT name FROM locations WHERE id = ? OR parent_id = ?').all(province.id, province.id) as { name: string }[]).map((r) => r.name)),
    );
    expect(inProvince.records.every((c) => children.has(c.location ?? ''))).toBe(true);
    // facets stay those of every keyword match whatever the filter
    expect(inProvince.facets).toEqual(all.facets);
    const category = all.facets.categories[0]!;
    const inCategory = companySearchPageSchema.parse(
      (await call(api, 'GET', '/company/companies/v1/search', { query: { keyword: '食品', categoryId: category.id } })).body.data,
    );
    expect(inCategory.total).toBe(category.count);
    expect(inCategory.records.every((c) => c.categories.includes(category.name ?? ''))).toBe(true);
    // a bad filter value reads as no filter, never an error
    expect((await call(api, 'GET', '/company/companies/v1/search', { query: { keyword: '食品', provinceId: 'x' } })).body.data.total).toBe(all.total);
  });
});

describe('honour certificates', () => {
  it('seeded honours use the certificate image; captions wrap into at most two lines that fit the frame', async () => {
    expect((await one<{ n: number }>("SELECT COUNT(*) AS n FROM company_files WHERE kind = 2 AND url NOT LIKE '/api/files/seed/honor/%'")).n).toBe(0);
    expect(wrapCaption('ISO 9001 与 ISO 22000 认证', 14, 2)).toEqual(['ISO 9001 与', 'ISO 22000 认证']);
    expect(wrapCaption('国家高新技术企业', 14, 2)).toEqual(['国家高新技术企业']);
    const long = wrapCaption('国家高新技术企业'.repeat(5), 14, 2);
    expect(long).toHaveLength(2);
    expect(long[1]?.endsWith('…')).toBe(true);
    for (const line of long) expect(Array.from(line).length).toBeLessThanOrEqual(14);
    const svg = renderSeedImage('honor', 3, '<b>&"');
    expect(svg).toContain('&lt;b&gt;&amp;&quot;');
    expect(svg).toContain('viewBox="0 0 640 360"');
  });
});
