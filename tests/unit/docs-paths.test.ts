import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 27 item 5: a path a doc names in backticks opens, and a link between the docs reaches its file and heading.
 * Read: `docs/*.md` (the map, the guides, the generated `docs/routes.md`) and `docs/decisions/*.md` (the decision records).
 */
const ROOTS = /^(app|components|lib|stores|locales|tests|backend|scripts|docs|bench|public|\.ci)\//;
const ROOT_FILES = new Set(['proxy.ts', 'next.config.ts', 'package.json', 'README.md', 'playwright.config.ts', 'vitest.config.mts', 'eslint.config.mjs']);

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

/** The anchors of a markdown file's headings, as GitHub writes them (lower case, punctuation dropped, spaces → `-`). */
function anchors(text: string): Set<string> {
  const headings = [...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => m[1] ?? '');
  return new Set(headings.map((h) => h.trim().toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-')));
}

/** Relative markdown links (`[text](file.md#anchor)`, `[text](#anchor)`) of a doc that do not reach their file or heading. */
function deadLinks(doc: string, text: string): string[] {
  const dead: string[] = [];
  for (const m of text.matchAll(/\]\(([^)\s]*)\)/g)) {
    const link = m[1] ?? '';
    if (/^[a-z]+:/i.test(link)) continue;
    const [file = '', anchor] = link.split('#');
    const target = file ? normalize(join(dirname(doc), file)) : doc;
    const full = join(process.cwd(), 'docs', target);
    if (!existsSync(full)) dead.push(link);
    else if (anchor && target.endsWith('.md') && !anchors(readFileSync(full, 'utf8')).has(anchor)) dead.push(link);
  }
  return dead;
}

describe('the docs name paths that exist (issue 27 item 5)', () => {
  const docs = readdirSync(join(process.cwd(), 'docs')).filter((name) => name.endsWith('.md'));
  const decisions = existsSync(join(process.cwd(), 'docs', 'decisions'))
    ? readdirSync(join(process.cwd(), 'docs', 'decisions')).filter((name) => name.endsWith('.md')).map((name) => join('decisions', name))
    : [];
  const read = (doc: string) => readFileSync(join(process.cwd(), 'docs', doc), 'utf8');

  it.each([...docs, ...decisions])('every backticked path of docs/%s opens', (doc) => {
    expect(namedPaths(read(doc)).filter((p) => !opens(p))).toEqual([]);
  });

  it.each([...docs, ...decisions])('every relative link of docs/%s reaches its file and heading', (doc) => {
    expect(deadLinks(doc, read(doc))).toEqual([]);
  });

  it('the map and the decision records name paths at all (the check reads them)', () => {
    expect(namedPaths(read('architecture.md')).length).toBeGreaterThan(50);
    expect(decisions.length).toBeGreaterThan(5);
    for (const doc of decisions) expect(namedPaths(read(doc)).length, doc).toBeGreaterThan(0);
  });

  it('the map links every decision record', () => {
    const map = read('architecture.md');
    expect(decisions.filter((doc) => !map.includes(`](${doc})`))).toEqual([]);
  });
});
