/**
 * The member's community lists and the remaining post searches of §7.3 (G28, G42, E-search):
 * `/post/posts/my`, `/common`, `/members`, `/recommend2`, `/v2/search`, `/circle/search`, `/members/search`.
 */
import { OPEN_POST_SQL, readablePostSql } from './post-visibility';
import type { CircleItem } from '../../../lib/contract/circle';
import type { PagingQuery } from '../../../lib/contract/common';
import type { PostListItem } from '../../../lib/contract/post';
import type { Db } from '../db/connection';
import { all, get, Where } from '../db/sql';
import { nowText } from '../db/time';
import { paged, type PageOf } from '../http/paging';
import { COLUMNS, FROM, imagesByPost, itemOf, POPULAR_SCORE, type PostRow } from './posts';
import type { CircleRow } from './circles';

function pageOfPosts(db: Db, paging: PagingQuery, where: Where, order: { sql: string; params: unknown[] }): PageOf<PostListItem> {
  const total = get<{ n: number }>(db, `SELECT COUNT(*) AS n FROM posts p ${where}`, ...where.params)?.n ?? 0;
  return paged(paging, total, (limit, offset) => {
    const rows = all<PostRow>(db, `SELECT ${COLUMNS} ${FROM} ${where} ${order.sql} LIMIT ? OFFSET ?`, ...where.params, ...order.params, limit, offset);
    const images = imagesByPost(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => itemOf(r, images.get(r.id) ?? []));
  });
}

const NEWEST = { sql: 'ORDER BY p.publish_time DESC, p.id DESC', params: [] };

/** `GET /post/posts/my`: the caller's own published posts (anonymous ones included), newest first. */
export function myPosts(db: Db, memberId: number, paging: PagingQuery): PageOf<PostListItem> {
  return pageOfPosts(db, paging, new Where().add("p.status = 'PUBLISHED'").add('p.member_id = ?', memberId), NEWEST);
}

/** `GET /post/posts/common`: posts in the circles the caller belongs to (the 'mine' feed of /circle), newest first. */
export function commonPosts(db: Db, memberId: number, paging: PagingQuery): PageOf<PostListItem> {
  const where = new Where()
    .add("p.status = 'PUBLISHED'")
    .add("p.circle_id IN (SELECT circle_id FROM circle_members WHERE member_id = ? AND member_type <> 'PENDING')", memberId);
  return pageOfPosts(db, paging, where, NEWEST);
}

/** `GET /post/posts/members`: posts of the members the caller follows (signed posts only), newest first. */
export function followedMembersPosts(db: Db, memberId: number, paging: PagingQuery): PageOf<PostListItem> {
  const where = new Where()
    .add("p.status = 'PUBLISHED'")
    .add(readablePostSql(memberId).sql, ...readablePostSql(memberId).params)
    .add('p.is_anonymous = 0')
    .add('p.member_id IN (SELECT followee_id FROM follows WHERE follower_id = ?)', memberId);
  return pageOfPosts(db, paging, where, NEWEST);
}

/**
 * `GET /post/posts/recommend2` (G28): the most engaging posts of the last 30 days of activity, posts with
 * images first among equals; the caller's own posts are left out.
 */
export function recommendedPosts(db: Db, size: number, viewerId: number | null): PostListItem[] {
  const now = nowText();
  const where = new Where()
    .add("p.status = 'PUBLISHED'")
    .add(readablePostSql(viewerId).sql, ...readablePostSql(viewerId).params)
    .add("p.publish_time >= (SELECT datetime(MAX(publish_time), '-30 days') FROM posts WHERE status = 'PUBLISHED')")
    .when(viewerId ?? undefined, 'p.member_id <> ?');
  const rows = all<PostRow>(
    db,
    `SELECT ${COLUMNS} ${FROM} ${where}
     ORDER BY ${POPULAR_SCORE} * (CASE WHEN EXISTS (SELECT 1 FROM post_images pi WHERE pi.post_id = p.id) THEN 1.5 ELSE 1 END) DESC, p.id DESC LIMIT ?`,
    ...where.params,
    now,
    size,
  );
  const images = imagesByPost(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => itemOf(r, images.get(r.id) ?? []));
}

function like(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `GET /post/posts/v2/search`: posts whose title or body holds the keyword; `sortByTime` or relevance (title hits first). */
export function searchPosts(db: Db, query: PagingQuery & { keyword: string; sortByTime: boolean }): PageOf<PostListItem> {
  const k = like(query.keyword);
  const where = new Where().add("p.status = 'PUBLISHED'").add(OPEN_POST_SQL).add("(p.title LIKE ? ESCAPE '\\' OR p.content LIKE ? ESCAPE '\\')", k, k);
  const order = query.sortByTime ? NEWEST : { sql: "ORDER BY (p.title LIKE ? ESCAPE '\\') DESC, p.publish_time DESC, p.id DESC", params: [k] };
  return pageOfPosts(db, query, where, order);
}

type CircleSearchRow = Omit<CircleRow, 'owner_member_id'>;

/** `GET /post/posts/circle/search`: circles whose name, category or introduction holds the keyword; name hits first. */
export function searchCircles(db: Db, query: PagingQuery & { keyword: string }): PageOf<CircleItem> {
  const k = like(query.keyword);
  const cond = "(c.name LIKE ? ESCAPE '\\' OR c.category LIKE ? ESCAPE '\\' OR c.description LIKE ? ESCAPE '\\')";
  const total = get<{ n: number }>(db, `SELECT COUNT(*) AS n FROM circles c WHERE ${cond}`, k, k, k)?.n ?? 0;
  return paged(query, total, (limit, offset) =>
    all<CircleSearchRow>(
      db,
      `SELECT c.id, c.name, c.description, c.avatar, c.cover_img, c.category, c.circle_type, c.is_public, c.member_count, c.post_count, c.created_at
       FROM circles c WHERE ${cond} ORDER BY (c.name LIKE ? ESCAPE '\\') DESC, c.member_count DESC, c.id LIMIT ? OFFSET ?`,
      k,
      k,
      k,
      k,
      limit,
      offset,
    ).map((r) => ({
      circleId: r.id,
      circleName: r.name,
      description: r.description,
      avatar: r.avatar,
      coverImg: r.cover_img,
      category: r.category,
      circleType: r.circle_type,
      isPublic: r.is_public === 1,
      memberCount: r.member_count,
      postCount: r.post_count,
      createdTime: r.created_at,
    })),
  );
}

export interface PostAuthorHit {
  memberId: number;
  nickname: string | null;
  avatar: string | null;
  company: string | null;
  position: string | null;
  postCount: number;
}

/** `GET /post/posts/members/search`: members who posted (signed), matched by name, company or position; most posts first. */
export function searchPostMembers(db: Db, query: PagingQuery & { keyword: string }): PageOf<PostAuthorHit> {
  const k = like(query.keyword);
  const cond = `(m.nickname LIKE ? ESCAPE '\\' OR m.company LIKE ? ESCAPE '\\' OR m.position LIKE ? ESCAPE '\\')
    AND EXISTS (SELECT 1 FROM posts p WHERE p.member_id = m.id AND p.status = 'PUBLISHED' AND p.is_anonymous = 0)`;
  const total = get<{ n: number }>(db, `SELECT COUNT(*) AS n FROM members m WHERE ${cond}`, k, k, k)?.n ?? 0;
  return paged(query, total, (limit, offset) =>
    all<{ id: number; nickname: string | null; avatar: string | null; company: string | null; position: string | null; post_count: number }>(
      db,
      `SELECT m.id, m.nickname, m.avatar, m.company, m.position,
         (SELECT COUNT(*) FROM posts p WHERE p.member_id = m.id AND p.status = 'PUBLISHED' AND p.is_anonymous = 0) AS post_count
       FROM members m WHERE ${cond} ORDER BY post_count DESC, m.id LIMIT ? OFFSET ?`,
      k,
      k,
      k,
      limit,
      offset,
    ).map((r) => ({ memberId: r.id, nickname: r.nickname, avatar: r.avatar, company: r.company, position: r.position, postCount: r.post_count })),
  );
}
