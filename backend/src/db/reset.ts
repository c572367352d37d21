/**
 * Deletes the database at DB_PATH, recreates it and seeds it (`npm run seed`).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readEnv } from '../config';
import { refreshSearchIndex } from '../search/index-queue';
import { openSqlite, removeDbFiles, sqliteDb } from './connection';
import { seedDatabase, seedSummary } from './seed';

export async function resetDatabase(dbPath: string): Promise<Record<string, number>> {
  removeDbFiles(dbPath);
  const handle = openSqlite(dbPath);
  const db = sqliteDb(handle);
  try {
    seedDatabase(handle);
    await refreshSearchIndex(db);
    return seedSummary(handle);
  } finally {
    await db.close();
  }
}

const isMain = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]);
if (isMain) {
  const { dbPath } = readEnv();
  const started = Date.now();
  // no top-level await: tsx runs this file as CommonJS (the package has no "type": "module")
  resetDatabase(dbPath).then(
    (summary) => console.log(`Database reset and seeded at ${dbPath} in ${Date.now() - started} ms`, summary),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
