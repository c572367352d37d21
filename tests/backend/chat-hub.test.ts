/**
 * The chat hub's use of the message bus (backend/src/realtime/sessions.ts): one channel subscription per member while
 * it has sessions on this instance, `add` resolving only once that subscription is live, delivery through the bus
 * (the origin session excepted), and local delivery when a publish fails. The cross-instance behaviour on Redis is
 * in two-instances.redis-test.ts.
 */
import { describe, expect, it } from 'vitest';
import { ChatHub, memberChannel, type ChatSubscriber } from '../../backend/src/realtime/sessions';
import { MemoryBus, type MessageBus, type MessageHandler, type Unsubscribe } from '../../backend/src/state/bus';

/** A MemoryBus that records (un)subscriptions, can hold subscriptions back and can fail publishes. */
class ObservedBus implements MessageBus {
  readonly inner = new MemoryBus();
  readonly subscribed: string[] = [];
  readonly unsubscribed: string[] = [];
  failPublish = false;
  private gate: Promise<void> | null = null;
  private open: () => void = () => {};

  holdSubscriptions(): void {
    this.gate = new Promise((resolve) => (this.open = resolve));
  }

  releaseSubscriptions(): void {
    this.open();
    this.gate = null;
  }

  async publish(channel: string, message: unknown): Promise<void> {
    if (this.failPublish) throw new Error('redis down');
    await this.inner.publish(channel, message);
  }

  async subscribe(channel: string, handler: MessageHandler): Promise<Unsubscribe> {
    if (this.gate) await this.gate;
    this.subscribed.push(channel);
    const stop = await this.inner.subscribe(channel, handler);
    return async () => {
      this.unsubscribed.push(channel);
      await stop();
    };
  }
}

function session(id: string, memberId: number): ChatSubscriber & { received: unknown[]; ended: boolean } {
  const received: unknown[] = [];
  return {
    id,
    memberId,
    received,
    ended: false,
    push(message) {
      received.push(message);
    },
    shutdown() {
      this.ended = true;
    },
  };
}

const logged: unknown[] = [];
const log = { warn: (...args: unknown[]) => logged.push(args), error: (...args: unknown[]) => logged.push(args) } as unknown as ConstructorParameters<typeof ChatHub>[1];
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('ChatHub on the message bus', () => {
  it('subscribes a member’s channel with its first session and unsubscribes with its last', async () => {
    const bus = new ObservedBus();
    const hub = new ChatHub(bus, log);
    const one = session('s1', 7);
    const two = session('s2', 7);
    await hub.add(one);
    await hub.add(two);
    expect(bus.subscribed).toEqual([memberChannel(7)]);
    hub.remove(one);
    await settle();
    expect(bus.unsubscribed).toEqual([]);
    hub.remove(two);
    await settle();
    expect(bus.unsubscribed).toEqual([memberChannel(7)]);
    expect(hub.size).toBe(0);
    // a later session subscribes afresh
    await hub.add(session('s3', 7));
    expect(bus.subscribed).toEqual([memberChannel(7), memberChannel(7)]);
  });

  it('add resolves only once the subscription is live', async () => {
    const bus = new ObservedBus();
    const hub = new ChatHub(bus, log);
    bus.holdSubscriptions();
    let added = false;
    const adding = hub.add(session('s1', 3)).then(() => (added = true));
    await settle();
    expect(added).toBe(false);
    bus.releaseSubscriptions();
    await adding;
    expect(bus.subscribed).toEqual([memberChannel(3)]);
  });

  it('a session that leaves while its subscription is pending leaves nothing subscribed', async () => {
    const bus = new ObservedBus();
    const hub = new ChatHub(bus, log);
    bus.holdSubscriptions();
    const s = session('s1', 4);
    const adding = hub.add(s);
    await settle(); // the SUBSCRIBE is under way
    hub.remove(s);
    bus.releaseSubscriptions();
    await adding;
    await settle();
    expect(bus.subscribed).toEqual([memberChannel(4)]);
    expect(bus.unsubscribed).toEqual([memberChannel(4)]);
  });

  it('delivers through the bus to every session of the member but the origin, once each', async () => {
    const bus = new ObservedBus();
    const hub = new ChatHub(bus, log);
    const a = session('a', 1);
    const b = session('b', 1);
    const other = session('c', 2);
    await Promise.all([hub.add(a), hub.add(b), hub.add(other)]);
    await hub.deliver(1, { id: 10 }, 'a');
    await hub.deliver(1, { id: 11 });
    expect(a.received).toEqual([{ id: 11 }]);
    expect(b.received).toEqual([{ id: 10 }, { id: 11 }]);
    expect(other.received).toEqual([]);
  });

  it('when the publish fails, the message reaches this instance’s sessions and the failure is logged', async () => {
    const bus = new ObservedBus();
    const hub = new ChatHub(bus, log);
    const a = session('a', 1);
    const b = session('b', 1);
    await Promise.all([hub.add(a), hub.add(b)]);
    bus.failPublish = true;
    logged.length = 0;
    await hub.deliver(1, { id: 12 }, 'a');
    expect(a.received).toEqual([]);
    expect(b.received).toEqual([{ id: 12 }]);
    expect(logged).toHaveLength(1);
  });

  it('shutdownAll ends the sessions and unsubscribes their channels', async () => {
    const bus = new ObservedBus();
    const hub = new ChatHub(bus, log);
    const a = session('a', 1);
    const b = session('b', 2);
    await Promise.all([hub.add(a), hub.add(b)]);
    await hub.shutdownAll();
    expect(a.ended && b.ended).toBe(true);
    expect(bus.unsubscribed.sort()).toEqual([memberChannel(1), memberChannel(2)]);
    expect(hub.size).toBe(0);
  });
});
