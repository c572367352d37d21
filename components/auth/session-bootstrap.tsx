'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { CodeStep } from '@/components/auth/code-step';
import { useLocale } from '@/components/providers/i18n-context';
import { LOCALE_COOKIE, localeFromSearch } from '@/lib/routing/variant';
import { browserJar, hasSessionCookies, looksLoggedIn } from '@/lib/session/cookie-jar';
import { COOKIE_KEYS } from '@/lib/session/keys';
import { selectIsLogin, useSessionStore, visitorSession } from '@/stores/session';

/** The session module (cookie crypto, ≈ 9 KB gzipped): loaded only when the browser holds something to decrypt. */
const loadSession = () => import('@/lib/session/session');

// A member's page asks for it as this module is evaluated, while the page hydrates, rather than after.
if (typeof document !== 'undefined' && hasSessionCookies()) void loadSession();

/** A member's session: the cookies read into the store, the member loaded (B15) and the 60 s token timer (B36–B39). */
function startMemberSession(session: Awaited<ReturnType<typeof loadSession>>): () => void {
  // A session cookie that does not decrypt (tampered, foreign key, old format) is cleared, not kept (attack list 23).
  session.clearUnreadableSession();
  session.ensureCid();
  const store = useSessionStore.getState();
  store.hydrate(session.getSession());
  if (!useSessionStore.getState().isLogin) return () => undefined;
  store.loadMember().catch(() => undefined);
  let stop: (() => void) | null = null;
  let live = true;
  void import('@/lib/session/token-timer').then(({ startTokenTimer }) => {
    if (live) stop = startTokenTimer().stop;
  });
  return () => {
    live = false;
    stop?.();
  };
}

/**
 * Wires the session into the page: reads the cookies into the store and loads the member (B15), runs the
 * navigation refresh check on every route change (A30, B31–B35) and the 60 s token timer (B36–B39). A visitor
 * holds no session cookie: the store takes a visitor's session and the session module is not loaded (issue 28
 * item 1; the visitor's cid and visit count are the beacon's, lib/tracking/beacon.ts). The refresh machinery (API
 * client) loads only for a member, after the first paint. It also hosts the authorization-code step (B20–B26).
 */
export function SessionBootstrap() {
  const pathname = usePathname();
  const locale = useLocale();
  // the member's session reaches the store after the session module has loaded: the refresh check then runs too
  const isLogin = useSessionStore(selectIsLogin);

  useEffect(() => {
    // `?lang=` in the URL (issue 20 item 3): this page is already in that language; remember it for the next ones.
    // A `lang` written before its plain copy existed: write the copy, and reload if this page is in the other locale.
    const jar = browserJar();
    const search = window.location.search;
    if (localeFromSearch(search) === null && !(jar.has(COOKIE_KEYS.lang) && !jar.has(LOCALE_COOKIE))) return;
    let live = true;
    void loadSession().then((session) => {
      if (!live || session.adoptUrlLocale(search)) return;
      const synced = session.syncLocaleMirror();
      if (synced && synced !== locale) window.location.reload();
    });
    return () => {
      live = false;
    };
  }, [locale]);

  useEffect(() => {
    const jar = browserJar();
    if (!hasSessionCookies(jar)) {
      useSessionStore.getState().hydrate(visitorSession(locale));
      return;
    }
    if (looksLoggedIn(jar)) useSessionStore.getState().expectMember();
    let live = true;
    let stop: () => void = () => undefined;
    void loadSession().then((session) => {
      if (live) stop = startMemberSession(session);
    });
    return () => {
      live = false;
      stop();
    };
    // once per page load: the locale of the first render is the visitor's
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    // H29 DEFAULT: a `?salesCode=` on any entry URL is kept for the session and sent with orders.
    const salesCode = new URLSearchParams(window.location.search).get('salesCode');
    if (salesCode && /^[\w-]{1,40}$/.test(salesCode)) void loadSession().then((session) => session.setSalesCode(salesCode));
  }, [pathname]);

  useEffect(() => {
    if (!isLogin) return;
    void import('@/lib/session/navigation-refresh')
      .then(({ refreshOnNavigation }) => refreshOnNavigation())
      .then((outcome) => {
        if (outcome === 'logged-out') void loadSession().then((session) => useSessionStore.getState().hydrate(session.getSession()));
      });
  }, [pathname, isLogin]);

  return <CodeStep />;
}
