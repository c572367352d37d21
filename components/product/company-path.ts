import type { CatalogueCompany } from '@/lib/contract/catalogue';
import { buildPath } from '@/lib/routing/routes';

/**
 * N10 / M08: a company's page by member kind — ORDINARY `/company/ordinary/{code}`, COLLEGE `/company/{code}`.
 * The company pages belong to the companies area; until their ROUTE_PAGES entries are merged the path is
 * built with `buildPath` from the same patterns (switch to `href` then).
 */
export function companyPath(company: Pick<CatalogueCompany, 'code' | 'memberKind'>): string {
  return company.memberKind === 'COLLEGE'
    ? buildPath('/company/:companyCode', { companyCode: company.code })
    : buildPath('/company/ordinary/:companyCode', { companyCode: company.code });
}
