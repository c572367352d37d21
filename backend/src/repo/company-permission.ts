/**
 * The one guard of company writes (U14–U33): the caller holds the write's permission token AND is an approved ADMIN
 * employee of the company the data belongs to; otherwise 10403 '暂无权限操作，请联系平台管理员~'. A member demoted to
 * EMPLOYEE (`PUT /company/company/employee-relation`) loses every write at once, catalogue included.
 */
import { ERR_NO_PERMISSION } from '@/lib/constants';
import { COMPANY_NO_PERMISSION_MESSAGE, type CompanyToken } from '@/lib/contract/company';
import type { Db } from '../db/connection';
import { get } from '../db/sql';
import { ApiError, notFound } from '../http/envelope';

export function noCompanyPermission(): ApiError {
  return new ApiError(ERR_NO_PERMISSION, COMPANY_NO_PERMISSION_MESSAGE);
}

const ADMIN_OF = "SELECT company_id FROM company_employees WHERE member_id = ? AND role = 'ADMIN' AND status = 'APPROVED'";

async function holdsToken(db: Db, memberId: number, token: CompanyToken): Promise<boolean> {
  return (await get(db, 'SELECT 1 FROM member_authorities WHERE member_id = ? AND authority = ?', memberId, token)) !== undefined;
}

/** U14/U33: the caller holds `token` and administers `companyId`; else 10403. Unknown company: 404. */
export async function requireCompanyToken(db: Db, memberId: number, companyId: number, token: CompanyToken): Promise<void> {
  if (!(await get(db, 'SELECT 1 FROM companies WHERE id = ?', companyId))) throw notFound();
  const isAdmin = (await get(db, `${ADMIN_OF} AND company_id = ?`, memberId, companyId)) !== undefined;
  if (!isAdmin || !(await holdsToken(db, memberId, token))) throw noCompanyPermission();
}

/**
 * Writes that name no company (a new product or brand): the company the caller administers, under the same rule;
 * 10403 without the token or without an ADMIN relation.
 */
export async function requireManagedCompany(db: Db, memberId: number, token: CompanyToken): Promise<number> {
  if (!(await holdsToken(db, memberId, token))) throw noCompanyPermission();
  const row = await get<{ company_id: number }>(db, `${ADMIN_OF} ORDER BY created_at, company_id LIMIT 1`, memberId);
  if (!row) throw noCompanyPermission();
  return row.company_id;
}
