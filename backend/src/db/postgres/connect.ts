/**
 * The API's database on PostgreSQL (`DATABASE_URL`): a node-postgres pool under Kysely's PostgreSQL dialect, the
 * schema brought up to date by Kysely's migrator (which holds an advisory lock, so instances starting together
 * migrate once), and int8/numeric read as numbers as SQLite gives them.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Kysely, Migrator, PostgresDialect, sql, type Migration, type MigrationProvider } from 'kysely';
import pg from 'pg';
import type { Db, Tables } from '../connection';

/** COUNT(*), SUM(…) and BIGINT ids come back as int8; the API's numbers stay far below 2^53. */
function int8(text: string): number {
  const n = Number(text);
  if (!Number.isSafeInteger(n)) throw new RangeError(`int8 ${text} is beyond a safe JavaScript integer`);
  return n;
}
pg.types.setTypeParser(pg.types.builtins.INT8, int8);
pg.types.setTypeParser(pg.types.builtins.NUMERIC, Number);

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const BASELINE = fileURLToPath(new URL('./schema.sql', import.meta.url));

/**
 * The baseline (schema.sql: the SQLite migrations up to its last one, as one script) and then every
 * `migrations/NNN_name.sql` written after it, applied in name order, each once, in one transaction each.
 */
class PostgresMigrations implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const fromText = (file: string): Migration => ({ up: async (db) => void (await sql.raw(fs.readFileSync(file, 'utf8')).execute(db)) });
    const out: Record<string, Migration> = { '000_baseline': fromText(BASELINE) };
    if (fs.existsSync(MIGRATIONS_DIR)) {
      for (const file of fs.readdirSync(MIGRATIONS_DIR).filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f)).sort()) {
        out[file.replace(/\.sql$/, '')] = fromText(MIGRATIONS_DIR + file);
      }
    }
    return out;
  }
}

export async function migratePostgres(kysely: Kysely<Tables>): Promise<string[]> {
  const { error, results } = await new Migrator({ db: kysely, provider: new PostgresMigrations() }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

export interface PostgresOptions {
  /** Connections per API instance (default 10). */
  poolSize?: number;
  /** A statement waiting longer for a row lock fails (ms); SQLite's busy timeout in PostgreSQL terms. */
  lockTimeoutMs?: number;
}

export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    // a runaway statement, a lock held by a stuck transaction and an abandoned transaction all end
    options: `-c statement_timeout=15000 -c lock_timeout=${options.lockTimeoutMs ?? 5000} -c idle_in_transaction_session_timeout=30000`,
  });
  // an idle connection that the server drops must not end the process; the next query opens another
  pool.on('error', (error) => console.error('postgres pool:', error.message));
  const kysely = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  try {
    await migratePostgres(kysely);
  } catch (error) {
    await kysely.destroy();
    throw error;
  }
  return { dialect: 'postgres', kysely, isTransaction: false, sqlite: null, busyTimeoutMs: 0, close: () => kysely.destroy() };
}
