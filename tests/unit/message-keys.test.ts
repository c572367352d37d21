// @vitest-environment node
/**
 * Issue 27 item 1: the message catalogues hold what the interface reads, once. Every key is read somewhere — named
 * whole in the code (`'news.title'`), or under a prefix the code builds a name from (`` `company.status.${s}` ``) —
 * and no two keys read by name hold the same text in both languages (one text, one key).
 */
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { en } from '@/locales/en';
import { zh } from '@/locales/zh';

const code = execSync("git ls-files '*.ts' '*.tsx' '*.mjs' ':!locales/**'", { encoding: 'utf8' })
  .trim()
  .split('\n')
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');
/** The prefixes of built names: a quoted or template text of dotted words followed by `${` or by `' +`. */
const builtPrefixes = [...new Set([...code.matchAll(/[`'"]((?:[a-zA-Z]\w*\.)+\w*)(?:\$\{|['"]\s*\+)/g)].map((m) => m[1] as string))];
/** Every quoted dotted name in the code, once (a lookup per key instead of a search of the whole code per key). */
const quoted = new Set([...code.matchAll(/(['"`])([a-zA-Z]\w*(?:\.\w+)+)\1/g)].map((m) => m[2] as string));
const namedWhole = (key: string) => quoted.has(key);
const built = (key: string) => builtPrefixes.some((prefix) => key.startsWith(prefix));

describe('issue 27 item 1: one key per text, every key read', () => {
  it('every message key is read by the code, by name or under a built prefix', () => {
    expect(Object.keys(zh).filter((key) => !namedWhole(key) && !built(key))).toEqual([]);
  });

  it('no two keys read by name hold the same Chinese and English text', () => {
    const byText = new Map<string, string[]>();
    for (const key of Object.keys(zh) as (keyof typeof zh)[]) {
      if (built(key)) continue;
      const text = `${zh[key]} | ${en[key]}`;
      byText.set(text, [...(byText.get(text) ?? []), key]);
    }
    expect([...byText].filter(([, keys]) => keys.length > 1).map(([text, keys]) => `${text}: ${keys.join(', ')}`)).toEqual([]);
  });
});
