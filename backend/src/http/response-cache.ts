/**
 * Cache of public GET answers (routes marked with `cached`), for visitors only: a request with a live bearer
 * token is never served from or stored into it. Any successful POST/PUT/DELETE clears it (except routes marked
 * `keepsCache`), and entries expire after `ttlMs` (0 disables the cache). An answer whose request began before a
 * clear is not stored after it: its data may predate the write.
 *
 * The entries live in the shared state's tagged cache (docs/shared-state.md), under the one tag `answers`: a lookup
 * answers the tag's version stamp with the entry, the store is refused when the tag moved on since that stamp, and a
 * write bumps the tag, so a write on one API instance clears the answers of every instance. The cache is an
 * optimisation: when its store fails (Redis unreachable) a lookup is a miss, a store is skipped and a failed clear is
 * logged (staleness is then bounded by `ttlMs`).
 */
import type { FastifyInstance } from 'fastify';
import type { TaggedCache, TagStamp } from '../state/tagged-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    cache?: boolean;
    /** A write that changes no cached answer (view counters): it leaves the cache alone. */
    keepsCache?: boolean;
  }
}

/** Route option that marks a GET route as cacheable for visitors. */
export const cached = { config: { cache: true } } as const;
/** Route option for writes that must not clear the cache (views are counted, answers lag by the TTL). */
export const keepsCache = { config: { keepsCache: true } } as const;

/** The tag every cached answer carries and every write bumps. */
export const ANSWERS_TAG = 'answers';
const TAGS = [ANSWERS_TAG] as const;

interface Entry {
  body: string;
  contentType: string;
  cacheControl: string | undefined;
}

export function registerResponseCache(app: FastifyInstance, ttlMs: number, cache: TaggedCache): void {
  if (ttlMs <= 0) return;
  /** The tag versions each cacheable GET began with (absent: the lookup failed, nothing is stored). */
  const begunAt = new WeakMap<object, TagStamp>();

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !request.routeOptions.config.cache || request.auth) return;
    let found: { value: Entry | null; stamp: TagStamp };
    try {
      found = await cache.lookup<Entry>(request.url, TAGS);
    } catch (error) {
      request.log.warn({ err: error }, 'answer cache lookup failed: answered from the database');
      return;
    }
    begunAt.set(request, found.stamp);
    const entry = found.value;
    if (!entry) return;
    reply.header('content-type', entry.contentType).header('x-cache', 'hit');
    if (entry.cacheControl) reply.header('cache-control', entry.cacheControl);
    return reply.send(entry.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET') {
      if (reply.statusCode < 400 && !request.routeOptions.config.keepsCache) {
        await cache.invalidate(TAGS).catch((error: unknown) => request.log.error({ err: error }, 'answer cache clear failed'));
      }
      return payload;
    }
    if (!request.routeOptions.config.cache || request.auth || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const stamp = begunAt.get(request);
    if (reply.getHeader('x-cache') === 'hit' || !stamp) return payload;
    const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
    if (contentType.startsWith('application/json') && !payload.startsWith('{"code":0,')) return payload;
    const cacheControl = reply.getHeader('cache-control');
    const entry: Entry = { body: payload, contentType, cacheControl: cacheControl === undefined ? undefined : String(cacheControl) };
    // refused (false) when a write cleared the cache since this request began
    await cache.store(request.url, entry, ttlMs, stamp).catch((error: unknown) => request.log.warn({ err: error }, 'answer cache store failed'));
    return payload;
  });
}
