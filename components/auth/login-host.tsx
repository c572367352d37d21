'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { WizardHost } from '@/components/wizard/wizard-host';
import { LOGIN_PROMPT_DELAY_MS } from '@/lib/constants';
import { readBrowserSession } from '@/lib/session/cookies';
import { useDialogs } from '@/stores/dialogs';

const LoginDialog = dynamic(() => import('@/components/auth/login-dialog').then((m) => m.LoginDialog), { ssr: false });

/**
 * The one host of the login dialog (loaded on first open). A12: a page that finds `redirect` in its
 * query opens the dialog 500 ms after landing, for a visitor. The registration wizard's host lives beside it.
 */
export function LoginHost() {
  const open = useDialogs((s) => s.login.open);
  const openLogin = useDialogs((s) => s.openLogin);
  // The host stays mounted across navigations (the `(site)` layout): look at the query again on each one.
  const pathname = usePathname();
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const redirect = query.get('redirect');
    // A page that brings an authorization code logs in through the code step (B21–B22) instead.
    if (!redirect || query.has('code') || readBrowserSession().isLogin) return;
    const timer = window.setTimeout(() => openLogin({ redirect }), LOGIN_PROMPT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [openLogin, pathname]);
  return (
    <>
      {open ? <LoginDialog /> : null}
      <WizardHost />
    </>
  );
}
