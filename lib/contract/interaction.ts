/**
 * Likes, favourites, reports and grey-word validation.
 */
import { z } from 'zod';
import { ENTITY_TYPE } from '../constants';
import { currentParam, idSchema, pageOf, sizeParam, timeString } from './common';

/** Answer of every like/unlike call (news, posts, comments): idempotent, the state after the call. */
export const likeResultSchema = z.object({ isLiked: z.boolean(), likeCount: z.number() });
export type LikeResult = z.infer<typeof likeResultSchema>;

/** Entity types that can be favourited: 13 news, 11 post (F24, G49). */
export const favoriteEntityTypeSchema = z.union([z.literal(ENTITY_TYPE.news), z.literal(ENTITY_TYPE.post)]);
export type FavoriteEntityType = z.infer<typeof favoriteEntityTypeSchema>;

/** Body of `POST /admin/member-favorite` and `/admin/member-favorite/unfavorite`. */
export const favoriteInput = z.object({
  entityType: z.coerce.number().pipe(favoriteEntityTypeSchema),
  entityId: idSchema,
});
export type FavoriteInput = z.infer<typeof favoriteInput>;

export const favoriteResultSchema = z.object({ isFavorite: z.boolean(), favoriteCount: z.number() });
export type FavoriteResult = z.infer<typeof favoriteResultSchema>;

/**
 * Like and favourite state of the caller for one news item or post, with its live counts: the fields of the detail
 * answer (`GET /news/news/{id}`, `/post/posts/{id}`) its page reads on load, the one source of the counts it shows
 * (issue 18 item 6). The browser checks them with `checkInteractionState` (lib/api/interaction-state.ts), which a
 * unit test holds to this schema: zod would be most of a public page's first-load JS.
 */
export const interactionStateSchema = z.object({
  isLiked: z.boolean(),
  likeCount: z.number(),
  isFavorite: z.boolean(),
  favoriteCount: z.number().optional(),
  commentCount: z.number().optional(),
  viewCount: z.number().optional(),
});
export type InteractionState = z.infer<typeof interactionStateSchema>;

/** Query of `GET /admin/member-favorite/page` (entityType optional). */
export const favoritePageQuery = z.object({
  current: currentParam,
  size: sizeParam,
  entityType: z.preprocess((v) => (v === undefined || v === '' ? undefined : v), z.coerce.number().pipe(favoriteEntityTypeSchema).optional()),
});
export const favoriteRecordSchema = z.object({
  entityType: z.number(),
  entityId: z.number(),
  title: z.string(),
  coverImg: z.string().nullable(),
  /** Site path of the entity (`/news/12`, `/community/post/5`). */
  url: z.string(),
  createdTime: timeString,
});
export type FavoriteRecord = z.infer<typeof favoriteRecordSchema>;
export const favoritePageSchema = pageOf(favoriteRecordSchema);

/** G46: report types. */
export const REPORT_TYPES = ['contentAppeal', 'accuse'] as const;
export const REPORT_REASON_MAX = 500;
/** Entity types that can be reported: 11 post, 12 post comment, 13 news, 14 news comment. */
export const reportEntityTypeSchema = z.union([
  z.literal(ENTITY_TYPE.post),
  z.literal(ENTITY_TYPE.postComment),
  z.literal(ENTITY_TYPE.news),
  z.literal(ENTITY_TYPE.newsComment),
]);
/** Body of `POST /basic/report`. */
export const reportInput = z.object({
  type: z.enum(REPORT_TYPES),
  entityType: z.coerce.number().pipe(reportEntityTypeSchema),
  entityId: idSchema,
  reason: z.string().trim().min(1).max(REPORT_REASON_MAX),
});
export type ReportInput = z.infer<typeof reportInput>;
export const reportResultSchema = z.object({ id: z.number() });

/** Body of `POST /basic/words/validate`; the answer is the list of grey words found (empty when clean). */
export const wordsValidateInput = z.object({ content: z.string().max(200_000) });
export const wordsValidateResultSchema = z.array(z.string());
