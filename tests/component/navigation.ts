import { vi } from 'vitest';

/**
 * The App Router as every component test sees it: `setup.ts` stands this in for `next/navigation`'s hooks, and resets it
 * before each test (the page `/news`, no query, no segments, spies cleared). A test that needs another page sets it:
 * `navigation.pathname = '/people/1002'`. The spies keep their identity, so a file may hold `const { push } = router`.
 *
 * One stand-in for all files (not a `vi.mock` per file) lets the component files share their worker's modules
 * (`isolate: false`, see tests/replacing-modules.ts): antd, React and msw load once per worker, not once per file.
 */
export const navigation = { pathname: '/news', search: '', segments: [] as string[] };

export const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn(), back: vi.fn(), forward: vi.fn() };

export function resetNavigation(): void {
  navigation.pathname = '/news';
  navigation.search = '';
  navigation.segments = [];
  for (const spy of Object.values(router)) spy.mockReset();
}
