import {
  commentDeleteResultSchema,
  commentPageSchema,
  commentSchema,
  type Comment,
  type CommentDeleteResult,
} from '@/lib/contract/comment';
import type { Page } from '@/lib/contract/common';
import { likeResultSchema, type LikeResult } from '@/lib/contract/interaction';
import type { Transport } from '@/lib/api/transport';

/**
 * The calls a comment section needs, for one kind of entity. `components/comments/comment-section.tsx`
 * takes an adapter built from these (news: `newsCommentAdapter`, posts: `postCommentAdapter`).
 */
export interface CommentAdapter {
  list(entityId: number, current: number, size: number): Promise<Page<Comment>>;
  replies(parentId: number, current: number, size: number): Promise<Page<Comment>>;
  /** `images`: stored files of the kind's comment prefix (P17–P19); sent only when there are some. */
  create(entityId: number, content: string, parentId?: number | null, images?: readonly string[]): Promise<Comment>;
  remove(id: number): Promise<CommentDeleteResult>;
  like(id: number): Promise<LikeResult>;
  unlike(id: number): Promise<LikeResult>;
}

const imagesOf = (images: readonly string[] | undefined) => (images && images.length > 0 ? { images: [...images] } : {});

/** F19–F22: `/news/news/comment*`. */
export function newsCommentAdapter(t: Transport): CommentAdapter {
  return {
    list: (newsId, current, size) => t.get('/news/news/comment', { query: { newsId, current, size }, schema: commentPageSchema }),
    replies: (parentId, current, size) => t.get('/news/news/comment/replies', { query: { parentId, current, size }, schema: commentPageSchema }),
    create: (newsId, content, parentId, images) => t.post('/news/news/comment', { body: { newsId, content, parentId: parentId ?? null, ...imagesOf(images) }, schema: commentSchema }),
    remove: (id) => t.del(`/news/news/comment/${id}`, { schema: commentDeleteResultSchema }),
    like: (id) => t.post(`/news/news/comment/like/${id}`, { schema: likeResultSchema }),
    unlike: (id) => t.post(`/news/news/comment/unlike/${id}`, { schema: likeResultSchema }),
  };
}

/** G24: `/post/comments*`. */
export function postCommentAdapter(t: Transport): CommentAdapter {
  return {
    list: (postId, current, size) => t.get('/post/comments', { query: { postId, current, size }, schema: commentPageSchema }),
    replies: (parentId, current, size) => t.get('/post/comments/replies', { query: { parentId, current, size }, schema: commentPageSchema }),
    create: (postId, content, parentId, images) => t.post('/post/comments/', { body: { postId, content, parentId: parentId ?? null, ...imagesOf(images) }, schema: commentSchema }),
    remove: (id) => t.del(`/post/comments/${id}`, { schema: commentDeleteResultSchema }),
    like: (id) => t.post(`/post/comments/like/${id}`, { schema: likeResultSchema }),
    unlike: (id) => t.post(`/post/comments/unlike/${id}`, { schema: likeResultSchema }),
  };
}

/** H22: `/ec/stores/comment*` (an event's comments; like and unlike are POSTs as for news). */
export function eventCommentAdapter(t: Transport): CommentAdapter {
  return {
    list: (activityId, current, size) => t.get('/ec/stores/comment', { query: { activityId, current, size }, schema: commentPageSchema }),
    replies: (parentId, current, size) => t.get('/ec/stores/comment/replies', { query: { parentId, current, size }, schema: commentPageSchema }),
    create: (activityId, content, parentId, images) =>
      t.post('/ec/stores/comment', { body: { activityId, content, parentId: parentId ?? null, ...imagesOf(images) }, schema: commentSchema }),
    remove: (id) => t.del(`/ec/stores/comment/${id}`, { schema: commentDeleteResultSchema }),
    like: (id) => t.post(`/ec/stores/comment/like/${id}`, { schema: likeResultSchema }),
    unlike: (id) => t.post(`/ec/stores/comment/unlike/${id}`, { schema: likeResultSchema }),
  };
}
