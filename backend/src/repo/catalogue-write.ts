/**
 * Staff writes of products and brands (U15–U20, M09–M13, M31, M32): the caller passes the guard of every company
 * write (`./company-permission`: the token and an ADMIN relation) for the item's company (U14); every create or
 * edit is PENDING until the platform reviews it.
 */
import { CHAIN_TAG_TYPE, type BrandInput, type CatalogueReviewInput, type ProductInput, type ReviewKind } from '@/lib/contract/catalogue';
import { ADMIN_MEMBER_ID, NOTICE_TYPE } from '@/lib/constants';
import type { Db } from '../db/connection';
import { nowText } from '../db/time';
import { all, get, inList, run, transaction, insertId } from '../db/sql';
import { fail, notFound } from '../http/envelope';
import { noCompanyPermission as noPermission } from './company-permission';
import { createNotice } from './notices';

/** Usable tag ids plus, for chain tags, their ancestors (a level matches its whole subtree). */
async function withAncestors(db: Db, tagIds: number[]): Promise<number[]> {
  const unique = [...new Set(tagIds)];
  if (unique.length === 0) return [];
  const rows = await all<{ id: number; type: number; parent_id: number | null }>(
    db,
    `SELECT id, type, parent_id FROM tags WHERE status = 1 AND id IN (${inList(unique.length)})`,
    ...unique,
  );
  if (rows.length !== unique.length) throw fail('tagIds: unknown tag');
  const chainTypes = new Set(Object.values(CHAIN_TAG_TYPE));
  const out = new Set(unique);
  for (const row of rows) {
    let parent = chainTypes.has(row.type) ? row.parent_id : null;
    for (let depth = 0; parent && depth < 3 && !out.has(parent); depth += 1) {
      out.add(parent);
      parent = (await get<{ parent_id: number | null }>(db, 'SELECT parent_id FROM tags WHERE id = ?', parent))?.parent_id ?? null;
    }
  }
  return [...out];
}

/** The company a stored product or brand belongs to (the guard's company for edits and deletes), or 404. */
export async function catalogueItemCompany(db: Db, kind: ReviewKind, id: number): Promise<number> {
  const row = await get<{ company_id: number }>(db, `SELECT company_id FROM ${kind === 'product' ? 'company_products' : 'company_brands'} WHERE id = ?`, id);
  if (!row) throw notFound();
  return row.company_id;
}

async function ownedCompany(db: Db, table: 'company_products' | 'company_brands', id: number, companyId: number): Promise<void> {
  const row = await get<{ company_id: number }>(db, `SELECT company_id FROM ${table} WHERE id = ?`, id);
  if (!row) throw notFound();
  if (row.company_id !== companyId) throw noPermission();
}

function priceOf(input: ProductInput): { price: number | null; maxPrice: number | null } {
  if (input.priceType === 'NEGOTIABLE') return { price: null, maxPrice: null };
  return { price: input.price ?? null, maxPrice: input.priceType === 'RANGE' ? (input.maxPrice ?? null) : null };
}

/** A brand of the same company, or null (an unknown or foreign brand is a bad input). */
async function brandOf(db: Db, companyId: number, brandId: number | null | undefined): Promise<number | null> {
  if (brandId == null) return null;
  const row = await get<{ id: number }>(db, 'SELECT id FROM company_brands WHERE id = ? AND company_id = ?', brandId, companyId);
  if (!row) throw fail('brandId: not a brand of your company');
  return row.id;
}

async function writeProductChildren(db: Db, id: number, input: ProductInput): Promise<void> {
  await run(db, 'DELETE FROM company_product_images WHERE product_id = ?', id);
  for (const [k, url] of input.images.entries()) await run(db, 'INSERT INTO company_product_images (product_id, url, sort) VALUES (?, ?, ?)', id, url, k);
  await run(db, 'DELETE FROM company_product_categories WHERE product_id = ?', id);
  for (const tag of await withAncestors(db, input.tagIds)) await run(db, 'INSERT INTO company_product_categories (product_id, tag_id) VALUES (?, ?) ON CONFLICT DO NOTHING', id, tag);
  await run(db, 'DELETE FROM company_product_attributes WHERE product_id = ?', id);
  for (const a of input.attributes)
    await run(db, 'INSERT INTO company_product_attributes (product_id, attr_group, name, value) VALUES (?, ?, ?, ?)', id, a.group, a.name, a.value ?? null);
}

export async function createProduct(db: Db, memberId: number, companyId: number, input: ProductInput): Promise<number> {
  const { price, maxPrice } = priceOf(input);
  const at = nowText();
  return await transaction(db, async () => {
    const id = (await insertId(db, `INSERT INTO company_products (company_id, name, description, cover_img, price_type, price, max_price, unit, video, brand_id, translation_direction,
           review_status, created_by, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'PENDING', ?, ?, ?)`, companyId, input.name, input.description ?? null, input.images[0] ?? null, input.priceType, price, maxPrice, input.unit ?? null, input.video ?? null, await brandOf(db, companyId, input.brandId), input.translationDirection ?? null, memberId, at, at));
    await writeProductChildren(db, id, input);
    return id;
  });
}

export async function updateProduct(db: Db, companyId: number, id: number, input: ProductInput): Promise<void> {
  await ownedCompany(db, 'company_products', id, companyId);
  const { price, maxPrice } = priceOf(input);
  await transaction(db, async () => {
    await run(
      db,
      `UPDATE company_products SET name = ?, description = ?, cover_img = ?, price_type = ?, price = ?, max_price = ?, unit = ?, video = ?, brand_id = ?,
         translation_direction = ?, review_status = 'PENDING', updated_at = ? WHERE id = ?`,
      input.name,
      input.description ?? null,
      input.images[0] ?? null,
      input.priceType,
      price,
      maxPrice,
      input.unit ?? null,
      input.video ?? null,
      await brandOf(db, companyId, input.brandId),
      input.translationDirection ?? null,
      nowText(),
      id,
    );
    await writeProductChildren(db, id, input);
  });
}

export async function deleteProduct(db: Db, companyId: number, id: number): Promise<void> {
  await ownedCompany(db, 'company_products', id, companyId);
  await run(db, 'DELETE FROM company_products WHERE id = ?', id);
}

async function writeBrandCategories(db: Db, id: number, tagIds: number[]): Promise<void> {
  await run(db, 'DELETE FROM company_brand_categories WHERE brand_id = ?', id);
  for (const tag of await withAncestors(db, tagIds)) await run(db, 'INSERT INTO company_brand_categories (brand_id, tag_id) VALUES (?, ?) ON CONFLICT DO NOTHING', id, tag);
}

export async function createBrand(db: Db, memberId: number, companyId: number, input: BrandInput): Promise<number> {
  const at = nowText();
  return await transaction(db, async () => {
    const id = (await insertId(db, `INSERT INTO company_brands (company_id, name, en_name, logo, description, story, review_status, created_by, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, 'PENDING', ?, ?, ?)`, companyId, input.name, input.enName ?? null, input.logo ?? null, input.description ?? null, input.story ?? null, memberId, at, at));
    await writeBrandCategories(db, id, input.tagIds);
    return id;
  });
}

export async function updateBrand(db: Db, companyId: number, id: number, input: BrandInput): Promise<void> {
  await ownedCompany(db, 'company_brands', id, companyId);
  await transaction(db, async () => {
    await run(
      db,
      `UPDATE company_brands SET name = ?, en_name = ?, logo = ?, description = ?, story = ?, review_status = 'PENDING', updated_at = ? WHERE id = ?`,
      input.name,
      input.enName ?? null,
      input.logo ?? null,
      input.description ?? null,
      input.story ?? null,
      nowText(),
      id,
    );
    await writeBrandCategories(db, id, input.tagIds);
  });
}

export async function deleteBrand(db: Db, companyId: number, id: number): Promise<void> {
  await ownedCompany(db, 'company_brands', id, companyId);
  await run(db, 'DELETE FROM company_brands WHERE id = ?', id);
}

/**
 * The platform's review: PENDING → APPROVED (pass) | REJECTED (block); any other transition is refused. The member
 * who wrote the item gets a system notice of the result, as an achievement's author does (issue 29 item 8):
 * `msgType` `{kind}_review_pass|block`, the item's id and name, the platform's wording as `template`.
 */
export async function reviewItem(db: Db, kind: ReviewKind, input: CatalogueReviewInput): Promise<{ id: number; reviewStatus: 'APPROVED' | 'REJECTED' }> {
  const table = kind === 'product' ? 'company_products' : 'company_brands';
  const row = await get<{ review_status: string; name: string; created_by: number | null }>(db, `SELECT review_status, name, created_by FROM ${table} WHERE id = ?`, input.id);
  if (!row) throw notFound();
  if (row.review_status !== 'PENDING') throw fail(`review: ${kind} ${input.id} is ${row.review_status}, not PENDING`);
  const isPass = input.result === 'pass';
  const reviewStatus = isPass ? 'APPROVED' : 'REJECTED';
  const now = nowText();
  await transaction(db, async () => {
    await run(db, `UPDATE ${table} SET review_status = ?, updated_at = ? WHERE id = ?`, reviewStatus, now, input.id);
    if (row.created_by === null) return;
    const noun = kind === 'product' ? '产品' : '品牌';
    await createNotice(db, {
      memberId: row.created_by,
      noticeType: NOTICE_TYPE.notice,
      entityId: input.id,
      content: {
        adminMemberId: ADMIN_MEMBER_ID,
        msgType: `${kind}_review_${isPass ? 'pass' : 'block'}`,
        isPass,
        subjectId: input.id,
        title: row.name,
        template: isPass ? `你提交的${noun}《{title}》已审核通过` : `你提交的${noun}《{title}》审核未通过，请修改后重新提交`,
        ...(input.remark ? { remark: input.remark } : {}),
      },
      sentTime: now,
    });
  });
  return { id: input.id, reviewStatus };
}
