/**
 * Copies a SQLite platform database into a PostgreSQL database that has the baseline schema (schema.sql), for a
 * deployment that moves to PostgreSQL with its data, and for tests that want the seed on PostgreSQL without
 * running the seed there (issue 26).
 *
 *   await copySqliteToPostgres('data/platform.db', 'postgres://…/platform');
 *   npx tsx backend/src/db/postgres/copy-from-sqlite.ts data/platform.db postgres://…/platform
 *
 * - The source must be at the migration level the baseline stands for (the same schema_migrations versions); it is
 *   opened read-only.
 * - The target may hold only the rows the baseline inserts (templates): those tables are emptied and refilled from
 *   the source. Any other row refuses the copy unless `replace: true` (then every table is emptied first).
 * - One transaction. Tables go in foreign-key order; with a superuser connection `session_replication_role =
 *   replica` also skips the triggers (foreign-key checks, updated_at, the search queue) during the copy; without it
 *   the triggers run (the updated_at triggers only fill a NULL, and the search queue is cleared at the end).
 * - Rows go in batches as one JSON parameter each (`INSERT … SELECT … FROM json_populate_recordset`): no limit on
 *   parameters per statement, one round trip per batch.
 * - Every identity is moved to max(id) + 1.
 * - The search tables are rebuilt from the source rows with the API's own segmentation (search/index-queue.ts
 *   indexEntry, search/segment.ts), since SQLite's FTS5 tables are contentless (they keep no text to copy).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import pg from 'pg';
import { sqliteDb } from '../connection';
import { indexEntry, SEARCH_KINDS, sourceRows, type SearchKind } from '../../search/index-queue';

export interface CopyOptions {
  /** Rows per INSERT (default 2000). */
  batchRows?: number;
  /** Empty every table of the target first, whatever it holds. */
  replace?: boolean;
  /** Progress lines (default: none). */
  log?: (line: string) => void;
}

export interface CopyReport {
  /** Rows copied per table, in copy order. */
  tables: { name: string; rows: number }[];
  /** Rows written into the search tables, per kind (each row goes into search_<kind> and search_<kind>_tri). */
  search: Record<string, number>;
  /** Whether the triggers were skipped (session_replication_role = replica). */
  replicaRole: boolean;
  ms: { total: number; rows: number; search: number; identities: number };
}

const FTS_SHADOW = /_(data|idx|content|docsize|config)$/;
/** Tables the copy does not fill row by row. */
const NOT_COPIED = new Set(['schema_migrations', 'search_dirty']);

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function copySqliteToPostgres(sqlitePath: string, pgUrl: string, options: CopyOptions = {}): Promise<CopyReport> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const batchRows = options.batchRows ?? 2000;
  const source = new Database(sqlitePath, { readonly: true, fileMustExist: true });
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    // --- what to copy
    const master = source.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as {
      name: string;
      sql: string;
    }[];
    const virtual = master.filter((t) => t.sql.startsWith('CREATE VIRTUAL')).map((t) => t.name);
    const isShadow = (name: string) => virtual.some((v) => name.startsWith(`${v}_`) && FTS_SHADOW.test(name.slice(v.length)));
    const sourceTables = master.map((t) => t.name).filter((n) => !virtual.includes(n) && !isShadow(n) && !NOT_COPIED.has(n));

    const liteVersions = (source.prepare('SELECT version FROM schema_migrations ORDER BY version').all() as { version: string }[]).map((r) => r.version);
    const pgVersions = (await client.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version')).rows.map((r) => r.version);
    if (liteVersions.join() !== pgVersions.join()) {
      const missing = pgVersions.filter((v) => !liteVersions.includes(v));
      const extra = liteVersions.filter((v) => !pgVersions.includes(v));
      throw new Error(
        `the SQLite database and the PostgreSQL schema are at different migrations` +
          `${missing.length ? `; SQLite lacks ${missing.join(', ')} (open it once with the API to migrate it)` : ''}` +
          `${extra.length ? `; PostgreSQL lacks ${extra.join(', ')}` : ''}`,
      );
    }

    const pgColumns = new Map<string, Set<string>>();
    for (const r of (
      await client.query<{ table_name: string; column_name: string }>(
        `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' AND is_generated = 'NEVER'`,
      )
    ).rows) {
      if (!pgColumns.has(r.table_name)) pgColumns.set(r.table_name, new Set());
      pgColumns.get(r.table_name)!.add(r.column_name);
    }
    const missingTables = sourceTables.filter((t) => !pgColumns.has(t));
    if (missingTables.length) throw new Error(`tables missing in PostgreSQL: ${missingTables.join(', ')}`);

    // Foreign-key order: a table after the tables it references.
    const refs = new Map<string, string[]>();
    for (const r of (
      await client.query<{ child: string; parent: string }>(
        `SELECT c.relname AS child, p.relname AS parent FROM pg_constraint k
           JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
          WHERE k.contype = 'f' AND c.relnamespace = 'public'::regnamespace`,
      )
    ).rows) {
      if (r.child !== r.parent) refs.set(r.child, [...(refs.get(r.child) ?? []), r.parent]);
    }
    const order: string[] = [];
    const visit = (t: string, stack: string[]) => {
      if (order.includes(t) || !sourceTables.includes(t)) return;
      if (stack.includes(t)) throw new Error(`foreign-key cycle: ${[...stack, t].join(' → ')}`);
      for (const p of refs.get(t) ?? []) visit(p, [...stack, t]);
      order.push(t);
    };
    for (const t of sourceTables) visit(t, []);

    // --- the target must be empty but for the rows the baseline inserts
    const baselineRows = new Set(['post_templates', 'section_templates']);
    // the migrations' own bookkeeping (SQLite's list, Kysely's migrator tables) is not platform data
    const bookkeeping = new Set(['schema_migrations', 'kysely_migration', 'kysely_migration_lock']);
    const allPgTables = [...pgColumns.keys()].filter((t) => !bookkeeping.has(t));
    if (!options.replace) {
      for (const t of allPgTables) {
        if (baselineRows.has(t)) continue;
        const any = await client.query(`SELECT 1 FROM ${ident(t)} LIMIT 1`);
        if (any.rowCount) throw new Error(`the PostgreSQL table ${t} already has rows; copy into a fresh database (or pass replace: true)`);
      }
    }

    await client.query('BEGIN');
    let replicaRole = false;
    try {
      await client.query('SAVEPOINT role');
      await client.query('SET LOCAL session_replication_role = replica');
      await client.query('RELEASE SAVEPOINT role');
      replicaRole = true;
    } catch {
      await client.query('ROLLBACK TO SAVEPOINT role');
      log('not a superuser: copying with triggers and foreign-key checks on (tables in foreign-key order)');
    }
    await client.query(`TRUNCATE ${allPgTables.map(ident).join(', ')} RESTART IDENTITY`);

    // --- rows
    const rowsStarted = Date.now();
    const tables: CopyReport['tables'] = [];
    for (const table of order) {
      const liteCols = (source.prepare('SELECT name FROM pragma_table_info(?)').all(table) as { name: string }[]).map((c) => c.name);
      const target = pgColumns.get(table)!;
      const cols = liteCols.filter((c) => target.has(c));
      const dropped = liteCols.filter((c) => !target.has(c));
      if (dropped.length) throw new Error(`columns of ${table} missing in PostgreSQL: ${dropped.join(', ')}`);
      const list = cols.map(ident).join(', ');
      const insert = `INSERT INTO ${ident(table)} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${ident(table)}, $1)`;
      let batch: Record<string, unknown>[] = [];
      let count = 0;
      const flush = async () => {
        if (batch.length === 0) return;
        try {
          await client.query(insert, [JSON.stringify(batch)]);
        } catch (error) {
          throw new Error(`copying ${table} (rows ${count - batch.length + 1}–${count}): ${(error as Error).message}`);
        }
        batch = [];
      };
      for (const row of source.prepare(`SELECT ${list} FROM ${ident(table)}`).iterate() as Iterable<Record<string, unknown>>) {
        batch.push(row);
        count++;
        if (batch.length >= batchRows) await flush();
      }
      await flush();
      tables.push({ name: table, rows: count });
      if (count) log(`${table}: ${count}`);
    }
    const rowsMs = Date.now() - rowsStarted;

    // --- identities to max(id) + 1
    const identStarted = Date.now();
    const identities = await client.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' AND is_identity = 'YES'`,
    );
    for (const { table_name: t, column_name: c } of identities.rows) {
      await client.query(
        `SELECT setval(pg_get_serial_sequence($1, $2), COALESCE((SELECT max(${ident(c)}) FROM ${ident(t)}), 0) + 1, false)`,
        [t, c],
      );
    }
    const identitiesMs = Date.now() - identStarted;

    // --- search tables, rebuilt from the source rows
    const searchStarted = Date.now();
    const search: Record<string, number> = {};
    for (const kind of SEARCH_KINDS) search[kind] = await rebuildSearch(source, client, kind, batchRows);
    await client.query('DELETE FROM search_dirty');
    log(`search: ${Object.entries(search).map(([k, n]) => `${k} ${n}`).join(', ')}`);
    const searchMs = Date.now() - searchStarted;

    // --- every table holds what the source holds
    for (const { name, rows } of tables) {
      const n = Number((await client.query(`SELECT count(*) AS n FROM ${ident(name)}`)).rows[0].n);
      if (n !== rows) throw new Error(`${name}: ${rows} rows in SQLite, ${n} in PostgreSQL after the copy`);
    }
    await client.query('COMMIT');
    await client.query('ANALYZE');
    return { tables, search, replicaRole, ms: { total: Date.now() - started, rows: rowsMs, search: searchMs, identities: identitiesMs } };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    source.close();
    await client.end();
  }
}

/**
 * Writes search_<kind> (segmented words) and search_<kind>_tri (raw text) for every row of the kind: the ids are
 * those in SQLite's index plus those still queued in its search_dirty (a row deleted since is skipped).
 */
async function rebuildSearch(source: Database.Database, client: pg.Client, kind: SearchKind, batchRows: number): Promise<number> {
  const ids = [
    ...new Set([
      ...(source.prepare(`SELECT rowid AS id FROM search_${kind}`).all() as { id: number }[]).map((r) => r.id),
      ...(source.prepare('SELECT ref_id AS id FROM search_dirty WHERE kind = ?').all(kind) as { id: number }[]).map((r) => r.id),
    ]),
  ].sort((a, b) => a - b);
  const words = `INSERT INTO search_${kind} (id, title, body) SELECT id, title, body FROM json_to_recordset($1) AS r(id bigint, title text, body text)`;
  const text = `INSERT INTO search_${kind}_tri (id, title, body) SELECT id, title, body FROM json_to_recordset($1) AS r(id bigint, title text, body text)`;
  let written = 0;
  const reader = sqliteDb(source);
  // a grown seed (npm run seed -- --scale N) repeats its texts: each distinct one is segmented once
  const memo = new Map<string, string>();
  for (let i = 0; i < ids.length; i += batchRows) {
    const rows = await sourceRows(reader, kind, ids.slice(i, i + batchRows));
    const entries = rows.map((row) => ({ id: row.id, entry: indexEntry(kind, row, memo) }));
    await client.query(words, [JSON.stringify(entries.map(({ id, entry }) => ({ id, ...entry.words })))]);
    await client.query(text, [JSON.stringify(entries.map(({ id, entry }) => ({ id, ...entry.text })))]);
    written += entries.length;
  }
  return written;
}

const isMain = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]);
if (isMain) {
  const [sqlitePath, pgUrl] = process.argv.slice(2);
  if (!sqlitePath || !pgUrl) {
    console.error('usage: npx tsx backend/src/db/postgres/copy-from-sqlite.ts <sqlite file> <postgres url> [--replace]');
    process.exit(2);
  }
  copySqliteToPostgres(sqlitePath, pgUrl, { replace: process.argv.includes('--replace'), log: (l) => console.log(l) }).then(
    (report) => {
      const rows = report.tables.reduce((n, t) => n + t.rows, 0);
      console.log(`copied ${rows} rows of ${report.tables.length} tables in ${report.ms.total} ms`, report.ms);
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
