import { describe, expect, it } from 'vitest';
import { parseSearchSegments, searchHref, searchOptionSegments } from '@/lib/routing/search-options';

/** E13/E17/E28: search options travel as query values publicly and as path segments internally. */
describe('search options', () => {
  it('round-trip: the segments the route table writes are the options the page reads', () => {
    const q = new URLSearchParams('sort=time&tagId=3&childTagId=41');
    const segments = searchOptionSegments('news', q);
    expect(segments).toEqual(['time', 'tag-3', 'child-41']);
    expect(parseSearchSegments(segments)).toEqual({ sort: 'time', tagId: 3, childTagId: 41 });
    expect(parseSearchSegments([])).toEqual({ sort: 'relevance', tagId: null, childTagId: null });
    expect(parseSearchSegments(['child-41'])).toEqual({ sort: 'relevance', tagId: null, childTagId: 41 });
  });

  it('anything the route table would not write is not a page (404)', () => {
    for (const bad of [['tag-3', 'time'], ['tag-0'], ['tag-x'], ['time', 'time'], ['other'], ['child-1', 'tag-2']]) {
      expect(parseSearchSegments(bad), bad.join('/')).toBeNull();
    }
  });

  it('links carry the options as query values; the post site has no tag filters', () => {
    expect(searchHref('news', '食品 包装', { sort: 'time', tagId: 3, childTagId: 41 })).toBe(
      `/search/news/${encodeURIComponent('食品 包装')}?sort=time&tagId=3&childTagId=41`,
    );
    expect(searchHref('post', 'x', { tagId: 3 })).toBe('/search/post/x');
    expect(searchHref('news', 'x')).toBe('/search/news/x');
  });
});
