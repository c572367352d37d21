/**
 * A key-value store with a lifetime per entry (issue 26): the refresh-token grace window today (the pair a
 * just-rotated refresh token still answers for 30 s, by the old token's hash). `setIfAbsent` is the claim a
 * rotation needs so that two instances racing on one refresh token agree on a single winner (SET NX on Redis).
 * Values are JSON. Keys: `{prefix}kv:{key}`, PX ttl.
 */
import type { Redis } from 'ioredis';

export interface KeyValueStore {
  get<T = unknown>(key: string): Promise<T | null>;
  set(key: string, value: unknown, ttlMs: number): Promise<void>;
  /** Stores `value` only when `key` holds nothing live; true when it was stored (the first writer wins). */
  setIfAbsent(key: string, value: unknown, ttlMs: number): Promise<boolean>;
  delete(key: string): Promise<void>;
}

export class MemoryKeyValueStore implements KeyValueStore {
  private readonly entries = new Map<string, { json: string; expiresAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The live entry's JSON (an expired one is dropped). Synchronous: a check and the write after it cannot interleave. */
  private live(key: string): string | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return null;
    }
    return entry.json;
  }

  private write(key: string, value: unknown, ttlMs: number): void {
    const now = this.now();
    if (this.entries.size > 10_000) for (const [k, e] of this.entries) if (e.expiresAt <= now) this.entries.delete(k);
    this.entries.set(key, { json: JSON.stringify(value), expiresAt: now + ttlMs });
  }

  async get<T = unknown>(key: string): Promise<T | null> {
    const json = this.live(key);
    return json === null ? null : (JSON.parse(json) as T);
  }

  async set(key: string, value: unknown, ttlMs: number): Promise<void> {
    this.write(key, value, ttlMs);
  }

  async setIfAbsent(key: string, value: unknown, ttlMs: number): Promise<boolean> {
    if (this.live(key) !== null) return false;
    this.write(key, value, ttlMs);
    return true;
  }

  async delete(key: string): Promise<void> {
    this.entries.delete(key);
  }
}

export class RedisKeyValueStore implements KeyValueStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private key(key: string): string {
    return `${this.prefix}kv:${key}`;
  }

  async get<T = unknown>(key: string): Promise<T | null> {
    const json = await this.redis.get(this.key(key));
    return json === null ? null : (JSON.parse(json) as T);
  }

  async set(key: string, value: unknown, ttlMs: number): Promise<void> {
    await this.redis.set(this.key(key), JSON.stringify(value), 'PX', Math.max(1, Math.ceil(ttlMs)));
  }

  async setIfAbsent(key: string, value: unknown, ttlMs: number): Promise<boolean> {
    return (await this.redis.set(this.key(key), JSON.stringify(value), 'PX', Math.max(1, Math.ceil(ttlMs)), 'NX')) === 'OK';
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(this.key(key));
  }
}
