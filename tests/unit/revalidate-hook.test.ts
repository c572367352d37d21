// @vitest-environment node
/**
 * The web's tag-revalidation hook (`app/api-hooks/revalidate/route.ts`, issue 4 §6, DESIGN.md §5):
 * 401 without or with a wrong secret, 400 for a bad body, 200 revalidating each tag at once.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const revalidateTag = vi.fn();
vi.mock('next/cache', () => ({ revalidateTag: (...args: unknown[]) => revalidateTag(...args) }));

const { POST } = await import('@/app/api-hooks/revalidate/route');
const { REVALIDATE_SECRET_HEADER } = await import('@/lib/contract/revalidate');
const { tags } = await import('@/lib/contract/cache-tags');

const SECRET = 'hook-secret-2b9e71';

function hook(body: unknown, secret?: string, raw?: string): Request {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (secret !== undefined) headers[REVALIDATE_SECRET_HEADER] = secret;
  return new Request('http://localhost:3000/api-hooks/revalidate', { method: 'POST', headers, body: raw ?? JSON.stringify(body) });
}

beforeEach(() => {
  revalidateTag.mockClear();
  vi.stubEnv('REVALIDATE_SECRET', SECRET);
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('POST /api-hooks/revalidate', () => {
  it('401 without a secret, with a wrong one, or when the web has none', async () => {
    expect((await POST(hook({ tags: ['news'] }))).status).toBe(401);
    expect((await POST(hook({ tags: ['news'] }, 'hook-secret-2b9e7'))).status).toBe(401);
    expect((await POST(hook({ tags: ['news'] }, `${SECRET}x`))).status).toBe(401);
    expect((await POST(hook({ tags: ['news'] }, ''))).status).toBe(401);
    vi.stubEnv('REVALIDATE_SECRET', '');
    expect((await POST(hook({ tags: ['news'] }, ''))).status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('400 for a body that is not JSON, has no tags, or names unknown tags', async () => {
    expect((await POST(hook(null, SECRET, '{tags'))).status).toBe(400);
    expect((await POST(hook({}, SECRET))).status).toBe(400);
    expect((await POST(hook({ tags: [] }, SECRET))).status).toBe(400);
    expect((await POST(hook({ tags: 'news' }, SECRET))).status).toBe(400);
    expect((await POST(hook({ tags: ['news', 'secrets'] }, SECRET))).status).toBe(400);
    expect((await POST(hook({ tags: ['news:1 OR 1'] }, SECRET))).status).toBe(400);
    expect((await POST(hook({ tags: Array.from({ length: 51 }, () => 'news') }, SECRET))).status).toBe(400);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('400 for tags lib/contract/cache-tags.ts cannot produce, even beside known ones; nothing is revalidated', async () => {
    for (const unknown of ['posts', 'tags', 'chrome', 'news:abc', 'post:-1', 'dict:1', 'site-page:a b']) {
      const res = await POST(hook({ tags: [tags.news.list, unknown] }, SECRET));
      expect(res.status, unknown).toBe(400);
      expect(await res.json()).toEqual({ revalidated: false, message: 'tags.1: unknown cache tag' });
    }
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('200 for tags of every family the module names', async () => {
    const known = [tags.flash.list, tags.topic.list, tags.tag.item(3), tags.hotKeywords.site('news'), tags.event.item(4), tags.company.item('acme'), tags.dict];
    const res = await POST(hook({ tags: known }, SECRET));
    expect(res.status).toBe(200);
    expect(revalidateTag.mock.calls.map((call) => call[0])).toEqual(known);
  });

  it('200 revalidates each tag once, expiring it at once', async () => {
    const res = await POST(hook({ tags: ['news', 'news:12', 'news', 'post:5', 'site-page:about'] }, SECRET));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ revalidated: true, tags: ['news', 'news:12', 'post:5', 'site-page:about'] });
    expect(revalidateTag.mock.calls).toEqual([
      ['news', { expire: 0 }],
      ['news:12', { expire: 0 }],
      ['post:5', { expire: 0 }],
      ['site-page:about', { expire: 0 }],
    ]);
  });
});
