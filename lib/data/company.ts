import 'server-only';
import { cache } from 'react';
import * as companyApi from '@/lib/api/company';
import { getCompanyRecommendedNews } from '@/lib/api/news';
import { nullIfNotFound } from '@/lib/api/or-null';
import { serverTransport } from '@/lib/api/server';
import { SITE_PAGE_CODE, type Locale } from '@/lib/constants';
import { tags } from '@/lib/contract/cache-tags';
import { RECOMMEND_MAX, type MemberKind } from '@/lib/contract/company';
import { getSitePage } from '@/lib/data/basic';
import { serverEnv } from '@/lib/env';
import { sanitizeContentHtml } from '@/lib/shared/sanitize-html';
import { REVALIDATE_S as REVALIDATE } from '@/lib/data/revalidate';

/**
 * Server loading of the company area (college home, company and section pages, staff profiles, cooperation):
 * React.cache'd loaders with their revalidate time and cache tags (lib/contract/cache-tags.ts). The API's company
 * writes post the same tags (`companyChangeTags`, `staffChangeTags`).
 */
const REVALIDATE_S = REVALIDATE.content;
const companies = () => serverTransport({ revalidate: REVALIDATE_S, tags: [tags.company.list] });
export const COLLEGE_PAGE_SIZE = 12;

/** L02: `GET /company/companies/college/page`, one page of the college members, hottest first (the server-rendered default order). */
export const getCollegeHome = cache(async (page: number) => companyApi.getCollegePage(companies(), { current: page, size: COLLEGE_PAGE_SIZE, sort: 'hot' }));

/** L01: the business_cooperation site page (its HTML sanitised) (`GET /basic/basic/page/code`, lib/data/basic.ts) and `GET /company/companies/page`. */
export const getCooperation = cache(async (page: number, locale: Locale) => {
  const [sitePage, list] = await Promise.all([
    getSitePage(SITE_PAGE_CODE.businessCooperation, locale),
    companyApi.getCompanyPage(companies(), { current: page, size: COLLEGE_PAGE_SIZE, sort: 'hot' }),
  ]);
  const html = sitePage?.content ? sanitizeContentHtml(sitePage.content, serverEnv().SITE_URL) : null;
  return { sitePage: sitePage && { ...sitePage, content: html }, companies: list };
});

/** L03, L05: `GET /company/companies/detail` or `/company/companies/college/detail` by code and member kind; null when the code names no company of that kind. */
export const getCompany = cache(async (code: string, kind: MemberKind) =>
  nullIfNotFound(companyApi.getCompanyDetail(serverTransport({ revalidate: REVALIDATE_S, tags: [tags.company.list, tags.company.item(code)] }), code, kind)),
);

/**
 * Everything a company page shows (L11): sections in the page's language (L12), files and groups, staff,
 * customers (limited list, per-category counts, total), recommended products and news. Null for an unknown code. Section HTML is sanitised here.
 * Calls `GET /company/sections/list`, `/company/company/file`, `/company/company/file-group/list`, `/company/staff/list/{id}`,
 * `/company/customer/{id}/limit/list`, `/company/customer/{id}/category-count`, `/company/customer/{id}/customer-count`,
 * `/company/company-recommend-product/page`, `/news/news/company-recommend/page` and `/company/companies/{id}/chain-links` (L30).
 */
export const getCompanyPage = cache(async (code: string, kind: MemberKind, locale: Locale) => {
  const company = await getCompany(code, kind);
  if (!company) return null;
  const id = company.companyId;
  const t = serverTransport({ revalidate: REVALIDATE_S, tags: [tags.company.list, tags.company.item(company.code)] });
  const [sections, files, groups, staff, customers, customerCategories, customerTotal, products, news, chainLinks] = await Promise.all([
    companyApi.getSections(t, id, locale),
    companyApi.getCompanyFiles(t, id),
    companyApi.getFileGroups(t, id),
    companyApi.getStaffList(t, id),
    companyApi.getCustomerLimitList(t, id),
    companyApi.getCustomerCategoryCount(t, id),
    companyApi.getCustomerCount(t, id),
    companyApi.getRecommendedProducts(t, id),
    getCompanyRecommendedNews(serverTransport({ revalidate: REVALIDATE_S, tags: [tags.news.list, tags.company.item(company.code)] }), {
      companyId: id,
      // every recommended item shows (staff choose at most RECOMMEND_MAX)
      size: RECOMMEND_MAX,
    }).catch(() => null),
    companyApi.getChainLinks(t, id),
  ]);
  const origin = serverEnv().SITE_URL;
  return {
    company,
    sections: sections.map((s) => ({ ...s, content: sanitizeContentHtml(s.content ?? '', origin) })),
    files,
    groups,
    staff,
    customers,
    customerCategories,
    customerTotal,
    recommendedProducts: products.records,
    recommendedNews: news?.records ?? [],
    chainLinks,
  };
});

/** L09: `GET /company/staff/detail/{code}`, a staff profile with its company; null for an unknown code. */
export const getStaffProfile = cache(async (code: string) =>
  nullIfNotFound(companyApi.getStaffDetail(serverTransport({ revalidate: REVALIDATE_S, tags: [tags.company.list, tags.staff.item(code)] }), code)),
);

/** L32/L31: `GET /company/companies/basic/{id}`, the company of `/news/company/{companyId}` (its name and page link); null when unknown. */
export const getCompanyBasic = cache(async (companyId: number) =>
  nullIfNotFound(companyApi.getCompanyBasic(serverTransport({ revalidate: REVALIDATE_S, tags: [tags.company.list] }), companyId)).catch(() => null),
);
