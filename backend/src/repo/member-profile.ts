/**
 * Writes of the member profile (supplement / edit-info).
 */
import type {
  EducationItem,
  EducationItemInput,
  MemberBasicInfoInput,
  WorkHistoryItem,
  WorkHistoryItemInput,
} from '@/lib/contract/member';
import { MIN_REGISTER_STEP, TAG_TYPE } from '@/lib/constants';
import type { Db } from '../db/connection';
import { all, get, inList, run, transaction } from '../db/sql';
import { greatest } from '../db/dialect';
import { fail } from '../http/envelope';
import type { MemberRow } from './members';

export async function updateBasicInfo(db: Db, member: MemberRow, input: MemberBasicInfoInput): Promise<void> {
  const location = await get<{ name: string }>(db, 'SELECT name FROM locations WHERE id = ?', input.locationId);
  if (!location) throw fail('locationId: unknown location');
  if (input.companyId > 0 && !await get(db, 'SELECT 1 FROM companies WHERE id = ?', input.companyId)) {
    throw fail('companyId: unknown company');
  }
  await run(
    db,
    `UPDATE members SET nickname = ?, gender = ?, company = ?, company_id = ?, position = ?, location_id = ?, location = ?,
       email = ?, step = ${greatest(db, 'step', '?')}, is_required = 0
     WHERE id = ?`,
    input.nickname,
    input.gender,
    input.company,
    input.companyId,
    input.position,
    input.locationId,
    location.name,
    input.email ?? null,
    MIN_REGISTER_STEP,
    member.id,
  );
}

interface WorkRow {
  id: number;
  position: string;
  company: string;
  company_id: number;
  location: string | null;
  location_id: number | null;
  start_time: string;
  end_time: string | null;
  description: string | null;
}

/** `yyyy-MM` → `yyyy-MM-01` (dates are stored by month, day 01). */
function dayOf(value: string | null | undefined): string | null {
  if (!value) return null;
  return value.length === 7 ? `${value}-01` : value;
}

export async function workHistoryOf(db: Db, memberId: number): Promise<WorkHistoryItem[]> {
  return (await all<WorkRow>(
    db,
    `SELECT id, position, company, company_id, location, location_id, start_time, end_time, description
       FROM member_work_history WHERE member_id = ? ORDER BY start_time DESC, id DESC`,
    memberId,
  )).map((r) => ({
    id: r.id,
    position: r.position,
    company: r.company,
    companyId: r.company_id,
    location: r.location,
    locationId: r.location_id,
    startTime: r.start_time,
    endTime: r.end_time,
    description: r.description,
  }));
}

/** The stored columns of a work-history item: a company id only when the company exists, the place by its id. */
async function workColumns(db: Db, item: WorkHistoryItemInput): Promise<unknown[]> {
  const companyId = item.companyId > 0 && await get(db, 'SELECT 1 FROM companies WHERE id = ?', item.companyId) ? item.companyId : 0;
  const location = item.locationId ? ((await get<{ name: string }>(db, 'SELECT name FROM locations WHERE id = ?', item.locationId))?.name ?? null) : null;
  return [
    item.position,
    item.company,
    companyId,
    location ?? item.location ?? null,
    location ? item.locationId : null,
    dayOf(item.startTime),
    dayOf(item.endTime),
    item.description ?? null,
  ];
}

/** Appends the items (an empty list changes nothing) and answers the member's whole list. */
export async function addWorkHistory(db: Db, memberId: number, items: WorkHistoryItemInput[]): Promise<WorkHistoryItem[]> {
  const insert = `INSERT INTO member_work_history (member_id, position, company, company_id, location, location_id, start_time, end_time, description)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`;
  await transaction(db, async () => {
    for (const item of items) await run(db, insert, memberId, ...(await workColumns(db, item)));
    await run(db, `UPDATE members SET step = ${greatest(db, 'step', '3')} WHERE id = ? AND step >= ?`, memberId, MIN_REGISTER_STEP);
  });
  return await workHistoryOf(db, memberId);
}

/** Issue 29 item 15: rewrites one of the member's own items; null when they have no item `id`. */
export async function updateWorkHistory(db: Db, memberId: number, id: number, item: WorkHistoryItemInput): Promise<WorkHistoryItem[] | null> {
  const changed = await run(
    db,
    `UPDATE member_work_history SET position = ?, company = ?, company_id = ?, location = ?, location_id = ?, start_time = ?, end_time = ?, description = ?
      WHERE id = ? AND member_id = ?`,
    ...(await workColumns(db, item)),
    id,
    memberId,
  );
  return changed.changes > 0 ? await workHistoryOf(db, memberId) : null;
}

export async function deleteWorkHistory(db: Db, memberId: number, id: number): Promise<boolean> {
  return (await run(db, 'DELETE FROM member_work_history WHERE id = ? AND member_id = ?', id, memberId)).changes > 0;
}

interface EducationRow {
  id: number;
  school: string;
  degree: string | null;
  major: string | null;
  start_time: string;
  end_time: string | null;
  description: string | null;
}

export async function educationOf(db: Db, memberId: number): Promise<EducationItem[]> {
  return (await all<EducationRow>(
    db,
    `SELECT id, school, degree, major, start_time, end_time, description
       FROM member_education_history WHERE member_id = ? ORDER BY start_time DESC, id DESC`,
    memberId,
  )).map((r) => ({
    id: r.id,
    school: r.school,
    degree: r.degree,
    major: r.major,
    startTime: r.start_time,
    endTime: r.end_time,
    description: r.description,
  }));
}

export async function addEducation(db: Db, memberId: number, items: EducationItemInput[]): Promise<EducationItem[]> {
  const insert = `INSERT INTO member_education_history (member_id, school, degree, major, start_time, end_time, description)
    VALUES (?, ?, ?, ?, ?, ?, ?)`;
  await transaction(db, async () => {
    for (const item of items) {
      await run(db, insert, memberId, item.school, item.degree ?? null, item.major ?? null, dayOf(item.startTime), dayOf(item.endTime), item.description ?? null);
    }
  });
  return await educationOf(db, memberId);
}

export async function deleteEducation(db: Db, memberId: number, id: number): Promise<boolean> {
  return (await run(db, 'DELETE FROM member_education_history WHERE id = ? AND member_id = ?', id, memberId)).changes > 0;
}

/** Replaces the member's industry tags (order kept); every id must be a usable industry tag. */
export async function setIndustryTags(db: Db, memberId: number, tagIds: number[]): Promise<void> {
  const ids = [...new Set(tagIds)];
  const found = await all<{ id: number }>(db, `SELECT id FROM tags WHERE type = ? AND status = 1 AND id IN (${inList(ids.length)})`, TAG_TYPE.industry, ...ids);
  if (found.length !== ids.length) throw fail('tagIds: unknown tag');
  await transaction(db, async () => {
    await run(db, 'DELETE FROM member_industry_tags WHERE member_id = ?', memberId);
    for (const [i, id] of ids.entries()) await run(db, 'INSERT INTO member_industry_tags (member_id, tag_id, sort) VALUES (?, ?, ?)', memberId, id, i);
    await run(db, `UPDATE members SET step = ${greatest(db, 'step', '4')} WHERE id = ?`, memberId);
  });
}

/** D27: replaces the member's interest tags (existing, enabled tags of any type) with `tagIds`, in their order. */
export async function setInterestTags(db: Db, memberId: number, tagIds: number[]): Promise<void> {
  const ids = [...new Set(tagIds)];
  if (ids.length > 0) {
    const found = await all<{ id: number }>(db, `SELECT id FROM tags WHERE status = 1 AND id IN (${inList(ids.length)})`, ...ids);
    if (found.length !== ids.length) throw fail('tagIds: unknown tag');
  }
  await transaction(db, async () => {
    await run(db, 'DELETE FROM member_interest_tags WHERE member_id = ?', memberId);
    for (const [i, id] of ids.entries()) await run(db, 'INSERT INTO member_interest_tags (member_id, tag_id, sort) VALUES (?, ?, ?)', memberId, id, i);
  });
}
