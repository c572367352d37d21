// Issue 28 item 1: the client chunks every page runs at load start with V8's explicit compile hint
// (`//# allFunctionsCalledOnLoad`, Chrome 136+), so Chromium compiles their functions on the thread that streams the
// script instead of one by one on the main thread when Turbopack first calls each module factory. Next and Turbopack
// have no option for it, so the build's own step adds it after `next build` (scripts/lib.mjs `build`, `npm run build`).
// Only first-load chunks: Next's root main files and every route's entry chunks. A chunk loaded later by `import()`
// (antd, editors, dialogs) keeps V8's lazy compilation: most of its functions may never run.
// Measured, docs/decisions/006-performance-budgets.md "Compile hints".
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Every route's client reference manifest under the build's `server/app`. */
function manifestFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('_client-reference-manifest.js'))
    .map((name) => path.join(dir, name));
}

/** The chunks (paths under the build folder, e.g. `static/chunks/x.js`) some page loads before it runs. */
export function firstLoadChunks(distDir) {
  const chunks = new Set(JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8')).rootMainFiles ?? []);
  for (const file of manifestFiles(path.join(distDir, 'server/app'))) {
    // each route's manifest is a script that sets globalThis.__RSC_MANIFEST[route]: run it in a context of its own
    const sandbox = {};
    vm.runInNewContext(readFileSync(file, 'utf8'), sandbox, { filename: file });
    for (const manifest of Object.values(sandbox.__RSC_MANIFEST ?? {})) {
      for (const files of Object.values(manifest.entryJSFiles ?? {})) for (const chunk of files) chunks.add(chunk);
    }
  }
  return [...chunks].filter((chunk) => chunk.endsWith('.js'));
}

/** Adds the hint to every first-load chunk that lacks it; returns how many it changed. */
export function addCompileHints(distDir) {
  let changed = 0;
  for (const chunk of firstLoadChunks(distDir)) {
    const file = path.join(distDir, chunk);
    if (!existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    if (text.startsWith(COMPILE_HINT)) continue;
    writeFileSync(file, COMPILE_HINT + text);
    changed += 1;
  }
  return changed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const distDir = path.resolve(process.env.NEXT_DIST_DIR || '.next');
  console.log(`compile hints: ${addCompileHints(distDir)} first-load chunks`);
}
