/**
 * /post/circles/*: lists, detail, membership, join requests, notices, members (§7.3, G07–G09,
 * G31–G45). Owner/admin gating is decided in the repository (10403 otherwise).
 */
import type { FastifyInstance } from 'fastify';
import { idParams, pagingQuery } from '@/lib/contract/common';
import {
  circleBatchRemoveInput,
  circleIdParams,
  circleMemberPageQuery,
  circleMemberParams,
  circleNoticeInput,
  circlePageQuery,
  circleRecommendQuery,
  circleRequestInput,
} from '@/lib/contract/circle';
import { circleChangeTags } from '@/lib/contract/cache-tags';
import { optionalMemberId, requireMember } from '../auth/guard';
import type { AppContext } from '../context';
import { notFound, ok } from '../http/envelope';
import { cached } from '../http/response-cache';
import { revalidateWeb } from '../http/revalidate';
import { parse } from '../http/validate';
import {
  addNotice,
  circleDetail,
  circleMembers,
  circleMenu,
  circleNotices,
  circlePage,
  circleRecommend,
  circleRequests,
  decideRequest,
  joinCircle,
  leaveCircle,
  myCircles,
  myCircleStatistic,
  removeMembers,
  requestToJoin,
  transferCircle,
} from '../repo/circles';

/** `memberIds` from a JSON body, or from the query (`memberIds=1,2`) for clients that send no DELETE body. */
function batchInput(body: unknown, query: unknown): unknown {
  if (body && typeof body === 'object' && 'memberIds' in body) return body;
  const raw = (query as { memberIds?: unknown } | undefined)?.memberIds;
  if (raw === undefined) return body;
  const list = (Array.isArray(raw) ? raw : String(raw).split(',')).filter((v) => v !== '');
  return { memberIds: list };
}

export function registerCircleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.get('/post/circles/page', cached, async (request) => ok(await circlePage(db, parse(circlePageQuery, request.query))));
  app.get('/post/circles/v2/page', cached, async (request) => ok(await circlePage(db, parse(circlePageQuery, request.query))));
  app.get('/post/circles/recommend', cached, async (request) => ok(await circleRecommend(db, parse(circleRecommendQuery, request.query))));
  app.get('/post/circles/menu/page', cached, async (request) => ok(await circleMenu(db, parse(pagingQuery, request.query))));

  app.get('/post/circles/detail/:circleId', cached, async (request) => {
    const { circleId } = parse(circleIdParams, request.params);
    const detail = await circleDetail(db, circleId, optionalMemberId(request));
    if (!detail) throw notFound();
    return ok(detail);
  });

  app.get('/post/circles/my', async (request) => ok(await myCircles(db, requireMember(request).memberId)));
  app.get('/post/circles/mystatistic', async (request) => ok(await myCircleStatistic(db, requireMember(request).memberId)));

  app.post('/post/circles/:id/join', async (request) => {
    const { memberId } = requireMember(request);
    const { id } = parse(idParams, request.params);
    const circleMemberType = await joinCircle(db, id, memberId);
    void revalidateWeb(circleChangeTags(id));
    return ok({ circleMemberType });
  });

  app.post('/post/circles/:circleId/requests', async (request) => {
    const { memberId } = requireMember(request);
    const { circleId } = parse(circleIdParams, request.params);
    const input = parse(circleRequestInput, request.body);
    return ok({ circleMemberType: await requestToJoin(db, circleId, memberId, input.message) });
  });

  app.get('/post/circles/:circleId/requests', async (request) => {
    const { memberId } = requireMember(request);
    const { circleId } = parse(circleIdParams, request.params);
    return ok(await circleRequests(db, circleId, memberId, parse(pagingQuery, request.query)));
  });

  app.put('/post/circles/0/requests/approve/:id', async (request) => {
    const { memberId } = requireMember(request);
    const { id } = parse(idParams, request.params);
    return ok({ id, operationResult: await decideRequest(db, id, memberId, true) });
  });

  app.put('/post/circles/0/requests/reject/:id', async (request) => {
    const { memberId } = requireMember(request);
    const { id } = parse(idParams, request.params);
    return ok({ id, operationResult: await decideRequest(db, id, memberId, false) });
  });

  app.delete('/post/circles/:circleId/leave', async (request) => {
    const { memberId } = requireMember(request);
    const { circleId } = parse(circleIdParams, request.params);
    await leaveCircle(db, circleId, memberId);
    void revalidateWeb(circleChangeTags(circleId));
    return ok(true);
  });

  app.get('/post/circles/:circleId/members/page', cached, async (request) => {
    const { circleId } = parse(circleIdParams, request.params);
    return ok(await circleMembers(db, circleId, parse(circleMemberPageQuery, request.query), optionalMemberId(request)));
  });

  app.delete('/post/circles/:circleId/members/batch', async (request) => {
    const { memberId } = requireMember(request);
    const { circleId } = parse(circleIdParams, request.params);
    const input = parse(circleBatchRemoveInput, batchInput(request.body, request.query));
    return ok({ removed: await removeMembers(db, circleId, memberId, input.memberIds) });
  });

  app.put('/post/circles/:circleId/members/transfer/:memberId', async (request) => {
    const actor = requireMember(request);
    const { circleId, memberId } = parse(circleMemberParams, request.params);
    await transferCircle(db, circleId, actor.memberId, memberId);
    return ok(true);
  });

  app.get('/post/circles/:circleId/notices', cached, async (request) => {
    const { circleId } = parse(circleIdParams, request.params);
    return ok(await circleNotices(db, circleId, optionalMemberId(request)));
  });

  app.post('/post/circles/:circleId/notices', async (request) => {
    const { memberId } = requireMember(request);
    const { circleId } = parse(circleIdParams, request.params);
    const input = parse(circleNoticeInput, request.body);
    return ok({ id: await addNotice(db, circleId, memberId, input.content) });
  });
}
