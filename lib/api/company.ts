import { z } from 'zod';
import { productCardSchema, type ProductCard } from '@/lib/contract/catalogue';
import { pageOf, type Page } from '@/lib/contract/common';
import {
  companyBasicSchema,
  companyChainLinkSchema,
  companyDetailSchema,
  companyFileGroupSchema,
  companyFileSchema,
  companyListItemSchema,
  companyMemberSchema,
  companySearchPageSchema,
  employeeSchema,
  companySectionFullSchema,
  sectionTemplateSchema,
  companySuggestionListSchema,
  customerCategoryCountSchema,
  customerRequestSchema,
  customerSchema,
  staffCardSchema,
  staffDetailSchema,
  type CompanyCard,
  type CompanyChainLink,
  type CompanyDetail,
  type CompanyFile,
  type CompanyFileGroup,
  type CompanyListItem,
  type CompanyMember,
  type CompanySearchPage,
  type Employee,
  type CompanySectionFull,
  type SectionTemplate,
  type CompanySuggestion,
  type CompanyUpdateInput,
  type Customer,
  type CustomerCategoryCount,
  type CustomerRequest,
  type CustomerRequestInput,
  type FileInput,
  type MemberKind,
  type SectionBatchInput,
  type SectionContentInput,
  type SectionLanguage,
  type SortInput,
  type StaffCard,
  type StaffDetail,
  type StaffInput,
  type StaffUpdateInput,
} from '@/lib/contract/company';
import { COMPANY_SEARCH_SIZE } from '@/lib/constants';
import type { Transport } from '@/lib/api/transport';

/**
 * `GET /company/companies/name/search` (D05, R45): without a keyword the hot companies, with one up to 20
 * suggestions `{id, cnName, enName}`.
 */
export function searchCompanyNames(t: Transport, keyword: string, options: { signal?: AbortSignal } = {}): Promise<CompanySuggestion[]> {
  const text = keyword.trim();
  return t.get('/company/companies/name/search', {
    auth: false,
    query: text ? { keyword: text, size: COMPANY_SEARCH_SIZE } : {},
    schema: companySuggestionListSchema,
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

// ---- company pages and management (§7.6) ----

type Paging = { current?: number; size?: number };
const okSchema = z.unknown();
const idAnswer = z.object({ id: z.number() });
const followAnswer = z.object({ isFollowed: z.boolean() });
const favoriteAnswer = z.object({ isFavorite: z.boolean() });
const companyListPage = pageOf(companyListItemSchema);

/** `GET /company/companies/college/page` (L02): college member companies; `sort` people | hot (L27). */
export function getCollegePage(t: Transport, query: Paging & { keyword?: string; sort?: 'people' | 'hot' }): Promise<Page<CompanyListItem>> {
  return t.get('/company/companies/college/page', { auth: false, query, schema: companyListPage });
}

/** `GET /company/companies/page` (L01, L27): every company. */
export function getCompanyPage(t: Transport, query: Paging & { keyword?: string; sort?: 'people' | 'hot' }): Promise<Page<CompanyListItem>> {
  return t.get('/company/companies/page', { auth: false, query, schema: companyListPage });
}

/** `GET /company/companies/v1/search` (E16, L33): the company results group of a search, up to 20 by keyword, with province and category facets and filters. */
export function searchCompaniesV1(t: Transport, query: { keyword: string; provinceId?: number | null; categoryId?: number | null }): Promise<CompanySearchPage> {
  return t.get('/company/companies/v1/search', {
    auth: false,
    query: { keyword: query.keyword, size: COMPANY_SEARCH_SIZE, provinceId: query.provinceId ?? undefined, categoryId: query.categoryId ?? undefined },
    schema: companySearchPageSchema,
  });
}

/** `GET /company/companies/search` (L33): up to 20 companies by keyword. */
export function searchCompanies(t: Transport, keyword: string): Promise<Page<CompanyListItem>> {
  return t.get('/company/companies/search', { auth: false, query: { keyword, size: COMPANY_SEARCH_SIZE }, schema: companyListPage });
}

/** `GET /company/companies/detail?code` (ordinary) or `/college/detail?code` (L03, L05); 404 for another kind. */
export function getCompanyDetail(t: Transport, code: string, kind: MemberKind): Promise<CompanyDetail> {
  const path = kind === 'COLLEGE' ? '/company/companies/college/detail' : '/company/companies/detail';
  return t.get(path, { auth: false, query: { code }, schema: companyDetailSchema });
}

/** `GET /company/sections/list` (L12): the sections of a company in one language. */
export function getSections(t: Transport, companyId: number, language: SectionLanguage): Promise<CompanySectionFull[]> {
  return t.get('/company/sections/list', { auth: false, query: { companyId, language }, schema: z.array(companySectionFullSchema) });
}

/** `GET /company/company/file` and `/file-group/list` (L18, L19). */
export function getCompanyFiles(t: Transport, companyId: number): Promise<CompanyFile[]> {
  return t.get('/company/company/file', { auth: false, query: { companyId }, schema: z.array(companyFileSchema) });
}
export function getFileGroups(t: Transport, companyId: number): Promise<CompanyFileGroup[]> {
  return t.get('/company/company/file-group/list', { auth: false, query: { companyId }, schema: z.array(companyFileGroupSchema) });
}

/** `GET /company/staff/list/{id}` (L21) and `/detail/{code}` (L09). */
export function getStaffList(t: Transport, companyId: number): Promise<StaffCard[]> {
  return t.get(`/company/staff/list/${companyId}`, { auth: false, schema: z.array(staffCardSchema) });
}
export function getStaffDetail(t: Transport, code: string): Promise<StaffDetail> {
  return t.get(`/company/staff/detail/${encodeURIComponent(code)}`, { auth: false, schema: staffDetailSchema });
}
/** L08/L21: a staff profile read with the member's token (never from a shared cache): the editor's data, the favourite state. */
export function getStaffDetailAsMember(t: Transport, code: string): Promise<StaffDetail> {
  return t.get(`/company/staff/detail/${encodeURIComponent(code)}`, { schema: staffDetailSchema });
}
/** L21: whether the member has favourited a staff card. */
export function getStaffFavorite(t: Transport, code: string): Promise<boolean> {
  return getStaffDetailAsMember(t, code).then((s) => s.isFavorite);
}

/** L24: the customers block. */
export function getCustomerLimitList(t: Transport, companyId: number): Promise<Customer[]> {
  return t.get(`/company/customer/${companyId}/limit/list`, { auth: false, schema: z.array(customerSchema) });
}
export function getCustomerCategoryCount(t: Transport, companyId: number): Promise<CustomerCategoryCount> {
  return t.get(`/company/customer/${companyId}/category-count`, { auth: false, schema: customerCategoryCountSchema });
}
/** L30: `GET /company/companies/{companyId}/chain-links` (DEFAULT): the company's upstream, downstream and partner companies. */
export function getChainLinks(t: Transport, companyId: number): Promise<CompanyChainLink[]> {
  return t.get(`/company/companies/${companyId}/chain-links`, { auth: false, schema: z.array(companyChainLinkSchema) });
}

export function getCustomerCount(t: Transport, companyId: number): Promise<number> {
  return t.get(`/company/customer/${companyId}/customer-count`, { auth: false, schema: z.number() });
}
export function getCustomerPage(t: Transport, query: Paging & { companyId: number; category?: string }): Promise<Page<Customer>> {
  return t.get('/company/customer/page', { auth: false, query, schema: pageOf(customerSchema) });
}

/** L26: the products a company recommends. */
export function getRecommendedProducts(t: Transport, companyId: number): Promise<Page<ProductCard>> {
  return t.get('/company/company-recommend-product/page', { auth: false, query: { companyId, size: 8 }, schema: pageOf(productCardSchema) });
}

/** L15: follow state and toggles. */
export function getFollowStatus(t: Transport, companyId: number): Promise<{ isFollowed: boolean }> {
  return t.get(`/company/company-followers/status/${companyId}`, { schema: followAnswer });
}
export function followCompany(t: Transport, companyId: number): Promise<{ isFollowed: boolean }> {
  return t.post('/company/company-followers', { body: { companyId }, schema: followAnswer });
}
export function unfollowCompany(t: Transport, companyId: number): Promise<{ isFollowed: boolean }> {
  return t.del('/company/company-followers', { query: { companyId }, schema: followAnswer });
}
export function getFollowedCompanies(t: Transport, query: Paging = {}): Promise<Page<CompanyListItem>> {
  return t.get('/company/companies/followed/page', { query, schema: companyListPage });
}

/** L21: favourite a staff card. */
export function favoriteStaff(t: Transport, staffId: number, favorite: boolean): Promise<{ isFavorite: boolean }> {
  return favorite ? t.post(`/company/staff/add/${staffId}`, { schema: favoriteAnswer }) : t.del(`/company/staff/delete/${staffId}`, { schema: favoriteAnswer });
}

/** L13: one section's content, and the batch save. */
export function saveSectionContent(t: Transport, input: SectionContentInput): Promise<unknown> {
  return t.put('/company/sections/content', { body: input, schema: okSchema });
}
export function saveSectionsBatch(t: Transport, companyId: number, input: SectionBatchInput): Promise<unknown> {
  return t.post(`/company/sections/batch/${companyId}/V2`, { body: input, schema: okSchema });
}

/** L16: company info / contact. */
export function updateCompany(t: Transport, input: CompanyUpdateInput): Promise<unknown> {
  return t.put('/company/companies', { body: input, schema: okSchema });
}
export function setShowFileName(t: Transport, companyId: number, showFileName: boolean): Promise<unknown> {
  return t.put('/company/companies/show-file-name', { body: { companyId, showFileName }, schema: okSchema });
}

/** L18, L19: files and groups. */
export function addCompanyFile(t: Transport, input: FileInput): Promise<{ id: number }> {
  return t.post('/company/company/file', { body: input, schema: idAnswer });
}
export function updateCompanyFile(t: Transport, input: { id: number; name?: string; groupId?: number | null }): Promise<unknown> {
  return t.put('/company/company/file', { body: input, schema: okSchema });
}
export function deleteCompanyFile(t: Transport, id: number): Promise<unknown> {
  return t.del(`/company/company/file/${id}`, { schema: okSchema });
}
export function sortCompanyFiles(t: Transport, input: SortInput): Promise<unknown> {
  return t.put('/company/company/file/sort', { body: input, schema: okSchema });
}
export function addFileGroup(t: Transport, companyId: number, name: string): Promise<{ id: number }> {
  return t.post('/company/company/file-group', { body: { companyId, name }, schema: idAnswer });
}
export function deleteFileGroup(t: Transport, id: number): Promise<unknown> {
  return t.del(`/company/company/file-group/${id}`, { schema: okSchema });
}

/** L07, L08, L22: staff profiles. */
export function addStaff(t: Transport, input: StaffInput): Promise<{ id: number; code: string }> {
  return t.post('/company/staff', { body: input, schema: z.object({ id: z.number(), code: z.string() }) });
}
export function updateStaff(t: Transport, input: StaffUpdateInput): Promise<unknown> {
  return t.put('/company/staff', { body: input, schema: okSchema });
}
export function deleteStaff(t: Transport, id: number): Promise<unknown> {
  return t.del('/company/staff', { query: { id }, schema: okSchema });
}

/** L10, L25: customer requests. */
export function addCustomerRequest(t: Transport, input: CustomerRequestInput): Promise<{ id: number }> {
  return t.post('/company/customer-request', { body: input, schema: idAnswer });
}
export function getCustomerRequests(t: Transport, query: Paging & { companyId: number }): Promise<Page<CustomerRequest>> {
  return t.get('/company/customer-request/page', { query, schema: pageOf(customerRequestSchema) });
}

/** `GET /company/companies/{companyId}` (L11): the company record by id. */
export function getCompanyById(t: Transport, companyId: number): Promise<CompanyDetail> {
  return t.get(`/company/companies/${companyId}`, { auth: false, schema: companyDetailSchema });
}

/** L16/U30: the file groups renamed, and groups re-sorted (L19). */
export function renameFileGroup(t: Transport, id: number, name: string): Promise<unknown> {
  return t.put('/company/company/file-group', { body: { id, name }, schema: okSchema });
}
export function sortFileGroups(t: Transport, input: SortInput): Promise<unknown> {
  return t.put('/company/company/file-group/sort', { body: input, schema: okSchema });
}

/** L23/I49: members who name the company or work there, with the relation's role (`GET /admin/member/company/page`). */
export function getCompanyMembers(t: Transport, query: Paging & { companyId: number; keyword?: string }): Promise<Page<CompanyMember>> {
  return t.get('/admin/member/company/page', { query, schema: pageOf(companyMemberSchema) });
}
/** L23/I49: the company's employees, paged (`GET /admin/company/{companyId}/employees/page`). */
export function getEmployees(t: Transport, companyId: number, query: Paging = {}): Promise<Page<Employee>> {
  return t.get(`/admin/company/${companyId}/employees/page`, { auth: false, query, schema: pageOf(employeeSchema) });
}
/** L23/U24–U26: an employee relation added, its role changed, or removed. */
export function addEmployee(t: Transport, input: { companyId: number; memberId: number; role: Employee['role'] }): Promise<unknown> {
  return t.post('/company/company/employee-relation', { body: input, schema: okSchema });
}
export function updateEmployee(t: Transport, input: { companyId: number; memberId: number; role: Employee['role'] }): Promise<unknown> {
  return t.put('/company/company/employee-relation', { body: input, schema: okSchema });
}
export function deleteEmployee(t: Transport, input: { companyId: number; memberId: number }): Promise<unknown> {
  return t.del('/company/company/employee-relation', { query: input, schema: okSchema });
}

/** L26: the news and the products a company recommends, saved in the chosen order. */
export function saveRecommendedNews(t: Transport, companyId: number, newsIds: number[]): Promise<unknown> {
  return t.post('/company/companies/recommend-news/save', { body: { companyId, newsIds }, schema: okSchema });
}
export function saveRecommendedProducts(t: Transport, companyId: number, productIds: number[]): Promise<unknown> {
  return t.post('/company/company-recommend-product/save', { body: { companyId, productIds }, schema: okSchema });
}
/** L26: every product the company recommends (the chooser's current choice). */
export function getRecommendedProductIds(t: Transport, companyId: number): Promise<number[]> {
  return t
    .get('/company/company-recommend-product/page', { auth: false, query: { companyId, size: 50 }, schema: pageOf(productCardSchema) })
    .then((p) => p.records.map((r) => r.id));
}

/** `GET /company/companies/basic/{id}` (L11): the card of a company (name, code, member kind) by id. */
export function getCompanyBasic(t: Transport, companyId: number): Promise<CompanyCard> {
  return t.get(`/company/companies/basic/${companyId}`, { auth: false, schema: companyBasicSchema });
}

/** V09/L12: `GET /company/sections/{id}/template/list?language=`: the section's content templates in the given language. */
export function getSectionTemplates(t: Transport, sectionId: number, language: SectionLanguage): Promise<SectionTemplate[]> {
  return t.get(`/company/sections/${sectionId}/template/list`, { auth: false, query: { language }, schema: z.array(sectionTemplateSchema) });
}
