/**
 * Opens the database. Every query of the API goes through Kysely (`Db.kysely`) with the helpers of `./sql`;
 * the SQLite dialect runs on better-sqlite3 (WAL, foreign keys, migrations applied on open).
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';
import { migrate } from './migrate';

/** The raw better-sqlite3 handle: migrations, the seed and maintenance scripts on SQLite use it synchronously. */
export type SqliteHandle = Database.Database;

export type DialectName = 'sqlite' | 'postgres';

/**
 * Tables are read with SQL written in the repositories (`all`, `get`, `run` of `./sql`), so Kysely is used for
 * its dialects, connections and transactions rather than its typed builder: rows are typed at each query.
 */
export type Tables = Record<string, Record<string, unknown>>;

/** A connection to the platform database, or a transaction on it. */
export interface Db {
  readonly dialect: DialectName;
  readonly kysely: Kysely<Tables>;
  /** True for the handle a transaction callback receives (its queries run on the transaction's connection). */
  readonly isTransaction: boolean;
  /** The better-sqlite3 handle under a SQLite database (null on PostgreSQL). */
  readonly sqlite: SqliteHandle | null;
  /**
   * SQLite: how long a statement may wait for another connection's write lock, in asynchronous retries (`./sql`);
   * the handle's own busy_timeout is 0, since better-sqlite3's busy wait would block the event loop. 0 on PostgreSQL
   * (its lock_timeout bounds the wait in the server).
   */
  readonly busyTimeoutMs: number;
  close(): Promise<void>;
}

/** How long a statement waits for another connection's lock before SQLite answers BUSY (ms). */
export const DEFAULT_BUSY_TIMEOUT_MS = 5000;

/** Opens (creating when missing) a SQLite file with the API's pragmas and applies pending migrations. */
export function openSqlite(dbPath: string, busyTimeoutMs = DEFAULT_BUSY_TIMEOUT_MS): SqliteHandle {
  if (dbPath !== ':memory:') fs.mkdirSync(path.dirname(dbPath), { recursive: true });
  const db = new Database(dbPath);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma(`busy_timeout = ${Math.max(0, Math.floor(busyTimeoutMs))}`);
  migrate(db);
  return db;
}

/** better-sqlite3 prepares a statement in tens of microseconds: Kysely's driver gets them from a per-handle cache. */
function cachedStatements(handle: SqliteHandle): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => handle.close(),
    prepare(sql: string) {
      let prepared = cache.get(sql);
      if (!prepared) {
        prepared = handle.prepare(sql) as unknown as SqliteStatement;
        cache.set(sql, prepared);
      }
      return prepared;
    },
  };
}

/**
 * The API's database handle over an open SQLite file. Its busy_timeout becomes 0: a statement that meets another
 * connection's write lock fails at once with SQLITE_BUSY, and `./sql` retries it after an asynchronous pause (up
 * to `busyTimeoutMs`), so the event loop keeps answering other requests while a write waits (issue 30 item 7).
 */
export function sqliteDb(handle: SqliteHandle, busyTimeoutMs = DEFAULT_BUSY_TIMEOUT_MS): Db {
  handle.pragma('busy_timeout = 0');
  const kysely = new Kysely<Tables>({ dialect: new SqliteDialect({ database: cachedStatements(handle) }) });
  return {
    dialect: 'sqlite',
    kysely,
    isTransaction: false,
    sqlite: handle,
    busyTimeoutMs: Math.max(0, Math.floor(busyTimeoutMs)),
    close: () => kysely.destroy(),
  };
}

/** Opens a SQLite file for the API: migrations wait for the lock synchronously (before serving), queries do not. */
export function openDb(dbPath: string, busyTimeoutMs = DEFAULT_BUSY_TIMEOUT_MS): Db {
  return sqliteDb(openSqlite(dbPath, busyTimeoutMs), busyTimeoutMs);
}

export interface DatabaseConfig {
  dbPath: string;
  databaseUrl: string | null;
  databasePoolSize?: number;
  dbBusyTimeoutMs?: number;
}

/** The platform database of a configuration: PostgreSQL when `databaseUrl` is set (migrated), else the SQLite file. */
export async function openDatabase(config: DatabaseConfig): Promise<Db> {
  if (config.databaseUrl) {
    const { openPostgres } = await import('./postgres/connect');
    return openPostgres(config.databaseUrl, { poolSize: config.databasePoolSize, lockTimeoutMs: config.dbBusyTimeoutMs });
  }
  return openDb(config.dbPath, config.dbBusyTimeoutMs);
}

/** Removes a database file with its WAL side files. */
export function removeDbFiles(dbPath: string): void {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(dbPath + suffix, { force: true });
}
