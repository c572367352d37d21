'use client';

import { App } from 'antd';
import { useCallback } from 'react';
import { finishLogin, leaveAfterLogin } from '@/components/auth/after-login';
import { loginErrorText } from '@/components/auth/login-errors';
import { useT } from '@/components/providers/i18n-context';
import { useWizard } from '@/components/wizard/wizard-store';
import { isApiError } from '@/lib/api/errors';
import { CODE_FAIL } from '@/lib/constants';
import type { Token } from '@/lib/contract/auth';
import type { MessageKey } from '@/locales/zh';
import { logout } from '@/lib/session/logout';
import { useDialogs } from '@/stores/dialogs';
import { useSessionStore } from '@/stores/session';
import { getSession } from '@/lib/session/session';

/** `left`: the page is being left or reloaded; `stay`: the dialog's form is usable again. */
export type BindOutcome = 'left' | 'stay';

/**
 * The bind mode's shared ends (C26, C27): a failed bind call shows code 1 as the server `msg` in a closable
 * error toast (S29) and other codes by the login table (S23–S25, S62); a successful one stores the
 * answered token and continues like a login (the supplement wizard for a new member, B13, else the
 * redirect).
 */
export function useBindFinish() {
  const t = useT();
  const { message, notification } = App.useApp();
  const redirect = useDialogs((s) => s.login.options.redirect);
  const close = useDialogs((s) => s.closeLogin);

  const showError = useCallback(
    (error: unknown, mode: 'sms' | 'password', failedKey: MessageKey) => {
      if (isApiError(error) && error.code === CODE_FAIL && error.msg) {
        notification.error({ key: 'bind-error', message: t(failedKey), description: error.msg, duration: 0 });
      } else {
        message.error(loginErrorText(error, mode, t));
      }
    },
    [message, notification, t],
  );

  const finish = useCallback(
    async (token: Token, rememberMe: boolean, successKey: MessageKey): Promise<BindOutcome> => {
      try {
        const next = await finishLogin(token, rememberMe);
        close();
        useSessionStore.getState().hydrate(getSession());
        if (next === 'supplement') {
          message.warning(t('login.profileIncomplete'));
          useWizard.getState().open('supplement', { redirect: redirect ?? null });
          return 'stay';
        }
        message.success(t(successKey));
        leaveAfterLogin(redirect);
        return 'left';
      } catch {
        message.error(t('auth.verifyFailed'));
        await logout();
        useSessionStore.getState().hydrate(getSession());
        return 'stay';
      }
    },
    [close, message, redirect, t],
  );

  return { showError, finish };
}
