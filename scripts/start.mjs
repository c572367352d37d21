// `npm start`: builds when needed, starts the bundled API (creating and seeding its database on first
// run) and the site, prints the URL and the demo accounts; Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { BIN, build, buildNeeded, DEMO_ACCOUNTS, ROOT, waitFor, webNodeOptions } from './lib.mjs';

// `.env` (optional, see .env.example) configures both processes; variables already set win.
const envFile = path.join(ROOT, '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);

const dev = process.argv.includes('--dev');
const apiPort = Number(process.env.API_PORT ?? 4000);
const apiHost = process.env.API_HOST ?? '127.0.0.1';
const webPort = Number(process.env.PORT ?? 3000);
const localApi = `http://${apiHost}:${apiPort}/api`;
const apiBaseUrl = process.env.API_BASE_URL ?? localApi;
const useBundledApi = !process.env.API_BASE_URL || process.env.API_BASE_URL === localApi;
// The API tells the site which cached pages to drop when news or posts change (tag-revalidation hook);
// both processes share the secret, generated per run when not configured.
const revalidateSecret = process.env.REVALIDATE_SECRET || randomBytes(24).toString('base64url');
const webRevalidateUrl = process.env.WEB_REVALIDATE_URL ?? `http://127.0.0.1:${webPort}/api-hooks/revalidate`;
const children = [];

function start(cmd, args, env) {
  const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } });
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${args.join(' ')} stopped (${code}); shutting down.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const c of children) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

if (!dev && buildNeeded(apiBaseUrl)) {
  console.log('Building the site (first run or sources changed)…');
  await build(apiBaseUrl);
}
if (useBundledApi) {
  // SITE_URL: the origins the chat socket accepts (and the chat-app sandbox sends codes to). Both local names of
  // this machine: a browser opened on 127.0.0.1 was refused by the socket (403) and chat showed "connection lost".
  const siteUrl = process.env.SITE_URL ?? `http://localhost:${webPort},http://127.0.0.1:${webPort}`;
  start(BIN('tsx'), ['backend/src/server.ts'], { API_PORT: String(apiPort), API_HOST: apiHost, WEB_REVALIDATE_URL: webRevalidateUrl, REVALIDATE_SECRET: revalidateSecret, SITE_URL: siteUrl });
  await waitFor(`${localApi}/news/searchkeyword/hot`);
}
// Production: Next behind the page cache (scripts/web-server.ts); --dev: next dev.
const [webCmd, webArgs] = dev ? [BIN('next'), ['dev', '-p', String(webPort)]] : [BIN('tsx'), ['scripts/web-server.ts']];
start(webCmd, webArgs, { API_BASE_URL: apiBaseUrl, PORT: String(webPort), REVALIDATE_SECRET: revalidateSecret, ...(dev ? {} : { NODE_OPTIONS: webNodeOptions() }) });
await waitFor(`http://localhost:${webPort}/404`);
console.log(`\n  Site:  http://localhost:${webPort}\n  API:   ${apiBaseUrl}\n\n  Demo accounts (password login, or sms code ${process.env.SMS_DEV_CODE ?? '123456'}):`);
for (const [mobile, password, note] of DEMO_ACCOUNTS) console.log(`    ${mobile} / ${password}  — ${note}`);
console.log('\n  Ctrl-C stops both.\n');
