/**
 * Company autocomplete of the wizard and /edit-info (D05, R45): `GET /company/companies/name/search`
 * — no keyword: the hot companies; a keyword: up to `size` (≤ 20) companies by Chinese or English name.
 */
import type { FastifyInstance } from 'fastify';
import { companyNameSearchQuery, type CompanySuggestion } from '../../../lib/contract/company';
import { COMPANY_SEARCH_SIZE } from '../../../lib/constants';
import type { AppContext } from '../context';
import type { Db } from '../db/connection';
import { all } from '../db/sql';
import { likeFolded } from '../db/dialect';
import { ok } from '../http/envelope';
import { cached } from '../http/response-cache';
import { parse } from '../http/validate';

export const HOT_COMPANIES_SIZE = 10;

interface Row {
  id: number;
  name: string;
  en_name: string | null;
}

const toSuggestion = (r: Row): CompanySuggestion => ({ id: r.id, cnName: r.name, enName: r.en_name });

export async function hotCompanies(db: Db): Promise<CompanySuggestion[]> {
  return (await all<Row>(db, 'SELECT id, name, en_name FROM companies ORDER BY follower_count + view_count DESC, id LIMIT ?', HOT_COMPANIES_SIZE)).map(toSuggestion);
}

export async function searchCompanies(db: Db, keyword: string, size: number): Promise<CompanySuggestion[]> {
  const escaped = keyword.replace(/[\\%_]/g, (c) => `\\${c}`);
  return (await all<Row>(
    db,
    `SELECT id, name, en_name FROM companies
      WHERE ${likeFolded(db, 'name')} OR ${likeFolded(db, 'en_name')}
      ORDER BY (CASE WHEN ${likeFolded(db, 'name')} THEN 1 ELSE 0 END) DESC, follower_count + view_count DESC, id LIMIT ?`,
    `%${escaped}%`,
    `%${escaped}%`,
    `${escaped}%`,
    size,
  )).map(toSuggestion);
}

export function registerCompanySearchRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/company/companies/name/search', cached, async (request) => {
    const query = parse(companyNameSearchQuery, request.query);
    if (!query.keyword) return ok(await hotCompanies(ctx.db));
    return ok(await searchCompanies(ctx.db, query.keyword, query.size ?? COMPANY_SEARCH_SIZE));
  });
}
