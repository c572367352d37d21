/**
 * A company's customers and customer requests (L24, L25).
 */
import type { Customer, CustomerCategoryCount, CustomerRequest, MemberKind } from '@/lib/contract/company';
import type { PagingQuery } from '@/lib/contract/common';
import type { Db } from '../db/connection';
import { all, get, Where } from '../db/sql';
import { paged, type PageOf } from '../http/paging';
import { toCompanyCard } from './companies';

interface CustomerRow {
  id: number;
  name: string;
  category: string | null;
  cid: number | null;
  code: string | null;
  cname: string | null;
  en_name: string | null;
  logo: string | null;
  location: string | null;
  location_en: string | null;
  list_status: 'LISTED' | 'UNLISTED' | null;
  member_kind: MemberKind | null;
}
const CUSTOMER_SELECT = `SELECT cu.id, cu.name, cu.category, c.id AS cid, c.code, c.name AS cname, c.en_name, c.logo, c.location,
    (SELECT l.en_name FROM locations l WHERE l.id = c.location_id) AS location_en, c.list_status, c.member_kind
  FROM company_customers cu LEFT JOIN companies c ON c.id = cu.customer_company_id`;
const toCustomer = (r: CustomerRow): Customer => ({
  id: r.id,
  name: r.name,
  category: r.category,
  customer:
    r.cid !== null && r.code && r.cname && r.list_status && r.member_kind
      ? toCompanyCard({ id: r.cid, code: r.code, name: r.cname, en_name: r.en_name, logo: r.logo, location: r.location, location_en: r.location_en, list_status: r.list_status, member_kind: r.member_kind })
      : null,
});

/** L24: the first customers of a company (the limited list of its page). */
export async function customerLimitList(db: Db, companyId: number, limit: number): Promise<Customer[]> {
  return (await all<CustomerRow>(db, `${CUSTOMER_SELECT} WHERE cu.company_id = ? ORDER BY cu.id LIMIT ?`, companyId, limit)).map(toCustomer);
}

export async function customerCategoryCount(db: Db, companyId: number): Promise<CustomerCategoryCount> {
  return await all<{ category: string; count: number }>(
    db,
    "SELECT COALESCE(category, '') AS category, COUNT(*) AS count FROM company_customers WHERE company_id = ? GROUP BY COALESCE(category, '') ORDER BY count DESC, category",
    companyId,
  );
}

export async function customerCount(db: Db, companyId: number): Promise<number> {
  return (await get<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM company_customers WHERE company_id = ?', companyId))?.n ?? 0;
}

export async function customerPage(db: Db, companyId: number, paging: PagingQuery, category?: string): Promise<PageOf<Customer>> {
  const where = new Where().add('cu.company_id = ?', companyId).when(category, 'cu.category = ?');
  const total = (await get<{ n: number }>(db, `SELECT COUNT(*) AS n FROM company_customers cu ${where}`, ...where.params))?.n ?? 0;
  return await paged(paging, total, async (limit, offset) =>
    (await all<CustomerRow>(db, `${CUSTOMER_SELECT} ${where} ORDER BY cu.id LIMIT ? OFFSET ?`, ...where.params, limit, offset)).map(toCustomer),
  );
}

interface RequestRow {
  id: number;
  company_id: number;
  name: string;
  category: string | null;
  attachment: string | null;
  review_status: CustomerRequest['reviewStatus'];
  created_at: string;
}

/** L25: a company's customer requests, newest first, with their review status. */
export async function customerRequestPage(db: Db, companyId: number, paging: PagingQuery, status?: CustomerRequest['reviewStatus']): Promise<PageOf<CustomerRequest>> {
  const where = new Where().add('company_id = ?', companyId).when(status, 'review_status = ?');
  const total = (await get<{ n: number }>(db, `SELECT COUNT(*) AS n FROM company_customer_requests ${where}`, ...where.params))?.n ?? 0;
  return await paged(paging, total, async (limit, offset) =>
    (await all<RequestRow>(db, `SELECT * FROM company_customer_requests ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`, ...where.params, limit, offset)).map(
      (r) => ({
        id: r.id,
        companyId: r.company_id,
        name: r.name,
        category: r.category,
        attachment: r.attachment,
        reviewStatus: r.review_status,
        createdTime: r.created_at,
      }),
    ),
  );
}
