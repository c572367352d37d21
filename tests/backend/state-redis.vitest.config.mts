/**
 * The shared-state suites against Redis (issue 26): `npx vitest run --config tests/backend/state-redis.vitest.config.mts`.
 * The same files as in the ordinary backend run (which covers the in-process implementations only), with a
 * throwaway redis-server started by the global setup, so each suite also runs its Redis variant and the
 * cross-instance cases on two connections.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    name: 'backend-state-redis',
    include: ['tests/backend/state-*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/backend/redis.global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    maxWorkers: 1,
  },
});
