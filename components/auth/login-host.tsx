'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { loadLoginDialog, preloadLoginDialog } from '@/components/auth/login-dialog-loader';
import { useDeviceClass, useT } from '@/components/providers/i18n-context';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { useReturnFocus } from '@/components/ui/dialog-focus';
import { lazyIsland } from '@/components/ui/lazy-island';
import { useIdlePreload } from '@/components/ui/preload';
import { useDeferredMount } from '@/components/ui/use-deferred-mount';
import { WizardHost } from '@/components/wizard/wizard-host';
import { LOGIN_DIALOG_WIDTH, LOGIN_PROMPT_DELAY_MS } from '@/lib/constants';
import { readBrowserSession } from '@/lib/session/cookies';
import { useDialogs } from '@/stores/dialogs';
import { useCurrentMember } from '@/stores/use-current-member';

const LoginDialog = lazyIsland(() => loadLoginDialog().then((m) => m.LoginDialog), <LoginFrame />);

/** Issue 18 item 13: the dialog's frame (title and skeleton fields), shown the moment the dialog is asked for. */
function LoginFrame() {
  const t = useT();
  const mobile = useDeviceClass() === 'mobile';
  const bindMobile = useDialogs((s) => s.login.options.bindMobile);
  return <DialogFrame title={bindMobile ? t('bindMobile.title') : t('login.title')} width={LOGIN_DIALOG_WIDTH} placement={mobile ? 'full' : 'top'} lines={5} testId="login-frame" />;
}

/**
 * The one host of the login dialog. Its code is fetched when a visitor's page has been idle a while or a login
 * button is hovered, focused or touched; until it is there, opening shows the dialog's frame (issue 18 item 13).
 * A12: a page that finds `redirect` in its query opens the dialog 500 ms after landing, for a visitor. The
 * registration wizard's host lives beside it.
 */
export function LoginHost() {
  const open = useDialogs((s) => s.login.open);
  const openLogin = useDialogs((s) => s.openLogin);
  // issue 31 item 8: Escape or × gives the focus back to the control that opened the dialog
  useReturnFocus(open);
  const { hydrated, isLogin } = useCurrentMember();
  useIdlePreload(preloadLoginDialog, hydrated && !isLogin);
  // the frame paints at once; the dialog renders right after it (and replaces it)
  const dialog = useDeferredMount(open);
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
      {open && !dialog ? <LoginFrame /> : null}
      {dialog ? <LoginDialog /> : null}
      <WizardHost />
    </>
  );
}
