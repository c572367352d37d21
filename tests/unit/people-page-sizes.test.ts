// @vitest-environment node
/**
 * I40/I38: how many members each people list asks for: member modules 5 at a time, the popular tab 10, the
 * recommendation lists 3 (the server loaders of lib/data/people.ts, with the API reached through a stubbed fetch).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEMBER_MODULE_SIZE, MEMBER_POPULAR_SIZE, RECOMMEND_LIST_SIZE } from '@/lib/constants';
import { getPeopleColumn, getPeopleList, pageSizeOf } from '@/lib/data/people';

const urls: URL[] = [];

beforeEach(() => {
  urls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL | Request) => {
      urls.push(new URL(String(url)));
      const data = { records: [], total: 0, size: 0, current: 1, pages: 0 };
      return new Response(JSON.stringify({ code: 0, msg: 'ok', data }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const asked = () => urls.map((u) => `${u.pathname.replace(/^.*\/api/, '')} current=${u.searchParams.get('current')} size=${u.searchParams.get('size')}`);

describe('people list sizes', () => {
  it('I40 member modules page 5 at a time and the popular tab 10', async () => {
    expect([MEMBER_MODULE_SIZE, MEMBER_POPULAR_SIZE]).toEqual([5, 10]);
    expect(pageSizeOf('popular')).toBe(10);
    expect(pageSizeOf('latest')).toBe(5);
    await getPeopleList('popular', 2);
    await getPeopleList('latest', 3);
    expect(asked()).toEqual(['/admin/follow/hot-follow current=2 size=10', '/admin/follow/join-latest current=3 size=5']);
  });

  it('I38/I40 the right column asks 5 newest members and 3 members per recommendation list', async () => {
    expect(RECOMMEND_LIST_SIZE).toBe(3);
    await getPeopleColumn();
    expect(asked().sort()).toEqual(['/admin/follow/join-latest current=1 size=5', '/admin/follow/v2/interested current=1 size=3']);
  });
});
