/**
 * `GET /news/news/v2/search` (E13, E17, E28): keyword search over published news, with class-tag and
 * theme-tag filters and the facets (counts per class tag and per theme tag) of every keyword match. Every word
 * of the keyword must match (the segmented index of search/match.ts); title hits rank first, then the newest.
 */
import { TAG_TYPE } from '@/lib/constants';
import type { NewsSearchChildTagFacet, NewsSearchPage, NewsSearchQuery, NewsSearchTagFacet } from '@/lib/contract/news';
import type { Db } from '../db/connection';
import { all, get, Where } from '../db/sql';
import { paged } from '../http/paging';
import { keywordMatch, type KeywordMatch } from '../search/match';
import { FROM, HAS_TAG, itemsOf, LIST_COLUMNS, type NewsRow } from './news';

const PUBLISHED = "n.publish_status = 'PUBLISHED' AND n.is_banned = 0";
/** A class tag: the news's own class, or one of its theme tags filed under that class. */
const IN_CLASS = `(n.class_tag_id = ? OR EXISTS (SELECT 1 FROM news_tags nt JOIN tags t ON t.id = nt.tag_id
  WHERE nt.news_id = n.id AND t.type = ${TAG_TYPE.newsTheme} AND t.parent_id = ?))`;

function matchWhere(match: KeywordMatch): Where {
  return new Where().add(PUBLISHED).add(match.sql, ...match.params);
}

interface FacetRow {
  id: number;
  name: string;
  en_name: string | null;
  parent_id: number | null;
  count: number;
}

async function tagFacets(db: Db, where: Where): Promise<NewsSearchTagFacet[]> {
  return (await all<FacetRow & { parent_name: string | null; parent_en_name: string | null }>(
    db,
    `SELECT t.id, t.name, t.en_name, p.name AS parent_name, p.en_name AS parent_en_name, COUNT(*) AS count
       FROM news n JOIN tags t ON t.id = n.class_tag_id LEFT JOIN tags p ON p.id = t.parent_id
      ${where} GROUP BY t.id, p.id ORDER BY count DESC, t.sort, t.id`,
    ...where.params,
  )).map((r) => ({ id: r.id, name: r.name, enName: r.en_name, count: r.count, parentName: r.parent_name, parentEnName: r.parent_en_name }));
}

async function childTagFacets(db: Db, where: Where): Promise<NewsSearchChildTagFacet[]> {
  return (await all<FacetRow>(
    db,
    `SELECT t.id, t.name, t.en_name, t.parent_id, COUNT(*) AS count
       FROM news n JOIN news_tags nt ON nt.news_id = n.id JOIN tags t ON t.id = nt.tag_id AND t.type = ${TAG_TYPE.newsTheme}
      ${where} GROUP BY t.id ORDER BY count DESC, t.sort, t.id`,
    ...where.params,
  )).map((r) => ({ id: r.id, parentId: r.parent_id, name: r.name, enName: r.en_name, count: r.count }));
}

/** Keyword matches in relevance (title hits first, then newest) or publish-time order, with facets and the matched words. */
export async function searchNews(db: Db, query: NewsSearchQuery): Promise<NewsSearchPage> {
  const match = await keywordMatch(db, 'news', 'n.id', query.keyword);
  if (!match) {
    return { ...await paged(query, 0, () => []), facets: { tags: [], childTags: [] } };
  }
  const facets = { tags: await tagFacets(db, matchWhere(match)), childTags: await childTagFacets(db, matchWhere(match)) };
  const where = matchWhere(match)
    .when(query.tagId, IN_CLASS, (id) => [id, id])
    .when(query.childTagId, HAS_TAG);
  const order = query.sortByTime ? { sql: '', params: [] } : { sql: `${match.titleSql} DESC,`, params: match.titleParams };
  const total = (await get<{ n: number }>(db, `SELECT COUNT(*) AS n FROM news n ${where}`, ...where.params))?.n ?? 0;
  const page = await paged(query, total, async (limit, offset) =>
    await itemsOf(
      db,
      await all<NewsRow>(
        db,
        `SELECT ${LIST_COLUMNS} ${FROM} ${where} ORDER BY ${order.sql} n.publish_time DESC, n.id DESC LIMIT ? OFFSET ?`,
        ...where.params,
        ...order.params,
        limit,
        offset,
      ),
    ),
  );
  return { ...page, facets, terms: match.terms };
}
