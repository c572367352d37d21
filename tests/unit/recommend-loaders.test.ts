// @vitest-environment node
/**
 * O45: the recommendation lists ask the API for 3 items each — recommended follows (`hot-follow`), may be interested
 * (`v2/interested`) and recommended posts (`recommend2`); the newest-members module asks for 5 (I39).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPeopleColumn, getRecommendedFollows } from '@/lib/data/people';
import { getRecommendedPosts } from '@/lib/data/post';

const urls: URL[] = [];
beforeEach(() => {
  urls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL | Request) => {
      urls.push(new URL(String(url)));
      const path = new URL(String(url)).pathname;
      const data = path.endsWith('/recommend2') ? [] : { records: [], total: 0, size: 3, current: 1, pages: 0 };
      return new Response(JSON.stringify({ code: 0, msg: 'ok', data }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const asked = (suffix: string) => urls.find((u) => u.pathname.endsWith(suffix));

describe('O45 recommendation list sizes', () => {
  it('O45 recommended follows: GET /admin/follow/hot-follow?current=1&size=3', async () => {
    await getRecommendedFollows();
    expect(asked('/admin/follow/hot-follow')?.searchParams.get('size')).toBe('3');
    expect(asked('/admin/follow/hot-follow')?.searchParams.get('current')).toBe('1');
  });

  it('O45 may be interested asks for 3; the newest members for 5', async () => {
    await getPeopleColumn();
    expect(asked('/admin/follow/v2/interested')?.searchParams.get('size')).toBe('3');
    expect(asked('/admin/follow/join-latest')?.searchParams.get('size')).toBe('5');
  });

  it('O45 recommended posts: GET /post/posts/recommend2?size=3', async () => {
    await getRecommendedPosts();
    expect(asked('/post/posts/recommend2')?.searchParams.get('size')).toBe('3');
  });
});
