/**
 * Hot search keywords of a site (news, post, activity, company).
 */
import type { HotKeyword, PagingQuery } from '@/lib/contract/common';
import type { Db } from '../db/connection';
import { all, get } from '../db/sql';
import { paged, type PageOf } from '../http/paging';

export const KEYWORD_SITES = ['news', 'post', 'activity', 'company'] as const;
export type KeywordSite = (typeof KEYWORD_SITES)[number];

export async function hotKeywordPage(db: Db, site: KeywordSite, paging: PagingQuery): Promise<PageOf<HotKeyword>> {
  const total = (await get<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM hot_keywords WHERE site = ?', site))?.n ?? 0;
  return await paged(paging, total, async (limit, offset) =>
    await all<HotKeyword>(db, 'SELECT id, keyword FROM hot_keywords WHERE site = ? ORDER BY sort, id LIMIT ? OFFSET ?', site, limit, offset),
  );
}
