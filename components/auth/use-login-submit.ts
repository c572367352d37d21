'use client';

import { App } from 'antd';
import { useState } from 'react';
import { loginErrorText } from '@/components/auth/login-errors';
import { useT } from '@/components/providers/i18n-context';
import { finishLogin, leaveAfterLogin } from '@/components/auth/after-login';
import { logout } from '@/lib/session/logout';
import type { Token } from '@/lib/contract/auth';
import { useDialogs } from '@/stores/dialogs';
import { useSessionStore } from '@/stores/session';
import { useWizard } from '@/components/wizard/wizard-store';
import { getSession } from '@/lib/session/session';

/**
 * The shared tail of every login form: the button is disabled while a request is in flight (C20);
 * success runs the after-login flow (B11–B16); failure shows the mapped message and lets the form
 * refresh its captcha (C21).
 */
export function useLoginSubmit(mode: 'sms' | 'password', onFailure: () => void) {
  const t = useT();
  const { message } = App.useApp();
  const redirect = useDialogs((s) => s.login.options.redirect);
  const close = useDialogs((s) => s.closeLogin);
  const [pending, setPending] = useState(false);

  const submit = async (request: () => Promise<Token>, rememberMe: boolean) => {
    if (pending) return;
    setPending(true);
    let token: Token;
    try {
      token = await request();
    } catch (error) {
      message.error(loginErrorText(error, mode, t));
      onFailure();
      setPending(false);
      return;
    }
    try {
      const outcome = await finishLogin(token, rememberMe);
      if (outcome === 'supplement') {
        // B13/D03: the wizard opens in place; it ends with the redirect (D16/D22)
        message.warning(t('login.profileIncomplete'));
        close();
        useSessionStore.getState().hydrate(getSession());
        useWizard.getState().open('supplement', { redirect: redirect ?? null });
        setPending(false);
        return;
      }
      message.success(t('login.success'));
      close();
      leaveAfterLogin(redirect);
    } catch {
      message.error(t('auth.verifyFailed'));
      await logout();
      onFailure();
      setPending(false);
    }
  };
  return { submit, pending };
}
