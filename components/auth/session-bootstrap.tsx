'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { refreshOnNavigation } from '@/lib/session/navigation-refresh';
import { ensureCid } from '@/lib/session/session';
import { startTokenTimer } from '@/lib/session/token-timer';
import { useSessionStore } from '@/stores/session';

/**
 * Wires the session into the page: reads the cookies into the store and loads the member (B15), runs the
 * navigation refresh check on every route change (A30, B31–B35) and the 60 s token timer (B36–B39).
 */
export function SessionBootstrap() {
  const pathname = usePathname();

  useEffect(() => {
    ensureCid();
    const store = useSessionStore.getState();
    store.hydrate();
    if (useSessionStore.getState().isLogin) store.loadMember().catch(() => undefined);
    const timer = startTokenTimer();
    return () => timer.stop();
  }, []);

  useEffect(() => {
    void refreshOnNavigation().then((outcome) => {
      if (outcome === 'logged-out') useSessionStore.getState().hydrate();
    });
  }, [pathname]);

  return null;
}
