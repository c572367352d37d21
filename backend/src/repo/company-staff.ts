/**
 * Company staff cards and profiles (L09, L21).
 */
import type { StaffCard, StaffDetail } from '@/lib/contract/company';
import type { Db } from '../db/connection';
import { all, get } from '../db/sql';
import { companyRowById, toCompanyCard } from './companies';

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

/** L09: a staff profile with its company; `isFavorite` for the caller. */
export async function staffDetail(db: Db, code: string, memberId: number | null): Promise<StaffDetail | null> {
  const row = await get<StaffRow>(db, 'SELECT * FROM company_staff WHERE code = ?', code);
  if (!row) return null;
  const company = await companyRowById(db, row.company_id);
  if (!company) return null;
  const favorite = memberId ? await get(db, 'SELECT 1 FROM company_staff_favorites WHERE staff_id = ? AND member_id = ?', row.id, memberId) : undefined;
  return { ...toStaff(row), company: toCompanyCard(company), isFavorite: favorite !== undefined };
}
