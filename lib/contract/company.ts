/**
 * Companies (spec §3 shapes). Routes arrive with the company issue.
 */
import { z } from 'zod';
import { idSchema } from './common';
import { COMPANY_SEARCH_SIZE, TRANSLATION_DIRECTION } from '../constants';
import { brandCardSchema, productCardSchema, reviewStatusSchema } from './catalogue';

/** Company autocomplete item (`/company/companies/name/search`). */
export const companySuggestionSchema = z.object({ id: z.number(), cnName: z.string(), enName: z.string().nullable() });
export type CompanySuggestion = z.infer<typeof companySuggestionSchema>;
export const companySuggestionListSchema = z.array(companySuggestionSchema);

/** Query of `GET /company/companies/name/search`: no keyword → hot companies; else up to `size` (≤ 20) by name. */
export const companyNameSearchQuery = z.object({
  keyword: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().max(100).optional()),
  size: z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : v),
    z.coerce.number().int().positive().max(COMPANY_SEARCH_SIZE).catch(COMPANY_SEARCH_SIZE).optional(),
  ),
});

export const companyCardSchema = z.object({
  companyId: z.number(),
  code: z.string(),
  name: z.string(),
  enName: z.string().nullable(),
  logo: z.string().nullable(),
  /** The place in Chinese (the region tree's `name`). */
  location: z.string().nullable(),
  /** The same place in English (the region tree's `enName`), shown in the en locale. */
  locationEn: z.string().nullable(),
  listStatus: z.enum(['LISTED', 'UNLISTED']),
  memberKind: z.enum(['ORDINARY', 'COLLEGE']),
});
export type CompanyCard = z.infer<typeof companyCardSchema>;

export const companySectionSchema = z.object({
  id: z.number(),
  sectionKey: z.string(),
  name: z.string(),
  content: z.string().nullable(),
});
export type CompanySection = z.infer<typeof companySectionSchema>;

// ---- Company pages and management (issue 15, §7.6, L01–L33, U14–U33) ----

/** U33/L28/S76: the message of a missing company permission (API code ERR_NO_PERMISSION, and the UI). */
export const COMPANY_NO_PERMISSION_MESSAGE = '暂无权限操作，请联系平台管理员~';

// The permission tokens live in a zod-free module (the management bars of public pages import them).
export { COMPANY_TOKEN, type CompanyToken } from './company-tokens';

export const memberKindSchema = z.enum(['ORDINARY', 'COLLEGE']);
export type MemberKind = z.infer<typeof memberKindSchema>;

/**
 * L31/I48: what a link to a member's company needs (its code and member kind), carried by member list items,
 * member cards and search hits when the member's `companyId` names a company of the platform; null for free text.
 */
export const companyLinkSchema = z.object({ code: z.string(), memberKind: memberKindSchema });

/** §3 company relation types (L30). */
export const COMPANY_RELATION = ['PRODUCT', 'MANAGEMENT', 'CUSTOMER', 'SUPPLIER', 'BRAND'] as const;
export type CompanyRelation = (typeof COMPANY_RELATION)[number];
/**
 * L30: one chain link of a company (`GET /company/companies/{companyId}/chain-links`, DEFAULT of this build): the
 * other company and what it is to this one (SUPPLIER: upstream, CUSTOMER: downstream, PRODUCT / BRAND: partner).
 */
export const companyChainLinkSchema = z.object({
  relationType: z.enum(COMPANY_RELATION),
  company: z.object({ companyId: z.number(), code: z.string(), name: z.string(), enName: z.string().nullable(), memberKind: memberKindSchema }),
});
export type CompanyChainLink = z.infer<typeof companyChainLinkSchema>;
export type CompanyLink = z.infer<typeof companyLinkSchema>;
export const sectionLanguageSchema = z.enum(['zh', 'en']);
export type SectionLanguage = z.infer<typeof sectionLanguageSchema>;

/** §5 company attachment kinds. */
export const COMPANY_FILE_KIND = { album: 1, honors: 2, attachment: 3, pdf: 4 } as const;
export const companyFileKindSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
export type CompanyFileKind = z.infer<typeof companyFileKindSchema>;

const id = idSchema;
const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => z.string().trim().max(max).nullish();
/** A stored media URL: the storage host's path or an absolute http(s) URL (no script URLs). */
const mediaUrl = z.string().trim().min(1).max(500).regex(/^(https?:\/\/|\/)[^\s<>"']*$/, 'invalid url');

// ---- reads ----

/** A company in lists (college home, cooperation list, search). */
export const companyListItemSchema = companyCardSchema.extend({
  intro: z.string().nullable(),
  categories: z.array(z.string()),
  /** The same categories in English (the tags' `enName`, else left out), shown in the en locale. */
  categoriesEn: z.array(z.string()),
  staffCount: z.number(),
  viewCount: z.number(),
  followerCount: z.number(),
});
export type CompanyListItem = z.infer<typeof companyListItemSchema>;

/** `GET /company/companies/page`, `/college/page`, `/search`: paged; `sort` people | hot follows the stats order (L27). */
export const companyPageQuery = z.object({
  current: z.preprocess((v) => (Number.isInteger(Number(v)) && Number(v) > 0 ? Number(v) : 1), z.number().int()),
  size: z.preprocess((v) => {
    const n = Number(v);
    return Number.isInteger(n) && n > 0 ? Math.min(n, 50) : 12;
  }, z.number().int()),
  keyword: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().max(100).optional()),
  sort: z.enum(['people', 'hot']).optional().catch(undefined),
});
export type CompanyPageQuery = z.infer<typeof companyPageQuery>;

/** E16: `GET /company/companies/v1/search`: a keyword and optional filters by province (region node) and category (industry tag). */
export const companySearchQuery = companyPageQuery.extend({
  provinceId: z.preprocess((v) => (v === '' || v === undefined ? undefined : v), z.coerce.number().int().positive().optional().catch(undefined)),
  categoryId: z.preprocess((v) => (v === '' || v === undefined ? undefined : v), z.coerce.number().int().positive().optional().catch(undefined)),
});
export type CompanySearchQuery = z.infer<typeof companySearchQuery>;
export const companyFacetSchema = z.object({ id: z.number(), name: z.string(), enName: z.string().nullable(), count: z.number() });
export type CompanyFacet = z.infer<typeof companyFacetSchema>;
/** E16: the page of matches plus the provinces and categories of every keyword match, with counts (whatever the filters). */
export const companySearchPageSchema = z.object({
  records: z.array(companyListItemSchema),
  total: z.number(),
  size: z.number(),
  current: z.number(),
  pages: z.number(),
  facets: z.object({ provinces: z.array(companyFacetSchema), categories: z.array(companyFacetSchema) }),
});
export type CompanySearchPage = z.infer<typeof companySearchPageSchema>;

export const companyStatItemSchema = z.object({ companyId: z.number(), code: z.string(), name: z.string(), memberKind: memberKindSchema, value: z.number() });
export type CompanyStatItem = z.infer<typeof companyStatItemSchema>;
export const companyStatsQuery = z.object({
  size: z.preprocess((v) => (Number.isInteger(Number(v)) && Number(v) > 0 ? Math.min(Number(v), 50) : 10), z.number().int()),
  memberKind: memberKindSchema.optional().catch(undefined),
});

export const companyCodeQuery = z.object({ code: z.string().trim().min(1).max(64).regex(/^[\w-]+$/) });
export const companyIdParams = z.object({ companyId: id });

export const achievementCardSchema = z.object({ id: z.number(), title: z.string(), coverImg: z.string().nullable(), summary: z.string().nullable() });
export type AchievementCard = z.infer<typeof achievementCardSchema>;

export const sectionNavItemSchema = z.object({ id: z.number(), sectionKey: z.string(), name: z.string(), sort: z.number() });
export type SectionNavItem = z.infer<typeof sectionNavItemSchema>;

/** `GET /company/companies/detail?code`, `/college/detail?code`, `/{companyId}` (L03, L05, L11). */
export const companyDetailSchema = companyListItemSchema.extend({
  coverImg: z.string().nullable(),
  stockCode: z.string().nullable(),
  foundedYear: z.number().nullable(),
  website: z.string().nullable(),
  showFileName: z.boolean(),
  /** The place's node in the region tree (the info editor's value). */
  locationId: z.number().nullable(),
  employeeCount: z.number().nullable(),
  contact: z.object({
    person: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    address: z.string().nullable(),
    /** Issue 29 item 7 (DEFAULT): the member who answers enquiries, the company's first admin; null without one. */
    memberId: z.number().nullable(),
  }),
  sections: z.array(sectionNavItemSchema),
  products: z.array(productCardSchema),
  brands: z.array(brandCardSchema),
  achievements: z.array(achievementCardSchema),
});
export type CompanyDetail = z.infer<typeof companyDetailSchema>;

/** `GET /company/companies/basic/{id}`: the card. @alias */
export const companyBasicSchema = companyCardSchema;

export const companySectionFullSchema = companySectionSchema.extend({
  companyId: z.number(),
  language: sectionLanguageSchema,
  sort: z.number(),
  /** V14: the translate option saved with the section (null: no translation). */
  translationDirection: z.enum(TRANSLATION_DIRECTION).nullish(),
});
export type CompanySectionFull = z.infer<typeof companySectionFullSchema>;
export const sectionListQuery = z.object({ companyId: id, language: sectionLanguageSchema.catch('zh') });
export const sectionDetailQuery = z.object({ id, language: sectionLanguageSchema.optional().catch(undefined) });
export const sectionKeyQuery = z.object({ companyId: id, language: sectionLanguageSchema.catch('zh') });
export const sectionTemplateQuery = z.object({ language: sectionLanguageSchema.catch('zh') });
/**
 * V09/L12: a content template for a section (`{id}/template/list?language=`): starter text written for the section's
 * key (or for any section when `sectionKey` is null) in one language; the editor copies it into the section.
 */
export const sectionTemplateSchema = z.object({
  id: z.number(),
  sectionKey: z.string().nullable(),
  language: sectionLanguageSchema,
  name: z.string(),
  content: z.string(),
});
export type SectionTemplate = z.infer<typeof sectionTemplateSchema>;

export const companyFileSchema = z.object({
  id: z.number(),
  companyId: z.number(),
  groupId: z.number().nullable(),
  kind: companyFileKindSchema,
  name: z.string(),
  url: z.string(),
  sort: z.number(),
});
export type CompanyFile = z.infer<typeof companyFileSchema>;
export const companyFileGroupSchema = z.object({ id: z.number(), companyId: z.number(), name: z.string(), sort: z.number() });
export type CompanyFileGroup = z.infer<typeof companyFileGroupSchema>;
export const companyFileQuery = z.object({ companyId: id, kind: z.coerce.number().int().min(1).max(4).optional().catch(undefined) });

export const staffCardSchema = z.object({
  id: z.number(),
  companyId: z.number(),
  code: z.string(),
  name: z.string(),
  position: z.string().nullable(),
  avatar: z.string().nullable(),
  description: z.string().nullable(),
  viewCount: z.number(),
});
export type StaffCard = z.infer<typeof staffCardSchema>;
/** `GET /company/staff/detail/{code}` (L09). */
export const staffDetailSchema = staffCardSchema.extend({ company: companyCardSchema, isFavorite: z.boolean() });
export type StaffDetail = z.infer<typeof staffDetailSchema>;
export const staffCodeParams = z.object({ code: z.string().trim().min(1).max(64).regex(/^[\w-]+$/) });

export const customerSchema = z.object({
  id: z.number(),
  name: z.string(),
  category: z.string().nullable(),
  customer: companyCardSchema.nullable(),
});
export type Customer = z.infer<typeof customerSchema>;
export const customerCategoryCountSchema = z.array(z.object({ category: z.string(), count: z.number() }));
export type CustomerCategoryCount = z.infer<typeof customerCategoryCountSchema>;
export const customerPageQuery = z.object({
  companyId: id,
  current: companyPageQuery.shape.current,
  size: companyPageQuery.shape.size,
  category: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().max(40).optional()),
});
export const CUSTOMER_LIMIT = 8;

export const customerRequestSchema = z.object({
  id: z.number(),
  companyId: z.number(),
  name: z.string(),
  category: z.string().nullable(),
  attachment: z.string().nullable(),
  reviewStatus: reviewStatusSchema,
  createdTime: z.string(),
});
export type CustomerRequest = z.infer<typeof customerRequestSchema>;
export const customerRequestPageQuery = z.object({
  companyId: id,
  current: companyPageQuery.shape.current,
  size: companyPageQuery.shape.size,
  reviewStatus: reviewStatusSchema.optional().catch(undefined),
});

export const employeeSchema = z.object({
  memberId: z.number(),
  nickname: z.string().nullable(),
  avatar: z.string().nullable(),
  position: z.string().nullable(),
  role: z.enum(['ADMIN', 'EMPLOYEE']),
  createdTime: z.string(),
});
export type Employee = z.infer<typeof employeeSchema>;

/**
 * A record of `GET /admin/member/company/page` (L23, I49): a member who names the company in their profile or holds
 * an employee relation with it; `role` is that relation's role, null when there is none yet (a candidate to add).
 */
export const companyMemberSchema = z.object({
  memberId: z.number(),
  nickname: z.string().nullable(),
  avatar: z.string().nullable(),
  position: z.string().nullable(),
  company: z.string().nullable(),
  role: z.enum(['ADMIN', 'EMPLOYEE']).nullable(),
});
export type CompanyMember = z.infer<typeof companyMemberSchema>;
export const companyMemberPageQuery = z.object({
  companyId: id,
  keyword: companyPageQuery.shape.keyword,
  current: companyPageQuery.shape.current,
  size: companyPageQuery.shape.size,
});

// ---- writes ----

export const companyIdInput = z.object({ companyId: id });

/** `PUT /company/companies` (L16): info fields need company-info-edit (U30), contact fields contact-edit (U31). */
export const companyUpdateInput = z.object({
  companyId: id,
  intro: optionalText(2000),
  website: z.union([z.literal(''), z.string().trim().max(200).regex(/^https?:\/\/\S+$/, 'invalid url')]).nullish(),
  /** A node of the region tree (`GET /basic/location/tree`); the API stores its Chinese name as `location`. */
  locationId: id.nullish(),
  logo: mediaUrl.nullish(),
  contactPerson: optionalText(40),
  contactPhone: z.union([z.literal(''), z.string().trim().max(30).regex(/^[\d+\-() ]+$/, 'invalid phone')]).nullish(),
  contactEmail: z.union([z.literal(''), z.email().max(100)]).nullish(),
  address: optionalText(200),
});
export type CompanyUpdateInput = z.infer<typeof companyUpdateInput>;
export const COMPANY_INFO_FIELDS = ['intro', 'website', 'locationId', 'logo'] as const;
export const COMPANY_CONTACT_FIELDS = ['contactPerson', 'contactPhone', 'contactEmail', 'address'] as const;

export const showFileNameInput = z.object({ companyId: id, showFileName: z.boolean() });

export const SECTION_CONTENT_MAX = 20000;
export const sectionContentInput = z.object({
  id,
  name: text(40).min(1).optional(),
  content: z.string().max(SECTION_CONTENT_MAX),
  /** V14: the translate option sent with the save (null or absent: no translation), as the news save. */
  translationDirection: z.enum(TRANSLATION_DIRECTION).nullish(),
});
export type SectionContentInput = z.infer<typeof sectionContentInput>;
/** A new section (U21): its key is unique per company and language. */
export const sectionAddInput = z.object({
  sectionKey: z.string().trim().min(1).max(40).regex(/^[a-z][\w-]*$/, 'letters, digits, - or _'),
  name: text(40).min(1),
  content: z.string().max(SECTION_CONTENT_MAX),
  language: sectionLanguageSchema,
});
export type SectionAddInput = z.infer<typeof sectionAddInput>;
/**
 * `POST /company/sections/batch/{companyId}/V2` (L13): changed sections (U22), new ones (`added`, U21) and removed
 * ones (`deletedIds`, U23) in one transaction; each part needs its own token.
 */
export const sectionBatchInput = z
  .object({
    sections: z.array(sectionContentInput).max(30).default([]),
    added: z.array(sectionAddInput).max(10).default([]),
    deletedIds: z.array(id).max(30).default([]),
  })
  .refine((v) => v.sections.length + v.added.length + v.deletedIds.length > 0, { message: 'nothing to save' });
export type SectionBatchInput = z.input<typeof sectionBatchInput>;

export const fileInput = z.object({
  companyId: id,
  groupId: id.nullish(),
  kind: z.coerce.number().pipe(companyFileKindSchema),
  name: text(100).min(1),
  url: mediaUrl,
});
export type FileInput = z.infer<typeof fileInput>;
export const fileUpdateInput = z.object({ id, groupId: id.nullish(), name: text(100).min(1).optional() });
export const sortInput = z.object({ companyId: id, ids: z.array(id).min(1).max(500) });
export type SortInput = z.infer<typeof sortInput>;
export const fileGroupInput = z.object({ companyId: id, name: text(40).min(1) });
export const fileGroupUpdateInput = z.object({ id, name: text(40).min(1) });

export const staffInput = z.object({
  companyId: id,
  name: text(40).min(1),
  position: optionalText(40),
  avatar: mediaUrl.nullish(),
  description: optionalText(500),
});
export type StaffInput = z.infer<typeof staffInput>;
export const staffUpdateInput = staffInput.omit({ companyId: true }).extend({ id });
export type StaffUpdateInput = z.infer<typeof staffUpdateInput>;
export const staffViewInput = z.object({ code: staffCodeParams.shape.code });

export const customerRequestInput = z.object({
  companyId: id,
  name: text(100).min(1),
  category: optionalText(40),
  attachment: mediaUrl.nullish(),
});
export type CustomerRequestInput = z.infer<typeof customerRequestInput>;

export const employeeRelationInput = z.object({ companyId: id, memberId: id, role: z.enum(['ADMIN', 'EMPLOYEE']).default('EMPLOYEE') });
export const employeeRelationDeleteInput = z.object({ companyId: id, memberId: id });
export const employeePageQuery = z.object({ current: companyPageQuery.shape.current, size: companyPageQuery.shape.size });

export const RECOMMEND_MAX = 10;
export const recommendNewsInput = z.object({ companyId: id, newsIds: z.array(id).max(RECOMMEND_MAX) });
export const recommendProductInput = z.object({ companyId: id, productIds: z.array(id).max(RECOMMEND_MAX) });
