/**
 * /post/posts/page, /post/posts/{id}.
 */
import type { FastifyInstance } from 'fastify';
import { idParams } from '@/lib/contract/common';
import { postPageQuery } from '@/lib/contract/post';
import { optionalMemberId } from '../auth/guard';
import type { AppContext } from '../context';
import { notFound, ok } from '../http/envelope';
import { cached } from '../http/response-cache';
import { parse } from '../http/validate';
import { postDetail, postPage } from '../repo/posts';
import { assertPostReadable } from '../repo/post-visibility';
import { registerCircleRoutes } from './circles';
import { registerPostListRoutes } from './post-lists';
import { registerPostPublishRoutes } from './post-publish';
import { registerPostCommentRoutes } from './comments';
import { registerPostLikeRoutes } from './likes';
import { registerCommunityMoreRoutes } from './community-more';

export function registerPostRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerPostCommentRoutes(app, ctx);
  registerPostLikeRoutes(app, ctx);
  registerCircleRoutes(app, ctx);
  registerPostListRoutes(app, ctx);
  registerPostPublishRoutes(app, ctx);
  registerCommunityMoreRoutes(app, ctx);
  app.get('/post/posts/page', cached, async (request) => ok(await postPage(ctx.db, parse(postPageQuery, request.query), optionalMemberId(request))));

  app.get('/post/posts/:id', cached, async (request) => {
    const { id } = parse(idParams, request.params);
    const viewer = optionalMemberId(request);
    const detail = await postDetail(ctx.db, id, viewer);
    if (!detail) throw notFound();
    await assertPostReadable(ctx.db, id, viewer);
    return ok(detail);
  });
}
