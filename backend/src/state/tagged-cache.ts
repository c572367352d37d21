/**
 * A cache invalidated by tags through version stamps (issue 26): the API's answer cache. Each tag has a version
 * number; an entry is stored with the versions its request began with, and is a hit only while every one of them is
 * still current. `invalidate(tags)` bumps the versions (one INCR per tag): every entry stored under the old ones
 * misses from then on, on every instance, and ages out by its TTL — no KEYS/SCAN, no list of entries per tag.
 *
 * The answer cache of today keeps its rule with one tag (`answers`) that every write bumps: an answer whose request
 * began before a write is not stored (`store` refuses a stale stamp, atomically on Redis), and no instance serves an
 * answer from before a write made on another. Finer tags (`news`, `posts` …) fit later without changing this module.
 *
 * Keys: `{prefix}tag:{tag}` (integer version, no TTL: one per tag) and `{prefix}tc:{key}` (JSON `{t, s, v}`: tags,
 * stamp, value; PX ttl).
 */
import type { Redis } from 'ioredis';
import { asInteger, LuaScript } from './lua-script';

/** The versions of some tags at one moment (from `lookup`, handed back to `store`). */
export interface TagStamp {
  readonly tags: readonly string[];
  readonly versions: readonly number[];
}

export interface TaggedCache {
  /** The value under `key` when it was stored with the current versions of `tags`, and the stamp of `tags` now. */
  lookup<T = unknown>(key: string, tags: readonly string[]): Promise<{ value: T | null; stamp: TagStamp }>;
  /** Stores `value` for `ttlMs` unless a tag of `stamp` was invalidated since; true when stored. */
  store(key: string, value: unknown, ttlMs: number, stamp: TagStamp): Promise<boolean>;
  /** Every entry stored under any of `tags` misses from now on. */
  invalidate(tags: readonly string[]): Promise<void>;
}

interface StoredEntry {
  t: readonly string[];
  s: readonly number[];
  v: unknown;
}

function sameList<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** The entry's value when it was stored under exactly these tags at exactly these versions. */
function valueIfCurrent<T>(json: string | null, stamp: TagStamp): T | null {
  if (json === null) return null;
  const entry = JSON.parse(json) as StoredEntry;
  return sameList(entry.t, stamp.tags) && sameList(entry.s, stamp.versions) ? (entry.v as T) : null;
}

/** In-process entries are bounded like the answer cache of today: past this many the oldest stored goes. */
export const MEMORY_CACHE_MAX_ENTRIES = 2000;

export class MemoryTaggedCache implements TaggedCache {
  private readonly versions = new Map<string, number>();
  private readonly entries = new Map<string, { json: string; tags: readonly string[]; expiresAt: number }>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxEntries = MEMORY_CACHE_MAX_ENTRIES,
  ) {}

  private stampOf(tags: readonly string[]): TagStamp {
    return { tags: [...tags], versions: tags.map((tag) => this.versions.get(tag) ?? 0) };
  }

  async lookup<T = unknown>(key: string, tags: readonly string[]): Promise<{ value: T | null; stamp: TagStamp }> {
    const stamp = this.stampOf(tags);
    const entry = this.entries.get(key);
    if (!entry) return { value: null, stamp };
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return { value: null, stamp };
    }
    const value = valueIfCurrent<T>(entry.json, stamp);
    if (value === null) this.entries.delete(key);
    return { value, stamp };
  }

  async store(key: string, value: unknown, ttlMs: number, stamp: TagStamp): Promise<boolean> {
    if (!sameList(this.stampOf(stamp.tags).versions, stamp.versions)) return false;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    const entry: StoredEntry = { t: stamp.tags, s: stamp.versions, v: value };
    this.entries.set(key, { json: JSON.stringify(entry), tags: stamp.tags, expiresAt: this.now() + ttlMs });
    return true;
  }

  async invalidate(tags: readonly string[]): Promise<void> {
    for (const tag of tags) this.versions.set(tag, (this.versions.get(tag) ?? 0) + 1);
    // in process the stale entries can simply go (≤ maxEntries to look at); Redis lets them age out instead
    const gone = new Set(tags);
    for (const [key, entry] of this.entries) if (entry.tags.some((tag) => gone.has(tag))) this.entries.delete(key);
  }
}

/** KEYS: entry, tag versions…; ARGV: json, ttlMs, versions… → 1 stored, 0 refused (a tag moved on). */
const STORE = new LuaScript(`
for i = 2, #KEYS do
  local current = redis.call('GET', KEYS[i]) or '0'
  if current ~= ARGV[i + 1] then return 0 end
end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 1
`);

export class RedisTaggedCache implements TaggedCache {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private tagKey(tag: string): string {
    return `${this.prefix}tag:${tag}`;
  }

  private entryKey(key: string): string {
    return `${this.prefix}tc:${key}`;
  }

  async lookup<T = unknown>(key: string, tags: readonly string[]): Promise<{ value: T | null; stamp: TagStamp }> {
    // one MGET: the versions and the entry are read at the same instant
    const answers = await this.redis.mget(...tags.map((tag) => this.tagKey(tag)), this.entryKey(key));
    const stamp: TagStamp = { tags: [...tags], versions: tags.map((_, i) => Number(answers[i] ?? 0)) };
    return { value: valueIfCurrent<T>(answers[tags.length] ?? null, stamp), stamp };
  }

  async store(key: string, value: unknown, ttlMs: number, stamp: TagStamp): Promise<boolean> {
    const entry: StoredEntry = { t: stamp.tags, s: stamp.versions, v: value };
    const stored = await STORE.run(
      this.redis,
      [this.entryKey(key), ...stamp.tags.map((tag) => this.tagKey(tag))],
      [JSON.stringify(entry), Math.max(1, Math.ceil(ttlMs)), ...stamp.versions.map(String)],
    );
    return asInteger(stored) === 1;
  }

  async invalidate(tags: readonly string[]): Promise<void> {
    if (tags.length === 0) return;
    const pipeline = this.redis.pipeline();
    for (const tag of tags) pipeline.incr(this.tagKey(tag));
    const results = await pipeline.exec();
    const failed = results?.find(([error]) => error !== null);
    if (failed?.[0]) throw failed[0];
  }
}
