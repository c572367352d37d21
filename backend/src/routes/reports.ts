/**
 * G46 DEFAULT: POST /basic/report {type: 'contentAppeal' | 'accuse', entityType, entityId, reason}.
 * The dialog text is the site page `report_notice` (GET /basic/basic/page/code).
 */
import type { FastifyInstance } from 'fastify';
import { reportInput } from '@/lib/contract/interaction';
import { requireMember } from '../auth/guard';
import type { AppContext } from '../context';
import { notFound, ok } from '../http/envelope';
import { parse } from '../http/validate';
import { reportableExists, upsertReport } from '../repo/reports';

export function registerReportRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/basic/report', async (request) => {
    const session = requireMember(request);
    const input = parse(reportInput, request.body);
    if (!(await reportableExists(ctx.db, input.entityType, input.entityId))) throw notFound();
    // one open report per member, type and entity: a second report updates the reason
    return ok({ id: await upsertReport(ctx.db, session.memberId, input) });
  });
}
