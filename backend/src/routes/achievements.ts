/**
 * Achievements (§7.6, M01–M04, M16–M24): GET /company/achievement/page, /{id}, /my/page, /my/detail;
 * POST /company/achievement/view; POST and PUT /company/achievement; PUT /company/achievement/cancel/request.
 * The platform's review: POST /admin/achievement/review with the `x-review-secret` header (REVIEW_SECRET;
 * the route answers 404 while the secret is unset). The CLI `npm run review` does the same step.
 */
import type { FastifyInstance } from 'fastify';
import {
  achievementCreateInput,
  achievementIdQuery,
  achievementMyPageQuery,
  achievementPageQuery,
  achievementReviewInput,
  achievementUpdateInput,
  achievementViewInput,
} from '@/lib/contract/achievement';
import { achievementChangeTags } from '@/lib/contract/cache-tags';
import { idParams } from '@/lib/contract/common';
import { requireActiveMember, requireMember } from '../auth/guard';
import type { AppContext } from '../context';
import { notFound, ok } from '../http/envelope';
import { requireReviewer } from '../http/review-gate';
import { cached } from '../http/response-cache';
import { revalidateWeb } from '../http/revalidate';
import { parse } from '../http/validate';
import { achievementDetail, achievementPage, myAchievement, myAchievementPage, recordAchievementView } from '../repo/achievements';
import { cancelAchievement, createAchievement, reviewAchievement, updateAchievement } from '../repo/achievements-write';

export function registerAchievementRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.get('/company/achievement/page', cached, async (request) => ok(await achievementPage(db, parse(achievementPageQuery, request.query))));

  app.get('/company/achievement/my/page', async (request) => {
    const { memberId } = requireMember(request);
    return ok(await myAchievementPage(db, memberId, parse(achievementMyPageQuery, request.query)));
  });

  app.get('/company/achievement/my/detail', async (request) => {
    const { memberId } = requireMember(request);
    const { achievementId } = parse(achievementIdQuery, request.query);
    const mine = await myAchievement(db, memberId, achievementId);
    if (!mine) throw notFound();
    return ok(mine);
  });

  app.get('/company/achievement/:id', cached, async (request) => {
    const { id } = parse(idParams, request.params);
    const detail = await achievementDetail(db, id);
    if (!detail) throw notFound();
    return ok(detail);
  });

  app.post('/company/achievement/view', async (request) => {
    const { id } = parse(achievementViewInput, { ...(request.query as object), ...(request.body as object) });
    if (!await recordAchievementView(db, id)) throw notFound();
    return ok(true);
  });

  app.post('/company/achievement', async (request) => {
    const { memberId } = await requireActiveMember(request, ctx);
    const saved = await createAchievement(db, memberId, parse(achievementCreateInput, request.body));
    return ok(saved);
  });

  app.put('/company/achievement', async (request) => {
    const { memberId } = await requireActiveMember(request, ctx);
    const input = parse(achievementUpdateInput, request.body);
    const saved = await updateAchievement(db, memberId, input);
    void revalidateWeb(achievementChangeTags(input.id));
    return ok(saved);
  });

  app.put('/company/achievement/cancel/request', async (request) => {
    const { memberId } = requireMember(request);
    const { achievementId } = parse(achievementIdQuery, { ...(request.query as object), ...(request.body as object) });
    return ok(await cancelAchievement(db, memberId, achievementId));
  });

  app.post('/admin/achievement/review', async (request) => {
    requireReviewer(request, ctx.env);
    const result = await reviewAchievement(db, parse(achievementReviewInput, request.body));
    void revalidateWeb(achievementChangeTags(result.id));
    return ok(result);
  });
}
