// `npm run start:api` (issue 26 item 6, API half): ONE instance of the bundled platform API
// (`tsx backend/src/server.ts`), for deployments that run the API apart from the web (N instances behind a load
// balancer). Every setting is read from the environment by backend/src/config.ts; docs/deploy.md lists them all.
// The ones an instance of a group needs:
//   API_PORT (4000), API_HOST (127.0.0.1; 0.0.0.0 to be reached from other machines),
//   DATABASE_URL (PostgreSQL, shared by every instance; unset: the SQLite file DB_PATH, i.e. ONE instance),
//   REDIS_URL (shared state: socket tickets, limits, answer cache, chat fan-out; unset: in process, ONE instance),
//   WEB_REVALIDATE_URL (the web's hook, comma separated list tried in turn), REVALIDATE_SECRET (the web's),
//   SITE_URL (the public site origin(s): chat socket origins, shared links), STORAGE_PUBLIC_URL and
//   STORAGE_ACCESS_KEY_ID / STORAGE_ACCESS_KEY_SECRET (the storage host), TRUST_PROXY (the load balancer's address).
// `.env` is read when present; variables already set win. It never seeds a second database: an empty database is
// migrated and seeded by the API itself (under a lock on PostgreSQL). `npm start` is unchanged.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { BIN, ROOT } from './lib.mjs';

const envFile = path.join(ROOT, '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);


const warn = (line) => console.warn(`start:api: ${line}`);
if (!process.env.DATABASE_URL) warn(`DATABASE_URL is unset: SQLite file ${process.env.DB_PATH || 'data/platform.db'} (run ONE API instance, or several on one machine and one file).`);
if (!process.env.REDIS_URL) warn('REDIS_URL is unset: socket tickets, limits, the answer cache and chat delivery stay in this process (run ONE API instance).');
if (!process.env.WEB_REVALIDATE_URL) warn('WEB_REVALIDATE_URL is unset: edits do not refresh cached pages (they age out in 5 minutes).');
else if (!process.env.REVALIDATE_SECRET) warn('REVALIDATE_SECRET is unset: the web refuses every revalidation.');
if (!process.env.SITE_URL) warn('SITE_URL is unset: the chat socket accepts the origin http://localhost:3000 only.');
if (process.env.NODE_ENV !== 'production') warn('NODE_ENV is not production: sms codes are the fixed development code and answered in the call.');

const port = process.env.API_PORT || '4000';
const host = process.env.API_HOST || '127.0.0.1';
console.log(`start:api: http://${host}:${port}/api on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}${process.env.REDIS_URL ? ' + Redis' : ''}`);
const child = spawn(BIN('tsx'), ['backend/src/server.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, API_PORT: port, API_HOST: host },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
