/**
 * The one owner of cache tags (lib/contract/cache-tags.ts, issue 13 §2): every tag `tags` produces passes the
 * revalidation hook's allow-list, anything else is refused, and the API's change notifications use the same names.
 */
import { describe, expect, it } from 'vitest';
import { circleChangeTags, isKnownTag, newsChangeTags, postChangeTags, tags } from '@/lib/contract/cache-tags';

/** Every tag the module can produce: list tags as they are, item producers with an id-like and a code-like key. */
function produced(node: unknown, keys: readonly (number | string)[]): string[] {
  if (typeof node === 'string') return [node];
  if (typeof node === 'function') return keys.map((key) => (node as (k: number | string) => string)(key));
  return Object.values(node as Record<string, unknown>).flatMap((child) => produced(child, keys));
}

describe('cache tags', () => {
  it('every producer parses back through the allow-list', () => {
    const all = produced(tags, [12, 9_007_199_254_740_991]);
    expect(all.length).toBeGreaterThan(30);
    for (const tag of all) expect(isKnownTag(tag), tag).toBe(true);
  });

  it('code-keyed tags take URL-safe codes', () => {
    for (const tag of [tags.sitePage.item('business_cooperation'), tags.hotKeywords.site('post'), tags.company.item('acme-foods')]) {
      expect(isKnownTag(tag), tag).toBe(true);
    }
  });

  it('names the families of the new areas too', () => {
    expect([tags.event.list, tags.event.item(3), tags.company.list, tags.company.item('c1'), tags.product.item(4), tags.brand.item(5)]).toEqual([
      'event',
      'event:3',
      'company',
      'company:c1',
      'product:4',
      'brand:5',
    ]);
    expect([tags.achievement.list, tags.achievement.item(6), tags.dict, tags.banner]).toEqual(['achievement', 'achievement:6', 'dict', 'banner']);
  });

  it('refuses tags it cannot produce', () => {
    for (const tag of [
      '',
      'posts',
      'tags',
      'chrome',
      'secrets',
      'news:',
      'news:abc',
      'post:-1',
      'news:1 OR 1',
      'news:12:13',
      ' news',
      'NEWS',
      'dict:1',
      'site-page:a b',
      `site-page:${'x'.repeat(65)}`,
      'news:12345678901234567890',
    ]) {
      expect(isKnownTag(tag), JSON.stringify(tag)).toBe(false);
    }
  });

  it('change notifications name the list and the item', () => {
    expect(newsChangeTags()).toEqual(['news']);
    expect(newsChangeTags(7)).toEqual(['news', 'news:7']);
    expect(postChangeTags()).toEqual(['post']);
    expect(postChangeTags(8)).toEqual(['post', 'post:8']);
    expect(circleChangeTags(9)).toEqual(['circle', 'circle:9']);
    for (const tag of [...newsChangeTags(7), ...postChangeTags(8), ...circleChangeTags(9)]) expect(isKnownTag(tag)).toBe(true);
  });
});
