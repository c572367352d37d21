/**
 * A publish/subscribe bus (issue 26): chat deliveries and system-message pushes reach the sockets of every instance.
 * Messages are JSON (both implementations copy them through JSON, so a handler sees the same thing either way).
 * Each subscription receives each message published after `subscribe` resolved exactly once, in publish order per
 * channel (per publisher on Redis: one connection sends an instance's publishes in order). A handler that throws
 * is reported to `onError`; the other handlers still get the message.
 *
 * Redis: publishes go through the commands connection; one dedicated subscriber connection per instance holds one
 * SUBSCRIBE per channel that has handlers here (`{prefix}bus:{channel}`), dropped with the last handler. Nothing
 * is stored: a message published while no instance listens is gone (chat messages are in the database; the client
 * catches up on reconnect).
 */
import type { Redis } from 'ioredis';

export type MessageHandler = (message: unknown) => void;
export type Unsubscribe = () => Promise<void>;

export interface MessageBus {
  publish(channel: string, message: unknown): Promise<void>;
  /** Resolves once messages published from now on reach `handler`; the answer ends the subscription. */
  subscribe(channel: string, handler: MessageHandler): Promise<Unsubscribe>;
}

export type BusErrorHandler = (error: unknown, channel: string) => void;

interface Subscription {
  handler: MessageHandler;
  active: boolean;
}

function deliver(subscriptions: Iterable<Subscription>, message: unknown, channel: string, onError: BusErrorHandler): void {
  for (const subscription of [...subscriptions]) {
    if (!subscription.active) continue;
    try {
      subscription.handler(message);
    } catch (error) {
      onError(error, channel);
    }
  }
}

export class MemoryBus implements MessageBus {
  private readonly channels = new Map<string, Set<Subscription>>();
  /** Messages waiting for delivery: a handler that publishes does not overtake the message it is handling. */
  private readonly queue: { channel: string; json: string }[] = [];
  private draining = false;

  constructor(private readonly onError: BusErrorHandler = () => {}) {}

  async publish(channel: string, message: unknown): Promise<void> {
    const json = JSON.stringify(message);
    if (json === undefined) throw new TypeError('a bus message must be JSON');
    this.queue.push({ channel, json });
    if (this.draining) return;
    this.draining = true;
    try {
      for (let next = this.queue.shift(); next; next = this.queue.shift()) {
        const subscriptions = this.channels.get(next.channel);
        if (subscriptions) deliver(subscriptions, JSON.parse(next.json), next.channel, this.onError);
      }
    } finally {
      this.draining = false;
    }
  }

  async subscribe(channel: string, handler: MessageHandler): Promise<Unsubscribe> {
    const subscription: Subscription = { handler, active: true };
    let set = this.channels.get(channel);
    if (!set) this.channels.set(channel, (set = new Set()));
    set.add(subscription);
    return async () => {
      subscription.active = false;
      const current = this.channels.get(channel);
      current?.delete(subscription);
      if (current?.size === 0) this.channels.delete(channel);
    };
  }
}

export class RedisBus implements MessageBus {
  private readonly channels = new Map<string, { subscriptions: Set<Subscription>; ready: Promise<unknown> }>();

  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly prefix: string,
    private readonly onError: BusErrorHandler = () => {},
  ) {
    subscriber.on('message', (redisChannel: string, json: string) => this.dispatch(redisChannel, json));
  }

  private redisChannel(channel: string): string {
    return `${this.prefix}bus:${channel}`;
  }

  private dispatch(redisChannel: string, json: string): void {
    const channel = redisChannel.slice(`${this.prefix}bus:`.length);
    const entry = this.channels.get(channel);
    if (!entry || !redisChannel.startsWith(`${this.prefix}bus:`)) return;
    let message: unknown;
    try {
      message = JSON.parse(json);
    } catch (error) {
      this.onError(error, channel);
      return;
    }
    deliver(entry.subscriptions, message, channel, this.onError);
  }

  async publish(channel: string, message: unknown): Promise<void> {
    const json = JSON.stringify(message);
    if (json === undefined) throw new TypeError('a bus message must be JSON');
    await this.publisher.publish(this.redisChannel(channel), json);
  }

  async subscribe(channel: string, handler: MessageHandler): Promise<Unsubscribe> {
    const subscription: Subscription = { handler, active: true };
    let entry = this.channels.get(channel);
    if (!entry) {
      entry = { subscriptions: new Set(), ready: this.subscriber.subscribe(this.redisChannel(channel)) };
      this.channels.set(channel, entry);
    }
    entry.subscriptions.add(subscription);
    try {
      await entry.ready;
    } catch (error) {
      entry.subscriptions.delete(subscription);
      if (entry.subscriptions.size === 0 && this.channels.get(channel) === entry) this.channels.delete(channel);
      throw error;
    }
    return async () => {
      if (!subscription.active) return;
      subscription.active = false;
      const current = this.channels.get(channel);
      if (!current) return;
      current.subscriptions.delete(subscription);
      if (current.subscriptions.size > 0) return;
      this.channels.delete(channel);
      await this.subscriber.unsubscribe(this.redisChannel(channel));
    };
  }

  /** Channels with handlers on this instance (for tests and metrics). */
  get channelCount(): number {
    return this.channels.size;
  }
}
