import { describe, expect, it } from 'vitest';
import { extractImageSrc, htmlToText, sanitizeContentHtml } from '@/lib/shared/sanitize-html';

const clean = (html: string) => sanitizeContentHtml(html, 'http://localhost:3000');

describe('server-side HTML sanitiser', () => {
  it('drops scripts, handlers and javascript: URLs', () => {
    const out = clean('<p onclick="x()">hi<script>alert(1)</script></p><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">l</a>');
    expect(out).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(out).toContain('<p>hi</p>');
  });
  it('drops svg onload, style, base and meta refresh', () => {
    const out = clean('<svg onload="alert(1)"><circle/></svg><style>body{}</style><base href="http://evil/"><meta http-equiv="refresh" content="0;url=http://evil">ok');
    expect(out).toBe('ok');
  });
  it('keeps only allow-listed iframes', () => {
    expect(clean('<iframe src="https://evil.example/x"></iframe>')).not.toContain('iframe src');
    expect(clean('<iframe src="https://player.bilibili.com/player.html?bvid=1"></iframe>')).toContain('player.bilibili.com');
  });
  it('security 16: marks external links nofollow ugc noopener noreferrer and leaves own links alone', () => {
    expect(clean('<a href="https://example.org/">x</a>')).toBe('<a href="https://example.org/" target="_blank" rel="nofollow ugc noopener noreferrer">x</a>');
    expect(clean('<a href="/news/1" target="_top" rel="x">y</a>')).toBe('<a href="/news/1">y</a>');
  });
  it('refuses data: images and protocol-relative URLs', () => {
    expect(clean('<img src="data:image/svg+xml,<svg onload=alert(1)>">')).not.toContain('data:');
    expect(clean('<a href="//evil.example">z</a>')).not.toContain('evil');
  });
  it('issue 20 item 11: body headings start at h2 under the page title and keep their order', () => {
    expect(clean('<h3 id="a">A</h3><p>x</p><h4>B</h4><h3>C</h3>')).toBe('<h2>A</h2><p>x</p><h3>B</h3><h2>C</h2>');
    expect(clean('<h2>A</h2><h3>B</h3>')).toBe('<h2>A</h2><h3>B</h3>');
    expect(clean('<h5>A</h5><h6>B</h6>')).toBe('<h2>A</h2><h3>B</h3>');
    expect(clean('<p>no headings</p>')).toBe('<p>no headings</p>');
  });
  it('O15 finds the image of an image-only site page; text of HTML', () => {
    expect(extractImageSrc(' <img src="/api/files/a.svg" alt="x"> ')).toBe('/api/files/a.svg');
    expect(extractImageSrc('<p><img src="/a.svg"></p>')).toBeNull();
    expect(htmlToText('<p>a <b>b</b></p>\n<p>c</p>')).toBe('a b c');
  });
});
