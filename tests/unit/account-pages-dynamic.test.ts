/**
 * Issue 27 item 2: personal pages are dynamic by one owner, the `(account)` layout, whose `dynamic = 'force-dynamic'`
 * applies to every segment below it; no page under it says it again or overrides it (a page that set `revalidate`
 * or `force-static` would be cached and served to the next member).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ACCOUNT = join(process.cwd(), 'app/v/[variant]/(site)/(account)');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('personal pages render per request', () => {
  it('the (account) layout is force-dynamic and no page below it sets its own dynamic or revalidate', () => {
    expect(readFileSync(join(ACCOUNT, 'layout.tsx'), 'utf8')).toMatch(/^export const dynamic = 'force-dynamic';$/m);
    const pages = files(ACCOUNT).filter((f) => !f.endsWith(`${join('(account)', 'layout.tsx')}`));
    expect(pages.length).toBeGreaterThan(20);
    const overriding = pages.filter((f) => /^export const (dynamic|revalidate|fetchCache)\b/m.test(readFileSync(f, 'utf8')));
    expect(overriding).toEqual([]);
  });
});
