/**
 * Schema parity of the two engines (issue 26): builds the SQLite schema (a temporary database through `openDb`,
 * which applies every migration of backend/src/db/migrations/) and the PostgreSQL baseline
 * (backend/src/db/postgres/schema.sql, on a throwaway server of backend/src/db/postgres/temp-server.ts), and
 * compares them:
 *   - table names; per table the column names, order-insensitive, with nullability, type family and default;
 *   - primary keys; unique indexes and constraints (by their columns or expressions and predicate); ordinary
 *     indexes (by name, columns and sort direction; `x COLLATE NOCASE` counts as `lower(x)`);
 *   - triggers (by name, table, event and UPDATE OF columns; BEFORE/AFTER may differ, see schema.sql);
 *   - the FTS5 tables: search_<kind> ↔ a table (id PK, title, body, words tsvector + GIN index),
 *     search_<kind>_tri ↔ a table (id PK, title, body + a pg_trgm GIN index per text column);
 *   - schema_migrations: the baseline must stand for every SQLite migration file;
 *   - the rows the migrations insert into other tables (templates), value by value.
 * Prints the differences and exits 1 when there is any.
 *
 *   npx tsx scripts/pg/schema-parity.ts
 *
 * With PG_ADMIN_URL (a superuser URL of a server you own) it creates and drops a scratch database there instead of
 * starting a server.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openSqlite, removeDbFiles, type SqliteHandle as Db } from '../../backend/src/db/connection';
import { migrationFiles } from '../../backend/src/db/migrate';
import { startTempPostgres } from '../../backend/src/db/postgres/temp-server';

const SCHEMA_SQL = fileURLToPath(new URL('../../backend/src/db/postgres/schema.sql', import.meta.url));
const FTS_SHADOW = /_(data|idx|content|docsize|config)$/;

interface Column {
  name: string;
  notNull: boolean;
  type: 'integer' | 'text' | 'real' | 'other';
  default: string | null;
}
interface Index {
  name: string;
  table: string;
  unique: boolean;
  /** Column names or normalised expressions, with ` desc` for descending keys. */
  keys: string[];
  where: string | null;
  /** Index method and operator class hints (PostgreSQL only): gin, gin_trgm_ops. */
  method?: string;
}
interface Trigger {
  name: string;
  table: string;
  event: string;
}
interface Schema {
  tables: Map<string, Column[]>;
  primaryKeys: Map<string, string[]>;
  indexes: Index[];
  triggers: Trigger[];
  /** FTS5 tables of SQLite: name → columns. */
  fts: Map<string, string[]>;
}

/** Lower case, no casts, no spaces, no parentheses: `COALESCE(member_id, 0::bigint)` ≡ `coalesce(member_id,0)`. */
function normExpr(expr: string): string {
  return expr
    .replace(/::[\w ]+(\[\])?/g, '')
    .replace(/\b(\w+)\s+COLLATE\s+NOCASE\b/gi, 'lower($1)')
    .toLowerCase()
    .replace(/[\s()"]/g, '');
}

function typeFamily(declared: string): Column['type'] {
  const t = declared.toLowerCase();
  if (/int/.test(t)) return 'integer';
  if (/char|text|clob/.test(t)) return 'text';
  if (/real|floa|doub/.test(t)) return 'real';
  return 'other';
}

function normDefault(value: string | null): string | null {
  if (value === null) return null;
  return value.replace(/::[\w ]+$/, '').replace(/^\((.*)\)$/, '$1');
}

// ---------------------------------------------------------------------------------------------------- SQLite side

function sqliteSchema(db: Db): Schema {
  const master = db.prepare("SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'").all() as {
    type: string;
    name: string;
    tbl_name: string;
    sql: string | null;
  }[];
  const virtual = master.filter((o) => o.type === 'table' && o.sql?.startsWith('CREATE VIRTUAL'));
  const shadow = (name: string) => virtual.some((v) => name.startsWith(`${v.name}_`) && FTS_SHADOW.test(name.slice(v.name.length)));
  const schema: Schema = { tables: new Map(), primaryKeys: new Map(), indexes: [], triggers: [], fts: new Map() };
  for (const v of virtual) {
    const cols = db.prepare('SELECT name FROM pragma_table_info(?)').all(v.name) as { name: string }[];
    schema.fts.set(v.name, cols.map((c) => c.name));
  }
  for (const t of master.filter((o) => o.type === 'table' && !o.sql?.startsWith('CREATE VIRTUAL') && !shadow(o.name))) {
    const info = db.prepare('SELECT name, type, "notnull" AS nn, dflt_value, pk FROM pragma_table_info(?)').all(t.name) as {
      name: string;
      type: string;
      nn: number;
      dflt_value: string | null;
      pk: number;
    }[];
    schema.tables.set(
      t.name,
      info.map((c) => ({ name: c.name, notNull: c.nn === 1 || c.pk > 0, type: typeFamily(c.type), default: normDefault(c.dflt_value) })),
    );
    schema.primaryKeys.set(
      t.name,
      info
        .filter((c) => c.pk > 0)
        .sort((a, b) => a.pk - b.pk)
        .map((c) => c.name),
    );
    const list = db.prepare('SELECT name, "unique" AS u, origin, partial FROM pragma_index_list(?)').all(t.name) as {
      name: string;
      u: number;
      origin: string;
      partial: number;
    }[];
    for (const ix of list) {
      if (ix.origin === 'pk') continue;
      const sql = master.find((o) => o.type === 'index' && o.name === ix.name)?.sql ?? null;
      const xinfo = db.prepare('SELECT cid, name, "desc" AS d, key FROM pragma_index_xinfo(?) WHERE key = 1 ORDER BY seqno').all(ix.name) as {
        cid: number;
        name: string | null;
        d: number;
      }[];
      const exprs = sql ? splitTop(sql.slice(sql.indexOf('(') + 1, matchingParen(sql, sql.indexOf('(')))) : [];
      const keys = xinfo.map((k, i) => {
        let key = k.name ?? normExpr((exprs[i] ?? '?').replace(/\s+(ASC|DESC)$/i, ''));
        if (k.name && exprs[i] && /COLLATE\s+NOCASE/i.test(exprs[i]!)) key = normExpr(`lower(${k.name})`);
        return k.d ? `${key} desc` : key;
      });
      const where = ix.partial && sql ? normExpr(sql.slice(sql.search(/\bWHERE\b/i) + 5)) : null;
      schema.indexes.push({ name: ix.origin === 'u' ? '(constraint)' : ix.name, table: t.name, unique: ix.u === 1, keys, where });
    }
  }
  for (const tr of master.filter((o) => o.type === 'trigger')) {
    const m = /\b(?:BEFORE|AFTER|INSTEAD OF)?\s*(INSERT|DELETE|UPDATE(?:\s+OF\s+([\w\s,]+?))?)\s+ON\s+(\w+)/i.exec(tr.sql ?? '');
    if (!m) throw new Error(`cannot read trigger ${tr.name}`);
    const event = m[2] ? `UPDATE OF ${m[2].split(',').map((c) => c.trim()).sort().join(',')}` : m[1]!.toUpperCase();
    schema.triggers.push({ name: tr.name, table: m[3]!, event });
  }
  return schema;
}

function matchingParen(s: string, open: number): number {
  let depth = 0;
  for (let i = open; i < s.length; i++) {
    if (s[i] === '(') depth++;
    if (s[i] === ')' && --depth === 0) return i;
  }
  return s.length;
}

function splitTop(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of s) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (depth === 0 && ch === ',') {
      out.push(cur.trim());
      cur = '';
    } else cur += ch;
  }
  if (cur.trim()) out.push(cur.trim());
  return out;
}

// ------------------------------------------------------------------------------------------------ PostgreSQL side

async function pgSchema(client: pg.Client): Promise<Schema> {
  const schema: Schema = { tables: new Map(), primaryKeys: new Map(), indexes: [], triggers: [], fts: new Map() };
  const cols = await client.query<{ table_name: string; column_name: string; is_nullable: string; data_type: string; column_default: string | null }>(
    `SELECT table_name, column_name, is_nullable, data_type, column_default FROM information_schema.columns
      WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`,
  );
  for (const c of cols.rows) {
    const list = schema.tables.get(c.table_name) ?? [];
    list.push({
      name: c.column_name,
      notNull: c.is_nullable === 'NO',
      type: c.data_type === 'tsvector' ? 'other' : typeFamily(c.data_type),
      default: normDefault(c.column_default),
    });
    schema.tables.set(c.table_name, list);
  }
  const idx = await client.query<{
    name: string;
    table: string;
    unique: boolean;
    primary: boolean;
    keys: string[];
    options: string;
    where: string | null;
    method: string;
    opclasses: string[];
  }>(
    `SELECT i.relname AS name, t.relname AS table, x.indisunique AS unique, x.indisprimary AS primary,
            ARRAY(SELECT pg_get_indexdef(x.indexrelid, k, true) FROM generate_series(1, x.indnkeyatts) AS k) AS keys,
            x.indoption::text AS options, pg_get_expr(x.indpred, x.indrelid, true) AS where, am.amname AS method,
            ARRAY(SELECT opc.opcname::text FROM unnest(x.indclass) AS oc JOIN pg_opclass opc ON opc.oid = oc) AS opclasses
       FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace JOIN pg_am am ON am.oid = i.relam
      WHERE n.nspname = 'public'`,
  );
  for (const r of idx.rows) {
    const options = r.options.split(' ').map(Number);
    const keys = r.keys.map((k, i) => {
      const key = /^\w+$/.test(k) ? k : normExpr(k);
      return (options[i] ?? 0) & 1 ? `${key} desc` : key;
    });
    if (r.primary) {
      schema.primaryKeys.set(r.table, keys);
      continue;
    }
    const isConstraint = (await client.query('SELECT 1 FROM pg_constraint WHERE conname = $1 AND contype = $2', [r.name, 'u'])).rowCount! > 0;
    schema.indexes.push({
      name: isConstraint ? '(constraint)' : r.name,
      table: r.table,
      unique: r.unique,
      keys,
      where: r.where ? normExpr(r.where) : null,
      method: r.method === 'gin' ? `gin ${r.opclasses.join(',')}` : r.method,
    });
  }
  for (const t of schema.tables.keys()) if (!schema.primaryKeys.has(t)) schema.primaryKeys.set(t, []);
  const trg = await client.query<{ name: string; table: string; type: number; columns: string[] }>(
    `SELECT tg.tgname AS name, c.relname AS table, tg.tgtype AS type,
            ARRAY(SELECT a.attname::text FROM unnest(tg.tgattr) AS k JOIN pg_attribute a ON a.attrelid = tg.tgrelid AND a.attnum = k) AS columns
       FROM pg_trigger tg JOIN pg_class c ON c.oid = tg.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE NOT tg.tgisinternal AND n.nspname = 'public'`,
  );
  for (const t of trg.rows) {
    // tgtype bits: 4 INSERT, 8 DELETE, 16 UPDATE.
    const events = [t.type & 4 ? 'INSERT' : null, t.type & 8 ? 'DELETE' : null, t.type & 16 ? 'UPDATE' : null].filter(Boolean);
    let event = events.join('|');
    if (event === 'UPDATE' && t.columns.length > 0) event = `UPDATE OF ${[...t.columns].sort().join(',')}`;
    schema.triggers.push({ name: t.name, table: t.table, event });
  }
  return schema;
}

// ------------------------------------------------------------------------------------------------------ comparison

const indexKey = (i: Index) => `${i.table}: ${i.unique ? 'UNIQUE ' : ''}${i.name} (${i.keys.join(', ')})${i.where ? ` WHERE ${i.where}` : ''}`;

function compare(lite: Schema, pgs: Schema): string[] {
  const problems: string[] = [];
  const ftsTables = new Set(lite.fts.keys());
  for (const name of lite.tables.keys()) if (!pgs.tables.has(name)) problems.push(`table ${name}: missing in PostgreSQL`);
  for (const name of pgs.tables.keys()) {
    if (!lite.tables.has(name) && !ftsTables.has(name)) problems.push(`table ${name}: only in PostgreSQL`);
  }
  for (const [name, liteCols] of lite.tables) {
    const pgCols = pgs.tables.get(name);
    if (!pgCols) continue;
    for (const c of liteCols) {
      const p = pgCols.find((x) => x.name === c.name);
      if (!p) {
        problems.push(`column ${name}.${c.name}: missing in PostgreSQL`);
        continue;
      }
      if (p.notNull !== c.notNull) problems.push(`column ${name}.${c.name}: ${c.notNull ? 'NOT NULL' : 'nullable'} in SQLite, ${p.notNull ? 'NOT NULL' : 'nullable'} in PostgreSQL`);
      if (p.type !== c.type) problems.push(`column ${name}.${c.name}: type ${c.type} in SQLite, ${p.type} in PostgreSQL`);
      // An identity column has no default in PostgreSQL's catalogue; SQLite's rowid alias none either.
      if (p.default !== c.default) problems.push(`column ${name}.${c.name}: default ${c.default ?? 'none'} in SQLite, ${p.default ?? 'none'} in PostgreSQL`);
    }
    for (const p of pgCols) if (!liteCols.some((c) => c.name === p.name)) problems.push(`column ${name}.${p.name}: only in PostgreSQL`);
    const lpk = lite.primaryKeys.get(name) ?? [];
    const ppk = pgs.primaryKeys.get(name) ?? [];
    if (lpk.join(',') !== ppk.join(',')) problems.push(`primary key of ${name}: (${lpk.join(', ')}) in SQLite, (${ppk.join(', ')}) in PostgreSQL`);
  }
  // Indexes of the ordinary tables: the same set, compared by name (constraints by columns), columns and predicate.
  const litePlain = lite.indexes.map(indexKey);
  const pgPlain = pgs.indexes.filter((i) => lite.tables.has(i.table)).map(indexKey);
  for (const k of litePlain) if (!pgPlain.includes(k)) problems.push(`index ${k}: missing in PostgreSQL`);
  for (const k of pgPlain) if (!litePlain.includes(k)) problems.push(`index ${k}: only in PostgreSQL`);
  // FTS5 tables.
  for (const [name, cols] of lite.fts) {
    const pgCols = pgs.tables.get(name);
    if (!pgCols) {
      problems.push(`search table ${name}: missing in PostgreSQL`);
      continue;
    }
    const tri = name.endsWith('_tri');
    const expected = ['id', ...cols, ...(tri ? [] : ['words'])];
    const actual = pgCols.map((c) => c.name);
    if (expected.join(',') !== actual.join(',')) problems.push(`search table ${name}: columns (${actual.join(', ')}), expected (${expected.join(', ')})`);
    if ((pgs.primaryKeys.get(name) ?? []).join(',') !== 'id') problems.push(`search table ${name}: primary key should be (id)`);
    const gin = pgs.indexes.filter((i) => i.table === name && i.method?.startsWith('gin'));
    if (tri) {
      for (const c of cols) {
        if (!gin.some((i) => i.keys.join() === c && i.method === 'gin gin_trgm_ops')) problems.push(`search table ${name}: no pg_trgm GIN index on ${c}`);
      }
    } else if (!gin.some((i) => i.keys.join() === 'words' && i.method === 'gin tsvector_ops')) {
      problems.push(`search table ${name}: no GIN index on words`);
    }
  }
  // Triggers.
  const trigKey = (t: Trigger) => `${t.table}: ${t.name} ${t.event}`;
  const liteTr = lite.triggers.map(trigKey);
  const pgTr = pgs.triggers.map(trigKey);
  for (const k of liteTr) if (!pgTr.includes(k)) problems.push(`trigger ${k}: missing in PostgreSQL`);
  for (const k of pgTr) if (!liteTr.includes(k)) problems.push(`trigger ${k}: only in PostgreSQL`);
  return problems;
}

/** Rows a fresh SQLite database has before any seed (inserted by migrations), compared with the baseline's. */
async function compareRows(db: Db, lite: Schema, client: pg.Client): Promise<{ problems: string[]; tables: string[] }> {
  const problems: string[] = [];
  const tables: string[] = [];
  const versions = (await client.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version')).rows.map((r) => r.version);
  const files = migrationFiles();
  for (const f of files) if (!versions.includes(f)) problems.push(`migration ${f}: not in the PostgreSQL baseline (write its PostgreSQL counterpart, then add it to schema_migrations)`);
  for (const v of versions) if (!files.includes(v)) problems.push(`migration ${v}: in the PostgreSQL baseline but not in backend/src/db/migrations/`);
  for (const table of lite.tables.keys()) {
    if (table === 'schema_migrations') continue;
    const count = (db.prepare(`SELECT count(*) AS n FROM "${table}"`).get() as { n: number }).n;
    const pgCount = Number((await client.query(`SELECT count(*) AS n FROM "${table}"`)).rows[0].n);
    if (count === 0 && pgCount === 0) continue;
    tables.push(`${table} (${count})`);
    if (count !== pgCount) {
      problems.push(`rows of ${table}: ${count} in SQLite, ${pgCount} in PostgreSQL`);
      continue;
    }
    const pk = lite.primaryKeys.get(table)!;
    const order = pk.map((c) => `"${c}"`).join(', ');
    const liteRows = db.prepare(`SELECT * FROM "${table}" ORDER BY ${order}`).all() as Record<string, unknown>[];
    const pgRows = (await client.query(`SELECT * FROM "${table}" ORDER BY ${order}`)).rows as Record<string, unknown>[];
    liteRows.forEach((row, i) => {
      for (const [col, value] of Object.entries(row)) {
        const other = pgRows[i]![col];
        if (String(value ?? '∅') !== String(other ?? '∅')) {
          problems.push(`rows of ${table}: row ${pk.map((c) => row[c]).join('/')} column ${col} differs`);
        }
      }
    });
  }
  return { problems, tables };
}

async function main(): Promise<number> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'schema-parity-'));
  const dbPath = path.join(tmp, 'parity.db');
  const adminUrl = process.env.PG_ADMIN_URL;
  const server = adminUrl ? null : await startTempPostgres({ binDir: process.env.PG_BIN });
  const scratch = `schema_parity_${process.pid}`;
  const admin = new pg.Client(adminUrl ?? server!.url);
  await admin.connect();
  let client: pg.Client | null = null;
  let db: Db | null = null;
  try {
    db = openSqlite(dbPath);
    const lite = sqliteSchema(db);
    await admin.query(`CREATE DATABASE ${scratch}`);
    const url = new URL(adminUrl ?? server!.url);
    url.pathname = `/${scratch}`;
    client = new pg.Client(url.toString());
    await client.connect();
    await client.query(fs.readFileSync(SCHEMA_SQL, 'utf8'));
    const pgs = await pgSchema(client);
    const problems = compare(lite, pgs);
    const rows = await compareRows(db, lite, client);
    problems.push(...rows.problems);
    console.log(
      `SQLite (${migrationFiles().length} migrations): ${lite.tables.size} tables + ${lite.fts.size} FTS5 tables, ` +
        `${lite.indexes.length} indexes/unique constraints, ${lite.triggers.length} triggers; ` +
        `PostgreSQL baseline: ${pgs.tables.size} tables, ${pgs.indexes.length} indexes/unique constraints, ${pgs.triggers.length} triggers; ` +
        `migration rows compared: ${rows.tables.join(', ') || 'none'}.`,
    );
    if (problems.length === 0) {
      console.log('schema parity: no difference');
      return 0;
    }
    console.log(`schema parity: ${problems.length} difference(s)`);
    for (const p of problems) console.log(`  - ${p}`);
    return 1;
  } finally {
    db?.close();
    removeDbFiles(dbPath);
    fs.rmSync(tmp, { recursive: true, force: true });
    await client?.end();
    await admin.query(`DROP DATABASE IF EXISTS ${scratch}`).catch(() => {});
    await admin.end();
    await server?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(2);
  },
);
