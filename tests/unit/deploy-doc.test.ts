/**
 * docs/deploy.md is the one list of environment variables (issue 26 item 9): every variable the web (lib/env.ts,
 * lib/public-env.ts, next.config.ts, scripts/web-server.ts), the API (backend/src/config.ts) and the start scripts
 * (scripts/start*.mjs, scripts/lib.mjs) read must be in its table; and its nginx example must be what
 * scripts/scale/nginx-conf.mjs generates (the configuration `npm run test:scale` runs).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const doc = read('docs/deploy.md');

/** The names in the first cell of each row of the "Environment variables" table. */
function documented(): Set<string> {
  const section = doc.split(/^## Environment variables$/m)[1]?.split(/^## /m)[0] ?? '';
  const names = new Set<string>();
  for (const line of section.split('\n')) {
    const first = /^\|([^|]*)\|/.exec(line)?.[1] ?? '';
    for (const m of first.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) names.add(m[1]!);
  }
  return names;
}

/** The source without its comments (a comment may name `process.env.NEXT_PUBLIC_X` as an example). */
const code = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
const processEnv = (source: string) => [...code(source).matchAll(/process\.env(?:\.([A-Z][A-Z0-9_]*)|\[['"]([A-Z][A-Z0-9_]*)['"]\])/g)].map((m) => m[1] ?? m[2]!);

/** Every variable read by the sources the deployment depends on, with the file that reads it. */
function readByCode(): Map<string, string> {
  const found = new Map<string, string>();
  const add = (names: string[], file: string) => names.forEach((n) => found.has(n) || found.set(n, file));
  // lib/env.ts: the keys of the zod schema of server variables
  const serverSchema = read('lib/env.ts').split('z.object({')[1]?.split(/^\}\);/m)[0] ?? '';
  add([...serverSchema.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1]!), 'lib/env.ts');
  // backend/src/config.ts: readEnv's `vars.X`
  add([...read('backend/src/config.ts').matchAll(/\bvars\.([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]!), 'backend/src/config.ts');
  for (const file of ['lib/public-env.ts', 'next.config.ts', 'scripts/web-server.ts', 'scripts/lib.mjs', ...fs.readdirSync(path.join(root, 'scripts')).filter((f) => /^start.*\.mjs$/.test(f)).map((f) => `scripts/${f}`)]) {
    add(processEnv(read(file)), file);
  }
  return found;
}

describe('docs/deploy.md', () => {
  it('parses: the table and the sources both name variables', () => {
    expect(documented().size).toBeGreaterThan(40);
    const read = readByCode();
    for (const name of ['API_BASE_URL', 'REDIS_URL', 'API_PORT', 'WEB_REVALIDATE_URL', 'NEXT_PUBLIC_OAUTH_CLIENT', 'NEXT_DIST_DIR', 'DATABASE_URL']) {
      expect(read.has(name), name).toBe(true);
    }
  });

  it('lists every environment variable the web, the API and the start scripts read', () => {
    const table = documented();
    const missing = [...readByCode()].filter(([name]) => !table.has(name)).map(([name, file]) => `${name} (read in ${file})`);
    expect(missing, 'add these to the table of docs/deploy.md').toEqual([]);
  });

  it('shows the nginx configuration the scale test runs', () => {
    const example = execFileSync(process.execPath, [path.join(root, 'scripts/scale/nginx-conf.mjs')], { encoding: 'utf8' });
    const block = /```nginx\n([\s\S]*?)```/.exec(doc)?.[1];
    expect(block).toBe(example);
    // the rules the issue asks for
    expect(example).toMatch(/hash \$sockjs_session consistent;/);
    expect(example).toMatch(/location = \/api-hooks\/revalidate \{[^}]*proxy_pass http:\/\/web;/);
  });

  it('has no links left to the folded docs/deploy-web.md', () => {
    expect(fs.existsSync(path.join(root, 'docs/deploy-web.md'))).toBe(false);
  });
});
