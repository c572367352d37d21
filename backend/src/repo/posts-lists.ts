/**
 * Post lists beyond the main page: hot (site, circle, recent), related, by tag; view recording and
 * the editor's templates.
 */
import type { Locale } from '@/lib/constants';
import type { PostListItem, PostTemplate } from '@/lib/contract/post';
import type { Db } from '../db/connection';
import { all, get, run, transaction } from '../db/sql';
import { formatTime, nowText } from '../db/time';
import { paged, type PageOf } from '../http/paging';
import { COLUMNS, FROM, imagesByPost, itemOf, popularScore, type PostRow } from './posts';
import { OPEN_POST_SQL, readablePostSql } from './post-visibility';

const RECENT_DAYS = 7;

async function withImages(db: Db, rows: PostRow[]): Promise<PostListItem[]> {
  const images = await imagesByPost(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => itemOf(r, images.get(r.id) ?? []));
}

/** Hot lists; `readable` defaults to the posts everyone may read (issue 20 item 10: no private-circle posts). */
async function popular(db: Db, condition: string, params: unknown[], size: number, readable = readablePostSql(null)): Promise<PostRow[]> {
  return await all<PostRow>(
    db,
    `SELECT ${COLUMNS} ${FROM} WHERE p.status = 'PUBLISHED' AND ${readable.sql} AND ${condition} ORDER BY ${popularScore(db)} DESC, p.id DESC LIMIT ?`,
    ...readable.params,
    ...params,
    nowText(),
    size,
  );
}

/** G26: site-wide hot posts. */
export async function hotPosts(db: Db, size: number): Promise<PostListItem[]> {
  return await withImages(db, await popular(db, '1 = 1', [], size));
}

/** G26: hot posts of one circle (of a private one only for its members). */
export async function circleHotPosts(db: Db, circleId: number, size: number, viewerId: number | null = null): Promise<PostListItem[]> {
  return await withImages(db, await popular(db, 'p.circle_id = ?', [circleId], size, readablePostSql(viewerId)));
}

/** G26: hot posts of the last week, topped up with the site-wide list when the week was quiet. */
export async function recentHotPosts(db: Db, size: number): Promise<PostListItem[]> {
  const since = formatTime(Date.now() - RECENT_DAYS * 86_400_000);
  const recent = await popular(db, 'p.publish_time >= ?', [since], size);
  if (recent.length >= size) return await withImages(db, recent);
  const seen = new Set(recent.map((r) => r.id));
  const more = (await popular(db, '1 = 1', [], size + recent.length)).filter((r) => !seen.has(r.id));
  return await withImages(db, [...recent, ...more].slice(0, size));
}

/** G27: posts sharing the theme, circle or type of post `id`, closest first; null when `id` is missing. */
export async function relatedPosts(db: Db, id: number, size: number): Promise<PostListItem[] | null> {
  const post = await get<{ tag_id: number | null; theme_tag_id: number | null; circle_id: number | null }>(
    db,
    "SELECT tag_id, theme_tag_id, circle_id FROM posts WHERE id = ? AND status = 'PUBLISHED'",
    id,
  );
  if (!post) return null;
  const rows = await all<PostRow>(
    db,
    `SELECT ${COLUMNS} ${FROM}
     WHERE p.status = 'PUBLISHED' AND ${OPEN_POST_SQL} AND p.id <> ? AND (p.theme_tag_id = ? OR p.circle_id = ? OR p.tag_id = ?)
     ORDER BY (CASE WHEN p.theme_tag_id = ? THEN 2 ELSE 0 END) + (CASE WHEN p.circle_id = ? THEN 2 ELSE 0 END) + (CASE WHEN p.tag_id = ? THEN 1 ELSE 0 END) DESC,
       ${popularScore(db)} DESC, p.id DESC
     LIMIT ?`,
    id,
    post.theme_tag_id ?? -1,
    post.circle_id ?? -1,
    post.tag_id ?? -1,
    post.theme_tag_id ?? -1,
    post.circle_id ?? -1,
    post.tag_id ?? -1,
    nowText(),
    size,
  );
  return await withImages(db, rows);
}

/** G04: posts whose site tag or theme tag is `tagId`; null when the tag does not exist. */
export async function postsOfTag(db: Db, tagId: number, query: { current: number; size: number; sort: 'latest' | 'popular' }): Promise<PageOf<PostListItem> | null> {
  if (!await get(db, 'SELECT 1 FROM tags WHERE id = ?', tagId)) return null;
  const where = `WHERE p.status = 'PUBLISHED' AND ${OPEN_POST_SQL} AND (p.tag_id = ? OR p.theme_tag_id = ?)`;
  const total = (await get<{ n: number }>(db, `SELECT COUNT(*) AS n FROM posts p ${where}`, tagId, tagId))?.n ?? 0;
  const order = query.sort === 'popular' ? { sql: `${popularScore(db)} DESC, p.id DESC`, params: [nowText()] } : { sql: 'p.publish_time DESC, p.id DESC', params: [] };
  return await paged(query, total, async (limit, offset) =>
    await withImages(db, await all<PostRow>(db, `SELECT ${COLUMNS} ${FROM} ${where} ORDER BY ${order.sql} LIMIT ? OFFSET ?`, tagId, tagId, ...order.params, limit, offset)),
  );
}

/** G03: records one view; false when the post is missing. */
export async function recordPostView(db: Db, id: number, memberId: number | null, cid: string | undefined): Promise<boolean> {
  if (!await get(db, "SELECT 1 FROM posts WHERE id = ? AND status = 'PUBLISHED'", id)) return false;
  await transaction(db, async () => {
    await run(db, 'INSERT INTO post_views (post_id, member_id, cid, created_at) VALUES (?, ?, ?, ?)', id, memberId, cid ?? null, nowText());
    await run(db, 'UPDATE posts SET view_count = view_count + 1 WHERE id = ?', id);
  });
  return true;
}

/** G16: the template of the post type and theme, else the type's default, else null; in English where it has one (V05). */
export async function postTemplate(db: Db, tagId: number, themeTagId: number | undefined, lang: Locale = 'zh'): Promise<PostTemplate> {
  const row = await get<{ tag_id: number; theme_tag_id: number; title: string; content: string; title_en: string | null; content_en: string | null }>(
    db,
    'SELECT tag_id, theme_tag_id, title, content, title_en, content_en FROM post_templates WHERE tag_id = ? AND theme_tag_id IN (?, 0) ORDER BY theme_tag_id DESC LIMIT 1',
    tagId,
    themeTagId ?? 0,
  );
  if (!row) return null;
  const english = lang === 'en' && row.content_en !== null;
  return {
    tagId: row.tag_id,
    themeTagId: row.theme_tag_id === 0 ? null : row.theme_tag_id,
    title: english ? (row.title_en ?? '') : row.title,
    content: english ? (row.content_en ?? '') : row.content,
  };
}
