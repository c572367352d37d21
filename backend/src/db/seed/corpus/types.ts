/**
 * Shapes of the seed corpus. Pure data types: the seeding code (`../index.ts`) maps them onto rows.
 *
 * Conventions
 * - "index" fields point into the array named in the comment (0-based), e.g. `authorIndex` → membersCorpus.
 * - Tag references use the tag `code` for news (class / theme / source / category) and activity types, and the
 *   fixed numeric ids of the specification for post theme and post site tags.
 * - Cities are referenced by their Chinese `name` as it appears in `locationsCorpus`.
 * - Image URLs are site-relative (`/api/files/seed/<kind>/<n>.svg`) and served by `renderSeedImage`.
 * - Dates are `YYYY-MM-DD HH:mm:ss` strings (Asia/Shanghai local time).
 */

/** Tag types (same numbers as TAG_TYPE in lib/constants). */
export type TagType = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

export interface SeedTag {
  /** Fixed id when the specification names one (post theme / post site / news site tags); otherwise undefined and the seeder assigns one. */
  id?: number;
  type: TagType;
  name: string;
  enName: string;
  /** Lowercase ascii slug, never starting with a digit; unique within its type. */
  code: string;
  /** Longer text; present for news source tags (≥ 40 chars) and some others. */
  description?: string;
  /** Logo URL (news source tags), `/api/files/seed/logo/N.svg`. */
  logo?: string;
  /** Parent tag code within the same type (industry sub-tags); undefined for roots. */
  parentCode?: string;
}

export interface TagsCorpus {
  /** type 1 */
  industry: SeedTag[];
  /** type 2 */
  newsClass: SeedTag[];
  /** type 3 */
  newsTheme: SeedTag[];
  /** type 4 */
  newsSource: SeedTag[];
  /** type 5, ids fixed (THEME_TAG) */
  postTheme: SeedTag[];
  /** type 6, ids fixed (8, 9, 10, 11) */
  postSite: SeedTag[];
  /** type 7 */
  activityType: SeedTag[];
  /** type 8, ids fixed (5243, 5244, 6136, 101) */
  newsSite: SeedTag[];
  /** type 9 */
  newsCategory: SeedTag[];
}

export interface SeedLocation {
  /** GB/T 2260 code for China (100000 root, provinces, cities); ≥ 900000 for overseas countries. */
  id: number;
  name: string;
  enName: string;
  /** 0 for top-level entries (China root and overseas countries); otherwise the parent's id. */
  parentId: number;
}

export type Gender = 'MALE' | 'FEMALE';

export interface SeedMember {
  /** 11 digits, starting with 1, unique. */
  mobile: string;
  nickname: string;
  gender: Gender;
  /** Company Chinese name: one of companiesCorpus[].cnName, free text, or '' (incomplete profile). */
  company: string;
  /** Index into companiesCorpus when `company` is one of ours, else undefined (companyId 0). */
  companyIndex?: number;
  position: string;
  /** Location name present in locationsCorpus. */
  city: string;
  /** Industry tag names (tagsCorpus.industry[].name). */
  industryTags: string[];
  bio: string;
  email?: string;
  /** Avatar number for `/api/files/seed/avatar/N.svg`. */
  avatar: number;
}

export type CompanyListStatus = 'LISTED' | 'UNLISTED';
export type PriceType = 'SPECIFIC' | 'LEAST' | 'RANGE' | 'NEGOTIABLE';

export interface SeedCompanySection {
  key: string;
  name: string;
  /** HTML (<p>, <h3>, <ul>). */
  content: string;
}

export interface SeedProduct {
  name: string;
  description: string;
  priceType: PriceType;
  /** Yuan. SPECIFIC and LEAST: price; RANGE: price (min) and maxPrice; NEGOTIABLE: none. */
  price?: number;
  maxPrice?: number;
  /** e.g. 元/吨, 元/千个, 元/台 */
  unit: string;
  /** Industry tag names. */
  categories: string[];
}

export interface SeedBrand {
  name: string;
  description: string;
}

export interface SeedCompany {
  cnName: string;
  /** Short name used in headlines (华鼎食品). */
  shortName: string;
  enName: string;
  /** ascii slug, unique, not starting with a digit. */
  code: string;
  city: string;
  listStatus: CompanyListStatus;
  /** Stock code for listed companies (e.g. 'SZ002xxx'), else undefined. */
  stockCode?: string;
  foundedYear: number;
  /** Plain Chinese text ≥ 150 chars. */
  intro: string;
  /** Business lines (industry tag names). */
  categories: string[];
  sections: SeedCompanySection[];
  products: SeedProduct[];
  brands: SeedBrand[];
  website?: string;
}

export interface SeedNews {
  title: string;
  /** ≤ 120 chars. */
  summary: string;
  /** HTML, no scripts / handlers. */
  content: string;
  /** tagsCorpus.newsClass code */
  classTag: string;
  /** tagsCorpus.newsTheme codes (1–3) */
  themeTags: string[];
  /** tagsCorpus.newsSource code */
  sourceTag: string;
  seoKeywords: string;
  /** Fixed news site tag ids (5243, 5244, 6136, 101), possibly empty. */
  siteTags: number[];
  /** tagsCorpus.newsCategory code, if any. */
  categoryTag?: string;
  /** Cover image number → `/api/files/seed/cover/N.svg`. */
  cover: number;
  author: string;
  publishTime: string;
  /** Index into columnsCorpus, if the article belongs to a column. */
  columnIndex?: number;
  viewCount: number;
  likeCount: number;
}

export interface SeedFlash {
  /** ≤ 60 chars. */
  title: string;
  /** 1–3 sentences. */
  content: string;
  publishTime: string;
  sourceTag: string;
}

export interface SeedTopicSection {
  name: string;
  enName: string;
  /** News class tag codes gathered by this section. */
  classTags: string[];
  /** News theme tag codes gathered by this section. */
  themeTags: string[];
}

export interface SeedTopic {
  title: string;
  enTitle: string;
  code: string;
  description: string;
  cover: number;
  sections: SeedTopicSection[];
}

export interface SeedColumn {
  name: string;
  description: string;
  /** Index into membersCorpus. */
  ownerIndex: number;
  avatar: number;
}

export interface SeedPost {
  title: string;
  /** Plain text 60–400 chars. */
  content: string;
  /** 8 demand, 9 supply, 10 recruitment, 11 topic. */
  siteTagId: number;
  /** One of THEME_TAG_IDS. */
  themeTagId: number;
  /** Index into membersCorpus. */
  authorIndex: number;
  /** Index into circlesCorpus. */
  circleIndex?: number;
  /** 0–4; images are `/api/files/seed/product/N.svg` chosen by the seeder. */
  imageCount: number;
  isAnonymous?: boolean;
  publishTime: string;
  viewCount: number;
  likeCount: number;
}

export interface SeedCircle {
  name: string;
  description: string;
  isPublic: boolean;
  /** Index into membersCorpus. */
  ownerIndex: number;
  adminIndexes: number[];
  memberIndexes: number[];
  notices: string[];
  /** Free category label (食品, 包装, 印刷, 综合 …). */
  category: string;
  avatar: number;
}

export interface SeedEventSku {
  name: string;
  /** Yuan, 0 = free. */
  price: number;
  stock: number;
}

export interface SeedEvent {
  title: string;
  /** tagsCorpus.activityType code */
  typeCode: string;
  city: string;
  venue: string;
  /** '' when the date is not fixed yet (UI shows 时间待定). */
  startTime: string;
  endTime: string;
  sourceName: string;
  /** HTML */
  description: string;
  cover: number;
  skus: SeedEventSku[];
  publishTime: string;
}

export interface HotKeywordsCorpus {
  news: string[];
  post: string[];
  activity: string[];
  company: string[];
}

export interface SeedSitePage {
  /** A SITE_PAGE_CODE value, optionally with `_en` suffix. */
  code: string;
  title: string;
  content: string;
  url?: string;
  qRCodeImage?: string;
  description?: string;
  name?: string;
  notes?: string;
}

export interface MembershipBenefit {
  name: string;
  description: string;
}
