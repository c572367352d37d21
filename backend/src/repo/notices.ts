/**
 * System notices (§3 Notice): created by the events that cause them, listed per tab, marked read, counted.
 */
import type { Notice, NoticeCount } from '@/lib/contract/msg';
import { NOTICE_TAB_TYPES } from '@/lib/contract/msg';
import type { PagingQuery } from '@/lib/contract/common';
import { NOTICE_SETTING_TYPES, NOTICE_TYPE } from '@/lib/constants';
import type { Db } from '../db/connection';
import { all, get, inList, run, insertId } from '../db/sql';
import { nowText } from '../db/time';
import { paged, type PageOf } from '../http/paging';
import { expireStaleRequests } from './friend-expiry';

export interface NoticeContent {
  template?: string;
  msgType?: string;
  isPass?: boolean;
  commentType?: string;
  subjectId?: number;
  postId?: number;
  newsId?: number;
  memberId?: number;
  adminMemberId?: number;
  requesterId?: number;
  requesterName?: string;
  circleId?: number;
  circleName?: string;
  [key: string]: unknown;
}

export interface NewNotice {
  memberId: number;
  noticeType: number;
  entityType?: number | null;
  entityId?: number | null;
  content: NoticeContent;
  operationResult?: number | null;
  sentTime?: string;
  isRead?: boolean;
}

/** The query of B50's switch: a row with `enabled = 0` turns the member's notices of that type off. */
export const NOTICE_SETTING_SQL = 'SELECT enabled FROM member_notice_settings WHERE member_id = ? AND notice_type = ?';
export const NOTICE_INSERT_SQL =
  'INSERT INTO notices (member_id, notice_type, entity_type, entity_id, content, operation_result, is_read, sent_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?)';

/** The parameters of NOTICE_INSERT_SQL for one notice. */
export function noticeInsertParams(n: NewNotice): unknown[] {
  return [n.memberId, n.noticeType, n.entityType ?? null, n.entityId ?? null, JSON.stringify(n.content), n.operationResult ?? null, n.isRead ? 1 : 0, n.sentTime ?? nowText()];
}

/** B50 for a setting row: types without a switch (NOTICE_SETTING_TYPES) always arrive, others unless turned off. */
export function settingAllows(noticeType: number, row: { enabled: number } | undefined): boolean {
  return !NOTICE_SETTING_TYPES.includes(noticeType) || !row || row.enabled === 1;
}

/**
 * B50: false when the member switched this notice type off in the settings. Types without a switch
 * (NOTICE_SETTING_TYPES) always arrive.
 */
export async function wantsNotice(db: Db, memberId: number, noticeType: number): Promise<boolean> {
  if (!NOTICE_SETTING_TYPES.includes(noticeType)) return true;
  return settingAllows(noticeType, await get<{ enabled: number }>(db, NOTICE_SETTING_SQL, memberId, noticeType));
}

/**
 * Stores one notice for `memberId` (used by every event that notifies a member) unless the member turned its
 * type off (B50); the new notice's id, or null when none was stored.
 */
export async function createNotice(db: Db, n: NewNotice): Promise<number | null> {
  if (!(await wantsNotice(db, n.memberId, n.noticeType))) return null;
  return (await insertId(db, NOTICE_INSERT_SQL, ...noticeInsertParams(n)));
}

/** The notice types a tab lists: the notice tab gathers 0, 2, 3, 4, 6 and 16 (K34); others are themselves. */
export function typesOfTab(noticeType: number): number[] {
  return noticeType === NOTICE_TYPE.notice ? [...NOTICE_TAB_TYPES] : [noticeType];
}

interface NoticeRow {
  id: number;
  notice_type: number;
  entity_type: number | null;
  entity_id: number | null;
  content: string;
  operation_result: number | null;
  request_result: number | null;
  sent_time: string;
}

function contentOf(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * `GET /msg/notice/page`: the caller's notices of a tab, newest first. A circle join request (type 5) reads
 * its operationResult from the request itself, so a decision made elsewhere shows here too (K17, K18).
 */
export async function noticePage(db: Db, memberId: number, noticeType: number, paging: PagingQuery): Promise<PageOf<Notice>> {
  const types = typesOfTab(noticeType);
  const where = `n.member_id = ? AND n.notice_type IN (${inList(types.length)})`;
  const total = (await get<{ n: number }>(db, `SELECT COUNT(*) AS n FROM notices n WHERE ${where}`, memberId, ...types))?.n ?? 0;
  return await paged(paging, total, async (limit, offset) =>
    (await all<NoticeRow>(
      db,
      `SELECT n.id, n.notice_type, n.entity_type, n.entity_id, n.content, n.operation_result, n.sent_time,
         CASE WHEN n.notice_type = ${NOTICE_TYPE.member} THEN (SELECT operation_result FROM circle_requests r WHERE r.id = n.entity_id) END AS request_result
       FROM notices n WHERE ${where}
       ORDER BY n.sent_time DESC, n.id DESC LIMIT ? OFFSET ?`,
      memberId,
      ...types,
      limit,
      offset,
    )).map((r) => ({
      id: r.id,
      sentTime: r.sent_time,
      noticeType: r.notice_type,
      entityType: r.entity_type,
      entityId: r.entity_id,
      noticeContent: contentOf(r.content),
      operationResult: r.request_result ?? r.operation_result,
    })),
  );
}

/** `GET /msg/notice/read`: marks the tab's notices (and the extra types) read; answers how many changed. */
export async function markRead(db: Db, memberId: number, noticeType: number, extraTypes: number[]): Promise<number> {
  const types = [...new Set([...typesOfTab(noticeType), ...extraTypes])];
  return (await run(db, `UPDATE notices SET is_read = 1 WHERE member_id = ? AND is_read = 0 AND notice_type IN (${inList(types.length)})`, memberId, ...types))
    .changes;
}

async function unread(db: Db, memberId: number, types: readonly number[]): Promise<number> {
  return (
    (await get<{ n: number }>(db, `SELECT COUNT(*) AS n FROM notices WHERE member_id = ? AND is_read = 0 AND notice_type IN (${inList(types.length)})`, memberId, ...types))
      ?.n ?? 0
  );
}

/** `GET /msg/notice/count`: the four unread counters. */
export async function noticeCount(db: Db, memberId: number): Promise<NoticeCount> {
  await expireStaleRequests(db);
  return {
    noticeUnreadMessageCount: await unread(db, memberId, NOTICE_TAB_TYPES),
    commentUnreadMessageCount: await unread(db, memberId, [NOTICE_TYPE.comment]),
    circleRequestUnreadMessageCount: await unread(db, memberId, [NOTICE_TYPE.member]),
    friendApplicationsPendingCount:
      (await get<{ n: number }>(db, "SELECT COUNT(*) AS n FROM friend_requests WHERE member_id = ? AND status = 'PENDING'", memberId))?.n ?? 0,
  };
}
