'use client';

import { usePathname } from 'next/navigation';
import { useCallback, useEffect } from 'react';
import { lazyIsland } from '@/components/ui/lazy-island';
import { browserJar } from '@/lib/session/cookie-jar';
import { COOKIE_KEYS } from '@/lib/session/keys';
import { countsVisits, loginTipDue, resetVisits } from '@/lib/session/visit-count';
import { useDialogs } from '@/stores/dialogs';
import { useLoginTip } from '@/stores/login-tip';
import { selectIsLogin, useSessionStore } from '@/stores/session';

const LoginTipDialog = lazyIsland(() => import('@/components/auth/login-tip-dialog').then((m) => m.LoginTipDialog));

/**
 * The one host of the login tip (C29–C31, U02), in the site layout. It opens the tip when a detail page's
 * counter reaches the visit limit, and on any page while the visit-limit flag is still set (a visitor who
 * reloaded instead of closing it). Members and crawlers never see it (C30, U39). Closing it — or choosing to
 * log in or register — resets the count and the flag (C31). The dialog's code loads on first open.
 */
export function LoginTipHost() {
  const open = useLoginTip((s) => s.open);
  const show = useLoginTip((s) => s.show);
  const hide = useLoginTip((s) => s.hide);
  const openLogin = useDialogs((s) => s.openLogin);
  const pathname = usePathname();
  const isLogin = useSessionStore(selectIsLogin);

  useEffect(() => {
    // the flag is only decrypted when the browser holds it (a visitor who reached the limit)
    if (open || !browserJar().has(COOKIE_KEYS.visitLimit)) return;
    let live = true;
    void import('@/lib/session/cookies').then(({ readBrowserSession }) => {
      if (live && loginTipDue(readBrowserSession(), navigator.userAgent)) show();
    });
    return () => {
      live = false;
    };
  }, [pathname, open, show]);

  // a tip asked for while it is not due (a member, a crawler) closes at once; the beacon and the flag's check
  // above only ask for a visitor's, so this is the store's word after a login
  const due = open && countsVisits({ isLogin }, navigator.userAgent);
  useEffect(() => {
    if (open && !due) hide();
  }, [open, due, hide]);

  const close = useCallback(() => {
    resetVisits();
    hide();
  }, [hide]);

  if (!due) return null;
  return (
    <LoginTipDialog
      onClose={close}
      onLogin={() => {
        close();
        openLogin();
      }}
      onRegister={() => {
        close();
        openLogin({ register: true });
      }}
    />
  );
}
