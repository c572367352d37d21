import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/** Where `process.env` may be read (docs/architecture.md, "Environment"). */
const ENV_OWNERS = ['lib/env.ts', 'lib/public-env.ts', 'backend/src/config.ts', 'next.config.ts', 'playwright.config.ts', 'scripts/**', 'bench/**', 'tests/**'];

/**
 * DESIGN.md §2, imports flow one way (docs/architecture.md, "Import boundaries"): `lib`, `components/ui`
 * → `components/<domain>` → `app`; `lib/shared`, `lib/contract` and `lib/constants.ts` are pure and are all
 * the backend may import; the web never imports `backend/`. Cycles are checked by scripts/check-cycles.mjs
 * (the second step of `npm run lint`): `import/no-cycle` made the lint 4× slower here (55 s → 3 min 37 s CPU).
 */
export const BOUNDARY_ZONES = [
  { target: './lib', from: ['./components', './stores', './app'], message: 'lib never imports components, stores or app.' },
  // App-wide React context (components/providers) and the stores are not domains: ui may use them.
  { target: './components/ui', from: './components', except: ['./ui', './providers'], message: 'components/ui never imports a domain folder.' },
  { target: './components', from: './app', message: 'components never import app.' },
  { target: './stores', from: ['./components', './app'], message: 'stores never import components or app.' },
  {
    target: ['./lib/shared', './lib/contract', './lib/constants.ts'],
    from: './lib',
    except: ['./shared', './contract', './constants.ts'],
    message: 'lib/shared, lib/contract and lib/constants.ts are pure: they import only each other (the backend uses them).',
  },
  {
    target: './backend',
    from: ['./lib', './components', './stores', './app', './locales', './proxy.ts'],
    except: ['./shared', './contract', './constants.ts'],
    message: 'backend/ imports only lib/contract, lib/constants.ts and lib/shared.',
  },
  { target: ['./app', './components', './lib', './stores', './locales', './proxy.ts'], from: './backend', message: 'The web never imports backend/.' },
];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores(['.next/**', 'bench/reference/.next/**', '.next-*/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'data/**', 'next-env.d.ts']),
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import/no-restricted-paths': ['error', { zones: BOUNDARY_ZONES }],
    },
  },
  {
    // The API awaits its database (Kysely): a promise left floating, or passed where a void callback is expected,
    // would skip a check or a write silently. Type-aware, on the backend's own program only.
    files: ['backend/src/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    ignores: ENV_OWNERS,
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read the environment through lib/env.ts (server), lib/public-env.ts (NEXT_PUBLIC_*) or readEnv() (backend).' },
      ],
    },
  },
]);
