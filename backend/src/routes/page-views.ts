/**
 * The browser's log service (A28, A29, I35; issue 19 item 4): `POST /admin/view/record` (views as pages open;
 * I35's `{memberId}` too) and `POST /admin/log/access/time` (finished visits). Public: a visitor's views are
 * stored under their cid; a live bearer token adds the member. Beacons send their JSON as `text/plain`.
 * Neither call empties the answer cache (`keepsCache`).
 */
import type { FastifyInstance } from 'fastify';
import { accessTimeBatchInput, viewRecordBatchInput } from '@/lib/contract/page-view';
import { optionalMemberId, requireMember } from '../auth/guard';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { keepsCache } from '../http/response-cache';
import { parse } from '../http/validate';
import { recordAccessTimes, recordPageViews } from '../repo/page-views';
import { recordView } from '../repo/social';

export function registerPageViewRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/admin/view/record', keepsCache, async (request) => {
    const input = parse(viewRecordBatchInput, request.body);
    if ('memberId' in input) return ok(await recordView(ctx.db, requireMember(request).memberId, input.memberId));
    return ok(await recordPageViews(ctx.db, optionalMemberId(request), input.records));
  });

  app.post('/admin/log/access/time', keepsCache, async (request) => {
    const input = parse(accessTimeBatchInput, request.body);
    return ok(await recordAccessTimes(ctx.db, optionalMemberId(request), input.records));
  });
}
