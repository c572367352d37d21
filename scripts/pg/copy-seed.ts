/**
 * The seed on PostgreSQL, end to end (issue 26): seeds a temporary SQLite database (backend/src/db/reset.ts), starts
 * a throwaway PostgreSQL (or uses PG_ADMIN_URL to create a scratch database), loads the baseline schema, copies the
 * seed with copySqliteToPostgres and checks the result: row counts per table, identities past max(id), the
 * triggers, a tsvector and a trigram search. Prints the timings.
 *
 *   npx tsx scripts/pg/copy-seed.ts            # SQLITE_PATH=… to copy an existing database instead of a new seed
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import pg from 'pg';
import { removeDbFiles } from '../../backend/src/db/connection';
import { copySqliteToPostgres } from '../../backend/src/db/postgres/copy-from-sqlite';
import { startTempPostgres } from '../../backend/src/db/postgres/temp-server';
import { resetDatabase } from '../../backend/src/db/reset';

const SCHEMA_SQL = fileURLToPath(new URL('../../backend/src/db/postgres/schema.sql', import.meta.url));

async function main(): Promise<number> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'copy-seed-'));
  const sqlitePath = process.env.SQLITE_PATH ?? path.join(tmp, 'seed.db');
  const t0 = Date.now();
  if (!process.env.SQLITE_PATH) resetDatabase(sqlitePath);
  const seedMs = Date.now() - t0;
  const adminUrl = process.env.PG_ADMIN_URL;
  const t1 = Date.now();
  const server = adminUrl ? null : await startTempPostgres({ binDir: process.env.PG_BIN });
  const startMs = Date.now() - t1;
  const scratch = `copy_seed_${process.pid}`;
  const admin = new pg.Client(adminUrl ?? server!.url);
  await admin.connect();
  const problems: string[] = [];
  try {
    await admin.query(`CREATE DATABASE ${scratch}`);
    const url = new URL(adminUrl ?? server!.url);
    url.pathname = `/${scratch}`;
    const t2 = Date.now();
    const client = new pg.Client(url.toString());
    await client.connect();
    await client.query(fs.readFileSync(SCHEMA_SQL, 'utf8'));
    const schemaMs = Date.now() - t2;

    const report = await copySqliteToPostgres(sqlitePath, url.toString());
    const rows = report.tables.reduce((n, t) => n + t.rows, 0);
    const biggest = [...report.tables].sort((a, b) => b.rows - a.rows).slice(0, 8);

    // Identities: the next id of every table with rows is max(id) + 1.
    const identities = (
      await client.query<{ table_name: string }>(`SELECT table_name FROM information_schema.columns WHERE table_schema = 'public' AND is_identity = 'YES'`)
    ).rows.map((r) => r.table_name);
    for (const t of identities) {
      const s = await seqState(client, t);
      if (s.next !== s.max + 1) problems.push(`identity of ${t}: next ${s.next}, max(id) ${s.max}`);
    }

    // Triggers work after the copy: a new member gets an id past the seed, updated_at and a queued search entry.
    await client.query('BEGIN');
    const member = (
      await client.query<{ id: string; updated_at: string }>(
        `INSERT INTO members (mobile, nickname, created_at) VALUES ('19900000000', '测试', '2026-01-01 08:00:00') RETURNING id, updated_at`,
      )
    ).rows[0]!;
    const queued = (await client.query(`SELECT 1 FROM search_dirty WHERE kind = 'members' AND ref_id = $1`, [member.id])).rowCount;
    if (member.updated_at !== '2026-01-01 08:00:00' || !queued) problems.push(`triggers on a new member: updated_at ${member.updated_at}, queued ${queued}`);
    await client.query('ROLLBACK');

    // Searches: the word index (tsvector) and the trigram index (ILIKE) find the seed's news like SQLite does.
    const lite = new Database(sqlitePath, { readonly: true });
    const searches: string[] = [];
    for (const word of ['包装', '食品', '无菌灌装']) {
      const liteIds = (lite.prepare('SELECT rowid AS id FROM search_news WHERE search_news MATCH ? ORDER BY rowid').all(`"${word}"`) as { id: number }[]).map((r) => r.id);
      const pgIds = (
        await client.query<{ id: string }>(`SELECT id FROM search_news WHERE words @@ to_tsquery('simple', $1) ORDER BY id`, [`'${word}'`])
      ).rows.map((r) => Number(r.id));
      searches.push(`${word}: SQLite ${liteIds.length}, PostgreSQL ${pgIds.length} (tsvector)`);
      if (liteIds.join() !== pgIds.join()) problems.push(`word search ${word}: SQLite ${liteIds.length} ids, PostgreSQL ${pgIds.length}`);
    }
    for (const word of ['包装机', '灌装线']) {
      const liteIds = (lite.prepare('SELECT rowid AS id FROM search_news_tri WHERE search_news_tri MATCH ? ORDER BY rowid').all(`"${word}"`) as { id: number }[]).map((r) => r.id);
      // The seed's tables are small enough for a sequential scan; with it disabled the plan shows the index can serve.
      await client.query('BEGIN');
      await client.query('SET LOCAL enable_seqscan = off');
      const explain = (
        await client.query(`EXPLAIN SELECT id FROM search_news_tri WHERE title ILIKE $1 OR body ILIKE $1`, [`%${word}%`])
      ).rows.map((r) => r['QUERY PLAN'] as string);
      await client.query('ROLLBACK');
      const pgIds = (
        await client.query<{ id: string }>(`SELECT id FROM search_news_tri WHERE title ILIKE $1 OR body ILIKE $1 ORDER BY id`, [`%${word}%`])
      ).rows.map((r) => Number(r.id));
      const usesIndex = explain.some((l) => /Bitmap Index Scan on search_news_tri_(title|body)/.test(l));
      searches.push(`${word}: SQLite ${liteIds.length}, PostgreSQL ${pgIds.length} (pg_trgm${usesIndex ? ', index usable' : ', index NOT usable'})`);
      if (liteIds.join() !== pgIds.join()) problems.push(`trigram search ${word}: SQLite ${liteIds.length} ids, PostgreSQL ${pgIds.length}`);
    }
    lite.close();
    const size = (await client.query(`SELECT pg_size_pretty(pg_database_size(current_database())) AS s`)).rows[0].s;
    await client.end();

    console.log(`seed (SQLite): ${process.env.SQLITE_PATH ? 'given' : `${seedMs} ms`}, ${(fs.statSync(sqlitePath).size / 1e6).toFixed(1)} MB file`);
    console.log(`PostgreSQL: ${server ? `temporary server started in ${startMs} ms, ` : ''}baseline schema loaded in ${schemaMs} ms`);
    console.log(
      `copy: ${rows} rows of ${report.tables.length} tables in ${report.ms.total} ms (rows ${report.ms.rows} ms, identities ${report.ms.identities} ms, ` +
        `search rebuild ${report.ms.search} ms; triggers ${report.replicaRole ? 'skipped (replica role)' : 'on'}); database ${size}`,
    );
    console.log(`largest tables: ${biggest.map((t) => `${t.name} ${t.rows}`).join(', ')}`);
    console.log(`search rows: ${Object.entries(report.search).map(([k, n]) => `${k} ${n}`).join(', ')}`);
    console.log(`searches: ${searches.join('; ')}`);
    if (problems.length === 0) {
      console.log('copy-seed: all checks passed');
      return 0;
    }
    console.log(`copy-seed: ${problems.length} problem(s)`);
    for (const p of problems) console.log(`  - ${p}`);
    return 1;
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${scratch}`).catch(() => {});
    await admin.end();
    await server?.stop();
    if (!process.env.SQLITE_PATH) removeDbFiles(sqlitePath);
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

async function seqState(client: pg.Client, table: string): Promise<{ next: number; max: number }> {
  const seq = (await client.query<{ s: string }>(`SELECT pg_get_serial_sequence($1, 'id') AS s`, [table])).rows[0]!.s;
  const state = (await client.query<{ last_value: string; is_called: boolean }>(`SELECT last_value, is_called FROM ${seq}`)).rows[0]!;
  const max = Number((await client.query(`SELECT COALESCE(max(id), 0) AS m FROM "${table}"`)).rows[0].m);
  return { next: Number(state.last_value) + (state.is_called ? 1 : 0), max };
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(2);
  },
);
