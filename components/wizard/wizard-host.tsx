'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { lazyIsland } from '@/components/ui/lazy-island';
import { isWizardExempt, useWizard } from '@/components/wizard/wizard-store';
import { browserIsLogin } from '@/lib/session/cookie-jar';
import { useDialogs } from '@/stores/dialogs';

const WizardDialogs = lazyIsland(() => import('@/components/wizard/wizard-dialogs').then((m) => m.WizardDialogs));

/** Once a status check finds the profile complete, later navigations of this page load skip the call. */
let knownComplete = false;

/**
 * The one host of the wizard dialogs (loaded on first open). A15/D25: on every navigation a logged-in
 * member whose register status requires the supplement (or, D02, a mobile to bind) gets it again, except on
 * paths containing `edit-info`.
 */
export function WizardHost() {
  const step = useWizard((s) => s.step);
  const pathname = usePathname();

  useEffect(() => {
    const path = typeof window !== 'undefined' ? window.location.pathname : (pathname ?? '');
    if (knownComplete || isWizardExempt(path) || isWizardExempt(pathname ?? '')) return;
    let live = true;
    void browserIsLogin()
      .then((member) => (member ? Promise.all([import('@/lib/api/client'), import('@/lib/api/member'), import('@/lib/session/login')]) : null))
      .then((modules) => {
        if (!modules) return;
        const [{ clientTransport }, { getRegisterStatus }, { nextStepAfterLogin }] = modules;
        return getRegisterStatus(clientTransport).then((status) => {
          const next = nextStepAfterLogin(status);
          if (next === 'done') knownComplete = true;
          if (!live || (next !== 'supplement' && next !== 'bind-mobile')) return;
          if (useWizard.getState().step || useDialogs.getState().login.open) return;
          // D02: an account from a chat-app login that has no mobile yet gets the bind-mobile step again.
          if (next === 'bind-mobile') useDialogs.getState().openLogin({ bindMobile: true });
          else useWizard.getState().open('supplement');
        });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [pathname]);

  return step ? <WizardDialogs /> : null;
}
