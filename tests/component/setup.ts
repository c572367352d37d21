import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { resetNavigation } from './navigation';

// The first test of a file also loads the lazily imported API client: on a shared 2-core machine that
// can take longer than Testing Library's default 1 s, so waits for the app's state allow 10 s.
configure({ asyncUtilTimeout: 10_000 });

// The router's hooks read the one stand-in (navigation.ts); the rest of next/navigation is Next's own.
vi.mock('next/navigation', async (importOriginal) => {
  const { navigation, router } = await import('./navigation');
  // one object per query, as Next's own hook answers between navigations
  let params = { search: '', value: new URLSearchParams() };
  const searchParams = () => (params.search === navigation.search ? params : (params = { search: navigation.search, value: new URLSearchParams(navigation.search) })).value;
  return {
    ...(await importOriginal<typeof import('next/navigation')>()),
    usePathname: () => navigation.pathname,
    useSearchParams: searchParams,
    useSelectedLayoutSegments: () => navigation.segments,
    useRouter: () => router,
  };
});

beforeEach(() => resetNavigation());
afterEach(() => cleanup());

// Files share their worker's modules (isolate: false), so a file leaves the app's shared state as a fresh page has it:
// the address at /, the stores at their initial state, nothing cached. A visitor's action still waiting for the session
// (`whenSessionKnown`) runs now, in its own file, not in the next one.
// The browser's own location, as the first file of this worker found it: files stand it in for reloads and assigns.
const realLocation = ((globalThis as { realLocation?: Location }).realLocation ??= window.location);

afterAll(async () => {
  if (window.location !== realLocation) Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
  window.history.replaceState(null, '', '/');
  const [{ useSessionStore }, { useDialogs }, { useLoginTip }, { useWizard }, { usePublishPresetStore }, { useCodeStepStore }, { useSectionStore }, { getQueryClient }] = await Promise.all([
    import('@/stores/session'),
    import('@/stores/dialogs'),
    import('@/stores/login-tip'),
    import('@/components/wizard/wizard-store'),
    import('@/components/post/publish-preset-store'),
    import('@/components/auth/code-step-store'),
    import('@/components/layout/section-store'),
    import('@/lib/queries/query-client'),
  ]);
  useSessionStore.setState({ hydrated: true });
  for (const store of [useSessionStore, useDialogs, useLoginTip, useWizard, usePublishPresetStore, useCodeStepStore, useSectionStore] as const) {
    (store as { setState: (s: unknown, replace: true) => void }).setState(store.getInitialState(), true);
  }
  getQueryClient().clear();
});
