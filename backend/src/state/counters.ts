/**
 * Window counters for rate limits and lockouts (issue 26): a sliding window (a log of event times per key) and a
 * fixed window (one count per key that resets when its window ends). On Redis every operation is one Lua script, so
 * a limit holds across instances, and times come from Redis's clock (`TIME`), so instances with skewed clocks agree;
 * answers are ages and waits in ms, never absolute times.
 *
 * Keys: `{prefix}sw:{key}` (sorted set: member = event id, score = ms) and `{prefix}fw:{key}` (integer); each expires
 * with its window, so nothing needs sweeping.
 */
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { asInteger, asIntegers, LuaScript } from './lua-script';

export interface WindowStats {
  /** Events inside the window (at most MAX_EVENTS_PER_KEY). */
  count: number;
  /** Ms since the newest / oldest event inside the window; null when there is none. */
  latestAgeMs: number | null;
  oldestAgeMs: number | null;
}

export interface FixedWindow {
  count: number;
  /** Ms until the window ends and the count starts again from zero. */
  resetInMs: number;
}

export interface WindowCounters {
  /**
   * Sliding-window limit: records a hit unless `limit` hits are already inside the last `windowMs`. Answers 0 when the
   * hit was recorded, else the ms until one leaves the window (the refused hit is not recorded).
   */
  take(key: string, limit: number, windowMs: number): Promise<number>;
  /** Records an event in the sliding window of `key` (always) and answers the window after it. */
  record(key: string, windowMs: number): Promise<WindowStats>;
  /** The sliding window of `key`, recording nothing. */
  peek(key: string, windowMs: number): Promise<WindowStats>;
  /** Fixed window: adds one to `key`'s count and answers it (the window starts with the first increment). */
  increment(key: string, windowMs: number): Promise<FixedWindow>;
  /** Forgets `key` (its sliding and its fixed window). */
  clear(key: string): Promise<void>;
}

/** Older events are dropped past this many per key (a lockout needs far fewer; this bounds memory). */
export const MAX_EVENTS_PER_KEY = 1000;

function statsOf(times: readonly number[], now: number): WindowStats {
  if (times.length === 0) return { count: 0, latestAgeMs: null, oldestAgeMs: null };
  return { count: times.length, latestAgeMs: now - (times[times.length - 1] as number), oldestAgeMs: now - (times[0] as number) };
}

export class MemoryWindowCounters implements WindowCounters {
  private readonly sliding = new Map<string, number[]>();
  private readonly fixed = new Map<string, { count: number; endsAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  private window(key: string, windowMs: number, now: number): number[] {
    const times = (this.sliding.get(key) ?? []).filter((t) => now - t < windowMs);
    if (times.length === 0) this.sliding.delete(key);
    else this.sliding.set(key, times);
    if (this.sliding.size > 10_000) this.prune(now);
    return times;
  }

  async take(key: string, limit: number, windowMs: number): Promise<number> {
    const now = this.now();
    const times = this.window(key, windowMs, now);
    if (times.length >= limit) return Math.max(1, (times[times.length - limit] ?? now) + windowMs - now);
    times.push(now);
    this.sliding.set(key, times);
    return 0;
  }

  async record(key: string, windowMs: number): Promise<WindowStats> {
    const now = this.now();
    const times = this.window(key, windowMs, now);
    times.push(now);
    if (times.length > MAX_EVENTS_PER_KEY) times.splice(0, times.length - MAX_EVENTS_PER_KEY);
    this.sliding.set(key, times);
    return statsOf(times, now);
  }

  async peek(key: string, windowMs: number): Promise<WindowStats> {
    const now = this.now();
    return statsOf(this.window(key, windowMs, now), now);
  }

  async increment(key: string, windowMs: number): Promise<FixedWindow> {
    const now = this.now();
    let entry = this.fixed.get(key);
    if (!entry || entry.endsAt <= now) {
      if (this.fixed.size > 10_000) for (const [k, e] of this.fixed) if (e.endsAt <= now) this.fixed.delete(k);
      entry = { count: 0, endsAt: now + windowMs };
      this.fixed.set(key, entry);
    }
    entry.count += 1;
    return { count: entry.count, resetInMs: entry.endsAt - now };
  }

  async clear(key: string): Promise<void> {
    this.sliding.delete(key);
    this.fixed.delete(key);
  }

  /** The longest window is not known here: a key whose newest event is older than an hour goes (lockouts use ≤ 1 h). */
  private prune(now: number): void {
    for (const [key, times] of this.sliding) if (now - (times[times.length - 1] ?? 0) > 3_600_000) this.sliding.delete(key);
  }
}

/** `now` in ms from Redis's clock, and the window trimmed to it (shared head of the sliding scripts). */
const SLIDING_HEAD = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local window = tonumber(ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
`;
const SLIDING_STATS = `
local n = redis.call('ZCARD', KEYS[1])
if n == 0 then return {0, -1, -1} end
local newest = redis.call('ZRANGE', KEYS[1], -1, -1, 'WITHSCORES')
local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
return {n, now - tonumber(newest[2]), now - tonumber(oldest[2])}
`;

/** KEYS: window; ARGV: windowMs, limit, event id → 0 or ms to wait. */
const TAKE = new LuaScript(`${SLIDING_HEAD}
local limit = tonumber(ARGV[2])
local n = redis.call('ZCARD', KEYS[1])
if n >= limit then
  local at = redis.call('ZRANGE', KEYS[1], n - limit, n - limit, 'WITHSCORES')
  local wait = tonumber(at[2]) + window - now
  if wait < 1 then wait = 1 end
  return wait
end
redis.call('ZADD', KEYS[1], now, ARGV[3])
redis.call('PEXPIRE', KEYS[1], window)
return 0
`);

/** KEYS: window; ARGV: windowMs, event id, max events → {count, latest age, oldest age}. */
const RECORD = new LuaScript(`${SLIDING_HEAD}
redis.call('ZADD', KEYS[1], now, ARGV[2])
local over = redis.call('ZCARD', KEYS[1]) - tonumber(ARGV[3])
if over > 0 then redis.call('ZREMRANGEBYRANK', KEYS[1], 0, over - 1) end
redis.call('PEXPIRE', KEYS[1], window)
${SLIDING_STATS}`);

/** KEYS: window; ARGV: windowMs → {count, latest age, oldest age}. */
const PEEK = new LuaScript(`${SLIDING_HEAD}${SLIDING_STATS}`);

/** KEYS: counter; ARGV: windowMs → {count, ms to reset}. */
const INCREMENT = new LuaScript(`
local n = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if n == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {n, ttl}
`);

function statsFromScript(value: unknown): WindowStats {
  const [count = 0, latest = -1, oldest = -1] = asIntegers(value);
  return { count, latestAgeMs: latest < 0 ? null : latest, oldestAgeMs: oldest < 0 ? null : oldest };
}

export class RedisWindowCounters implements WindowCounters {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private slidingKey(key: string): string {
    return `${this.prefix}sw:${key}`;
  }

  private fixedKey(key: string): string {
    return `${this.prefix}fw:${key}`;
  }

  async take(key: string, limit: number, windowMs: number): Promise<number> {
    return asInteger(await TAKE.run(this.redis, [this.slidingKey(key)], [Math.ceil(windowMs), limit, randomUUID()]));
  }

  async record(key: string, windowMs: number): Promise<WindowStats> {
    return statsFromScript(await RECORD.run(this.redis, [this.slidingKey(key)], [Math.ceil(windowMs), randomUUID(), MAX_EVENTS_PER_KEY]));
  }

  async peek(key: string, windowMs: number): Promise<WindowStats> {
    return statsFromScript(await PEEK.run(this.redis, [this.slidingKey(key)], [Math.ceil(windowMs)]));
  }

  async increment(key: string, windowMs: number): Promise<FixedWindow> {
    const [count = 0, resetInMs = 0] = asIntegers(await INCREMENT.run(this.redis, [this.fixedKey(key)], [Math.ceil(windowMs)]));
    return { count, resetInMs };
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(this.slidingKey(key), this.fixedKey(key));
  }
}
