/**
 * Contract of the locks and the single-owner runners (backend/src/state/locks.ts, single-owner.ts): scheduled work
 * such as the unpaid-order expiry runs on one instance at a time, and a lease that ran out can never release or
 * extend the next owner's lock. In process always, on Redis in the Redis run (state-targets.ts).
 */
import { describe, expect, it } from 'vitest';
import { runExclusive, scheduleSingleOwner } from '../../backend/src/state/single-owner';
import { sleep, stateTargets } from './state-targets';

for (const target of stateTargets()) {
  describe(`locks (${target.name})`, () => {
    it('acquire, refuse while held, release, acquire again', async () => {
      const { locks } = await target.open();
      const lease = await locks.acquire('job', 10_000);
      expect(lease).not.toBeNull();
      expect(await locks.acquire('job', 10_000)).toBeNull();
      expect(await locks.acquire('other-job', 10_000)).not.toBeNull();
      expect(await lease?.release()).toBe(true);
      expect(await lease?.release()).toBe(false);
      expect(await locks.acquire('job', 10_000)).not.toBeNull();
    });

    it('a lease ends by itself; the late owner can then neither release nor renew the next owner’s lock', async () => {
      const { locks } = await target.open();
      const first = await locks.acquire('job', 80);
      await sleep(150);
      const second = await locks.acquire('job', 10_000);
      expect(second).not.toBeNull();
      expect(await first?.release()).toBe(false);
      expect(await first?.renew(10_000)).toBe(false);
      expect(await locks.acquire('job', 10_000)).toBeNull();
      expect(await second?.release()).toBe(true);
    });

    it('renew extends a live lease', async () => {
      const { locks } = await target.open();
      const lease = await locks.acquire('job', 300);
      await sleep(100);
      expect(await lease?.renew(1000)).toBe(true);
      await sleep(350);
      expect(await locks.acquire('job', 1000)).toBeNull();
    });

    it('runExclusive renews the lease while a task outlasts it, and releases after', async () => {
      const { locks } = await target.open();
      const result = runExclusive(locks, 'long', 300, async () => {
        await sleep(700);
        return 'done';
      });
      await sleep(450);
      expect(await locks.acquire('long', 1000)).toBeNull();
      expect(await result).toEqual({ ran: true, value: 'done' });
      expect(await locks.acquire('long', 1000)).not.toBeNull();
    });

    describe('across two instances', () => {
      it('a lock held by one instance is refused to the other, and released safely', async () => {
        const [a, b] = await target.pair();
        const lease = await a.locks.acquire('ec:order-expiry', 10_000);
        expect(lease).not.toBeNull();
        expect(await b.locks.acquire('ec:order-expiry', 10_000)).toBeNull();
        expect(await lease?.release()).toBe(true);
        const next = await b.locks.acquire('ec:order-expiry', 10_000);
        expect(next).not.toBeNull();
        expect(await lease?.release()).toBe(false);
        expect(await a.locks.acquire('ec:order-expiry', 10_000)).toBeNull();
      });

      it('runExclusive started on both instances at once runs the task once', async () => {
        const [a, b] = await target.pair();
        let runs = 0;
        const task = async () => {
          runs += 1;
          await sleep(50);
        };
        const results = await Promise.all([a, b, a, b].map((state) => runExclusive(state.locks, 'sweep', 5000, task)));
        expect(results.filter((r) => r.ran)).toHaveLength(1);
        expect(runs).toBe(1);
      });

      it('a schedule on both instances runs at most once per period, never overlapping', async () => {
        const [a, b] = await target.pair();
        const everyMs = 100;
        const starts: number[] = [];
        let active = 0;
        let overlapped = false;
        const task = async () => {
          starts.push(Date.now());
          active += 1;
          if (active > 1) overlapped = true;
          await sleep(20);
          active -= 1;
        };
        const errors: unknown[] = [];
        const owners = [a, b].map((state) => scheduleSingleOwner(state.locks, 'ec:order-expiry', everyMs, task, (e) => errors.push(e)));
        await sleep(1000);
        await Promise.all(owners.map((owner) => owner.stop()));
        expect(errors).toEqual([]);
        expect(overlapped).toBe(false);
        // each run holds a lease of 0.9 × the period from its acquisition: two runs are about that far apart (the
        // bound leaves room for a busy machine between a lease's acquisition and its task's first line); two
        // instances ticking on their own would run about twice per period, at any distance
        const gaps = starts.slice(1).map((t, i) => t - (starts[i] as number));
        expect(Math.min(...gaps)).toBeGreaterThanOrEqual(0.6 * everyMs);
        expect(starts.length).toBeGreaterThanOrEqual(4);
        expect(starts.length).toBeLessThanOrEqual(12);
      });
    });
  });
}
