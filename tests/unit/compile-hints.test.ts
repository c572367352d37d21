import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT, firstLoadChunks } from '../../scripts/compile-hints.mjs';

/**
 * Issue 28 item 1: the build's step after `next build` marks the chunks pages run at load for eager compilation
 * (V8's `//# allFunctionsCalledOnLoad`) and leaves the chunks loaded later by `import()` alone. The fixture is a build
 * folder shaped as Next 16 writes it: `build-manifest.json`'s root main files and each route's client reference
 * manifest, a script that fills `globalThis.__RSC_MANIFEST`.
 */
const CHUNKS = { root: 'static/chunks/root.js', entry: 'static/chunks/entry.js', shared: 'static/chunks/shared.js', lazy: 'static/chunks/lazy.js' };
let dist = '';

function fixture() {
  dist = mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  mkdirSync(path.join(dist, 'static/chunks'), { recursive: true });
  for (const chunk of Object.values(CHUNKS)) writeFileSync(path.join(dist, chunk), `(globalThis.TURBOPACK||[]).push(["${chunk}"]);`);
  writeFileSync(path.join(dist, 'build-manifest.json'), JSON.stringify({ rootMainFiles: [CHUNKS.root] }));
  const route = path.join(dist, 'server/app/v/[variant]/news/[id]');
  mkdirSync(route, { recursive: true });
  const manifest = { clientModules: { x: { chunks: [`/_next/${CHUNKS.lazy}`] } }, entryJSFiles: { '[project]/app/v/[variant]/layout': [CHUNKS.shared], '[project]/app/v/[variant]/news/[id]/page': [CHUNKS.shared, CHUNKS.entry] }, entryCSSFiles: {} };
  writeFileSync(
    path.join(route, 'page_client-reference-manifest.js'),
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["/v/[variant]/news/[id]/page"] = ${JSON.stringify(manifest)};\n`,
  );
}

const read = (chunk: string) => readFileSync(path.join(dist, chunk), 'utf8');

afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('issue 28 item 1: compile hints on the first-load chunks', () => {
  it('finds the root main files and every route entry chunk, not the chunks an island imports later', () => {
    fixture();
    expect(firstLoadChunks(dist).sort()).toEqual([CHUNKS.entry, CHUNKS.root, CHUNKS.shared]);
  });

  it('puts the hint first in each of those chunks once, keeps their code, and leaves the lazy chunk as built', () => {
    fixture();
    const before = read(CHUNKS.entry);
    expect(addCompileHints(dist)).toBe(3);
    for (const chunk of [CHUNKS.root, CHUNKS.entry, CHUNKS.shared]) expect(read(chunk).startsWith(COMPILE_HINT)).toBe(true);
    expect(read(CHUNKS.entry)).toBe(COMPILE_HINT + before);
    expect(read(CHUNKS.lazy).startsWith('//')).toBe(false);
    // a second run (a build step run twice) changes nothing
    expect(addCompileHints(dist)).toBe(0);
    expect(read(CHUNKS.entry)).toBe(COMPILE_HINT + before);
  });
});
