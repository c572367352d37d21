import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { replacingModules } from './tests/replacing-modules';

const root = fileURLToPath(new URL('.', import.meta.url));

const isolatedUnit = replacingModules('tests/unit');
const isolatedBackend = replacingModules('tests/backend');
const isolatedComponent = replacingModules('tests/component');

// hookTimeout: a file's beforeAll builds its app on a copy of the seeded database (and its search indexes): a few
// seconds on a shared 2-core machine while other files do the same.
const backend = { environment: 'node' as const, testTimeout: 20_000, hookTimeout: 30_000, globalSetup: ['tests/backend/global-setup.ts'] };

export default defineConfig({
  resolve: {
    alias: {
      '@': root.replace(/\/$/, ''),
      // Next resolves `import 'server-only'` to its compiled copy (which throws outside server code); tests run the
      // loaders of lib/data as the server does, so they get its empty module.
      'server-only': fileURLToPath(new URL('node_modules/next/dist/compiled/server-only/empty.js', import.meta.url)),
    },
  },
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on this 2-core machine, whose main process
    // mostly waits. One per core ran the same 2008 tests in 109 s instead of 166 s.
    maxWorkers: availableParallelism(),
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], exclude: isolatedUnit, environment: 'happy-dom', isolate: false } },
      { extends: true, test: { name: 'unit-isolated', include: isolatedUnit, environment: 'happy-dom' } },
      {
        extends: true,
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.{ts,tsx}'],
          exclude: isolatedComponent,
          isolate: false,
          environment: 'happy-dom',
          setupFiles: ['tests/component/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'component-isolated',
          include: isolatedComponent,
          environment: 'happy-dom',
          setupFiles: ['tests/component/setup.ts'],
          testTimeout: 20_000,
        },
      },
      { extends: true, test: { name: 'backend', include: ['tests/backend/**/*.test.ts'], exclude: isolatedBackend, isolate: false, ...backend } },
      ...(isolatedBackend.length ? [{ extends: true as const, test: { name: 'backend-isolated', include: isolatedBackend, ...backend } }] : []),
    ],
  },
});
