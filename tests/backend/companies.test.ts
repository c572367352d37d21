/**
 * Companies and the college (§7.6, L01–L33, U14–U33): lists, stats, detail by code and kind, sections in zh
 * and en, files, staff, customers, recommendations, follow, views; every staff write granted with its token
 * and refused without it (10403 and the message), and staff of one company never changing another's data.
 */
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERR_NO_PERMISSION } from '../../lib/constants';
import {
  COMPANY_NO_PERMISSION_MESSAGE,
  COMPANY_TOKEN,
  companyChainLinkSchema,
  companyDetailSchema,
  companyFileSchema,
  companyListItemSchema,
  companySectionFullSchema,
  sectionTemplateSchema,
  customerCategoryCountSchema,
  customerRequestSchema,
  customerSchema,
  staffCardSchema,
  staffDetailSchema,
} from '../../lib/contract/company';
import { brandCardSchema, brandPageSchema, productCardSchema, productPageSchema } from '../../lib/contract/catalogue';
import { pageOf } from '../../lib/contract/common';
import { readEnv } from '../../backend/src/config';
import { FOREIGN_FILE_URL_MESSAGE, isStoredFileUrl } from '../../backend/src/storage/stored-url';
import { call, createTestApi, DEMO, loginDemo, withDb, type TestApi } from './helpers';

let api: TestApi;
let first: string; // 13800000001: admin of 华鼎食品 with every token
let second: string; // 13800000002: admin of 清泉饮品 with some tokens
let third: string; // 13800000003: no company, no tokens
let huading: { id: number; code: string };
let qingquan: { id: number; code: string };

const companyByName = async (name: string) => await withDb(api, async (db) => await db.prepare('SELECT id, code FROM companies WHERE name = ?').get(name) as { id: number; code: string });
const companyByCode = async (code: string) => await withDb(api, async (db) => await db.prepare('SELECT id, code FROM companies WHERE code = ?').get(code) as { id: number; code: string });
const one = async <T>(sql: string, ...params: unknown[]) => await withDb(api, async (db) => await db.prepare(sql).get(...params) as T);

/** A live session for any seeded member: a token row as the API issues it. */
async function tokenOf(memberId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const sha = (v: string) => createHash('sha256').update(v).digest('hex');
  const now = Date.now();
  await withDb(api, async (db) =>
    await db
      .prepare(
        `INSERT INTO auth_tokens (member_id, client_id, access_hash, refresh_hash, grant_type, remember_me, access_expires_at, refresh_expires_at, created_at)
         VALUES (?, 'web', ?, ?, 'test', 1, ?, ?, ?)`,
      )
      .run(memberId, sha(token), sha(`${token}.refresh`), now + 3_600_000, now + 3_600_000, now),
  );
  return token;
}

beforeAll(async () => {
  api = await createTestApi({ responseCacheMs: 0 });
  first = (await loginDemo(api, DEMO.first)).access_token;
  second = (await loginDemo(api, DEMO.second)).access_token;
  third = (await loginDemo(api, DEMO.incomplete)).access_token;
  huading = await companyByName('华鼎食品科技股份有限公司');
  qingquan = await companyByName('清泉饮品集团股份有限公司');
});
afterAll(() => api.close());

function expectRefused(answer: { body: { code: number; msg: string } }) {
  expect(answer.body.code).toBe(ERR_NO_PERMISSION);
  expect(answer.body.msg).toBe(COMPANY_NO_PERMISSION_MESSAGE);
}

describe('seed', () => {
  it('L02 L29 ≥ 40 companies: college and ordinary, listed and unlisted, sections in zh and en', async () => {
    const counts = await one<{ n: number; college: number; listed: number; unlisted: number }>(
      `SELECT COUNT(*) AS n, SUM(CASE WHEN member_kind = 'COLLEGE' THEN 1 ELSE 0 END) AS college, SUM(CASE WHEN list_status = 'LISTED' THEN 1 ELSE 0 END) AS listed, SUM(CASE WHEN list_status = 'UNLISTED' THEN 1 ELSE 0 END) AS unlisted FROM companies`,
    );
    expect(counts.n).toBeGreaterThanOrEqual(40);
    expect(counts.college).toBeGreaterThan(10);
    expect(counts.n - counts.college).toBeGreaterThan(10);
    expect(counts.listed).toBeGreaterThan(0);
    expect(counts.unlisted).toBeGreaterThan(0);
    const missing = await one<{ n: number }>(
      `SELECT COUNT(*) AS n FROM companies c WHERE NOT EXISTS (SELECT 1 FROM company_sections s WHERE s.company_id = c.id AND s.language = 'en')
         OR NOT EXISTS (SELECT 1 FROM company_files f WHERE f.company_id = c.id) OR NOT EXISTS (SELECT 1 FROM company_customers u WHERE u.company_id = c.id)`,
    );
    expect(missing.n).toBe(0);
  });

  it('U33 demo tokens: 0001 every company token, 0002 only some, 0003 none', async () => {
    const tokens = async (t: string) => (await call(api, 'GET', '/admin/member/authorities', { token: t })).body.data as string[];
    expect(await tokens(first)).toEqual(expect.arrayContaining(Object.values(COMPANY_TOKEN)));
    const some = await tokens(second);
    expect(some).toContain(COMPANY_TOKEN.sectionEdit);
    expect(some).not.toContain(COMPANY_TOKEN.staffAdd);
    expect(await tokens(third)).toEqual([]);
  });
});

describe('public reads', () => {
  it('L02 L27 college page lists only COLLEGE companies; sort people / hot follows the stats calls', async () => {
    const page = await call(api, 'GET', '/company/companies/college/page', { query: { current: 1, size: 50 } });
    const parsed = pageOf(companyListItemSchema).parse(page.body.data);
    expect(parsed.records.length).toBeGreaterThan(10);
    expect(parsed.records.every((c) => c.memberKind === 'COLLEGE')).toBe(true);
    const byPeople = await call(api, 'GET', '/company/companies/college/page', { query: { sort: 'people', size: 5 } });
    const stats = await call(api, 'GET', '/company/companies/stats/by-people', { query: { size: 5, memberKind: 'COLLEGE' } });
    expect(byPeople.body.data.records.map((c: { companyId: number }) => c.companyId)).toEqual(stats.body.data.map((s: { companyId: number }) => s.companyId));
    const hot = await call(api, 'GET', '/company/companies/stats/by-hot', { query: { size: 3 } });
    expect(hot.body.data[0].value).toBeGreaterThanOrEqual(hot.body.data[1].value);
  });

  it('L33 search takes a keyword and answers at most 20; L01 the page of all companies', async () => {
    const found = await call(api, 'GET', '/company/companies/search', { query: { keyword: '华鼎', size: 100 } });
    expect(found.body.data.size).toBe(20);
    expect(found.body.data.records[0].name).toBe('华鼎食品科技股份有限公司');
    const all = await call(api, 'GET', '/company/companies/page', { query: { size: 10 } });
    expect(all.body.data.total).toBeGreaterThanOrEqual(40);
    const odd = await call(api, 'GET', '/company/companies/page', { query: { keyword: "%'_", current: 'x' } });
    expect(odd.body).toMatchObject({ code: 0, data: { total: 0, current: 1 } });
  });

  it('L03 L05 L11 detail by code answers only for the right member kind; unknown code 404', async () => {
    const college = await call(api, 'GET', '/company/companies/college/detail', { query: { code: huading.code } });
    const detail = companyDetailSchema.parse(college.body.data);
    expect(detail).toMatchObject({ name: '华鼎食品科技股份有限公司', memberKind: 'COLLEGE', listStatus: 'LISTED' });
    expect(detail.sections.map((s) => s.sectionKey)).toContain('intro');
    expect(detail.products.length).toBeGreaterThan(0);
    expect(detail.brands.length).toBeGreaterThan(0);
    expect((await call(api, 'GET', '/company/companies/detail', { query: { code: huading.code } })).body.code).toBe(404);
    const ordinary = await call(api, 'GET', '/company/companies/detail', { query: { code: qingquan.code } });
    expect(ordinary.body.data.memberKind).toBe('ORDINARY');
    expect((await call(api, 'GET', '/company/companies/detail', { query: { code: 'no-such-company' } })).body.code).toBe(404);
    expect((await call(api, 'GET', '/company/companies/detail', { query: { code: '<script>' } })).body.code).toBe(1);
    expect((await call(api, 'GET', `/company/companies/${huading.id}`)).body.data.code).toBe(huading.code);
    expect((await call(api, 'GET', `/company/companies/basic/${huading.id}`)).body.data.companyId).toBe(huading.id);
    expect((await call(api, 'GET', '/company/companies/999999')).body.code).toBe(404);
    const related = await call(api, 'GET', `/company/companies/recommend/${huading.id}`);
    expect(related.body.data.length).toBeGreaterThan(0);
  });

  it('M08 L11 the detail names the member an enquiry chats with: the company’s first admin (issue 29 item 7); none without an admin', async () => {
    const detail = companyDetailSchema.parse((await call(api, 'GET', '/company/companies/college/detail', { query: { code: huading.code } })).body.data);
    const admin = await withDb(api, async (db) =>
      (await db.prepare("SELECT member_id FROM company_employees WHERE company_id = ? AND role = 'ADMIN' ORDER BY created_at, member_id LIMIT 1").get(huading.id)) as { member_id: number },
    );
    expect(detail.contact.memberId).toBe(admin.member_id);
    const demo = await withDb(api, async (db) => (await db.prepare('SELECT id FROM members WHERE mobile = ?').get(DEMO.first)) as { id: number });
    expect(detail.contact.memberId).toBe(demo.id); // 13800000001 (张明远) manages 华鼎
    await withDb(api, async (db) => await db.prepare("UPDATE company_employees SET role = 'EMPLOYEE' WHERE company_id = ?").run(huading.id));
    try {
      const none = companyDetailSchema.parse((await call(api, 'GET', `/company/companies/${huading.id}`)).body.data);
      expect(none.contact.memberId).toBeNull();
    } finally {
      await withDb(api, async (db) => await db.prepare("UPDATE company_employees SET role = 'ADMIN' WHERE company_id = ? AND member_id = ?").run(huading.id, admin.member_id));
    }
  });

  it('L04 L06 L12 sections: list per language, by key, detail, template list with language', async () => {
    const zh = await call(api, 'GET', '/company/sections/list', { query: { companyId: huading.id, language: 'zh' } });
    const en = await call(api, 'GET', '/company/sections/list', { query: { companyId: huading.id, language: 'en' } });
    const zhList = companySectionFullSchema.array().parse(zh.body.data);
    expect(zhList[0]).toMatchObject({ sectionKey: 'intro', name: '公司简介', language: 'zh' });
    expect(en.body.data[0]).toMatchObject({ sectionKey: 'intro', name: 'Company Profile', language: 'en' });
    const byKey = await call(api, 'GET', '/company/sections/section-key/history', { query: { companyId: huading.id } });
    expect(byKey.body.data.name).toBe('发展历程');
    const id = zhList[0]?.id ?? 0;
    expect((await call(api, 'GET', '/company/sections/detail', { query: { id } })).body.data.id).toBe(id);
    expect((await call(api, 'GET', '/company/sections/section-key/nope', { query: { companyId: huading.id } })).body.code).toBe(404);
  });

  it('L30 chain links come from the company relations: suppliers upstream, customers downstream, mirrored for the other side', async () => {
    const links = companyChainLinkSchema.array().parse((await call(api, 'GET', `/company/companies/${huading.id}/chain-links`)).body.data);
    const names = (type: string) => links.filter((l) => l.relationType === type).map((l) => l.company.code);
    expect(names('SUPPLIER')).toEqual(expect.arrayContaining(['hengtong-flex', 'jinmai-ingredients']));
    expect(names('CUSTOMER')).toContain('bailian-youxuan');
    expect(names('BRAND')).toContain('pinxiang-design');
    // types come in the §3 order: PRODUCT, MANAGEMENT, CUSTOMER, SUPPLIER, BRAND
    const order = ['PRODUCT', 'MANAGEMENT', 'CUSTOMER', 'SUPPLIER', 'BRAND'];
    expect(links.map((l) => order.indexOf(l.relationType))).toEqual([...links.map((l) => order.indexOf(l.relationType))].sort((a, b) => a - b));
    const hengtong = await companyByCode('hengtong-flex');
    const theirs = companyChainLinkSchema.array().parse((await call(api, 'GET', `/company/companies/${hengtong.id}/chain-links`)).body.data);
    expect(theirs).toContainEqual(expect.objectContaining({ relationType: 'CUSTOMER', company: expect.objectContaining({ code: 'huading-food', memberKind: expect.any(String) }) }));
    expect(theirs.filter((l) => l.relationType === 'SUPPLIER').map((l) => l.company.code)).toContain('qicai-ink');
    expect((await call(api, 'GET', '/company/companies/999999/chain-links')).body.code).toBe(404);
    expect((await call(api, 'GET', '/company/companies/abc/chain-links')).status).toBeLessThan(500);
  });

  it('V09 L12 section templates come in the requested language: the section key first, then the general ones', async () => {
    const zh = await call(api, 'GET', '/company/sections/list', { query: { companyId: huading.id, language: 'zh' } });
    const id = companySectionFullSchema.array().parse(zh.body.data).find((s) => s.sectionKey === 'intro')?.id ?? 0;
    for (const language of ['zh', 'en'] as const) {
      const list = sectionTemplateSchema.array().parse((await call(api, 'GET', `/company/sections/${id}/template/list`, { query: { language } })).body.data);
      expect(list.length).toBeGreaterThan(1);
      expect(list.every((tpl) => tpl.language === language)).toBe(true);
      expect(list[0]?.sectionKey).toBe('intro');
      expect(list.at(-1)?.sectionKey).toBeNull();
      expect(list.every((tpl) => tpl.sectionKey === 'intro' || tpl.sectionKey === null)).toBe(true);
      // Chinese templates are written in Chinese, English ones have no Chinese.
      expect(list.every((tpl) => /[\u4e00-\u9fff]/.test(tpl.name + tpl.content) === (language === 'zh'))).toBe(true);
    }
    expect((await call(api, 'GET', '/company/sections/999999/template/list', { query: { language: 'zh' } })).body.code).toBe(404);
  });

  it('L18 L19 files and groups; the seeded brochure is a PDF', async () => {
    const files = companyFileSchema.array().parse((await call(api, 'GET', '/company/company/file', { query: { companyId: huading.id } })).body.data);
    expect(files.some((f) => f.kind === 1)).toBe(true);
    expect(files.some((f) => f.kind === 2)).toBe(true);
    const pdf = files.find((f) => f.kind === 4);
    expect(pdf).toBeDefined();
    const res = await api.app.inject({ method: 'GET', url: (pdf?.url ?? '').replace(/^\/api/, '/api') });
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.body.startsWith('%PDF-1.4')).toBe(true);
    const groups = await call(api, 'GET', '/company/company/file-group/list', { query: { companyId: huading.id } });
    expect(groups.body.data.map((g: { name: string }) => g.name)).toEqual(['厂区环境', '资质证书', '产品资料']);
  });

  it('L09 L21 staff cards, a profile with its company, views counted; unknown code 404', async () => {
    const list = staffCardSchema.array().parse((await call(api, 'GET', `/company/staff/list/${huading.id}`)).body.data);
    expect(list.length).toBeGreaterThan(0);
    const code = list[0]?.code ?? '';
    const detail = staffDetailSchema.parse((await call(api, 'GET', `/company/staff/detail/${code}`)).body.data);
    expect(detail.company.code).toBe(huading.code);
    const before = detail.viewCount;
    const view = await call(api, 'POST', '/company/staff/view', { json: { code } });
    expect(view.body.data.viewCount).toBe(before + 1);
    expect((await call(api, 'GET', '/company/staff/detail/nobody')).body.code).toBe(404);
  });

  it('L21 favourite a staff card toggles; visitors get 401', async () => {
    const staffId = (await call(api, 'GET', `/company/staff/list/${huading.id}`)).body.data[0].id as number;
    expect((await call(api, 'POST', `/company/staff/add/${staffId}`)).status).toBe(401);
    expect((await call(api, 'POST', `/company/staff/add/${staffId}`, { token: third })).body.data.isFavorite).toBe(true);
    const code = (await call(api, 'GET', `/company/staff/list/${huading.id}`)).body.data[0].code as string;
    expect((await call(api, 'GET', `/company/staff/detail/${code}`, { token: third })).body.data.isFavorite).toBe(true);
    expect((await call(api, 'DELETE', `/company/staff/delete/${staffId}`, { token: third })).body.data.isFavorite).toBe(false);
  });

  it('L24 customers: limited list, counts per category, total, paged full list', async () => {
    const limit = customerSchema.array().parse((await call(api, 'GET', `/company/customer/${huading.id}/limit/list`)).body.data);
    const counts = customerCategoryCountSchema.parse((await call(api, 'GET', `/company/customer/${huading.id}/category-count`)).body.data);
    const total = (await call(api, 'GET', `/company/customer/${huading.id}/customer-count`)).body.data as number;
    expect(limit.length).toBeGreaterThan(0);
    expect(counts.reduce((s, c) => s + c.count, 0)).toBe(total);
    const page = await call(api, 'GET', '/company/customer/page', { query: { companyId: huading.id, current: 1, size: 2 } });
    expect(page.body.data).toMatchObject({ total, size: 2 });
  });

  it('L14 opening a company page records a view', async () => {
    const before = (await one<{ view_count: number }>('SELECT view_count FROM companies WHERE id = ?', huading.id)).view_count;
    const answer = await call(api, 'POST', '/company/companies/view', { json: { companyId: huading.id } });
    expect(answer.body.data.viewCount).toBe(before + 1);
    expect((await call(api, 'POST', '/company/companies/view', { json: { companyId: 999999 } })).body.code).toBe(404);
  });

  it('L15 follow toggles to unfollow; the followed list is paged; visitors get 401', async () => {
    expect((await call(api, 'POST', '/company/company-followers', { json: { companyId: qingquan.id } })).status).toBe(401);
    await call(api, 'DELETE', '/company/company-followers', { token: third, query: { companyId: qingquan.id } });
    const followed = await call(api, 'POST', '/company/company-followers', { token: third, json: { companyId: qingquan.id } });
    expect(followed.body.data.isFollowed).toBe(true);
    expect((await call(api, 'GET', `/company/company-followers/status/${qingquan.id}`, { token: third })).body.data.isFollowed).toBe(true);
    const list = await call(api, 'GET', '/company/companies/followed/page', { token: third, query: { current: 1, size: 50 } });
    expect(list.body.data.records.map((c: { companyId: number }) => c.companyId)).toContain(qingquan.id);
    await call(api, 'DELETE', '/company/company-followers', { token: third, query: { companyId: qingquan.id } });
    expect((await call(api, 'GET', `/company/company-followers/status/${qingquan.id}`, { token: third })).body.data.isFollowed).toBe(false);
  });

  it('L26 recommended products page', async () => {
    const page = await call(api, 'GET', '/company/company-recommend-product/page', { query: { companyId: huading.id } });
    expect(page.body.data.records.length).toBeGreaterThan(0);
  });

  it('L11 L26 M25 issue 27: a company page answers the catalogue\'s one product and brand card, the same as the chain and search', async () => {
    const detail = companyDetailSchema.parse((await call(api, 'GET', `/company/companies/${huading.id}`)).body.data);
    const products = productPageSchema.parse((await call(api, 'GET', '/company/product/search', { query: { companyId: huading.id, size: 50 } })).body.data).records;
    const brands = brandPageSchema.parse((await call(api, 'GET', '/company/brand/page', { query: { companyId: huading.id, size: 50 } })).body.data).records;
    expect(detail.products.length).toBeGreaterThan(0);
    expect(detail.brands.length).toBeGreaterThan(0);
    for (const card of detail.products) {
      expect(productCardSchema.strict().parse(card)).toEqual(products.find((p) => p.id === card.id));
      expect(card).toMatchObject({ companyId: huading.id, companyName: '华鼎食品科技股份有限公司' });
    }
    for (const card of detail.brands) expect(brandCardSchema.strict().parse(card)).toEqual(brands.find((b) => b.id === card.id));
    const recommended = pageOf(productCardSchema.strict()).parse((await call(api, 'GET', '/company/company-recommend-product/page', { query: { companyId: huading.id } })).body.data);
    for (const card of recommended.records) expect(card).toEqual(products.find((p) => p.id === card.id));
  });

  it('I49 L23 employees of a company, paged', async () => {
    const page = await call(api, 'GET', `/admin/company/${huading.id}/employees/page`, { query: { size: 2 } });
    expect(page.body.data.records[0]).toMatchObject({ role: 'ADMIN' });
  });
});

describe('permissions (U14–U33)', () => {
  const sectionOf = async (companyId: number) => (await one<{ id: number }>("SELECT id FROM company_sections WHERE company_id = ? AND language = 'zh' ORDER BY sort", companyId)).id;
  const memberIdOf = async (mobile: string) => (await one<{ id: number }>('SELECT id FROM members WHERE mobile = ?', mobile)).id;

  it('U22 L13 section edit: granted saves, batch saves, refused without the token, visitors 401', async () => {
    const id = await sectionOf(huading.id);
    expect((await call(api, 'PUT', '/company/sections/content', { json: { id, content: '<p>x</p>' } })).status).toBe(401);
    expectRefused(await call(api, 'PUT', '/company/sections/content', { token: third, json: { id, content: '<p>x</p>' } }));
    const saved = await call(api, 'PUT', '/company/sections/content', { token: first, json: { id, content: '<p>新的公司简介</p>' } });
    expect(saved.body.code).toBe(0);
    expect((await call(api, 'GET', '/company/sections/detail', { query: { id } })).body.data.content).toBe('<p>新的公司简介</p>');
    const batch = await call(api, 'POST', `/company/sections/batch/${huading.id}/V2`, { token: first, json: { sections: [{ id, name: '简介', content: '<p>批量</p>' }] } });
    expect(batch.body.code).toBe(0);
    expect((await call(api, 'GET', '/company/sections/detail', { query: { id } })).body.data).toMatchObject({ name: '简介', content: '<p>批量</p>' });
  });

  it('V14 a section save carries the translate option: validated by the contract and stored, single and batch', async () => {
    const id = await sectionOf(huading.id);
    const direction = async () => (await call(api, 'GET', '/company/sections/detail', { query: { id } })).body.data.translationDirection;
    expect((await call(api, 'PUT', '/company/sections/content', { token: first, json: { id, content: '<p>a</p>', translationDirection: 'ZH_TO_EN' } })).body.code).toBe(0);
    expect(await direction()).toBe('ZH_TO_EN');
    const batch = { sections: [{ id, content: '<p>b</p>', translationDirection: 'EN_TO_ZH' }] };
    expect((await call(api, 'POST', `/company/sections/batch/${huading.id}/V2`, { token: first, json: batch })).body.code).toBe(0);
    expect(await direction()).toBe('EN_TO_ZH');
    expect((await call(api, 'PUT', '/company/sections/content', { token: first, json: { id, content: '<p>c</p>', translationDirection: null } })).body.code).toBe(0);
    expect(await direction()).toBeNull();
    const bad = await call(api, 'PUT', '/company/sections/content', { token: first, json: { id, content: '<p>d</p>', translationDirection: 'ZH_TO_FR' } });
    expect(bad.status).toBeLessThan(500);
    expect(bad.body.code).toBe(1);
    expect((await call(api, 'GET', '/company/sections/detail', { query: { id } })).body.data.content).toBe('<p>c</p>');
  });

  it('U14 staff of A cannot change B: section, batch with a foreign id, file, staff, company info', async () => {
    const foreign = await sectionOf(huading.id);
    // 0002 holds section-edit, but for 清泉饮品 only.
    expectRefused(await call(api, 'PUT', '/company/sections/content', { token: second, json: { id: foreign, content: 'hack' } }));
    expectRefused(await call(api, 'POST', `/company/sections/batch/${qingquan.id}/V2`, { token: second, json: { sections: [{ id: foreign, content: 'hack' }] } }));
    const own = await sectionOf(qingquan.id);
    expect((await call(api, 'PUT', '/company/sections/content', { token: second, json: { id: own, content: '<p>清泉</p>' } })).body.code).toBe(0);
    const file = (await one<{ id: number }>('SELECT id FROM company_files WHERE company_id = ?', qingquan.id)).id;
    expectRefused(await call(api, 'DELETE', `/company/company/file/${file}`, { token: first }));
    const staff = (await one<{ id: number }>('SELECT id FROM company_staff WHERE company_id = ?', qingquan.id)).id;
    expectRefused(await call(api, 'PUT', '/company/staff', { token: first, json: { id: staff, name: '改名' } }));
    expectRefused(await call(api, 'PUT', '/company/companies', { token: first, json: { companyId: qingquan.id, intro: 'hack' } }));
    expect((await one<{ content: string }>('SELECT content FROM company_sections WHERE id = ?', foreign)).content).not.toBe('hack');
  });

  it('U30 U31 L16 company info and contact: each needs its own token', async () => {
    expectRefused(await call(api, 'PUT', '/company/companies', { token: second, json: { companyId: qingquan.id, intro: '新简介' } }));
    expectRefused(await call(api, 'PUT', '/company/companies', { token: second, json: { companyId: qingquan.id, contactPhone: '400-800-1234' } }));
    const ok1 = await call(api, 'PUT', '/company/companies', { token: first, json: { companyId: huading.id, intro: '华鼎新简介', contactPhone: '400-800-1234' } });
    expect(ok1.body.code).toBe(0);
    expect(await one<{ intro: string; contact_phone: string }>('SELECT intro, contact_phone FROM companies WHERE id = ?', huading.id)).toEqual({ intro: '华鼎新简介', contact_phone: '400-800-1234' });
    expect((await call(api, 'PUT', '/company/companies', { token: first, json: { companyId: huading.id, contactEmail: 'not-mail' } })).body.code).toBe(1);
  });

  it('L17 file-name toggle (company info token)', async () => {
    expectRefused(await call(api, 'PUT', '/company/companies/show-file-name', { token: third, json: { companyId: huading.id, showFileName: false } }));
    await call(api, 'PUT', '/company/companies/show-file-name', { token: first, json: { companyId: huading.id, showFileName: false } });
    expect((await call(api, 'GET', '/company/companies/college/detail', { query: { code: huading.code } })).body.data.showFileName).toBe(false);
    await call(api, 'PUT', '/company/companies/show-file-name', { token: first, json: { companyId: huading.id, showFileName: true } });
  });

  it('issue 30 item 10: FILE_URL_ORIGINS adds the deployment’s OSS or CDN origin to the file hosts, nothing else', () => {
    const policy = readEnv({ STORAGE_PUBLIC_URL: 'https://files.example.com', FILE_URL_ORIGINS: 'https://bucket.oss-cn-shanghai.aliyuncs.com, https://cdn.example.com/' });
    expect(policy.fileUrlOrigins).toEqual(['https://bucket.oss-cn-shanghai.aliyuncs.com', 'https://cdn.example.com']);
    expect(isStoredFileUrl('https://cdn.example.com/company/a.pdf', policy)).toBe(true);
    expect(isStoredFileUrl('https://files.example.com/api/files/oss/company/a.pdf', policy)).toBe(true);
    expect(isStoredFileUrl('https://cdn.example.com.evil.example/a.pdf', policy)).toBe(false);
    expect(isStoredFileUrl('//cdn.example.com/a.pdf', policy)).toBe(false);
    expect(isStoredFileUrl('ftp://cdn.example.com/a.pdf', policy)).toBe(false);
  });

  it('L18 L19 files and groups: add, rename, regroup, sort, delete; foreign group refused', async () => {
    const added = await call(api, 'POST', '/company/company/file', {
      token: first,
      json: { companyId: huading.id, kind: 1, name: '新厂房', url: '/api/oss/company/image/abc.png' },
    });
    const fileId = added.body.data.id as number;
    expectRefused(await call(api, 'POST', '/company/company/file', { token: third, json: { companyId: huading.id, kind: 1, name: 'x', url: '/api/files/oss/company/image/x.png' } }));
    expect((await call(api, 'POST', '/company/company/file', { token: first, json: { companyId: huading.id, kind: 1, name: 'x', url: 'javascript:alert(1)' } })).body.code).toBe(1);
    // issue 30 item 10: only our storage; protocol-relative, foreign and look-alike links are refused at the boundary
    for (const url of ['//evil.example/malware.pdf', '/\\evil.example/x.pdf', 'https://evil.example/malware.pdf', 'http://127.0.0.1:4000@evil.example/x.pdf', '/api/files/oss/../../etc/passwd', '/x.png']) {
      const foreign = await call(api, 'POST', '/company/company/file', { token: first, json: { companyId: huading.id, kind: 4, name: '画册.pdf', url } });
      expect(foreign.body, url).toEqual({ code: 1, msg: FOREIGN_FILE_URL_MESSAGE, data: null });
    }
    expect((await one<{ n: number }>("SELECT COUNT(*) AS n FROM company_files WHERE url LIKE '%evil%'")).n).toBe(0);
    // the storage host's absolute URL is ours
    expect((await call(api, 'POST', '/company/company/file', { token: first, json: { companyId: huading.id, kind: 1, name: 'y', url: 'http://127.0.0.1:4000/api/files/oss/company/image/y.png' } })).body.code).toBe(0);
    const group = (await call(api, 'POST', '/company/company/file-group', { token: first, json: { companyId: huading.id, name: '新分组' } })).body.data.id as number;
    await call(api, 'PUT', '/company/company/file-group', { token: first, json: { id: group, name: '车间' } });
    expect((await call(api, 'PUT', '/company/company/file', { token: first, json: { id: fileId, groupId: group, name: '一号车间' } })).body.code).toBe(0);
    const foreignGroup = (await one<{ id: number }>('SELECT id FROM company_file_groups WHERE company_id = ?', qingquan.id)).id;
    expectRefused(await call(api, 'PUT', '/company/company/file', { token: first, json: { id: fileId, groupId: foreignGroup } }));
    const ids = (await call(api, 'GET', '/company/company/file', { query: { companyId: huading.id } })).body.data.map((f: { id: number }) => f.id) as number[];
    const reversed = [...ids].reverse();
    expect((await call(api, 'PUT', '/company/company/file/sort', { token: first, json: { companyId: huading.id, ids: reversed } })).body.code).toBe(0);
    expect((await call(api, 'GET', '/company/company/file', { query: { companyId: huading.id } })).body.data.map((f: { id: number }) => f.id)).toEqual(reversed);
    const foreignFile = (await one<{ id: number }>('SELECT id FROM company_files WHERE company_id = ?', qingquan.id)).id;
    expectRefused(await call(api, 'PUT', '/company/company/file/sort', { token: first, json: { companyId: huading.id, ids: [foreignFile] } }));
    const groups = (await call(api, 'GET', '/company/company/file-group/list', { query: { companyId: huading.id } })).body.data.map((g: { id: number }) => g.id) as number[];
    await call(api, 'PUT', '/company/company/file-group/sort', { token: first, json: { companyId: huading.id, ids: [...groups].reverse() } });
    expect((await call(api, 'GET', '/company/company/file-group/list', { query: { companyId: huading.id } })).body.data[0].id).toBe(group);
    await call(api, 'DELETE', `/company/company/file-group/${group}`, { token: first });
    expect((await one<{ group_id: number | null }>('SELECT group_id FROM company_files WHERE id = ?', fileId)).group_id).toBeNull();
    await call(api, 'DELETE', `/company/company/file/${fileId}`, { token: first });
    expect(await one('SELECT id FROM company_files WHERE id = ?', fileId)).toBeUndefined();
  });

  it('U27 U28 U29 L07 L08 L22 staff add, edit, delete: granted and refused', async () => {
    expectRefused(await call(api, 'POST', '/company/staff', { token: second, json: { companyId: qingquan.id, name: '王五' } }));
    const created = await call(api, 'POST', '/company/staff', { token: first, json: { companyId: huading.id, name: '王五', position: '销售总监' } });
    const { id, code } = created.body.data as { id: number; code: string };
    expect(code.startsWith(huading.code)).toBe(true);
    expectRefused(await call(api, 'PUT', '/company/staff', { token: third, json: { id, name: '王六' } }));
    await call(api, 'PUT', '/company/staff', { token: first, json: { id, name: '王六', position: '副总经理' } });
    expect((await call(api, 'GET', `/company/staff/detail/${code}`)).body.data).toMatchObject({ name: '王六', position: '副总经理' });
    expectRefused(await call(api, 'DELETE', '/company/staff', { token: second, json: { id } }));
    await call(api, 'DELETE', '/company/staff', { token: first, json: { id } });
    expect((await call(api, 'GET', `/company/staff/detail/${code}`)).body.code).toBe(404);
  });

  it('U24 U25 U26 L23 employee relations: add, edit, delete granted and refused', async () => {
    const member = await memberIdOf(DEMO.incomplete);
    expectRefused(await call(api, 'POST', '/company/company/employee-relation', { token: second, json: { companyId: qingquan.id, memberId: member } }));
    expect((await call(api, 'POST', '/company/company/employee-relation', { token: first, json: { companyId: huading.id, memberId: member } })).body.code).toBe(0);
    expectRefused(await call(api, 'PUT', '/company/company/employee-relation', { token: third, json: { companyId: huading.id, memberId: member, role: 'ADMIN' } }));
    expect((await call(api, 'PUT', '/company/company/employee-relation', { token: first, json: { companyId: huading.id, memberId: member, role: 'EMPLOYEE' } })).body.code).toBe(0);
    expectRefused(await call(api, 'DELETE', '/company/company/employee-relation', { token: second, json: { companyId: huading.id, memberId: member } }));
    expect((await call(api, 'DELETE', '/company/company/employee-relation', { token: first, json: { companyId: huading.id, memberId: member } })).body.code).toBe(0);
  });

  it('U32 L10 L25 customer requests: add needs the token; the page shows review statuses', async () => {
    expectRefused(await call(api, 'POST', '/company/customer-request', { token: third, json: { companyId: huading.id, name: '某超市' } }));
    const added = await call(api, 'POST', '/company/customer-request', {
      token: first,
      json: { companyId: huading.id, name: '永辉超市', category: '零售渠道', attachment: '/api/oss/cust/web/co_company_customer/a.pdf' },
    });
    expect(added.body.code).toBe(0);
    const page = await call(api, 'GET', '/company/customer-request/page', { token: first, query: { companyId: huading.id, size: 10 } });
    const records = pageOf(customerRequestSchema).parse(page.body.data).records;
    expect(records[0]).toMatchObject({ name: '永辉超市', reviewStatus: 'PENDING' });
    expect(new Set(records.map((r) => r.reviewStatus))).toEqual(new Set(['PENDING', 'APPROVED', 'REJECTED']));
    // 0002 may add requests for 清泉饮品 only, and cannot read 华鼎's.
    expect((await call(api, 'POST', '/company/customer-request', { token: second, json: { companyId: qingquan.id, name: '便利蜂' } })).body.code).toBe(0);
    expectRefused(await call(api, 'GET', '/company/customer-request/page', { token: second, query: { companyId: huading.id } }));
  });

  it('U15 U16 L26 recommended products need product-edit and the company\'s own products; news need info-edit', async () => {
    // (an approved one: PENDING and REJECTED products are never shown publicly, M32)
    const own = (await one<{ id: number }>("SELECT id FROM company_products WHERE company_id = ? AND review_status = 'APPROVED' ORDER BY id DESC", huading.id)).id;
    const foreign = (await one<{ id: number }>('SELECT id FROM company_products WHERE company_id = ?', qingquan.id)).id;
    expect((await call(api, 'POST', '/company/company-recommend-product/save', { token: first, json: { companyId: huading.id, productIds: [own] } })).body.code).toBe(0);
    expect((await call(api, 'GET', '/company/company-recommend-product/page', { query: { companyId: huading.id } })).body.data.records.map((p: { id: number }) => p.id)).toEqual([own]);
    expectRefused(await call(api, 'POST', '/company/company-recommend-product/save', { token: first, json: { companyId: huading.id, productIds: [foreign] } }));
    expectRefused(await call(api, 'POST', '/company/company-recommend-product/save', { token: third, json: { companyId: huading.id, productIds: [own] } }));
    const news = (await one<{ id: number }>("SELECT id FROM news WHERE publish_status = 'PUBLISHED' AND is_banned = 0 ORDER BY id")).id;
    expectRefused(await call(api, 'POST', '/company/companies/recommend-news/save', { token: second, json: { companyId: qingquan.id, newsIds: [news] } }));
    expect((await call(api, 'POST', '/company/companies/recommend-news/save', { token: first, json: { companyId: huading.id, newsIds: [news] } })).body.code).toBe(0);
    const recommended = await call(api, 'GET', '/news/news/company-recommend/page', { query: { companyId: huading.id } });
    expect(recommended.body.data.records.map((n: { id: number }) => n.id)).toEqual([news]);
  });

  it('U14 a member with a token but no employee relation is refused (another company admin with full tokens)', async () => {
    const admin = (await one<{ member_id: number }>("SELECT member_id FROM company_employees WHERE role = 'ADMIN' AND company_id NOT IN (?, ?) ORDER BY member_id", huading.id, qingquan.id)).member_id;
    const token = await tokenOf(admin);
    expectRefused(await call(api, 'PUT', '/company/sections/content', { token, json: { id: await sectionOf(huading.id), content: 'x' } }));
  });
});
