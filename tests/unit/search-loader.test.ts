// @vitest-environment node
/**
 * E13–E15, E27, E28: the search page's loader asks for the own site's page with its filters, the first entries of
 * every other group, and (when filtered) the site's whole count for its tab; a failing group shows as empty.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSearch } from '@/lib/data/search';

const calls: string[] = [];
const page = (records: unknown[], total: number) => ({ records, total, size: 6, current: 1, pages: 1 });
const ok = (data: unknown) => new Response(JSON.stringify({ code: 0, msg: 'ok', data }), { status: 200, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL | Request) => {
      const u = String(url);
      calls.push(u);
      const q = new URL(u).searchParams;
      if (u.includes('/post/posts/v2/search')) {
        const filtered = q.has('tagId') || q.has('themeTagId');
        return ok({ ...page([], filtered ? 5 : 33), facets: { tags: [], themeTags: [] }, terms: ['食品', '包装'] });
      }
      if (u.includes('/news/news/v2/search')) return ok({ ...page([], 82), facets: { tags: [], childTags: [] }, terms: ['食品', '包装'] });
      if (u.includes('/ec/stores/search')) return ok({ ...page([], 7), facets: { tags: [] }, terms: [] });
      if (u.includes('/post/posts/circle/search')) return ok(page([], 3));
      if (u.includes('/post/posts/members/search')) return new Response('down', { status: 502 });
      if (u.includes('/company/companies/v1/search')) return ok({ ...page([], 8), size: 20, facets: { provinces: [], categories: [] } });
      if (u.includes('/company/product/search')) return ok(page([], 2));
      if (u.includes('/company/achievement/page')) return ok(page([], 22));
      return new Response('{}', { status: 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('search loader (E28)', () => {
  it('the post site: its page with type and theme filters, every other group, and its whole count for the tab', async () => {
    const r = await getSearch('post', '食品 包装', 2, { sort: 'time', tagId: 8, childTagId: 21 });
    const own = calls.find((u) => u.includes('/post/posts/v2/search') && u.includes('tagId=8'));
    expect(own).toBeDefined();
    const q = new URL(own!).searchParams;
    expect(Object.fromEntries(q)).toMatchObject({ keyword: '食品 包装', current: '2', size: '10', sortByTime: 'true', tagId: '8', themeTagId: '21' });
    expect(r.own.site).toBe('post');
    expect(r.own.page.total).toBe(5);
    expect(r.siteTotals).toEqual({ news: 82, post: 33, events: 7 });
    expect(r.groups.map((g) => [g.key, g.page.total])).toEqual([
      ['circles', 3],
      ['events', 7],
      ['members', 0], // the failing call shows as an empty group
      ['news', 82],
      ['companies', 8],
      ['products', 2],
      ['achievements', 22],
    ]);
    for (const u of calls.filter((c) => !c.includes('/post/posts/v2/search'))) {
      const size = new URL(u).searchParams.get('size');
      if (!u.includes('/company/companies/v1/search')) expect(size, u).toBe('6');
    }
    expect(r.terms).toEqual(['食品', '包装']);
  });

  it('the news site keeps its tag filters; the events site filters by type only', async () => {
    await getSearch('news', '包装', 1, { sort: 'relevance', tagId: 3, childTagId: 41 });
    const news = new URL(calls.find((u) => u.includes('/news/news/v2/search') && u.includes('tagId=3'))!).searchParams;
    expect(news.get('childTagId')).toBe('41');
    expect(news.get('sortByTime')).toBe('false');
    calls.length = 0;
    const r = await getSearch('events', '展会', 1, { sort: 'relevance', tagId: 5, childTagId: null });
    const events = new URL(calls.find((u) => u.includes('/ec/stores/search') && u.includes('tagId=5'))!).searchParams;
    expect(events.has('childTagId')).toBe(false);
    expect(r.groups.map((g) => g.key)).toEqual(['posts', 'circles', 'members', 'news', 'companies', 'products', 'achievements']);
  });
});
