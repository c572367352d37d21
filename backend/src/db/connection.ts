/**
 * Opens the SQLite database (WAL, foreign keys) and applies pending migrations.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from './migrate';

export type Db = Database.Database;

/** How long a statement waits for another connection's lock before SQLite answers BUSY (ms). */
export const DEFAULT_BUSY_TIMEOUT_MS = 5000;

export function openDb(dbPath: string, busyTimeoutMs = DEFAULT_BUSY_TIMEOUT_MS): Db {
  if (dbPath !== ':memory:') fs.mkdirSync(path.dirname(dbPath), { recursive: true });
  const db = new Database(dbPath);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma(`busy_timeout = ${Math.max(0, Math.floor(busyTimeoutMs))}`);
  migrate(db);
  return db;
}

/** Removes a database file with its WAL side files. */
export function removeDbFiles(dbPath: string): void {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(dbPath + suffix, { force: true });
}
