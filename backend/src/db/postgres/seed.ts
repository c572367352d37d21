/**
 * Seeds an empty PostgreSQL platform database with the same content as SQLite: the seed runs on a temporary SQLite
 * file (it is synchronous and deterministic) and the rows are copied over with their search entries
 * (copy-from-sqlite.ts). A session advisory lock makes API instances that start together seed once: the others
 * wait, then find the members there. (A transaction-scoped lock would not do: the copy truncates the tables from its
 * own connection, and would wait for this transaction's read of `members`.)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CompiledQuery } from 'kysely';
import type { Db } from '../connection';
import { get } from '../sql';
import { resetDatabase } from '../reset';
import { copySqliteToPostgres } from './copy-from-sqlite';

/** pg_advisory_lock key of the seed (any constant shared by every instance). */
const SEED_LOCK = 26_000_001;

/** Seeds (grown to `scale`×, SEED_SCALE) when the database has no member yet; answers the seed's row counts, or null when it was seeded already. */
export async function seedPostgresIfEmpty(db: Db, url: string, scale = 1): Promise<Record<string, number> | null> {
  return db.kysely.connection().execute(async (lockHolder) => {
    // Waiting for another instance's seed is not a stuck statement: the wait outlives the pool's lock and statement
    // timeouts on a busy machine (a 5 s lock_timeout failed an instance while its peer seeded); SET LOCAL would end with
    // the statement, so the session's settings are lifted for the wait and restored (RESET: the connection's own values).
    await lockHolder.executeQuery(CompiledQuery.raw('SET lock_timeout = 0'));
    await lockHolder.executeQuery(CompiledQuery.raw('SET statement_timeout = 0'));
    try {
      await lockHolder.executeQuery(CompiledQuery.raw('SELECT pg_advisory_lock($1)', [SEED_LOCK]));
    } finally {
      await lockHolder.executeQuery(CompiledQuery.raw('RESET lock_timeout'));
      await lockHolder.executeQuery(CompiledQuery.raw('RESET statement_timeout'));
    }
    try {
      if ((await get<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM members'))?.n) return null;
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-seed-'));
      try {
        const file = path.join(dir, 'seed.db');
        const summary = await resetDatabase(file, { scale });
        await copySqliteToPostgres(file, url);
        return summary;
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    } finally {
      await lockHolder.executeQuery(CompiledQuery.raw('SELECT pg_advisory_unlock($1)', [SEED_LOCK]));
    }
  });
}
