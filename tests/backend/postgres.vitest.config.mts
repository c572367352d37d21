/**
 * The backend suite on PostgreSQL (issue 26 item 8): `npm run test:backend:pg`. The same test files as the SQLite
 * run, each on its own database created from a seeded template on a throwaway PostgreSQL (or on the server of
 * `TEST_DATABASE_URL`), see tests/backend/postgres.global-setup.ts. Left out: the files that test SQLite itself
 * (FTS5 at 50× the data, which copies rows with SQLite's own SQL).
 */
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { replacingModules } from '../replacing-modules';

export const SQLITE_ONLY = ['tests/backend/search-scale.test.ts'];

const root = fileURLToPath(new URL('../..', import.meta.url));
// As in the SQLite run (vitest.config.mts): files that replace modules get a module graph of their own, the others
// share their worker's (each file's API still gets a database of its own). Isolating every file re-imported the
// backend 85 times: 157 s of the run's import time.
const isolated = replacingModules('tests/backend');
const backend = ['tests/backend/**/*.test.ts'];

export default defineConfig({
  resolve: {
    alias: {
      '@': root.replace(/\/$/, ''),
      'server-only': fileURLToPath(new URL('../../node_modules/next/dist/compiled/server-only/empty.js', import.meta.url)),
    },
  },
  test: {
    root,
    environment: 'node',
    env: { BACKEND_SUITE_ON_POSTGRES: '1' },
    globalSetup: ['tests/backend/postgres.global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    maxWorkers: availableParallelism(),
    projects: [
      { extends: true, test: { name: 'backend-postgres', include: backend, exclude: [...SQLITE_ONLY, ...isolated], isolate: false } },
      ...(isolated.length ? [{ extends: true as const, test: { name: 'backend-postgres-isolated', include: isolated, exclude: SQLITE_ONLY } }] : []),
    ],
  },
});
