/**
 * News publishing's data (F13–F15, F31): the manageable row of an item, its detail for the author or the column
 * owner, the caller's column, validation and sanitising of a save, and the writes.
 */
import { ERR_NO_PERMISSION, TAG_TYPE } from '@/lib/constants';
import type { NewsCreateInput, NewsManageDetail } from '@/lib/contract/news-manage';
import { htmlToText, sanitizeContentHtml } from '@/lib/shared/sanitize-html';
import { readEnv } from '../config';
import type { Db } from '../db/connection';
import { all, get, inList, insertId, run, transaction } from '../db/sql';
import { nowText } from '../db/time';
import { ApiError, fail } from '../http/envelope';
import { NO_PERMISSION_MESSAGE } from './comments';
import { assertNoGreyWords } from './grey-words';

const SUMMARY_FROM_BODY = 120;

export interface ManageRow {
  id: number;
  title: string;
  summary: string | null;
  content: string;
  cover_img: string | null;
  author: string | null;
  publish_time: string;
  source_tag_id: number | null;
  source_name: string | null;
  class_tag_id: number | null;
  class_name: string | null;
  column_id: number | null;
  column_name: string | null;
  column_owner: number | null;
  member_id: number | null;
  view_count: number;
  like_count: number;
  comment_count: number;
  favorite_count: number;
  seo_keywords: string | null;
  publish_status: 'DRAFT' | 'PUBLISHED';
  is_banned: number;
  translation_direction: 'ZH_TO_EN' | 'EN_TO_ZH' | null;
}

export async function manageRow(db: Db, id: number): Promise<ManageRow | undefined> {
  return await get<ManageRow>(
    db,
    `SELECT n.id, n.title, n.summary, n.content, n.cover_img, n.author, n.publish_time, n.source_tag_id, s.name AS source_name,
       n.class_tag_id, c.name AS class_name, n.column_id, col.name AS column_name, col.owner_member_id AS column_owner, n.member_id,
       n.view_count, n.like_count, n.comment_count, n.favorite_count, n.seo_keywords, n.publish_status, n.is_banned, n.translation_direction
     FROM news n LEFT JOIN tags s ON s.id = n.source_tag_id LEFT JOIN tags c ON c.id = n.class_tag_id LEFT JOIN columns col ON col.id = n.column_id
     WHERE n.id = ?`,
    id,
  );
}

export function canManage(row: ManageRow, memberId: number): boolean {
  return row.member_id === memberId || row.column_owner === memberId;
}

export async function detailOf(db: Db, row: ManageRow, viewerId: number): Promise<NewsManageDetail> {
  const tags = await all<{ id: number; name: string }>(db, 'SELECT t.id, t.name FROM news_tags nt JOIN tags t ON t.id = nt.tag_id WHERE nt.news_id = ? ORDER BY nt.sort', row.id);
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    coverImg: row.cover_img,
    publishTime: row.publish_time,
    sourceTagId: row.source_tag_id,
    sourceName: row.source_name,
    classTagId: row.class_tag_id,
    classTagName: row.class_name,
    tags,
    viewCount: row.view_count,
    likeCount: row.like_count,
    commentCount: row.comment_count,
    seoKeywords: row.seo_keywords,
    content: row.content,
    author: row.author,
    columnId: row.column_id,
    columnName: row.column_name,
    isLiked: await get(db, 'SELECT 1 FROM news_likes WHERE news_id = ? AND member_id = ?', row.id, viewerId) !== undefined,
    isFavorite: await get(db, "SELECT 1 FROM member_favorites WHERE member_id = ? AND target_type = 'news' AND target_id = ?", viewerId, row.id) !== undefined,
    publishStatus: row.publish_status,
    favoriteCount: row.favorite_count,
    tagIds: tags.map((t) => t.id),
    translationDirection: row.translation_direction,
    isBanned: row.is_banned === 1,
    memberId: row.member_id,
  };
}

/** The caller's column (F14 DEFAULT: only members with `hasColumn` publish news). */
export async function columnOf(db: Db, memberId: number): Promise<{ columnId: number | null; nickname: string | null }> {
  const member = await get<{ has_column: number; nickname: string | null }>(db, 'SELECT has_column, nickname FROM members WHERE id = ?', memberId);
  if (!member?.has_column) throw new ApiError(ERR_NO_PERMISSION, NO_PERMISSION_MESSAGE);
  const column = await get<{ id: number }>(db, 'SELECT id FROM columns WHERE owner_member_id = ? ORDER BY id LIMIT 1', memberId);
  return { columnId: column?.id ?? null, nickname: member.nickname };
}

/** Validated, sanitised fields; grey words refuse a PUBLISHED save (code 1 with the words). */
export async function prepareNews(db: Db, input: NewsCreateInput) {
  const content = sanitizeContentHtml(input.content, readEnv().siteUrl);
  const text = htmlToText(content);
  if (!text && !/<img\s/i.test(content)) throw fail('content: empty');
  if (input.publishStatus === 'PUBLISHED') await assertNoGreyWords(db, input.title, input.summary ?? '', text);
  const tagIds = [...new Set(input.tagIds ?? [])];
  if (tagIds.length > 0) {
    const known = await all<{ id: number }>(db, `SELECT id FROM tags WHERE id IN (${inList(tagIds.length)}) AND type = ?`, ...tagIds, TAG_TYPE.newsTheme);
    if (known.length !== tagIds.length) throw fail('tagIds: unknown theme tag');
  }
  if (input.classTagId && !await get(db, 'SELECT 1 FROM tags WHERE id = ? AND type = ?', input.classTagId, TAG_TYPE.newsClass)) throw fail('classTagId: unknown class tag');
  const summary = input.summary?.trim() || text.slice(0, SUMMARY_FROM_BODY) || null;
  return { content, summary, tagIds };
}

async function writeTags(db: Db, newsId: number, tagIds: number[]): Promise<void> {
  await run(db, `DELETE FROM news_tags WHERE news_id = ? AND tag_id IN (SELECT id FROM tags WHERE type = ?)`, newsId, TAG_TYPE.newsTheme);
  for (const [i, tagId] of tagIds.entries()) await run(db, 'INSERT INTO news_tags (news_id, tag_id, sort) VALUES (?, ?, ?) ON CONFLICT DO NOTHING', newsId, tagId, i);
}

export type PreparedNews = Awaited<ReturnType<typeof prepareNews>>;

export async function insertNews(
  db: Db,
  author: { memberId: number; columnId: number | null; nickname: string | null },
  input: NewsCreateInput,
  fields: PreparedNews,
): Promise<number> {
  const now = nowText();
  return await transaction(db, async () => {
    const newId = (await insertId(db, `INSERT INTO news (title, summary, content, cover_img, author, class_tag_id, column_id, member_id, publish_status, is_banned,
           publish_time, translation_direction, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?)`, input.title, fields.summary, fields.content, input.coverImg ?? null, author.nickname, input.classTagId ?? null, author.columnId, author.memberId, input.publishStatus, now, input.translationDirection ?? null, now, now));
    await writeTags(db, newId, fields.tagIds);
    return newId;
  });
}

/** Saves an edit; publishing a draft stamps the publish time. */
export async function updateNews(db: Db, row: ManageRow, input: NewsCreateInput & { id: number }, fields: PreparedNews): Promise<void> {
  const now = nowText();
  const publishTime = row.publish_status === 'DRAFT' && input.publishStatus === 'PUBLISHED' ? now : row.publish_time;
  await transaction(db, async () => {
    await run(
      db,
      `UPDATE news SET title = ?, summary = ?, content = ?, cover_img = ?, class_tag_id = ?, publish_status = ?, publish_time = ?,
         translation_direction = ?, updated_at = ? WHERE id = ?`,
      input.title,
      fields.summary,
      fields.content,
      input.coverImg ?? null,
      input.classTagId ?? null,
      input.publishStatus,
      publishTime,
      input.translationDirection ?? null,
      now,
      input.id,
    );
    await writeTags(db, input.id, fields.tagIds);
  });
}

export async function setNewsBanned(db: Db, id: number, isBanned: boolean): Promise<void> {
  await run(db, 'UPDATE news SET is_banned = ?, updated_at = ? WHERE id = ?', isBanned ? 1 : 0, nowText(), id);
}
