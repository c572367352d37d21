/**
 * Reports (G46): one open report per member, type and entity; a second report updates the reason.
 */
import { ENTITY_TYPE } from '@/lib/constants';
import type { Db } from '../db/connection';
import { get } from '../db/sql';
import { nowText } from '../db/time';

const ENTITY_EXISTS: Record<number, string> = {
  [ENTITY_TYPE.post]: "SELECT 1 FROM posts WHERE id = ? AND status = 'PUBLISHED'",
  [ENTITY_TYPE.postComment]: 'SELECT 1 FROM post_comments WHERE id = ? AND is_deleted = 0',
  [ENTITY_TYPE.news]: "SELECT 1 FROM news WHERE id = ? AND publish_status = 'PUBLISHED'",
  [ENTITY_TYPE.newsComment]: 'SELECT 1 FROM news_comments WHERE id = ? AND is_deleted = 0',
};

/** Whether the reported item exists (and is public): posts, news and their comments. */
export async function reportableExists(db: Db, entityType: number, entityId: number): Promise<boolean> {
  const exists = ENTITY_EXISTS[entityType];
  return exists !== undefined && (await get(db, exists, entityId)) !== undefined;
}

export async function upsertReport(db: Db, memberId: number, report: { type: string; entityType: number; entityId: number; reason: string }): Promise<number> {
  const row = await get<{ id: number }>(
    db,
    `INSERT INTO reports (member_id, report_type, entity_type, entity_id, reason, status, created_at) VALUES (?, ?, ?, ?, ?, 'PENDING', ?)
     ON CONFLICT (member_id, report_type, entity_type, entity_id) DO UPDATE SET reason = excluded.reason, status = 'PENDING', created_at = excluded.created_at
     RETURNING id`,
    memberId,
    report.type,
    report.entityType,
    report.entityId,
    report.reason,
    nowText(),
  );
  return row?.id ?? 0;
}
