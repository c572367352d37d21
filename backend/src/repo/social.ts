/**
 * People lists (member page with filters, popular, latest, may be interested, who viewed me), the
 * member filters, follows and visits. Every list item carries the caller's relations (I16).
 */
import type { LastActiveFilter, MemberFilterOption, MemberListItem, MemberPageQuery } from '@/lib/contract/social';
import { ADMIN_MEMBER_ID, TAG_TYPE } from '@/lib/constants';
import type { PagingQuery } from '@/lib/contract/common';
import type { Db } from '../db/connection';
import { all, get, inList, run, Where } from '../db/sql';
import { formatTime, nowText } from '../db/time';
import { fail, notFound } from '../http/envelope';
import { paged, type PageOf } from '../http/paging';
import { companyLinksOf } from './company-links';

const DAY_MS = 86_400_000;

interface ListRow {
  id: number;
  nickname: string | null;
  avatar: string | null;
  position: string | null;
  company: string | null;
  company_id: number;
  updated_at?: string | null;
}

export const LIST_COLUMNS = 'm.id, m.nickname, m.avatar, m.position, m.company, m.company_id, m.updated_at';

/** Only registered members with a name appear in people lists (never the platform account). */
export const LISTABLE = `m.is_register = 1 AND m.nickname IS NOT NULL AND m.id <> ${ADMIN_MEMBER_ID}`;

/** List items with the viewer's relations (false for a visitor and for the viewer's own item). */
export async function toListItems(db: Db, rows: ListRow[], viewerId: number | null): Promise<MemberListItem[]> {
  const ids = rows.map((r) => r.id);
  const set = async (sql: string): Promise<Set<number>> => {
    if (viewerId === null || ids.length === 0) return new Set();
    return new Set((await all<{ id: number }>(db, sql.replace('%IN%', inList(ids.length)), viewerId, ...ids)).map((r) => r.id));
  };
  const followed = await set('SELECT followee_id AS id FROM follows WHERE follower_id = ? AND followee_id IN (%IN%)');
  const friends = await set('SELECT friend_id AS id FROM friendships WHERE member_id = ? AND friend_id IN (%IN%)');
  const pending = await set(
    `SELECT member_id AS id FROM friend_requests WHERE request_member_id = ? AND status = 'PENDING' AND member_id IN (%IN%)`,
  );
  const links = await companyLinksOf(
    db,
    rows.map((r) => r.company_id),
  );
  return rows.map((r) => ({
    memberId: r.id,
    id: r.id,
    name: r.nickname,
    avatar: r.avatar,
    position: r.position,
    company: r.company,
    companyRelation: r.company_id > 0 ? 'MANAGEMENT' : null,
    companyLink: links.get(r.company_id) ?? null,
    isFriend: friends.has(r.id),
    hasPendingFriendRequest: pending.has(r.id),
    isFollowed: followed.has(r.id),
    ...(r.updated_at ? { updateTime: r.updated_at } : {}),
  }));
}

async function countOf(db: Db, sql: string, params: unknown[]): Promise<number> {
  return (await get<{ n: number }>(db, sql, ...params))?.n ?? 0;
}

/** Lower/upper bounds of `last_active_at` for a last-active filter (I17). */
function lastActiveBounds(filter: LastActiveFilter, now = Date.now()): { after?: string; before?: string } {
  const days: Record<LastActiveFilter, number> = { day: 1, week: 7, month: 30, halfYear: 182, year: 365, overYear: 365 };
  const bound = formatTime(now - days[filter] * DAY_MS);
  return filter === 'overYear' ? { before: bound } : { after: bound };
}

/** `GET /admin/follow/member/page`: members by filters, most recently active first. */
export async function memberPage(db: Db, q: MemberPageQuery, viewerId: number | null): Promise<PageOf<MemberListItem>> {
  const where = new Where().add(LISTABLE);
  where.when(q.companyId, 'm.company_id = ?');
  where.when(q.locationId, '(m.location_id = ? OR m.location_id IN (SELECT id FROM locations WHERE parent_id = ?))', (v) => [v, v]);
  where.when(q.categoryId, 'm.company_id IN (SELECT company_id FROM company_categories WHERE tag_id = ?)');
  where.when(q.tagId, 'm.id IN (SELECT member_id FROM member_industry_tags WHERE tag_id = ?)');
  where.when(q.keyword, "(m.nickname LIKE ? ESCAPE '\\' OR m.company LIKE ? ESCAPE '\\')", (v) => {
    const like = `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return [like, like];
  });
  if (q.lastActive) {
    const { after, before } = lastActiveBounds(q.lastActive);
    if (after) where.add('m.last_active_at >= ?', after);
    if (before) where.add('(m.last_active_at IS NULL OR m.last_active_at < ?)', before);
  }
  const total = await countOf(db, `SELECT COUNT(*) AS n FROM members m ${where}`, where.params);
  return await paged(q, total, async (limit, offset) =>
    await toListItems(
      db,
      await all<ListRow>(db, `SELECT ${LIST_COLUMNS} FROM members m ${where} ORDER BY m.last_active_at DESC, m.id DESC LIMIT ? OFFSET ?`, ...where.params, limit, offset),
      viewerId,
    ),
  );
}

/** `GET /admin/follow/hot-follow` (I02): most followed first. */
export async function hotFollowPage(db: Db, paging: PagingQuery, viewerId: number | null): Promise<PageOf<MemberListItem>> {
  const total = await countOf(db, `SELECT COUNT(*) AS n FROM members m WHERE ${LISTABLE}`, []);
  return await paged(paging, total, async (limit, offset) =>
    await toListItems(
      db,
      await all<ListRow>(
        db,
        `SELECT ${LIST_COLUMNS}, (SELECT COUNT(*) FROM follows f WHERE f.followee_id = m.id) AS fans
         FROM members m WHERE ${LISTABLE} ORDER BY fans DESC, m.id ASC LIMIT ? OFFSET ?`,
        limit,
        offset,
      ),
      viewerId,
    ),
  );
}

/** `GET /admin/follow/join-latest` (I03, I39): newest registered first. */
export async function joinLatestPage(db: Db, paging: PagingQuery, viewerId: number | null): Promise<PageOf<MemberListItem>> {
  const total = await countOf(db, `SELECT COUNT(*) AS n FROM members m WHERE ${LISTABLE}`, []);
  return await paged(paging, total, async (limit, offset) =>
    await toListItems(
      db,
      await all<ListRow>(db, `SELECT ${LIST_COLUMNS} FROM members m WHERE ${LISTABLE} ORDER BY m.created_at DESC, m.id DESC LIMIT ? OFFSET ?`, limit, offset),
      viewerId,
    ),
  );
}

/**
 * `GET /admin/follow/v2/interested` (I04, I38): for a member, people sharing an industry tag or followed by
 * the ones they follow, not followed yet and not themselves; a visitor gets the most followed members.
 */
export async function interestedPage(db: Db, paging: PagingQuery, viewerId: number | null): Promise<PageOf<MemberListItem>> {
  if (viewerId === null) return await hotFollowPage(db, paging, null);
  const base = `FROM members m WHERE ${LISTABLE} AND m.id <> ? AND m.id NOT IN (SELECT followee_id FROM follows WHERE follower_id = ?)`;
  const score = `((SELECT COUNT(*) FROM member_industry_tags a JOIN member_industry_tags b ON a.tag_id = b.tag_id WHERE a.member_id = m.id AND b.member_id = ?) * 2
    + (SELECT COUNT(*) FROM follows f JOIN follows g ON g.followee_id = f.follower_id WHERE f.followee_id = m.id AND g.follower_id = ?))`;
  const total = await countOf(db, `SELECT COUNT(*) AS n ${base}`, [viewerId, viewerId]);
  return await paged(paging, total, async (limit, offset) =>
    await toListItems(
      db,
      await all<ListRow>(db, `SELECT ${LIST_COLUMNS}, ${score} AS score ${base} ORDER BY score DESC, m.last_active_at DESC, m.id ASC LIMIT ? OFFSET ?`, viewerId, viewerId, viewerId, viewerId, limit, offset),
      viewerId,
    ),
  );
}

/** `GET /admin/follow/viewd` (I10, I36): members who viewed the caller, latest visit first, one row each. */
export async function viewedPage(db: Db, paging: PagingQuery, memberId: number): Promise<PageOf<MemberListItem & { viewTime: string }>> {
  const total = await countOf(db, 'SELECT COUNT(DISTINCT visitor_id) AS n FROM member_visits WHERE member_id = ? AND visitor_id <> ?', [memberId, memberId]);
  return await paged(paging, total, async (limit, offset) => {
    const rows = await all<ListRow & { view_time: string }>(
      db,
      `SELECT ${LIST_COLUMNS}, v.view_time FROM (SELECT visitor_id, MAX(created_at) AS view_time FROM member_visits WHERE member_id = ? AND visitor_id <> ? GROUP BY visitor_id) v
       JOIN members m ON m.id = v.visitor_id ORDER BY v.view_time DESC, m.id DESC LIMIT ? OFFSET ?`,
      memberId,
      memberId,
      limit,
      offset,
    );
    const items = await toListItems(db, rows, memberId);
    return items.map((item, i) => ({ ...item, viewTime: rows[i]?.view_time ?? '' }));
  });
}

/** `POST /admin/view/record` (I35): one visit per page open; never for one's own page. */
export async function recordView(db: Db, visitorId: number, memberId: number): Promise<boolean> {
  if (visitorId === memberId) return false;
  if (!await get(db, 'SELECT 1 FROM members WHERE id = ?', memberId)) throw notFound();
  await run(db, 'INSERT INTO member_visits (visitor_id, member_id, created_at) VALUES (?, ?, ?)', visitorId, memberId, nowText());
  return true;
}

/** `GET /admin/member/follow/{memberId}` (I13): whom the member follows, newest first. */
export async function followingPage(db: Db, memberId: number, paging: PagingQuery, viewerId: number | null): Promise<PageOf<MemberListItem>> {
  if (!await get(db, 'SELECT 1 FROM members WHERE id = ?', memberId)) throw notFound();
  const total = await countOf(db, 'SELECT COUNT(*) AS n FROM follows WHERE follower_id = ?', [memberId]);
  return await paged(paging, total, async (limit, offset) =>
    await toListItems(
      db,
      await all<ListRow>(db, `SELECT ${LIST_COLUMNS} FROM follows f JOIN members m ON m.id = f.followee_id WHERE f.follower_id = ? ORDER BY f.created_at DESC, m.id DESC LIMIT ? OFFSET ?`, memberId, limit, offset),
      viewerId,
    ),
  );
}

/** `GET /admin/member/fans/{memberId}` (I13): who follows the member, newest first. */
export async function fansPage(db: Db, memberId: number, paging: PagingQuery, viewerId: number | null): Promise<PageOf<MemberListItem>> {
  if (!await get(db, 'SELECT 1 FROM members WHERE id = ?', memberId)) throw notFound();
  const total = await countOf(db, 'SELECT COUNT(*) AS n FROM follows WHERE followee_id = ?', [memberId]);
  return await paged(paging, total, async (limit, offset) =>
    await toListItems(
      db,
      await all<ListRow>(db, `SELECT ${LIST_COLUMNS} FROM follows f JOIN members m ON m.id = f.follower_id WHERE f.followee_id = ? ORDER BY f.created_at DESC, m.id DESC LIMIT ? OFFSET ?`, memberId, limit, offset),
      viewerId,
    ),
  );
}

export const FOLLOW_SELF_MESSAGE = '不能关注自己';
export const UNFOLLOW_ADMIN_MESSAGE = '平台账号不能取消关注';

async function followState(db: Db, followerId: number, targetId: number) {
  return {
    isFollowed: await get(db, 'SELECT 1 FROM follows WHERE follower_id = ? AND followee_id = ?', followerId, targetId) !== undefined,
    followerCount: await countOf(db, 'SELECT COUNT(*) AS n FROM follows WHERE followee_id = ?', [targetId]),
    followCount: await countOf(db, 'SELECT COUNT(*) AS n FROM follows WHERE follower_id = ?', [targetId]),
  };
}

/** I14: follow (idempotent); answers the relation and the target's counts. */
export async function follow(db: Db, followerId: number, targetId: number) {
  if (followerId === targetId) throw fail(FOLLOW_SELF_MESSAGE);
  if (!await get(db, 'SELECT 1 FROM members WHERE id = ?', targetId)) throw notFound();
  await run(db, 'INSERT INTO follows (follower_id, followee_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING', followerId, targetId, nowText());
  return await followState(db, followerId, targetId);
}

/** I14, U36: unfollow (idempotent); the platform account cannot be unfollowed. */
export async function unfollow(db: Db, followerId: number, targetId: number) {
  if (followerId === targetId) throw fail(FOLLOW_SELF_MESSAGE);
  if (targetId === ADMIN_MEMBER_ID) throw fail(UNFOLLOW_ADMIN_MESSAGE);
  if (!await get(db, 'SELECT 1 FROM members WHERE id = ?', targetId)) throw notFound();
  await run(db, 'DELETE FROM follows WHERE follower_id = ? AND followee_id = ?', followerId, targetId);
  return await followState(db, followerId, targetId);
}

// ---- Member filters (I05, I17) ----

export async function companyFilter(db: Db): Promise<MemberFilterOption[]> {
  return (await all<{ id: number; name: string; en_name: string | null; n: number }>(
    db,
    `SELECT c.id, c.name, c.en_name, COUNT(m.id) AS n FROM companies c JOIN members m ON m.company_id = c.id AND ${LISTABLE}
     GROUP BY c.id ORDER BY n DESC, c.id LIMIT 50`,
  )).map((r) => ({ id: r.id, name: r.name, enName: r.en_name, count: r.n }));
}

export async function companyCategoryFilter(db: Db): Promise<MemberFilterOption[]> {
  return (await all<{ id: number; name: string; en_name: string | null; n: number }>(
    db,
    `SELECT t.id, t.name, t.en_name, COUNT(DISTINCT m.id) AS n FROM company_categories cc JOIN tags t ON t.id = cc.tag_id AND t.type = ${TAG_TYPE.industry}
     JOIN members m ON m.company_id = cc.company_id AND ${LISTABLE} GROUP BY t.id ORDER BY n DESC, t.id LIMIT 50`,
  )).map((r) => ({ id: r.id, name: r.name, enName: r.en_name, count: r.n }));
}

export async function locationFilter(db: Db): Promise<MemberFilterOption[]> {
  return (await all<{ id: number; name: string; en_name: string | null; n: number }>(
    db,
    `SELECT l.id, l.name, l.en_name, COUNT(m.id) AS n FROM members m JOIN locations l ON l.id = m.location_id WHERE ${LISTABLE}
     GROUP BY l.id ORDER BY n DESC, l.id LIMIT 50`,
  )).map((r) => ({ id: r.id, name: r.name, enName: r.en_name, count: r.n }));
}

const LAST_ACTIVE_NAMES: Record<LastActiveFilter, string> = {
  day: '一天内',
  week: '一周内',
  month: '一个月内',
  halfYear: '半年内',
  year: '一年内',
  overYear: '一年以上',
};

export function lastActiveFilter(): MemberFilterOption[] {
  return (Object.keys(LAST_ACTIVE_NAMES) as LastActiveFilter[]).map((id) => ({ id, name: LAST_ACTIVE_NAMES[id] }));
}
