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

/**
 * The facets count the matches per tag id first and name the few tags after (issue 28 item 4: a tag lookup per match
 * was most of a common word's search at ×50).
 */
async function tagFacets(db: Db, where: Where, byId: string): Promise<NewsSearchTagFacet[]> {
  return (await all<FacetRow & { parent_name: string | null; parent_en_name: string | null }>(
    db,
    `SELECT t.id, t.name, t.en_name, p.name AS parent_name, p.en_name AS parent_en_name, x.count
       FROM (SELECT n.class_tag_id AS tag_id, COUNT(*) AS count FROM news n${byId} ${where} GROUP BY n.class_tag_id) x
       JOIN tags t ON t.id = x.tag_id LEFT JOIN tags p ON p.id = t.parent_id
      ORDER BY x.count DESC, t.sort, t.id`,
    ...where.params,
  )).map((r) => ({ id: r.id, name: r.name, enName: r.en_name, count: r.count, parentName: r.parent_name, parentEnName: r.parent_en_name }));
}

async function childTagFacets(db: Db, where: Where, byId: string): Promise<NewsSearchChildTagFacet[]> {
  return (await all<FacetRow>(
    db,
    `SELECT t.id, t.name, t.en_name, t.parent_id, x.count
       FROM (SELECT nt.tag_id, COUNT(*) AS count FROM news n${byId} JOIN news_tags nt ON nt.news_id = n.id ${where} GROUP BY nt.tag_id) x
       JOIN tags t ON t.id = x.tag_id AND t.type = ${TAG_TYPE.newsTheme}
      ORDER BY x.count DESC, t.sort, t.id`,
    ...where.params,
  )).map((r) => ({ id: r.id, parentId: r.parent_id, name: r.name, enName: r.en_name, count: r.count }));
}

/** Keyword matches in relevance (title hits first, then newest) or publish-time order, with facets and the matched words. */
export async function searchNews(db: Db, query: NewsSearchQuery): Promise<NewsSearchPage> {
  const match = await keywordMatch(db, 'news', 'n.id', query.keyword);
  if (!match) {
    return { ...await paged(query, 0, () => []), facets: { tags: [], childTags: [] } };
  }
  const facets = { tags: await tagFacets(db, matchWhere(match), match.byId), childTags: await childTagFacets(db, matchWhere(match), match.byId) };
  const where = matchWhere(match)
    .when(query.tagId, IN_CLASS, (id) => [id, id])
    .when(query.childTagId, HAS_TAG);
  const order = query.sortByTime ? { sql: '', params: [] } : { sql: `${match.titleSql} DESC,`, params: match.titleParams };
  const total = (await get<{ n: number }>(db, `SELECT COUNT(*) AS n FROM news n${match.byId} ${where}`, ...where.params))?.n ?? 0;
  // The page's ids first, ordered on the narrow list index (idx_news_list), then their rows: sorting every match's
  // whole row (the columns after the long content) cost ≈ 70 ms for a common word at ×50 (issue 28 item 4).
  const page = await paged(query, total, async (limit, offset) =>
    await itemsOf(
      db,
      await all<NewsRow>(
        db,
        `SELECT ${LIST_COLUMNS} ${FROM}
          WHERE n.id IN (SELECT n.id FROM news n${match.byId} ${where} ORDER BY ${order.sql} n.publish_time DESC, n.id DESC LIMIT ? OFFSET ?)
          ORDER BY ${order.sql} n.publish_time DESC, n.id DESC`,
        ...where.params,
        ...order.params,
        limit,
        offset,
        ...order.params,
      ),
    ),
  );
  return { ...page, facets, terms: match.terms };
}
