/**
 * Company writes by company staff (L13–L26, U14–U32). Every write first passes the one guard of
 * `./company-permission` (the token AND an ADMIN relation to the company the data belongs to, the company read
 * from the stored row, never taken from the client for existing data); otherwise 10403.
 */
import { randomInt } from 'node:crypto';
import {
  COMPANY_CONTACT_FIELDS,
  COMPANY_INFO_FIELDS,
  COMPANY_TOKEN,
  type CompanyUpdateInput,
  type CustomerRequestInput,
  type FileInput,
  type SectionAddInput,
  type SectionContentInput,
  type SortInput,
  type StaffInput,
  type StaffUpdateInput,
} from '@/lib/contract/company';
import type { Db } from '../db/connection';
import { get, inList, run, transaction, insertId } from '../db/sql';
import { nowText } from '../db/time';
import { fail, notFound } from '../http/envelope';
import { companyRowById } from './companies';
import { noCompanyPermission, requireCompanyToken } from './company-permission';


/** The company of a stored row, or 404. */
async function ownerOf(db: Db, table: 'company_sections' | 'company_files' | 'company_file_groups' | 'company_staff', id: number): Promise<number> {
  const row = await get<{ company_id: number }>(db, `SELECT company_id FROM ${table} WHERE id = ?`, id);
  if (!row) throw notFound();
  return row.company_id;
}

/** L16: info fields need U30, contact fields U31; only the fields sent change. */
export async function updateCompany(db: Db, memberId: number, input: CompanyUpdateInput): Promise<void> {
  const info = COMPANY_INFO_FIELDS.filter((f) => input[f] !== undefined);
  const contact = COMPANY_CONTACT_FIELDS.filter((f) => input[f] !== undefined);
  if (info.length === 0 && contact.length === 0) throw fail('nothing to update');
  if (info.length > 0) await requireCompanyToken(db, memberId, input.companyId, COMPANY_TOKEN.infoEdit);
  if (contact.length > 0) await requireCompanyToken(db, memberId, input.companyId, COMPANY_TOKEN.contactEdit);
  const column: Record<Exclude<(typeof COMPANY_INFO_FIELDS)[number], 'locationId'> | (typeof COMPANY_CONTACT_FIELDS)[number], string> = {
    intro: 'intro',
    website: 'website',
    logo: 'logo',
    contactPerson: 'contact_person',
    contactPhone: 'contact_phone',
    contactEmail: 'contact_email',
    address: 'address',
  };
  // The place is a node of the region tree: its id and its Chinese name are stored together (the English name is read from the tree).
  let place: { id: number; name: string } | null | undefined;
  if (input.locationId !== undefined) {
    place = input.locationId === null ? null : await get<{ id: number; name: string }>(db, 'SELECT id, name FROM locations WHERE id = ?', input.locationId);
    if (place === undefined) throw fail('locationId: unknown location');
  }
  await transaction(db, async () => {
    for (const f of [...info, ...contact]) {
      if (f === 'locationId') {
        await run(db, 'UPDATE companies SET location_id = ?, location = ? WHERE id = ?', place?.id ?? null, place?.name ?? null, input.companyId);
        continue;
      }
      const value = input[f];
      await run(db, `UPDATE companies SET ${column[f]} = ? WHERE id = ?`, value === '' ? null : (value ?? null), input.companyId);
    }
  });
}

/** L17: the file-name toggle is part of the company info (U30). */
export async function setShowFileName(db: Db, memberId: number, companyId: number, show: boolean): Promise<void> {
  await requireCompanyToken(db, memberId, companyId, COMPANY_TOKEN.infoEdit);
  await run(db, 'UPDATE companies SET show_file_name = ? WHERE id = ?', show ? 1 : 0, companyId);
}

/** L13/U22: one section's content (and name). Returns the company id. */
export async function saveSection(db: Db, memberId: number, input: SectionContentInput): Promise<number> {
  const companyId = await ownerOf(db, 'company_sections', input.id);
  await requireCompanyToken(db, memberId, companyId, COMPANY_TOKEN.sectionEdit);
  await run(db, 'UPDATE company_sections SET content = ?, name = COALESCE(?, name), translation_direction = ? WHERE id = ?', input.content, input.name ?? null, input.translationDirection ?? null, input.id);
  return companyId;
}

/**
 * L13 batch save (`batch/{id}/V2`): changed sections need section-edit (U22), new ones section-add (U21), removed ones
 * section-delete (U23); every section named must belong to `companyId`. All or nothing. Answers the new sections' ids.
 */
export async function saveSections(
  db: Db,
  memberId: number,
  companyId: number,
  batch: { sections: SectionContentInput[]; added: SectionAddInput[]; deletedIds: number[] },
): Promise<number[]> {
  if (batch.sections.length > 0) await requireCompanyToken(db, memberId, companyId, COMPANY_TOKEN.sectionEdit);
  if (batch.added.length > 0) await requireCompanyToken(db, memberId, companyId, COMPANY_TOKEN.sectionAdd);
  if (batch.deletedIds.length > 0) await requireCompanyToken(db, memberId, companyId, COMPANY_TOKEN.sectionDelete);
  for (const id of [...batch.sections.map((s) => s.id), ...batch.deletedIds]) {
    if (await ownerOf(db, 'company_sections', id) !== companyId) throw noCompanyPermission();
  }
  return await transaction(db, async () => {
    for (const s of batch.sections) {
      await run(db, 'UPDATE company_sections SET content = ?, name = COALESCE(?, name), translation_direction = ? WHERE id = ?', s.content, s.name ?? null, s.translationDirection ?? null, s.id);
    }
    for (const id of batch.deletedIds) await run(db, 'DELETE FROM company_sections WHERE id = ?', id);
    return (await Promise.all(batch.added.map(async (a) => {
      if (await get(db, 'SELECT 1 FROM company_sections WHERE company_id = ? AND section_key = ? AND language = ?', companyId, a.sectionKey, a.language)) {
        throw fail('sectionKey: already used');
      }
      const sort = (await get<{ n: number }>(db, 'SELECT COALESCE(MAX(sort), -1) + 1 AS n FROM company_sections WHERE company_id = ? AND language = ?', companyId, a.language))?.n ?? 0;
      return (await insertId(db, 'INSERT INTO company_sections (company_id, section_key, name, content, language, sort) VALUES (?, ?, ?, ?, ?, ?)', companyId, a.sectionKey, a.name, a.content, a.language, sort));
    })));
  });
}

/** Files and groups are section content of the company page: managed with section-edit (U22). */
async function requireFileRights(db: Db, memberId: number, companyId: number): Promise<void> {
  await requireCompanyToken(db, memberId, companyId, COMPANY_TOKEN.sectionEdit);
}

async function checkGroup(db: Db, companyId: number, groupId: number | null | undefined): Promise<void> {
  if (groupId == null) return;
  if (await ownerOf(db, 'company_file_groups', groupId) !== companyId) throw noCompanyPermission();
}

export async function addFile(db: Db, memberId: number, input: FileInput): Promise<number> {
  await requireFileRights(db, memberId, input.companyId);
  await checkGroup(db, input.companyId, input.groupId);
  const sort = (await get<{ n: number }>(db, 'SELECT COALESCE(MAX(sort), -1) + 1 AS n FROM company_files WHERE company_id = ?', input.companyId))?.n ?? 0;
  return (await insertId(db, 'INSERT INTO company_files (company_id, group_id, kind, name, url, sort, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)', input.companyId, input.groupId ?? null, input.kind, input.name, input.url, sort, nowText()));
}

export async function updateFile(db: Db, memberId: number, input: { id: number; groupId?: number | null | undefined; name?: string | undefined }): Promise<number> {
  const companyId = await ownerOf(db, 'company_files', input.id);
  await requireFileRights(db, memberId, companyId);
  await checkGroup(db, companyId, input.groupId);
  if (input.name !== undefined) await run(db, 'UPDATE company_files SET name = ? WHERE id = ?', input.name, input.id);
  if (input.groupId !== undefined) await run(db, 'UPDATE company_files SET group_id = ? WHERE id = ?', input.groupId, input.id);
  return companyId;
}

export async function deleteFile(db: Db, memberId: number, id: number): Promise<number> {
  const companyId = await ownerOf(db, 'company_files', id);
  await requireFileRights(db, memberId, companyId);
  await run(db, 'DELETE FROM company_files WHERE id = ?', id);
  return companyId;
}

/** L19: new order of files or groups; every id must be the company's own. */
export async function sortRows(db: Db, memberId: number, table: 'company_files' | 'company_file_groups', input: SortInput): Promise<void> {
  await requireFileRights(db, memberId, input.companyId);
  const unique = [...new Set(input.ids)];
  const owned = (await get<{ n: number }>(db, `SELECT COUNT(*) AS n FROM ${table} WHERE company_id = ? AND id IN (${inList(unique.length)})`, input.companyId, ...unique))?.n ?? 0;
  if (owned !== unique.length) throw noCompanyPermission();
  await transaction(db, async () => {
    for (const [sort, id] of unique.entries()) await run(db, `UPDATE ${table} SET sort = ? WHERE id = ?`, sort, id);
  });
}

export async function addGroup(db: Db, memberId: number, companyId: number, name: string): Promise<number> {
  await requireFileRights(db, memberId, companyId);
  const sort = (await get<{ n: number }>(db, 'SELECT COALESCE(MAX(sort), -1) + 1 AS n FROM company_file_groups WHERE company_id = ?', companyId))?.n ?? 0;
  return (await insertId(db, 'INSERT INTO company_file_groups (company_id, name, sort) VALUES (?, ?, ?)', companyId, name, sort));
}

export async function renameGroup(db: Db, memberId: number, id: number, name: string): Promise<number> {
  const companyId = await ownerOf(db, 'company_file_groups', id);
  await requireFileRights(db, memberId, companyId);
  await run(db, 'UPDATE company_file_groups SET name = ? WHERE id = ?', name, id);
  return companyId;
}

/** Deleting a group keeps its files (ungrouped). */
export async function deleteGroup(db: Db, memberId: number, id: number): Promise<number> {
  const companyId = await ownerOf(db, 'company_file_groups', id);
  await requireFileRights(db, memberId, companyId);
  await run(db, 'DELETE FROM company_file_groups WHERE id = ?', id);
  return companyId;
}

/**
 * A new staff profile's code: `{company code}-{6 random digits}`, not a running number, so the code of a profile just
 * deleted is not handed out again to the next one (its cached page and links would show the old profile).
 */
async function staffCode(db: Db, companyId: number): Promise<string> {
  const code = (await get<{ code: string }>(db, 'SELECT code FROM companies WHERE id = ?', companyId))?.code ?? 'company';
  for (;;) {
    const candidate = `${code}-${randomInt(100_000, 1_000_000)}`;
    if (!await get(db, 'SELECT 1 FROM company_staff WHERE code = ?', candidate)) return candidate;
  }
}

/** L07/U27: returns the new staff profile's code. */
export async function addStaff(db: Db, memberId: number, input: StaffInput): Promise<{ id: number; code: string }> {
  await requireCompanyToken(db, memberId, input.companyId, COMPANY_TOKEN.staffAdd);
  const code = await staffCode(db, input.companyId);
  const sort = (await get<{ n: number }>(db, 'SELECT COALESCE(MAX(sort), -1) + 1 AS n FROM company_staff WHERE company_id = ?', input.companyId))?.n ?? 0;
  const id = (await insertId(db, 'INSERT INTO company_staff (company_id, code, name, position, avatar, description, sort) VALUES (?, ?, ?, ?, ?, ?, ?)', input.companyId, code, input.name, input.position ?? null, input.avatar ?? null, input.description ?? null, sort));
  return { id, code };
}

/** L08/U28. */
export async function updateStaff(db: Db, memberId: number, input: StaffUpdateInput): Promise<number> {
  const companyId = await ownerOf(db, 'company_staff', input.id);
  await requireCompanyToken(db, memberId, companyId, COMPANY_TOKEN.staffEdit);
  await run(
    db,
    'UPDATE company_staff SET name = ?, position = ?, avatar = ?, description = ? WHERE id = ?',
    input.name,
    input.position ?? null,
    input.avatar ?? null,
    input.description ?? null,
    input.id,
  );
  return companyId;
}

/** L22/U29. */
export async function deleteStaff(db: Db, memberId: number, id: number): Promise<number> {
  const companyId = await ownerOf(db, 'company_staff', id);
  await requireCompanyToken(db, memberId, companyId, COMPANY_TOKEN.staffDelete);
  await run(db, 'DELETE FROM company_staff WHERE id = ?', id);
  return companyId;
}

/** L23/U24–U26: employee relations of the company. */
export async function addEmployee(db: Db, memberId: number, companyId: number, employeeId: number, role: 'ADMIN' | 'EMPLOYEE'): Promise<void> {
  await requireCompanyToken(db, memberId, companyId, COMPANY_TOKEN.employeeAdd);
  if (!await get(db, 'SELECT 1 FROM members WHERE id = ?', employeeId)) throw notFound();
  if (await get(db, 'SELECT 1 FROM company_employees WHERE company_id = ? AND member_id = ?', companyId, employeeId)) throw fail('already an employee');
  await run(db, 'INSERT INTO company_employees (company_id, member_id, role, created_at) VALUES (?, ?, ?, ?)', companyId, employeeId, role, nowText());
}

export async function updateEmployee(db: Db, memberId: number, companyId: number, employeeId: number, role: 'ADMIN' | 'EMPLOYEE'): Promise<void> {
  await requireCompanyToken(db, memberId, companyId, COMPANY_TOKEN.employeeEdit);
  if ((await run(db, 'UPDATE company_employees SET role = ? WHERE company_id = ? AND member_id = ?', role, companyId, employeeId)).changes === 0) throw notFound();
}

export async function deleteEmployee(db: Db, memberId: number, companyId: number, employeeId: number): Promise<void> {
  await requireCompanyToken(db, memberId, companyId, COMPANY_TOKEN.employeeDelete);
  if (employeeId === memberId) throw fail('cannot remove yourself');
  if ((await run(db, 'DELETE FROM company_employees WHERE company_id = ? AND member_id = ?', companyId, employeeId)).changes === 0) throw notFound();
}

/** L10/U32: a customer request starts PENDING. */
export async function addCustomerRequest(db: Db, memberId: number, input: CustomerRequestInput): Promise<number> {
  await requireCompanyToken(db, memberId, input.companyId, COMPANY_TOKEN.customerRequestAdd);
  return (await insertId(db, "INSERT INTO company_customer_requests (company_id, member_id, name, category, attachment, review_status, created_at) VALUES (?, ?, ?, ?, ?, 'PENDING', ?)", input.companyId, memberId, input.name, input.category ?? null, input.attachment ?? null, nowText()));
}

/** The customer-request list is the company's own business: readable by its admins with U32. */
export async function requireCustomerRequestReader(db: Db, memberId: number, companyId: number): Promise<void> {
  await requireCompanyToken(db, memberId, companyId, COMPANY_TOKEN.customerRequestAdd);
}

/** L26: recommended news (published ones only) and products (the company's own), in the given order. */
export async function saveRecommendedNews(db: Db, memberId: number, companyId: number, newsIds: number[]): Promise<void> {
  await requireCompanyToken(db, memberId, companyId, COMPANY_TOKEN.infoEdit);
  const unique = [...new Set(newsIds)];
  if (unique.length > 0) {
    const n = (await get<{ n: number }>(db, `SELECT COUNT(*) AS n FROM news WHERE publish_status = 'PUBLISHED' AND is_banned = 0 AND id IN (${inList(unique.length)})`, ...unique))?.n ?? 0;
    if (n !== unique.length) throw fail('unknown news');
  }
  await transaction(db, async () => {
    await run(db, 'DELETE FROM company_recommend_news WHERE company_id = ?', companyId);
    for (const [sort, id] of unique.entries()) await run(db, 'INSERT INTO company_recommend_news (company_id, news_id, sort) VALUES (?, ?, ?)', companyId, id, sort);
  });
}

export async function saveRecommendedProducts(db: Db, memberId: number, companyId: number, productIds: number[]): Promise<void> {
  await requireCompanyToken(db, memberId, companyId, COMPANY_TOKEN.productEdit);
  const unique = [...new Set(productIds)];
  if (unique.length > 0) {
    const n = (await get<{ n: number }>(db, `SELECT COUNT(*) AS n FROM company_products WHERE company_id = ? AND id IN (${inList(unique.length)})`, companyId, ...unique))?.n ?? 0;
    if (n !== unique.length) throw noCompanyPermission();
  }
  await transaction(db, async () => {
    await run(db, 'DELETE FROM company_recommend_products WHERE company_id = ?', companyId);
    for (const [sort, id] of unique.entries()) await run(db, 'INSERT INTO company_recommend_products (company_id, product_id, sort) VALUES (?, ?, ?)', companyId, id, sort);
  });
}

/** L15: follow / unfollow; the follower count follows. */
export async function setFollow(db: Db, memberId: number, companyId: number, follow: boolean): Promise<boolean> {
  if (!await companyRowById(db, companyId)) throw notFound();
  await transaction(db, async () => {
    if (follow) await run(db, 'INSERT INTO company_followers (company_id, member_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING', companyId, memberId, nowText());
    else await run(db, 'DELETE FROM company_followers WHERE company_id = ? AND member_id = ?', companyId, memberId);
    await run(db, 'UPDATE companies SET follower_count = (SELECT COUNT(*) FROM company_followers WHERE company_id = ?) WHERE id = ?', companyId, companyId);
  });
  return follow;
}

/** L21: favourite a staff card. */
export async function setStaffFavorite(db: Db, memberId: number, staffId: number, favorite: boolean): Promise<boolean> {
  if (!await get(db, 'SELECT 1 FROM company_staff WHERE id = ?', staffId)) throw notFound();
  if (favorite) await run(db, 'INSERT INTO company_staff_favorites (staff_id, member_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING', staffId, memberId, nowText());
  else await run(db, 'DELETE FROM company_staff_favorites WHERE staff_id = ? AND member_id = ?', staffId, memberId);
  return favorite;
}

/** L14 / L09: view counters. */
export async function recordCompanyView(db: Db, companyId: number): Promise<number | null> {
  if ((await run(db, 'UPDATE companies SET view_count = view_count + 1 WHERE id = ?', companyId)).changes === 0) return null;
  return (await get<{ n: number }>(db, 'SELECT view_count AS n FROM companies WHERE id = ?', companyId))?.n ?? null;
}

export async function recordStaffView(db: Db, code: string): Promise<number | null> {
  if ((await run(db, 'UPDATE company_staff SET view_count = view_count + 1 WHERE code = ?', code)).changes === 0) return null;
  return (await get<{ n: number }>(db, 'SELECT view_count AS n FROM company_staff WHERE code = ?', code))?.n ?? null;
}
