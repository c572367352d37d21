/**
 * News: list, detail.
 */
import { z } from 'zod';
import { currentParam, optionalIntParam, optionalTextParam, pageOf, sizeParam, tagRefSchema, timeString } from './common';

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
  classTagId: z.number().nullable(),
  classTagName: z.string().nullable(),
  /** Theme, site and category tags. */
  tags: z.array(tagRefSchema),
  viewCount: z.number(),
  likeCount: z.number(),
  commentCount: z.number(),
  seoKeywords: z.string().nullable(),
});
export type NewsListItem = z.infer<typeof newsListItemSchema>;
export const newsPageSchema = pageOf(newsListItemSchema);

/** `GET /news/news/{id}`: code 404 when missing, unpublished or banned. */
export const newsDetailSchema = newsListItemSchema.extend({
  /** HTML; sanitise before rendering. */
  content: z.string(),
  author: z.string().nullable(),
  columnId: z.number().nullable(),
  columnName: z.string().nullable(),
  /** Reflect the caller when a valid bearer token is sent; false otherwise. */
  isLiked: z.boolean(),
  isFavorite: z.boolean(),
  publishStatus: z.enum(['DRAFT', 'PUBLISHED']),
  favoriteCount: z.number().optional(),
});
export type NewsDetail = z.infer<typeof newsDetailSchema>;
