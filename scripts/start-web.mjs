// `npm run start:web` (issue 26 item 6): ONE web instance from an existing build, for deployments that run the web
// and the API apart (N web instances behind a load balancer). It never builds: build once (`npm run build`, with
// NEXT_DEPLOYMENT_ID naming the build when several machines build it apart) and start every instance from it.
// Everything is read at run time by scripts/web-server.ts (docs/deploy.md):
//   PORT (3000), API_BASE_URL (http://127.0.0.1:4000/api), SITE_URL, REVALIDATE_SECRET (the API's),
//   REDIS_URL (unset: Next's file cache and in-process page purges, i.e. one instance only), REDIS_KEY_PREFIX,
//   PAGE_CACHE_TTL_MS, PAGE_CACHE_MAX_MB, WEB_TRUSTED_PROXIES, NEXT_DIST_DIR; WEB_HEAP_MB (384) caps its heap here.
// `.env` is read when present; variables already set win. `npm start` is unchanged (it starts API and web together).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BIN, DIST_DIR, ROOT, webNodeOptions } from './lib.mjs';

const envFile = path.join(ROOT, '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);

const buildId = path.join(ROOT, DIST_DIR, 'BUILD_ID');
if (!existsSync(buildId)) {
  console.error(`No build in ${DIST_DIR}/: run \`npm run build\` first (start:web never builds).`);
  process.exit(1);
}
if (!process.env.REVALIDATE_SECRET) console.warn('start:web: REVALIDATE_SECRET is unset: the revalidation hook refuses every call and pages refresh every 5 minutes.');
if (!process.env.REDIS_URL) console.warn('start:web: REDIS_URL is unset: Next cache on this disk and page purges in this process only (run ONE web instance).');

const port = process.env.PORT ?? '3000';
console.log(`start:web: build ${readFileSync(buildId, 'utf8').trim()}, port ${port}, API ${process.env.API_BASE_URL ?? 'http://127.0.0.1:4000/api'}`);
const child = spawn(BIN('tsx'), ['scripts/web-server.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', PORT: port, NODE_OPTIONS: webNodeOptions() },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
