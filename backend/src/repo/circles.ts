/**
 * Circles: lists, detail, membership (join, request, leave, remove, transfer), join requests,
 * notices. Gating of owner/admin actions is decided here (U13): owner all, admin all but transfer.
 */
import { ERR_NO_PERMISSION, TAG_TYPE } from '@/lib/constants';
import {
  NO_PERMISSION_MESSAGE,
  type CallerMemberType,
  type CircleDetail,
  type CircleItem,
  type CircleMember,
  type CircleMemberType,
  type CircleMenuItem,
  type CircleNotice,
  type CirclePageQuery,
  type CircleRequest,
  type CircleStatistic,
  type MyCircle,
} from '@/lib/contract/circle';
import type { PagingQuery } from '@/lib/contract/common';
import type { Db } from '../db/connection';
import { all, get, inList, run, Where, transaction, insertId } from '../db/sql';
import { daysBefore } from '../db/dialect';
import { nowText } from '../db/time';
import { ApiError, fail, notFound } from '../http/envelope';
import { paged, pageOfArray, type PageOf } from '../http/paging';
import { notifyCircleRequest } from './event-notices';
import { companyLinksOf } from './company-links';
import { mayReadCircle } from './post-visibility';

export interface CircleRow {
  id: number;
  name: string;
  description: string | null;
  avatar: string | null;
  cover_img: string | null;
  category: string | null;
  circle_type: number;
  updated_at?: string | null;
  is_public: number;
  owner_member_id: number;
  member_count: number;
  post_count: number;
  created_at: string;
}

/** When the circle's newest published post was last edited (its creation time without one). */
const LAST_POST_UPDATE = "COALESCE((SELECT MAX(pu.updated_at) FROM posts pu WHERE pu.circle_id = c.id AND pu.status = 'PUBLISHED'), c.created_at)";

/** `updated_at`: the latest of the circle's own edit and its newest post (issue 20 item 1: the sitemap's lastmod). */
const CIRCLE_COLUMNS = `c.id, c.name, c.description, c.avatar, c.cover_img, c.category, c.circle_type, c.is_public, c.owner_member_id, c.member_count, c.post_count, c.created_at,
  (CASE WHEN COALESCE(c.updated_at, c.created_at) >= ${LAST_POST_UPDATE} THEN COALESCE(c.updated_at, c.created_at) ELSE ${LAST_POST_UPDATE} END) AS updated_at`;

export function noPermission(): ApiError {
  return new ApiError(ERR_NO_PERMISSION, NO_PERMISSION_MESSAGE);
}

function itemOf(row: CircleRow): CircleItem {
  return {
    circleId: row.id,
    circleName: row.name,
    description: row.description,
    avatar: row.avatar,
    coverImg: row.cover_img,
    category: row.category,
    circleType: row.circle_type,
    isPublic: row.is_public === 1,
    memberCount: row.member_count,
    postCount: row.post_count,
    createdTime: row.created_at,
    ...(row.updated_at ? { updateTime: row.updated_at } : {}),
  };
}

async function circleRow(db: Db, circleId: number): Promise<CircleRow | undefined> {
  return await get<CircleRow>(db, `SELECT ${CIRCLE_COLUMNS} FROM circles c WHERE c.id = ?`, circleId);
}

/** The circle or code 404. */
export async function requireCircle(db: Db, circleId: number): Promise<CircleRow> {
  const row = await circleRow(db, circleId);
  if (!row) throw notFound();
  return row;
}

/** The member's type in the circle, −1 when none (or a visitor). */
export async function memberTypeOf(db: Db, circleId: number, memberId: number | null): Promise<CallerMemberType> {
  if (memberId === null) return -1;
  const row = await get<{ member_type: CircleMemberType }>(db, 'SELECT member_type FROM circle_members WHERE circle_id = ? AND member_id = ?', circleId, memberId);
  return row?.member_type ?? -1;
}

/** Throws 10403 unless the member is owner (or admin when `adminToo`) of the circle. */
export async function requireManager(db: Db, circleId: number, memberId: number, adminToo = true): Promise<CircleMemberType> {
  await requireCircle(db, circleId);
  const type = await memberTypeOf(db, circleId, memberId);
  if (type === 'OWNER' || (adminToo && type === 'ADMIN')) return type;
  throw noPermission();
}

async function refreshCounts(db: Db, circleId: number): Promise<void> {
  await run(
    db,
    `UPDATE circles SET
       member_count = (SELECT COUNT(*) FROM circle_members cm WHERE cm.circle_id = circles.id AND cm.member_type <> 'PENDING'),
       post_count = (SELECT COUNT(*) FROM posts p WHERE p.circle_id = circles.id AND p.status = 'PUBLISHED')
     WHERE id = ?`,
    circleId,
  );
}
export { refreshCounts as refreshCircleCounts };

/** G07: circles by activity (members + posts), newest first among equals. */
export async function circlePage(db: Db, query: CirclePageQuery): Promise<PageOf<CircleItem>> {
  const where = new Where().when(query.circleType, 'c.circle_type = ?').when(query.category, 'c.category = ?');
  const total = (await get<{ n: number }>(db, `SELECT COUNT(*) AS n FROM circles c ${where}`, ...where.params))?.n ?? 0;
  return await paged(query, total, async (limit, offset) =>
    (await all<CircleRow>(
      db,
      `SELECT ${CIRCLE_COLUMNS} FROM circles c ${where} ORDER BY c.member_count + c.post_count DESC, c.id DESC LIMIT ? OFFSET ?`,
      ...where.params,
      limit,
      offset,
    )).map(itemOf),
  );
}

/**
 * G43: type 0 recommends circles with recent posting activity; type 1 recommends columns (news
 * columns, in the circle shape with circleType 1 and subscribers as members).
 */
export async function circleRecommend(db: Db, query: PagingQuery & { type: 0 | 1 }): Promise<PageOf<CircleItem>> {
  if (query.type === 1) {
    const total = (await get<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM columns'))?.n ?? 0;
    return await paged(query, total, async (limit, offset) =>
      (await all<{ id: number; name: string; description: string | null; avatar: string | null; subscriber_count: number; created_at: string; news_count: number }>(
        db,
        `SELECT col.id, col.name, col.description, col.avatar, col.subscriber_count, col.created_at,
           (SELECT COUNT(*) FROM news n WHERE n.column_id = col.id) AS news_count
         FROM columns col ORDER BY col.subscriber_count DESC, col.id LIMIT ? OFFSET ?`,
        limit,
        offset,
      )).map((r) => ({
        circleId: r.id,
        circleName: r.name,
        description: r.description,
        avatar: r.avatar,
        coverImg: null,
        category: null,
        circleType: 1,
        isPublic: true,
        memberCount: r.subscriber_count,
        postCount: r.news_count,
        createdTime: r.created_at,
      })),
    );
  }
  const total = (await get<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM circles WHERE circle_type = 0'))?.n ?? 0;
  return await paged(query, total, async (limit, offset) =>
    (await all<CircleRow>(
      db,
      `SELECT ${CIRCLE_COLUMNS} FROM circles c WHERE c.circle_type = 0
       ORDER BY (SELECT COUNT(*) FROM posts p WHERE p.circle_id = c.id AND p.status = 'PUBLISHED'
                 AND p.publish_time >= (SELECT ${daysBefore(db, 'MAX(publish_time)', 30)} FROM posts)) DESC, c.member_count DESC, c.id
       LIMIT ? OFFSET ?`,
      limit,
      offset,
    )).map(itemOf),
  );
}

/** G45: the circle categories with their circle counts. */
export async function circleMenu(db: Db, paging: PagingQuery): Promise<PageOf<CircleMenuItem>> {
  // issue 18 item 4: a category carries the English name of its circle-category tag (else of an industry tag of that name)
  const rows = await all<{ category: string; n: number; first_id: number; en_name: string | null }>(
    db,
    `SELECT c.category, COUNT(*) AS n, MIN(c.id) AS first_id,
            (SELECT t.en_name FROM tags t
              WHERE t.name = c.category AND t.type IN (${TAG_TYPE.circleCategory}, ${TAG_TYPE.industry}) AND t.en_name IS NOT NULL
              ORDER BY t.type = ${TAG_TYPE.circleCategory} DESC, t.id LIMIT 1) AS en_name
       FROM circles c WHERE c.category IS NOT NULL AND c.category <> '' GROUP BY c.category ORDER BY n DESC, first_id`,
  );
  return await pageOfArray(
    paging,
    rows.map((r, i) => ({ id: i + 1, name: r.category, enName: r.en_name, circleCount: r.n })),
  );
}

export async function circleDetail(db: Db, circleId: number, viewerId: number | null): Promise<CircleDetail | null> {
  const row = await circleRow(db, circleId);
  if (!row) return null;
  const owner = await get<{ id: number; nickname: string | null; avatar: string | null; company: string | null; position: string | null }>(
    db,
    'SELECT id, nickname, avatar, company, position FROM members WHERE id = ?',
    row.owner_member_id,
  );
  return {
    ...itemOf(row),
    owner: {
      memberId: row.owner_member_id,
      nickname: owner?.nickname ?? null,
      avatar: owner?.avatar ?? null,
      company: owner?.company ?? null,
      position: owner?.position ?? null,
    },
    circleMemberType: await memberTypeOf(db, circleId, viewerId),
  };
}

/** G31: a public circle is joined at once; a private one needs a request (code 1). */
export async function joinCircle(db: Db, circleId: number, memberId: number): Promise<CallerMemberType> {
  const circle = await requireCircle(db, circleId);
  const current = await memberTypeOf(db, circleId, memberId);
  if (current !== -1 && current !== 'PENDING') return current;
  if (circle.is_public !== 1) throw fail('This circle is private: send a join request');
  await transaction(db, async () => {
    const now = nowText();
    await run(
      db,
      `INSERT INTO circle_members (circle_id, member_id, member_type, joined_at) VALUES (?, ?, 'JOINED', ?)
       ON CONFLICT (circle_id, member_id) DO UPDATE SET member_type = 'JOINED', joined_at = excluded.joined_at`,
      circleId,
      memberId,
      now,
    );
    await run(db, 'UPDATE circle_requests SET operation_result = 1, handled_at = ? WHERE circle_id = ? AND member_id = ? AND operation_result = 0', now, circleId, memberId);
    await refreshCounts(db, circleId);
  });
  return 'JOINED';
}

/** G32: a join request (requestType 1): the member becomes PENDING until an owner/admin decides. */
export async function requestToJoin(db: Db, circleId: number, memberId: number, message: string | undefined): Promise<CallerMemberType> {
  await requireCircle(db, circleId);
  const current = await memberTypeOf(db, circleId, memberId);
  if (current !== -1) return current;
  await transaction(db, async () => {
    const now = nowText();
    await run(db, "INSERT INTO circle_members (circle_id, member_id, member_type, joined_at) VALUES (?, ?, 'PENDING', ?)", circleId, memberId, now);
    const requestId = (await insertId(db, 'INSERT INTO circle_requests (circle_id, member_id, request_type, message, operation_result, created_at) VALUES (?, ?, 1, ?, 0, ?)', circleId, memberId, message ?? null, now));
    await notifyCircleRequest(db, circleId, requestId, memberId, now, message || null);
  });
  return 'PENDING';
}

/** G33: leaving (or withdrawing a pending request). The owner must transfer the circle first. */
export async function leaveCircle(db: Db, circleId: number, memberId: number): Promise<void> {
  await requireCircle(db, circleId);
  const current = await memberTypeOf(db, circleId, memberId);
  if (current === -1) throw fail('Not a member of this circle');
  if (current === 'OWNER') throw fail('The owner cannot leave: transfer the circle first');
  await transaction(db, async () => {
    await run(db, 'DELETE FROM circle_members WHERE circle_id = ? AND member_id = ?', circleId, memberId);
    if (current === 'PENDING') {
      await run(db, 'UPDATE circle_requests SET operation_result = 2, handled_at = ? WHERE circle_id = ? AND member_id = ? AND operation_result = 0', nowText(), circleId, memberId);
    }
    await refreshCounts(db, circleId);
  });
}

interface MemberRow {
  member_id: number;
  nickname: string | null;
  avatar: string | null;
  company: string | null;
  company_id: number;
  position: string | null;
  member_type: CircleMemberType;
  joined_at: string;
}

/**
 * G36: the circle's members, newest first. Issue 29 item 16: the members of a private circle (names, companies,
 * positions) are for its members only; anyone else gets an empty page.
 */
export async function circleMembers(db: Db, circleId: number, paging: PagingQuery, viewerId: number | null): Promise<PageOf<CircleMember>> {
  await requireCircle(db, circleId);
  const total = !(await mayReadCircle(db, circleId, viewerId))
    ? 0
    : ((await get<{ n: number }>(db, "SELECT COUNT(*) AS n FROM circle_members WHERE circle_id = ? AND member_type <> 'PENDING'", circleId))?.n ?? 0);
  return await paged(paging, total, async (limit, offset) => {
    const rows = await all<MemberRow>(
      db,
      `SELECT cm.member_id, m.nickname, m.avatar, m.company, m.company_id, m.position, cm.member_type, cm.joined_at
       FROM circle_members cm JOIN members m ON m.id = cm.member_id
       WHERE cm.circle_id = ? AND cm.member_type <> 'PENDING' ORDER BY cm.joined_at DESC, cm.member_id DESC LIMIT ? OFFSET ?`,
      circleId,
      limit,
      offset,
    );
    // L31/I48: the member's company page, when they name a platform company
    const links = await companyLinksOf(
      db,
      rows.map((r) => r.company_id),
    );
    return rows.map((r) => ({
      memberId: r.member_id,
      nickname: r.nickname,
      avatar: r.avatar,
      company: r.company,
      companyLink: links.get(r.company_id) ?? null,
      position: r.position,
      memberType: r.member_type,
      joinedTime: r.joined_at,
    }));
  });
}

/** G38: the owner removes admins and members; an admin removes plain members. Nobody removes the owner or themself. */
export async function removeMembers(db: Db, circleId: number, actorId: number, memberIds: number[]): Promise<number> {
  const actorType = await requireManager(db, circleId, actorId);
  const ids = [...new Set(memberIds)].filter((id) => id !== actorId);
  if (ids.length === 0) throw fail('memberIds: nothing to remove');
  const rows = await all<{ member_id: number; member_type: CircleMemberType }>(
    db,
    `SELECT member_id, member_type FROM circle_members WHERE circle_id = ? AND member_id IN (${inList(ids.length)})`,
    circleId,
    ...ids,
  );
  const removable = rows.filter((r) => r.member_type === 'JOINED' || (actorType === 'OWNER' && r.member_type === 'ADMIN'));
  if (removable.length < rows.length) throw noPermission();
  await transaction(db, async () => {
    for (const r of removable) await run(db, 'DELETE FROM circle_members WHERE circle_id = ? AND member_id = ?', circleId, r.member_id);
    await refreshCounts(db, circleId);
  });
  return removable.length;
}

/** G39: the owner hands the circle to a member, and stays on as admin. */
export async function transferCircle(db: Db, circleId: number, actorId: number, targetId: number): Promise<void> {
  await requireManager(db, circleId, actorId, false);
  const target = await memberTypeOf(db, circleId, targetId);
  if (target !== 'JOINED' && target !== 'ADMIN') throw fail('memberId: not a member of this circle');
  await transaction(db, async () => {
    await run(db, "UPDATE circle_members SET member_type = 'ADMIN' WHERE circle_id = ? AND member_id = ?", circleId, actorId);
    await run(db, "UPDATE circle_members SET member_type = 'OWNER' WHERE circle_id = ? AND member_id = ?", circleId, targetId);
    await run(db, 'UPDATE circles SET owner_member_id = ? WHERE id = ?', targetId, circleId);
  });
}

interface RequestRow {
  id: number;
  circle_id: number;
  member_id: number;
  nickname: string | null;
  avatar: string | null;
  company: string | null;
  position: string | null;
  message: string | null;
  request_type: number;
  operation_result: number;
  created_at: string;
}

/** Join requests of a circle for its owner/admins, pending first then newest. */
export async function circleRequests(db: Db, circleId: number, actorId: number, paging: PagingQuery): Promise<PageOf<CircleRequest>> {
  await requireManager(db, circleId, actorId);
  const total = (await get<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM circle_requests WHERE circle_id = ?', circleId))?.n ?? 0;
  return await paged(paging, total, async (limit, offset) =>
    (await all<RequestRow>(
      db,
      `SELECT r.id, r.circle_id, r.member_id, m.nickname, m.avatar, m.company, m.position, r.message, r.request_type, r.operation_result, r.created_at
       FROM circle_requests r JOIN members m ON m.id = r.member_id
       WHERE r.circle_id = ? ORDER BY r.operation_result = 0 DESC, r.created_at DESC, r.id DESC LIMIT ? OFFSET ?`,
      circleId,
      limit,
      offset,
    )).map((r) => ({
      id: r.id,
      circleId: r.circle_id,
      memberId: r.member_id,
      nickname: r.nickname,
      avatar: r.avatar,
      company: r.company,
      position: r.position,
      message: r.message,
      requestType: r.request_type,
      operationResult: r.operation_result,
      createdTime: r.created_at,
    })),
  );
}

/** G41: accept (1) or reject (2) a pending request; the actor must manage that request's circle. */
export async function decideRequest(db: Db, requestId: number, actorId: number, accept: boolean): Promise<number> {
  const request = await get<{ circle_id: number; member_id: number; operation_result: number }>(
    db,
    'SELECT circle_id, member_id, operation_result FROM circle_requests WHERE id = ?',
    requestId,
  );
  if (!request) throw notFound();
  await requireManager(db, request.circle_id, actorId);
  if (request.operation_result !== 0) throw fail('This request has already been handled');
  const now = nowText();
  await transaction(db, async () => {
    await run(db, 'UPDATE circle_requests SET operation_result = ?, handled_by = ?, handled_at = ? WHERE id = ?', accept ? 1 : 2, actorId, now, requestId);
    if (accept) {
      await run(
        db,
        `INSERT INTO circle_members (circle_id, member_id, member_type, joined_at) VALUES (?, ?, 'JOINED', ?)
         ON CONFLICT (circle_id, member_id) DO UPDATE SET member_type = 'JOINED', joined_at = excluded.joined_at WHERE circle_members.member_type = 'PENDING'`,
        request.circle_id,
        request.member_id,
        now,
      );
    } else {
      await run(db, "DELETE FROM circle_members WHERE circle_id = ? AND member_id = ? AND member_type = 'PENDING'", request.circle_id, request.member_id);
    }
    await refreshCounts(db, request.circle_id);
  });
  return accept ? 1 : 2;
}

/** G37: notices, newest first. */
/** G37: the circle's notices, newest first; a private circle's only for its members (issue 29 item 16), else none. */
export async function circleNotices(db: Db, circleId: number, viewerId: number | null): Promise<CircleNotice[]> {
  await requireCircle(db, circleId);
  if (!(await mayReadCircle(db, circleId, viewerId))) return [];
  return (await all<{ id: number; circle_id: number; member_id: number; nickname: string | null; content: string; created_at: string }>(
    db,
    `SELECT n.id, n.circle_id, n.member_id, m.nickname, n.content, n.created_at
     FROM circle_notices n JOIN members m ON m.id = n.member_id WHERE n.circle_id = ? ORDER BY n.created_at DESC, n.id DESC LIMIT 50`,
    circleId,
  )).map((r) => ({ id: r.id, circleId: r.circle_id, memberId: r.member_id, nickname: r.nickname, content: r.content, createdTime: r.created_at }));
}

export async function addNotice(db: Db, circleId: number, actorId: number, content: string): Promise<number> {
  await requireManager(db, circleId, actorId);
  return (await insertId(db, 'INSERT INTO circle_notices (circle_id, member_id, content, created_at) VALUES (?, ?, ?, ?)', circleId, actorId, content, nowText()));
}

/** G42: the member's circles (not pending), owned first. */
export async function myCircles(db: Db, memberId: number): Promise<MyCircle[]> {
  return (await all<CircleRow & { member_type: CircleMemberType }>(
    db,
    `SELECT ${CIRCLE_COLUMNS}, cm.member_type FROM circles c JOIN circle_members cm ON cm.circle_id = c.id
     WHERE cm.member_id = ? AND cm.member_type <> 'PENDING'
     ORDER BY CASE cm.member_type WHEN 'OWNER' THEN 0 WHEN 'ADMIN' THEN 1 ELSE 2 END, cm.joined_at DESC`,
    memberId,
  )).map((r) => ({ ...itemOf(r), memberType: r.member_type }));
}

export async function myCircleStatistic(db: Db, memberId: number): Promise<CircleStatistic> {
  const counts = await get<{ total: number; owned: number; managed: number }>(
    db,
    `SELECT COUNT(*) AS total, COALESCE(SUM(CASE WHEN member_type = 'OWNER' THEN 1 ELSE 0 END), 0) AS owned, COALESCE(SUM(CASE WHEN member_type IN ('OWNER', 'ADMIN') THEN 1 ELSE 0 END), 0) AS managed
     FROM circle_members WHERE member_id = ? AND member_type <> 'PENDING'`,
    memberId,
  );
  const posts = await get<{ n: number }>(db, "SELECT COUNT(*) AS n FROM posts WHERE member_id = ? AND circle_id IS NOT NULL AND status = 'PUBLISHED'", memberId);
  const pending = await get<{ n: number }>(
    db,
    `SELECT COUNT(*) AS n FROM circle_requests r JOIN circle_members cm ON cm.circle_id = r.circle_id
     WHERE cm.member_id = ? AND cm.member_type IN ('OWNER', 'ADMIN') AND r.operation_result = 0`,
    memberId,
  );
  return {
    circleCount: counts?.total ?? 0,
    ownedCount: counts?.owned ?? 0,
    managedCount: counts?.managed ?? 0,
    postCount: posts?.n ?? 0,
    pendingRequestCount: pending?.n ?? 0,
  };
}
