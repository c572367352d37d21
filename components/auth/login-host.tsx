'use client';

import { usePathname } from 'next/navigation';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { loadLoginDialog, preloadLoginDialog } from '@/components/auth/login-dialog-loader';
import { useDeviceClass, useT } from '@/components/providers/i18n-context';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { useReturnFocus } from '@/components/ui/dialog-focus';
import { lazyIsland } from '@/components/ui/lazy-island';
import { useIdlePreload } from '@/components/ui/preload';
import { useDeferredMount } from '@/components/ui/use-deferred-mount';
import { WizardHost } from '@/components/wizard/wizard-host';
import { LOGIN_DIALOG_WIDTH, LOGIN_PROMPT_DELAY_MS } from '@/lib/constants';
import { browserIsLogin } from '@/lib/session/cookie-jar';
import { useDialogs } from '@/stores/dialogs';
import { useCurrentMember } from '@/stores/use-current-member';

const LoginDialog = lazyIsland(() => loadLoginDialog().then((m) => m.LoginDialog), <LoginFrame />);
/** The same dialog rendered ahead, closed: nothing shows while its code settles. */
const LoginDialogAhead = lazyIsland(() => loadLoginDialog().then((m) => m.LoginDialog));

/**
 * How the dialog is there (issue 28 item 2): `cold`, mounted when opened (its frame first); `warming`, the idle
 * preload has the code and the dialog is being rendered ahead, closed; `warm`, rendered, so opening shows it at once.
 */
type Readiness = 'cold' | 'warming' | 'warm';

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
  // rendered ahead once wanted (idle page, intent) and its code is in, while closed, in a transition (it yields to input)
  const wanted = useDialogs((s) => s.loginAhead);
  const [readiness, setReadiness] = useState<Readiness>('cold');
  // once opened cold, it stays cold: rendering it ahead right after it closes would hold back a quick second opening
  const [openedCold, setOpenedCold] = useState(false);
  if (open && readiness === 'cold' && !openedCold) setOpenedCold(true);
  useEffect(() => {
    if (!wanted || open || isLogin || openedCold || readiness !== 'cold') return;
    let live = true;
    loadLoginDialog().then(
      () => live && startTransition(() => setReadiness('warming')),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, open, isLogin, openedCold, readiness]);
  const warmed = useCallback(() => setReadiness('warm'), []);
  // a member's dialog (binding a mobile) is the cold one: the one rendered ahead is a visitor's
  const mode: Readiness = isLogin ? 'cold' : readiness;
  // cold: the frame paints at once; the dialog renders right after it (and replaces it)
  const dialog = useDeferredMount(open && mode === 'cold');
  // The host stays mounted across navigations (the `(site)` layout): look at the query again on each one.
  const pathname = usePathname();
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const redirect = query.get('redirect');
    // A page that brings an authorization code logs in through the code step (B21–B22) instead.
    if (!redirect || query.has('code')) return;
    let live = true;
    const timer = window.setTimeout(() => {
      void browserIsLogin().then((member) => {
        if (live && !member) openLogin({ redirect });
      });
    }, LOGIN_PROMPT_DELAY_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [openLogin, pathname]);
  return (
    <>
      {open && !dialog && mode !== 'warm' ? <LoginFrame /> : null}
      {dialog ? <LoginDialog /> : null}
      {mode !== 'cold' ? <LoginDialogAhead open={open && mode === 'warm'} onMounted={warmed} /> : null}
      <WizardHost />
    </>
  );
}
