/**
 * Comments of news (`/news/news/comment*`, F19–F22) and posts (`/post/comments*`, G24): one set of
 * handlers over the shared repo. Writing needs an active (not banned) member; deleting only one's own.
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  commentRepliesQuery,
  eventCommentInput,
  eventCommentQuery,
  newsCommentInput,
  newsCommentQuery,
  postCommentInput,
  postCommentQuery,
} from '@/lib/contract/comment';
import { idParams } from '@/lib/contract/common';
import { tags } from '@/lib/contract/cache-tags';
import { revalidateWeb } from '../http/revalidate';
import { optionalMemberId, requireActiveMember, requireMember } from '../auth/guard';
import type { AppContext } from '../context';
import { notFound, ok } from '../http/envelope';
import { cached } from '../http/response-cache';
import { parse } from '../http/validate';
import {
  commentEntityId,
  commentPage,
  createComment,
  deleteComment,
  EVENT_COMMENTS,
  NEWS_COMMENTS,
  POST_COMMENTS,
  replyPage,
  setCommentLike,
  type CommentTarget,
} from '../repo/comments';
import { assertNoGreyWords } from '../repo/grey-words';
import { assertPostReadable } from '../repo/post-visibility';

interface CommentRoutes {
  target: CommentTarget;
  /** Path of list (GET) and create (POST); replies, like, unlike and delete hang below it. */
  base: string;
  listQuery: typeof newsCommentQuery | typeof postCommentQuery | typeof eventCommentQuery;
  entityOf: (query: z.infer<typeof newsCommentQuery> | z.infer<typeof postCommentQuery> | z.infer<typeof eventCommentQuery>) => number;
  input: typeof newsCommentInput | typeof postCommentInput | typeof eventCommentInput;
  entityOfInput: (input: z.infer<typeof newsCommentInput> | z.infer<typeof postCommentInput> | z.infer<typeof eventCommentInput>) => number;
  /** Called after a comment is written or deleted (e.g. cache revalidation). */
  onChange?: (entityId: number) => void;
  /** Throws when the viewer may not read the entity's comments (issue 20 item 10: private circles). */
  guard?: (entityId: number, viewerId: number | null) => Promise<void>;
}

function registerCommentRoutes(app: FastifyInstance, ctx: AppContext, r: CommentRoutes): void {
  app.get(r.base, cached, async (request) => {
    const query = parse(r.listQuery, request.query);
    const viewer = optionalMemberId(request);
    await r.guard?.(r.entityOf(query), viewer);
    const page = await commentPage(ctx.db, r.target, r.entityOf(query), query, viewer);
    if (!page) throw notFound();
    return ok(page);
  });

  app.get(`${r.base}/replies`, cached, async (request) => {
    const query = parse(commentRepliesQuery, request.query);
    const viewer = optionalMemberId(request);
    const entityId = r.guard ? await commentEntityId(ctx.db, r.target, query.parentId) : null;
    if (entityId !== null) await r.guard?.(entityId, viewer);
    const page = await replyPage(ctx.db, r.target, query.parentId, query, viewer);
    if (!page) throw notFound();
    return ok(page);
  });

  app.post(r.base, async (request) => {
    const session = await requireActiveMember(request, ctx);
    const input = parse(r.input, request.body);
    await r.guard?.(r.entityOfInput(input), session.memberId);
    await assertNoGreyWords(ctx.db, input.content);
    const comment = await createComment(ctx.db, r.target, session.memberId, {
      entityId: r.entityOfInput(input),
      content: input.content,
      parentId: input.parentId,
      images: input.images,
    });
    r.onChange?.(comment.entityId);
    return ok(comment);
  });

  app.delete(`${r.base}/:id`, async (request) => {
    const session = requireMember(request);
    const { id } = parse(idParams, request.params);
    const entityId = r.onChange ? await commentEntityId(ctx.db, r.target, id) : null;
    const result = await deleteComment(ctx.db, r.target, session.memberId, id);
    if (entityId !== null) r.onChange?.(entityId);
    return ok(result);
  });

  app.post(`${r.base}/like/:id`, async (request) => {
    const session = requireMember(request);
    const { id } = parse(idParams, request.params);
    return ok(await setCommentLike(ctx.db, r.target, session.memberId, id, true));
  });

  app.post(`${r.base}/unlike/:id`, async (request) => {
    const session = requireMember(request);
    const { id } = parse(idParams, request.params);
    return ok(await setCommentLike(ctx.db, r.target, session.memberId, id, false));
  });
}

export function registerNewsCommentRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCommentRoutes(app, ctx, {
    target: NEWS_COMMENTS,
    base: '/news/news/comment',
    listQuery: newsCommentQuery,
    entityOf: (q) => ('newsId' in q ? q.newsId : 0),
    input: newsCommentInput,
    entityOfInput: (i) => ('newsId' in i ? i.newsId : 0),
    // issue 18 item 6: the cached news page's comment count follows a new or deleted comment
    onChange: (newsId) => void revalidateWeb([tags.news.item(newsId)]),
  });
}

export function registerPostCommentRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCommentRoutes(app, ctx, {
    target: POST_COMMENTS,
    base: '/post/comments',
    listQuery: postCommentQuery,
    entityOf: (q) => ('postId' in q ? q.postId : 0),
    input: postCommentInput,
    entityOfInput: (i) => ('postId' in i ? i.postId : 0),
    // issue 18 item 6: the cached post page's comment count follows a new or deleted comment
    onChange: (postId) => void revalidateWeb([tags.post.item(postId)]),
    guard: async (postId, viewerId) => await assertPostReadable(ctx.db, postId, viewerId),
  });
}

/** H22: `/ec/stores/comment*` (event comments); a change revalidates the event's cached pages. */
export function registerEventCommentRoutes(app: FastifyInstance, ctx: AppContext, onChange: (eventId: number) => void): void {
  registerCommentRoutes(app, ctx, {
    target: EVENT_COMMENTS,
    base: '/ec/stores/comment',
    listQuery: eventCommentQuery,
    entityOf: (q) => ('activityId' in q ? q.activityId : 0),
    input: eventCommentInput,
    entityOfInput: (i) => ('activityId' in i ? i.activityId : 0),
    onChange,
  });
}
