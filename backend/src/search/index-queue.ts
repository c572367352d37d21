/**
 * Keeps the search indexes (migration 140_search_index.sql) in step with their tables: triggers queue every
 * inserted, edited or deleted id in `search_dirty`; `refreshSearchIndex` segments the queued rows and rewrites
 * their index entries. It runs when the API starts and before every search, so the index never lags a write.
 */
import type { Db } from '../db/connection';
import { groupConcat, idsOfJson } from '../db/dialect';
import { all, run, transaction } from '../db/sql';
import { indexText, textOfHtml } from './segment';

export const SEARCH_KINDS = ['news', 'posts', 'circles', 'members', 'events', 'companies', 'products', 'achievements'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

interface Source {
  /** Reads the rows of the given ids (`?` is the JSON array of ids). */
  sql(db: Db): string;
  /** The raw title (ranked first) and body text of a row. */
  text(row: Record<string, string | null>): { title: string; body: string };
}

const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join('\n');

/**
 * The English names of the tags a row carries (issue 29 item 14): most texts are Chinese only, so an English search
 * ("packaging") finds a news item, post, event or product by the English name of its class, theme or category.
 * `ids` is SQL answering the tag ids of the row.
 */
const tagEnNames = (db: Db, ids: string) =>
  `(SELECT ${groupConcat(db, 't.en_name', "' '")} FROM tags t WHERE t.en_name IS NOT NULL AND t.id IN (${ids}))`;

const SOURCES: Record<SearchKind, Source> = {
  news: {
    sql: (db) => `SELECT n.id, n.title, n.summary, n.content,
            ${tagEnNames(db, 'SELECT n.class_tag_id UNION SELECT nt.tag_id FROM news_tags nt WHERE nt.news_id = n.id')} AS tags_en
          FROM news n WHERE n.id IN (${idsOfJson(db)})`,
    text: (r) => ({ title: joined(r.title), body: joined(r.summary, textOfHtml(r.content), r.tags_en) }),
  },
  posts: {
    sql: (db) => `SELECT p.id, p.title, p.content, ${tagEnNames(db, 'SELECT p.tag_id UNION SELECT p.theme_tag_id')} AS tags_en
          FROM posts p WHERE p.id IN (${idsOfJson(db)})`,
    text: (r) => ({ title: joined(r.title), body: joined(r.content, r.tags_en) }),
  },
  circles: {
    sql: (db) => `SELECT id, name, category, description FROM circles WHERE id IN (${idsOfJson(db)})`,
    text: (r) => ({ title: joined(r.name), body: joined(r.category, r.description) }),
  },
  members: {
    sql: (db) => `SELECT id, nickname, company, position FROM members WHERE id IN (${idsOfJson(db)})`,
    text: (r) => ({ title: joined(r.nickname), body: joined(r.company, r.position) }),
  },
  // an event by its English title as well, and its type's English name
  events: {
    sql: (db) => `SELECT e.id, e.title, e.en_title, e.summary, e.content, e.source_name, e.city,
            ${tagEnNames(db, 'SELECT e.type_tag_id')} AS tags_en
          FROM events e WHERE e.id IN (${idsOfJson(db)})`,
    text: (r) => ({ title: joined(r.title, r.en_title), body: joined(r.summary, textOfHtml(r.content), r.source_name, r.city, r.tags_en) }),
  },
  // A company by its names, then its categories (zh and en) and place; not its introduction, whose closing
  // sentence names every trade.
  companies: {
    sql: (db) => `SELECT c.id, c.name, c.en_name, c.location,
            (SELECT ${groupConcat(db, "t.name || ' ' || coalesce(t.en_name, '')", "' '")} FROM company_categories cc JOIN tags t ON t.id = cc.tag_id
              WHERE cc.company_id = c.id) AS categories
          FROM companies c WHERE c.id IN (${idsOfJson(db)})`,
    text: (r) => ({ title: joined(r.name, r.en_name), body: joined(r.categories, r.location) }),
  },
  // a product by its chain categories' English names as well
  products: {
    sql: (db) => `SELECT p.id, p.name, p.description,
            ${tagEnNames(db, 'SELECT pc.tag_id FROM company_product_categories pc WHERE pc.product_id = p.id')} AS tags_en
          FROM company_products p WHERE p.id IN (${idsOfJson(db)})`,
    text: (r) => ({ title: joined(r.name), body: joined(textOfHtml(r.description), r.tags_en) }),
  },
  achievements: {
    sql: (db) => `SELECT id, title, summary, content FROM achievements WHERE id IN (${idsOfJson(db)})`,
    text: (r) => ({ title: joined(r.title), body: joined(r.summary, textOfHtml(r.content)) }),
  },
};

/** Rows indexed per statement batch (keeps one transaction short while a large queue drains). */
const BATCH = 500;

/** What the two indexes of a kind hold for one row: its words and its raw text, each as title and body. */
export interface IndexEntry {
  words: { title: string; body: string };
  text: { title: string; body: string };
}

/**
 * Segmented texts by raw text, for a run that indexes many rows sharing texts (the copies of `npm run seed -- --scale`,
 * the copy to PostgreSQL): each distinct text is segmented once.
 */
type SegmentMemo = Map<string, string>;

function segmented(text: string, memo: SegmentMemo | undefined): string {
  if (!memo) return indexText(text);
  let words = memo.get(text);
  if (words === undefined) {
    words = indexText(text);
    memo.set(text, words);
  }
  return words;
}

/** The index entry of a row read by the kind's source query. */
export function indexEntry(kind: SearchKind, row: Record<string, string | null>, memo?: SegmentMemo): IndexEntry {
  const text = SOURCES[kind].text(row);
  return { words: { title: segmented(text.title, memo), body: segmented(text.body, memo) }, text };
}

/** Replaces the index entries of `id` (none: the row is gone). */
export async function writeIndexEntry(db: Db, kind: SearchKind, id: number, entry: IndexEntry | null): Promise<void> {
  // SQLite's FTS5 tables key their rows by rowid; PostgreSQL's search tables by an id column (db/postgres/schema.sql)
  const key = db.dialect === 'postgres' ? 'id' : 'rowid';
  await run(db, `DELETE FROM search_${kind} WHERE ${key} = ?`, id);
  await run(db, `DELETE FROM search_${kind}_tri WHERE ${key} = ?`, id);
  if (!entry) return;
  await run(db, `INSERT INTO search_${kind} (${key}, title, body) VALUES (?, ?, ?)`, id, entry.words.title, entry.words.body);
  await run(db, `INSERT INTO search_${kind}_tri (${key}, title, body) VALUES (?, ?, ?)`, id, entry.text.title, entry.text.body);
}

/** The source rows of `ids` (for tests that copy rows with their index entries). */
export async function sourceRows(db: Db, kind: SearchKind, ids: number[]): Promise<(Record<string, string | null> & { id: number })[]> {
  return await all<Record<string, string | null> & { id: number }>(db, SOURCES[kind].sql(db), JSON.stringify(ids));
}

/**
 * Indexes up to `BATCH` queued rows of one kind; answers how many ids it took off the queue. Reading the queue,
 * the rows and writing the index is one immediate transaction: a write of another connection either lands before
 * (and is read here) or after (and queues its id again).
 */
async function indexBatch(db: Db, kind: SearchKind, memo: SegmentMemo | undefined): Promise<number> {
  return await transaction(db, async () => {
      // PostgreSQL: instances indexing at the same time take disjoint rows of the queue (SQLite's IMMEDIATE
      // transaction already lets one writer in at a time)
      const lock = db.dialect === 'postgres' ? ' FOR UPDATE SKIP LOCKED' : '';
      const ids = (await all<{ ref_id: number }>(db, `SELECT ref_id FROM search_dirty WHERE kind = ? LIMIT ?${lock}`, kind, BATCH)).map((r) => r.ref_id);
      if (ids.length === 0) return 0;
      const rows = new Map((await sourceRows(db, kind, ids)).map((row) => [row.id, row]));
      for (const id of ids) {
        const row = rows.get(id);
        await writeIndexEntry(db, kind, id, row ? indexEntry(kind, row, memo) : null);
        await run(db, 'DELETE FROM search_dirty WHERE kind = ? AND ref_id = ?', kind, id);
      }
      return ids.length;
    });
}

/**
 * Drains the queue; answers the number of rows (re)indexed or removed. Cheap when nothing is queued. `memo` segments
 * each distinct text once (a bulk load of rows sharing texts).
 */
export async function refreshSearchIndex(db: Db, memo?: SegmentMemo): Promise<number> {
  let done = 0;
  for (;;) {
    const pending = await all<{ kind: SearchKind }>(db, 'SELECT DISTINCT kind FROM search_dirty');
    if (pending.length === 0) return done;
    for (const { kind } of pending) {
      if (SEARCH_KINDS.includes(kind)) done += await indexBatch(db, kind, memo);
      else await run(db, 'DELETE FROM search_dirty WHERE kind = ?', kind);
    }
  }
}
