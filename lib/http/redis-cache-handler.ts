import { readFileSync } from 'node:fs';
import path from 'node:path';
import Redis from 'ioredis';
import type { CacheHandler, CacheHandlerContext, CacheHandlerValue } from 'next/dist/server/lib/incremental-cache';
import { serverEnv } from '../env';
import { tagsRevalidated } from './purge-bus';

/**
 * Next's incremental cache (ISR pages, route handlers and the data cache of tagged fetches) in Redis, so every web
 * instance reads the same entries and one `revalidateTag` — the API's hook, received by any one instance — reaches
 * them all (issue 26 item 4). next.config.ts names this file as `cacheHandler` only at run time and only when
 * `REDIS_URL` is set (lib/http/cache-handler-choice.ts); otherwise Next keeps its own file cache.
 *
 * Why our own ~200 lines rather than `@fortedigital/nextjs-cache-handler` 3.x: it needs Node ≥ 22 (this project runs
 * on Node 20), pulls in `@redis/client` as a required peer beside the ioredis already installed, and revalidates a
 * tag by scanning a hash of every key; here a tag revalidation is one `HSET` and each read checks its own tags.
 *
 * Layout (every key under `REDIS_KEY_PREFIX`, default `icweb:`):
 * - `<prefix>next:<buildId>:<cache key>` → the entry (JSON; Buffers and Maps encoded), with a TTL. Entries belong to
 *   one build: instances of a new build do not read pages rendered by the old one's code during a rolling deploy.
 * - `<prefix>next:tags` → hash tag → `{stale, expired}` (ms), shared by all builds (a tag names data, not code).
 *
 * A read returns nothing when one of the entry's tags (stored, passed or implicit `_N_T_` tags) was revalidated after
 * the entry was written, so Next renders it again before answering (the blocking path `revalidateTag(tag, {expire: 0})`
 * takes with the file cache; a stale-while-revalidate profile is treated the same way, i.e. fresher). Redis failing
 * never fails a page: a read is a miss and a write is skipped, each bounded by a short command timeout.
 */

type Durations = { expire?: number };
type GetContext = Parameters<CacheHandler['get']>[1];
type SetContext = Parameters<CacheHandler['set']>[2];
type Value = Parameters<CacheHandler['set']>[1];

/** The commands used, so tests can pass an in-memory stand-in. */
export interface RedisLike {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, mode: 'EX', seconds: number): Promise<unknown>;
  del(key: string): Promise<unknown>;
  hmget(key: string, ...fields: string[]): Promise<(string | null)[]>;
  hset(key: string, values: Record<string, string>): Promise<unknown>;
}

interface TagState {
  stale?: number;
  expired?: number;
}

interface StoredEntry {
  lastModified: number;
  value: Value;
  tags: string[];
  cacheControl?: CacheHandlerValue['cacheControl'];
}

/** Longest an entry is kept (its own `expire` when shorter); Redis should also run with an LRU eviction policy. */
export const ENTRY_MAX_TTL_S = 7 * 24 * 3600;
export const REDIS_COMMAND_TIMEOUT_MS = 1000;
const TAGS_HEADER = 'x-next-cache-tags';

const BUFFER = '__nextcache_b64';
const MAP = '__nextcache_map';

/** JSON with Buffers (RSC payloads, route bodies) and Maps (segment data) kept. */
export function encodeEntry(entry: StoredEntry): string {
  return JSON.stringify(entry, function replacer(this: Record<string, unknown>, key: string, value: unknown) {
    const raw = this[key];
    if (Buffer.isBuffer(raw) || raw instanceof Uint8Array) return { [BUFFER]: Buffer.from(raw).toString('base64') };
    if (raw instanceof Map) return { [MAP]: [...raw.entries()] };
    return value;
  });
}

export function decodeEntry(text: string): StoredEntry | null {
  try {
    return JSON.parse(text, (_key, value: unknown) => {
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        const record = value as Record<string, unknown>;
        if (typeof record[BUFFER] === 'string') return Buffer.from(record[BUFFER], 'base64');
        if (Array.isArray(record[MAP])) return new Map(record[MAP] as [unknown, unknown][]);
      }
      return value;
    }) as StoredEntry;
  } catch {
    return null;
  }
}

/** The tags an entry answers to: those stored with it, those of the page's header, and those the read passes. */
function entryTags(value: Value, ctx: { tags?: string[]; softTags?: string[] } | undefined): string[] {
  const tags = new Set<string>([...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])]);
  if (value && 'tags' in value && Array.isArray(value.tags)) for (const t of value.tags) tags.add(t);
  const header = value && 'headers' in value ? (value.headers as Record<string, unknown> | undefined)?.[TAGS_HEADER] : undefined;
  if (typeof header === 'string') for (const t of header.split(',')) if (t) tags.add(t);
  return [...tags];
}

/** Whether a tag revalidated after `lastModified` makes the entry unusable at `now`. */
export function revalidatedSince(states: (TagState | null)[], lastModified: number, now: number): boolean {
  return states.some((s) => !!s && ((typeof s.stale === 'number' && s.stale > lastModified) || (typeof s.expired === 'number' && s.expired <= now && s.expired > lastModified)));
}

export function entryTtlSeconds(cacheControl: StoredEntry['cacheControl']): number {
  const expire = cacheControl?.expire;
  return typeof expire === 'number' && expire > 0 ? Math.min(Math.ceil(expire), ENTRY_MAX_TTL_S) : ENTRY_MAX_TTL_S;
}

/** The store itself, independent of how Next constructs handlers (one per request). */
export class RedisIncrementalStore {
  constructor(
    private readonly redis: RedisLike,
    private readonly prefix: string,
    private readonly buildId: string,
    private readonly now: () => number = Date.now,
    private readonly onError: (error: unknown) => void = () => undefined,
    /** False while the connection is down: reads miss and writes are skipped without an error per request. */
    private readonly ready: () => boolean = () => true,
  ) {}

  private entryKey(key: string): string {
    return `${this.prefix}next:${this.buildId}:${key}`;
  }

  private get tagsKey(): string {
    return `${this.prefix}next:tags`;
  }

  async get(key: string, ctx?: { tags?: string[]; softTags?: string[] }): Promise<CacheHandlerValue | null> {
    if (!this.ready()) return null;
    try {
      const text = await this.redis.get(this.entryKey(key));
      const entry = text ? decodeEntry(text) : null;
      if (!entry) return null;
      const tags = [...new Set([...entry.tags, ...entryTags(entry.value, ctx)])];
      if (tags.length > 0) {
        const raw = await this.redis.hmget(this.tagsKey, ...tags);
        const states = raw.map((r) => (r ? (JSON.parse(r) as TagState) : null));
        if (revalidatedSince(states, entry.lastModified, this.now())) return null;
      }
      return { lastModified: entry.lastModified, value: entry.value, ...(entry.cacheControl ? { cacheControl: entry.cacheControl } : {}) };
    } catch (error) {
      this.onError(error);
      return null;
    }
  }

  async set(key: string, value: Value, ctx?: { tags?: string[]; cacheControl?: CacheHandlerValue['cacheControl'] }): Promise<void> {
    if (!this.ready()) return;
    try {
      if (!value) {
        await this.redis.del(this.entryKey(key));
        return;
      }
      const cacheControl = ctx?.cacheControl;
      const entry: StoredEntry = { lastModified: this.now(), value, tags: entryTags(value, { tags: ctx?.tags }), ...(cacheControl ? { cacheControl } : {}) };
      await this.redis.set(this.entryKey(key), encodeEntry(entry), 'EX', entryTtlSeconds(cacheControl));
    } catch (error) {
      this.onError(error);
    }
  }

  /** As Next's file cache: stale now, and expired after `durations.expire` seconds (no durations: expired now). */
  async revalidateTag(tags: string | string[], durations?: Durations): Promise<void> {
    const list = (typeof tags === 'string' ? [tags] : tags).filter(Boolean);
    if (list.length === 0) return;
    const now = this.now();
    const state: TagState = durations ? { stale: now, ...(durations.expire !== undefined ? { expired: now + durations.expire * 1000 } : {}) } : { expired: now };
    const text = JSON.stringify(state);
    try {
      await this.redis.hset(this.tagsKey, Object.fromEntries(list.map((t) => [t, text])));
      // Stored: now every page cache may be emptied (Next's hook answer does not wait for this write).
      tagsRevalidated(list);
    } catch (error) {
      // The hook answers 500 when this throws, so the API tries again (another instance, or its repeat call).
      this.onError(error);
      throw error;
    }
  }
}

/** One connection per process (Next constructs a handler for every request), kept on globalThis. */
const GLOBAL_KEY = Symbol.for('icweb.redis-incremental-cache');
type Shared = { store: RedisIncrementalStore; client: Redis };

let lastErrorLog = 0;
function logError(error: unknown) {
  const now = Date.now();
  if (now - lastErrorLog < 10_000) return;
  lastErrorLog = now;
  console.warn(`redis incremental cache: ${error instanceof Error ? error.message : String(error)} (pages render without the shared cache meanwhile)`);
}

function readBuildId(serverDistDir: string | undefined): string {
  try {
    return serverDistDir ? readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim() : 'unknown';
  } catch {
    return 'unknown';
  }
}

function shared(ctx: CacheHandlerContext): Shared {
  const holder = globalThis as unknown as Record<symbol, Shared | undefined>;
  const existing = holder[GLOBAL_KEY];
  if (existing) return existing;
  const env = serverEnv();
  if (!env.REDIS_URL) throw new Error('redis-cache-handler: REDIS_URL is not set');
  const client = new Redis(env.REDIS_URL, {
    // A command while disconnected fails at once (a miss) instead of holding the page until Redis is back.
    enableOfflineQueue: false,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    connectionName: 'icweb-next-cache',
  });
  client.on('error', logError);
  const store = new RedisIncrementalStore(client, env.REDIS_KEY_PREFIX, readBuildId(ctx.serverDistDir), Date.now, logError, () => client.status === 'ready');
  const created: Shared = { client, store };
  holder[GLOBAL_KEY] = created;
  return created;
}

export default class RedisCacheHandler {
  private readonly store: RedisIncrementalStore;

  constructor(ctx: CacheHandlerContext) {
    this.store = shared(ctx).store;
  }

  get(key: string, ctx: GetContext): Promise<CacheHandlerValue | null> {
    return this.store.get(key, ctx as { tags?: string[]; softTags?: string[] });
  }

  set(key: string, value: Value, ctx: SetContext): Promise<void> {
    return this.store.set(key, value, ctx as { tags?: string[]; cacheControl?: CacheHandlerValue['cacheControl'] });
  }

  revalidateTag(tags: string | string[], durations?: Durations): Promise<void> {
    return this.store.revalidateTag(tags, durations);
  }

  resetRequestCache(): void {}
}
