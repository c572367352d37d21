/**
 * L31, the member-kind rule of company URLs: ORDINARY companies live at `/company/ordinary/:code`,
 * COLLEGE companies at `/company/:code`; a section appends its key. Built on `href()` (lib/routing/routes.ts).
 */
import type { MemberKind } from '@/lib/contract/company';
import { href } from '@/lib/routing/routes';

/** L31: a company's page (or one of its sections) by its member kind. */
export function companyHref(company: { code: string; memberKind: MemberKind }, sectionKey?: string | null): string {
  const params = { companyCode: company.code, sectionCode: sectionKey ?? null };
  return company.memberKind === 'COLLEGE' ? href('/company/:companyCode/:sectionCode?', params) : href('/company/ordinary/:companyCode/:sectionCode?', params);
}
