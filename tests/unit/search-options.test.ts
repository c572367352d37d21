import { describe, expect, it } from 'vitest';
import { parseSearchSegments, searchHref, searchOptionSegments } from '@/lib/routing/search-options';
import { collapsedGroups, SEARCH_GROUP_KEYS, searchSiteOf, SITE_GROUP } from '@/lib/search/groups';

/** E12/E13/E17/E28: search options travel as query values publicly and as path segments internally. */
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

  it('links carry the options as query values: post type and theme on the post site, the type alone on the events site', () => {
    expect(searchHref('news', '食品 包装', { sort: 'time', tagId: 3, childTagId: 41 })).toBe(
      `/search/news/${encodeURIComponent('食品 包装')}?sort=time&tagId=3&childTagId=41`,
    );
    expect(searchHref('post', 'x', { tagId: 8, childTagId: 21 })).toBe('/search/post/x?tagId=8&childTagId=21');
    expect(searchHref('events', 'x', { tagId: 5, childTagId: 21 })).toBe('/search/events/x?tagId=5');
    expect(searchHref('news', 'x')).toBe('/search/news/x');
  });

  it('E12 news, post and events have their own results; any other site name reads as news', () => {
    expect(searchSiteOf('post')).toBe('post');
    expect(searchSiteOf('events')).toBe('events');
    expect(searchSiteOf('news')).toBe('news');
    for (const other of ['company', 'activity', 'NEWS', '']) expect(searchSiteOf(other)).toBe('news');
  });

  it('E28 each site lists its own group first and every other group collapsed, in one order', () => {
    expect(SITE_GROUP).toEqual({ news: 'news', post: 'posts', events: 'events' });
    expect(collapsedGroups('news')).toEqual(['posts', 'circles', 'events', 'members', 'companies', 'products', 'achievements']);
    expect(collapsedGroups('post')).toEqual(['circles', 'events', 'members', 'news', 'companies', 'products', 'achievements']);
    expect(collapsedGroups('events')).toEqual(['posts', 'circles', 'members', 'news', 'companies', 'products', 'achievements']);
    for (const site of ['news', 'post', 'events'] as const) expect(new Set([SITE_GROUP[site], ...collapsedGroups(site)])).toEqual(new Set(SEARCH_GROUP_KEYS));
  });
});
