'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { CodeStep } from '@/components/auth/code-step';
import { useLocale } from '@/components/providers/i18n-context';
import { adoptUrlLocale, clearUnreadableSession, ensureCid, setSalesCode, syncLocaleMirror } from '@/lib/session/session';
import { useSessionStore } from '@/stores/session';

/**
 * Wires the session into the page: reads the cookies into the store and loads the member (B15), runs the
 * navigation refresh check on every route change (A30, B31–B35) and the 60 s token timer (B36–B39).
 * The refresh machinery (API client) loads only for a member, after the first paint. It also hosts the
 * authorization-code step (B20–B26).
 */
export function SessionBootstrap() {
  const pathname = usePathname();
  const locale = useLocale();

  useEffect(() => {
    // `?lang=` in the URL (issue 20 item 3): this page is already in that language; remember it for the next ones.
    if (adoptUrlLocale(window.location.search)) return;
    // A `lang` written before the plain copy existed: write the copy, and reload if this page is in the other locale.
    const synced = syncLocaleMirror();
    if (synced && synced !== locale) window.location.reload();
  }, [locale]);

  useEffect(() => {
    ensureCid();
    // A session cookie that does not decrypt (tampered, foreign key, old format) is cleared, not kept (attack list 23).
    clearUnreadableSession();
    const store = useSessionStore.getState();
    store.hydrate();
    if (!useSessionStore.getState().isLogin) return;
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
  }, []);

  useEffect(() => {
    // H29 DEFAULT: a `?salesCode=` on any entry URL is kept for the session and sent with orders.
    const salesCode = new URLSearchParams(window.location.search).get('salesCode');
    if (salesCode && /^[\w-]{1,40}$/.test(salesCode)) setSalesCode(salesCode);
  }, [pathname]);

  useEffect(() => {
    if (!useSessionStore.getState().isLogin) return;
    void import('@/lib/session/navigation-refresh')
      .then(({ refreshOnNavigation }) => refreshOnNavigation())
      .then((outcome) => {
        if (outcome === 'logged-out') useSessionStore.getState().hydrate();
      });
  }, [pathname]);

  return <CodeStep />;
}
