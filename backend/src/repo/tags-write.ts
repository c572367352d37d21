/**
 * Tags members create (the wizard's `POST /basic/tag`) and the wizard's tag search.
 */
import type { Db } from '../db/connection';
import { position } from '../db/dialect';
import { all, get, insertId } from '../db/sql';
import { nowText } from '../db/time';
import { paged, type PageOf } from '../http/paging';

/** Escapes LIKE wildcards (the pattern uses `\` as the escape character). */
function likeText(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Whether the name is or contains a grey word. */
export async function nameHasGreyWord(db: Db, name: string): Promise<boolean> {
  return (await get(db, `SELECT 1 FROM grey_words WHERE ${position(db, '?', 'word')} > 0 LIMIT 1`, name)) !== undefined;
}

/** The tag of that type and name (a usable one first), if any. */
export async function tagByName(db: Db, type: number, name: string): Promise<{ id: number; status: number } | undefined> {
  return await get<{ id: number; status: number }>(db, 'SELECT id, status FROM tags WHERE type = ? AND name = ? ORDER BY status DESC, id LIMIT 1', type, name);
}

export async function createMemberTag(db: Db, memberId: number, type: number, name: string): Promise<number> {
  return await insertId(db, 'INSERT INTO tags (name, type, status, sort, hot, created_by, created_at) VALUES (?, ?, 1, 1000, 0, ?, ?)', name, type, memberId, nowText());
}

/** Usable tags of a type whose Chinese or English name contains the keywords: exact, then prefix matches first. */
export async function tagWordPage(db: Db, query: { type: number; keywords: string; current: number; size: number }): Promise<PageOf<{ id: number; name: string }>> {
  const pattern = `%${likeText(query.keywords)}%`;
  const where = "WHERE type = ? AND status = 1 AND (name LIKE ? ESCAPE '\\' OR en_name LIKE ? ESCAPE '\\')";
  const total = (await get<{ n: number }>(db, `SELECT COUNT(*) AS n FROM tags ${where}`, query.type, pattern, pattern))?.n ?? 0;
  return await paged({ current: query.current, size: query.size }, total, async (limit, offset) =>
    await all<{ id: number; name: string }>(
      db,
      `SELECT id, name FROM tags ${where} ORDER BY (name = ?) DESC, (name LIKE ? ESCAPE '\\') DESC, hot DESC, sort, id LIMIT ? OFFSET ?`,
      query.type,
      pattern,
      pattern,
      query.keywords,
      `${likeText(query.keywords)}%`,
      limit,
      offset,
    ),
  );
}
