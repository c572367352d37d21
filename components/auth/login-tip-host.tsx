'use client';

import { usePathname } from 'next/navigation';
import { useCallback, useEffect } from 'react';
import { lazyIsland } from '@/components/ui/lazy-island';
import { readBrowserSession } from '@/lib/session/cookies';
import { loginTipDue, resetVisits } from '@/lib/session/visit-count';
import { useDialogs } from '@/stores/dialogs';
import { useLoginTip } from '@/stores/login-tip';

const LoginTipDialog = lazyIsland(() => import('@/components/auth/login-tip-dialog').then((m) => m.LoginTipDialog));

/**
 * The one host of the login tip (C29–C31, U02), in the site layout. It opens the tip when a detail page's
 * counter reaches the visit limit, and on any page while the visit-limit flag is still set (a visitor who
 * reloaded instead of closing it). Members and crawlers never see it (C30, U39). Closing it — or choosing to
 * log in or register — resets the count and the flag (C31). The dialog's code loads on first open.
 */
export function LoginTipHost() {
  const open = useLoginTip((s) => s.open);
  const forced = useLoginTip((s) => s.forced);
  const show = useLoginTip((s) => s.show);
  const hide = useLoginTip((s) => s.hide);
  const openLogin = useDialogs((s) => s.openLogin);
  const pathname = usePathname();

  useEffect(() => {
    if (!open && loginTipDue(readBrowserSession(), navigator.userAgent)) show();
  }, [pathname, open, show]);

  // a tip asked for while it is not due (a member, a crawler) closes at once
  const due = open && loginTipDue(readBrowserSession(), navigator.userAgent, forced);
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
