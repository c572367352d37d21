/**
 * Attack list 13–15, 17, 18: API HTML through the server sanitiser, text fields never as HTML, JSON-LD that a
 * user string cannot break out of.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { NewsDetail } from '@/lib/contract/news';
import { serializeJsonLd } from '@/lib/seo/json-ld';
import { newsArticleJsonLdOf } from '@/lib/seo/structured-data';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { sanitizeContentHtml } from '@/lib/shared/sanitize-html';

const clean = (html: string) => sanitizeContentHtml(html, 'http://localhost:3000');

/** The sanitised HTML parsed, for assertions on what a browser would build. */
function dom(html: string): HTMLElement {
  const div = document.createElement('div');
  div.innerHTML = clean(html);
  return div;
}

function handlers(root: HTMLElement): string[] {
  return [...root.querySelectorAll('*')].flatMap((el) => [...el.attributes].map((a) => a.name).filter((n) => n.startsWith('on')));
}

describe('sanitised HTML', () => {
  it('security 13: an image with onerror keeps its image and loses the handler', () => {
    const root = dom('<p>图<img src="x" onerror="alert(1)"></p>');
    expect(root.querySelector('img')?.getAttribute('src')).toBe('x');
    expect(handlers(root)).toEqual([]);
  });

  it('security 14: script, svg onload, javascript: frames and links, formaction and the mXSS table are neutralised', () => {
    const inputs = [
      '<script>alert(1)</script>',
      '<svg onload="alert(1)"><circle/></svg>',
      '<iframe src="javascript:alert(1)"></iframe>',
      '<a href="jav&#x09;ascript:alert(1)">x</a>',
      '<a href="&#106;avascript:alert(1)">x</a>',
      '<form><button formaction="javascript:alert(1)">go</button></form>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
    ];
    for (const input of inputs) {
      const out = clean(input);
      const root = dom(input);
      expect(handlers(root), input).toEqual([]);
      expect(root.querySelector('script, svg, math, form, button, style, iframe[src^="javascript"]'), input).toBeNull();
      expect([...root.querySelectorAll('[href],[src]')].map((el) => el.getAttribute('href') ?? el.getAttribute('src')).filter((v) => /^\s*javascript:/i.test(v ?? '')), input).toEqual([]);
      expect(out).not.toMatch(/javascript:/i);
    }
  });

  it('security 15: style URLs and expressions, @import, base, meta refresh, object, embed and form are stripped', () => {
    const out = clean(
      '<p style="background:url(javascript:alert(1))">a</p><div style="width:expression(alert(1))">b</div><style>@import "//evil.example/x.css";</style>' +
        '<base href="//evil.example/"><meta http-equiv="refresh" content="0;url=//evil.example"><object data="x.swf"></object><embed src="x.swf"><form action="//evil.example"><input name="q"></form>',
    );
    expect(out).not.toMatch(/style=|expression|@import|<base|<meta|<object|<embed|<form|<input|evil\.example/i);
    expect(out).toContain('<p>a</p>');
  });
});

/** The text of every source file under the given folders (relative paths). */
function sourceFiles(roots: string[] = ['app', 'components']): { file: string; text: string }[] {
  const out: { file: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.tsx?$/.test(name)) out.push({ file: relative(process.cwd(), full), text: readFileSync(full, 'utf8') });
    }
  };
  for (const root of roots) walk(join(process.cwd(), root));
  return out;
}

/** Files under app/components that set inner HTML, with what they pass. */
function innerHtmlUses(): { file: string; expr: string }[] {
  return sourceFiles().flatMap(({ file, text }) =>
    [...text.matchAll(/dangerouslySetInnerHTML=\{\{\s*__html:\s*([^}]+)\}\}/g)].map((m) => ({ file, expr: (m[1] ?? '').trim() })),
  );
}

describe('text fields', () => {
  it('security 17: inner HTML is set only from sanitised HTML props or serialised JSON-LD, never from a text field', () => {
    const uses = innerHtmlUses();
    expect(uses.length).toBeGreaterThan(0);
    for (const { file, expr } of uses) {
      // the one JSON-LD serializer (components/seo/json-ld.tsx), or props named for HTML that their loaders sanitise
      // (…Html, sanitised `content`)
      const ok = expr === 'serializeJsonLd(data)' || /^(bodyHtml|instructionsHtml|html)$/.test(expr) || /^(page\.content|section\.content \?\? '')$/.test(expr);
      expect(ok, `${file}: ${expr}`).toBe(true);
    }
  });
});

describe('JSON-LD (attack list 18)', () => {
  it('security 18: </script>, <!-- and U+2028 in user strings are escaped; the payload still parses to the same data', () => {
    const evil = '</script><script>alert(1)</script><!-- \u2028\u2029 & >';
    const json = serializeJsonLd({ name: evil });
    expect(json).not.toMatch(/<|>|\u2028|\u2029/);
    expect(JSON.parse(json)).toEqual({ name: evil });
    // and as a script body it is an expression, not markup
    expect(() => new Function(`return ${json};`)).not.toThrow();

    const news = { id: 1, title: evil, publishTime: '2026-05-01 08:00:00', coverImg: null, author: evil, sourceName: null, seoKeywords: null, classTagName: null } as unknown as NewsDetail;
    const ld = serializeJsonLd(newsArticleJsonLdOf(news, [], createTranslate(getMessages('zh')), 'zh', evil));
    expect(ld).not.toContain('</script');
    expect((JSON.parse(ld) as { headline: string }).headline).toBe(evil);
  });

  it('security 18: structured data reaches a page only through <JsonLd> and its one serializer', () => {
    const inline = sourceFiles().filter(({ file, text }) => file !== join('components', 'seo', 'json-ld.tsx') && /application\/ld\+json/.test(text));
    expect(inline.map((f) => f.file)).toEqual([]);
    const serializers = sourceFiles(['lib']).filter(({ file, text }) => file !== join('lib', 'seo', 'json-ld.ts') && /JSON\.stringify\([^)]*\)\.replace\(/.test(text));
    expect(serializers.map((f) => f.file)).toEqual([]);
  });
});
