/**
 * Contract of the tagged cache (backend/src/state/tagged-cache.ts), the answer cache's store: an entry is a hit
 * only under the tag versions it was stored with; an invalidation on any instance makes every instance miss, and an
 * answer whose request began before it is not stored. In process always, on Redis in the Redis run.
 */
import { describe, expect, it } from 'vitest';
import { sleep, stateTargets } from './state-targets';

const answer = { body: '{"code":0,"data":[]}', contentType: 'application/json; charset=utf-8', cacheControl: null };
const ALL = ['answers'];

for (const target of stateTargets()) {
  describe(`tagged cache (${target.name})`, () => {
    it('miss, store, hit', async () => {
      const { cache } = await target.open();
      const first = await cache.lookup('/news/list?page=1', ALL);
      expect(first.value).toBeNull();
      expect(await cache.store('/news/list?page=1', answer, 60_000, first.stamp)).toBe(true);
      expect((await cache.lookup<typeof answer>('/news/list?page=1', ALL)).value).toEqual(answer);
    });

    it('invalidating a tag makes its entries miss; a new store under the new version hits again', async () => {
      const { cache } = await target.open();
      await cache.store('/a', answer, 60_000, (await cache.lookup('/a', ALL)).stamp);
      await cache.invalidate(ALL);
      const after = await cache.lookup('/a', ALL);
      expect(after.value).toBeNull();
      expect(await cache.store('/a', 'fresh', 60_000, after.stamp)).toBe(true);
      expect((await cache.lookup('/a', ALL)).value).toBe('fresh');
    });

    it('an answer whose request began before an invalidation is not stored', async () => {
      const { cache } = await target.open();
      const { stamp } = await cache.lookup('/slow', ALL);
      await cache.invalidate(ALL);
      expect(await cache.store('/slow', answer, 60_000, stamp)).toBe(false);
      expect((await cache.lookup('/slow', ALL)).value).toBeNull();
    });

    it('tags are apart: invalidating one leaves entries stored under others', async () => {
      const { cache } = await target.open();
      await cache.store('/news', 'n', 60_000, (await cache.lookup('/news', ['news'])).stamp);
      await cache.store('/posts', 'p', 60_000, (await cache.lookup('/posts', ['posts'])).stamp);
      await cache.store('/home', 'h', 60_000, (await cache.lookup('/home', ['news', 'posts'])).stamp);
      await cache.invalidate(['news']);
      expect((await cache.lookup('/news', ['news'])).value).toBeNull();
      expect((await cache.lookup('/home', ['news', 'posts'])).value).toBeNull();
      expect((await cache.lookup('/posts', ['posts'])).value).toBe('p');
    });

    it('an entry looked up under other tags than it was stored with misses', async () => {
      const { cache } = await target.open();
      await cache.store('/x', 'x', 60_000, (await cache.lookup('/x', ['news'])).stamp);
      expect((await cache.lookup('/x', ['posts'])).value).toBeNull();
    });

    it('an entry expires after its ttl', async () => {
      const { cache } = await target.open();
      await cache.store('/t', 't', 80, (await cache.lookup('/t', ALL)).stamp);
      await sleep(150);
      expect((await cache.lookup('/t', ALL)).value).toBeNull();
    });

    describe('across two instances', () => {
      it('an answer stored by one instance is a hit on the other', async () => {
        const [a, b] = await target.pair();
        await a.cache.store('/tags', answer, 60_000, (await a.cache.lookup('/tags', ALL)).stamp);
        expect((await b.cache.lookup('/tags', ALL)).value).toEqual(answer);
      });

      it("a write on one instance invalidates the other's answers and refuses its answer in flight", async () => {
        const [a, b] = await target.pair();
        await a.cache.store('/news/12', answer, 60_000, (await a.cache.lookup('/news/12', ALL)).stamp);
        const inFlight = (await a.cache.lookup('/news/13', ALL)).stamp;
        await b.cache.invalidate(ALL);
        expect((await a.cache.lookup('/news/12', ALL)).value).toBeNull();
        expect(await a.cache.store('/news/13', answer, 60_000, inFlight)).toBe(false);
        expect((await b.cache.lookup('/news/13', ALL)).value).toBeNull();
      });
    });
  });
}
