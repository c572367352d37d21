// @vitest-environment node
/**
 * Issue 26 item 4, the web tier on several instances: which incremental cache Next gets (Redis only at run time
 * with REDIS_URL), the Redis store's tag logic, the page-purge broadcast, the web front's run-time `/api` proxy and
 * hook callback, and the API delivering each revalidation once to the first web address that accepts it.
 * The same on real processes: scripts/scale/web-tier-check.mjs.
 */
import { EventEmitter } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERR_SERVICE_BUSY } from '@/lib/constants';
import { createApiProxy, upstreamPath } from '@/lib/http/api-proxy';
import { incrementalCacheHandler, REDIS_CACHE_HANDLER_FILE } from '@/lib/http/cache-handler-choice';
import { assetCacheKey } from '@/lib/http/page-cache';
import { localPurgeBus, onTagsRevalidated, purgeChannel, redisPurgeBus, type PubClient, type SubClient } from '@/lib/http/purge-bus';
import { decodeEntry, encodeEntry, entryTtlSeconds, ENTRY_MAX_TTL_S, RedisIncrementalStore, type RedisLike } from '@/lib/http/redis-cache-handler';
import { upstreamHealth } from '@/lib/http/upstream-health';
import { createWebFront, type Handle } from '@/lib/http/web-front';
import nextConfig from '@/next.config';
import { revalidateTarget, revalidateUrls, revalidateWeb } from '../../backend/src/http/revalidate';

const ROOT = path.resolve(__dirname, '../..');
const servers: http.Server[] = [];

afterEach(async () => {
  vi.unstubAllEnvs();
  onTagsRevalidated(null);
  Object.assign(upstreamHealth(), { lastFailureAt: 0, lastSuccessAt: 0 });
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

async function listen(server: http.Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('incremental cache choice (next.config.ts cacheHandler)', () => {
  it('REDIS_URL unset: Next keeps its own file cache (no cacheHandler), at build and at run time', () => {
    expect(incrementalCacheHandler('phase-production-server', ROOT, {})).toBeUndefined();
    expect(incrementalCacheHandler('phase-production-build', ROOT, {})).toBeUndefined();
    vi.stubEnv('REDIS_URL', '');
    expect(nextConfig('phase-production-server').cacheHandler).toBeUndefined();
  });

  it('REDIS_URL set: the Redis handler at run time only (the build never needs Redis)', () => {
    const vars = { REDIS_URL: 'redis://127.0.0.1:6379' };
    expect(incrementalCacheHandler('phase-production-server', ROOT, vars)).toBe(path.join(ROOT, REDIS_CACHE_HANDLER_FILE));
    expect(incrementalCacheHandler('phase-production-build', ROOT, vars)).toBeUndefined();
    expect(incrementalCacheHandler('phase-development-server', ROOT, vars)).toBeUndefined();
    vi.stubEnv('REDIS_URL', 'redis://127.0.0.1:6379');
    expect(nextConfig('phase-production-server').cacheHandler).toBe(path.join(ROOT, REDIS_CACHE_HANDLER_FILE));
  });

  it('a REDIS_URL that is not redis:// or rediss:// is refused with its name', () => {
    expect(() => incrementalCacheHandler('phase-production-server', ROOT, { REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
  });

  it('the build id is the deploymentId: NEXT_DEPLOYMENT_ID when given, else drawn per build', async () => {
    vi.stubEnv('NEXT_DEPLOYMENT_ID', 'commit-abc123');
    const named = nextConfig('phase-production-build');
    expect(named.deploymentId).toBe('commit-abc123');
    expect(await named.generateBuildId?.()).toBe('commit-abc123');
    vi.stubEnv('NEXT_DEPLOYMENT_ID', '');
    const [a, b] = [nextConfig('phase-production-build').deploymentId, nextConfig('phase-production-build').deploymentId];
    expect(a).toMatch(/^[\w-]+$/);
    expect(a).not.toBe(b);
    expect(nextConfig('phase-development-server').deploymentId).toBeUndefined();
  });

  it("build assets with the deployment's ?dpl= stay in the asset cache; other queries do not", () => {
    const req = (url: string) => ({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(assetCacheKey(req('/_next/static/chunks/a.js?dpl=b123-x'))).toBe('gzip|/_next/static/chunks/a.js?dpl=b123-x');
    expect(assetCacheKey(req('/_next/static/chunks/a.js'))).toBe('gzip|/_next/static/chunks/a.js');
    expect(assetCacheKey(req('/_next/static/chunks/a.js?x=1'))).toBeNull();
    expect(assetCacheKey(req('/_next/static/chunks/a.js?dpl=1&x=1'))).toBeNull();
  });
});

/** Just enough Redis for the store. */
function memoryRedis(): RedisLike & { data: Map<string, string>; hashes: Map<string, Map<string, string>>; ttl: Map<string, number> } {
  const data = new Map<string, string>();
  const hashes = new Map<string, Map<string, string>>();
  const ttl = new Map<string, number>();
  return {
    data,
    hashes,
    ttl,
    get: async (k) => data.get(k) ?? null,
    set: async (k, v, _mode, seconds) => {
      data.set(k, v);
      ttl.set(k, seconds);
      return 'OK';
    },
    del: async (k) => data.delete(k),
    hmget: async (k, ...fields) => fields.map((f) => hashes.get(k)?.get(f) ?? null),
    hset: async (k, values) => {
      const h = hashes.get(k) ?? new Map<string, string>();
      for (const [f, v] of Object.entries(values)) h.set(f, v);
      hashes.set(k, h);
      return 1;
    },
  };
}

describe('Redis incremental cache (lib/http/redis-cache-handler.ts)', () => {
  const page = (tags: string) =>
    ({ kind: 'APP_PAGE', html: '<h1>t</h1>', rscData: Buffer.from('rsc'), segmentData: new Map([['/_tree', Buffer.from('seg')]]), headers: { 'x-next-cache-tags': tags }, status: 200, postponed: undefined }) as never;

  it('keeps Buffers and Maps through JSON', () => {
    const back = decodeEntry(encodeEntry({ lastModified: 1, value: page('a'), tags: ['a'] }));
    const value = back?.value as unknown as { rscData: Buffer; segmentData: Map<string, Buffer> };
    expect(Buffer.isBuffer(value.rscData) && value.rscData.toString()).toBe('rsc');
    expect(value.segmentData.get('/_tree')?.toString()).toBe('seg');
    expect(decodeEntry('{not json')).toBeNull();
  });

  it('an entry is a miss once one of its tags (header, stored or passed) is revalidated after it was written', async () => {
    let now = 1000;
    const redis = memoryRedis();
    const a = new RedisIncrementalStore(redis, 'p:', 'build1', () => now);
    const b = new RedisIncrementalStore(redis, 'p:', 'build1', () => now); // another instance, same Redis
    await a.set('/news/1', page('news,news:1,_N_T_/news/1'), { cacheControl: { revalidate: 300, expire: 600 } });
    await a.set('fetch-key', { kind: 'FETCH', data: { headers: {}, body: 'x', url: 'u' }, revalidate: 300 } as never, { tags: ['news:1'] });
    expect(redis.ttl.get('p:next:build1:/news/1')).toBe(600);
    expect((await b.get('/news/1'))?.cacheControl).toEqual({ revalidate: 300, expire: 600 });
    now = 2000;
    await b.revalidateTag('news:2', { expire: 0 });
    expect(await a.get('/news/1')).not.toBeNull();
    await b.revalidateTag(['news:1'], { expire: 0 });
    now = 2001;
    expect(await a.get('/news/1')).toBeNull();
    expect(await a.get('fetch-key')).toBeNull();
    // a soft (implicit) tag passed by the read counts too
    await a.set('fetch-2', { kind: 'FETCH', data: { headers: {}, body: 'y', url: 'u' }, revalidate: 300 } as never, { tags: [] });
    now = 3000;
    await b.revalidateTag('_N_T_/layout');
    now = 3001;
    expect(await a.get('fetch-2', { softTags: ['_N_T_/layout'] })).toBeNull();
    // written after the revalidation: fresh again
    await a.set('/news/1', page('news,news:1'), {});
    expect(await b.get('/news/1')).not.toBeNull();
    expect(redis.ttl.get('p:next:build1:/news/1')).toBe(ENTRY_MAX_TTL_S);
  });

  it('entries belong to one build; tag revalidations are shared by all builds', async () => {
    const redis = memoryRedis();
    let now = 10;
    const old = new RedisIncrementalStore(redis, 'p:', 'old', () => now);
    const next = new RedisIncrementalStore(redis, 'p:', 'new', () => now);
    await old.set('/x', page('t'), {});
    expect(await next.get('/x')).toBeNull();
    now = 20;
    await next.revalidateTag('t', { expire: 0 });
    now = 21;
    expect(await old.get('/x')).toBeNull();
  });

  it('Redis failing or not connected: reads miss and writes are skipped, never throwing into the page', async () => {
    const broken: RedisLike = { get: () => Promise.reject(new Error('down')), set: () => Promise.reject(new Error('down')), del: () => Promise.reject(new Error('down')), hmget: () => Promise.reject(new Error('down')), hset: () => Promise.reject(new Error('down')) };
    const errors: unknown[] = [];
    const store = new RedisIncrementalStore(broken, 'p:', 'b', Date.now, (e) => errors.push(e));
    expect(await store.get('/x')).toBeNull();
    await expect(store.set('/x', page('t'), {})).resolves.toBeUndefined();
    // a lost tag revalidation must fail the hook, so the API tries again
    await expect(store.revalidateTag('t')).rejects.toThrow('down');
    expect(errors).toHaveLength(3);
    const offline = new RedisIncrementalStore(memoryRedis(), 'p:', 'b', Date.now, () => undefined, () => false);
    await offline.set('/x', page('t'), {});
    expect(await offline.get('/x')).toBeNull();
  });

  it('a stored tag revalidation is reported to the web server (purge after the write)', async () => {
    const seen: string[][] = [];
    onTagsRevalidated((tags) => seen.push([...tags]));
    await new RedisIncrementalStore(memoryRedis(), 'p:', 'b').revalidateTag(['news', 'news:3'], { expire: 0 });
    expect(seen).toEqual([['news', 'news:3']]);
  });

  it('keeps an entry at most its own expire time, and a week otherwise', () => {
    expect(entryTtlSeconds({ revalidate: 300, expire: 1200 })).toBe(1200);
    expect(entryTtlSeconds({ revalidate: 300, expire: undefined })).toBe(ENTRY_MAX_TTL_S);
    expect(entryTtlSeconds(undefined)).toBe(ENTRY_MAX_TTL_S);
  });
});

/** An in-memory pub/sub hub standing in for Redis. */
function hub() {
  const bus = new EventEmitter();
  const client = (): PubClient & SubClient & { emitter: EventEmitter } => {
    const emitter = new EventEmitter();
    const channels = new Set<string>();
    bus.on('publish', (ch: string, msg: string) => {
      if (channels.has(ch)) emitter.emit('message', ch, msg);
    });
    return {
      emitter,
      publish: async (ch, msg) => bus.emit('publish', ch, msg),
      subscribe: async (ch) => channels.add(ch),
      on: ((event: string, listener: (...args: unknown[]) => void) => emitter.on(event, listener)) as SubClient['on'],
      quit: async () => 'OK',
    };
  };
  return { client, bus };
}

describe('page purge broadcast (lib/http/purge-bus.ts)', () => {
  it('a purge published by A empties B (and C), not A again; reasons name the sender and tags', async () => {
    const { client, bus } = hub();
    const purged: Record<string, string[]> = { a: [], b: [], c: [] };
    const make = (name: string) => redisPurgeBus({ pub: client(), sub: client(), channel: purgeChannel('icweb:'), purge: (why) => purged[name]!.push(why), instanceId: name });
    const [a] = await Promise.all([make('a'), make('b'), make('c')]);
    await a.publish(['news', 'news:9']);
    expect(purged.a).toEqual([]);
    expect(purged.b).toEqual(['broadcast from a: news,news:9']);
    expect(purged.c).toHaveLength(1);
    // another channel (another site on the same Redis) is not ours
    bus.emit('publish', purgeChannel('other:'), JSON.stringify({ from: 'x', tags: [] }));
    expect(purged.b).toHaveLength(1);
    // a malformed message still purges
    bus.emit('publish', purgeChannel('icweb:'), 'garbage');
    expect(purged.b).toHaveLength(2);
  });

  it('a subscriber that reconnects purges (pub/sub may have lost messages meanwhile)', async () => {
    const { client } = hub();
    const sub = client();
    const purged: string[] = [];
    await redisPurgeBus({ pub: client(), sub, channel: 'c', purge: (why) => purged.push(why) });
    sub.emitter.emit('ready');
    expect(purged).toEqual(['purge bus reconnected']);
  });

  it('a failed publish is logged, never thrown (the hook already purged its own instance)', async () => {
    const { client } = hub();
    const lines: string[] = [];
    const bus = await redisPurgeBus({ pub: { publish: () => Promise.reject(new Error('no redis')), quit: async () => 'OK' }, sub: client(), channel: 'c', purge: () => undefined, log: (l) => lines.push(l) });
    await expect(bus.publish(['news'])).resolves.toBeUndefined();
    expect(lines[0]).toMatch(/publish failed \(no redis\)/);
  });

  it('without REDIS_URL the bus is in-process: publishing does nothing', async () => {
    const bus = localPurgeBus();
    expect(bus.mode).toBe('local');
    await expect(bus.publish(['news'])).resolves.toBeUndefined();
  });
});

describe('web front: hook callback and run-time /api proxy', () => {
  const hookHandle: Handle = (req, res) => {
    res.statusCode = req.headers['x-revalidate-secret'] === 's' ? 200 : 401;
    res.end('{}');
  };
  const front = (handle: Handle, extra: Partial<Parameters<typeof createWebFront>[0]> = {}) =>
    createWebFront({ handle, pageTtlMs: 10_000, pageCacheBytes: 1 << 20, staleIfErrorMs: 0, bodyLimitBytes: 1 << 20, ...extra });

  it('a successful revalidation hook purges this instance and calls onRevalidateHook (the broadcast); a refused one does not', async () => {
    const calls: string[] = [];
    const web = front(hookHandle, { onRevalidateHook: () => calls.push('broadcast') });
    const base = await listen(http.createServer(web.listener));
    const post = (secret: string) => fetch(`${base}/api-hooks/revalidate`, { method: 'POST', headers: { 'x-revalidate-secret': secret, 'content-type': 'application/json' }, body: '{"tags":["news"]}' });
    expect((await post('wrong')).status).toBe(401);
    expect(calls).toEqual([]);
    expect((await post('s')).status).toBe(200);
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toEqual(['broadcast']);
  });

  it('/api/* goes to API_BASE_URL as configured at run time (path, query, body, Host), never to Next', async () => {
    const seen: { url?: string; host?: string; body: string; xff?: string }[] = [];
    const upstream = await listen(
      http.createServer((req, res) => {
        let body = '';
        req.on('data', (c: Buffer) => (body += c.toString()));
        req.on('end', () => {
          seen.push({ url: req.url, host: req.headers.host, body, xff: req.headers['x-forwarded-for'] as string });
          res.writeHead(201, { 'content-type': 'application/json', 'set-cookie': ['a=1', 'b=2'] });
          res.end('{"code":0}');
        });
      }),
    );
    const nextCalls: string[] = [];
    const web = front((req, res) => {
      nextCalls.push(req.url ?? '');
      res.end('next');
    }, { api: createApiProxy(`${upstream}/base/api`) });
    const base = await listen(http.createServer(web.listener));
    const res = await fetch(`${base}/api/news/news?x=1`, { method: 'POST', body: 'hello', headers: { 'content-type': 'text/plain' } });
    expect(res.status).toBe(201);
    expect(res.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(await res.text()).toBe('{"code":0}');
    expect(seen[0]).toMatchObject({ url: '/base/api/news/news?x=1', host: new URL(upstream).host, body: 'hello', xff: '127.0.0.1' });
    expect(await (await fetch(`${base}/apinot`)).text()).toBe('next');
    expect(nextCalls).toEqual(['/apinot']);
    expect(upstreamPath(new URL('http://h/api'), '/api')).toBe('/api');
    expect(upstreamPath(new URL('http://h/api/'), '/api/a?b')).toBe('/api/a?b');
  });

  it('an unreachable API answers the 503 envelope with Retry-After', async () => {
    const dead = await listen(http.createServer());
    const deadUrl = dead;
    await new Promise((r) => servers.pop()!.close(r));
    const web = front(() => undefined, { api: createApiProxy(`${deadUrl}/api`) });
    const base = await listen(http.createServer(web.listener));
    const res = await fetch(`${base}/api/news/news/1`);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBeTruthy();
    expect(((await res.json()) as { code: number }).code).toBe(ERR_SERVICE_BUSY);
  });
});

describe('API: each revalidation delivered once (backend/src/http/revalidate.ts)', () => {
  it('WEB_REVALIDATE_URL lists addresses, comma separated; empty turns the hook off', () => {
    expect(revalidateUrls(' http://a/h , http://b/h,,http://a/h ')).toEqual(['http://a/h', 'http://b/h']);
    expect(revalidateTarget({ webRevalidateUrl: ' , ', revalidateSecret: 's', revalidateRepeatMs: 0 })).toBeNull();
    expect(revalidateTarget({ webRevalidateUrl: 'http://a/h,http://b/h', revalidateSecret: 's', revalidateRepeatMs: 0 })?.url).toBe('http://a/h,http://b/h');
  });

  it('posts to the first address that accepts, once; a down one is skipped and the good one is tried first next time', async () => {
    const hits: string[] = [];
    const receiver = (name: string, status: number) =>
      listen(
        http.createServer((req, res) => {
          hits.push(name);
          req.resume();
          res.statusCode = status;
          res.end();
        }),
      );
    const down = await listen(http.createServer());
    await new Promise((r) => servers.pop()!.close(r));
    const [refusing, good, other] = [await receiver('refusing', 500), await receiver('good', 200), await receiver('other', 200)];
    const url = `${down}/h,${refusing}/h,${good}/h,${other}/h`;
    expect(await revalidateWeb(['news'], { url, secret: 's', repeatMs: 0 })).toBe(true);
    expect(hits).toEqual(['refusing', 'good']);
    expect(await revalidateWeb(['news'], { url, secret: 's', repeatMs: 0 })).toBe(true);
    expect(hits).toEqual(['refusing', 'good', 'good']);
    expect(await revalidateWeb(['news'], { url: `${down}/h`, secret: 's', repeatMs: 0 })).toBe(false);
  });
});
