/**
 * Small lookups of companies and their staff: the codes the web's cache tags are keyed by, and whether a member is
 * an approved employee of a company.
 */
import type { Db } from '../db/connection';
import { get } from '../db/sql';

/** The company's code: its cache tag key (lib/contract/cache-tags.ts `tags.company.item`). */
export async function companyCodeOf(db: Db, companyId: number): Promise<string | undefined> {
  return (await get<{ code: string }>(db, 'SELECT code FROM companies WHERE id = ?', companyId))?.code;
}

export async function staffCodeOf(db: Db, staffId: number): Promise<string | undefined> {
  return (await get<{ code: string }>(db, 'SELECT code FROM company_staff WHERE id = ?', staffId))?.code;
}

export async function isApprovedEmployee(db: Db, memberId: number, companyId: number): Promise<boolean> {
  return (await get(db, "SELECT 1 FROM company_employees WHERE member_id = ? AND company_id = ? AND status = 'APPROVED'", memberId, companyId)) !== undefined;
}
