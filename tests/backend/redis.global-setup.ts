/**
 * Global setup of the shared-state suites' Redis run (tests/backend/state-redis.vitest.config.mts): starts a
 * throwaway redis-server (backend/src/state/temp-redis.ts) unless `TEST_REDIS_URL` already names one (a CI service),
 * and hands its URL to the suites (`inject('testRedisUrl')` in state-targets.ts, which declares it). A missing redis-server fails the
 * run: this run exists to test Redis, and silently testing only the in-process variant would prove nothing.
 */
import type { TestProject } from 'vitest/node';
import { startTempRedis } from '../../backend/src/state/temp-redis';

export default async function setup(project: TestProject) {
  const given = process.env.TEST_REDIS_URL;
  if (given) {
    project.provide('testRedisUrl', given);
    return;
  }
  const redis = await startTempRedis().catch((error: unknown) => {
    throw new Error(`the Redis run needs redis-server (Debian: apt-get install -y redis-server) or TEST_REDIS_URL: ${String(error)}`);
  });
  project.provide('testRedisUrl', redis.url);
  return () => redis.stop();
}
