/**
 * The remaining calls of §7.3: circle create / edit (G40), columns (F34, G44), the member's post lists
 * (G42), recommended posts (G28), post / circle / author searches, and the post and circle mini-app codes.
 */
import type { FastifyInstance } from 'fastify';
import { circleCreateInput, circleIdParams, circleUpdateInput } from '@/lib/contract/circle';
import { idParams, pagingQuery } from '@/lib/contract/common';
import { circleChangeTags } from '@/lib/contract/cache-tags';
import { postKeywordQuery, postRecommendQuery, postSearchQuery } from '@/lib/contract/post';
import { optionalMemberId, requireActiveMember, requireMember } from '../auth/guard';
import type { AppContext } from '../context';
import { circleExists, publishedPostExists } from '../repo/content-exists';
import { notFound, ok } from '../http/envelope';
import { cached } from '../http/response-cache';
import { revalidateWeb } from '../http/revalidate';
import { parse } from '../http/validate';
import { createCircle, updateCircle } from '../repo/circles-write';
import { columnDetail, createdColumns, followedColumns, subscribeColumn, unsubscribeColumn } from '../repo/columns';
import { commonPosts, followedMembersPosts, myPosts, recommendedPosts, searchCircles, searchPostMembers, searchPosts } from '../repo/posts-mine';
import { qrImagePath, siteUrl } from '../standins/storage-host';

export function registerCommunityMoreRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  // G40: creating needs an active (not banned) member; editing is the owner's.
  app.post('/post/circles', async (request) => {
    const { memberId } = await requireActiveMember(request, ctx);
    const saved = await createCircle(db, memberId, parse(circleCreateInput, request.body));
    void revalidateWeb(circleChangeTags(saved.circleId));
    return ok(saved);
  });
  app.put('/post/circles', async (request) => {
    const { memberId } = await requireActiveMember(request, ctx);
    const saved = await updateCircle(db, memberId, parse(circleUpdateInput, request.body));
    void revalidateWeb(circleChangeTags(saved.circleId));
    return ok(saved);
  });

  app.get('/post/circles/:circleId/miniapp-code', cached, async (request) => {
    const { circleId } = parse(circleIdParams, request.params);
    if (!(await circleExists(db, circleId))) throw notFound();
    return ok(qrImagePath(`${siteUrl()}/circle/${circleId}`));
  });
  app.get('/post/posts/:id/miniapp-code', cached, async (request) => {
    const { id } = parse(idParams, request.params);
    if (!(await publishedPostExists(db, id))) throw notFound();
    return ok(qrImagePath(`${siteUrl()}/community/post/${id}`));
  });

  // Columns (F34, G44).
  app.get('/post/columns/:id', cached, async (request) => {
    const { id } = parse(idParams, request.params);
    const column = await columnDetail(db, id, optionalMemberId(request));
    if (!column) throw notFound();
    return ok(column);
  });
  app.post('/post/columns/:id/join', async (request) => {
    const { memberId } = requireMember(request);
    const { id } = parse(idParams, request.params);
    return ok(await subscribeColumn(db, id, memberId));
  });
  app.delete('/post/columns/:id/leave', async (request) => {
    const { memberId } = requireMember(request);
    const { id } = parse(idParams, request.params);
    return ok(await unsubscribeColumn(db, id, memberId));
  });
  app.get('/post/circles/follow-column', async (request) => ok(await followedColumns(db, requireMember(request).memberId)));
  app.get('/post/circles/create-column', async (request) => ok(await createdColumns(db, requireMember(request).memberId)));

  // G42: the member's lists.
  app.get('/post/posts/my', async (request) => ok(await myPosts(db, requireMember(request).memberId, parse(pagingQuery, request.query))));
  app.get('/post/posts/common', async (request) => ok(await commonPosts(db, requireMember(request).memberId, parse(pagingQuery, request.query))));
  app.get('/post/posts/members', async (request) => ok(await followedMembersPosts(db, requireMember(request).memberId, parse(pagingQuery, request.query))));

  // G28 and searches (public).
  app.get('/post/posts/recommend2', cached, async (request) => ok(await recommendedPosts(db, parse(postRecommendQuery, request.query).size, optionalMemberId(request))));
  app.get('/post/posts/v2/search', cached, async (request) => ok(await searchPosts(db, parse(postSearchQuery, request.query))));
  app.get('/post/posts/circle/search', cached, async (request) => ok(await searchCircles(db, parse(postKeywordQuery, request.query))));
  app.get('/post/posts/members/search', cached, async (request) => ok(await searchPostMembers(db, parse(postKeywordQuery, request.query))));
}
