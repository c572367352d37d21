/**
 * The backend suite on PostgreSQL (issue 26 item 8): `npm run test:backend:pg`. The same test files as the SQLite
 * run, each on its own database created from a seeded template on a throwaway PostgreSQL (or on the server of
 * `TEST_DATABASE_URL`), see tests/backend/postgres.global-setup.ts. Left out: the files that test SQLite itself
 * (FTS5 at 50× the data, which copies rows with SQLite's own SQL).
 */
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export const SQLITE_ONLY = ['tests/backend/search-scale.test.ts'];

const root = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      '@': root.replace(/\/$/, ''),
      'server-only': fileURLToPath(new URL('../../node_modules/next/dist/compiled/server-only/empty.js', import.meta.url)),
    },
  },
  test: {
    root,
    name: 'backend-postgres',
    include: ['tests/backend/**/*.test.ts'],
    exclude: SQLITE_ONLY,
    environment: 'node',
    globalSetup: ['tests/backend/postgres.global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    maxWorkers: availableParallelism(),
  },
});
