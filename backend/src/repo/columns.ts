/**
 * Columns in the circle family (F34, G43, G44): the Column entity with the caller's member type,
 * subscribe (join) and unsubscribe (leave), followed and created columns. Columns are the news columns
 * (`columns`, `column_subscribers`); the author is the column's owner and never a subscriber row.
 */
import type { Column, ColumnMemberType, ColumnSubscribeResult } from '@/lib/contract/circle';
import type { Db } from '../db/connection';
import { all, get, run, transaction } from '../db/sql';
import { nowText } from '../db/time';
import { fail, notFound } from '../http/envelope';
import { qrImagePath, siteUrl } from '../standins/storage-host';

interface ColumnRow {
  id: number;
  name: string;
  description: string | null;
  avatar: string | null;
  owner_member_id: number;
  subscriber_count: number;
  news_count: number;
}

const SELECT = `SELECT col.id, col.name, col.description, col.avatar, col.owner_member_id, col.subscriber_count,
  (SELECT COUNT(*) FROM news n WHERE n.column_id = col.id AND n.publish_status = 'PUBLISHED' AND n.is_banned = 0) AS news_count
  FROM columns col`;

export async function columnMemberTypeOf(db: Db, row: { id: number; owner_member_id: number }, memberId: number | null): Promise<ColumnMemberType> {
  if (memberId === null) return -1;
  if (row.owner_member_id === memberId) return 'OWNER';
  return await get(db, 'SELECT 1 FROM column_subscribers WHERE column_id = ? AND member_id = ?', row.id, memberId) ? 'JOINED' : -1;
}

async function columnOf(db: Db, row: ColumnRow, viewerId: number | null): Promise<Column> {
  return {
    columnId: row.id,
    columnName: row.name,
    description: row.description,
    avatar: row.avatar,
    subscriberCount: row.subscriber_count,
    newsCount: row.news_count,
    columnMemberType: await columnMemberTypeOf(db, row, viewerId),
    miniappCode: qrImagePath(`${siteUrl()}/news/column/${row.id}`),
  };
}

async function requireColumn(db: Db, columnId: number): Promise<ColumnRow> {
  const row = await get<ColumnRow>(db, `${SELECT} WHERE col.id = ?`, columnId);
  if (!row) throw notFound();
  return row;
}

/** The column with the caller's member type; null when missing. */
export async function columnDetail(db: Db, columnId: number, viewerId: number | null): Promise<Column | null> {
  const row = await get<ColumnRow>(db, `${SELECT} WHERE col.id = ?`, columnId);
  return row ? await columnOf(db, row, viewerId) : null;
}

async function refreshSubscribers(db: Db, columnId: number): Promise<number> {
  await run(db, 'UPDATE columns SET subscriber_count = (SELECT COUNT(*) FROM column_subscribers s WHERE s.column_id = columns.id) WHERE id = ?', columnId);
  return (await get<{ n: number }>(db, 'SELECT subscriber_count AS n FROM columns WHERE id = ?', columnId))?.n ?? 0;
}

/** F34: subscribe (idempotent). The author is already its owner. */
export async function subscribeColumn(db: Db, columnId: number, memberId: number): Promise<ColumnSubscribeResult> {
  const row = await requireColumn(db, columnId);
  const type = await columnMemberTypeOf(db, row, memberId);
  if (type !== -1) return { columnMemberType: type, subscriberCount: row.subscriber_count };
  const count = await transaction(db, async () => {
    await run(db, "INSERT INTO column_subscribers (column_id, member_id, member_type, created_at) VALUES (?, ?, 'JOINED', ?) ON CONFLICT DO NOTHING", columnId, memberId, nowText());
    return await refreshSubscribers(db, columnId);
  });
  return { columnMemberType: 'JOINED', subscriberCount: count };
}

/** F34: unsubscribe (idempotent); the author cannot unsubscribe from their own column. */
export async function unsubscribeColumn(db: Db, columnId: number, memberId: number): Promise<ColumnSubscribeResult> {
  const row = await requireColumn(db, columnId);
  if (row.owner_member_id === memberId) throw fail('The author cannot unsubscribe from their own column');
  const count = await transaction(db, async () => {
    await run(db, 'DELETE FROM column_subscribers WHERE column_id = ? AND member_id = ?', columnId, memberId);
    return await refreshSubscribers(db, columnId);
  });
  return { columnMemberType: -1, subscriberCount: count };
}

/** G44: the member's subscribed columns, newest subscription first. */
export async function followedColumns(db: Db, memberId: number): Promise<Column[]> {
  return (await Promise.all((await all<ColumnRow>(
    db,
    `${SELECT} JOIN column_subscribers s ON s.column_id = col.id WHERE s.member_id = ? AND col.owner_member_id <> s.member_id ORDER BY s.created_at DESC, col.id`,
    memberId,
  )).map(async (r) => await columnOf(db, r, memberId))));
}

/** G44: the columns the member writes. */
export async function createdColumns(db: Db, memberId: number): Promise<Column[]> {
  return (await Promise.all((await all<ColumnRow>(db, `${SELECT} WHERE col.owner_member_id = ? ORDER BY col.id`, memberId)).map(async (r) => await columnOf(db, r, memberId))));
}
