import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * DESIGN.md §6 (first-load JS ≤ a bare Next page + 40 KB gzipped; docs/architecture.md "First-load JS"): what the
 * browser loads with a public page is the client code its layouts and page import statically — from each
 * `'use client'` module on, every static import (a dynamic `import()` is a chunk of its own, fetched when used).
 * None of it may bring the libraries that are loaded only with what a person opens: zod, axios and qs (the
 * browser's API client), antd, the editors, the chat socket, `next/dynamic` (lazyIsland instead), crypto-js and the
 * session module that decrypts the cookies (a visitor holds none; the beacon keeps the visitor's cid and count,
 * issue 28 item 1). `npm run bench` measures the bytes; this catches the import.
 */
const ROOT = process.cwd();
const SITE = 'app/v/[variant]/(site)';
const ENTRIES = [
  'app/v/[variant]/layout.tsx',
  'app/v/[variant]/error.tsx',
  'app/v/[variant]/not-found.tsx',
  `${SITE}/layout.tsx`,
  `${SITE}/not-found.tsx`,
  // the public pages of the budget (bench/run.mjs): post list, news, event, company and product detail
  `${SITE}/community/[kind]/[themeTag]/page.tsx`,
  `${SITE}/news/[id]/page.tsx`,
  `${SITE}/community/post/[id]/page.tsx`,
  `${SITE}/circle/[id]/[[...tags]]/page.tsx`,
  `${SITE}/events/[id]/page.tsx`,
  `${SITE}/company/[companyCode]/[[...section]]/page.tsx`,
  `${SITE}/product/[productId]/page.tsx`,
];
const FORBIDDEN = [/^zod(\/|$)/, /^axios(\/|$)/, /^qs$/, /^antd(\/|$)/, /^@ant-design\//, /^next\/dynamic$/, /^crypto-js(\/|$)/, /^@tiptap\//, /^sockjs-client$/, /^@stomp\//, /^ali-oss$/, /^qrcode$/, /^sanitize-html$/];
// the member lists' browser read (their query, paging and follow call) loads for members only (components/people/member-list.tsx)
// the session module and its cookie crypto load only when the browser holds a session cookie (SessionBootstrap)
const FORBIDDEN_MODULES = [
  'lib/api/client.ts',
  'components/people/live-member-list.tsx',
  'lib/session/session.ts',
  'lib/session/cookies.ts',
  'lib/session/cookie-crypto.ts',
  'lib/session/crypto-js-lite.ts',
];

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveLocal(from: string, spec: string): string | null {
  const base = spec.startsWith('@/') ? path.join(ROOT, spec.slice(2)) : path.resolve(path.dirname(from), spec);
  for (const ext of EXTENSIONS) {
    const file = base + ext;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

interface ModuleInfo {
  client: boolean;
  local: string[];
  packages: string[];
}

const cache = new Map<string, ModuleInfo>();

/** Static value imports and re-exports of a module (`import type`, `export type` and all-`type` clauses are not code). */
function read(file: string): ModuleInfo {
  const known = cache.get(file);
  if (known) return known;
  const source = readFileSync(file, 'utf8');
  const info: ModuleInfo = { client: /^\s*(['"])use client\1/.test(source), local: [], packages: [] };
  const statement = /(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:([^'";]*?)\s+from\s+)?['"]([^'"]+)['"]/g;
  for (const m of source.matchAll(statement)) {
    const [, typeOnly, clause = '', spec = ''] = m;
    if (typeOnly) continue;
    const names = /^\{([^}]*)\}$/.exec(clause.trim())?.[1]?.split(',').map((n) => n.trim()).filter(Boolean);
    if (names && names.length > 0 && names.every((n) => n.startsWith('type '))) continue;
    if (spec.startsWith('.') || spec.startsWith('@/')) {
      const target = resolveLocal(file, spec);
      if (target && !target.endsWith('.css')) info.local.push(target);
    } else if (!spec.endsWith('.css')) {
      info.packages.push(spec);
    }
  }
  cache.set(file, info);
  return info;
}

/** Every client module of the entries (server modules) and client entries, with the chain of imports that reaches it. */
function clientGraph(entries: string[], clientEntries: string[] = []): Map<string, string[]> {
  const client = new Map<string, string[]>();
  const serverSeen = new Set<string>();
  const visitClient = (file: string, chain: string[]) => {
    if (client.has(file)) return;
    client.set(file, chain);
    for (const next of read(file).local) visitClient(next, [...chain, next]);
  };
  const visitServer = (file: string) => {
    if (serverSeen.has(file)) return;
    serverSeen.add(file);
    const info = read(file);
    if (info.client) visitClient(file, [file]);
    else for (const next of info.local) visitServer(next);
  };
  for (const entry of entries) visitServer(path.join(ROOT, entry));
  for (const entry of clientEntries) visitClient(path.join(ROOT, entry), [path.join(ROOT, entry)]);
  return client;
}

/** The forbidden packages and modules the graph's client modules import, each with its chain. */
function forbiddenIn(graph: Map<string, string[]>): string[] {
  const found: string[] = [];
  for (const [file, chain] of graph) {
    for (const pkg of read(file).packages) {
      if (FORBIDDEN.some((re) => re.test(pkg))) found.push(`${pkg} ← ${chain.map(rel).join(' → ')}`);
    }
    if (FORBIDDEN_MODULES.includes(rel(file))) found.push(`${rel(file)} ← ${chain.map(rel).join(' → ')}`);
  }
  return found;
}

const rel = (file: string) => path.relative(ROOT, file);

describe('first-load JS of the public pages (DESIGN.md §6)', () => {
  const graph = clientGraph(ENTRIES);

  it('the walk finds the islands it should (the check is looking at something)', () => {
    const files = [...graph.keys()].map(rel);
    expect(files).toContain('components/providers/providers.tsx');
    expect(files).toContain('components/auth/login-host.tsx');
    expect(files).toContain('components/ui/like-button.tsx');
    expect(files).toContain('lib/session/cookie-jar.ts');
    expect(files).toContain('lib/tracking/beacon.ts');
    expect(files.length).toBeGreaterThan(60);
  });

  it('no client module of their first load imports zod, axios, qs, antd, editors, the chat socket, next/dynamic, crypto-js or the session module', () => {
    expect(forbiddenIn(graph)).toEqual([]);
  });

  // instrumentation-client.ts runs before every page's modules: it once imported `zod/v4/core` to set `jitless`,
  // which put zod's core in every first load (issue 28 item 1; tests/unit/zod-jitless.test.ts).
  it('the browser instrumentation every page runs first brings none of them', () => {
    const instrumentation = clientGraph([], ['instrumentation-client.ts']);
    expect([...instrumentation.keys()].map(rel)).toEqual(['instrumentation-client.ts']);
    expect(forbiddenIn(instrumentation)).toEqual([]);
  });

  // The comment section loads when it nears the viewport: on a short post that is at once, so it counts in the
  // page's load. A visitor reads the server's first page with it; the API client comes with their first call.
  it('the comment section a visitor reads brings none of them either', () => {
    const section = clientGraph([], ['components/comments/comment-section.tsx']);
    expect([...section.keys()].map(rel)).toContain('components/comments/comment-composer.tsx');
    expect(forbiddenIn(section)).toEqual([]);
  });
});
