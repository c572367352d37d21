/**
 * The two Redis connections of one API instance (issue 26) and the options they are opened with.
 *
 * - **commands** (`role: 'commands'`): every GET/SET/EVAL. `enableOfflineQueue: false` and `maxRetriesPerRequest: 1`:
 *   while Redis is unreachable a call fails within milliseconds instead of queueing behind a reconnect, so a request
 *   answers 503 at once (docs/shared-state.md, "When Redis is down") rather than hanging until the client's timeout.
 *   `commandTimeout` bounds a call to a Redis that accepts the connection but does not answer.
 * - **subscriber** (`role: 'subscriber'`): a connection in subscriber mode may send nothing but (UN)SUBSCRIBE, so the
 *   bus has its own. It keeps the offline queue and unlimited retries: a SUBSCRIBE issued during a blip is sent
 *   when the link is back, and `autoResubscribe` restores every channel after a reconnect.
 *
 * Both connect at once (`lazyConnect: false`) and reconnect forever with a capped back-off; `openRedis` resolves
 * when the connection is ready, or rejects after `connectTimeoutMs`, so an instance whose Redis is missing fails at
 * start-up with a clear message instead of serving with broken limits.
 */
import { Redis, type RedisOptions } from 'ioredis';

export type RedisRole = 'commands' | 'subscriber';

export interface RedisConnectOptions {
  /** Reported by `onError` and set as the connection name (`CLIENT LIST` shows which instance holds what). */
  connectionName?: string;
  /** Milliseconds to wait for the first ready connection (default 5000). */
  connectTimeoutMs?: number;
  /** Milliseconds a command may wait for its answer (default 2000). */
  commandTimeoutMs?: number;
  /** Connection errors after start-up (ioredis reconnects by itself; this is for the log). */
  onError?: (error: Error) => void;
}

export function redisOptions(role: RedisRole, options: RedisConnectOptions = {}): RedisOptions {
  const common: RedisOptions = {
    lazyConnect: false,
    connectionName: options.connectionName,
    connectTimeout: options.connectTimeoutMs ?? 5000,
    // 100 ms, 200 ms … then every 2 s, forever: an instance outlives a Redis restart
    retryStrategy: (times) => Math.min(times * 100, 2000),
    enableReadyCheck: true,
  };
  if (role === 'subscriber') return { ...common, enableOfflineQueue: true, maxRetriesPerRequest: null, autoResubscribe: true };
  return { ...common, enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: options.commandTimeoutMs ?? 2000 };
}

/** Opens a connection and resolves once it is ready (rejects, closing it, when it is not within the connect timeout). */
export async function openRedis(url: string, role: RedisRole, options: RedisConnectOptions = {}): Promise<Redis> {
  const redis = new Redis(url, redisOptions(role, options));
  // a lost connection is logged, not thrown: ioredis reconnects by itself
  redis.on('error', (error: Error) => options.onError?.(error));
  const timeoutMs = options.connectTimeoutMs ?? 5000;
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`Redis at ${redactUrl(url)} not ready within ${timeoutMs} ms`));
      }, timeoutMs);
      const onReady = () => {
        cleanup();
        resolve();
      };
      const cleanup = () => {
        clearTimeout(timer);
        redis.off('ready', onReady);
      };
      redis.on('ready', onReady);
    });
  } catch (error) {
    redis.disconnect();
    throw error;
  }
  return redis;
}

/** The URL without its password (for messages and logs). */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'redis://(unparsable url)';
  }
}
