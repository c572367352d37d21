/**
 * News: list, detail, hot, related, column and company lists; search with tag facets; the column manage list;
 * company-recommended news; flashes; topics with sections; columns.
 */
import { z } from 'zod';
import { currentParam, idSchema, optionalIntParam, optionalTextParam, pageOf, searchTermsSchema, sizeParam, tagRefSchema, timeString } from './common';

/** Query of `GET /news/news/page`. Newest first; only published, not banned. */
export const newsPageQuery = z.object({
  current: currentParam,
  size: sizeParam,
  classTagId: optionalIntParam,
  themeTagId: optionalIntParam,
  tagId: optionalIntParam,
  sourceTagId: optionalIntParam,
  siteTagId: optionalIntParam,
  categoryTagId: optionalIntParam,
  columnId: optionalIntParam,
  companyId: optionalIntParam,
  keyword: optionalTextParam,
});
export type NewsPageQuery = z.infer<typeof newsPageQuery>;

export const newsListItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  summary: z.string().nullable(),
  coverImg: z.string().nullable(),
  publishTime: timeString,
  sourceTagId: z.number().nullable(),
  sourceName: z.string().nullable(),
  /** English names of the source and class tags (issue 18 item 4), shown in the en interface. */
  sourceEnName: z.string().nullable().optional(),
  classTagId: z.number().nullable(),
  classTagName: z.string().nullable(),
  classTagEnName: z.string().nullable().optional(),
  /** Theme, site and category tags. */
  tags: z.array(tagRefSchema),
  viewCount: z.number(),
  likeCount: z.number(),
  commentCount: z.number(),
  seoKeywords: z.string().nullable(),
  /** When the item was last edited (issue 20 item 1: sitemap lastmod, JSON-LD dateModified). */
  updateTime: timeString.optional(),
});
export type NewsListItem = z.infer<typeof newsListItemSchema>;
export const newsPageSchema = pageOf(newsListItemSchema);

/** `GET /news/news/{id}`: code 404 when missing, unpublished or banned. */
export const newsDetailSchema = newsListItemSchema.extend({
  /** HTML; sanitise before rendering. */
  content: z.string(),
  author: z.string().nullable(),
  /** The member who wrote a column article (linked from its byline, issue 18 item 12); null when unknown. */
  authorMemberId: z.number().nullable().optional(),
  columnId: z.number().nullable(),
  columnName: z.string().nullable(),
  /** Reflect the caller when a valid bearer token is sent; false otherwise. */
  isLiked: z.boolean(),
  isFavorite: z.boolean(),
  publishStatus: z.enum(['DRAFT', 'PUBLISHED']),
  favoriteCount: z.number().optional(),
});
export type NewsDetail = z.infer<typeof newsDetailSchema>;

/** `GET /news/news/v2/page`: the same filters as `/news/news/page` (tagId matches class, source or any news tag). @alias */
export const newsV2PageQuery = newsPageQuery;

/** `GET /news/news/hot/page`: published news ranked by views, likes and comments, decayed by age. */
export const newsHotPageQuery = z.object({ current: currentParam, size: sizeParam });

/** `GET /news/news/related/{id}`: news sharing tags with the item, newest first (size default 6, max 20). */
export const newsRelatedQuery = z.object({ size: z.preprocess((v) => (v === undefined || v === '' ? undefined : v), z.coerce.number().int().min(1).max(20).optional()) });

/** `GET /news/news/column/page`: a column's news; code 404 when the column does not exist. */
export const newsColumnPageQuery = z.object({ current: currentParam, size: sizeParam, columnId: idSchema });

/** `GET /news/news/company/page` and `/company/keyword-page`: a company's news; code 404 for an unknown company. */
export const newsCompanyPageQuery = z.object({
  current: currentParam,
  size: sizeParam,
  companyId: idSchema,
  keyword: optionalTextParam,
});
export type NewsCompanyPageQuery = z.infer<typeof newsCompanyPageQuery>;

/** `POST /news/news/view` body (JSON, form or query): the news id as `id` or `newsId`, and the visitor's `cid`. */
export const newsViewInput = z.preprocess(
  (value) => {
    const v = (value ?? {}) as Record<string, unknown>;
    return { id: v.id ?? v.newsId, cid: v.cid };
  },
  z.object({ id: idSchema, cid: z.string().max(64).optional() }),
);

/** A flash (short news): `GET /news/short/news/page` (newest first) and `/news/short/news/{id}`. */
export const flashSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** Plain text. */
  content: z.string(),
  sourceTagId: z.number().nullable(),
  sourceName: z.string().nullable(),
  sourceEnName: z.string().nullable().optional(),
  publishTime: timeString,
  viewCount: z.number(),
});
export type Flash = z.infer<typeof flashSchema>;
export const flashPageSchema = pageOf(flashSchema);

/** A topic: `GET /news/topic/page`; `/news/topic/{id}` adds its sections in order. */
export const topicSchema = z.object({
  id: z.number(),
  code: z.string().nullable(),
  title: z.string(),
  enTitle: z.string().nullable(),
  description: z.string().nullable(),
  coverImg: z.string().nullable(),
  publishTime: timeString,
  viewCount: z.number(),
});
export type Topic = z.infer<typeof topicSchema>;
export const topicPageSchema = pageOf(topicSchema);
/** A topic section; `enName` is its English name (issue 18 item 4). */
export const topicSectionSchema = z.object({ id: z.number(), topicId: z.number(), name: z.string(), enName: z.string().nullable().optional(), sort: z.number() });
export type TopicSection = z.infer<typeof topicSectionSchema>;
export const topicDetailSchema = topicSchema.extend({ sections: z.array(topicSectionSchema) });
export type TopicDetail = z.infer<typeof topicDetailSchema>;

/** `GET /news/topic/section-news/list`: `topicId` (every section) or `sectionId` (one); code 404 when missing. */
export const sectionNewsQuery = z
  .object({ topicId: optionalIntParam, sectionId: optionalIntParam })
  .refine((q) => q.topicId !== undefined || q.sectionId !== undefined, { message: 'topicId or sectionId is required', path: ['topicId'] });
export const sectionNewsSchema = topicSectionSchema.extend({ newsList: z.array(newsListItemSchema) });
export type SectionNews = z.infer<typeof sectionNewsSchema>;
export const sectionNewsListSchema = z.array(sectionNewsSchema);

/** `GET /news/column/{id}`: the column bar (name, description, avatar, counts); code 404 when missing. */
export const newsColumnSchema = z.object({
  columnId: z.number(),
  columnName: z.string(),
  description: z.string().nullable(),
  avatar: z.string().nullable(),
  subscriberCount: z.number(),
  newsCount: z.number(),
});
export type NewsColumn = z.infer<typeof newsColumnSchema>;

/** The first value of a repeated query key. */
const firstValue = (v: unknown): unknown => (Array.isArray(v) ? v[0] : v);
/** `true`, `'true'`, `'1'`, `1` read as true; anything else (or absence) as false. */
const flagParam = z.preprocess((v) => {
  const f = firstValue(v);
  return f === true || f === 'true' || f === '1' || f === 1;
}, z.boolean());

/**
 * Query of `GET /news/news/v2/search` (E13, E17, E28). `keyword` is required (absent → code 1), trimmed, at most
 * 50 characters; blank after trimming answers an empty page. It matches the title, summary or body of published,
 * not banned news, every word of it (the keyword is split at spaces and cut into words, issue 18 item 3). Order:
 * relevance (title hits first, then newest) or, with `sortByTime`, publish time descending.
 * - `tagId`: a top-level news tag, i.e. a class tag (tags type 2, `news.class_tag_id`). It matches news of that
 *   class, and news carrying a theme tag whose `parent_id` is that class tag.
 * - `childTagId`: a child tag, i.e. a theme tag (tags type 3, a `news_tags` row). It matches news carrying it.
 */
export const newsSearchQuery = z.object({
  keyword: z.preprocess(firstValue, z.string().trim().max(50)),
  current: currentParam,
  size: sizeParam,
  tagId: optionalIntParam,
  childTagId: optionalIntParam,
  sortByTime: flagParam,
});
export type NewsSearchQuery = z.infer<typeof newsSearchQuery>;

/** A tag of the search facets with the number of keyword matches carrying it. */
/**
 * A class tag facet. A class tag under another (a case class under 案例) names its parent, which tells it apart
 * from a top-level class of the same name (案例 · 包装 beside 包装).
 */
export const newsSearchTagFacetSchema = z.object({
  id: z.number(),
  name: z.string(),
  enName: z.string().nullable(),
  count: z.number(),
  parentName: z.string().nullish(),
  parentEnName: z.string().nullish(),
});
export type NewsSearchTagFacet = z.infer<typeof newsSearchTagFacetSchema>;
/** A child (theme) tag facet; `parentId` is the tag's parent class tag, null for a theme shared by every class. */
export const newsSearchChildTagFacetSchema = newsSearchTagFacetSchema.omit({ parentName: true, parentEnName: true }).extend({ parentId: z.number().nullable() });
export type NewsSearchChildTagFacet = z.infer<typeof newsSearchChildTagFacetSchema>;

/**
 * `GET /news/news/v2/search` answer: the `/news/news/page` page plus `facets`, counted over every match of the
 * keyword whatever `tagId` / `childTagId` say (so the filters can show counts): `tags` are the class tags of the
 * matching news, `childTags` their theme tags; each list is ordered by count (descending), then the tags' order.
 */
export const newsSearchPageSchema = newsPageSchema.extend({
  facets: z.object({ tags: z.array(newsSearchTagFacetSchema), childTags: z.array(newsSearchChildTagFacetSchema) }),
  terms: searchTermsSchema,
});
export type NewsSearchPage = z.infer<typeof newsSearchPageSchema>;

/** `GET /news/news/column/manage-page` (F30, login): paging only. */
export const newsColumnManagePageQuery = z.object({ current: currentParam, size: sizeParam });

/**
 * A record of `GET /news/news/column/manage-page`: any news of the caller's own column(s), drafts and banned
 * ones included, newest updated first. Code 10403 when the caller has no column (`hasColumn` false).
 */
export const newsManageItemSchema = newsListItemSchema.extend({
  publishStatus: z.enum(['DRAFT', 'PUBLISHED']),
  isBanned: z.boolean(),
  updateTime: timeString,
});
export type NewsManageItem = z.infer<typeof newsManageItemSchema>;
export const newsManagePageSchema = pageOf(newsManageItemSchema);

/**
 * `GET /news/news/company-recommend/page` (F32, L26): the news a company recommends (published, not banned),
 * in the staff's order, then newest first. Code 404 for an unknown company.
 */
export const newsCompanyRecommendPageQuery = z.object({ current: currentParam, size: sizeParam, companyId: idSchema });
