/**
 * Locks with a lease (issue 26): one owner for scheduled work across instances. `acquire` is `SET key token NX PX`;
 * `renew` and `release` act only while the caller's token is still the one stored (a Lua compare-and-act), so an
 * owner whose lease ran out can never release or extend the next owner's lock. In process there is one instance:
 * it is always the owner unless it holds the lock already. Keys: `{prefix}lock:{name}` (the token, PX ttl).
 */
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { asInteger, LuaScript } from './lua-script';

export interface Lease {
  readonly name: string;
  readonly token: string;
  /** Extends the lease to `ttlMs` from now; false when it was lost (expired, or taken by another owner since). */
  renew(ttlMs: number): Promise<boolean>;
  /** Gives the lock up; false when it was no longer this lease's. */
  release(): Promise<boolean>;
}

export interface Locks {
  /** The lease on `name` for `ttlMs`, or null while another owner holds it. */
  acquire(name: string, ttlMs: number): Promise<Lease | null>;
}

export class MemoryLocks implements Locks {
  private readonly held = new Map<string, { token: string; expiresAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async acquire(name: string, ttlMs: number): Promise<Lease | null> {
    const now = this.now();
    const current = this.held.get(name);
    if (current && current.expiresAt > now) return null;
    const token = randomUUID();
    this.held.set(name, { token, expiresAt: now + ttlMs });
    const isMine = () => {
      const entry = this.held.get(name);
      return entry !== undefined && entry.token === token && entry.expiresAt > this.now();
    };
    return {
      name,
      token,
      renew: async (renewMs) => {
        if (!isMine()) return false;
        this.held.set(name, { token, expiresAt: this.now() + renewMs });
        return true;
      },
      release: async () => {
        if (!isMine()) return false;
        this.held.delete(name);
        return true;
      },
    };
  }
}

/** KEYS: lock; ARGV: token → 1 released, 0 not ours. */
const RELEASE = new LuaScript(`
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`);
/** KEYS: lock; ARGV: token, ttlMs → 1 renewed, 0 not ours. */
const RENEW = new LuaScript(`
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0
`);

export class RedisLocks implements Locks {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async acquire(name: string, ttlMs: number): Promise<Lease | null> {
    const key = `${this.prefix}lock:${name}`;
    const token = randomUUID();
    const ttl = (ms: number) => Math.max(1, Math.ceil(ms));
    if ((await this.redis.set(key, token, 'PX', ttl(ttlMs), 'NX')) !== 'OK') return null;
    return {
      name,
      token,
      renew: async (renewMs) => asInteger(await RENEW.run(this.redis, [key], [token, ttl(renewMs)])) === 1,
      release: async () => asInteger(await RELEASE.run(this.redis, [key], [token])) === 1,
    };
  }
}
