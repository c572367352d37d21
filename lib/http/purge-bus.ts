import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';

/**
 * Page-cache purges for every web instance (issue 26 item 4). The API's revalidation hook reaches one instance (any
 * one: the API delivers each revalidation once, backend/src/http/revalidate.ts); that instance empties its own page
 * cache and publishes a purge, and every other instance subscribed to the channel empties its page cache too.
 *
 * - With `REDIS_URL`: Redis pub/sub on `<REDIS_KEY_PREFIX>page-purge`. Pub/sub is at-most-once, so a subscriber that
 *   lost its connection purges when it is back (it may have missed a message); entries live 10 s anyway
 *   (`PAGE_CACHE_TTL_MS`).
 * - Without: in-process (one instance, nothing to tell).
 *
 * A message carries the sender's id (its own purge is already done) and the tags, for the log.
 */

export interface PurgeMessage {
  from: string;
  tags: string[];
}

export interface PurgeBus {
  /** Tells the other instances to purge (the caller has purged its own cache). */
  publish(tags: readonly string[]): Promise<void>;
  close(): Promise<void>;
  readonly mode: 'redis' | 'local';
  readonly instanceId: string;
}

/** What the bus needs of a Redis connection (ioredis), so tests can pass an in-memory hub. */
export interface PubClient {
  publish(channel: string, message: string): Promise<unknown>;
  quit(): Promise<unknown>;
}

export interface SubClient {
  subscribe(channel: string): Promise<unknown>;
  on(event: 'message', listener: (channel: string, message: string) => void): unknown;
  on(event: 'ready', listener: () => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  quit(): Promise<unknown>;
}

export const purgeChannel = (prefix: string) => `${prefix}page-purge`;

export function newInstanceId(): string {
  return `${process.pid}-${randomBytes(4).toString('hex')}`;
}

export function localPurgeBus(instanceId = newInstanceId()): PurgeBus {
  return { mode: 'local', instanceId, publish: async () => undefined, close: async () => undefined };
}

export interface RedisPurgeBusOptions {
  pub: PubClient;
  sub: SubClient;
  channel: string;
  /** Empties this instance's page cache. */
  purge: (reason: string) => void;
  instanceId?: string;
  log?: (line: string) => void;
}

/** Lines at most every 10 s (a Redis that stays down reports each reconnection attempt). */
function throttled(log: (line: string) => void, everyMs = 10_000): (line: string) => void {
  let last = 0;
  return (line) => {
    const now = Date.now();
    if (now - last < everyMs) return;
    last = now;
    log(line);
  };
}

/**
 * Subscribes without holding the web server's start: when Redis cannot be reached the instance serves anyway (its
 * own purges only, logged every 10 s) and subscribes once Redis answers. Resolves once the first attempt settled.
 */
export async function redisPurgeBus(options: RedisPurgeBusOptions): Promise<PurgeBus> {
  const { pub, sub, channel, purge } = options;
  const instanceId = options.instanceId ?? newInstanceId();
  const log = throttled(options.log ?? ((line: string) => console.warn(line)));
  let connectedBefore = false;
  sub.on('message', (ch, text) => {
    if (ch !== channel) return;
    let message: PurgeMessage | null = null;
    try {
      message = JSON.parse(text) as PurgeMessage;
    } catch {
      // a malformed message still means "something changed"
    }
    if (message?.from === instanceId) return;
    purge(`broadcast from ${message?.from ?? 'unknown'}: ${(message?.tags ?? []).join(',')}`);
  });
  const subscribe = () =>
    sub.subscribe(channel).then(
      () => {
        connectedBefore = true;
      },
      (error: unknown) => log(`page purge bus: subscribe failed (${error instanceof Error ? error.message : String(error)}); retried on reconnect`),
    );
  sub.on('ready', () => {
    // Messages sent while disconnected are lost: purge. Subscribing again is harmless (ioredis does it too).
    if (connectedBefore) purge('purge bus reconnected');
    void subscribe();
  });
  sub.on('error', (error) => log(`page purge bus: ${error.message} (this instance purges only its own pages meanwhile)`));
  await Promise.race([subscribe(), new Promise((r) => setTimeout(r, 2000).unref())]);
  return {
    mode: 'redis',
    instanceId,
    async publish(tags) {
      const message: PurgeMessage = { from: instanceId, tags: [...tags] };
      try {
        await pub.publish(channel, JSON.stringify(message));
      } catch (error) {
        log(`page purge bus: publish failed (${error instanceof Error ? error.message : String(error)}); other instances keep their pages until their TTL`);
      }
    },
    async close() {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}

/** The bus for this process: Redis pub/sub when `redisUrl` is set, else in-process. */
export async function createPurgeBus(redisUrl: string | undefined, prefix: string, purge: (reason: string) => void): Promise<PurgeBus> {
  if (!redisUrl) return localPurgeBus();
  const common = { connectionName: 'icweb-page-purge', maxRetriesPerRequest: 2, enableOfflineQueue: true };
  const pub = new Redis(redisUrl, common);
  const sub = new Redis(redisUrl, common);
  pub.on('error', () => undefined); // reported through publish failures
  return redisPurgeBus({ pub, sub, channel: purgeChannel(prefix), purge });
}

/**
 * Called by the Redis incremental cache once a tag revalidation is stored (lib/http/redis-cache-handler.ts), so the
 * purge follows the write Next's own hook response may not wait for. Kept on globalThis: Next's compiled code and
 * the web server load these modules separately.
 */
const AFTER_REVALIDATE = Symbol.for('icweb.after-revalidate');
type AfterRevalidate = (tags: readonly string[]) => void;

export function onTagsRevalidated(listener: AfterRevalidate | null): void {
  (globalThis as unknown as Record<symbol, AfterRevalidate | null>)[AFTER_REVALIDATE] = listener;
}

export function tagsRevalidated(tags: readonly string[]): void {
  (globalThis as unknown as Record<symbol, AfterRevalidate | null | undefined>)[AFTER_REVALIDATE]?.(tags);
}
