/**
 * The wizard's and /edit-info's profile writes: work history, education history, industry tags
 * (`/admin/member/work-history`, `/admin/member/education-history`, `/admin/member/industry-tag`,
 * `/admin/member/interest-info`).
 * Lists are appended by POST (an empty array is the wizard's Skip); items are read by GET and removed by DELETE.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { educationHistoryInput, historyItemParams, industryTagInput, memberInterestInput, workHistoryInput, workHistoryItemInput } from '@/lib/contract/member';
import { requireMember } from '../auth/guard';
import type { AppContext } from '../context';
import { notFound, ok, unauthorized } from '../http/envelope';
import { parse } from '../http/validate';
import { memberById } from '../repo/members';
import { registerAccountRoutes } from './account';
import { registerResetRoutes } from './reset';
import {
  addEducation,
  addWorkHistory,
  deleteEducation,
  deleteWorkHistory,
  educationOf,
  setIndustryTags,
  setInterestTags,
  updateWorkHistory,
  workHistoryOf,
} from '../repo/member-profile';

/** Profile writes, account settings and password recovery (one line in `registerMemberRoutes`). */
export function registerMemberAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerMemberProfileRoutes(app, ctx);
  registerAccountRoutes(app, ctx);
  registerResetRoutes(app, ctx);
}

export function registerMemberProfileRoutes(app: FastifyInstance, ctx: AppContext): void {
  const memberId = async (request: FastifyRequest): Promise<number> => {
    const id = requireMember(request).memberId;
    if (!await memberById(ctx.db, id)) throw unauthorized();
    return id;
  };

  app.get('/admin/member/work-history', async (request) => ok(await workHistoryOf(ctx.db, await memberId(request))));
  app.post('/admin/member/work-history', async (request) => {
    const id = await memberId(request);
    return ok(await addWorkHistory(ctx.db, id, parse(workHistoryInput, request.body)));
  });
  // issue 29 item 15 (a call the spec does not give): /edit-info edits an item in place; answers the member's list
  app.put('/admin/member/work-history/:id', async (request) => {
    const id = await memberId(request);
    const list = await updateWorkHistory(ctx.db, id, parse(historyItemParams, request.params).id, parse(workHistoryItemInput, request.body));
    if (!list) throw notFound();
    return ok(list);
  });
  app.delete('/admin/member/work-history/:id', async (request) => {
    const id = await memberId(request);
    if (!await deleteWorkHistory(ctx.db, id, parse(historyItemParams, request.params).id)) throw notFound();
    return ok(true);
  });

  app.get('/admin/member/education-history', async (request) => ok(await educationOf(ctx.db, await memberId(request))));
  app.post('/admin/member/education-history', async (request) => {
    const id = await memberId(request);
    return ok(await addEducation(ctx.db, id, parse(educationHistoryInput, request.body)));
  });
  app.delete('/admin/member/education-history/:id', async (request) => {
    const id = await memberId(request);
    if (!await deleteEducation(ctx.db, id, parse(historyItemParams, request.params).id)) throw notFound();
    return ok(true);
  });

  app.post('/admin/member/industry-tag', async (request) => {
    const id = await memberId(request);
    await setIndustryTags(ctx.db, id, parse(industryTagInput, request.body));
    return ok(true);
  });

  // D27 (DEFAULT): stores the member's interest tags `{tagIds}`; the wizard does not call it.
  app.post('/admin/member/interest-info', async (request) => {
    const id = await memberId(request);
    await setInterestTags(ctx.db, id, parse(memberInterestInput, request.body).tagIds);
    return ok(true);
  });
}
