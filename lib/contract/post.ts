/**
 * Community posts: list, detail.
 */
import { z } from 'zod';
import { currentParam, intListParam, optionalIntParam, optionalTextParam, pageOf, sizeParam, timeString } from './common';

export const postSortSchema = z.enum(['latest', 'popular']);
export type PostSort = z.infer<typeof postSortSchema>;

/** Query of `GET /post/posts/page`. `tagId` is the post-site tag (8 demand, 9 supply, 10 recruitment, 11 topic), repeatable. */
export const postPageQuery = z.object({
  current: currentParam,
  size: sizeParam,
  circleId: optionalIntParam,
  tagId: intListParam,
  themeTagId: optionalIntParam,
  memberId: optionalIntParam,
  keyword: optionalTextParam,
  sort: z.preprocess((v) => (v === undefined || v === '' ? 'latest' : v), postSortSchema),
});
export type PostPageQuery = z.infer<typeof postPageQuery>;

export const postListItemSchema = z.object({
  id: z.number(),
  title: z.string().nullable(),
  /** Plain text. */
  content: z.string(),
  images: z.array(z.string()),
  tagId: z.number().nullable(),
  tagName: z.string().nullable(),
  themeTagId: z.number().nullable(),
  themeTagName: z.string().nullable(),
  circleId: z.number().nullable(),
  circleName: z.string().nullable(),
  memberId: z.number(),
  /** '匿名' with null avatar/company/position when isAnonymous. */
  nickname: z.string().nullable(),
  avatar: z.string().nullable(),
  company: z.string().nullable(),
  position: z.string().nullable(),
  isAnonymous: z.boolean(),
  publishTime: timeString,
  viewCount: z.number(),
  likeCount: z.number(),
  commentCount: z.number(),
  isTop: z.boolean().optional(),
});
export type PostListItem = z.infer<typeof postListItemSchema>;
export const postPageSchema = pageOf(postListItemSchema);

/** `GET /post/posts/{id}`: code 404 when missing or removed. */
export const postDetailSchema = postListItemSchema.extend({
  isLiked: z.boolean(),
  isFavorite: z.boolean(),
  /** Words flagged by the grey-word filter (empty when clean). */
  greyWords: z.array(z.string()),
  favoriteCount: z.number().optional(),
});
export type PostDetail = z.infer<typeof postDetailSchema>;
