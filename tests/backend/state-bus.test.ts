/**
 * Contract of the message bus (backend/src/state/bus.ts), the chat delivery between instances: each subscription
 * receives each message published after it resolved exactly once, in publish order per channel. Every test ends its
 * publishes with an `end` marker and waits for it: as delivery is ordered, the marker's arrival means everything
 * before it arrived, so "exactly once" is checked without guessing at delays. In process always, on Redis in the
 * Redis run (state-targets.ts).
 */
import { describe, expect, it } from 'vitest';
import type { SharedState } from '../../backend/src/state/shared-state';
import { stateTargets } from './state-targets';

interface Recorder {
  received: unknown[];
  /** Resolves when `end:{marker}` arrives (not recorded). */
  until(marker: string): Promise<void>;
  handler(message: unknown): void;
}

function recorder(): Recorder {
  const received: unknown[] = [];
  const waiting = new Map<string, () => void>();
  const seen = new Set<string>();
  return {
    received,
    until: (marker) =>
      new Promise((resolve, reject) => {
        if (seen.has(marker)) return resolve();
        waiting.set(marker, resolve);
        setTimeout(() => reject(new Error(`end:${marker} never arrived; got ${JSON.stringify(received)}`)), 5000).unref();
      }),
    handler: (message) => {
      if (typeof message === 'string' && message.startsWith('end:')) {
        const marker = message.slice(4);
        seen.add(marker);
        waiting.get(marker)?.();
        return;
      }
      received.push(message);
    },
  };
}

async function publishAll(state: SharedState, channel: string, messages: unknown[], marker: string): Promise<void> {
  for (const message of messages) await state.bus.publish(channel, message);
  await state.bus.publish(channel, `end:${marker}`);
}

for (const target of stateTargets()) {
  describe(`message bus (${target.name})`, () => {
    it('a subscriber receives what is published after it subscribed, once each, in order, as JSON copies', async () => {
      const state = await target.open();
      const r = recorder();
      await state.bus.subscribe('chat:member:2', r.handler);
      const sent = { id: 1, when: new Date(0), nested: { list: [1, 'two'] } };
      await publishAll(state, 'chat:member:2', [sent, 2, 'three', null], 'a');
      await r.until('a');
      expect(r.received).toEqual([{ id: 1, when: '1970-01-01T00:00:00.000Z', nested: { list: [1, 'two'] } }, 2, 'three', null]);
    });

    it('channels are apart; unsubscribing stops delivery to that subscription only', async () => {
      const state = await target.open();
      const one = recorder();
      const two = recorder();
      const other = recorder();
      const stopOne = await state.bus.subscribe('c', one.handler);
      await state.bus.subscribe('c', two.handler);
      await state.bus.subscribe('other', other.handler);
      await publishAll(state, 'c', [1], 'x');
      await Promise.all([one.until('x'), two.until('x')]);
      await stopOne();
      await stopOne();
      await publishAll(state, 'c', [2], 'y');
      await publishAll(state, 'other', ['o'], 'z');
      await Promise.all([two.until('y'), other.until('z')]);
      expect(one.received).toEqual([1]);
      expect(two.received).toEqual([1, 2]);
      expect(other.received).toEqual(['o']);
    });

    it('a handler that throws is reported; the other subscribers still get the message', async () => {
      const state = await target.open();
      const r = recorder();
      await state.bus.subscribe('c', () => {
        throw new Error('handler failed');
      });
      await state.bus.subscribe('c', r.handler);
      await publishAll(state, 'c', ['m'], 'e');
      await r.until('e');
      expect(r.received).toEqual(['m']);
      expect(target.errors.map((e) => (e.error as Error).message)).toContain('handler failed');
    });

    it('a handler that publishes does not overtake the message it handles', async () => {
      const state = await target.open();
      const r = recorder();
      await state.bus.subscribe('c', (message) => {
        if (message === 'first') void state.bus.publish('c', 'reply');
      });
      await state.bus.subscribe('c', r.handler);
      await state.bus.publish('c', 'first');
      await state.bus.publish('c', 'second');
      // the reply goes out while 'first' is handled: after 'first' for everyone (in process it is queued behind 'second')
      await publishAll(state, 'c', [], 'r');
      await r.until('r');
      expect(r.received[0]).toBe('first');
      expect(r.received.filter((m) => m === 'reply')).toHaveLength(1);
      expect(r.received).toHaveLength(3);
    });

    it('a non-JSON message is refused at publish', async () => {
      const state = await target.open();
      await expect(state.bus.publish('c', undefined)).rejects.toThrow(/JSON/);
    });

    describe('across two instances', () => {
      it("a message published by one instance reaches the other's subscriber exactly once, in order", async () => {
        const [a, b] = await target.pair();
        const onB = recorder();
        const onA = recorder();
        await b.bus.subscribe('chat:member:2', onB.handler);
        await a.bus.subscribe('chat:member:2', onA.handler);
        const messages = Array.from({ length: 100 }, (_, i) => ({ seq: i + 1, convId: 9, msgContent: `m${i + 1}` }));
        await publishAll(a, 'chat:member:2', messages, 'done');
        await Promise.all([onB.until('done'), onA.until('done')]);
        expect(onB.received).toEqual(messages);
        expect(onA.received).toEqual(messages);
      });

      it('publishes from both instances reach every subscriber once, each instance’s in its order', async () => {
        const [a, b] = await target.pair();
        const r = recorder();
        await b.bus.subscribe('c', r.handler);
        await Promise.all([
          publishAll(a, 'c', Array.from({ length: 30 }, (_, i) => `a${i}`), 'from-a'),
          publishAll(b, 'c', Array.from({ length: 30 }, (_, i) => `b${i}`), 'from-b'),
        ]);
        await Promise.all([r.until('from-a'), r.until('from-b')]);
        const fromA = r.received.filter((m) => String(m).startsWith('a'));
        const fromB = r.received.filter((m) => String(m).startsWith('b'));
        expect(fromA).toEqual(Array.from({ length: 30 }, (_, i) => `a${i}`));
        expect(fromB).toEqual(Array.from({ length: 30 }, (_, i) => `b${i}`));
      });

      it('after the other instance unsubscribes, nothing more reaches it', async () => {
        const [a, b] = await target.pair();
        const gone = recorder();
        const stays = recorder();
        const stop = await b.bus.subscribe('c', gone.handler);
        await b.bus.subscribe('c2', stays.handler);
        await publishAll(a, 'c', [1], 'one');
        await gone.until('one');
        await stop();
        await publishAll(a, 'c', [2], 'two');
        // c2 is published after c on the same connection: its marker arriving means c's message would have too
        await publishAll(a, 'c2', ['x'], 'fence');
        await stays.until('fence');
        expect(gone.received).toEqual([1]);
      });
    });
  });
}
