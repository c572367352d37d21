/**
 * News publishing by column owners (F13–F15, F31): create, update, the author's detail, banned status.
 */
import { z } from 'zod';
import { idSchema } from './common';
import { PUBLISH_STATUS, TRANSLATION_DIRECTION } from '../constants';
import { newsDetailSchema } from './news';

export const NEWS_TITLE_MAX = 100;
export const NEWS_SUMMARY_MAX = 300;
export const NEWS_CONTENT_MAX = 200_000;
export const NEWS_TAGS_MAX = 10;

const newsFields = {
  title: z.string().trim().min(1).max(NEWS_TITLE_MAX),
  summary: z.string().trim().max(NEWS_SUMMARY_MAX).nullish(),
  /** HTML from the editor; the API sanitises it before storing. */
  content: z.string().min(1).max(NEWS_CONTENT_MAX),
  /** A stored upload (`/api/files/oss/image/news/…`) or an absolute http(s) URL. */
  coverImg: z
    .string()
    .max(500)
    .regex(/^(\/api\/files\/|https?:\/\/)/)
    .nullish(),
  classTagId: idSchema.nullish(),
  /** Theme tags (type 3). */
  tagIds: z.array(idSchema).max(NEWS_TAGS_MAX).optional(),
  translationDirection: z.enum(TRANSLATION_DIRECTION).nullish(),
  publishStatus: z.enum(PUBLISH_STATUS),
};

/** `POST /news/news`. */
export const newsCreateInput = z.object(newsFields);
export type NewsCreateInput = z.infer<typeof newsCreateInput>;
/** `PUT /news/news`. */
export const newsUpdateInput = z.object({ id: idSchema, ...newsFields });
export type NewsUpdateInput = z.infer<typeof newsUpdateInput>;

export const newsSaveResultSchema = z.object({ id: z.number(), publishStatus: z.enum(PUBLISH_STATUS) });

/** `GET /news/news/manage/detail/{id}`: the author's (or column owner's) view, drafts and banned items included. */
export const newsManageDetailSchema = newsDetailSchema.extend({
  tagIds: z.array(z.number()),
  translationDirection: z.enum(TRANSLATION_DIRECTION).nullable(),
  isBanned: z.boolean(),
  memberId: z.number().nullable(),
});
export type NewsManageDetail = z.infer<typeof newsManageDetailSchema>;

/** `PUT /news/news/banned-status?id=` → the new state. */
export const newsBannedQuery = z.object({ id: idSchema });
export const newsBannedResultSchema = z.object({ id: z.number(), isBanned: z.boolean() });
