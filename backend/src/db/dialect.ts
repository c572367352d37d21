/**
 * The few SQL forms that differ between SQLite and PostgreSQL, as fragments for the repositories' SQL text (each
 * keeps its `?` parameters in the same places on both engines). Everything else is written once, in the common
 * subset (docs/postgres-port.md lists what was changed and why).
 */
import type { Db } from './connection';

const pg = (db: Db) => db.dialect === 'postgres';

/** A set of ids from one parameter holding a JSON array (`[1,2,3]`): `col IN (${idsOfJson(db)})`. */
export function idsOfJson(db: Db): string {
  return pg(db) ? 'SELECT jsonb_array_elements_text(CAST(? AS jsonb))::bigint' : 'SELECT value FROM json_each(?)';
}

/** The larger of two values (SQLite's scalar MAX, PostgreSQL's GREATEST). */
export function greatest(db: Db, a: string, b: string): string {
  return pg(db) ? `GREATEST(${a}, ${b})` : `MAX(${a}, ${b})`;
}

/** Position of `needle` in `haystack`, 1-based, 0 when absent. */
export function position(db: Db, haystack: string, needle: string): string {
  return pg(db) ? `strpos(${haystack}, ${needle})` : `instr(${haystack}, ${needle})`;
}

/** Values of a group joined by `separator` (a SQL string literal). */
export function groupConcat(db: Db, expression: string, separator: string): string {
  return pg(db) ? `string_agg(${expression}, ${separator})` : `group_concat(${expression}, ${separator})`;
}

/**
 * `column LIKE pattern` ignoring the case of Latin letters, as SQLite's LIKE does (PostgreSQL's LIKE is
 * case-sensitive); `\` escapes `%` and `_` in the pattern on both.
 */
export function likeFolded(db: Db, column: string, pattern = '?'): string {
  return pg(db) ? `${column} ILIKE ${pattern} ESCAPE '\\'` : `${column} LIKE ${pattern} ESCAPE '\\'`;
}

/** Days from the time text `later` back to the time text `earlier` (both `YYYY-MM-DD HH:mm:ss`), fractional. */
export function daysBetween(db: Db, later: string, earlier: string): string {
  return pg(db)
    ? `(EXTRACT(EPOCH FROM (CAST(${later} AS timestamp) - CAST(${earlier} AS timestamp))) / 86400.0)`
    : `(julianday(${later}) - julianday(${earlier}))`;
}

/** The time text `days` days before the time text `time` (same `YYYY-MM-DD HH:mm:ss` format). */
export function daysBefore(db: Db, time: string, days: number): string {
  return pg(db)
    ? `to_char(CAST(${time} AS timestamp) - interval '${Math.trunc(days)} days', 'YYYY-MM-DD HH24:MI:SS')`
    : `datetime(${time}, '-${Math.trunc(days)} days')`;
}

/**
 * Inside a transaction: waits until no other transaction holds `key`, and holds it until this one ends. SQLite's
 * IMMEDIATE transactions already let one writer in at a time; on PostgreSQL (READ COMMITTED, several API instances)
 * this serializes the transactions of one concern — e.g. every order and payment transition — the same way.
 */
export async function serializeOn(db: Db, key: string): Promise<void> {
  if (!pg(db)) return;
  const { get } = await import('./sql');
  await get(db, 'SELECT pg_advisory_xact_lock(hashtext(?))', key);
}
