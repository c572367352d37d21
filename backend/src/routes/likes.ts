/**
 * Likes of news (F18: POST /news/news/like/{id}, PUT /news/news/unlike/{id}) and posts (G23:
 * POST /post/posts/like/{id}, /post/posts/unlike/{id}); the news mini-app code (F23).
 */
import type { FastifyInstance } from 'fastify';
import { idParams } from '@/lib/contract/common';
import { requireMember } from '../auth/guard';
import type { AppContext } from '../context';
import { publishedNewsExists } from '../repo/content-exists';
import { notFound, ok } from '../http/envelope';
import { cached } from '../http/response-cache';
import { parse } from '../http/validate';
import { NEWS_LIKES, POST_LIKES, setLike } from '../repo/likes';
import { qrImagePath, siteUrl } from '../standins/storage-host';
import { tags } from '@/lib/contract/cache-tags';
import { revalidateWeb } from '../http/revalidate';

// Issue 18 item 6: a like changes the count a cached detail page shows; only that page is revalidated.
const newsChanged = (id: number) => void revalidateWeb([tags.news.item(id)]);
const postChanged = (id: number) => void revalidateWeb([tags.post.item(id)]);

export function registerNewsLikeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/news/news/like/:id', async (request) => {
    const session = requireMember(request);
    const { id } = parse(idParams, request.params);
    const result = await setLike(ctx.db, NEWS_LIKES, session.memberId, id, true);
    newsChanged(id);
    return ok(result);
  });

  app.put('/news/news/unlike/:id', async (request) => {
    const session = requireMember(request);
    const { id } = parse(idParams, request.params);
    const result = await setLike(ctx.db, NEWS_LIKES, session.memberId, id, false);
    newsChanged(id);
    return ok(result);
  });

  /** The "mini-app code" of this build: a QR image of the news page URL. */
  app.get('/news/news/:id/miniapp-code', cached, async (request) => {
    const { id } = parse(idParams, request.params);
    if (!(await publishedNewsExists(ctx.db, id))) throw notFound();
    return ok(qrImagePath(`${siteUrl()}/news/${id}`));
  });
}

export function registerPostLikeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/post/posts/like/:id', async (request) => {
    const session = requireMember(request);
    const { id } = parse(idParams, request.params);
    const result = await setLike(ctx.db, POST_LIKES, session.memberId, id, true);
    postChanged(id);
    return ok(result);
  });

  app.post('/post/posts/unlike/:id', async (request) => {
    const session = requireMember(request);
    const { id } = parse(idParams, request.params);
    const result = await setLike(ctx.db, POST_LIKES, session.memberId, id, false);
    postChanged(id);
    return ok(result);
  });
}
