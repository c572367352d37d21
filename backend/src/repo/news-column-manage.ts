/**
 * `GET /news/news/column/manage-page` (F30): every news item of the caller's own column(s), drafts and banned
 * ones included, newest updated first.
 */
import type { PagingQuery } from '@/lib/contract/common';
import type { NewsManageItem } from '@/lib/contract/news';
import type { Db } from '../db/connection';
import { all, get } from '../db/sql';
import { paged, type PageOf } from '../http/paging';
import { FROM, itemOf, LIST_COLUMNS, tagsByNews, type NewsRow } from './news';

interface ManageListRow extends NewsRow {
  publish_status: 'DRAFT' | 'PUBLISHED';
  is_banned: number;
  updated_at: string;
}

const OWN_COLUMNS = 'WHERE n.column_id IN (SELECT id FROM columns WHERE owner_member_id = ?)';

export async function columnManagePage(db: Db, ownerId: number, paging: PagingQuery): Promise<PageOf<NewsManageItem>> {
  const total = (await get<{ n: number }>(db, `SELECT COUNT(*) AS n FROM news n ${OWN_COLUMNS}`, ownerId))?.n ?? 0;
  return await paged(paging, total, async (limit, offset) => {
    const rows = await all<ManageListRow>(
      db,
      `SELECT ${LIST_COLUMNS}, n.publish_status, n.is_banned ${FROM} ${OWN_COLUMNS}
        ORDER BY n.updated_at DESC, n.id DESC LIMIT ? OFFSET ?`,
      ownerId,
      limit,
      offset,
    );
    const tags = await tagsByNews(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({
      ...itemOf(r, tags.get(r.id) ?? []),
      publishStatus: r.publish_status,
      isBanned: r.is_banned === 1,
      updateTime: r.updated_at,
    }));
  });
}
