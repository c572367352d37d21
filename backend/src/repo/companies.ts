/**
 * Company reads (§7.6, L02–L33): the row and its card, lists, search and stats, related and followed companies.
 */
import type { CompanyCard, CompanyListItem, CompanyPageQuery, CompanySearchPage, CompanySearchQuery, CompanyStatItem, MemberKind } from '@/lib/contract/company';
import type { PagingQuery } from '@/lib/contract/common';
import type { Db } from '../db/connection';
import { all, get, inList, Where } from '../db/sql';
import { paged, type PageOf } from '../http/paging';
import { CHINA_ROOT_ID, TAG_TYPE } from '@/lib/constants';
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

export async function toListItems(db: Db, rows: (CompanyRow & { staff_count: number })[]): Promise<CompanyListItem[]> {
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

export function escapeLike(text: string): string {
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
