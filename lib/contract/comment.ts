/**
 * Comments of news (`/news/news/comment*`) and posts (`/post/comments*`): one shape for both.
 * Two levels: a top-level comment (parentId null) and its replies (parentId = the top-level id);
 * a reply to a reply keeps the top-level parent and names the replied member in `replyNickname`.
 */
import { z } from 'zod';
import { currentParam, pageOf, sizeParam, timeString } from './common';

export const COMMENT_MAX_LENGTH = 500;
export const COMMENT_MAX_IMAGES = 9;

export const commentSchema = z.object({
  id: z.number(),
  /** The news or post id. */
  entityId: z.number(),
  parentId: z.number().nullable(),
  memberId: z.number(),
  nickname: z.string().nullable(),
  avatar: z.string().nullable(),
  company: z.string().nullable(),
  position: z.string().nullable(),
  replyMemberId: z.number().nullable(),
  replyNickname: z.string().nullable(),
  content: z.string(),
  images: z.array(z.string()),
  likeCount: z.number(),
  replyCount: z.number(),
  /** The caller liked it (false for visitors). */
  isLiked: z.boolean(),
  /** The caller wrote it (may delete it). */
  isMine: z.boolean(),
  createdTime: timeString,
});
export type Comment = z.infer<typeof commentSchema>;
export const commentPageSchema = pageOf(commentSchema);

/** `GET /news/news/comment?newsId=`: top-level comments, newest first. */
export const newsCommentQuery = z.object({ newsId: z.coerce.number().int().positive(), current: currentParam, size: sizeParam });
/** `GET /post/comments?postId=`. */
export const postCommentQuery = z.object({ postId: z.coerce.number().int().positive(), current: currentParam, size: sizeParam });
/** `GET …/replies?parentId=`: replies of one top-level comment, oldest first. */
export const commentRepliesQuery = z.object({ parentId: z.coerce.number().int().positive(), current: currentParam, size: sizeParam });

const commentBody = {
  content: z.string().trim().min(1).max(COMMENT_MAX_LENGTH),
  /** Replying: the comment answered (top-level or reply). */
  parentId: z.coerce.number().int().positive().nullish(),
  images: z.array(z.string().min(1).max(500)).max(COMMENT_MAX_IMAGES).optional(),
};
/** `POST /news/news/comment`. */
export const newsCommentInput = z.object({ newsId: z.coerce.number().int().positive(), ...commentBody });
export type NewsCommentInput = z.infer<typeof newsCommentInput>;
/** `POST /post/comments/`. */
export const postCommentInput = z.object({ postId: z.coerce.number().int().positive(), ...commentBody });
export type PostCommentInput = z.infer<typeof postCommentInput>;
/** `GET /ec/stores/comment?activityId=` (H22): comments of an event. */
export const eventCommentQuery = z.object({ activityId: z.coerce.number().int().positive(), current: currentParam, size: sizeParam });
/** `POST /ec/stores/comment`: images are upload keys under `image/activityComment/` (P19). */
export const eventCommentInput = z.object({ activityId: z.coerce.number().int().positive(), ...commentBody });
export type EventCommentInput = z.infer<typeof eventCommentInput>;

/** Answer of a comment delete: the entity's new comment count. */
export const commentDeleteResultSchema = z.object({ id: z.number(), commentCount: z.number() });
export type CommentDeleteResult = z.infer<typeof commentDeleteResultSchema>;
