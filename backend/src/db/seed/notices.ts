/**
 * Seeded notices: the repository's insert and B50 rule (`repo/notices.ts`), run synchronously on the seed's handle.
 */
import type { SqliteHandle } from '../connection';
import { NOTICE_INSERT_SQL, NOTICE_SETTING_SQL, noticeInsertParams, settingAllows, type NewNotice } from '../../repo/notices';

export function seedNotice(db: SqliteHandle, n: NewNotice): number | null {
  const setting = db.prepare(NOTICE_SETTING_SQL).get(n.memberId, n.noticeType) as { enabled: number } | undefined;
  if (!settingAllows(n.noticeType, setting)) return null;
  return Number(db.prepare(NOTICE_INSERT_SQL).run(...noticeInsertParams(n)).lastInsertRowid);
}
