/**
 * The API's shared state (issue 26): everything that must be one across API instances, in process when no
 * `REDIS_URL` is configured (`npm start`: nothing to install) and on Redis when it is. See docs/shared-state.md.
 *
 *   const state = await createSharedState({ redisUrl: env.redisUrl, keyPrefix: 'fbi:' });
 *   await state.counters.take(`chat-send:${memberId}`, 20, 10_000);
 *   …
 *   await state.close();
 *
 * `keyPrefix` starts every key and channel, so several deployments (or test runs) can share one Redis.
 */
import { MemoryBus, RedisBus, type BusErrorHandler, type MessageBus } from './bus';
import { MemoryWindowCounters, RedisWindowCounters, type WindowCounters } from './counters';
import { MemoryKeyValueStore, RedisKeyValueStore, type KeyValueStore } from './key-value';
import { MemoryLocks, RedisLocks, type Locks } from './locks';
import { MemoryOneTimeTokens, RedisOneTimeTokens, type OneTimeTokens } from './one-time-tokens';
import { openRedis } from './redis-connection';
import { MemoryTaggedCache, RedisTaggedCache, type TaggedCache } from './tagged-cache';

export interface SharedState {
  /** Where the state lives: this process, or the Redis of `redisUrl`. */
  readonly backend: 'memory' | 'redis';
  readonly counters: WindowCounters;
  readonly tokens: OneTimeTokens;
  readonly kv: KeyValueStore;
  readonly cache: TaggedCache;
  readonly locks: Locks;
  readonly bus: MessageBus;
  /** Closes the Redis connections (after the bus's subscriptions); in process it forgets nothing and resolves. */
  close(): Promise<void>;
}

export interface SharedStateOptions {
  /** `redis://[:password@]host:port[/db]` or `rediss://…`; empty or absent: in process. */
  redisUrl?: string | null;
  /** Starts every key and channel (a `:` is added when missing), e.g. `fbi:prod:`. */
  keyPrefix: string;
  /** Connection errors after start-up and handler errors of the bus (ioredis reconnects by itself). */
  onError?: (error: unknown, source: string) => void;
  /** Milliseconds to wait for Redis at start-up (default 5000): past it `createSharedState` rejects. */
  connectTimeoutMs?: number;
  /** Milliseconds one Redis command may take (default 2000). */
  commandTimeoutMs?: number;
  /** Names this instance's connections (`CLIENT LIST`). */
  instanceName?: string;
}

function normalizedPrefix(prefix: string): string {
  if (!/^[\w.:{}-]+$/.test(prefix)) throw new Error(`keyPrefix must be letters, digits and . : _ - { } (got ${JSON.stringify(prefix)})`);
  return prefix.endsWith(':') ? prefix : `${prefix}:`;
}

export async function createSharedState(options: SharedStateOptions): Promise<SharedState> {
  const prefix = normalizedPrefix(options.keyPrefix);
  const onError = options.onError ?? (() => {});
  const busErrors: BusErrorHandler = (error, channel) => onError(error, `bus ${channel}`);
  if (!options.redisUrl) {
    // `Date.now` read at each call (not captured once), so a test that mocks the clock moves these lifetimes too
    const now = () => Date.now();
    return {
      backend: 'memory',
      counters: new MemoryWindowCounters(now),
      tokens: new MemoryOneTimeTokens(now),
      kv: new MemoryKeyValueStore(now),
      cache: new MemoryTaggedCache(now),
      locks: new MemoryLocks(now),
      bus: new MemoryBus(busErrors),
      close: async () => {},
    };
  }
  const name = options.instanceName ?? 'api';
  const connect = { connectTimeoutMs: options.connectTimeoutMs, commandTimeoutMs: options.commandTimeoutMs };
  const commands = await openRedis(options.redisUrl, 'commands', { ...connect, connectionName: `${name}-commands`, onError: (e) => onError(e, 'redis commands') });
  const subscriber = await openRedis(options.redisUrl, 'subscriber', {
    ...connect,
    connectionName: `${name}-subscriber`,
    onError: (e) => onError(e, 'redis subscriber'),
  }).catch((error: unknown) => {
    commands.disconnect();
    throw error;
  });
  return {
    backend: 'redis',
    counters: new RedisWindowCounters(commands, prefix),
    tokens: new RedisOneTimeTokens(commands, prefix),
    kv: new RedisKeyValueStore(commands, prefix),
    cache: new RedisTaggedCache(commands, prefix),
    locks: new RedisLocks(commands, prefix),
    bus: new RedisBus(commands, subscriber, prefix, busErrors),
    close: async () => {
      // QUIT waits for answers in flight; a connection that cannot send it (Redis down) is cut instead of retrying on
      await Promise.all([subscriber, commands].map((connection) => connection.quit().catch(() => connection.disconnect())));
    },
  };
}
