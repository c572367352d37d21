/**
 * G46 DEFAULT: POST /basic/report {type: 'contentAppeal' | 'accuse', entityType, entityId, reason}.
 * The dialog text is the site page `report_notice` (GET /basic/basic/page/code).
 */
import type { FastifyInstance } from 'fastify';
import { reportInput } from '../../../lib/contract/interaction';
import { ENTITY_TYPE } from '../../../lib/constants';
import { requireMember } from '../auth/guard';
import type { AppContext } from '../context';
import { get } from '../db/sql';
import { nowText } from '../db/time';
import { notFound, ok } from '../http/envelope';
import { parse } from '../http/validate';

const ENTITY_EXISTS: Record<number, string> = {
  [ENTITY_TYPE.post]: "SELECT 1 FROM posts WHERE id = ? AND status = 'PUBLISHED'",
  [ENTITY_TYPE.postComment]: 'SELECT 1 FROM post_comments WHERE id = ? AND is_deleted = 0',
  [ENTITY_TYPE.news]: "SELECT 1 FROM news WHERE id = ? AND publish_status = 'PUBLISHED'",
  [ENTITY_TYPE.newsComment]: 'SELECT 1 FROM news_comments WHERE id = ? AND is_deleted = 0',
};

export function registerReportRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/basic/report', async (request) => {
    const session = requireMember(request);
    const input = parse(reportInput, request.body);
    const exists = ENTITY_EXISTS[input.entityType];
    if (!exists || !await get(ctx.db, exists, input.entityId)) throw notFound();
    // one open report per member, type and entity: a second report updates the reason
    const row = await get<{ id: number }>(
      ctx.db,
      `INSERT INTO reports (member_id, report_type, entity_type, entity_id, reason, status, created_at) VALUES (?, ?, ?, ?, ?, 'PENDING', ?)
       ON CONFLICT (member_id, report_type, entity_type, entity_id) DO UPDATE SET reason = excluded.reason, status = 'PENDING', created_at = excluded.created_at
       RETURNING id`,
      session.memberId,
      input.type,
      input.entityType,
      input.entityId,
      input.reason,
      nowText(),
    );
    return ok({ id: row?.id ?? 0 });
  });
}
