// `npm run bench`: throughput and p99 of the post list, a news detail, an event detail, a company page and a product detail against a trivial static route of
// the same build, served by the production web server (scripts/web-server.ts: Next behind the page cache),
// then the same pages with the page cache off (Next alone, for reference); API p99 at 50 connections; and
// the first-load JS of those pages in Chromium, printed beside the budgets of docs/architecture.md
// (DESIGN.md §6); and Lighthouse 12 (mobile, this Chromium, median of 3 runs) on both pages. Each URL gets a
// short warm-up load first (JIT, caches). Loopback only, bounded in time; Lighthouse comes through
// `npx lighthouse@12.8.2` (fetched once from the npm registry; BENCH_LIGHTHOUSE=0 skips it).
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { BIN, build, buildNeeded, DIST_DIR, freePort, portIsFree, ROOT, waitFor } from '../scripts/lib.mjs';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_S = Number(process.env.BENCH_WARM_SECONDS ?? 3);
// Reuse the existing build when there is one: start the API on the port that build was made for.
const stamp = existsSync(path.join(ROOT, DIST_DIR, 'api-base-url')) ? readFileSync(path.join(ROOT, DIST_DIR, 'api-base-url'), 'utf8').trim() : '';
const stampPort = Number(/^http:\/\/127\.0\.0\.1:(\d+)\/api$/.exec(stamp)?.[1] ?? 0);
const apiPort = stampPort && (await portIsFree(stampPort)) ? stampPort : await freePort();
const webPort = await freePort();
const apiBase = `http://127.0.0.1:${apiPort}/api`;
const web = `http://localhost:${webPort}`;
const children = [];
const startChild = (cmd, args, env) => {
  const c = spawn(cmd, args, { cwd: ROOT, stdio: 'ignore', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } });
  children.push(c);
};
const cleanup = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('exit', cleanup);

if (buildNeeded(apiBase)) await build(apiBase);
startChild(BIN('tsx'), ['backend/src/server.ts'], { API_PORT: String(apiPort), DB_PATH: path.join(os.tmpdir(), `bench-${Date.now()}.db`) });
await waitFor(`${apiBase}/news/searchkeyword/hot`);
const webPorts = { cached: webPort, uncached: await freePort() };
startChild(BIN('tsx'), ['scripts/web-server.ts'], { API_BASE_URL: apiBase, PORT: String(webPorts.cached) });
startChild(BIN('tsx'), ['scripts/web-server.ts'], { API_BASE_URL: apiBase, PORT: String(webPorts.uncached), PAGE_CACHE_TTL_MS: '0' });
await waitFor(`${web}/robots.txt`);
await waitFor(`http://localhost:${webPorts.uncached}/robots.txt`);

const newsId = (await (await fetch(`${apiBase}/news/news/page?size=1`)).json()).data.records[0].id;
const eventId = (await (await fetch(`${apiBase}/ec/stores/page?current=1&size=1`)).json()).data.records[0].id;
const productId = (await (await fetch(`${apiBase}/company/product/hot`)).json()).data[0].id;
const pages = {
  'static (robots.txt)': `${web}/robots.txt`,
  'post list': `${web}/community/demand_supply/latest`,
  'news detail': `${web}/news/${newsId}`,
  'event detail': `${web}/events/${eventId}`,
  'company page': `${web}/company/huading-food`,
  'product detail': `${web}/product/${productId}`,
};
const uncachedPages = Object.fromEntries(Object.entries(pages).slice(1).map(([name, url]) => [name, url.replace(web, `http://localhost:${webPorts.uncached}`)]));

const load = (url, connections, duration = DURATION_S) =>
  new Promise((resolve, reject) =>
    autocannon({ url, connections, duration }, (err, r) => (err ? reject(err) : resolve(r))),
  );

const measure = async (list, connections = 20) => {
  const out = [];
  for (const [name, url] of Object.entries(list)) {
    await load(url, connections, WARM_S); // warm-up, not counted
    const r = await load(url, connections);
    out.push({ name, rps: Math.round(r.requests.average), p99: r.latency.p99, errors: r.errors + r.non2xx });
  }
  return out;
};
const rows = await measure(pages);
const uncachedRows = await measure(uncachedPages);
const staticRps = rows[0].rps;
const api = await measure({ 'API post list': `${apiBase}/post/posts/page?current=1&size=10`, 'API news detail': `${apiBase}/news/news/${newsId}` }, 50);

const browser = await chromium.launch({
  executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});
const js = {};
for (const [name, url] of Object.entries(pages).slice(1)) {
  const page = await browser.newPage();
  const scripts = [];
  page.on('requestfinished', async (req) => {
    if (req.resourceType() !== 'script') return;
    const sizes = await req.sizes().catch(() => null);
    scripts.push(sizes ? sizes.responseBodySize : 0);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  js[name] = Math.round(scripts.reduce((a, b) => a + b, 0) / 1024);
  await page.close();
}
await browser.close();

const lighthouse = {};
if (process.env.BENCH_LIGHTHOUSE !== '0') {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'bench-lh-'));
  for (const [name, url] of Object.entries(pages).slice(1)) {
    const runs = [];
    for (let i = 0; i < 3; i++) {
      const out = path.join(outDir, `${name.replace(/\W/g, '-')}-${i}.json`);
      const r = spawnSync('npx', ['-y', 'lighthouse@12.8.2', url, '--quiet', '--only-categories=performance', '--output=json', `--output-path=${out}`, '--chrome-flags=--headless=new --no-sandbox --disable-gpu'], {
        env: { ...process.env, CHROME_PATH: process.env.PLAYWRIGHT_CHROMIUM_PATH || '/usr/bin/chromium' },
        stdio: 'ignore',
        timeout: 180_000,
      });
      if (r.status !== 0 || !existsSync(out)) break;
      const report = JSON.parse(readFileSync(out, 'utf8'));
      runs.push({
        score: Math.round(report.categories.performance.score * 100),
        tbt: Math.round(report.audits['total-blocking-time'].numericValue),
        cls: report.audits['cumulative-layout-shift'].numericValue,
        lcp: Math.round(report.audits['largest-contentful-paint'].numericValue),
      });
    }
    if (runs.length === 3) lighthouse[name] = runs.sort((a, b) => a.score - b.score)[1];
  }
}

const budget = { 'post list': { js: 220 }, 'news detail': { js: 180 }, 'event detail': { js: 180 }, 'company page': { js: 180 }, 'product detail': { js: 180 } };
console.log(`\nPages at 20 connections, ${DURATION_S} s each (budget: ≥ 600 req/s, p99 < 100 ms, 0 errors, ≥ half the static req/s)`);
for (const r of rows) {
  const verdict = r.name.startsWith('static') ? '' : r.rps >= 600 && r.p99 < 100 && r.errors === 0 && r.rps >= staticRps / 2 ? 'PASS' : 'MISS';
  console.log(`  ${r.name.padEnd(22)} ${String(r.rps).padStart(6)} req/s  p99 ${String(r.p99).padStart(4)} ms  errors ${r.errors}  ${verdict}`);
}
console.log(`\nThe same pages with the page cache off (Next alone; for reference, no budget)`);
for (const r of uncachedRows) console.log(`  ${r.name.padEnd(22)} ${String(r.rps).padStart(6)} req/s  p99 ${String(r.p99).padStart(4)} ms  errors ${r.errors}`);
console.log(`\nAPI at 50 connections (budget: p99 < 20 ms)`);
for (const r of api) console.log(`  ${r.name.padEnd(22)} ${String(r.rps).padStart(6)} req/s  p99 ${String(r.p99).padStart(4)} ms  errors ${r.errors}  ${r.p99 < 20 && r.errors === 0 ? 'PASS' : 'MISS'}`);
console.log(`\nFirst-load JS, gzipped scripts until network idle`);
for (const [name, kb] of Object.entries(js)) console.log(`  ${name.padEnd(22)} ${String(kb).padStart(5)} KB  (budget ≤ ${budget[name].js} KB)  ${kb <= budget[name].js ? 'PASS' : 'MISS'}`);
console.log(`\nLighthouse 12, mobile, median of 3 (budget: performance ≥ 95, CLS < 0.02, TBT < 200 ms)`);
for (const name of Object.keys(pages).slice(1)) {
  const r = lighthouse[name];
  if (!r) console.log(`  ${name.padEnd(22)} not measured (no lighthouse: npm registry unreachable, or BENCH_LIGHTHOUSE=0)`);
  else console.log(`  ${name.padEnd(22)} performance ${String(r.score).padStart(3)}  TBT ${String(r.tbt).padStart(4)} ms  CLS ${r.cls.toFixed(3)}  LCP ${r.lcp} ms  ${r.score >= 95 && r.cls < 0.02 && r.tbt < 200 ? 'PASS' : 'MISS'}`);
}
cleanup();
process.exit(0);
