/**
 * Issue 17 item 9, attack list 16: every link that opens a new tab carries `rel="noopener noreferrer"` (a scan of
 * the web's source, so a new `target="_blank"` without it fails here), and links inside sanitised HTML get it
 * too, plus `nofollow ugc` when they leave the site.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sanitizeContentHtml } from '@/lib/shared/sanitize-html';
import { USER_CONTENT_REL } from '@/lib/shared/user-content-rel';

const ROOTS = ['app', 'components', 'lib', 'stores'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(tsx?|mjs)$/.test(name) ? [full] : [];
  });
}

/** The JSX tag (`<a … >`) or the line around an occurrence of `target…_blank`. */
function around(text: string, index: number): string {
  const open = text.lastIndexOf('<', index);
  const close = text.indexOf('>', index);
  const lineStart = text.lastIndexOf('\n', index) + 1;
  const lineEnd = text.indexOf('\n', index);
  // an object literal (`target: '_blank', rel: …`) sits on one line; a JSX element between < and >
  if (/target\s*:/.test(text.slice(lineStart, lineEnd))) return text.slice(lineStart, lineEnd);
  return text.slice(open, close + 1);
}

describe('links that open a new tab', () => {
  it('security 16: every target="_blank" in the web source has rel with noopener and noreferrer', () => {
    const offenders: string[] = [];
    let seen = 0;
    for (const root of ROOTS) {
      for (const file of sourceFiles(join(process.cwd(), root))) {
        const text = readFileSync(file, 'utf8');
        for (const match of text.matchAll(/target\s*[=:]\s*\{?\s*["'`]_blank["'`]/g)) {
          seen += 1;
          const element = around(text, match.index);
          // a literal rel, or the one shared constant for user content (lib/shared/user-content-rel.ts)
          const rel = /rel\s*[=:]\s*\{?\s*USER_CONTENT_REL\b/.test(element) ? USER_CONTENT_REL : (/rel\s*[=:]\s*\{?\s*["'`]([^"'`]*)["'`]/.exec(element)?.[1] ?? '');
          if (!/\bnoopener\b/.test(rel) || !/\bnoreferrer\b/.test(rel)) offenders.push(`${relative(process.cwd(), file)}: ${element.replace(/\s+/g, ' ').slice(0, 160)}`);
        }
        // window.open(url, '_blank') must not hand the new page an opener either
        for (const match of text.matchAll(/window\.open\(([^)]*)\)/g)) {
          if (!/noopener/.test(match[1] ?? '')) offenders.push(`${relative(process.cwd(), file)}: window.open(${match[1]})`);
        }
      }
    }
    expect(seen).toBeGreaterThan(5);
    expect(offenders).toEqual([]);
  });

  it('security 16: external links in sanitised HTML open with nofollow ugc noopener noreferrer; own links stay in the tab', () => {
    const html = sanitizeContentHtml('<a href="https://evil.example/x" target="_self" rel="opener">a</a><a href="/news/1" target="_blank">b</a>', 'http://localhost:3000');
    expect(html).toContain('<a href="https://evil.example/x" target="_blank" rel="nofollow ugc noopener noreferrer">a</a>');
    expect(html).toContain('<a href="/news/1">b</a>');
  });
});
