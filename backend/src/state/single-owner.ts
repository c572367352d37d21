/**
 * Work that runs on one instance at a time (issue 26), on top of `Locks`:
 *
 * - `runExclusive(locks, name, ttlMs, task)`: runs `task` only if this instance gets the lock; the lease is renewed
 *   every `ttlMs / 3` while the task runs and released when it ends.
 * - `scheduleSingleOwner(locks, name, everyMs, task)`: the periodic form (the unpaid-order expiry sweep). Every
 *   instance ticks every `everyMs`; a tick runs the task only if it wins a lease of slightly less than `everyMs`
 *   that it does not release, so across all instances the task runs about once per period, never twice at once,
 *   and another instance takes over at its next tick when the owner dies. In process the only instance wins every
 *   tick.
 */
import type { Lease, Locks } from './locks';

export type ExclusiveResult<T> = { ran: true; value: T } | { ran: false };

/** Renews `lease` every `ttlMs / 3` until `work` settles; `onLost` hears when a renewal finds the lease gone. */
async function holdDuring<T>(lease: Lease, ttlMs: number, work: Promise<T>, onLost: () => void): Promise<T> {
  const timer = setInterval(() => {
    lease.renew(ttlMs).then(
      (kept) => {
        if (!kept) onLost();
      },
      () => onLost(),
    );
  }, Math.max(10, Math.floor(ttlMs / 3)));
  timer.unref();
  try {
    return await work;
  } finally {
    clearInterval(timer);
  }
}

export async function runExclusive<T>(
  locks: Locks,
  name: string,
  ttlMs: number,
  task: () => Promise<T>,
  onLost: () => void = () => {},
): Promise<ExclusiveResult<T>> {
  const lease = await locks.acquire(name, ttlMs);
  if (!lease) return { ran: false };
  try {
    return { ran: true, value: await holdDuring(lease, ttlMs, task(), onLost) };
  } finally {
    await lease.release().catch(() => false);
  }
}

export interface ScheduledOwner {
  /** Stops ticking (a run under way finishes); resolves when it has. */
  stop(): Promise<void>;
}

export function scheduleSingleOwner(
  locks: Locks,
  name: string,
  everyMs: number,
  task: () => Promise<void>,
  onError: (error: unknown) => void = () => {},
): ScheduledOwner {
  // the lease lapses a little before the next tick of the instance that won it, so it can win again
  const leaseMs = Math.max(1, Math.floor(everyMs * 0.9));
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = async () => {
    const lease = await locks.acquire(name, leaseMs);
    if (!lease) return;
    await holdDuring(lease, leaseMs, task(), () => onError(new Error(`lease ${name} lost while its task ran`)));
  };
  const timer = setInterval(() => {
    if (stopped || running) return;
    running = tick()
      .catch(onError)
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
