/**
 * In-process cache of public GET answers (routes marked with `cached`), for visitors only: a request
 * with a live bearer token is never served from or stored into it. Any successful POST/PUT/DELETE
 * clears it (except routes marked `keepsCache`), and entries expire after `ttlMs` (0 disables the cache).
 * An answer whose request began before a clear is not stored after it: its data may predate the write.
 */
import type { FastifyInstance } from 'fastify';

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

interface Entry {
  body: string;
  contentType: string;
  cacheControl: string | undefined;
  storedAt: number;
}

const MAX_ENTRIES = 2000;

export function registerResponseCache(app: FastifyInstance, ttlMs: number): void {
  if (ttlMs <= 0) return;
  const entries = new Map<string, Entry>();
  /** Bumped by every clear; each cacheable GET remembers the value it began with. */
  let generation = 0;
  const begunAt = new WeakMap<object, number>();

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !request.routeOptions.config.cache || request.auth) return;
    begunAt.set(request, generation);
    const entry = entries.get(request.url);
    if (!entry) return;
    if (Date.now() - entry.storedAt > ttlMs) {
      entries.delete(request.url);
      return;
    }
    reply.header('content-type', entry.contentType).header('x-cache', 'hit');
    if (entry.cacheControl) reply.header('cache-control', entry.cacheControl);
    return reply.send(entry.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET') {
      if (reply.statusCode < 400 && !request.routeOptions.config.keepsCache) {
        generation += 1;
        entries.clear();
      }
      return payload;
    }
    if (!request.routeOptions.config.cache || request.auth || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    if (reply.getHeader('x-cache') === 'hit' || begunAt.get(request) !== generation) return payload;
    const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
    if (contentType.startsWith('application/json') && !payload.startsWith('{"code":0,')) return payload;
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    const cacheControl = reply.getHeader('cache-control');
    entries.set(request.url, { body: payload, contentType, cacheControl: cacheControl === undefined ? undefined : String(cacheControl), storedAt: Date.now() });
    return payload;
  });
}
