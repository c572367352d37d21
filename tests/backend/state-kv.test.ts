/**
 * Contract of the key-value store (backend/src/state/key-value.ts), e.g. the refresh-token grace window. In process
 * always, on Redis in the Redis run (state-targets.ts).
 */
import { describe, expect, it } from 'vitest';
import { sleep, stateTargets } from './state-targets';

const pair = { accessToken: 'a', refreshToken: 'r', tokenId: 3 };

for (const target of stateTargets()) {
  describe(`key-value store (${target.name})`, () => {
    it('set, get, delete; values come back as JSON', async () => {
      const { kv } = await target.open();
      expect(await kv.get('missing')).toBeNull();
      await kv.set('k', pair, 60_000);
      expect(await kv.get<typeof pair>('k')).toEqual(pair);
      await kv.set('k', { ...pair, tokenId: 4 }, 60_000);
      expect(await kv.get<typeof pair>('k')).toEqual({ ...pair, tokenId: 4 });
      await kv.delete('k');
      expect(await kv.get('k')).toBeNull();
    });

    it('an entry expires after its ttl', async () => {
      const { kv } = await target.open();
      await kv.set('short', 1, 80);
      expect(await kv.get('short')).toBe(1);
      await sleep(150);
      expect(await kv.get('short')).toBeNull();
    });

    it('setIfAbsent: the first writer wins until the entry expires', async () => {
      const { kv } = await target.open();
      expect(await kv.setIfAbsent('claim', 'first', 300)).toBe(true);
      expect(await kv.setIfAbsent('claim', 'second', 300)).toBe(false);
      expect(await kv.get('claim')).toBe('first');
      await sleep(400);
      expect(await kv.setIfAbsent('claim', 'third', 300)).toBe(true);
    });

    describe('across two instances', () => {
      it('a value set on one instance is read on the other, and deleted for both', async () => {
        const [a, b] = await target.pair();
        await a.kv.set('refresh-grace:hash', pair, 30_000);
        expect(await b.kv.get('refresh-grace:hash')).toEqual(pair);
        await b.kv.delete('refresh-grace:hash');
        expect(await a.kv.get('refresh-grace:hash')).toBeNull();
      });

      it('concurrent setIfAbsent on both instances: exactly one wins and both read its value', async () => {
        const [a, b] = await target.pair();
        const wins = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).kv.setIfAbsent('rotation:hash', i, 30_000)));
        expect(wins.filter(Boolean)).toHaveLength(1);
        const winner = wins.indexOf(true);
        expect(await a.kv.get('rotation:hash')).toBe(winner);
        expect(await b.kv.get('rotation:hash')).toBe(winner);
      });
    });
  });
}
