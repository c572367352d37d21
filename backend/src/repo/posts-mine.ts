/**
 * The member's community lists and the remaining post searches of §7.3 (G28, G42, E14/E28; every word of a
 * search keyword must match, through the segmented index of search/match.ts):
 * `/post/posts/my`, `/common`, `/members`, `/recommend2`, `/v2/search`, `/circle/search`, `/members/search`.
 */
import { OPEN_POST_SQL, readablePostSql } from './post-visibility';
import { SITE_TAG } from '@/lib/constants';
import type { CircleItem } from '@/lib/contract/circle';
import type { PagingQuery } from '@/lib/contract/common';
import type { PostListItem, PostSearchFacet, PostSearchPage, PostSearchQuery } from '@/lib/contract/post';
import type { CompanyLink } from '@/lib/contract/company';
import type { Db } from '../db/connection';
import { all, get, Where } from '../db/sql';
import { daysBefore } from '../db/dialect';
import { nowText } from '../db/time';
import { paged, type PageOf } from '../http/paging';
import { keywordMatch } from '../search/match';
import { COLUMNS, FROM, imagesByPost, itemOf, popularScore, type PostRow } from './posts';
import type { CircleRow } from './circles';
import { companyLinksOf } from './company-links';

/** `byId`: the search's table hint (search/match.ts `KeywordMatch.byId`). */
async function pageOfPosts(db: Db, paging: PagingQuery, where: Where, order: { sql: string; params: unknown[] }, byId = ''): Promise<PageOf<PostListItem>> {
  const total = (await get<{ n: number }>(db, `SELECT COUNT(*) AS n FROM posts p${byId} ${where}`, ...where.params))?.n ?? 0;
  return await paged(paging, total, async (limit, offset) => {
    const rows = await all<PostRow>(db, `SELECT ${COLUMNS} ${FROM.replace('FROM posts p', `FROM posts p${byId}`)} ${where} ${order.sql} LIMIT ? OFFSET ?`, ...where.params, ...order.params, limit, offset);
    const images = await imagesByPost(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => itemOf(r, images.get(r.id) ?? []));
  });
}

const NEWEST = { sql: 'ORDER BY p.publish_time DESC, p.id DESC', params: [] };

/** `GET /post/posts/my`: the caller's own published posts (anonymous ones included), newest first. */
export async function myPosts(db: Db, memberId: number, paging: PagingQuery): Promise<PageOf<PostListItem>> {
  return await pageOfPosts(db, paging, new Where().add("p.status = 'PUBLISHED'").add('p.member_id = ?', memberId), NEWEST);
}

/** `GET /post/posts/common`: posts in the circles the caller belongs to (the 'mine' feed of /circle), newest first. */
export async function commonPosts(db: Db, memberId: number, paging: PagingQuery): Promise<PageOf<PostListItem>> {
  const where = new Where()
    .add("p.status = 'PUBLISHED'")
    .add("p.circle_id IN (SELECT circle_id FROM circle_members WHERE member_id = ? AND member_type <> 'PENDING')", memberId);
  return await pageOfPosts(db, paging, where, NEWEST);
}

/** `GET /post/posts/members`: posts of the members the caller follows (signed posts only), newest first. */
export async function followedMembersPosts(db: Db, memberId: number, paging: PagingQuery): Promise<PageOf<PostListItem>> {
  const where = new Where()
    .add("p.status = 'PUBLISHED'")
    .add(readablePostSql(memberId).sql, ...readablePostSql(memberId).params)
    .add('p.is_anonymous = 0')
    .add('p.member_id IN (SELECT followee_id FROM follows WHERE follower_id = ?)', memberId);
  return await pageOfPosts(db, paging, where, NEWEST);
}

/**
 * `GET /post/posts/recommend2` (G28): the most engaging posts of the last 30 days of activity, posts with
 * images first among equals; the caller's own posts are left out.
 */
export async function recommendedPosts(db: Db, size: number, viewerId: number | null): Promise<PostListItem[]> {
  const now = nowText();
  const where = new Where()
    .add("p.status = 'PUBLISHED'")
    .add(readablePostSql(viewerId).sql, ...readablePostSql(viewerId).params)
    .add(`p.publish_time >= (SELECT ${daysBefore(db, 'MAX(publish_time)', 30)} FROM posts WHERE status = 'PUBLISHED')`)
    .when(viewerId ?? undefined, 'p.member_id <> ?');
  const rows = await all<PostRow>(
    db,
    `SELECT ${COLUMNS} ${FROM} ${where}
     ORDER BY ${popularScore(db)} * (CASE WHEN EXISTS (SELECT 1 FROM post_images pi WHERE pi.post_id = p.id) THEN 1.5 ELSE 1 END) DESC, p.id DESC LIMIT ?`,
    ...where.params,
    now,
    size,
  );
  const images = await imagesByPost(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => itemOf(r, images.get(r.id) ?? []));
}

interface FacetRow {
  id: number;
  name: string;
  en_name: string | null;
  count: number;
}

/** Counted per tag id first, the few tags named after (a tag lookup per match cost most of a common word's search). */
async function facetsOf(db: Db, where: Where, column: 'p.tag_id' | 'p.theme_tag_id', byId: string): Promise<PostSearchFacet[]> {
  return (await all<FacetRow>(
    db,
    `SELECT t.id, t.name, t.en_name, x.count
       FROM (SELECT ${column} AS tag_id, COUNT(*) AS count FROM posts p${byId} ${where} GROUP BY ${column}) x JOIN tags t ON t.id = x.tag_id
      ORDER BY x.count DESC, t.sort, t.id`,
    ...where.params,
  )).map((r) => ({ id: r.id, name: r.name, enName: r.en_name, count: r.count }));
}

/**
 * `GET /post/posts/v2/search` (E14, E17, E28): published posts holding every word of the keyword in title or body;
 * `sortByTime` or relevance (title hits first, then newest); filtered by type (`tagId`) and theme (`themeTagId`),
 * with the type and theme facets of every match and the matched words.
 */
export async function searchPosts(db: Db, query: PostSearchQuery): Promise<PostSearchPage> {
  const match = await keywordMatch(db, 'posts', 'p.id', query.keyword);
  if (!match) return { ...await paged(query, 0, () => []), facets: { tags: [], themeTags: [] } };
  const matches = () => new Where().add("p.status = 'PUBLISHED'").add(OPEN_POST_SQL).add(match.sql, ...match.params);
  const facets = { tags: await facetsOf(db, matches(), 'p.tag_id', match.byId), themeTags: await facetsOf(db, matches(), 'p.theme_tag_id', match.byId) };
  // G14 (DEFAULT): the type 'all' (−2) is no type filter
  const where = matches().when(query.tagId === SITE_TAG.all ? undefined : query.tagId, 'p.tag_id = ?').when(query.themeTagId, 'p.theme_tag_id = ?');
  const order = query.sortByTime ? NEWEST : { sql: `ORDER BY ${match.titleSql} DESC, p.publish_time DESC, p.id DESC`, params: match.titleParams };
  return { ...await pageOfPosts(db, query, where, order, match.byId), facets, terms: match.terms };
}

type CircleSearchRow = Omit<CircleRow, 'owner_member_id'>;

/** `GET /post/posts/circle/search`: circles whose name, category or introduction holds every word; name hits first. */
export async function searchCircles(db: Db, query: PagingQuery & { keyword: string }): Promise<PageOf<CircleItem> & { terms: string[] }> {
  const match = await keywordMatch(db, 'circles', 'c.id', query.keyword);
  if (!match) return { ...await paged(query, 0, () => []), terms: [] };
  const total = (await get<{ n: number }>(db, `SELECT COUNT(*) AS n FROM circles c WHERE ${match.sql}`, ...match.params))?.n ?? 0;
  const page = await paged(query, total, async (limit, offset) =>
    (await all<CircleSearchRow>(
      db,
      `SELECT c.id, c.name, c.description, c.avatar, c.cover_img, c.category, c.circle_type, c.is_public, c.member_count, c.post_count, c.created_at
       FROM circles c WHERE ${match.sql} ORDER BY ${match.titleSql} DESC, c.member_count DESC, c.id LIMIT ? OFFSET ?`,
      ...match.params,
      ...match.titleParams,
      limit,
      offset,
    )).map((r) => ({
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
  return { ...page, terms: match.terms };
}

export interface PostAuthorHit {
  memberId: number;
  nickname: string | null;
  avatar: string | null;
  company: string | null;
  companyLink: CompanyLink | null;
  position: string | null;
  postCount: number;
}

/** `GET /post/posts/members/search`: members who posted (signed), matched by name, company or position; most posts first. */
export async function searchPostMembers(db: Db, query: PagingQuery & { keyword: string }): Promise<PageOf<PostAuthorHit> & { terms: string[] }> {
  const match = await keywordMatch(db, 'members', 'm.id', query.keyword);
  if (!match) return { ...await paged(query, 0, () => []), terms: [] };
  const cond = `${match.sql}
    AND EXISTS (SELECT 1 FROM posts p WHERE p.member_id = m.id AND p.status = 'PUBLISHED' AND p.is_anonymous = 0)`;
  const total = (await get<{ n: number }>(db, `SELECT COUNT(*) AS n FROM members m WHERE ${cond}`, ...match.params))?.n ?? 0;
  const page = await paged(query, total, async (limit, offset) => {
    const rows = await all<{ id: number; nickname: string | null; avatar: string | null; company: string | null; company_id: number; position: string | null; post_count: number }>(
      db,
      `SELECT m.id, m.nickname, m.avatar, m.company, m.company_id, m.position,
         (SELECT COUNT(*) FROM posts p WHERE p.member_id = m.id AND p.status = 'PUBLISHED' AND p.is_anonymous = 0) AS post_count
       FROM members m WHERE ${cond} ORDER BY ${match.titleSql} DESC, post_count DESC, m.id LIMIT ? OFFSET ?`,
      ...match.params,
      ...match.titleParams,
      limit,
      offset,
    );
    const links = await companyLinksOf(
      db,
      rows.map((r) => r.company_id),
    );
    return rows.map((r) => ({
      memberId: r.id,
      nickname: r.nickname,
      avatar: r.avatar,
      company: r.company,
      companyLink: links.get(r.company_id) ?? null,
      position: r.position,
      postCount: r.post_count,
    }));
  });
  return { ...page, terms: match.terms };
}
