import { describe, expect, it } from 'vitest';
import { assetCacheableFor, assetCacheKey, cacheableFor, PageCache, pageCacheKey, replayHeaders, type CacheRequest } from '@/lib/http/page-cache';

/** The page cache in front of Next (DESIGN.md §5, §6): what may be served from it, under which key, for how long. */

const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const get = (url: string, headers: CacheRequest['headers'] = {}): CacheRequest => ({
  method: 'GET',
  url,
  headers: { 'user-agent': DESKTOP, ...headers },
});

describe('page cache key', () => {
  it('public pages served without the proxy are cacheable; everything else goes to Next', () => {
    for (const url of ['/news/12', '/community/demand_supply/latest', '/news/hot?page=2', '/people/1002', '/circle/3']) {
      expect(pageCacheKey(get(url)), url).not.toBeNull();
    }
    for (const url of ['/', '/news/create', '/news/edit/3', '/message/list', '/system-message', '/people/mine', '/no/such-route', '/news/12a', '/api/news/news/1', '/_next/static/x.js', '/robots.txt', '/redirect?redirectUri=/news/1']) {
      expect(pageCacheKey(get(url)), url).toBeNull();
    }
  });

  it('never answers router navigations, prefetches or server actions', () => {
    expect(pageCacheKey(get('/news/12', { rsc: '1' }))).toBeNull();
    expect(pageCacheKey(get('/news/12', { 'next-router-prefetch': '1' }))).toBeNull();
    expect(pageCacheKey(get('/news/12', { 'next-router-segment-prefetch': '/_tree' }))).toBeNull();
    expect(pageCacheKey(get('/news/12?_rsc=abc'))).toBeNull();
    expect(pageCacheKey({ ...get('/news/12'), method: 'POST' })).toBeNull();
    expect(pageCacheKey({ ...get('/news/12'), method: 'HEAD' })).toBeNull();
  });

  it('one entry per variant: locale cookie, device (user agent, layout cookie), encoding and URL', () => {
    const base = pageCacheKey(get('/news/12'));
    expect(pageCacheKey(get('/news/12', { cookie: 'locale=zh; cid=1' }))).toBe(base);
    expect(pageCacheKey(get('/news/12', { cookie: 'locale=fr' }))).toBe(base);
    expect(pageCacheKey(get('/news/12', { cookie: 'layout=desktop' }))).toBe(base);
    const variants = [
      pageCacheKey(get('/news/12', { cookie: 'locale=en' })),
      pageCacheKey(get('/news/12', { 'user-agent': PHONE })),
      pageCacheKey(get('/news/12', { 'accept-encoding': 'gzip, deflate, br' })),
      pageCacheKey(get('/news/12?page=2')),
      pageCacheKey(get('/news/13')),
    ];
    expect(new Set([base, ...variants]).size).toBe(variants.length + 1);
    // The same variant, however it was chosen: a phone, or the layout cookie of a narrow window.
    expect(pageCacheKey(get('/news/12', { cookie: 'layout=mobile' }))).toBe(pageCacheKey(get('/news/12', { 'user-agent': PHONE })));
    // A phone is mobile whatever its layout cookie says (pickDevice, W01).
    expect(pageCacheKey(get('/news/12', { 'user-agent': PHONE, cookie: 'layout=desktop' }))).toBe(pageCacheKey(get('/news/12', { 'user-agent': PHONE })));
  });
});

describe('build assets (/_next/static)', () => {
  const immutable = { 'cache-control': 'public, max-age=31536000, immutable' };

  it('kept per URL and encoding, like a CDN; pages, queries, ranges and non-GETs are not assets', () => {
    const gzip = assetCacheKey(get('/_next/static/chunks/a1.js', { 'accept-encoding': 'gzip' }));
    expect(gzip).not.toBeNull();
    expect(assetCacheKey(get('/_next/static/chunks/a1.js', { 'accept-encoding': 'gzip', 'user-agent': PHONE, cookie: 'locale=en' }))).toBe(gzip);
    expect(assetCacheKey(get('/_next/static/chunks/a1.js'))).not.toBe(gzip);
    expect(assetCacheKey(get('/_next/static/chunks/a2.js', { 'accept-encoding': 'gzip' }))).not.toBe(gzip);
    for (const req of [get('/news/12'), get('/_next/static/chunks/a1.js?v=1'), get('/_next/static/chunks/a1.js', { range: 'bytes=0-9' }), get('/_next/image?url=x'), { ...get('/_next/static/chunks/a1.js'), method: 'POST' }]) {
      expect(assetCacheKey(req), req.url).toBeNull();
    }
  });

  it('only immutable 200s, for at most the configured time', () => {
    expect(assetCacheableFor(200, immutable, 3_600_000)).toBe(3_600_000);
    expect(assetCacheableFor(200, { 'cache-control': 'public, max-age=60, immutable' }, 3_600_000)).toBe(60_000);
    expect(assetCacheableFor(404, immutable, 3_600_000)).toBe(0);
    expect(assetCacheableFor(200, { 'cache-control': 'public, max-age=0' }, 3_600_000)).toBe(0);
    expect(assetCacheableFor(200, { ...immutable, 'set-cookie': ['a=1'] }, 3_600_000)).toBe(0);
  });
});

describe('what may be kept', () => {
  const isr = { 'cache-control': 's-maxage=300, stale-while-revalidate=31535700', 'x-nextjs-cache': 'HIT' };

  it('a cached page Next marks for shared caches, for at most the configured time', () => {
    expect(cacheableFor(200, isr, 10_000)).toBe(10_000);
    expect(cacheableFor(200, { 'cache-control': 's-maxage=5' }, 10_000)).toBe(5_000);
  });

  it('not errors, private or per-request answers, cookies, or a stale copy being regenerated', () => {
    expect(cacheableFor(404, isr, 10_000)).toBe(0);
    expect(cacheableFor(307, isr, 10_000)).toBe(0);
    expect(cacheableFor(200, { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }, 10_000)).toBe(0);
    expect(cacheableFor(200, { 'cache-control': 'public, max-age=31536000, immutable' }, 10_000)).toBe(0);
    expect(cacheableFor(200, { ...isr, 'set-cookie': ['a=1'] }, 10_000)).toBe(0);
    expect(cacheableFor(200, { ...isr, 'x-nextjs-cache': 'STALE' }, 10_000)).toBe(0);
  });

  it('replays content headers, not per-connection ones', () => {
    const out = replayHeaders({ 'content-type': 'text/html', date: 'x', connection: 'keep-alive', 'transfer-encoding': 'chunked', 'content-length': '5', vary: ['rsc', 'Accept-Encoding'], etag: '"a"' });
    expect(out).toEqual({ 'content-type': 'text/html', vary: ['rsc', 'Accept-Encoding'], etag: '"a"' });
  });
});

describe('store', () => {
  const page = (bytes: number, expiresAt = 1_000) => ({ status: 200, headers: {}, body: Buffer.alloc(bytes), expiresAt });

  it('serves until the entry expires', () => {
    const cache = new PageCache(1_000);
    cache.set('a', page(10, 500));
    expect(cache.get('a', 499)?.body.length).toBe(10);
    expect(cache.get('a', 500)).toBeNull();
    expect(cache.size).toBe(0);
    expect(cache.byteSize).toBe(0);
  });

  it('a page read between every store is never the one dropped, though it moves only from the older half', () => {
    const cache = new PageCache(100);
    for (let i = 0; i < 10; i++) cache.set(`p${i}`, page(10));
    for (let i = 10; i < 60; i++) {
      expect(cache.get('p0', 0), `p0 after ${i - 10} stores`).not.toBeNull();
      cache.set(`p${i}`, page(10));
      expect(cache.size).toBe(10);
    }
    // the ones read once were dropped in order of storing
    expect(cache.get('p10', 0)).toBeNull();
    expect(cache.get('p59', 0)).not.toBeNull();
  });

  it('keeps within its byte budget, dropping the least recently used', () => {
    const cache = new PageCache(100);
    cache.set('a', page(40));
    cache.set('b', page(40));
    cache.get('a', 0);
    cache.set('c', page(40));
    expect(cache.get('b', 0)).toBeNull();
    expect(cache.get('a', 0)).not.toBeNull();
    expect(cache.get('c', 0)).not.toBeNull();
    expect(cache.byteSize).toBe(80);
    cache.set('huge', page(101));
    expect(cache.get('huge', 0)).toBeNull();
  });

  it('a purge empties it', () => {
    const cache = new PageCache(100);
    cache.set('a', page(10));
    cache.set('a', page(20));
    expect(cache.byteSize).toBe(20);
    cache.clear();
    expect(cache.get('a', 0)).toBeNull();
    expect(cache.byteSize).toBe(0);
  });
});
