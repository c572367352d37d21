// The cycle check of `npm run lint` (docs/architecture.md, "Import boundaries"): builds the graph of
// value imports (`import type` and `export type` erase at build time and are left out) between the
// TypeScript files of the given folders, resolving `@/` and relative specifiers, and prints every
// strongly connected component larger than one file. Exit code 1 when there is a cycle.
// Usage: node scripts/check-cycles.mjs [root] (default: the repository).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const DIRS = ['app', 'backend', 'components', 'lib', 'locales', 'stores', 'proxy.ts'];
// Only build output and packages are skipped: the root `data/` (databases, uploads) is outside DIRS, and `lib/data/` (the server data layer) is checked.
const SKIP = new Set(['node_modules', '.next']);
const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/g;

function walk(p, out) {
  if (!existsSync(p)) return out;
  if (statSync(p).isDirectory()) {
    for (const name of readdirSync(p)) if (!SKIP.has(name)) walk(path.join(p, name), out);
  } else if (/\.(ts|tsx|mts)$/.test(p) && !p.endsWith('.d.ts')) out.push(p);
  return out;
}

function resolve(root, from, spec) {
  let base;
  if (spec.startsWith('@/')) base = path.join(root, spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const c of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (existsSync(c) && statSync(c).isFile()) return c;
  }
  return null;
}

/** Edges of value imports; dynamic `import()` is lazy and does not make a load-time cycle. */
export function importGraph(root) {
  const files = DIRS.flatMap((d) => walk(path.join(root, d), []));
  const graph = new Map();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const deps = new Set();
    for (const m of text.matchAll(IMPORT)) {
      if (m[1]) continue;
      const target = resolve(root, file, m[2]);
      if (target) deps.add(target);
    }
    graph.set(file, [...deps]);
  }
  return graph;
}

/** Tarjan's strongly connected components with more than one file (or a file importing itself). */
export function findCycles(graph) {
  let index = 0;
  const idx = new Map(), low = new Map(), stack = [], on = new Set(), cycles = [];
  const visit = (v) => {
    idx.set(v, index); low.set(v, index); index += 1; stack.push(v); on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!idx.has(w)) { visit(w); low.set(v, Math.min(low.get(v), low.get(w))); }
      else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const scc = [];
      let w;
      do { w = stack.pop(); on.delete(w); scc.push(w); } while (w !== v);
      if (scc.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(scc);
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return cycles;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const cycles = findCycles(importGraph(root));
  for (const c of cycles) console.error(`Import cycle: ${c.map((f) => path.relative(root, f)).join(' → ')}`);
  if (cycles.length) process.exit(1);
  console.log('check-cycles: no import cycles');
}
