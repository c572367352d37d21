/**
 * Tags: lookups, filtered lists and pages, related tags.
 */
import type { Tag, TagQuery } from '@/lib/contract/basic';
import type { PagingQuery } from '@/lib/contract/common';
import type { Db } from '../db/connection';
import { all, get, Where } from '../db/sql';
import { paged, type PageOf } from '../http/paging';

export interface TagRow {
  id: number;
  name: string;
  en_name: string | null;
  code: string | null;
  type: number;
  parent_id: number | null;
  logo: string | null;
  description: string | null;
}

const TAG_COLUMNS = 'id, name, en_name, code, type, parent_id, logo, description';
const LIST_LIMIT = 500;

export function tagOf(row: TagRow): Tag {
  return {
    id: row.id,
    name: row.name,
    enName: row.en_name,
    code: row.code,
    type: row.type,
    parentId: row.parent_id,
    logo: row.logo,
    description: row.description,
  };
}

export async function tagById(db: Db, id: number): Promise<Tag | null> {
  const row = await get<TagRow>(db, `SELECT ${TAG_COLUMNS} FROM tags WHERE id = ?`, id);
  return row ? tagOf(row) : null;
}

function whereOf(query: TagQuery): Where {
  return new Where()
    .add('status = ?', query.status ?? 1)
    .when(query.type, 'type = ?')
    .when(query.parentId, 'COALESCE(parent_id, 0) = ?')
    .when(query.code, 'code = ?')
    .when(query.keyword, '(name LIKE ? OR en_name LIKE ?)', (k) => [`%${k}%`, `%${k}%`]);
}

/** Hot tags first (used by the wizard's 8 hot industry tags), then the editorial order. */
const ORDER = 'ORDER BY hot DESC, sort, id';

export async function tagPage(db: Db, query: TagQuery): Promise<PageOf<Tag>> {
  const where = whereOf(query);
  const total = (await get<{ n: number }>(db, `SELECT COUNT(*) AS n FROM tags ${where}`, ...where.params))?.n ?? 0;
  return await paged(query as PagingQuery, total, async (limit, offset) =>
    (await all<TagRow>(db, `SELECT ${TAG_COLUMNS} FROM tags ${where} ${ORDER} LIMIT ? OFFSET ?`, ...where.params, limit, offset)).map(tagOf),
  );
}

export async function tagList(db: Db, query: TagQuery): Promise<Tag[]> {
  const where = whereOf(query);
  return (await all<TagRow>(db, `SELECT ${TAG_COLUMNS} FROM tags ${where} ${ORDER} LIMIT ?`, ...where.params, LIST_LIMIT)).map(tagOf);
}

/**
 * Tags related to `id`: those that appear most often on the same news, optionally of one type;
 * without co-occurrences, the siblings (same type and parent).
 */
export async function relatedTags(db: Db, tag: Tag, type: number | undefined, limit = 20): Promise<Tag[]> {
  const typeFilter = type !== undefined ? 'AND t.type = ?' : '';
  const typeParams = type !== undefined ? [type] : [];
  const related = await all<TagRow>(
    db,
    `SELECT t.id, t.name, t.en_name, t.code, t.type, t.parent_id, t.logo, t.description
       FROM news_tags a
       JOIN news_tags b ON b.news_id = a.news_id AND b.tag_id <> a.tag_id
       JOIN tags t ON t.id = b.tag_id AND t.status = 1 ${typeFilter}
      WHERE a.tag_id = ?
      GROUP BY t.id
      ORDER BY COUNT(*) DESC, t.id
      LIMIT ?`,
    ...typeParams,
    tag.id,
    limit,
  );
  if (related.length > 0) return related.map(tagOf);
  return (await all<TagRow>(
    db,
    `SELECT ${TAG_COLUMNS} FROM tags WHERE status = 1 AND type = ? AND COALESCE(parent_id, 0) = ? AND id <> ? ${ORDER} LIMIT ?`,
    type ?? tag.type,
    tag.parentId ?? 0,
    tag.id,
    limit,
  )).map(tagOf);
}
