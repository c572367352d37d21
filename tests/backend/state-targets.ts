/**
 * Where the shared-state contract suites run (tests/backend/state-*.test.ts): always in process, and on Redis too
 * when a Redis is given — `TEST_REDIS_URL` in the environment, or the one `redis.global-setup.ts` starts and provides
 * (`npm run test:redis`). Without one the Redis suites are not declared at all (nothing is reported as skipped).
 *
 * Every state opened here gets a key prefix of its own, so suites never see each other's keys on a shared Redis.
 * `pair()` models two API instances: on Redis two independent states (own connections) on one prefix; in process
 * the same state twice — one instance is all an in-process deployment has, and the suites' cross-instance
 * expectations hold for it too.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, inject } from 'vitest';
import { createSharedState, type SharedState } from '../../backend/src/state/shared-state';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The throwaway Redis of redis.global-setup.ts (absent in the ordinary run). */
    testRedisUrl?: string;
  }
}

export interface StateTarget {
  name: 'memory' | 'redis';
  /** One instance's state. */
  open(): Promise<SharedState>;
  /** Two instances sharing one deployment (same key prefix). */
  pair(): Promise<[SharedState, SharedState]>;
  /** Errors reported to the states' onError since the test began. */
  readonly errors: { error: unknown; source: string }[];
}

export function testRedisUrl(): string | undefined {
  return inject('testRedisUrl') || process.env.TEST_REDIS_URL || undefined;
}

function target(name: StateTarget['name'], redisUrl: string | undefined, opened: SharedState[]): StateTarget {
  const errors: StateTarget['errors'] = [];
  afterEach(() => {
    errors.length = 0;
  });
  const make = async (keyPrefix: string, instanceName: string) => {
    const state = await createSharedState({ redisUrl, keyPrefix, instanceName, onError: (error, source) => errors.push({ error, source }) });
    opened.push(state);
    return state;
  };
  const prefix = () => `test:${randomUUID()}:`;
  return {
    name,
    errors,
    open: () => make(prefix(), 'test'),
    pair: async () => {
      const keyPrefix = prefix();
      const a = await make(keyPrefix, 'test-a');
      return [a, name === 'memory' ? a : await make(keyPrefix, 'test-b')];
    },
  };
}

/**
 * The targets every contract suite runs against: in process, then Redis when one is given. Call it once at the top
 * of a test file: it registers that file's hooks (closing what its tests opened), which a shared helper module could
 * not do at import time when files share modules (`isolate: false`).
 */
export function stateTargets(): StateTarget[] {
  const url = testRedisUrl();
  const opened: SharedState[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((state) => state.close()));
  });
  return [target('memory', undefined, opened), ...(url ? [target('redis', url, opened)] : [])];
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
