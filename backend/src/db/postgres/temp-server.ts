/**
 * A throwaway PostgreSQL server for tests and scripts (issue 26): a fresh cluster in a temporary folder, listening
 * on a free loopback port with trust authentication, durability off (fsync, synchronous_commit,
 * full_page_writes) and small memory. `stop()` shuts it down and deletes the folder.
 *
 *   const pg = await startTempPostgres();          // pg.url = postgres://postgres@127.0.0.1:PORT/postgres
 *   const url = await pg.createDatabase('app');    // a fresh database on the same server
 *   …
 *   await pg.stop();
 *
 * From a Vitest global setup: `export default async () => { const pg = await startTempPostgres();
 * process.env.DATABASE_URL = pg.url; return () => pg.stop(); }` (the teardown function is what Vitest calls).
 *
 * Root (as in CI): PostgreSQL refuses to run as root, so the folder is given to an unprivileged account
 * (`postgres`, which Debian's package creates, else `nobody`; the `runAs` option chooses) and initdb and postgres
 * are spawned with that account's uid/gid. As a normal user they run as that user.
 *
 * The binaries are found through the `binDir` option, then `pg_config --bindir`, then the newest `/usr/lib/postgresql/<n>/bin`;
 * missing binaries answer an error that says to `apt-get install postgresql`.
 *
 * The cluster is created with LC_CTYPE C.UTF-8 (collation C): pg_trgm and the text-search parser then treat Chinese
 * characters as word characters (with LC_CTYPE C they are separators, and the trigram indexes of the search tables
 * would find nothing to index).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export interface TempPostgres {
  /** `postgres://postgres@127.0.0.1:PORT/postgres` (superuser, trust authentication). */
  url: string;
  port: number;
  /** The temporary folder: `data/` (the cluster), the socket and `server.log`. */
  dir: string;
  /** Creates a database (optionally from a template) and answers its URL. */
  createDatabase(name: string, template?: string): Promise<string>;
  /** Fast shutdown, then the folder is deleted. Safe to call twice. */
  stop(): Promise<void>;
}

export interface TempPostgresOptions {
  /** Port to listen on; default a free one. */
  port?: number;
  /** Extra `-c name=value` server settings. */
  settings?: Record<string, string | number>;
  /** Parent of the temporary folder; default the system's temp folder (`/tmp` when running as root). */
  baseDir?: string;
  /** Milliseconds to wait for the server to accept connections (default 30 000). */
  startTimeoutMs?: number;
  /** Folder of initdb and postgres; default found as findPostgresBinaries says. */
  binDir?: string;
  /** Account to run as when this process is root; default `postgres`, else `nobody`. */
  runAs?: string;
}

const BINARIES = ['initdb', 'postgres'] as const;

/** The folder holding initdb and postgres, or a clear error. */
export function findPostgresBinaries(binDir?: string): string {
  const candidates: string[] = [];
  if (binDir) candidates.push(binDir);
  const pgConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (pgConfig.status === 0 && pgConfig.stdout.trim()) candidates.push(pgConfig.stdout.trim());
  const debianRoot = '/usr/lib/postgresql';
  if (fs.existsSync(debianRoot)) {
    const versions = fs
      .readdirSync(debianRoot)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    for (const v of versions) candidates.push(path.join(debianRoot, v, 'bin'));
  }
  for (const dir of candidates) {
    if (BINARIES.every((b) => fs.existsSync(path.join(dir, b)))) return dir;
  }
  throw new Error(
    `PostgreSQL server binaries (${BINARIES.join(', ')}) not found${candidates.length ? ` (looked in ${candidates.join(', ')})` : ''}. ` +
      'Install them with `apt-get install postgresql` (Debian/Ubuntu), or pass binDir (PG_BIN in the scripts) naming the folder that holds them.',
  );
}

/** The account the server runs as when we are root: uid, gid and name. */
function unprivilegedAccount(runAs?: string): { uid: number; gid: number; name: string } {
  const names = runAs ? [runAs] : ['postgres', 'nobody'];
  const passwd = fs.readFileSync('/etc/passwd', 'utf8').split('\n');
  for (const name of names) {
    const line = passwd.find((l) => l.startsWith(`${name}:`));
    if (!line) continue;
    const [, , uid, gid] = line.split(':');
    if (Number(uid) !== 0) return { uid: Number(uid), gid: Number(gid), name };
  }
  throw new Error(`running as root and none of the accounts ${names.join(', ')} exists to run PostgreSQL as (pass runAs)`);
}

/** A port nobody listens on now (the kernel's pick). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function chownRecursive(target: string, uid: number, gid: number): void {
  fs.chownSync(target, uid, gid);
  if (fs.statSync(target).isDirectory()) for (const entry of fs.readdirSync(target)) chownRecursive(path.join(target, entry), uid, gid);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startTempPostgres(options: TempPostgresOptions = {}): Promise<TempPostgres> {
  const bin = findPostgresBinaries(options.binDir);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const account = isRoot ? unprivilegedAccount(options.runAs) : null;
  const base = options.baseDir ?? (isRoot ? '/tmp' : os.tmpdir());
  const dir = fs.mkdtempSync(path.join(base, 'pg-temp-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  // The account must reach the folder: /tmp is world-writable with the sticky bit; the folder itself is its own.
  if (account) chownRecursive(dir, account.uid, account.gid);
  const asAccount = account ? { uid: account.uid, gid: account.gid } : {};

  const cleanup = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    const init = spawnSync(
      path.join(bin, 'initdb'),
      ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--lc-collate=C', '--no-sync', '--no-instructions'],
      { ...asAccount, cwd: dir, encoding: 'utf8' },
    );
    if (init.status !== 0) throw new Error(`initdb failed (${init.status ?? init.signal}): ${init.stderr || init.stdout || init.error?.message}`);
  } catch (error) {
    cleanup();
    throw error;
  }

  let attempt = 0;
  for (;;) {
    const port = options.port ?? (await freePort());
    const settings: Record<string, string | number> = {
      listen_addresses: '127.0.0.1',
      port,
      unix_socket_directories: dir,
      fsync: 'off',
      synchronous_commit: 'off',
      full_page_writes: 'off',
      shared_buffers: '32MB',
      max_connections: 60,
      max_wal_size: '256MB',
      dynamic_shared_memory_type: 'posix',
      logging_collector: 'off',
      log_min_messages: 'warning',
      ...options.settings,
    };
    const args = ['-D', dataDir, ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`])];
    const log = fs.openSync(logFile, 'a');
    if (account) fs.fchownSync(log, account.uid, account.gid);
    const child = spawn(path.join(bin, 'postgres'), args, { ...asAccount, cwd: dir, stdio: ['ignore', log, log] });
    fs.closeSync(log);
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    try {
      await waitUntilReady(child, url, options.startTimeoutMs ?? 30_000, logFile);
      return handle(child, url, port, dir, cleanup);
    } catch (error) {
      await stopChild(child);
      const logText = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
      // Another process took the port between the pick and the bind: try another one.
      if (options.port === undefined && /could not (bind|create listen socket)|Address already in use/i.test(logText) && attempt++ < 3) {
        fs.writeFileSync(logFile, '');
        continue;
      }
      cleanup();
      throw new Error(`${(error as Error).message}\n--- server.log ---\n${logText.slice(-4000)}`);
    }
  }
}

async function waitUntilReady(child: ChildProcess, url: string, timeoutMs: number, logFile: string): Promise<void> {
  let exited: string | null = null;
  child.once('exit', (code, signal) => (exited = `postgres exited (${code ?? signal}) before accepting connections`));
  child.once('error', (e) => (exited = `postgres could not start: ${e.message}`));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited) throw new Error(exited);
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query('SELECT 1');
      await client.end();
      return;
    } catch {
      await client.end().catch(() => {});
    }
    if (Date.now() > deadline) throw new Error(`postgres did not accept connections within ${timeoutMs} ms (log: ${logFile})`);
    await sleep(100);
  }
}

/** SIGINT is PostgreSQL's fast shutdown (rolls back open transactions, then exits); SIGQUIT after 10 s. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGQUIT'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGINT');
  });
}

function handle(child: ChildProcess, url: string, port: number, dir: string, cleanup: () => void): TempPostgres {
  // If the owning process ends without stop(), the server goes with it (immediate shutdown) and the folder is removed.
  const onExit = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
    try {
      cleanup();
    } catch {
      /* the server may still hold files for a moment; /tmp is cleaned eventually */
    }
  };
  process.once('exit', onExit);
  let stopped: Promise<void> | null = null;
  return {
    url,
    port,
    dir,
    async createDatabase(name, template) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const ident = (s: string) => `"${s.replace(/"/g, '""')}"`;
        await client.query(`CREATE DATABASE ${ident(name)}${template ? ` TEMPLATE ${ident(template)}` : ''}`);
      } finally {
        await client.end();
      }
      return url.replace(/\/postgres$/, `/${encodeURIComponent(name)}`);
    },
    stop() {
      stopped ??= (async () => {
        process.removeListener('exit', onExit);
        await stopChild(child);
        cleanup();
      })();
      return stopped;
    },
  };
}

// `npx tsx backend/src/db/postgres/temp-server.ts`: starts one, prints its URL, stops on Ctrl-C.
const isMain = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]);
if (isMain) {
  const started = Date.now();
  void startTempPostgres().then((server) => {
    console.log(`PostgreSQL ready in ${Date.now() - started} ms: ${server.url} (folder ${server.dir}); Ctrl-C stops it`);
    const stop = () => void server.stop().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}
