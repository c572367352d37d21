/**
 * The keyword condition of every search (issue 18 item 3, E13–E18): the query is split into words (spaces and
 * jieba), every word must match, and the words are looked up in the kind's FTS5 indexes (rowid = the entity id),
 * so a search costs index lookups rather than a scan of every text: the word index (the word, a word it begins,
 * its sub-words written apart, or for one Chinese character that character) or, for a word of 3 or more
 * characters, the trigram index (the word inside a longer one, as 包装机 in 包装机械).
 */
import type { Db } from '../db/connection';
import { idsOfJson } from '../db/dialect';
import { all } from '../db/sql';
import { refreshSearchIndex, type SearchKind } from './index-queue';
import { highlightTerms, searchTerms, type SearchTerm } from './segment';

export interface KeywordMatch {
  /** Condition (with `?`s) that holds for the entities matching every word. */
  sql: string;
  params: unknown[];
  /** Condition that holds when every word is in the title: the first rank of relevance order. */
  titleSql: string;
  titleParams: unknown[];
  /** The words to highlight in the results (query words and their sub-words, longest first). */
  terms: string[];
  /**
   * Table hint for the searched table (`FROM news n${match.byId}`): on SQLite, when the matches are few, ` NOT INDEXED`
   * so they are looked up by id — SQLite keeps no statistics here, and would rather walk an index of every published
   * row (`publish_status = ?`) testing each against the list (issue 28 item 4: 13 000 rows at ×50 for 5 matches).
   * Empty for many matches (walking the narrow index beats fetching thousands of wide rows) and on PostgreSQL.
   */
  byId: string;
}

/** Up to this many matches are looked up by id on SQLite (see `byId`). */
const FEW_MATCHES = 500;

/** An FTS5 string literal. */
function quoted(word: string): string {
  return `"${word.replace(/"/g, '""')}"`;
}

/**
 * One word as an FTS5 expression of the word index: a Chinese word exactly (the index holds its sub-words and
 * characters as well), a Latin or numeric word also as the start of a longer one (pack → packaging), a compound
 * also as its sub-words written apart.
 */
function wordExpression(term: SearchTerm): string {
  if (term.single) return quoted(term.text);
  const whole = /[\p{Script=Latin}\p{N}]/u.test(term.text) ? `${quoted(term.text)}*` : quoted(term.text);
  if (term.parts.length === 0) return whole;
  return `(${whole} OR (${term.parts.map(quoted).join(' AND ')}))`;
}

/**
 * PostgreSQL (db/postgres/schema.sql): the word index is a `simple` tsvector over the same segmented text, titles
 * weighted A; a word is a quoted lexeme, a Latin one also as a prefix (`:*`), a title-only one with `:A`.
 */
function lexeme(word: string, prefix: boolean, titleOnly: boolean): string {
  const flags = `${prefix ? '*' : ''}${titleOnly ? 'A' : ''}`;
  return `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'${flags ? `:${flags}` : ''}`;
}

function tsExpression(term: SearchTerm, titleOnly: boolean): string {
  if (term.single) return lexeme(term.text, false, titleOnly);
  const whole = lexeme(term.text, /[\p{Script=Latin}\p{N}]/u.test(term.text), titleOnly);
  if (term.parts.length === 0) return whole;
  return `(${whole} | (${term.parts.map((p) => lexeme(p, false, titleOnly)).join(' & ')}))`;
}

/** PostgreSQL: the trigram index is the raw text with pg_trgm indexes, matched by ILIKE (as FTS5's trigram MATCH). */
function containing(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

async function matchingIdsPg(db: Db, kind: SearchKind, terms: readonly SearchTerm[], column: 'title' | null): Promise<number[]> {
  const titleOnly = column === 'title';
  const words = `SELECT id FROM search_${kind} WHERE words @@ to_tsquery('simple', ?)`;
  const trigrams = titleOnly
    ? `SELECT id FROM search_${kind}_tri WHERE title ILIKE ? ESCAPE '\\'`
    : `SELECT id FROM search_${kind}_tri WHERE title ILIKE ? ESCAPE '\\' OR body ILIKE ? ESCAPE '\\'`;
  const selects: string[] = [];
  const params: string[] = [];
  const short = terms.filter((t) => [...t.text].length < 3);
  if (short.length > 0) {
    selects.push(words);
    params.push(short.map((t) => tsExpression(t, titleOnly)).join(' & '));
  }
  for (const term of terms.filter((t) => [...t.text].length >= 3)) {
    selects.push(`SELECT id FROM (${words} UNION ${trigrams}) AS either`);
    params.push(tsExpression(term, titleOnly), ...(titleOnly ? [containing(term.text)] : [containing(term.text), containing(term.text)]));
  }
  return (await all<{ id: number }>(db, selects.join(' INTERSECT '), ...params)).map((r) => Number(r.id));
}

let lastRefreshError = 0;

/** Indexes what was written since the last search; a busy database leaves the index as it is for now. */
async function freshen(db: Db): Promise<void> {
  try {
    await refreshSearchIndex(db);
  } catch (error) {
    const now = Date.now();
    if (now - lastRefreshError > 60_000) console.warn('search index refresh postponed:', (error as Error).message);
    lastRefreshError = now;
  }
}

/**
 * The ids of `kind` matching every word; with `column`, every word in that column. The short words are one
 * lookup of the word index; a word of 3+ characters is the word index or the trigram index.
 */
async function matchingIds(db: Db, kind: SearchKind, terms: readonly SearchTerm[], column: 'title' | null): Promise<number[]> {
  if (db.dialect === 'postgres') return matchingIdsPg(db, kind, terms, column);
  const scope = (expression: string) => (column ? `${column} : (${expression})` : expression);
  const words = `SELECT rowid FROM search_${kind} WHERE search_${kind} MATCH ?`;
  const trigrams = `SELECT rowid FROM search_${kind}_tri WHERE search_${kind}_tri MATCH ?`;
  const selects: string[] = [];
  const params: string[] = [];
  const short = terms.filter((t) => [...t.text].length < 3);
  if (short.length > 0) {
    selects.push(words);
    params.push(scope(short.map(wordExpression).join(' AND ')));
  }
  for (const term of terms.filter((t) => [...t.text].length >= 3)) {
    selects.push(`SELECT * FROM (${words} UNION ${trigrams})`);
    params.push(scope(wordExpression(term)), scope(quoted(term.text)));
  }
  return (await all<{ rowid: number }>(db, selects.join(' INTERSECT '), ...params)).map((r) => r.rowid);
}

const NOTHING: KeywordMatch = { sql: '1 = 0', params: [], titleSql: '1 = 0', titleParams: [], terms: [], byId: '' };

/**
 * The condition matching `keyword` on the rows of `kind` whose id is in `idColumn` (`n.id`). The indexes are read
 * once here; the conditions name the matching ids (a JSON list), so a search's count, facets and page do not look
 * the words up again. Null for a blank keyword (no condition); a keyword without a letter or digit (`%_`) matches
 * nothing.
 */
export async function keywordMatch(db: Db, kind: SearchKind, idColumn: string, keyword: string): Promise<KeywordMatch | null> {
  if (keyword.trim() === '') return null;
  const terms = searchTerms(keyword);
  if (terms.length === 0) return NOTHING;
  await freshen(db);
  const ids = await matchingIds(db, kind, terms, null);
  if (ids.length === 0) return { ...NOTHING, terms: highlightTerms(terms) };
  const inList = `${idColumn} IN (${idsOfJson(db)})`;
  return {
    sql: inList,
    params: [JSON.stringify(ids)],
    titleSql: inList,
    titleParams: [JSON.stringify(await matchingIds(db, kind, terms, 'title'))],
    terms: highlightTerms(terms),
    byId: db.dialect === 'sqlite' && ids.length <= FEW_MATCHES ? ' NOT INDEXED' : '',
  };
}
