/**
 * A company's employees and members (L23, I49), and the company a member manages.
 */
import type { CompanyMember, Employee } from '@/lib/contract/company';
import type { PagingQuery } from '@/lib/contract/common';
import type { Db } from '../db/connection';
import { all, get, Where } from '../db/sql';
import { paged, type PageOf } from '../http/paging';
import { escapeLike } from './companies';

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
