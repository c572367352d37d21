/**
 * Comments of news (`/news/news/comment*`) and posts (`/post/comments*`): one shape for both.
 * Two levels: a top-level comment (parentId null) and its replies (parentId = the top-level id);
 * a reply to a reply keeps the top-level parent and names the replied member in `replyNickname`.
 */
import { z } from 'zod';
import { STORAGE_FILE_PATH, UPLOAD_PREFIX } from '../constants';
import { COMMENT_MAX_IMAGES, COMMENT_MAX_LENGTH } from './comment-limits';
import { currentParam, idSchema, pageOf, sizeParam, timeString } from './common';


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
export const newsCommentQuery = z.object({ newsId: idSchema, current: currentParam, size: sizeParam });
/** `GET /post/comments?postId=`. */
export const postCommentQuery = z.object({ postId: idSchema, current: currentParam, size: sizeParam });
/** `GET …/replies?parentId=`: replies of one top-level comment, oldest first. */
export const commentRepliesQuery = z.object({ parentId: idSchema, current: currentParam, size: sizeParam });

/**
 * A comment image: a file of the storage host (`{STORAGE_FILE_PATH}{key}`, what an upload answers), never
 * another host, scheme or path (issue 17 item 10): a URL of anyone's choosing would make every reader's
 * browser fetch it.
 */
export const storageImageUrl = z
  .string()
  .max(500)
  .refine(
    (u) => u.startsWith(STORAGE_FILE_PATH) && /^[A-Za-z0-9][\w\-./]*$/.test(u.slice(STORAGE_FILE_PATH.length)) && !/\.\.|\/\//.test(u.slice(STORAGE_FILE_PATH.length)),
    'must be a file of the storage host',
  );

const commentBody = {
  content: z.string().trim().min(1).max(COMMENT_MAX_LENGTH),
  /** Replying: the comment answered (top-level or reply). */
  parentId: idSchema.nullish(),
};
/** P17–P19: a comment's images are files stored under its kind's prefix, and no other. */
const commentImages = (prefix: string) =>
  z.array(storageImageUrl.refine((u) => u.startsWith(`${STORAGE_FILE_PATH}${prefix}`), `must be a file under ${prefix}`)).max(COMMENT_MAX_IMAGES).optional();
/** `POST /news/news/comment`: images under `image/newsComment/` (P18). */
export const newsCommentInput = z.object({ newsId: idSchema, ...commentBody, images: commentImages(UPLOAD_PREFIX.newsCommentImage) });
export type NewsCommentInput = z.infer<typeof newsCommentInput>;
/** `POST /post/comments/`: images under `image/comment/` (P17). */
export const postCommentInput = z.object({ postId: idSchema, ...commentBody, images: commentImages(UPLOAD_PREFIX.commentImage) });
export type PostCommentInput = z.infer<typeof postCommentInput>;
/** `GET /ec/stores/comment?activityId=` (H22): comments of an event. */
export const eventCommentQuery = z.object({ activityId: idSchema, current: currentParam, size: sizeParam });
/** `POST /ec/stores/comment`: images are storage files uploaded under `image/activityComment/` (P19). */
export const eventCommentInput = z.object({ activityId: idSchema, ...commentBody, images: commentImages(UPLOAD_PREFIX.activityCommentImage) });
export type EventCommentInput = z.infer<typeof eventCommentInput>;

/** Answer of a comment delete: the entity's new comment count. */
export const commentDeleteResultSchema = z.object({ id: z.number(), commentCount: z.number() });
export type CommentDeleteResult = z.infer<typeof commentDeleteResultSchema>;
