/**
 * L31/I48: the link data (code, member kind) of the platform companies that members name, for member list items,
 * member cards and search hits; a free-text company (`company_id` 0) or an unknown id has none.
 */
import type { CompanyLink, MemberKind } from '@/lib/contract/company';
import type { Db } from '../db/connection';
import { all, inList } from '../db/sql';

export async function companyLinksOf(db: Db, companyIds: readonly number[]): Promise<Map<number, CompanyLink>> {
  const ids = [...new Set(companyIds.filter((id) => id > 0))];
  const out = new Map<number, CompanyLink>();
  if (ids.length === 0) return out;
  for (const r of await all<{ id: number; code: string; member_kind: MemberKind }>(db, `SELECT id, code, member_kind FROM companies WHERE id IN (${inList(ids.length)})`, ...ids)) {
    out.set(r.id, { code: r.code, memberKind: r.member_kind });
  }
  return out;
}

export async function companyLinkOf(db: Db, companyId: number | null | undefined): Promise<CompanyLink | null> {
  return companyId ? ((await companyLinksOf(db, [companyId])).get(companyId) ?? null) : null;
}
