import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REVALIDATE_S } from '@/lib/data/revalidate';

/** Every `page.tsx` under app/ with the seconds of its `export const revalidate` (null: none). */
function pageRevalidates(): { file: string; seconds: number | null }[] {
  const out: { file: string; seconds: number | null }[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name === 'page.tsx') {
        const found = /^export const revalidate = (\d+);$/m.exec(readFileSync(full, 'utf8'));
        out.push({ file: relative(process.cwd(), full), seconds: found ? Number(found[1]) : null });
      }
    }
  };
  walk(join(process.cwd(), 'app'));
  return out;
}

describe('revalidation seconds have one owner (lib/data/revalidate.ts)', () => {
  it('every cached page revalidates after one of the owned durations (Next wants the literal in the page file)', () => {
    const pages = pageRevalidates().filter((p) => p.seconds !== null);
    expect(pages.length).toBeGreaterThan(40);
    const owned = new Set<number>(Object.values(REVALIDATE_S));
    expect(pages.filter((p) => !owned.has(p.seconds as number))).toEqual([]);
  });

  it('no server loader names its own number of seconds', () => {
    const dir = join(process.cwd(), 'lib', 'data');
    const literal = readdirSync(dir)
      .filter((name) => name !== 'revalidate.ts' && name.endsWith('.ts'))
      .filter((name) => /revalidate:\s*\d|REVALIDATE\w*\s*=\s*\d/.test(readFileSync(join(dir, name), 'utf8')));
    expect(literal).toEqual([]);
  });
});
