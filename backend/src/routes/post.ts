/**
 * /post/posts/page, /post/posts/{id}.
 */
import type { FastifyInstance } from 'fastify';
import { idParams } from '../../../lib/contract/common';
import { postPageQuery } from '../../../lib/contract/post';
import { optionalMemberId } from '../auth/guard';
import type { AppContext } from '../context';
import { notFound, ok } from '../http/envelope';
import { cached } from '../http/response-cache';
import { parse } from '../http/validate';
import { postDetail, postPage } from '../repo/posts';

export function registerPostRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/post/posts/page', cached, async (request) => ok(postPage(ctx.db, parse(postPageQuery, request.query))));

  app.get('/post/posts/:id', cached, async (request) => {
    const { id } = parse(idParams, request.params);
    const detail = postDetail(ctx.db, id, optionalMemberId(request));
    if (!detail) throw notFound();
    return ok(detail);
  });
}
