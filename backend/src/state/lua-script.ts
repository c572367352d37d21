/**
 * A Lua script run by its SHA1 (EVALSHA), sent whole (EVAL) the first time a server does not know it: the scripts
 * are what make a check-and-write one atomic step on Redis, across every instance.
 */
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

export class LuaScript {
  readonly sha: string;

  constructor(readonly source: string) {
    this.sha = createHash('sha1').update(source).digest('hex');
  }

  async run(redis: Redis, keys: readonly string[], args: readonly (string | number)[]): Promise<unknown> {
    try {
      return await redis.evalsha(this.sha, keys.length, ...keys, ...args);
    } catch (error) {
      if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
      return redis.eval(this.source, keys.length, ...keys, ...args);
    }
  }
}

/** A script's integer answer (Redis returns Lua numbers as integers). */
export function asInteger(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return Number(value);
  throw new Error(`expected an integer from Redis, got ${JSON.stringify(value)}`);
}

/** A script's array of integers. */
export function asIntegers(value: unknown): number[] {
  if (!Array.isArray(value)) throw new Error(`expected an array from Redis, got ${JSON.stringify(value)}`);
  return value.map(asInteger);
}
