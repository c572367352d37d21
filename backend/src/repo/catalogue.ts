/**
 * Reads of products, brands and the chain's company list. Public reads see APPROVED items only;
 * `ownerView` lets a company's staff read their own PENDING/REJECTED items (editors).
 */
import type {
  BrandCard,
  BrandDetail,
  BrandSearchQuery,
  CatalogueCompany,
  ChainCompany,
  ChainCompanyQuery,
  ProductAttribute,
  ProductCard,
  ProductDetail,
  ProductSearchQuery,
} from '@/lib/contract/catalogue';
import { HOT_PRODUCTS_SIZE, RELATED_PRODUCTS_SIZE } from '@/lib/contract/catalogue';
import type { Db } from '../db/connection';
import { all, get, inList, run, Where } from '../db/sql';
import { paged, type PageOf } from '../http/paging';
import { keywordMatch } from '../search/match';

/** A product card's row: select `PRODUCT_COLUMNS` from `company_products p JOIN companies c`, then `productCardOf`. */
export interface ProductRow {
  id: number;
  name: string;
  cover_img: string | null;
  price_type: ProductCard['priceType'];
  price: number | null;
  max_price: number | null;
  unit: string | null;
  company_id: number;
  company_name: string;
  company_en_name: string | null;
  view_count: number;
}

export const PRODUCT_COLUMNS = `p.id, p.name, p.cover_img, p.price_type, p.price, p.max_price, p.unit, p.company_id, c.name AS company_name, c.en_name AS company_en_name, p.view_count`;

export function productCardOf(r: ProductRow): ProductCard {
  return {
    id: r.id,
    name: r.name,
    coverImg: r.cover_img,
    priceType: r.price_type,
    price: r.price,
    maxPrice: r.max_price,
    unit: r.unit,
    companyId: r.company_id,
    companyName: r.company_name,
    companyEnName: r.company_en_name,
    viewCount: r.view_count,
  };
}

function escapeLike(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Items carrying every one of `tagIds` (the chain stores each item's ancestors too, so a level matches its subtree). */
function withAllTags(where: Where, column: string, table: string, key: string, tagIds: number[]): void {
  const unique = [...new Set(tagIds)];
  if (unique.length === 0) return;
  where.add(
    `${column} IN (SELECT ${key} FROM ${table} WHERE tag_id IN (${inList(unique.length)}) GROUP BY ${key} HAVING COUNT(DISTINCT tag_id) = ?)`,
    ...unique,
    unique.length,
  );
}

/** N05: the company-side filters (province, base category) on the column holding a company id. */
function companyFilters(where: Where, companyColumn: string, query: { provinceId?: number | undefined; baseCategoryId?: number | undefined }): void {
  where.when(query.provinceId, `${companyColumn} IN (SELECT id FROM companies WHERE location_id IN (SELECT id FROM locations WHERE id = ? OR parent_id = ?))`, (p) => [p, p]);
  where.when(query.baseCategoryId, `${companyColumn} IN (SELECT company_id FROM company_categories WHERE tag_id = ?)`);
}

/** Approved products carrying a product-category tag (the category line of N05). */
const PRODUCTS_OF_LINE = "SELECT p2.id FROM company_products p2 JOIN company_product_categories x2 ON x2.product_id = p2.id WHERE x2.tag_id = ? AND p2.review_status = 'APPROVED'";

/** Approved products; a keyword must match with every word (search/match.ts), name hits first (E28). */
export async function searchProducts(db: Db, query: ProductSearchQuery): Promise<PageOf<ProductCard> & { terms?: string[] }> {
  const where = new Where().add("p.review_status = 'APPROVED'");
  where.when(query.companyId, 'p.company_id = ?');
  where.when(query.brandId, 'p.brand_id = ?');
  const match = query.keyword ? await keywordMatch(db, 'products', 'p.id', query.keyword) : null;
  if (match) where.add(match.sql, ...match.params);
  companyFilters(where, 'p.company_id', query);
  withAllTags(where, 'p.id', 'company_product_categories', 'product_id', [...query.tagId, ...(query.categoryLineId !== undefined ? [query.categoryLineId] : [])]);
  const from = `FROM company_products p JOIN companies c ON c.id = p.company_id ${where}`;
  const total = (await get<{ n: number }>(db, `SELECT COUNT(*) AS n ${from}`, ...where.params))?.n ?? 0;
  const first = match ? { sql: `${match.titleSql} DESC,`, params: match.titleParams } : { sql: '', params: [] };
  const page = await paged(query, total, async (limit, offset) =>
    (await all<ProductRow>(
      db,
      `SELECT ${PRODUCT_COLUMNS} ${from} ORDER BY ${first.sql} p.view_count DESC, p.id DESC LIMIT ? OFFSET ?`,
      ...where.params,
      ...first.params,
      limit,
      offset,
    )).map(productCardOf),
  );
  return match ? { ...page, terms: match.terms } : page;
}

export async function hotProducts(db: Db, size = HOT_PRODUCTS_SIZE): Promise<ProductCard[]> {
  return (await all<ProductRow>(
    db,
    `SELECT ${PRODUCT_COLUMNS} FROM company_products p JOIN companies c ON c.id = p.company_id
      WHERE p.review_status = 'APPROVED' ORDER BY p.view_count DESC, p.id DESC LIMIT ?`,
    size,
  )).map(productCardOf);
}

interface CompanyRow {
  id: number;
  code: string;
  name: string;
  en_name: string | null;
  logo: string | null;
  member_kind: 'ORDINARY' | 'COLLEGE';
  location: string | null;
}

async function companyOf(db: Db, id: number): Promise<CatalogueCompany | null> {
  const r = await get<CompanyRow>(db, 'SELECT id, code, name, en_name, logo, member_kind, location FROM companies WHERE id = ?', id);
  return r ? { id: r.id, code: r.code, name: r.name, enName: r.en_name, logo: r.logo, memberKind: r.member_kind, location: r.location } : null;
}

async function categoriesOf(db: Db, table: string, key: string, id: number): Promise<{ id: number; name: string; type: number }[]> {
  return await all<{ id: number; name: string; type: number }>(
    db,
    `SELECT t.id, t.name, t.type FROM ${table} x JOIN tags t ON t.id = x.tag_id WHERE x.${key} = ? ORDER BY t.type, t.parent_id IS NOT NULL, t.sort, t.id`,
    id,
  );
}

export interface ProductRecord extends ProductDetail {
  createdBy: number | null;
  brandId: number | null;
}

/** A product with everything its page shows; null when missing (or not APPROVED unless `includeUnreviewed`). */
export async function productById(db: Db, id: number, includeUnreviewed = false): Promise<ProductRecord | null> {
  const row = await get<ProductRow & { description: string | null; video: string | null; review_status: ProductDetail['reviewStatus']; created_at: string; created_by: number | null; brand_id: number | null; translation_direction: ProductDetail['translationDirection'] }>(
    db,
    `SELECT ${PRODUCT_COLUMNS}, p.description, p.video, p.review_status, p.created_at, p.created_by, p.brand_id, p.translation_direction
       FROM company_products p JOIN companies c ON c.id = p.company_id WHERE p.id = ?`,
    id,
  );
  if (!row || (!includeUnreviewed && row.review_status !== 'APPROVED')) return null;
  const company = await companyOf(db, row.company_id);
  if (!company) return null;
  const images = (await all<{ url: string }>(db, 'SELECT url FROM company_product_images WHERE product_id = ? ORDER BY sort', id)).map((r) => r.url);
  const attributes = (await all<{ attr_group: ProductAttribute['group']; name: string; value: string | null }>(
    db,
    'SELECT attr_group, name, value FROM company_product_attributes WHERE product_id = ? ORDER BY id',
    id,
  )).map((a) => ({ group: a.attr_group, name: a.name, value: a.value }));
  const brand =
    await get<{ id: number; name: string }>(
      db,
      "SELECT b.id, b.name FROM company_products p JOIN company_brands b ON b.id = p.brand_id WHERE p.id = ? AND b.review_status = 'APPROVED'",
      id,
    ) ?? null;
  return {
    ...productCardOf(row),
    description: row.description,
    video: row.video,
    images: images.length > 0 ? images : row.cover_img ? [row.cover_img] : [],
    attributes,
    categories: await categoriesOf(db, 'company_product_categories', 'product_id', id),
    brand,
    company,
    reviewStatus: row.review_status,
    createdAt: row.created_at,
    translationDirection: row.translation_direction ?? null,
    createdBy: row.created_by,
    brandId: row.brand_id,
  };
}

/** Other approved products of the same company first, then ones sharing a category. */
export async function relatedProducts(db: Db, product: Pick<ProductDetail, 'id' | 'companyId'>, size = RELATED_PRODUCTS_SIZE): Promise<ProductCard[]> {
  return (await all<ProductRow>(
    db,
    `SELECT ${PRODUCT_COLUMNS} FROM company_products p JOIN companies c ON c.id = p.company_id
      WHERE p.review_status = 'APPROVED' AND p.id <> ?
        AND (p.company_id = ? OR p.id IN (SELECT b.product_id FROM company_product_categories a
              JOIN company_product_categories b ON b.tag_id = a.tag_id WHERE a.product_id = ?))
      ORDER BY p.company_id = ? DESC, p.view_count DESC, p.id LIMIT ?`,
    product.id,
    product.companyId,
    product.id,
    product.companyId,
    size,
  )).map(productCardOf);
}

export async function recordProductView(db: Db, id: number): Promise<boolean> {
  return (await run(db, "UPDATE company_products SET view_count = view_count + 1 WHERE id = ? AND review_status = 'APPROVED'", id)).changes > 0;
}

interface BrandRow {
  id: number;
  name: string;
  en_name: string | null;
  logo: string | null;
  description: string | null;
  company_id: number;
  company_name: string;
  company_en_name: string | null;
  view_count: number;
}

const BRAND_COLUMNS = 'b.id, b.name, b.en_name, b.logo, b.description, b.company_id, c.name AS company_name, c.en_name AS company_en_name, b.view_count';

function brandCardOf(r: BrandRow): BrandCard {
  return {
    id: r.id,
    name: r.name,
    enName: r.en_name,
    logo: r.logo,
    description: r.description,
    companyId: r.company_id,
    companyName: r.company_name,
    companyEnName: r.company_en_name,
    viewCount: r.view_count,
  };
}

export async function searchBrands(db: Db, query: BrandSearchQuery): Promise<PageOf<BrandCard>> {
  const where = new Where().add("b.review_status = 'APPROVED'");
  where.when(query.companyId, 'b.company_id = ?');
  where.when(query.keyword, "(b.name LIKE ? ESCAPE '\\' OR b.en_name LIKE ? ESCAPE '\\')", (k) => [escapeLike(k), escapeLike(k)]);
  companyFilters(where, 'b.company_id', query);
  where.when(
    query.categoryLineId,
    `(b.id IN (SELECT brand_id FROM company_brand_categories WHERE tag_id = ?) OR b.id IN (SELECT brand_id FROM company_products WHERE id IN (${PRODUCTS_OF_LINE})))`,
    (line) => [line, line],
  );
  withAllTags(where, 'b.id', 'company_brand_categories', 'brand_id', query.tagId);
  const from = `FROM company_brands b JOIN companies c ON c.id = b.company_id ${where}`;
  const total = (await get<{ n: number }>(db, `SELECT COUNT(*) AS n ${from}`, ...where.params))?.n ?? 0;
  return await paged(query, total, async (limit, offset) =>
    (await all<BrandRow>(db, `SELECT ${BRAND_COLUMNS} ${from} ORDER BY b.view_count DESC, b.id DESC LIMIT ? OFFSET ?`, ...where.params, limit, offset)).map(brandCardOf),
  );
}

export interface BrandRecord extends BrandDetail {
  createdBy: number | null;
}

export async function brandById(db: Db, id: number, includeUnreviewed = false): Promise<BrandRecord | null> {
  const row = await get<BrandRow & { story: string | null; review_status: BrandDetail['reviewStatus']; created_at: string; created_by: number | null }>(
    db,
    `SELECT ${BRAND_COLUMNS}, b.story, b.review_status, b.created_at, b.created_by FROM company_brands b JOIN companies c ON c.id = b.company_id WHERE b.id = ?`,
    id,
  );
  if (!row || (!includeUnreviewed && row.review_status !== 'APPROVED')) return null;
  const company = await companyOf(db, row.company_id);
  if (!company) return null;
  return {
    ...brandCardOf(row),
    story: row.story,
    categories: await categoriesOf(db, 'company_brand_categories', 'brand_id', id),
    company,
    reviewStatus: row.review_status,
    createdAt: row.created_at,
    createdBy: row.created_by,
  };
}

export async function recordBrandView(db: Db, id: number): Promise<boolean> {
  return (await run(db, "UPDATE company_brands SET view_count = view_count + 1 WHERE id = ? AND review_status = 'APPROVED'", id)).changes > 0;
}

interface ChainCompanyRow extends CompanyRow {
  intro: string | null;
  location_id: number | null;
  location_en_name: string | null;
  product_count: number;
}

/** The chain's company list (N05): levels (tagId), province (the location or its parent), base category, category line, keyword. */
export async function chainCompanies(db: Db, query: ChainCompanyQuery): Promise<PageOf<ChainCompany>> {
  const where = new Where();
  where.when(query.keyword, "(c.name LIKE ? ESCAPE '\\' OR c.en_name LIKE ? ESCAPE '\\')", (k) => [escapeLike(k), escapeLike(k)]);
  companyFilters(where, 'c.id', query);
  where.when(query.categoryLineId, `c.id IN (SELECT company_id FROM company_products WHERE id IN (${PRODUCTS_OF_LINE}))`);
  withAllTags(where, 'c.id', 'company_categories', 'company_id', query.tagId);
  const total = (await get<{ n: number }>(db, `SELECT COUNT(*) AS n FROM companies c ${where}`, ...where.params))?.n ?? 0;
  return await paged(query, total, async (limit, offset) => {
    const rows = await all<ChainCompanyRow>(
      db,
      `SELECT c.id, c.code, c.name, c.en_name, c.logo, c.member_kind, c.location, c.intro, c.location_id,
              (SELECT l.en_name FROM locations l WHERE l.id = c.location_id) AS location_en_name,
              (SELECT COUNT(*) FROM company_products p WHERE p.company_id = c.id AND p.review_status = 'APPROVED') AS product_count
         FROM companies c ${where} ORDER BY c.follower_count + c.view_count DESC, c.id LIMIT ? OFFSET ?`,
      ...where.params,
      limit,
      offset,
    );
    return (await Promise.all(rows.map(async (r) => ({
      id: r.id,
      code: r.code,
      name: r.name,
      enName: r.en_name,
      logo: r.logo,
      memberKind: r.member_kind,
      location: r.location,
      intro: r.intro,
      locationId: r.location_id,
      locationEnName: r.location_en_name,
      productCount: r.product_count,
      categories: (await all<{ id: number; name: string; en_name: string | null }>(
        db,
        'SELECT t.id, t.name, t.en_name FROM company_categories x JOIN tags t ON t.id = x.tag_id WHERE x.company_id = ? AND t.type = 1 ORDER BY t.sort, t.id',
        r.id,
      )).map((t) => ({ id: t.id, name: t.name, enName: t.en_name })),
    }))));
  });
}
