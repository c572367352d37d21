/**
 * The shared-state suites against Redis (issue 26): `npx vitest run --config tests/backend/state-redis.vitest.config.mts`.
 * The same state files as in the ordinary backend run (which covers the in-process implementations only), with a
 * throwaway redis-server started by the global setup, so each suite also runs its Redis variant and the
 * cross-instance cases on two connections; and the API's cross-instance suites (`*.redis-test.ts`: two apps built
 * on one database and one Redis), which exist only in this run.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  // the backend imports the shared contract as `@/lib/…` (the repository's tsconfig alias)
  resolve: { alias: { '@': root.replace(/\/$/, '') } },
  test: {
    root,
    name: 'backend-state-redis',
    // the shared-state suites, and the cross-instance suites of the API (two apps on one database and one Redis),
    // which only this run declares (`*.redis-test.ts`: not in the ordinary backend run's `*.test.ts`)
    include: ['tests/backend/state-*.test.ts', 'tests/backend/*.redis-test.ts'],
    environment: 'node',
    // the seeded template database of createTestApi, and the throwaway redis-server
    globalSetup: ['tests/backend/global-setup.ts', 'tests/backend/redis.global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    maxWorkers: 1,
  },
});
