import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/lib/constants';
import { clientTransport, type Viewer } from '@/lib/queries/client';

/** Query keys of the company family (college lists, customers, follow state, the management panels). */
export const companyKeys = {
  all: ['company'] as const,
  college: (mode: CollegeMode) => [...companyKeys.all, 'college', mode] as const,
  customers: (companyId: number, page: number) => [...companyKeys.all, companyId, 'customers', page] as const,
  follow: (companyId: number, viewer: Viewer) => [...companyKeys.all, companyId, 'follow', viewer] as const,
  contact: (companyId: number) => [...companyKeys.all, companyId, 'contact'] as const,
  sections: (companyId: number, locale: Locale) => [...companyKeys.all, companyId, 'sections', locale] as const,
  files: (companyId: number) => [...companyKeys.all, companyId, 'files'] as const,
  detail: (companyId: number) => [...companyKeys.all, companyId, 'detail'] as const,
  employees: (companyId: number, page: number) => [...companyKeys.all, companyId, 'employees', page] as const,
  admin: (companyId: number, memberId: number) => [...companyKeys.all, companyId, 'admin', memberId] as const,
  members: (companyId: number, keyword: string, page: number) => [...companyKeys.all, companyId, 'members', keyword, page] as const,
  recommend: (companyId: number) => [...companyKeys.all, companyId, 'recommend'] as const,
  newsCandidates: (companyId: number, keyword: string) => [...companyKeys.all, companyId, 'news-candidates', keyword] as const,
  requests: (companyId: number, page: number, viewer: Viewer) => [...companyKeys.all, companyId, 'requests', page, viewer] as const,
  staff: (companyId: number) => [...companyKeys.all, companyId, 'staff'] as const,
  followed: (page: number, viewer: Viewer) => [...companyKeys.all, 'followed', page, viewer] as const,
  staffFavorite: (code: string, viewer: Viewer) => [...companyKeys.all, 'staff-favorite', code, viewer] as const,
  template: (sectionId: number, language: Locale) => [...companyKeys.all, 'section-template', sectionId, language] as const,
  search: (keyword: string, provinceId: number | null, categoryId: number | null) => [...companyKeys.all, 'search', keyword, provinceId, categoryId] as const,
};

/** The browser transport and the company calls, loaded on first use (axios and zod stay out of the first load). */
export async function companyApi() {
  const [t, api] = await Promise.all([clientTransport(), import('@/lib/api/company')]);
  return { t, ...api };
}
export type CompanyApi = Awaited<ReturnType<typeof companyApi>>;

/** L27/L33: the college list ordered by people, or a keyword search (the hottest order is server-rendered). */
export type CollegeMode = { kind: 'people' } | { kind: 'search'; keyword: string };
const COLLEGE_BROWSE_SIZE = 20;

/** L02/L27/L33: `GET /company/companies/college/page` by people or keyword. */
export function collegeQuery(mode: CollegeMode) {
  return queryOptions({
    queryKey: companyKeys.college(mode),
    queryFn: async () => {
      const api = await companyApi();
      return api.getCollegePage(api.t, mode.kind === 'people' ? { sort: 'people', size: COLLEGE_BROWSE_SIZE } : { keyword: mode.keyword, size: COLLEGE_BROWSE_SIZE, sort: 'hot' });
    },
  });
}

export const CUSTOMER_PAGE_SIZE = 20;

/** L24: `GET /company/customer/page`, one page of a company's customers. */
export function customerPageQuery(companyId: number, page: number) {
  return queryOptions({
    queryKey: companyKeys.customers(companyId, page),
    queryFn: async () => {
      const api = await companyApi();
      return api.getCustomerPage(api.t, { companyId, current: page, size: CUSTOMER_PAGE_SIZE });
    },
  });
}

/** L15: whether the member follows the company (public pages are cached for everyone: read after hydration). */
export function followStatusQuery(companyId: number, viewer: Viewer) {
  return queryOptions({
    queryKey: companyKeys.follow(companyId, viewer),
    queryFn: async () => {
      const api = await companyApi();
      return (await api.getFollowStatus(api.t, companyId)).isFollowed;
    },
  });
}

/** L16: the company's current contact data, for its editor. */
export function contactQuery(companyId: number) {
  return queryOptions({
    queryKey: companyKeys.contact(companyId),
    queryFn: async () => {
      const api = await companyApi();
      return (await api.getCompanyById(api.t, companyId)).contact;
    },
  });
}

/** L12/L13: the company's sections in one language, for the section editor. */
export function sectionsQuery(companyId: number, locale: Locale) {
  return queryOptions({
    queryKey: companyKeys.sections(companyId, locale),
    queryFn: async () => {
      const api = await companyApi();
      return api.getSections(api.t, companyId, locale);
    },
  });
}

/** L18–L20: the company's files and file groups, for the file manager. */
export function filesQuery(companyId: number) {
  return queryOptions({
    queryKey: companyKeys.files(companyId),
    queryFn: async () => {
      const api = await companyApi();
      const [files, groups] = await Promise.all([api.getCompanyFiles(api.t, companyId), api.getFileGroups(api.t, companyId)]);
      return { files, groups };
    },
  });
}

/** L11/L16: the company record by id (the info editor's current values, the personal management pages). */
export function companyDetailQuery(companyId: number) {
  return queryOptions({
    queryKey: companyKeys.detail(companyId),
    queryFn: async () => {
      const api = await companyApi();
      return api.getCompanyById(api.t, companyId);
    },
  });
}

export const EMPLOYEE_PAGE_SIZE = 10;
const ADMIN_SCAN_SIZE = 50;

/**
 * U14: whether the member administers the company (an ADMIN employee relation, what the API checks beside the
 * token). The employees list gives admins first, so the scan stops at the first page that holds anyone else.
 */
export function companyAdminQuery(companyId: number, memberId: number) {
  return queryOptions({
    queryKey: companyKeys.admin(companyId, memberId),
    queryFn: async () => {
      const api = await companyApi();
      for (let current = 1; ; current += 1) {
        const page = await api.getEmployees(api.t, companyId, { current, size: ADMIN_SCAN_SIZE });
        const admins = page.records.filter((e) => e.role === 'ADMIN');
        if (admins.some((e) => e.memberId === memberId)) return true;
        if (admins.length < page.records.length || current >= page.pages) return false;
      }
    },
  });
}

/** L23/I49: one page of the members who name the company or work there (the employee manager). */
export function companyMembersQuery(companyId: number, keyword: string, page: number) {
  return queryOptions({
    queryKey: companyKeys.members(companyId, keyword, page),
    queryFn: async () => {
      const api = await companyApi();
      return api.getCompanyMembers(api.t, { companyId, keyword: keyword || undefined, current: page, size: EMPLOYEE_PAGE_SIZE });
    },
  });
}

/** L26: what the company recommends now (news ids in order, product ids in order) and the products it may choose. */
export function recommendQuery(companyId: number) {
  return queryOptions({
    queryKey: companyKeys.recommend(companyId),
    queryFn: async () => {
      const [api, news] = await Promise.all([companyApi(), import('@/lib/api/news')]);
      const [recommendedNews, productIds, company] = await Promise.all([
        news.getCompanyRecommendedNews(api.t, { companyId, size: 50 }),
        api.getRecommendedProductIds(api.t, companyId),
        api.getCompanyById(api.t, companyId),
      ]);
      return { news: recommendedNews.records, productIds, products: company.products };
    },
  });
}

/**
 * L26: candidates to recommend — without a keyword the company's own news (`GET /news/news/company/page`), with one any
 * published news matching it (`GET /news/news/v2/search`; a company may recommend news it is not named in).
 */
export function newsCandidatesQuery(companyId: number, keyword: string) {
  return queryOptions({
    queryKey: companyKeys.newsCandidates(companyId, keyword),
    queryFn: async () => {
      const [api, news] = await Promise.all([companyApi(), import('@/lib/api/news')]);
      const page = keyword ? await news.searchNews(api.t, { keyword, size: 20 }) : await news.getCompanyNewsPage(api.t, { companyId, size: 20 });
      return page.records;
    },
  });
}

export const REQUEST_PAGE_SIZE = 10;

/** L25: one page of the company's customer requests with their review status (needs U32: the API refuses others). */
export function customerRequestsQuery(companyId: number, page: number, viewer: Viewer) {
  return queryOptions({
    queryKey: companyKeys.requests(companyId, page, viewer),
    queryFn: async () => {
      const api = await companyApi();
      return api.getCustomerRequests(api.t, { companyId, current: page, size: REQUEST_PAGE_SIZE });
    },
  });
}

/** L21/L22: the company's staff profiles (the staff manager). */
export function staffListQuery(companyId: number) {
  return queryOptions({
    queryKey: companyKeys.staff(companyId),
    queryFn: async () => {
      const api = await companyApi();
      return api.getStaffList(api.t, companyId);
    },
  });
}

export const FOLLOWED_PAGE_SIZE = 5;

/** L15: the companies the member follows (their own page's tab), paged. */
export function followedCompaniesQuery(page: number, viewer: Viewer) {
  return queryOptions({
    queryKey: companyKeys.followed(page, viewer),
    queryFn: async () => {
      const api = await companyApi();
      return api.getFollowedCompanies(api.t, { current: page, size: FOLLOWED_PAGE_SIZE });
    },
  });
}

/** L21: whether the member has favourited a staff card (public pages are cached for everyone: read after hydration). */
export function staffFavoriteQuery(code: string, viewer: Viewer) {
  return queryOptions({
    queryKey: companyKeys.staffFavorite(code, viewer),
    queryFn: async () => {
      const api = await companyApi();
      return api.getStaffFavorite(api.t, code);
    },
  });
}

/** V09/L12: a section's content templates (`{id}/template/list?language=`) in the interface's language, offered in the editor. */
export function sectionTemplatesQuery(sectionId: number, language: Locale) {
  return queryOptions({
    queryKey: companyKeys.template(sectionId, language),
    queryFn: async () => {
      const api = await companyApi();
      return api.getSectionTemplates(api.t, sectionId, language);
    },
  });
}

/** E16: the company group of a search with a province and / or category filter (`GET /company/companies/v1/search`). */
export function companySearchQuery(keyword: string, provinceId: number | null, categoryId: number | null) {
  return queryOptions({
    queryKey: companyKeys.search(keyword, provinceId, categoryId),
    queryFn: async () => {
      const api = await companyApi();
      return api.searchCompaniesV1(api.t, { keyword, provinceId, categoryId });
    },
  });
}
