import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 27 item 5: a path a doc names in backticks opens. `docs/routes.md` is left to its generator
 * (`npm run docs:routes`, scripts/routes-doc.ts), which prints the variant paths without their route-group folders.
 */
const ROOTS = /^(app|components|lib|stores|locales|tests|backend|scripts|docs|bench|public|\.ci)\//;
const ROOT_FILES = new Set(['proxy.ts', 'next.config.ts', 'package.json', 'README.md', 'playwright.config.ts', 'vitest.config.mts', 'eslint.config.mjs']);
const GENERATED = new Set(['routes.md']);

/** Backticked repository paths of a markdown text; patterns and placeholders (`*`, `{id}`, `<family>`, `…`) are not paths. */
function namedPaths(text: string): string[] {
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map((m) => (m[1] ?? '').replace(/[#:].*$/, '').replace(/\/$/, ''))
    .filter((p) => ROOTS.test(p) || ROOT_FILES.has(p))
    .filter((p) => !/[*{}<>…]|\.\.\./.test(p));
}

/** A path opens as written, or as a module (`lib/api/client` → `lib/api/client.ts`). */
function opens(path: string): boolean {
  return ['', '.ts', '.tsx', '.mjs', '.mts'].some((ext) => existsSync(join(process.cwd(), path + ext)));
}

describe('the docs name paths that exist (issue 27 item 5)', () => {
  const docs = readdirSync(join(process.cwd(), 'docs')).filter((name) => name.endsWith('.md') && !GENERATED.has(name));
  const decisions = existsSync(join(process.cwd(), 'docs', 'decisions'))
    ? readdirSync(join(process.cwd(), 'docs', 'decisions')).filter((name) => name.endsWith('.md')).map((name) => join('decisions', name))
    : [];

  it.each([...docs, ...decisions])('every backticked path of docs/%s opens', (doc) => {
    const text = readFileSync(join(process.cwd(), 'docs', doc), 'utf8');
    expect(namedPaths(text).filter((p) => !opens(p))).toEqual([]);
  });

  it('the map names paths at all (the check reads them)', () => {
    expect(namedPaths(readFileSync(join(process.cwd(), 'docs', 'architecture.md'), 'utf8')).length).toBeGreaterThan(100);
  });
});
