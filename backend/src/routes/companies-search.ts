/**
 * Company autocomplete of the wizard and /edit-info (D05, R45): `GET /company/companies/name/search`
 * — no keyword: the hot companies; a keyword: up to `size` (≤ 20) companies by Chinese or English name.
 */
import type { FastifyInstance } from 'fastify';
import { companyNameSearchQuery } from '@/lib/contract/company';
import { COMPANY_SEARCH_SIZE } from '@/lib/constants';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { cached } from '../http/response-cache';
import { parse } from '../http/validate';
import { hotCompanies, searchCompanies } from '../repo/company-suggestions';

export function registerCompanySearchRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/company/companies/name/search', cached, async (request) => {
    const query = parse(companyNameSearchQuery, request.query);
    if (!query.keyword) return ok(await hotCompanies(ctx.db));
    return ok(await searchCompanies(ctx.db, query.keyword, query.size ?? COMPANY_SEARCH_SIZE));
  });
}
