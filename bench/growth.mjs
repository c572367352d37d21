// `npm run bench -- --growth` (issue 28 item 4, "Growth"): the API's list, detail, search and chat-history calls on the
// seed as it is (×1) and grown (`npm run seed -- --scale N`, backend/src/db/seed/scale.ts) to ×10 and ×50, with the
// ratio ×50 / ×1. Each scale gets a fresh database (SQLite file, or with `--db postgres` a database on a throwaway
// PostgreSQL; `--db both` runs the two), seeded by backend/src/db/reset.ts, and its own API process (answer cache off,
// API_CACHE_MS=0, so every call reaches the database). Every row is a fixed-concurrency autocannon load (BENCH_GROWTH_CONNECTIONS,
// default 10) over several URLs of the same call (pages 1–5, ids old and new, common and rare words), after a warm-up.
// Page p99 (the same calls as pages served by scripts/web-server.ts with its page cache off) needs a production build
// made for the API's address; without one (`npm run build` is not run here) the page column says so.
// Each row also gives the API process's CPU time per call (Linux /proc): on a machine shared with other work the p99
// carries everyone's queue, the CPU per call is what the call itself costs.
// Exit status 1 when a search's p99 at ×50 is above 50 ms (the budget of issue 28 item 4).
//
//   npm run bench -- --growth [--db sqlite|postgres|both] [--scales 1,10,50]
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import CryptoJS from 'crypto-js';
import { BIN, DIST_DIR, freePort, ROOT, waitFor } from '../scripts/lib.mjs';

const SEARCH_BUDGET_MS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const WARM_S = Number(process.env.BENCH_WARM_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_GROWTH_CONNECTIONS ?? 10);
const DEMO = { mobile: '13800000001', password: 'Demo1234' };

function option(argv, name, fallback) {
  const i = argv.indexOf(`--${name}`);
  if (i >= 0 && argv[i + 1]) return argv[i + 1];
  const eq = argv.find((a) => a.startsWith(`--${name}=`));
  return eq ? eq.slice(name.length + 3) : fallback;
}

/** What the web client sends as the password of `web_password` (lib/crypto): AES-128-CBC, key = iv. */
function encryptPassword(plain, key = process.env.PASSWORD_AES_KEY || 'pl4tf0rmPwdKey16') {
  const k = CryptoJS.enc.Utf8.parse(key);
  return CryptoJS.AES.encrypt(CryptoJS.enc.Utf8.parse(plain), k, { iv: k }).toString();
}

async function json(url, init) {
  const res = await fetch(url, init);
  const body = await res.json();
  if (body.code !== 0) throw new Error(`${url}: ${JSON.stringify(body).slice(0, 200)}`);
  return body.data;
}

async function login(api) {
  const url = `${api}/auth/oauth/token?grant_type=web_password&scope=server`;
  const data = await json(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from('web:web').toString('base64')}` },
    body: new URLSearchParams({ mobile: DEMO.mobile, password: encryptPassword(DEMO.password), remember_me: 'true' }).toString(),
  });
  return data.access_token;
}

/** CPU seconds (user + system) used so far by a process and its descendants (Linux /proc; 0 elsewhere). */
function treeCpuSeconds(rootPid) {
  let table;
  try {
    table = readdirSync('/proc')
      .filter((d) => /^\d+$/.test(d))
      .map((pid) => {
        try {
          const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
          return { pid: Number(pid), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
        } catch {
          return null;
        }
      })
      .filter(Boolean);
  } catch {
    return 0;
  }
  const wanted = new Set([rootPid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of table) {
      if (!wanted.has(p.ppid) || wanted.has(p.pid)) continue;
      wanted.add(p.pid);
      grew = true;
    }
  }
  return table.filter((p) => wanted.has(p.pid)).reduce((n, p) => n + p.ticks, 0) / 100;
}

const load = (opts) => new Promise((resolve, reject) => autocannon(opts, (err, r) => (err ? reject(err) : resolve(r))));

/** p99 (ms) of a fixed-concurrency load cycling through `paths` on `origin`. */
async function p99Of(origin, paths, headers = {}, serverPid = 0) {
  const requests = paths.map((p) => ({ method: 'GET', path: p, headers }));
  await load({ url: origin, connections: CONNECTIONS, duration: WARM_S, requests });
  const cpuBefore = serverPid ? treeCpuSeconds(serverPid) : 0;
  const r = await load({ url: origin, connections: CONNECTIONS, duration: DURATION_S, requests });
  // the API's own CPU per call: what a call costs, whatever else the machine is running (the p99 includes the queue)
  const cpuMs = serverPid && r.requests.total ? Math.round(((treeCpuSeconds(serverPid) - cpuBefore) * 1000 * 10) / r.requests.total) / 10 : null;
  return { p50: r.latency.p50, p99: r.latency.p99, cpuMs, rps: Math.round(r.requests.average), errors: r.errors + r.non2xx };
}

/** The calls of the table: for each, the API paths (under /api) and the page paths that show the same data. */
async function callsOf(api, token) {
  const enc = encodeURIComponent;
  const newsTotal = (await json(`${api}/news/news/page?current=1&size=1`)).total;
  const postTotal = (await json(`${api}/post/posts/page?current=1&size=1`)).total;
  // ids from the newest to the oldest (at ×50 the oldest are copies 4 years back)
  const spread = async (list, total) => {
    const ids = [];
    for (let i = 0; i < 8; i += 1) ids.push((await json(`${list}?current=${1 + Math.floor((i * (total - 1)) / 7)}&size=1`)).records[0].id);
    return ids;
  };
  const newsIds = await spread(`${api}/news/news/page`, newsTotal);
  const postIds = await spread(`${api}/post/posts/page`, postTotal);
  const conversations = await json(`${api}/msg/conversation/list`, { headers: { authorization: `Bearer ${token}` } });
  const convIds = conversations.map((c) => c.id).slice(0, 4);
  const pages = [1, 2, 3, 4, 5];
  const words = ['包装', '食品', '食品 包装', '包装机', '灌装', '纸箱', '饮料', '设备', 'packaging'];
  return [
    { name: 'news list', api: pages.map((p) => `/api/news/news/page?current=${p}&size=10`), page: ['/news'] },
    { name: 'post list', api: pages.map((p) => `/api/post/posts/page?current=${p}&size=10`), page: ['/community/demand_supply/latest'] },
    { name: 'news detail', api: newsIds.map((id) => `/api/news/news/${id}`), page: newsIds.map((id) => `/news/${id}`) },
    { name: 'post detail', api: postIds.map((id) => `/api/post/posts/${id}`), page: postIds.map((id) => `/community/post/${id}`) },
    { name: 'news search', search: true, api: words.map((w) => `/api/news/news/v2/search?keyword=${enc(w)}&current=1&size=10`), page: words.map((w) => `/search/news/${enc(w)}`) },
    { name: 'post search', search: true, api: words.map((w) => `/api/post/posts/v2/search?keyword=${enc(w)}&current=1&size=10`), page: [] },
    { name: 'chat history', member: true, api: convIds.map((id) => `/api/msg/messages/history?convId=${id}&current=1&size=20`), page: [] },
  ];
}

/** Seeds a fresh database at `scale` and starts an API on it; answers its base URL and how to stop it. */
async function startApi(db, scale, dbTarget) {
  const env = { ...process.env, SEED_SCALE: String(scale), API_CACHE_MS: '0', NODE_ENV: 'development' };
  if (db === 'postgres') env.DATABASE_URL = dbTarget;
  else env.DB_PATH = dbTarget;
  delete env[db === 'postgres' ? 'DB_PATH' : 'DATABASE_URL'];
  const started = Date.now();
  const seeded = spawnSync(BIN('tsx'), ['backend/src/db/reset.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
  if (seeded.status !== 0) throw new Error(`seed ×${scale} on ${db} failed`);
  const seedMs = Date.now() - started;
  const port = await freePort();
  const child = spawn(BIN('tsx'), ['backend/src/server.ts'], { cwd: ROOT, env: { ...env, API_PORT: String(port) }, stdio: 'ignore' });
  const api = `http://127.0.0.1:${port}/api`;
  await waitFor(`${api}/news/searchkeyword/hot`, 300_000);
  return { api, origin: `http://127.0.0.1:${port}`, pid: child.pid, seedMs, stop: () => child.kill('SIGTERM') };
}

/** A production build made for `apiBase` (scripts/lib.mjs stamps it), or null: pages are measured only then. */
function buildFor(apiBase) {
  const stamp = path.join(ROOT, DIST_DIR, 'api-base-url');
  if (!existsSync(path.join(ROOT, DIST_DIR, 'BUILD_ID')) || !existsSync(stamp)) return null;
  return readFileSync(stamp, 'utf8').trim() === apiBase ? stamp : null;
}

async function measureScale(db, scale, dbTarget) {
  const server = await startApi(db, scale, dbTarget);
  const web = { child: null, origin: null, why: 'no production build for this API address (npm run build; not run by this bench)' };
  try {
    const token = await login(server.api);
    const calls = await callsOf(server.api, token);
    if (buildFor(server.api)) {
      const port = await freePort();
      web.child = spawn(BIN('tsx'), ['scripts/web-server.ts'], { cwd: ROOT, env: { ...process.env, API_BASE_URL: server.api, PORT: String(port), PAGE_CACHE_TTL_MS: '0' }, stdio: 'ignore' });
      web.origin = `http://localhost:${port}`;
      await waitFor(`${web.origin}/robots.txt`);
    }
    const rows = [];
    for (const call of calls) {
      const apiFigures = await p99Of(server.origin, call.api, call.member ? { authorization: `Bearer ${token}` } : {}, server.pid);
      const pageFigures = web.origin && call.page.length ? await p99Of(web.origin, call.page) : null;
      rows.push({ name: call.name, search: call.search === true, api: apiFigures, page: pageFigures });
    }
    return { scale, seedMs: server.seedMs, rows, pagesWhy: web.origin ? null : web.why };
  } finally {
    web.child?.kill('SIGTERM');
    server.stop();
  }
}

async function postgresDatabases(names) {
  const child = spawn(BIN('tsx'), ['bench/temp-postgres.ts', ...names], { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] });
  const line = await new Promise((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`temporary PostgreSQL exited (${code})`)));
  });
  return { urls: JSON.parse(line).urls, stop: () => child.stdin.end() };
}

const fmt = (ms) => (ms === null || ms === undefined ? '—' : `${ms}`);

export async function runGrowth(argv) {
  const dbs = option(argv, 'db', 'sqlite') === 'both' ? ['sqlite', 'postgres'] : [option(argv, 'db', 'sqlite')];
  const scales = option(argv, 'scales', '1,10,50').split(',').map(Number).filter((n) => Number.isInteger(n) && n >= 1);
  const top = Math.max(...scales);
  let misses = 0;
  const cpus = os.cpus();
  console.log(`Growth bench, ${new Date().toISOString().slice(0, 10)}: ${cpus.length} × ${cpus[0]?.model ?? 'CPU'}, Node ${process.version}; ` +
    `${CONNECTIONS} connections, ${WARM_S} s warm-up + ${DURATION_S} s per row, answer cache off`);
  for (const db of dbs) {
    const results = [];
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'bench-growth-'));
    const pgServer = db === 'postgres' ? await postgresDatabases(scales.map((s) => `growth_x${s}`)) : null;
    try {
      for (const scale of scales) {
        const target = pgServer ? pgServer.urls[`growth_x${scale}`] : path.join(tmp, `x${scale}.db`);
        const result = await measureScale(db, scale, target);
        console.log(`  ${db} ×${scale}: seeded in ${(result.seedMs / 1000).toFixed(1)} s, measured (load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')})`);
        results.push(result);
      }
    } finally {
      pgServer?.stop();
      rmSync(tmp, { recursive: true, force: true });
    }
    const first = results[0];
    const last = results[results.length - 1];
    const header = [
      'call'.padEnd(14),
      ...results.map((r) => `API p99 (p50) ×${r.scale}`.padStart(20)),
      `×${last.scale}/×${first.scale}`.padStart(9),
      ...results.map((r) => `CPU/call ×${r.scale}`.padStart(14)),
      ...results.map((r) => `page p99 ×${r.scale}`.padStart(14)),
      '  errors',
    ];
    console.log(`\n${db === 'sqlite' ? 'SQLite' : 'PostgreSQL'}: latency in ms at ${CONNECTIONS} connections (budget: search p99 ≤ ${SEARCH_BUDGET_MS} ms at ×50)`);
    console.log(`  ${header.join(' ')}`);
    first.rows.forEach((row, i) => {
      const cells = results.map((r) => r.rows[i].api.p99);
      const ratio = cells[0] > 0 ? (cells[cells.length - 1] / cells[0]).toFixed(1) : '—';
      const errors = results.reduce((n, r) => n + r.rows[i].api.errors + (r.rows[i].page?.errors ?? 0), 0);
      let verdict = '';
      if (row.search && top >= 50) {
        const at50 = results.find((r) => r.scale === 50)?.rows[i].api.p99 ?? null;
        const pass = at50 !== null && at50 <= SEARCH_BUDGET_MS && errors === 0;
        if (!pass) misses += 1;
        verdict = pass ? '  PASS' : '  MISS';
      }
      console.log(`  ${[row.name.padEnd(14), ...results.map((r) => `${fmt(r.rows[i].api.p99)} (${fmt(r.rows[i].api.p50)})`.padStart(20)), `${ratio}×`.padStart(9), ...results.map((r) => `${fmt(r.rows[i].api.cpuMs)} ms`.padStart(14)), ...results.map((r) => fmt(r.rows[i].page?.p99).padStart(14)), String(errors).padStart(8)].join(' ')}${verdict}`);
    });
    if (first.pagesWhy) console.log(`  page p99 not measured: ${first.pagesWhy}`);
  }
  console.log(misses ? `\n${misses} MISS` : '\nevery budget row PASS');
  return misses ? 1 : 0;
}
