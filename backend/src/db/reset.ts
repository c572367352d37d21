/**
 * Deletes the database at DB_PATH, recreates it and seeds it (`npm run seed`).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readEnv } from '../config';
import { refreshSearchIndex } from '../search/index-queue';
import { openDb, removeDbFiles } from './connection';
import { seedDatabase, seedSummary } from './seed';

export function resetDatabase(dbPath: string): Record<string, number> {
  removeDbFiles(dbPath);
  const db = openDb(dbPath);
  try {
    seedDatabase(db);
    refreshSearchIndex(db);
    return seedSummary(db);
  } finally {
    db.close();
  }
}

const isMain = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]);
if (isMain) {
  const { dbPath } = readEnv();
  const started = Date.now();
  const summary = resetDatabase(dbPath);
  console.log(`Database reset and seeded at ${dbPath} in ${Date.now() - started} ms`, summary);
}
