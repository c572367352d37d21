'use client';

import { App, Button, type ButtonProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useCodeStepStore } from '@/components/auth/code-step-store';
import { useLocale, useT } from '@/components/providers/i18n-context';
import { unbindChatApp } from '@/lib/api/chat-app';
import { clientTransport } from '@/lib/api/client';
import { isApiError } from '@/lib/api/errors';
import { CODE_FAIL } from '@/lib/constants';
import { chatAppAuthorizeUrl, chatAppLoginEnabled, isChatAppBrowser, saveBindIntent, startAuthState } from '@/lib/session/chat-app';
import { setWxBound } from '@/lib/session/session';

const SETTINGS_PATH = '/mine/account-setting';

/**
 * B48/B49: bind or unbind the chat-app account from the settings (only when chat-app login is enabled).
 * Bind sets the bind intent and goes to the authorization page (official-account scope inside the chat-app
 * browser); the code comes back to this page, where the code step binds (B23) and this block reloads the
 * account. Unbind asks first. Code 1 shows the server message in a closable toast (S29).
 */
export function ChatAppBinding({ bound, onChanged }: { bound: boolean; onChanged: () => void }) {
  const t = useT();
  const locale = useLocale();
  const { message, modal, notification } = App.useApp();
  const [busy, setBusy] = useState(false);
  const bindRound = useCodeStepStore((s) => s.bindRound);
  const seenRound = useRef(0);

  useEffect(() => {
    if (bindRound === seenRound.current) return;
    seenRound.current = bindRound;
    onChanged();
  }, [bindRound, onChanged]);

  if (!chatAppLoginEnabled()) return null;

  const bind = () => {
    const state = startAuthState();
    saveBindIntent({ state, at: Date.now() });
    setBusy(true);
    window.location.assign(
      chatAppAuthorizeUrl({ origin: window.location.origin, returnPath: SETTINGS_PATH, state, official: isChatAppBrowser(navigator.userAgent), lang: locale }),
    );
  };

  const unbind = () => {
    modal.confirm({
      title: t('chatAppBinding.unbind'),
      content: t('chatAppBinding.unbindConfirm'),
      okText: t('chatAppBinding.unbind'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'account-wx-unbind-ok' } as ButtonProps,
      onOk: async () => {
        try {
          await unbindChatApp(clientTransport);
          setWxBound(false);
          message.success(t('chatAppBinding.unbound'));
          onChanged();
        } catch (error) {
          if (isApiError(error) && error.code === CODE_FAIL && error.msg) {
            notification.error({ key: 'chat-app-unbind', message: t('chatAppBinding.unbindFailed'), description: error.msg, duration: 0 });
          } else {
            message.error(t('chatAppBinding.unbindFailed'));
          }
        }
      },
    });
  };

  return bound ? (
    <Button onClick={unbind} data-testid="account-wx-unbind">
      {t('chatAppBinding.unbind')}
    </Button>
  ) : (
    <Button onClick={bind} loading={busy} data-testid="account-wx-bind">
      {t('chatAppBinding.bind')}
    </Button>
  );
}
