/**
 * The query helpers of the repositories: SQL text with `?` parameters (every value is bound, never spliced),
 * run through Kysely on the handle's dialect. A transaction (`transaction`) holds one connection; every query
 * made inside its callback — through the transaction's handle or the root one, however deep the call — runs on
 * that connection (an AsyncLocalStorage scope), so a repository function needs no transaction argument.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { CompiledQuery, type Kysely } from 'kysely';
import type { Db, Tables } from './connection';

export interface RunResult {
  /** Rows inserted, updated or deleted. */
  changes: number;
  /** The rowid of the last inserted row (SQLite). */
  lastInsertRowid: number;
}

interface TxScope {
  root: Db;
  tx: Db;
  open: boolean;
}

const scope = new AsyncLocalStorage<TxScope>();

/** The handle a query runs on: the open transaction of this async context when it was begun on `db`. */
function target(db: Db): Db {
  if (db.isTransaction) return db;
  const current = scope.getStore();
  return current && current.open && current.root === db ? current.tx : db;
}

const pgText = new Map<string, string>();

/** `?` → `$n` for PostgreSQL (outside quoted literals and identifiers); SQLite takes the text as written. */
export function dialectSql(db: Db, sql: string): string {
  if (db.dialect === 'sqlite') return sql;
  let out = pgText.get(sql);
  if (out === undefined) {
    let n = 0;
    let quote: string | null = null;
    out = '';
    for (const ch of sql) {
      if (quote) {
        if (ch === quote) quote = null;
      } else if (ch === "'" || ch === '"') {
        quote = ch;
      } else if (ch === '?') {
        out += `$${++n}`;
        continue;
      }
      out += ch;
    }
    pgText.set(sql, out);
  }
  return out;
}

/** SQLite answered BUSY (or LOCKED): another connection holds the write lock; the statement did nothing. */
function isSqliteBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'));
}

const FIRST_RETRY_MS = 2;
const LONGEST_RETRY_MS = 50;

/**
 * Runs `attempt` until SQLite stops answering BUSY, pausing asynchronously between tries (2 ms doubling to 50 ms)
 * for at most `db.busyTimeoutMs`; then the BUSY error goes up (the API answers it 503 + Retry-After). While it
 * waits, the single connection is free: reads and other requests go on (better-sqlite3's own busy wait would have
 * held the whole process). PostgreSQL and statements inside a transaction (which holds the lock already) run once.
 */
export async function retryWhileBusy<T>(db: Db, attempt: () => Promise<T>, retryable: (error: unknown) => boolean = isSqliteBusy): Promise<T> {
  if (db.dialect !== 'sqlite') return await attempt();
  const deadline = Date.now() + db.busyTimeoutMs;
  let pause = FIRST_RETRY_MS;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (!retryable(error) || Date.now() + pause > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, pause));
      pause = Math.min(pause * 2, LONGEST_RETRY_MS);
    }
  }
}

/** A statement as the database receives it (its dialect's text) with its parameters. */
export type QueryObserver = (db: Db, sql: string, params: readonly unknown[]) => void;
let observer: QueryObserver | null = null;

/**
 * Sees every statement of the repositories before it runs (null: none). For tests that check what the API's own
 * queries do, e.g. their query plans (tests/backend/query-plans.test.ts); costs one comparison per query otherwise.
 */
export function observeQueries(next: QueryObserver | null): void {
  observer = next;
}

async function execute<T>(db: Db, sql: string, params: unknown[]) {
  const on = target(db);
  if (observer) observer(on, dialectSql(on, sql), params);
  try {
    const once = () => on.kysely.executeQuery<T>(CompiledQuery.raw(dialectSql(on, sql), params));
    return on.isTransaction ? await once() : await retryWhileBusy(on, once);
  } catch (error) {
    // the statement travels with its error into the API's log (never into an answer)
    if (error && typeof error === 'object') Object.assign(error, { sql });
    throw error;
  }
}

export async function all<T>(db: Db, sql: string, ...params: unknown[]): Promise<T[]> {
  return (await execute<T>(db, sql, params)).rows as T[];
}

export async function get<T>(db: Db, sql: string, ...params: unknown[]): Promise<T | undefined> {
  return (await execute<T>(db, sql, params)).rows[0];
}

export async function run(db: Db, sql: string, ...params: unknown[]): Promise<RunResult> {
  const result = await execute(db, sql, params);
  return { changes: Number(result.numAffectedRows ?? 0), lastInsertRowid: Number(result.insertId ?? 0) };
}

/**
 * Runs an INSERT of one row and answers its id (`… RETURNING id`: SQLite ≥ 3.35 and PostgreSQL alike);
 * 0 when the statement inserted nothing (a conflict it was told to ignore).
 */
export async function insertId(db: Db, sql: string, ...params: unknown[]): Promise<number> {
  const row = await get<{ id: number | string }>(db, `${sql} RETURNING id`, ...params);
  return row ? Number(row.id) : 0;
}

function boundTo(db: Db, kysely: Kysely<Tables>): Db {
  return { dialect: db.dialect, kysely, isTransaction: true, sqlite: db.sqlite, busyTimeoutMs: db.busyTimeoutMs, close: async () => undefined };
}

/** BEGIN IMMEDIATE did not get the write lock: the connection is given back before the next try. */
class LockNotTaken extends Error {
  constructor(readonly busy: unknown) {
    super('write lock not taken');
  }
}

/**
 * Runs `fn` in one transaction and answers its result; a throw rolls everything back. On SQLite it begins
 * IMMEDIATE (the write lock is taken first, so two writers never deadlock on an upgrade); on PostgreSQL it is
 * READ COMMITTED, and writes that must not race use row locks or guarded updates. A transaction begun inside
 * another joins it.
 */
export async function transaction<T>(db: Db, fn: () => Promise<T>): Promise<T> {
  const current = scope.getStore();
  if (db.isTransaction || (current?.open && current.root === db)) return fn();
  // Each try holds the one SQLite connection only while it runs: between tries for the write lock, other queries
  // of this process use it.
  try {
    // only BEGIN is retried: a BUSY inside `fn` rolls back and goes up (fn may have done more than SQL)
    return await retryWhileBusy(db, () => runTransaction(db, fn), (error) => error instanceof LockNotTaken);
  } catch (error) {
    throw error instanceof LockNotTaken ? error.busy : error;
  }
}

async function runTransaction<T>(db: Db, fn: () => Promise<T>): Promise<T> {
  return db.kysely.connection().execute(async (connection) => {
    const tx = boundTo(db, connection);
    const frame: TxScope = { root: db, tx, open: true };
    try {
      await connection.executeQuery(CompiledQuery.raw(db.dialect === 'sqlite' ? 'BEGIN IMMEDIATE' : 'BEGIN'));
    } catch (error) {
      // BUSY on BEGIN: retried by the caller once this connection is released
      throw isSqliteBusy(error) ? new LockNotTaken(error) : error;
    }
    try {
      const result = await scope.run(frame, fn);
      await connection.executeQuery(CompiledQuery.raw('COMMIT'));
      return result;
    } catch (error) {
      await connection.executeQuery(CompiledQuery.raw('ROLLBACK'));
      throw error;
    } finally {
      frame.open = false;
    }
  });
}

/** `?, ?, ?`: the parameter list of an IN clause over `count` values (count ≥ 1). */
export function inList(count: number): string {
  return Array.from({ length: Math.max(count, 1) }, () => '?').join(', ');
}

/** A WHERE clause assembled from optional conditions, each with its own parameters. */
export class Where {
  private readonly parts: string[] = [];
  readonly params: unknown[] = [];

  add(condition: string, ...params: unknown[]): this {
    this.parts.push(condition);
    this.params.push(...params);
    return this;
  }

  /** Adds the condition only when `value` is defined. */
  when<V>(value: V | undefined, condition: string, toParams: (v: V) => unknown[] = (v) => [v]): this {
    if (value !== undefined) this.add(condition, ...toParams(value));
    return this;
  }

  toString(): string {
    return this.parts.length > 0 ? `WHERE ${this.parts.join(' AND ')}` : '';
  }
}
