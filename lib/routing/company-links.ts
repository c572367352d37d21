/**
 * Every internal URL of the company area (L31): ORDINARY companies live at `/company/ordinary/:code`,
 * COLLEGE companies at `/company/:code`; a section appends its key. Components build links only here.
 */
import type { MemberKind } from '@/lib/contract/company';

const enc = encodeURIComponent;

/** L31: a company's page (or one of its sections) by its member kind. */
export function companyHref(company: { code: string; memberKind: MemberKind }, sectionKey?: string | null): string {
  const base = company.memberKind === 'COLLEGE' ? `/company/${enc(company.code)}` : `/company/ordinary/${enc(company.code)}`;
  return sectionKey ? `${base}/${enc(sectionKey)}` : base;
}

/** L02: the college home (page N > 1 as `?page=N`). */
export function collegeHomeHref(page = 1): string {
  return page > 1 ? `/company?page=${page}` : '/company';
}

/** L01: the cooperation page. */
export function cooperationHref(page = 1): string {
  return page > 1 ? `/cooperation?page=${page}` : '/cooperation';
}

/** L09: a staff profile. */
export function staffHref(code: string): string {
  return `/management/${enc(code)}`;
}

/** L07 / L08: staff profile editors (login routes). */
export function staffAddHref(companyId: number): string {
  return `/management/add?companyId=${companyId}`;
}
export function staffEditHref(code: string): string {
  return `/management/edit/${enc(code)}`;
}

/** L10: the customer-request form (login route). */
export function customerAddHref(companyId: number): string {
  return `/customer/add?companyId=${companyId}`;
}

/** L32: the company's news. */
export function companyNewsHref(companyId: number): string {
  return `/news/company/${companyId}`;
}

/** Catalogue pages of products and brands (built by the catalogue issue). */
export function productHref(id: number): string {
  return `/product/${id}`;
}
export function brandHref(id: number): string {
  return `/brand/${id}`;
}
export function achievementHref(id: number): string {
  return `/achievement/${id}`;
}
export function newsHref(id: number): string {
  return `/news/${id}`;
}
