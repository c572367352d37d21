// Helpers shared by scripts/start.mjs and scripts/test.mjs.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { addCompileHints } from './compile-hints.mjs';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
export const BIN = (name) => path.join(ROOT, 'node_modules', '.bin', name);
export const DIST_DIR = process.env.NEXT_DIST_DIR || '.next';
const BUILD_STAMP = path.join(ROOT, DIST_DIR, 'api-base-url');
const SOURCES = ['app', 'components', 'lib', 'locales', 'stores', 'public', 'proxy.ts', 'next.config.ts', 'package.json'];

/**
 * The production web server's V8 old space, in MB (issue 28 item 3): what bounds its memory. Rendering every sitemap
 * page in both locales and layouts (5,680 pages, `npm run bench`'s memory row) took the web server to 1,281 MB RSS
 * without a cap (V8 grows its heap lazily, up to ≈ 4 GB on this machine) and to 621 MB with 384, in the same time;
 * 256 cost a third of a miss's throughput. `WEB_HEAP_MB` overrides it.
 */
export const WEB_HEAP_MB = Number(process.env.WEB_HEAP_MB || 384);

/** `NODE_OPTIONS` for a production web server: the caller's, and the heap cap above. */
export const webNodeOptions = () => [process.env.NODE_OPTIONS, `--max-old-space-size=${WEB_HEAP_MB}`].filter(Boolean).join(' ');

export function run(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', ...opts, env: { ...process.env, ...opts.env } });
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code ?? signal}`))));
    child.on('error', reject);
  });
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

export function portIsFree(port) {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

function newestMtime(entry) {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return 0;
  const st = statSync(full);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const child of readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** A build is needed when there is none, sources are newer, or it was made for another API_BASE_URL. */
export function buildNeeded(apiBaseUrl) {
  const buildId = path.join(ROOT, DIST_DIR, 'BUILD_ID');
  if (!existsSync(buildId) || !existsSync(BUILD_STAMP)) return true;
  if (readFileSync(BUILD_STAMP, 'utf8').trim() !== apiBaseUrl) return true;
  const built = statSync(buildId).mtimeMs;
  return SOURCES.some((s) => newestMtime(s) > built);
}

export async function build(apiBaseUrl, env = {}) {
  await run(BIN('next'), ['build'], { env: { API_BASE_URL: apiBaseUrl, NEXT_TELEMETRY_DISABLED: '1', ...env } });
  addCompileHints(path.join(ROOT, DIST_DIR));
  writeFileSync(BUILD_STAMP, apiBaseUrl);
}

export async function waitFor(url, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export const DEMO_ACCOUNTS = [
  ['13800000001', 'Demo1234', 'complete profile, has a news column, friend of 13800000002; manages 华鼎食品 (every company token)'],
  ['13800000002', 'Demo1234', 'complete profile, friend of 13800000001; manages 清泉饮品 (some company tokens)'],
  ['13800000003', 'Demo1234', 'incomplete profile (register step 1)'],
];
