/**
 * Contract of the window counters (backend/src/state/counters.ts): in process always, on Redis when the Redis run
 * provides one (state-targets.ts). A limit holds across instances: 10 failures spread 5 + 5 over two instances lock.
 */
import { describe, expect, it } from 'vitest';
import { sleep, stateTargets } from './state-targets';

for (const target of stateTargets()) {
  describe(`window counters (${target.name})`, () => {
    it('take: allows `limit` hits in the window, then answers the wait without recording, then allows again', async () => {
      const { counters } = await target.open();
      for (let i = 0; i < 3; i += 1) expect(await counters.take('k', 3, 300)).toBe(0);
      const wait = await counters.take('k', 3, 300);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(300);
      expect((await counters.peek('k', 300)).count).toBe(3);
      await sleep(wait + 30);
      expect(await counters.take('k', 3, 300)).toBe(0);
    });

    it('take: keys are apart', async () => {
      const { counters } = await target.open();
      expect(await counters.take('a', 1, 10_000)).toBe(0);
      expect(await counters.take('a', 1, 10_000)).toBeGreaterThan(0);
      expect(await counters.take('b', 1, 10_000)).toBe(0);
    });

    it('take: 30 concurrent hits under a limit of 10 — exactly 10 pass', async () => {
      const { counters } = await target.open();
      const waits = await Promise.all(Array.from({ length: 30 }, () => counters.take('burst', 10, 10_000)));
      expect(waits.filter((w) => w === 0)).toHaveLength(10);
    });

    it('record and peek: count, ages of the newest and oldest event; old events leave the window', async () => {
      const { counters } = await target.open();
      const windowMs = 400;
      expect(await counters.peek('f', windowMs)).toEqual({ count: 0, latestAgeMs: null, oldestAgeMs: null });
      await counters.record('f', windowMs);
      await sleep(200);
      const stats = await counters.record('f', windowMs);
      expect(stats.count).toBe(2);
      expect(stats.latestAgeMs).toBeLessThan(50);
      expect(stats.oldestAgeMs).toBeGreaterThanOrEqual(190);
      // the first event leaves ~200 ms before the second (polled, so a busy machine cannot make it flaky)
      let now = await counters.peek('f', windowMs);
      while (now.count === 2) now = (await sleep(10), await counters.peek('f', windowMs));
      expect(now.count).toBe(1);
      expect(now.oldestAgeMs).toBe(now.latestAgeMs);
      while (now.count === 1) now = (await sleep(10), await counters.peek('f', windowMs));
      expect(now.count).toBe(0);
    });

    it('clear forgets a key (sliding and fixed), and only that key', async () => {
      const { counters } = await target.open();
      await counters.record('x', 10_000);
      await counters.increment('x', 10_000);
      await counters.record('y', 10_000);
      await counters.clear('x');
      expect((await counters.peek('x', 10_000)).count).toBe(0);
      expect((await counters.increment('x', 10_000)).count).toBe(1);
      expect((await counters.peek('y', 10_000)).count).toBe(1);
    });

    it('increment: a fixed window counts up and starts again when it ends', async () => {
      const { counters } = await target.open();
      expect((await counters.increment('day', 200)).count).toBe(1);
      const second = await counters.increment('day', 200);
      expect(second.count).toBe(2);
      expect(second.resetInMs).toBeGreaterThan(0);
      expect(second.resetInMs).toBeLessThanOrEqual(200);
      await sleep(second.resetInMs + 30);
      expect((await counters.increment('day', 200)).count).toBe(1);
    });

    describe('across two instances', () => {
      it('10 failures spread 5 + 5 over two instances reach the lockout of 10 on both', async () => {
        const [a, b] = await target.pair();
        const key = 'login:password:13800000001:10.0.0.1';
        for (let i = 0; i < 5; i += 1) await a.counters.record(key, 3_600_000);
        for (let i = 0; i < 4; i += 1) await b.counters.record(key, 3_600_000);
        expect((await a.counters.peek(key, 3_600_000)).count).toBe(9);
        const tenth = await b.counters.record(key, 3_600_000);
        expect(tenth.count).toBe(10);
        expect((await a.counters.peek(key, 3_600_000)).count).toBeGreaterThanOrEqual(10);
      });

      it('a limit of 10 holds for 20 concurrent hits split over both instances', async () => {
        const [a, b] = await target.pair();
        const waits = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).counters.take('send:7', 10, 10_000)));
        expect(waits.filter((w) => w === 0)).toHaveLength(10);
        expect(await a.counters.take('send:7', 10, 10_000)).toBeGreaterThan(0);
      });

      it('a fixed window counts the increments of both instances', async () => {
        const [a, b] = await target.pair();
        await a.counters.increment('sms:13800000001', 60_000);
        await b.counters.increment('sms:13800000001', 60_000);
        expect((await a.counters.increment('sms:13800000001', 60_000)).count).toBe(3);
      });

      it('a success cleared on one instance is cleared for the other', async () => {
        const [a, b] = await target.pair();
        await a.counters.record('acct', 60_000);
        await b.counters.clear('acct');
        expect((await a.counters.peek('acct', 60_000)).count).toBe(0);
      });
    });
  });
}
