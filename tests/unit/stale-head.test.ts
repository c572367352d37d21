import { describe, expect, it } from 'vitest';
import { staleHeadTags } from '@/lib/seo/stale-head';

/** A tag as React leaves it once it owns it (the internal keys React sets on the DOM nodes it renders). */
function owned<T extends Element>(el: T): T {
  (el as unknown as Record<string, unknown>)['__reactFiber$test'] = {};
  return el;
}

function tag(name: string, attrs: Record<string, string>): Element {
  const el = document.createElement(name);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  return el;
}

describe('F16 head metadata left by the first page after a client navigation', () => {
  it('the server canonical, description and keywords go once React owns the new ones', () => {
    const head = document.createElement('head');
    const oldCanonical = tag('link', { rel: 'canonical', href: '/news' });
    const oldDescription = tag('meta', { name: 'description', content: 'list' });
    const oldKeywords = tag('meta', { name: 'keywords', content: 'a' });
    const stylesheet = tag('link', { rel: 'stylesheet', href: '/a.css' });
    const charset = tag('meta', { charset: 'utf-8' });
    head.append(charset, stylesheet, oldCanonical, oldDescription, oldKeywords);
    head.append(owned(tag('link', { rel: 'canonical', href: '/news/1' })), owned(tag('meta', { name: 'description', content: 'item' })));
    expect(staleHeadTags(head)).toEqual([oldCanonical, oldDescription]);
  });

  it('before hydration nothing is stale, and React-owned duplicates are left to React', () => {
    const head = document.createElement('head');
    head.append(tag('link', { rel: 'canonical', href: '/news' }), tag('meta', { name: 'description', content: 'list' }));
    expect(staleHeadTags(head)).toEqual([]);
    head.append(owned(tag('meta', { property: 'og:image', content: '1.png' })), owned(tag('meta', { property: 'og:image', content: '2.png' })));
    expect(staleHeadTags(head)).toEqual([]);
  });
});
