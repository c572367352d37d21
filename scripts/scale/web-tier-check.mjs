// Issue 26 item 4: proves that one revalidation, delivered by the API to web instance A only, reaches web instance B:
// B's page cache is emptied (a page it held answers fresh on the next load) and B's Next cache is too (a request that
// misses B's page cache still gets the edit, so Next did not answer from its own cache).
//
//   node scripts/scale/web-tier-check.mjs            starts a throwaway redis-server, the API (fresh SQLite in a temp
//                                                    folder, on a port the build was NOT made for) and two web
//                                                    instances (scripts/start-web.mjs) from the existing build, checks,
//                                                    stops them. Needs `npm run build` first and /usr/bin/redis-server.
//   node scripts/scale/web-tier-check.mjs --control  the same without REDIS_URL on the web: B must stay stale (shows
//                                                    the check can fail).
//   import { checkWebTier } from './web-tier-check.mjs'  for the scale test, against instances it started itself:
//     await checkWebTier({ webA, webB, pageTtlMs })  — the API must deliver its hook to A (WEB_REVALIDATE_URL) and
//     should run with REVALIDATE_REPEAT_MS=0, so its second call cannot hide a missed broadcast.
// Exit code 0 when every check passes; prints one line per step with timings and the cache headers seen.
import { spawn } from 'node:child_process';
import { createCipheriv, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { BIN, freePort, ROOT, waitFor } from '../lib.mjs';

const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const CLIENT_BASIC = `Basic ${Buffer.from('web:web').toString('base64')}`;
const log = (line) => console.log(`[web-tier-check] ${line}`);

/** GET/POST with full control of Accept-Encoding (fetch would add its own); answers status, headers and text. */
function request(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const length = body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) };
    const req = http.request(url, { method, headers: { 'user-agent': DESKTOP, ...length, ...headers }, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        let buf = Buffer.concat(chunks);
        if (res.headers['content-encoding'] === 'gzip') buf = gunzipSync(buf);
        resolve({ status: res.statusCode, headers: res.headers, text: buf.toString('utf8') });
      });
    });
    req.on('error', reject);
    req.setTimeout(60_000, () => req.destroy(new Error(`timeout ${url}`)));
    if (body !== undefined) req.write(body);
    req.end();
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** What the web client sends as the password: base64 AES-128-CBC, key = iv = PASSWORD_AES_KEY. */
function encryptPassword(plain, key = process.env.PASSWORD_AES_KEY || 'pl4tf0rmPwdKey16') {
  const k = Buffer.from(key, 'utf8');
  const c = createCipheriv('aes-128-cbc', k, k);
  return Buffer.concat([c.update(plain, 'utf8'), c.final()]).toString('base64');
}

async function api(base, method, p, { token, json, form, query } = {}) {
  const url = new URL(`${base}/api${p}`);
  for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, v);
  const headers = {};
  let body;
  if (json) [headers['content-type'], body] = ['application/json', JSON.stringify(json)];
  if (form) [headers['content-type'], body] = ['application/x-www-form-urlencoded', new URLSearchParams(form).toString()];
  if (token) headers.authorization = `Bearer ${token}`;
  else if (form) headers.authorization = CLIENT_BASIC;
  const res = await request(url, { method, headers, body });
  const envelope = JSON.parse(res.text);
  if (envelope.code !== 0) throw new Error(`${method} ${p}: ${res.status} ${res.text.slice(0, 200)}`);
  return envelope.data;
}

const titleIn = (html, title) => html.includes(title);
const cacheHeaders = (r) => `x-page-cache=${r.headers['x-page-cache'] ?? '-'} x-nextjs-cache=${r.headers['x-nextjs-cache'] ?? '-'}`;

/** Loads `url` until `test(answer)` holds or `ms` pass; answers [answer, elapsed ms] or throws with the last answer. */
async function until(url, headers, test, ms, what) {
  const started = Date.now();
  let last;
  while (Date.now() - started < ms) {
    last = await request(url, { headers });
    if (test(last)) return [last, Date.now() - started];
    await sleep(150);
  }
  throw new Error(`${what}: not within ${ms} ms (last: ${last?.status} ${last ? cacheHeaders(last) : ''})`);
}

/**
 * The check itself, against two running web instances whose API delivers its revalidation hook to `webA` only.
 * Logs in as 13800000001 through A's `/api`, publishes a news item, warms B (page cache HIT, Next cache HIT), edits
 * the title through A, then loads B: with its page-cache key (purge) and with a key it never cached (Next's cache).
 */
export async function checkWebTier({ webA, webB, expectShared = true, deadlineMs = 8000, mobile = '13800000001', password = 'Demo1234' }) {
  const results = [];
  const pass = (name, detail) => {
    results.push({ name, ok: true, detail });
    log(`PASS ${name}: ${detail}`);
  };

  // one build: both instances name the same deployment
  const dpl = async (base) => /[?&]dpl=([\w-]+)/.exec((await request(`${base}/news`)).text)?.[1] ?? null;
  const [dA, dB] = [await dpl(webA), await dpl(webB)];
  if (!dA || dA !== dB) throw new Error(`deployment ids differ or are missing: A=${dA} B=${dB}`);
  pass('one deployment id', `A and B both serve assets with ?dpl=${dA}`);

  const login = await api(webA, 'POST', '/auth/oauth/token', {
    query: { grant_type: 'web_password', scope: 'server' },
    form: { mobile, password: encryptPassword(password), remember_me: 'true' },
  });
  pass('API through the web front', `logged in as ${mobile} through ${webA}/api (run-time API_BASE_URL proxy)`);

  const marker = Date.now().toString(36);
  const title = `多实例缓存校验${marker}`;
  const edited = `多实例缓存校验已编辑${marker}`;
  const content = '<p>两个网页实例共享 Redis：一次重新验证应同时清空两边的页面缓存与 Next 缓存。</p>';
  const created = await api(webA, 'POST', '/news/news', { token: login.access_token, json: { title, content, publishStatus: 'PUBLISHED' } });
  const page = `/news/${created.id}`;
  log(`created news ${created.id} (${page})`);

  const keyed = { 'accept-encoding': 'gzip' };
  // warm B: its page cache holds the page, and Next has it cached (a second encoding misses the page cache only)
  await until(`${webB}${page}`, keyed, (r) => r.status === 200 && titleIn(r.text, title) && r.headers['x-page-cache'] === 'HIT', 30_000, 'B page cache HIT with the first title');
  const warmNext = await until(`${webB}${page}`, { 'accept-encoding': 'identity' }, (r) => r.status === 200 && titleIn(r.text, title) && /HIT|STALE/.test(r.headers['x-nextjs-cache'] ?? ''), 30_000, 'B Next cache HIT');
  const warmPage = await request(`${webB}${page}`, { headers: keyed });
  if (warmPage.headers['x-page-cache'] !== 'HIT' || !titleIn(warmPage.text, title)) throw new Error('B lost its warm page before the edit');
  pass('B warm', `page cache (${cacheHeaders(warmPage)}) and Next cache (${cacheHeaders(warmNext[0])}) hold the first title`);

  const editedAt = Date.now();
  await api(webA, 'PUT', '/news/news', { token: login.access_token, json: { id: created.id, title: edited, content, publishStatus: 'PUBLISHED' } });
  log(`edited the title through A's /api; the API posts its hook to A only`);

  if (!expectShared) {
    await sleep(deadlineMs);
    const b = await request(`${webB}${page}`, { headers: keyed });
    const stale = titleIn(b.text, title) && !titleIn(b.text, edited);
    log(`${stale ? 'PASS (control)' : 'UNEXPECTED'} without Redis B still shows the first title ${deadlineMs} ms after the edit (${cacheHeaders(b)})`);
    return { ok: stale, results };
  }

  const [bPage, tPage] = await until(`${webB}${page}`, keyed, (r) => r.status === 200 && titleIn(r.text, edited), deadlineMs, "B's page cache purged");
  pass("B's page cache emptied", `B's next load with its cached key shows the edit ${Date.now() - editedAt} ms after the edit (polled ${tPage} ms; ${cacheHeaders(bPage)})`);
  const fresh = { 'accept-encoding': `gzip;q=0.${Math.floor(Math.random() * 8) + 1}` };
  const bNext = await request(`${webB}${page}`, { headers: fresh });
  if (!titleIn(bNext.text, edited) || titleIn(bNext.text, title + '<')) throw new Error(`B's Next cache still answers the first title (${cacheHeaders(bNext)})`);
  pass("B's Next cache revalidated", `a key B's page cache never held shows the edit (${cacheHeaders(bNext)})`);
  const aPage = await request(`${webA}${page}`, { headers: keyed });
  if (!titleIn(aPage.text, edited)) throw new Error('A does not show the edit');
  pass('A shows the edit', cacheHeaders(aPage));
  return { ok: true, results };
}

// ---- stand-alone run: redis, API and two web instances of our own ----

async function main() {
  const control = process.argv.includes('--control');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'web-tier-check-'));
  const children = [];
  const start = (name, cmd, args, env) => {
    const child = spawn(cmd, args, { cwd: ROOT, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    const keep = (d) => {
      out.push(d.toString());
      if (out.length > 200) out.shift();
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    children.push({ name, child, out });
    return child;
  };
  const stop = async () => {
    for (const { child } of children.reverse()) if (child.exitCode === null) child.kill('SIGTERM');
    await sleep(800);
    for (const { child } of children) if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const [redisPort, apiPort, portA, portB] = [await freePort(), await freePort(), await freePort(), await freePort()];
    const secret = randomBytes(18).toString('base64url');
    const redisUrl = `redis://127.0.0.1:${redisPort}`;
    const webA = `http://127.0.0.1:${portA}`;
    const webB = `http://127.0.0.1:${portB}`;
    const siteUrl = `http://localhost:${portA},http://127.0.0.1:${portA},http://localhost:${portB},http://127.0.0.1:${portB}`;
    start('redis', process.env.REDIS_SERVER || '/usr/bin/redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir]);
    const t0 = Date.now();
    start('api', BIN('tsx'), ['backend/src/server.ts'], {
      API_PORT: String(apiPort),
      API_HOST: '127.0.0.1',
      DB_PATH: path.join(dir, 'platform.db'),
      REVALIDATE_SECRET: secret,
      // the hook goes to A only, once: B can learn of it only through the web tier
      WEB_REVALIDATE_URL: `${webA}/api-hooks/revalidate`,
      REVALIDATE_REPEAT_MS: '0',
      SITE_URL: siteUrl,
      CAPTCHA_DISABLED: '1',
      API_CACHE_MS: '0',
      REDIS_URL: '',
    });
    await waitFor(`http://127.0.0.1:${apiPort}/api/news/searchkeyword/hot`, 180_000);
    log(`API on ${apiPort} (seeded in ${Date.now() - t0} ms; the build was made for port 4000)`);
    const webEnv = (port) => ({
      PORT: String(port),
      API_BASE_URL: `http://127.0.0.1:${apiPort}/api`,
      SITE_URL: `http://127.0.0.1:${portA}`,
      REVALIDATE_SECRET: secret,
      REDIS_URL: control ? '' : redisUrl,
      // long enough that only a purge can explain a fresh page on B within the check's deadline
      PAGE_CACHE_TTL_MS: '60000',
    });
    start('web-a', process.execPath, ['scripts/start-web.mjs'], webEnv(portA));
    start('web-b', process.execPath, ['scripts/start-web.mjs'], webEnv(portB));
    await Promise.all([waitFor(`${webA}/404`, 180_000), waitFor(`${webB}/404`, 180_000)]);
    log(`web A ${webA}, web B ${webB}, ${control ? 'WITHOUT Redis (control)' : `Redis ${redisUrl}`}`);
    const { ok } = await checkWebTier({ webA, webB, expectShared: !control });
    log(ok ? 'all checks passed' : 'FAILED');
    process.exitCode = ok ? 0 : 1;
  } catch (error) {
    log(`FAILED: ${error instanceof Error ? error.message : String(error)}`);
    for (const { name, out } of children) console.error(`--- ${name} (last output) ---\n${out.join('').split('\n').slice(-25).join('\n')}`);
    process.exitCode = 1;
  } finally {
    await stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
