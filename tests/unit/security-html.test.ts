/**
 * Attack list 13–15, 17, 18: API HTML through the server sanitiser, text fields never as HTML, JSON-LD that a
 * user string cannot break out of.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { NewsDetail } from '@/lib/contract/news';
import { newsArticleJsonLd, serializeJsonLd } from '@/lib/seo/json-ld';
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

/** Files under app/components that set inner HTML, with what they pass. */
function innerHtmlUses(): { file: string; expr: string }[] {
  const out: { file: string; expr: string }[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.tsx?$/.test(name)) {
        const text = readFileSync(full, 'utf8');
        for (const m of text.matchAll(/dangerouslySetInnerHTML=\{\{\s*__html:\s*([^}]+)\}\}/g)) out.push({ file: relative(process.cwd(), full), expr: (m[1] ?? '').trim() });
      }
    }
  };
  walk(join(process.cwd(), 'app'));
  walk(join(process.cwd(), 'components'));
  return out;
}

describe('text fields', () => {
  it('security 17: inner HTML is set only from sanitised HTML props or serialised JSON-LD, never from a text field', () => {
    const uses = innerHtmlUses();
    expect(uses.length).toBeGreaterThan(0);
    for (const { file, expr } of uses) {
      // JSON-LD serialisers (or a `jsonLd` prop a page built with one of lib/seo's serialisers), or props named for
      // HTML that their loaders sanitise (…Html, sanitised `content`)
      const ok = /JsonLd\(/.test(expr) || /^(bodyHtml|instructionsHtml|html|jsonLd)$/.test(expr) || /^(page\.content|section\.content \?\? '')$/.test(expr);
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

    const news = { title: evil, publishTime: '2026-05-01 08:00:00', coverImg: null, author: evil, sourceName: null, seoKeywords: null, classTagName: null } as unknown as NewsDetail;
    const ld = newsArticleJsonLd(news, 'http://localhost:3000/news/1', '食包印产业社区', evil);
    expect(ld).not.toContain('</script');
    expect(JSON.parse(ld)[0].headline).toBe(evil);
  });
});
