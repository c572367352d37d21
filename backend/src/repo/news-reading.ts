/**
 * News reading lists: hot, related, a column's and a company's news, a company's recommended news, the column bar,
 * view recording.
 */
import type { NewsColumn, NewsCompanyPageQuery, NewsListItem } from '@/lib/contract/news';
import type { PagingQuery } from '@/lib/contract/common';
import type { Db } from '../db/connection';
import { all, get, run, Where, transaction } from '../db/sql';
import { daysBetween } from '../db/dialect';
import { formatTime, nowText } from '../db/time';
import { paged, type PageOf } from '../http/paging';
import { FROM, itemsOf, LIST_COLUMNS, type NewsRow } from './news';

const PUBLISHED = "n.publish_status = 'PUBLISHED' AND n.is_banned = 0";

/**
 * Hot score: views plus weighted likes and comments, divided by the squared age in days (+2), so a
 * well-read item of today outranks a much-read item of last month.
 */
const hotScore = (db: Db) => `(n.view_count + 20 * n.like_count + 30 * n.comment_count) /
  ((${daysBetween(db, '?', 'n.publish_time')} + 2) * (${daysBetween(db, '?', 'n.publish_time')} + 2))`;

export async function hotNewsPage(db: Db, paging: PagingQuery): Promise<PageOf<NewsListItem>> {
  const total = (await get<{ n: number }>(db, `SELECT COUNT(*) AS n FROM news n WHERE ${PUBLISHED}`))?.n ?? 0;
  const now = nowText();
  return await paged(paging, total, async (limit, offset) =>
    await itemsOf(
      db,
      await all<NewsRow>(db, `SELECT ${LIST_COLUMNS} ${FROM} WHERE ${PUBLISHED} ORDER BY ${hotScore(db)} DESC, n.id DESC LIMIT ? OFFSET ?`, now, now, limit, offset),
    ),
  );
}

export async function isPublishedNews(db: Db, id: number): Promise<boolean> {
  return await get(db, `SELECT 1 FROM news n WHERE n.id = ? AND ${PUBLISHED}`, id) !== undefined;
}

/**
 * News related to a published item: shared theme/site/category tags count twice, the same class and the
 * same source once each; ties go to the newest. Null when the item does not exist.
 */
export async function relatedNews(db: Db, id: number, size: number): Promise<NewsListItem[] | null> {
  const self = await get<{ class_tag_id: number | null; source_tag_id: number | null }>(
    db,
    `SELECT n.class_tag_id, n.source_tag_id FROM news n WHERE n.id = ? AND ${PUBLISHED}`,
    id,
  );
  if (!self) return null;
  const rows = await all<NewsRow>(
    db,
    `SELECT ${LIST_COLUMNS},
       (SELECT COUNT(*) FROM news_tags a JOIN news_tags b ON b.tag_id = a.tag_id WHERE a.news_id = n.id AND b.news_id = ?) * 2
         + (CASE WHEN n.class_tag_id = ? THEN 1 ELSE 0 END) + (CASE WHEN n.source_tag_id = ? THEN 1 ELSE 0 END) AS score
      ${FROM}
      WHERE ${PUBLISHED} AND n.id <> ?
      ORDER BY score DESC, n.publish_time DESC, n.id DESC LIMIT ?`,
    id,
    self.class_tag_id,
    self.source_tag_id,
    id,
    size,
  );
  return await itemsOf(db, rows);
}

async function listPage(db: Db, where: Where, paging: PagingQuery): Promise<PageOf<NewsListItem>> {
  const total = (await get<{ n: number }>(db, `SELECT COUNT(*) AS n FROM news n ${where}`, ...where.params))?.n ?? 0;
  return await paged(paging, total, async (limit, offset) =>
    await itemsOf(db, await all<NewsRow>(db, `SELECT ${LIST_COLUMNS} ${FROM} ${where} ORDER BY n.publish_time DESC, n.id DESC LIMIT ? OFFSET ?`, ...where.params, limit, offset)),
  );
}

/** A column's published news, newest first; null when the column does not exist. */
export async function columnNewsPage(db: Db, columnId: number, paging: PagingQuery): Promise<PageOf<NewsListItem> | null> {
  if (!await get(db, 'SELECT 1 FROM columns WHERE id = ?', columnId)) return null;
  return await listPage(db, new Where().add(PUBLISHED).add('n.column_id = ?', columnId), paging);
}

/** A company's published news (optionally narrowed by a keyword in title or summary); null for an unknown company. */
export async function companyNewsPage(db: Db, query: NewsCompanyPageQuery): Promise<PageOf<NewsListItem> | null> {
  if (!await get(db, 'SELECT 1 FROM companies WHERE id = ?', query.companyId)) return null;
  const where = new Where()
    .add(PUBLISHED)
    .add('n.company_id = ?', query.companyId)
    .when(query.keyword, '(n.title LIKE ? OR n.summary LIKE ?)', (k) => [`%${k}%`, `%${k}%`]);
  return await listPage(db, where, query);
}

/**
 * The published news a company recommends (company_recommend_news), in the staff's order, then newest first;
 * null for an unknown company.
 */
export async function companyRecommendedNewsPage(db: Db, companyId: number, paging: PagingQuery): Promise<PageOf<NewsListItem> | null> {
  if (!await get(db, 'SELECT 1 FROM companies WHERE id = ?', companyId)) return null;
  const where = new Where().add(PUBLISHED).add('r.company_id = ?', companyId);
  const from = `${FROM} JOIN company_recommend_news r ON r.news_id = n.id`;
  const total = (await get<{ n: number }>(db, `SELECT COUNT(*) AS n FROM news n JOIN company_recommend_news r ON r.news_id = n.id ${where}`, ...where.params))?.n ?? 0;
  return await paged(paging, total, async (limit, offset) =>
    await itemsOf(db, await all<NewsRow>(db, `SELECT ${LIST_COLUMNS} ${from} ${where} ORDER BY r.sort, n.publish_time DESC, n.id DESC LIMIT ? OFFSET ?`, ...where.params, limit, offset)),
  );
}

export async function newsColumn(db: Db, id: number): Promise<NewsColumn | null> {
  const row = await get<{ id: number; name: string; description: string | null; avatar: string | null; subscriber_count: number; news_count: number }>(
    db,
    `SELECT c.id, c.name, c.description, c.avatar, c.subscriber_count,
       (SELECT COUNT(*) FROM news n WHERE n.column_id = c.id AND ${PUBLISHED}) AS news_count
       FROM columns c WHERE c.id = ?`,
    id,
  );
  if (!row) return null;
  return {
    columnId: row.id,
    columnName: row.name,
    description: row.description,
    avatar: row.avatar,
    subscriberCount: row.subscriber_count,
    newsCount: row.news_count,
  };
}

/** A visitor (cid) or member counts once per item within this window. */
const VIEW_WINDOW_MS = 30 * 60 * 1000;

/**
 * Records a view of a published item and returns its view count; null when the item does not exist.
 * Repeated views by the same member or cid within 30 minutes are recorded but not counted again.
 */
export async function recordNewsView(db: Db, id: number, memberId: number | null, cid: string | undefined): Promise<{ viewCount: number; counted: boolean } | null> {
  if (!await isPublishedNews(db, id)) return null;
  const since = formatTime(Date.now() - VIEW_WINDOW_MS);
  const who = memberId !== null ? { sql: 'member_id = ?', value: memberId } : cid ? { sql: 'cid = ?', value: cid } : null;
  const repeated = who !== null && await get(db, `SELECT 1 FROM news_views WHERE news_id = ? AND ${who.sql} AND created_at >= ?`, id, who.value, since) !== undefined;
  await transaction(db, async () => {
    await run(db, 'INSERT INTO news_views (news_id, member_id, cid, created_at) VALUES (?, ?, ?, ?)', id, memberId, cid ?? null, nowText());
    if (!repeated) await run(db, 'UPDATE news SET view_count = view_count + 1 WHERE id = ?', id);
  });
  const viewCount = (await get<{ view_count: number }>(db, 'SELECT view_count FROM news WHERE id = ?', id))?.view_count ?? 0;
  return { viewCount, counted: !repeated };
}
