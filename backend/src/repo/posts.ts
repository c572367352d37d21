/**
 * Community posts: list (latest / popular) and detail.
 */
import { SITE_TAG } from '@/lib/constants';
import type { PostDetail, PostFile, PostListItem, PostPageQuery } from '@/lib/contract/post';
import type { Db } from '../db/connection';
import { all, get, inList, Where } from '../db/sql';
import { daysBetween, greatest } from '../db/dialect';
import { nowText } from '../db/time';
import { paged, type PageOf } from '../http/paging';
import { readablePostSql } from './post-visibility';

export const ANONYMOUS_NAME = '匿名';

export interface PostRow {
  id: number;
  title: string | null;
  content: string;
  tag_id: number | null;
  tag_name: string | null;
  tag_en_name?: string | null;
  theme_tag_id: number | null;
  theme_tag_name: string | null;
  theme_tag_en_name?: string | null;
  circle_id: number | null;
  circle_name: string | null;
  member_id: number;
  nickname: string | null;
  avatar: string | null;
  company: string | null;
  position: string | null;
  is_anonymous: number;
  publish_time: string;
  updated_at?: string | null;
  view_count: number;
  like_count: number;
  comment_count: number;
  is_top: number;
  video: string | null;
}

interface PostDetailRow extends PostRow {
  grey_words: string;
  favorite_count: number;
  files: string | null;
}

export const COLUMNS = `p.id, p.title, p.content, p.tag_id, st.name AS tag_name, st.en_name AS tag_en_name, p.theme_tag_id,
  tt.name AS theme_tag_name, tt.en_name AS theme_tag_en_name,
  p.circle_id, c.name AS circle_name, p.member_id, m.nickname, m.avatar, m.company, m.position, p.is_anonymous,
  p.publish_time, p.updated_at, p.view_count, p.like_count, p.comment_count, p.video,
  (CASE WHEN EXISTS (SELECT 1 FROM circle_pins cp WHERE cp.post_id = p.id) THEN 1 ELSE 0 END) AS is_top`;
export const FROM = `FROM posts p JOIN members m ON m.id = p.member_id
  LEFT JOIN tags st ON st.id = p.tag_id LEFT JOIN tags tt ON tt.id = p.theme_tag_id LEFT JOIN circles c ON c.id = p.circle_id`;

/**
 * Popularity: engagement (views + 5×likes + 10×comments) damped by age in hours, so a lively recent
 * post outranks an old one with the same counts.
 */
export const popularScore = (db: Db) => `(p.view_count + 5 * p.like_count + 10 * p.comment_count + 1.0)
  / power(${greatest(db, '0', `${daysBetween(db, '?', 'p.publish_time')} * 24`)} + 2, 1.5)`;

export async function imagesByPost(db: Db, ids: number[]): Promise<Map<number, string[]>> {
  const map = new Map<number, string[]>();
  if (ids.length === 0) return map;
  const rows = await all<{ post_id: number; url: string }>(
    db,
    `SELECT post_id, url FROM post_images WHERE post_id IN (${inList(ids.length)}) ORDER BY post_id, sort`,
    ...ids,
  );
  for (const row of rows) {
    const list = map.get(row.post_id) ?? [];
    list.push(row.url);
    map.set(row.post_id, list);
  }
  return map;
}

export function itemOf(row: PostRow, images: string[]): PostListItem {
  const anonymous = row.is_anonymous === 1;
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    images,
    tagId: row.tag_id,
    tagName: row.tag_name,
    tagEnName: row.tag_en_name ?? null,
    themeTagId: row.theme_tag_id,
    themeTagName: row.theme_tag_name,
    themeTagEnName: row.theme_tag_en_name ?? null,
    circleId: row.circle_id,
    circleName: row.circle_name,
    memberId: row.member_id,
    nickname: anonymous ? ANONYMOUS_NAME : row.nickname,
    avatar: anonymous ? null : row.avatar,
    company: anonymous ? null : row.company,
    position: anonymous ? null : row.position,
    isAnonymous: anonymous,
    publishTime: row.publish_time,
    ...(row.updated_at ? { updateTime: row.updated_at } : {}),
    viewCount: row.view_count,
    likeCount: row.like_count,
    commentCount: row.comment_count,
    isTop: row.is_top === 1,
    video: row.video,
  };
}

function listWhere(query: PostPageQuery, viewerId: number | null): Where {
  const readable = readablePostSql(viewerId);
  // G14 (DEFAULT): the site tag 'all' (−2) is no type filter
  const tagIds = query.tagId.filter((id) => id !== SITE_TAG.all);
  return new Where()
    .add("p.status = 'PUBLISHED'")
    .add(readable.sql, ...readable.params)
    .when(query.circleId, 'p.circle_id = ?')
    .when(tagIds.length > 0 ? tagIds : undefined, `p.tag_id IN (${inList(tagIds.length)})`, (ids) => ids)
    .when(query.themeTagId, 'p.theme_tag_id = ?')
    .when(query.memberId, 'p.member_id = ? AND p.is_anonymous = 0')
    .when(query.keyword, '(p.title LIKE ? OR p.content LIKE ?)', (k) => [`%${k}%`, `%${k}%`]);
}

/** G01/G08: a page of posts; posts of private circles only for their members (issue 20 item 10). */
export async function postPage(db: Db, query: PostPageQuery, viewerId: number | null = null): Promise<PageOf<PostListItem>> {
  const where = listWhere(query, viewerId);
  const total = (await get<{ n: number }>(db, `SELECT COUNT(*) AS n FROM posts p ${where}`, ...where.params))?.n ?? 0;
  const pinnedFirst = query.circleId !== undefined ? 'is_top DESC, ' : '';
  const order =
    query.sort === 'popular'
      ? { sql: `ORDER BY ${pinnedFirst}${popularScore(db)} DESC, p.id DESC`, params: [nowText()] }
      : { sql: `ORDER BY ${pinnedFirst}p.publish_time DESC, p.id DESC`, params: [] };
  return await paged(query, total, async (limit, offset) => {
    const rows = await all<PostRow>(
      db,
      `SELECT ${COLUMNS} ${FROM} ${where} ${order.sql} LIMIT ? OFFSET ?`,
      ...where.params,
      ...order.params,
      limit,
      offset,
    );
    const images = await imagesByPost(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => itemOf(r, images.get(r.id) ?? []));
  });
}

function parseWords(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((w): w is string => typeof w === 'string') : [];
  } catch {
    return [];
  }
}

/** The attached files (P16) stored as JSON `[{name, url}]`; anything else reads as none. */
function parseFiles(json: string | null): PostFile[] {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((f): f is PostFile => typeof f?.name === 'string' && typeof f?.url === 'string').map((f) => ({ name: f.name, url: f.url })) : [];
  } catch {
    return [];
  }
}

/** A published post; null when missing or not published. */
export async function postDetail(db: Db, id: number, viewerId: number | null): Promise<PostDetail | null> {
  const row = await get<PostDetailRow>(db, `SELECT ${COLUMNS}, p.grey_words, p.favorite_count, p.files ${FROM} WHERE p.id = ? AND p.status = 'PUBLISHED'`, id);
  if (!row) return null;
  const isLiked = viewerId !== null && await get(db, 'SELECT 1 FROM post_likes WHERE post_id = ? AND member_id = ?', id, viewerId) !== undefined;
  const isFavorite =
    viewerId !== null &&
    await get(db, "SELECT 1 FROM member_favorites WHERE member_id = ? AND target_type = 'post' AND target_id = ?", viewerId, id) !== undefined;
  return {
    ...itemOf(row, (await imagesByPost(db, [id])).get(id) ?? []),
    isLiked,
    isFavorite,
    greyWords: parseWords(row.grey_words),
    favoriteCount: row.favorite_count,
    files: parseFiles(row.files),
  };
}
