// `npm run bench`'s member (issue 28 item 2: the chat dialog and the system-message popover are a member's): logs demo
// member 13800000001 in through the API, as the e2e setup does, and prints the session cookies a browser context takes.
// Run through tsx by bench/run.mjs: the cookie crypto is TypeScript. Usage: tsx bench/member-cookies.ts <site URL>
import { request } from '@playwright/test';
import { apiLogin, sessionCookies } from '../tests/e2e/api-session';

async function main(site: string | undefined) {
  if (!site) throw new Error('usage: tsx bench/member-cookies.ts <site URL>');
  const api = await request.newContext({ baseURL: site });
  const token = await apiLogin(api, 'member1');
  await api.dispose();
  process.stdout.write(JSON.stringify(sessionCookies(site, token)));
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
