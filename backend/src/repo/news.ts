/**
 * News list and detail.
 */
import { CASE_CLASS_TAG_CODE, TAG_TYPE } from '@/lib/constants';
import type { NewsDetail, NewsListItem, NewsPageQuery } from '@/lib/contract/news';
import type { TagRef } from '@/lib/contract/common';
import type { Db } from '../db/connection';
import { all, get, inList, Where } from '../db/sql';
import { paged, type PageOf } from '../http/paging';

export interface NewsRow {
  id: number;
  title: string;
  summary: string | null;
  cover_img: string | null;
  publish_time: string;
  source_tag_id: number | null;
  source_name: string | null;
  source_en_name?: string | null;
  class_tag_id: number | null;
  class_name: string | null;
  class_en_name?: string | null;
  view_count: number;
  like_count: number;
  comment_count: number;
  seo_keywords: string | null;
  updated_at?: string | null;
}

interface NewsDetailRow extends NewsRow {
  content: string;
  author: string | null;
  column_id: number | null;
  column_name: string | null;
  author_member_id: number | null;
  author_nickname: string | null;
  publish_status: 'DRAFT' | 'PUBLISHED';
  favorite_count: number;
}

export const LIST_COLUMNS = `n.id, n.title, n.summary, n.cover_img, n.publish_time, n.source_tag_id, s.name AS source_name,
  s.en_name AS source_en_name, n.class_tag_id, c.name AS class_name, c.en_name AS class_en_name, n.view_count, n.like_count,
  n.comment_count, n.seo_keywords, n.updated_at`;
export const FROM = 'FROM news n LEFT JOIN tags s ON s.id = n.source_tag_id LEFT JOIN tags c ON c.id = n.class_tag_id';
/** The news item is not under the case class tag (`? = type, code` twice: the root and its children). */
const NOT_A_CASE = `(n.class_tag_id IS NULL OR n.class_tag_id NOT IN (
  SELECT r.id FROM tags r WHERE r.type = ? AND r.code = ? AND r.parent_id IS NULL
  UNION SELECT c.id FROM tags c JOIN tags r ON r.id = c.parent_id WHERE r.type = ? AND r.code = ? AND r.parent_id IS NULL))`;
export const HAS_TAG = 'EXISTS (SELECT 1 FROM news_tags nt WHERE nt.news_id = n.id AND nt.tag_id = ?)';

export async function tagsByNews(db: Db, ids: number[]): Promise<Map<number, TagRef[]>> {
  const map = new Map<number, TagRef[]>();
  if (ids.length === 0) return map;
  const rows = await all<{ news_id: number; id: number; name: string; en_name: string | null }>(
    db,
    `SELECT nt.news_id, t.id, t.name, t.en_name FROM news_tags nt JOIN tags t ON t.id = nt.tag_id
      WHERE nt.news_id IN (${inList(ids.length)}) ORDER BY nt.news_id, nt.sort, t.id`,
    ...ids,
  );
  for (const row of rows) {
    const list = map.get(row.news_id) ?? [];
    list.push({ id: row.id, name: row.name, enName: row.en_name });
    map.set(row.news_id, list);
  }
  return map;
}

export function itemOf(row: NewsRow, tags: TagRef[]): NewsListItem {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    coverImg: row.cover_img,
    publishTime: row.publish_time,
    sourceTagId: row.source_tag_id,
    sourceName: row.source_name,
    sourceEnName: row.source_en_name ?? null,
    classTagId: row.class_tag_id,
    classTagName: row.class_name,
    classTagEnName: row.class_en_name ?? null,
    tags,
    viewCount: row.view_count,
    likeCount: row.like_count,
    commentCount: row.comment_count,
    seoKeywords: row.seo_keywords,
    ...(row.updated_at ? { updateTime: row.updated_at } : {}),
  };
}

function listWhere(query: NewsPageQuery): Where {
  return new Where()
    .add("n.publish_status = 'PUBLISHED' AND n.is_banned = 0")
    // A class tag's news include those of its child class tags (the case class `case` and its children, M06).
    .when(query.classTagId, 'n.class_tag_id IN (SELECT id FROM tags WHERE id = ? OR parent_id = ?)', (t) => [t, t])
    // Without a class, cases stay out: they are listed at /case, not among the news (M05–M07 DEFAULT).
    .when(query.classTagId === undefined ? CASE_CLASS_TAG_CODE : undefined, NOT_A_CASE, (code) => [TAG_TYPE.newsClass, code, TAG_TYPE.newsClass, code])
    .when(query.sourceTagId, 'n.source_tag_id = ?')
    .when(query.columnId, 'n.column_id = ?')
    .when(query.companyId, 'n.company_id = ?')
    .when(query.themeTagId, HAS_TAG)
    .when(query.siteTagId, HAS_TAG)
    .when(query.categoryTagId, HAS_TAG)
    .when(query.tagId, `(n.class_tag_id = ? OR n.source_tag_id = ? OR ${HAS_TAG})`, (t) => [t, t, t])
    .when(query.keyword, '(n.title LIKE ? OR n.summary LIKE ? OR n.seo_keywords LIKE ?)', (k) => [`%${k}%`, `%${k}%`, `%${k}%`]);
}

/** List items of rows, with their tags (one query for all rows). */
export async function itemsOf(db: Db, rows: NewsRow[]): Promise<NewsListItem[]> {
  const tags = await tagsByNews(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => itemOf(r, tags.get(r.id) ?? []));
}

/** Published, not banned, newest first. */
export async function newsPage(db: Db, query: NewsPageQuery): Promise<PageOf<NewsListItem>> {
  const where = listWhere(query);
  const total = (await get<{ n: number }>(db, `SELECT COUNT(*) AS n FROM news n ${where}`, ...where.params))?.n ?? 0;
  return await paged(query, total, async (limit, offset) => {
    const rows = await all<NewsRow>(
      db,
      `SELECT ${LIST_COLUMNS} ${FROM} ${where} ORDER BY n.publish_time DESC, n.id DESC LIMIT ? OFFSET ?`,
      ...where.params,
      limit,
      offset,
    );
    const tags = await tagsByNews(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => itemOf(r, tags.get(r.id) ?? []));
  });
}

/** A published, not banned news item; null otherwise. */
export async function newsDetail(db: Db, id: number, viewerId: number | null): Promise<NewsDetail | null> {
  const row = await get<NewsDetailRow>(
    db,
    `SELECT ${LIST_COLUMNS}, n.content, n.author, n.column_id, col.name AS column_name, n.publish_status, n.favorite_count,
            am.id AS author_member_id, am.nickname AS author_nickname
       ${FROM} LEFT JOIN columns col ON col.id = n.column_id
       LEFT JOIN members am ON am.id = COALESCE(n.member_id, col.owner_member_id)
      WHERE n.id = ? AND n.publish_status = 'PUBLISHED' AND n.is_banned = 0`,
    id,
  );
  if (!row) return null;
  const isLiked = viewerId !== null && await get(db, 'SELECT 1 FROM news_likes WHERE news_id = ? AND member_id = ?', id, viewerId) !== undefined;
  const isFavorite =
    viewerId !== null &&
    await get(db, "SELECT 1 FROM member_favorites WHERE member_id = ? AND target_type = 'news' AND target_id = ?", viewerId, id) !== undefined;
  return {
    ...itemOf(row, (await tagsByNews(db, [id])).get(id) ?? []),
    content: row.content,
    // issue 18 item 12: a column article names its author (the member who wrote it, else the column's owner)
    author: row.author ?? (row.column_id !== null ? row.author_nickname : null),
    authorMemberId: row.column_id !== null ? row.author_member_id : null,
    columnId: row.column_id,
    columnName: row.column_name,
    isLiked,
    isFavorite,
    publishStatus: row.publish_status,
    favoriteCount: row.favorite_count,
  };
}
