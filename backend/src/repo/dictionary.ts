/**
 * The industry dictionary (E19): a page of terms (optionally searched and by category) and the exact lookup.
 */
import type { DictCategory, DictEntry, DictPageQuery } from '@/lib/contract/dict';
import type { Db } from '../db/connection';
import { all, get } from '../db/sql';
import { likeFolded } from '../db/dialect';
import { paged, type PageOf } from '../http/paging';

interface DictRow {
  id: number;
  word: string;
  en_word: string | null;
  category: DictCategory;
  explanation: string | null;
  en_explanation: string | null;
}

const COLUMNS = 'id, word, en_word, category, explanation, en_explanation';

function entryOf(row: DictRow): DictEntry {
  return {
    id: row.id,
    word: row.word,
    enWord: row.en_word,
    category: row.category,
    explanation: row.explanation,
    enExplanation: row.en_explanation,
  };
}

/** `%`, `_` and `\` taken literally in a LIKE pattern (with `ESCAPE '\'`). */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Rank of a row for a keyword: 0 a name is the keyword, 1 a name starts with it, 2 a name holds it,
 * 3 a definition holds it (names and ASCII compare case-insensitively).
 */
function rankOf(db: Db, keyword: string): { sql: string; params: unknown[] } {
  const prefix = `${likeLiteral(keyword)}%`;
  const inside = `%${likeLiteral(keyword)}%`;
  return {
    sql: `CASE
  WHEN lower(word) = lower(?) OR lower(en_word) = lower(?) THEN 0
  WHEN ${likeFolded(db, 'word')} OR ${likeFolded(db, 'en_word')} THEN 1
  WHEN ${likeFolded(db, 'word')} OR ${likeFolded(db, 'en_word')} THEN 2
  WHEN ${likeFolded(db, 'explanation')} OR ${likeFolded(db, 'en_explanation')} THEN 3
  ELSE 4 END`,
    params: [keyword, keyword, prefix, prefix, inside, inside, inside, inside],
  };
}

/** `GET /basic/dict/page`: terms in dictionary order, or ranked by the keyword (only matching terms). */
export async function dictPage(db: Db, query: DictPageQuery): Promise<PageOf<DictEntry>> {
  const rank = query.keyword ? rankOf(db, query.keyword) : { sql: '0', params: [] };
  const category = query.category ?? null;
  const base = `SELECT ${COLUMNS}, sort, ${rank.sql} AS rank FROM dict_entries ${category === null ? '' : 'WHERE category = ?'}`;
  const filtered = `SELECT * FROM (${base}) AS ranked WHERE rank < 4`;
  const params = category === null ? rank.params : [...rank.params, category];
  const total = (await get<{ n: number }>(db, `SELECT COUNT(*) AS n FROM (${filtered}) AS matching`, ...params))?.n ?? 0;
  return await paged(query, total, async (limit, offset) =>
    (await all<DictRow>(db, `${filtered} ORDER BY rank, sort, id LIMIT ? OFFSET ?`, ...params, limit, offset)).map(entryOf),
  );
}

/**
 * `GET /basic/dict/all-match/list`: the terms whose zh or en name is exactly `word` (any case), or whose en
 * name ends with it as the abbreviation in brackets (`PE` → "Polyethylene (PE)").
 */
export async function dictAllMatch(db: Db, word: string): Promise<DictEntry[]> {
  return (await all<DictRow>(
    db,
    `SELECT ${COLUMNS} FROM dict_entries WHERE lower(word) = lower(?) OR lower(en_word) = lower(?) OR ${likeFolded(db, 'en_word')} ORDER BY sort, id`,
    word,
    word,
    `% (${likeLiteral(word)})`,
  )).map(entryOf);
}
