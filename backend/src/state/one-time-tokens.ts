/**
 * One-time tokens with a lifetime (issue 26): the chat socket's tickets today. `put` stores a value under an id;
 * `take` answers it once and removes it in the same step (GETDEL on Redis), so a ticket issued on one instance is
 * spent exactly once on whichever instance the socket reaches. Callers pass the token's hash as the id, never the
 * token (a Redis dump or MONITOR then shows nothing usable).
 *
 * An optional group caps the live tokens of one owner (`maxPerGroup`, e.g. 20 tickets per member): putting one more
 * drops the oldest. Keys: `{prefix}ott:{id}` (JSON value, PX ttl) and `{prefix}ottg:{group}` (sorted set of ids by
 * issue time, expiring with the newest token).
 */
import type { Redis } from 'ioredis';
import { asInteger, LuaScript } from './lua-script';

export interface TokenGroup {
  key: string;
  maxPerGroup: number;
}

export interface OneTimeTokens {
  /** Stores `value` (JSON) under `id` for `ttlMs`; with a group, the group's oldest tokens past its cap are dropped. */
  put(id: string, value: unknown, ttlMs: number, group?: TokenGroup): Promise<void>;
  /** The value under `id`, once: it is gone afterwards; null when unknown, expired or already taken. */
  take<T = unknown>(id: string): Promise<T | null>;
}

interface MemoryEntry {
  json: string;
  expiresAt: number;
  group: string | null;
}

export class MemoryOneTimeTokens implements OneTimeTokens {
  private readonly entries = new Map<string, MemoryEntry>();
  /** group → ids in issue order */
  private readonly groups = new Map<string, string[]>();

  constructor(private readonly now: () => number = Date.now) {}

  async put(id: string, value: unknown, ttlMs: number, group?: TokenGroup): Promise<void> {
    const now = this.now();
    if (this.entries.size > 10_000) this.sweep(now);
    this.remove(id);
    this.entries.set(id, { json: JSON.stringify(value), expiresAt: now + ttlMs, group: group?.key ?? null });
    if (!group) return;
    const ids = (this.groups.get(group.key) ?? []).filter((other) => this.live(other, now));
    ids.push(id);
    for (const dropped of ids.splice(0, Math.max(0, ids.length - group.maxPerGroup))) this.entries.delete(dropped);
    this.groups.set(group.key, ids);
  }

  async take<T = unknown>(id: string): Promise<T | null> {
    const entry = this.entries.get(id);
    if (!entry) return null;
    this.remove(id);
    return entry.expiresAt > this.now() ? (JSON.parse(entry.json) as T) : null;
  }

  private live(id: string, now: number): boolean {
    const entry = this.entries.get(id);
    return entry !== undefined && entry.expiresAt > now;
  }

  private remove(id: string): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    if (entry.group === null) return;
    const ids = this.groups.get(entry.group)?.filter((other) => other !== id) ?? [];
    if (ids.length === 0) this.groups.delete(entry.group);
    else this.groups.set(entry.group, ids);
  }

  private sweep(now: number): void {
    for (const [id, entry] of this.entries) if (entry.expiresAt <= now) this.remove(id);
  }
}

/**
 * KEYS: token, group; ARGV: json, ttlMs, id, max, token key prefix. The group's ids are scored by issue time (Redis
 * clock); expired ids are trimmed by score, then the oldest past the cap lose their token.
 */
const PUT_IN_GROUP = new LuaScript(`
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local ttl = tonumber(ARGV[2])
redis.call('SET', KEYS[1], ARGV[1], 'PX', ttl)
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now - ttl)
redis.call('ZADD', KEYS[2], now, ARGV[3])
local over = redis.call('ZCARD', KEYS[2]) - tonumber(ARGV[4])
if over > 0 then
  local dropped = redis.call('ZRANGE', KEYS[2], 0, over - 1)
  for _, id in ipairs(dropped) do redis.call('DEL', ARGV[5] .. id) end
  redis.call('ZREMRANGEBYRANK', KEYS[2], 0, over - 1)
end
redis.call('PEXPIRE', KEYS[2], ttl)
return over
`);

/** What a token key holds: its group (so `take` can leave it) and the value. */
interface StoredToken {
  g: string | null;
  v: unknown;
}

export class RedisOneTimeTokens implements OneTimeTokens {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private tokenKey(id: string): string {
    return `${this.prefix}ott:${id}`;
  }

  private groupKey(group: string): string {
    return `${this.prefix}ottg:${group}`;
  }

  async put(id: string, value: unknown, ttlMs: number, group?: TokenGroup): Promise<void> {
    const stored: StoredToken = { g: group?.key ?? null, v: value };
    const json = JSON.stringify(stored);
    const ttl = Math.max(1, Math.ceil(ttlMs));
    if (!group) {
      await this.redis.set(this.tokenKey(id), json, 'PX', ttl);
      return;
    }
    asInteger(
      await PUT_IN_GROUP.run(this.redis, [this.tokenKey(id), this.groupKey(group.key)], [json, ttl, id, group.maxPerGroup, this.tokenKey('')]),
    );
  }

  async take<T = unknown>(id: string): Promise<T | null> {
    const json = await this.redis.getdel(this.tokenKey(id));
    if (json === null) return null;
    const stored = JSON.parse(json) as StoredToken;
    // a spent token no longer counts against its group's cap
    if (stored.g !== null) await this.redis.zrem(this.groupKey(stored.g), id);
    return stored.v as T;
  }
}
