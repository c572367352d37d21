/**
 * Post lists and reading: hot, circle hot, recent hot, related, by tag, view recording, templates
 * (G03, G04, G16, G26, G27).
 */
import type { FastifyInstance } from 'fastify';
import { idParams } from '@/lib/contract/common';
import { postHotQuery, postTagPageQuery, postTemplateQuery, postViewInput } from '@/lib/contract/post';
import { optionalMemberId } from '../auth/guard';
import type { AppContext } from '../context';
import { fail, notFound, ok } from '../http/envelope';
import { cached, keepsCache } from '../http/response-cache';
import { parse } from '../http/validate';
import { circleHotPosts, hotPosts, postsOfTag, postTemplate, recentHotPosts, recordPostView, relatedPosts } from '../repo/posts-lists';

export function registerPostListRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.get('/post/posts/hot', cached, async (request) => ok(await hotPosts(db, parse(postHotQuery, request.query).size)));

  app.get('/post/posts/circle/hot', cached, async (request) => {
    const query = parse(postHotQuery, request.query);
    if (query.circleId === undefined) throw fail('circleId: required');
    return ok(await circleHotPosts(db, query.circleId, query.size, optionalMemberId(request)));
  });

  app.get('/post/posts/recent/hot', cached, async (request) => ok(await recentHotPosts(db, parse(postHotQuery, request.query).size)));

  app.get('/post/posts/related/:id', cached, async (request) => {
    const { id } = parse(idParams, request.params);
    const list = await relatedPosts(db, id, parse(postHotQuery, request.query).size);
    if (!list) throw notFound();
    return ok(list);
  });

  app.get('/post/posts/tag/:id/page', cached, async (request) => {
    const { id } = parse(idParams, request.params);
    const page = await postsOfTag(db, id, parse(postTagPageQuery, request.query));
    if (!page) throw notFound();
    return ok(page);
  });

  app.get('/post/posts/template/tag/:tagId', cached, async (request) => {
    const { id } = parse(idParams, { id: (request.params as { tagId?: string }).tagId });
    const query = parse(postTemplateQuery, request.query);
    return ok(await postTemplate(db, id, query.themeTagId, query.lang));
  });

  app.post('/post/posts/view', keepsCache, async (request) => {
    const input = parse(postViewInput, request.body);
    if (!await recordPostView(db, input.id, optionalMemberId(request), input.cid)) throw notFound();
    return ok(true);
  });
}
