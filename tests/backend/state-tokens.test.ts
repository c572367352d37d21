/**
 * Contract of the one-time tokens (backend/src/state/one-time-tokens.ts), e.g. the chat socket's tickets: a value
 * is taken exactly once, on whichever instance. In process always, on Redis in the Redis run (state-targets.ts).
 */
import { describe, expect, it } from 'vitest';
import { sleep, stateTargets } from './state-targets';

const session = { tokenId: 41, memberId: 7 };

for (const target of stateTargets()) {
  describe(`one-time tokens (${target.name})`, () => {
    it('a token is taken once: the value, then null', async () => {
      const { tokens } = await target.open();
      await tokens.put('h1', session, 60_000);
      expect(await tokens.take<typeof session>('h1')).toEqual(session);
      expect(await tokens.take('h1')).toBeNull();
      expect(await tokens.take('never-issued')).toBeNull();
    });

    it('an expired token is gone', async () => {
      const { tokens } = await target.open();
      await tokens.put('short', session, 80);
      await sleep(150);
      expect(await tokens.take('short')).toBeNull();
    });

    it('20 concurrent takes of one token: exactly one gets it', async () => {
      const { tokens } = await target.open();
      await tokens.put('race', session, 60_000);
      const taken = await Promise.all(Array.from({ length: 20 }, () => tokens.take('race')));
      expect(taken.filter((t) => t !== null)).toEqual([session]);
    });

    it('a group keeps at most its cap of live tokens: the oldest goes', async () => {
      const { tokens } = await target.open();
      const group = { key: 'member:7', maxPerGroup: 2 };
      await tokens.put('g1', 1, 60_000, group);
      await tokens.put('g2', 2, 60_000, group);
      await tokens.put('g3', 3, 60_000, group);
      expect(await tokens.take('g1')).toBeNull();
      expect(await tokens.take('g2')).toBe(2);
      expect(await tokens.take('g3')).toBe(3);
    });

    it('a taken token no longer counts against its group; other groups are apart', async () => {
      const { tokens } = await target.open();
      const group = { key: 'member:8', maxPerGroup: 2 };
      await tokens.put('a', 'a', 60_000, group);
      await tokens.put('b', 'b', 60_000, group);
      expect(await tokens.take('b')).toBe('b');
      await tokens.put('c', 'c', 60_000, group);
      await tokens.put('other', 'o', 60_000, { key: 'member:9', maxPerGroup: 2 });
      expect(await tokens.take('a')).toBe('a');
      expect(await tokens.take('c')).toBe('c');
      expect(await tokens.take('other')).toBe('o');
    });

    describe('across two instances', () => {
      it('issued on one instance, taken once on the other; the first instance then finds nothing', async () => {
        const [a, b] = await target.pair();
        await a.tokens.put('ticket-hash', session, 60_000, { key: 'member:7', maxPerGroup: 20 });
        expect(await b.tokens.take('ticket-hash')).toEqual(session);
        expect(await a.tokens.take('ticket-hash')).toBeNull();
        expect(await b.tokens.take('ticket-hash')).toBeNull();
      });

      it('concurrent takes on both instances: exactly one wins', async () => {
        const [a, b] = await target.pair();
        await a.tokens.put('t', session, 60_000);
        const taken = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).tokens.take('t')));
        expect(taken.filter((t) => t !== null)).toHaveLength(1);
      });

      it("a group's cap counts the tokens put on both instances", async () => {
        const [a, b] = await target.pair();
        const group = { key: 'member:10', maxPerGroup: 2 };
        await a.tokens.put('x1', 1, 60_000, group);
        await b.tokens.put('x2', 2, 60_000, group);
        await a.tokens.put('x3', 3, 60_000, group);
        expect(await b.tokens.take('x1')).toBeNull();
        expect(await b.tokens.take('x3')).toBe(3);
      });
    });
  });
}
