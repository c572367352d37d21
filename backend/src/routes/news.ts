/**
 * /news/news/page, /news/news/{id}.
 */
import type { FastifyInstance } from 'fastify';
import { idParams } from '@/lib/contract/common';
import { newsPageQuery } from '@/lib/contract/news';
import { optionalMemberId } from '../auth/guard';
import type { AppContext } from '../context';
import { notFound, ok } from '../http/envelope';
import { cached } from '../http/response-cache';
import { parse } from '../http/validate';
import { newsDetail, newsPage } from '../repo/news';
import { registerNewsReadingRoutes } from './news-reading';
import { registerNewsCommentRoutes } from './comments';
import { registerNewsLikeRoutes } from './likes';
import { registerNewsManageRoutes } from './news-manage';

export function registerNewsRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerNewsCommentRoutes(app, ctx);
  registerNewsLikeRoutes(app, ctx);
  registerNewsManageRoutes(app, ctx);
  registerNewsReadingRoutes(app, ctx);
  app.get('/news/news/page', cached, async (request) => ok(await newsPage(ctx.db, parse(newsPageQuery, request.query))));

  app.get('/news/news/:id', cached, async (request) => {
    const { id } = parse(idParams, request.params);
    const detail = await newsDetail(ctx.db, id, optionalMemberId(request));
    if (!detail) throw notFound();
    return ok(detail);
  });
}
