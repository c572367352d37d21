import 'server-only';
import { cache } from 'react';
import { getSitePage } from '@/lib/api/basic';
import {
  getCollegePage,
  getCompanyDetail,
  getCompanyFiles,
  getCompanyPage,
  getCustomerCategoryCount,
  getCustomerCount,
  getCustomerLimitList,
  getFileGroups,
  getRecommendedProducts,
  getSections,
  getStaffDetail,
  getStaffList,
} from '@/lib/api/company';
import { getCompanyRecommendedNews } from '@/lib/api/news';
import { nullIfNotFound } from '@/lib/api/or-null';
import { serverTransport } from '@/lib/api/server';
import type { Locale } from '@/lib/constants';
import type { MemberKind } from '@/lib/contract/company';

/**
 * Server loading of the company area (college home, company and section pages, staff profiles, cooperation):
 * React.cache'd loaders with their revalidate time and cache tags. The API's company writes post the same tags
 * (lib/contract/revalidate.ts `companyChangeTags`, `staffChangeTags`).
 */
export const COMPANY_CACHE_TAG = {
  company: 'company',
  companyItem: (companyId: number) => `company:${companyId}`,
  staffItem: (code: string) => `staff:${code}`,
  news: 'news',
  sitePage: 'site-page',
} as const;

const REVALIDATE_S = 300;
export const COLLEGE_PAGE_SIZE = 12;

/** L02: one page of the college members, hottest first (the server-rendered default order). */
export const loadCollegeHome = cache(async (page: number) =>
  getCollegePage(serverTransport({ revalidate: REVALIDATE_S, tags: [COMPANY_CACHE_TAG.company] }), { current: page, size: COLLEGE_PAGE_SIZE, sort: 'hot' }),
);

/** L01: the business_cooperation site page and a page of companies. */
export const loadCooperation = cache(async (page: number) => {
  const [sitePage, companies] = await Promise.all([
    nullIfNotFound(getSitePage(serverTransport({ revalidate: 3600, tags: [COMPANY_CACHE_TAG.sitePage] }), 'business_cooperation')),
    getCompanyPage(serverTransport({ revalidate: REVALIDATE_S, tags: [COMPANY_CACHE_TAG.company] }), { current: page, size: COLLEGE_PAGE_SIZE, sort: 'hot' }),
  ]);
  return { sitePage, companies };
});

/** The company record by code and member kind (L03, L05); null when the code names no company of that kind. */
export const loadCompany = cache(async (code: string, kind: MemberKind) =>
  nullIfNotFound(getCompanyDetail(serverTransport({ revalidate: REVALIDATE_S, tags: [COMPANY_CACHE_TAG.company] }), code, kind)),
);

/**
 * Everything a company page shows (L11): sections in the page's language (L12), files and groups, staff,
 * customers (limited list, per-category counts, total), recommended products and news. Null for an unknown code.
 */
export const loadCompanyPage = cache(async (code: string, kind: MemberKind, locale: Locale) => {
  const company = await loadCompany(code, kind);
  if (!company) return null;
  const id = company.companyId;
  const t = serverTransport({ revalidate: REVALIDATE_S, tags: [COMPANY_CACHE_TAG.company, COMPANY_CACHE_TAG.companyItem(id)] });
  const [sections, files, groups, staff, customers, customerCategories, customerTotal, products, news] = await Promise.all([
    getSections(t, id, locale),
    getCompanyFiles(t, id),
    getFileGroups(t, id),
    getStaffList(t, id),
    getCustomerLimitList(t, id),
    getCustomerCategoryCount(t, id),
    getCustomerCount(t, id),
    getRecommendedProducts(t, id),
    getCompanyRecommendedNews(serverTransport({ revalidate: REVALIDATE_S, tags: [COMPANY_CACHE_TAG.news, COMPANY_CACHE_TAG.companyItem(id)] }), {
      companyId: id,
      size: 6,
    }).catch(() => null),
  ]);
  return {
    company,
    sections,
    files,
    groups,
    staff,
    customers,
    customerCategories,
    customerTotal,
    recommendedProducts: products.records,
    recommendedNews: news?.records ?? [],
  };
});

/** L09: a staff profile with its company; null for an unknown code. */
export const loadStaffProfile = cache(async (code: string) =>
  nullIfNotFound(getStaffDetail(serverTransport({ revalidate: REVALIDATE_S, tags: [COMPANY_CACHE_TAG.company, COMPANY_CACHE_TAG.staffItem(code)] }), code)),
);
