/**
 * Friend requests and friends (§7.2, I18–I32, K10–K16) under `/admin/member-friend`.
 */
import type { FastifyInstance } from 'fastify';
import { idParams, pagingQuery } from '@/lib/contract/common';
import { friendRequestInput, friendRequestsQuery } from '@/lib/contract/social';
import { requireMember } from '../auth/guard';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { parse } from '../http/validate';
import { decideFriendRequest, deleteFriend, friendsPage, pendingCount, requestMessage, requestsPage, submitRequest } from '../repo/friends';

export function registerFriendRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/admin/member-friend/request/submit', async (request) => {
    const me = requireMember(request).memberId;
    const input = parse(friendRequestInput, request.body);
    return ok({ id: await submitRequest(ctx.db, me, input.memberId, input.message) });
  });
  app.get('/admin/member-friend/requests', async (request) => {
    const me = requireMember(request).memberId;
    const q = parse(friendRequestsQuery, request.query);
    return ok(await requestsPage(ctx.db, me, q, q.status));
  });
  app.get('/admin/member-friend/request/pending-count', async (request) => ok(await pendingCount(ctx.db, requireMember(request).memberId)));
  app.get('/admin/member-friend/request/:id/message', async (request) => {
    const me = requireMember(request).memberId;
    return ok(await requestMessage(ctx.db, me, parse(idParams, request.params).id));
  });
  app.post('/admin/member-friend/request/:id/approve', async (request) => {
    const me = requireMember(request).memberId;
    return ok(await decideFriendRequest(ctx.db, me, parse(idParams, request.params).id, true));
  });
  app.post('/admin/member-friend/request/:id/ignore', async (request) => {
    const me = requireMember(request).memberId;
    return ok(await decideFriendRequest(ctx.db, me, parse(idParams, request.params).id, false));
  });
  app.get('/admin/member-friend/page', async (request) => {
    const me = requireMember(request).memberId;
    return ok(await friendsPage(ctx.db, me, parse(pagingQuery, request.query)));
  });
  app.delete('/admin/member-friend/:id/delete', async (request) => {
    const me = requireMember(request).memberId;
    await deleteFriend(ctx.db, me, parse(idParams, request.params).id);
    return ok(true);
  });
}
