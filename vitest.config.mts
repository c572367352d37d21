import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

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
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'happy-dom' } },
      {
        extends: true,
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/component/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        // hookTimeout: a file's beforeAll seeds its database (and builds its search indexes): several seconds on a
        // shared 2-core machine while other files do the same.
        test: { name: 'backend', include: ['tests/backend/**/*.test.ts'], environment: 'node', testTimeout: 20_000, hookTimeout: 30_000 },
      },
    ],
  },
});
