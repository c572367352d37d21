/**
 * Deletes the database at DB_PATH, recreates it and seeds it (`npm run seed`). `--scale N` (or `SEED_SCALE=N`) grows
 * the news, posts, members, comments, chat messages and orders to N× after the seed (seed/scale.ts). With
 * `DATABASE_URL` set, the PostgreSQL database is emptied and refilled instead: the seed is made on a temporary SQLite
 * file and copied (postgres/copy-from-sqlite.ts), as an API start does on an empty PostgreSQL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readEnv } from '../config';
import { refreshSearchIndex } from '../search/index-queue';
import { openSqlite, removeDbFiles, sqliteDb } from './connection';
import { seedDatabase, seedSummary } from './seed';
import { scaleSeed, seedScaleOf } from './seed/scale';

export interface ResetOptions {
  /** Grow the seeded content to this many times its count (1: the seed as it is). */
  scale?: number;
}

export async function resetDatabase(dbPath: string, options: ResetOptions = {}): Promise<Record<string, number>> {
  removeDbFiles(dbPath);
  const handle = openSqlite(dbPath);
  const db = sqliteDb(handle);
  try {
    seedDatabase(handle);
    const scale = options.scale ?? 1;
    if (scale > 1) {
      scaleSeed(handle, scale);
      // the copies share their bodies with the originals: each distinct text is segmented once
      await refreshSearchIndex(db, new Map());
    } else {
      await refreshSearchIndex(db);
    }
    return seedSummary(handle);
  } finally {
    await db.close();
  }
}

/** `npm run seed` with DATABASE_URL: the seed (at `scale`) replaces every row of the PostgreSQL database. */
async function resetPostgres(url: string, scale: number): Promise<Record<string, number>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-reset-'));
  try {
    const file = path.join(dir, 'seed.db');
    const summary = await resetDatabase(file, { scale });
    const { openPostgres } = await import('./postgres/connect');
    const { copySqliteToPostgres } = await import('./postgres/copy-from-sqlite');
    await (await openPostgres(url, { poolSize: 1 })).close(); // migrated to the level of the SQLite file
    await copySqliteToPostgres(file, url, { replace: true });
    return summary;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const isMain = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]);
if (isMain) {
  const { dbPath, databaseUrl, seedScale } = readEnv();
  const scale = seedScaleOf(process.argv.slice(2), seedScale);
  const started = Date.now();
  const where = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : dbPath;
  // no top-level await: tsx runs this file as CommonJS (the package has no "type": "module")
  (databaseUrl ? resetPostgres(databaseUrl, scale) : resetDatabase(dbPath, { scale })).then(
    (summary) => console.log(`Database reset and seeded${scale > 1 ? ` at ×${scale}` : ''} at ${where} in ${Date.now() - started} ms`, summary),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
