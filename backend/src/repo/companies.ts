/**
 * Company reads (§7.6, L02–L33): lists and stats, detail by code or id, sections, files, staff, customers,
 * recommended products, followers. Every value is a bound parameter.
 */
import type {
  AchievementCard,
  BrandCard,
  CompanyCard,
  CompanyChainLink,
  CompanyDetail,
  CompanyFile,
  CompanyFileGroup,
  CompanyListItem,
  CompanyMember,
  CompanyPageQuery,
  CompanySearchPage,
  CompanySearchQuery,
  CompanySectionFull,
  CompanyStatItem,
  Customer,
  CustomerCategoryCount,
  CustomerRequest,
  Employee,
  MemberKind,
  ProductCard,
  SectionLanguage,
  SectionNavItem,
  SectionTemplate,
  StaffCard,
  StaffDetail,
} from '../../../lib/contract/company';
import type { PagingQuery } from '../../../lib/contract/common';
import type { Db } from '../db/connection';
import { all, get, inList, Where } from '../db/sql';
import { paged, type PageOf } from '../http/paging';
import { CHINA_ROOT_ID, TAG_TYPE } from '../../../lib/constants';
import { COMPANY_RELATION, type CompanyRelation } from '../../../lib/contract/company';
import { keywordMatch } from '../search/match';

export interface CompanyRow {
  id: number;
  code: string;
  name: string;
  en_name: string | null;
  logo: string | null;
  cover_img: string | null;
  intro: string | null;
  member_kind: MemberKind;
  list_status: 'LISTED' | 'UNLISTED';
  stock_code: string | null;
  location: string | null;
  /** The English name of `location_id` (COMPANY_COLUMNS). */
  location_en: string | null;
  location_id: number | null;
  founded_year: number | null;
  website: string | null;
  show_file_name: number;
  view_count: number;
  follower_count: number;
  contact_person: string | null;
  contact_phone: string | null;
  contact_email: string | null;
  address: string | null;
  employee_count: number | null;
}

const STAFF_COUNT = '(SELECT COUNT(*) FROM company_staff s WHERE s.company_id = c.id)';
/** A company row with the English name of its place (the region tree's `en_name`). */
export const COMPANY_COLUMNS = 'c.*, (SELECT l.en_name FROM locations l WHERE l.id = c.location_id) AS location_en';

export function toCompanyCard(
  r: Pick<CompanyRow, 'id' | 'code' | 'name' | 'en_name' | 'logo' | 'location' | 'location_en' | 'list_status' | 'member_kind'>,
): CompanyCard {
  return {
    companyId: r.id,
    code: r.code,
    name: r.name,
    enName: r.en_name,
    logo: r.logo,
    location: r.location,
    locationEn: r.location_en,
    listStatus: r.list_status,
    memberKind: r.member_kind,
  };
}

/**
 * A company's categories: its industry tags. (The same table files it under the chain explorer's levels, their
 * ancestors included, for the chain's filters; those are not what a card or a facet names: 烘焙 would show twice.)
 */
async function categoriesOf(db: Db, companyIds: number[]): Promise<Map<number, { zh: string[]; en: string[] }>> {
  const out = new Map<number, { zh: string[]; en: string[] }>();
  if (companyIds.length === 0) return out;
  const rows = await all<{ company_id: number; name: string; en_name: string | null }>(
    db,
    `SELECT cc.company_id, t.name, t.en_name FROM company_categories cc JOIN tags t ON t.id = cc.tag_id AND t.type = ${TAG_TYPE.industry}
      WHERE cc.company_id IN (${inList(companyIds.length)}) ORDER BY cc.company_id, t.id`,
    ...companyIds,
  );
  for (const r of rows) {
    const entry = out.get(r.company_id) ?? { zh: [], en: [] };
    entry.zh.push(r.name);
    if (r.en_name) entry.en.push(r.en_name);
    out.set(r.company_id, entry);
  }
  return out;
}

async function toListItems(db: Db, rows: (CompanyRow & { staff_count: number })[]): Promise<CompanyListItem[]> {
  const categories = await categoriesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    ...toCompanyCard(r),
    intro: r.intro,
    categories: categories.get(r.id)?.zh ?? [],
    categoriesEn: categories.get(r.id)?.en ?? [],
    staffCount: r.staff_count,
    viewCount: r.view_count,
    followerCount: r.follower_count,
  }));
}

const ORDER: Record<'people' | 'hot' | 'default', string> = {
  people: `staff_count DESC, c.employee_count DESC, c.id`,
  hot: 'c.view_count + c.follower_count * 10 DESC, c.id',
  default: 'c.id',
};

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/**
 * L02/L27/L33 (and the search's company group, E16/E28): a page of companies (optionally only one member kind), by
 * keyword — every word in the name, English name or introduction (search/match.ts), name hits first — in the stats order.
 */
export async function companyPage(db: Db, query: CompanyPageQuery, kind?: MemberKind): Promise<PageOf<CompanyListItem> & { terms?: string[] }> {
  const where = new Where();
  if (kind) where.add('c.member_kind = ?', kind);
  const match = query.keyword ? await keywordMatch(db, 'companies', 'c.id', query.keyword) : null;
  if (match) where.add(match.sql, ...match.params);
  const first = match ? { sql: `${match.titleSql} DESC,`, params: match.titleParams } : { sql: '', params: [] };
  const total = (await get<{ n: number }>(db, `SELECT COUNT(*) AS n FROM companies c ${where}`, ...where.params))?.n ?? 0;
  const page = await paged(query, total, async (limit, offset) =>
    await toListItems(
      db,
      await all<CompanyRow & { staff_count: number }>(
        db,
        `SELECT ${COMPANY_COLUMNS}, ${STAFF_COUNT} AS staff_count FROM companies c ${where} ORDER BY ${first.sql} ${ORDER[query.sort ?? 'default']} LIMIT ? OFFSET ?`,
        ...where.params,
        ...first.params,
        limit,
        offset,
      ),
    ),
  );
  return match ? { ...page, terms: match.terms } : page;
}

/** The province of a company's place: the place itself when it hangs off the country root, else its parent. */
const PROVINCE_OF = (alias: string) =>
  `(SELECT CASE WHEN l.parent_id = ${CHINA_ROOT_ID} OR l.parent_id = 0 THEN l.id ELSE l.parent_id END FROM locations l WHERE l.id = ${alias}.location_id)`;

/** Every word of the keyword in the name, English name or introduction (search/match.ts); none: every company. */
async function keywordWhere(db: Db, keyword: string | undefined): Promise<Where> {
  const where = new Where();
  const match = keyword ? await keywordMatch(db, 'companies', 'c.id', keyword) : null;
  if (match) where.add(match.sql, ...match.params);
  return where;
}

/**
 * E16 `GET /company/companies/v1/search`: companies by keyword, optionally in one province and one category (industry
 * tag), plus the facets of every keyword match: provinces and categories with their counts.
 */
export async function companySearch(db: Db, query: CompanySearchQuery): Promise<CompanySearchPage> {
  const base = await keywordWhere(db, query.keyword);
  const where = (await keywordWhere(db, query.keyword))
    .when(query.provinceId, `${PROVINCE_OF('c')} = ?`)
    .when(query.categoryId, 'c.id IN (SELECT company_id FROM company_categories WHERE tag_id = ?)');
  const total = (await get<{ n: number }>(db, `SELECT COUNT(*) AS n FROM companies c ${where}`, ...where.params))?.n ?? 0;
  const page = await paged(query, total, async (limit, offset) =>
    await toListItems(
      db,
      await all<CompanyRow & { staff_count: number }>(
        db,
        `SELECT ${COMPANY_COLUMNS}, ${STAFF_COUNT} AS staff_count FROM companies c ${where} ORDER BY ${ORDER[query.sort ?? 'hot']} LIMIT ? OFFSET ?`,
        ...where.params,
        limit,
        offset,
      ),
    ),
  );
  const facet = (r: { id: number; name: string; en_name: string | null; n: number }) => ({ id: r.id, name: r.name, enName: r.en_name, count: r.n });
  const provinces = (await all<{ id: number; name: string; en_name: string | null; n: number }>(
    db,
    `SELECT p.id, p.name, p.en_name, COUNT(*) AS n FROM (SELECT ${PROVINCE_OF('c')} AS pid FROM companies c ${base}) x
      JOIN locations p ON p.id = x.pid GROUP BY p.id ORDER BY n DESC, p.sort, p.id`,
    ...base.params,
  )).map(facet);
  const categories = (await all<{ id: number; name: string; en_name: string | null; n: number }>(
    db,
    `SELECT t.id, t.name, t.en_name, COUNT(*) AS n FROM companies c JOIN company_categories cc ON cc.company_id = c.id
      JOIN tags t ON t.id = cc.tag_id AND t.type = ${TAG_TYPE.industry} ${base}
      GROUP BY t.id ORDER BY n DESC, t.id`,
    ...base.params,
  )).map(facet);
  return { ...page, facets: { provinces, categories } };
}

/** L27: `stats/by-people` (staff on the platform) and `stats/by-hot` (views + followers). */
export async function companyStats(db: Db, by: 'people' | 'hot', size: number, kind?: MemberKind): Promise<CompanyStatItem[]> {
  const value = by === 'people' ? STAFF_COUNT : 'c.view_count + c.follower_count * 10';
  const where = kind ? 'WHERE c.member_kind = ?' : '';
  return (await all<{ id: number; code: string; name: string; member_kind: MemberKind; value: number }>(
    db,
    `SELECT c.id, c.code, c.name, c.member_kind, ${value} AS value${by === 'people' ? ', ' + STAFF_COUNT + ' AS staff_count' : ''}
       FROM companies c ${where} ORDER BY ${ORDER[by]} LIMIT ?`,
    ...(kind ? [kind, size] : [size]),
  )).map((r) => ({ companyId: r.id, code: r.code, name: r.name, memberKind: r.member_kind, value: r.value }));
}

export async function companyRowByCode(db: Db, code: string): Promise<CompanyRow | undefined> {
  return await get<CompanyRow>(db, `SELECT ${COMPANY_COLUMNS} FROM companies c WHERE c.code = ?`, code);
}

export async function companyRowById(db: Db, id: number): Promise<CompanyRow | undefined> {
  return await get<CompanyRow>(db, `SELECT ${COMPANY_COLUMNS} FROM companies c WHERE c.id = ?`, id);
}

async function sectionNav(db: Db, companyId: number, language: SectionLanguage): Promise<SectionNavItem[]> {
  return (await all<{ id: number; section_key: string; name: string; sort: number }>(
    db,
    'SELECT id, section_key, name, sort FROM company_sections WHERE company_id = ? AND language = ? ORDER BY sort, id',
    companyId,
    language,
  )).map((r) => ({ id: r.id, sectionKey: r.section_key, name: r.name, sort: r.sort }));
}

interface ProductRow {
  id: number;
  name: string;
  cover_img: string | null;
  price_type: ProductCard['priceType'];
  price: number | null;
  max_price: number | null;
  unit: string | null;
}
const toProduct = (r: ProductRow): ProductCard => ({
  id: r.id,
  name: r.name,
  coverImg: r.cover_img,
  priceType: r.price_type,
  price: r.price,
  maxPrice: r.max_price,
  unit: r.unit,
});

/** L11: the whole company record of a page (sections in zh, products, brands, passed achievements). */
export async function companyDetail(db: Db, row: CompanyRow): Promise<CompanyDetail> {
  const staffCount = (await get<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM company_staff WHERE company_id = ?', row.id))?.n ?? 0;
  const [item] = await toListItems(db, [{ ...row, staff_count: staffCount }]);
  const products = (await all<ProductRow>(
    db,
    "SELECT id, name, cover_img, price_type, price, max_price, unit FROM company_products WHERE company_id = ? AND review_status = 'APPROVED' ORDER BY view_count DESC, id LIMIT 12",
    row.id,
  )).map(toProduct);
  const brands = (await all<{ id: number; name: string; logo: string | null; description: string | null }>(
    db,
    "SELECT id, name, logo, description FROM company_brands WHERE company_id = ? AND review_status = 'APPROVED' ORDER BY view_count DESC, id LIMIT 12",
    row.id,
  )).map((b): BrandCard => ({ id: b.id, name: b.name, logo: b.logo, description: b.description }));
  const achievements = (await all<{ id: number; title: string; cover_img: string | null; summary: string | null }>(
    db,
    "SELECT id, title, cover_img, summary FROM achievements WHERE company_id = ? AND audit_status = 'PASS' ORDER BY id DESC LIMIT 6",
    row.id,
  )).map((a): AchievementCard => ({ id: a.id, title: a.title, coverImg: a.cover_img, summary: a.summary }));
  return {
    ...(item as CompanyListItem),
    coverImg: row.cover_img,
    stockCode: row.stock_code,
    foundedYear: row.founded_year,
    website: row.website,
    showFileName: row.show_file_name === 1,
    locationId: row.location_id,
    employeeCount: row.employee_count,
    contact: { person: row.contact_person, phone: row.contact_phone, email: row.contact_email, address: row.address },
    sections: await sectionNav(db, row.id, 'zh'),
    products,
    brands,
    achievements,
  };
}

interface SectionRow {
  id: number;
  company_id: number;
  section_key: string;
  name: string;
  content: string | null;
  language: SectionLanguage;
  sort: number;
  translation_direction: CompanySectionFull['translationDirection'];
}
const toSection = (r: SectionRow): CompanySectionFull => ({
  id: r.id,
  companyId: r.company_id,
  sectionKey: r.section_key,
  name: r.name,
  content: r.content,
  language: r.language,
  sort: r.sort,
  translationDirection: r.translation_direction ?? null,
});

/** L12: the sections of a company in one language, in navigation order. */
export async function sectionList(db: Db, companyId: number, language: SectionLanguage): Promise<CompanySectionFull[]> {
  return (await all<SectionRow>(db, 'SELECT * FROM company_sections WHERE company_id = ? AND language = ? ORDER BY sort, id', companyId, language)).map(toSection);
}

export async function sectionById(db: Db, id: number): Promise<CompanySectionFull | null> {
  const row = await get<SectionRow>(db, 'SELECT * FROM company_sections WHERE id = ?', id);
  return row ? toSection(row) : null;
}

/** L04/L06: a section by key (`section-key/{key}`) in one language. */
export async function sectionByKey(db: Db, companyId: number, key: string, language: SectionLanguage): Promise<CompanySectionFull | null> {
  const row = await get<SectionRow>(db, 'SELECT * FROM company_sections WHERE company_id = ? AND section_key = ? AND language = ?', companyId, key, language);
  return row ? toSection(row) : null;
}

/** L30: what the other company of a stored relation is, seen from the related company's side. */
const MIRROR: Record<CompanyRelation, CompanyRelation> = { SUPPLIER: 'CUSTOMER', CUSTOMER: 'SUPPLIER', PRODUCT: 'PRODUCT', BRAND: 'BRAND', MANAGEMENT: 'MANAGEMENT' };

/**
 * L30: a company's chain links from `company_relations`. A row (A, B, SUPPLIER) says B supplies A, so A sees B as
 * SUPPLIER (upstream) and B sees A as CUSTOMER (downstream); PRODUCT and BRAND read the same both ways. Unknown types
 * are dropped; one link per company and type.
 */
export async function companyChainLinks(db: Db, companyId: number): Promise<CompanyChainLink[]> {
  const rows = await all<{ relation_type: string; mirrored: 0 | 1; id: number; code: string; name: string; en_name: string | null; member_kind: MemberKind }>(
    db,
    `SELECT r.relation_type, 0 AS mirrored, c.id, c.code, c.name, c.en_name, c.member_kind
       FROM company_relations r JOIN companies c ON c.id = r.related_company_id WHERE r.company_id = ?
     UNION ALL
     SELECT r.relation_type, 1 AS mirrored, c.id, c.code, c.name, c.en_name, c.member_kind
       FROM company_relations r JOIN companies c ON c.id = r.company_id WHERE r.related_company_id = ?
     ORDER BY 3`,
    companyId,
    companyId,
  );
  const seen = new Set<string>();
  const links: CompanyChainLink[] = [];
  for (const r of rows) {
    if (!(COMPANY_RELATION as readonly string[]).includes(r.relation_type) || r.id === companyId) continue;
    const stored = r.relation_type as CompanyRelation;
    const relationType = r.mirrored ? MIRROR[stored] : stored;
    const key = `${relationType}:${r.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    links.push({ relationType, company: { companyId: r.id, code: r.code, name: r.name, enName: r.en_name, memberKind: r.member_kind } });
  }
  return links.sort((a, b) => COMPANY_RELATION.indexOf(a.relationType) - COMPANY_RELATION.indexOf(b.relationType));
}

/**
 * V09/L12: `{id}/template/list?language`: the content templates for the section in the requested language, the ones
 * written for its key first, then the ones that fit any section. Null when the section does not exist.
 */
export async function sectionTemplates(db: Db, id: number, language: SectionLanguage): Promise<SectionTemplate[] | null> {
  const base = await sectionById(db, id);
  if (!base) return null;
  return (await all<{ id: number; section_key: string | null; language: SectionLanguage; name: string; content: string }>(
    db,
    `SELECT id, section_key, language, name, content FROM section_templates
      WHERE language = ? AND (section_key = ? OR section_key IS NULL) ORDER BY section_key IS NULL, sort, id`,
    language,
    base.sectionKey,
  )).map((r) => ({ id: r.id, sectionKey: r.section_key, language: r.language, name: r.name, content: r.content }));
}

interface FileRow {
  id: number;
  company_id: number;
  group_id: number | null;
  kind: 1 | 2 | 3 | 4;
  name: string;
  url: string;
  sort: number;
}
const toFile = (r: FileRow): CompanyFile => ({ id: r.id, companyId: r.company_id, groupId: r.group_id, kind: r.kind, name: r.name, url: r.url, sort: r.sort });

export async function companyFiles(db: Db, companyId: number, kind?: number): Promise<CompanyFile[]> {
  return (await all<FileRow>(
    db,
    `SELECT * FROM company_files WHERE company_id = ? ${kind ? 'AND kind = ?' : ''} ORDER BY sort, id`,
    ...(kind ? [companyId, kind] : [companyId]),
  )).map(toFile);
}

export async function fileById(db: Db, id: number): Promise<CompanyFile | null> {
  const row = await get<FileRow>(db, 'SELECT * FROM company_files WHERE id = ?', id);
  return row ? toFile(row) : null;
}

export async function fileGroups(db: Db, companyId: number): Promise<CompanyFileGroup[]> {
  return (await all<{ id: number; company_id: number; name: string; sort: number }>(
    db,
    'SELECT * FROM company_file_groups WHERE company_id = ? ORDER BY sort, id',
    companyId,
  )).map((g) => ({ id: g.id, companyId: g.company_id, name: g.name, sort: g.sort }));
}

interface StaffRow {
  id: number;
  company_id: number;
  code: string;
  name: string;
  position: string | null;
  avatar: string | null;
  description: string | null;
  view_count: number;
}
const toStaff = (r: StaffRow): StaffCard => ({
  id: r.id,
  companyId: r.company_id,
  code: r.code,
  name: r.name,
  position: r.position,
  avatar: r.avatar,
  description: r.description,
  viewCount: r.view_count,
});

/** L21: the staff cards of a company. */
export async function staffList(db: Db, companyId: number): Promise<StaffCard[]> {
  return (await all<StaffRow>(db, 'SELECT * FROM company_staff WHERE company_id = ? ORDER BY sort, id', companyId)).map(toStaff);
}

export async function staffRowById(db: Db, id: number): Promise<StaffCard | null> {
  const row = await get<StaffRow>(db, 'SELECT * FROM company_staff WHERE id = ?', id);
  return row ? toStaff(row) : null;
}

/** L09: a staff profile with its company; `isFavorite` for the caller. */
export async function staffDetail(db: Db, code: string, memberId: number | null): Promise<StaffDetail | null> {
  const row = await get<StaffRow>(db, 'SELECT * FROM company_staff WHERE code = ?', code);
  if (!row) return null;
  const company = await companyRowById(db, row.company_id);
  if (!company) return null;
  const favorite = memberId ? await get(db, 'SELECT 1 FROM company_staff_favorites WHERE staff_id = ? AND member_id = ?', row.id, memberId) : undefined;
  return { ...toStaff(row), company: toCompanyCard(company), isFavorite: favorite !== undefined };
}

interface CustomerRow {
  id: number;
  name: string;
  category: string | null;
  cid: number | null;
  code: string | null;
  cname: string | null;
  en_name: string | null;
  logo: string | null;
  location: string | null;
  location_en: string | null;
  list_status: 'LISTED' | 'UNLISTED' | null;
  member_kind: MemberKind | null;
}
const CUSTOMER_SELECT = `SELECT cu.id, cu.name, cu.category, c.id AS cid, c.code, c.name AS cname, c.en_name, c.logo, c.location,
    (SELECT l.en_name FROM locations l WHERE l.id = c.location_id) AS location_en, c.list_status, c.member_kind
  FROM company_customers cu LEFT JOIN companies c ON c.id = cu.customer_company_id`;
const toCustomer = (r: CustomerRow): Customer => ({
  id: r.id,
  name: r.name,
  category: r.category,
  customer:
    r.cid !== null && r.code && r.cname && r.list_status && r.member_kind
      ? toCompanyCard({ id: r.cid, code: r.code, name: r.cname, en_name: r.en_name, logo: r.logo, location: r.location, location_en: r.location_en, list_status: r.list_status, member_kind: r.member_kind })
      : null,
});

/** L24: the first customers of a company (the limited list of its page). */
export async function customerLimitList(db: Db, companyId: number, limit: number): Promise<Customer[]> {
  return (await all<CustomerRow>(db, `${CUSTOMER_SELECT} WHERE cu.company_id = ? ORDER BY cu.id LIMIT ?`, companyId, limit)).map(toCustomer);
}

export async function customerCategoryCount(db: Db, companyId: number): Promise<CustomerCategoryCount> {
  return await all<{ category: string; count: number }>(
    db,
    "SELECT COALESCE(category, '') AS category, COUNT(*) AS count FROM company_customers WHERE company_id = ? GROUP BY COALESCE(category, '') ORDER BY count DESC, category",
    companyId,
  );
}

export async function customerCount(db: Db, companyId: number): Promise<number> {
  return (await get<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM company_customers WHERE company_id = ?', companyId))?.n ?? 0;
}

export async function customerPage(db: Db, companyId: number, paging: PagingQuery, category?: string): Promise<PageOf<Customer>> {
  const where = new Where().add('cu.company_id = ?', companyId).when(category, 'cu.category = ?');
  const total = (await get<{ n: number }>(db, `SELECT COUNT(*) AS n FROM company_customers cu ${where}`, ...where.params))?.n ?? 0;
  return await paged(paging, total, async (limit, offset) =>
    (await all<CustomerRow>(db, `${CUSTOMER_SELECT} ${where} ORDER BY cu.id LIMIT ? OFFSET ?`, ...where.params, limit, offset)).map(toCustomer),
  );
}

interface RequestRow {
  id: number;
  company_id: number;
  name: string;
  category: string | null;
  attachment: string | null;
  review_status: CustomerRequest['reviewStatus'];
  created_at: string;
}

/** L25: a company's customer requests, newest first, with their review status. */
export async function customerRequestPage(db: Db, companyId: number, paging: PagingQuery, status?: CustomerRequest['reviewStatus']): Promise<PageOf<CustomerRequest>> {
  const where = new Where().add('company_id = ?', companyId).when(status, 'review_status = ?');
  const total = (await get<{ n: number }>(db, `SELECT COUNT(*) AS n FROM company_customer_requests ${where}`, ...where.params))?.n ?? 0;
  return await paged(paging, total, async (limit, offset) =>
    (await all<RequestRow>(db, `SELECT * FROM company_customer_requests ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`, ...where.params, limit, offset)).map(
      (r) => ({
        id: r.id,
        companyId: r.company_id,
        name: r.name,
        category: r.category,
        attachment: r.attachment,
        reviewStatus: r.review_status,
        createdTime: r.created_at,
      }),
    ),
  );
}

/** L26: the products a company recommends, in its order. */
export async function recommendedProducts(db: Db, companyId: number, paging: PagingQuery): Promise<PageOf<ProductCard>> {
  const total =
    (await get<{ n: number }>(
      db,
      "SELECT COUNT(*) AS n FROM company_recommend_products r JOIN company_products p ON p.id = r.product_id WHERE r.company_id = ? AND p.review_status = 'APPROVED'",
      companyId,
    ))?.n ?? 0;
  return await paged(paging, total, async (limit, offset) =>
    (await all<ProductRow>(
      db,
      `SELECT p.id, p.name, p.cover_img, p.price_type, p.price, p.max_price, p.unit FROM company_recommend_products r
        JOIN company_products p ON p.id = r.product_id WHERE r.company_id = ? AND p.review_status = 'APPROVED' ORDER BY r.sort, p.id LIMIT ? OFFSET ?`,
      companyId,
      limit,
      offset,
    )).map(toProduct),
  );
}

/** L27 `recommend/{id}`: related companies (same member kind, sharing a category), most viewed first. */
export async function relatedCompanies(db: Db, companyId: number, size: number): Promise<CompanyCard[]> {
  return (await all<CompanyRow>(
    db,
    `SELECT DISTINCT ${COMPANY_COLUMNS} FROM companies c JOIN company_categories cc ON cc.company_id = c.id
      WHERE c.id <> ? AND cc.tag_id IN (SELECT x.tag_id FROM company_categories x JOIN tags t ON t.id = x.tag_id AND t.type = ${TAG_TYPE.industry} WHERE x.company_id = ?)
      ORDER BY c.view_count DESC, c.id LIMIT ?`,
    companyId,
    companyId,
    size,
  )).map(toCompanyCard);
}

/** L15: the companies a member follows, newest first. */
export async function followedCompanies(db: Db, memberId: number, paging: PagingQuery): Promise<PageOf<CompanyListItem>> {
  const total = (await get<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM company_followers WHERE member_id = ?', memberId))?.n ?? 0;
  return await paged(paging, total, async (limit, offset) =>
    await toListItems(
      db,
      await all<CompanyRow & { staff_count: number }>(
        db,
        `SELECT ${COMPANY_COLUMNS}, ${STAFF_COUNT} AS staff_count FROM company_followers f JOIN companies c ON c.id = f.company_id
          WHERE f.member_id = ? ORDER BY f.created_at DESC, c.id LIMIT ? OFFSET ?`,
        memberId,
        limit,
        offset,
      ),
    ),
  );
}

export async function isFollowing(db: Db, companyId: number, memberId: number): Promise<boolean> {
  return await get(db, 'SELECT 1 FROM company_followers WHERE company_id = ? AND member_id = ?', companyId, memberId) !== undefined;
}

/** L23/I49: the company's employees (members with an employee relation), paged. */
export async function employeePage(db: Db, companyId: number, paging: PagingQuery): Promise<PageOf<Employee>> {
  const total = (await get<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM company_employees WHERE company_id = ?', companyId))?.n ?? 0;
  return await paged(paging, total, async (limit, offset) =>
    (await all<{ member_id: number; nickname: string | null; avatar: string | null; position: string | null; role: 'ADMIN' | 'EMPLOYEE'; created_at: string }>(
      db,
      `SELECT e.member_id, m.nickname, m.avatar, m.position, e.role, e.created_at FROM company_employees e JOIN members m ON m.id = e.member_id
        WHERE e.company_id = ? ORDER BY e.role, e.created_at, e.member_id LIMIT ? OFFSET ?`,
      companyId,
      limit,
      offset,
    )).map((r) => ({ memberId: r.member_id, nickname: r.nickname, avatar: r.avatar, position: r.position, role: r.role, createdTime: r.created_at })),
  );
}

/**
 * L23/I49 `GET /admin/member/company/page`: members who name the company in their profile or hold an employee
 * relation with it (registered ones only), employees first (admins, then by relation date), then the others by name.
 */
export async function companyMemberPage(db: Db, companyId: number, query: PagingQuery & { keyword?: string | undefined }): Promise<PageOf<CompanyMember>> {
  const where = new Where()
    .add('m.is_register = 1')
    .add('(m.company_id = ? OR e.member_id IS NOT NULL)', companyId)
    .when(query.keyword, "m.nickname LIKE ? ESCAPE '\\'", (k) => [`%${escapeLike(k)}%`]);
  const from = 'FROM members m LEFT JOIN company_employees e ON e.member_id = m.id AND e.company_id = ?';
  const total = (await get<{ n: number }>(db, `SELECT COUNT(*) AS n ${from} ${where}`, companyId, ...where.params))?.n ?? 0;
  return await paged(query, total, async (limit, offset) =>
    (await all<{ id: number; nickname: string | null; avatar: string | null; position: string | null; company: string | null; role: 'ADMIN' | 'EMPLOYEE' | null }>(
      db,
      `SELECT m.id, m.nickname, m.avatar, m.position, m.company, e.role ${from} ${where}
        ORDER BY e.role IS NULL, e.role, e.created_at, m.nickname, m.id LIMIT ? OFFSET ?`,
      companyId,
      ...where.params,
      limit,
      offset,
    )).map((r) => ({ memberId: r.id, nickname: r.nickname, avatar: r.avatar, position: r.position, company: r.company, role: r.role })),
  );
}

/** The company a member manages (admin employee relation), if any. */
export async function managedCompanyId(db: Db, memberId: number): Promise<number | null> {
  return (await get<{ company_id: number }>(db, "SELECT company_id FROM company_employees WHERE member_id = ? AND role = 'ADMIN' ORDER BY created_at LIMIT 1", memberId))?.company_id ?? null;
}
