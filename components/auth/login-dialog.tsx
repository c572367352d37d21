'use client';

import { Modal, Tabs } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { BindAccountForm, useBindAccount } from '@/components/auth/bind-account-form';
import { BindMobileForm } from '@/components/auth/bind-mobile-form';
import { PasswordLoginForm } from '@/components/auth/password-login-form';
import { QrLoginTab } from '@/components/auth/qr-login-tab';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import { SmsLoginForm } from '@/components/auth/sms-login-form';
import { AntdScope } from '@/components/providers/antd-scope';
import { cycleTab, focusFirstField } from '@/components/ui/dialog-focus';
import { useDeviceClass, useT } from '@/components/providers/i18n-context';
import { LOGIN_DIALOG_WIDTH } from '@/lib/constants';
import { chatAppAuthorizeUrl, chatAppLoginEnabled, isChatAppBrowser, startAuthState } from '@/lib/session/chat-app';
import { codeReturnPath } from '@/lib/session/code-step';
import { logout } from '@/lib/session/logout';
import { useDialogs } from '@/stores/dialogs';
import { useSessionStore } from '@/stores/session';

/**
 * C01–C05: 400 px (full screen on mobile), not closed by an outside click; the chat-app QR tab (when
 * enabled by config: the desktop default, C04/C07), sms and password tabs, and the forgot-password view
 * (C23) reached from the password tab. In bind mode (D02, C27, C26) the sms tab binds a mobile and the
 * password tab binds an existing account (its forgot-password view binds with the new password); closing
 * the dialog logs the unfinished chat-app account out. Inside the chat-app browser no dialog shows: the page goes
 * to the official-account authorization (C06).
 */
export function LoginDialog() {
  return (
    <AntdScope>
      <LoginModal />
    </AntdScope>
  );
}

function LoginModal() {
  const t = useT();
  const device = useDeviceClass();
  const closeLogin = useDialogs((s) => s.closeLogin);
  const { bindMobile, redirect, register } = useDialogs((s) => s.login.options);
  const mobile = device === 'mobile';
  const chatApp = chatAppLoginEnabled();
  const [inChatApp] = useState(() => chatApp && !bindMobile && isChatAppBrowser(navigator.userAgent));
  const [tab, setTab] = useState(chatApp && !mobile && !bindMobile && !register ? 'qr' : 'sms');
  const [view, setView] = useState<'login' | 'reset'>('login');
  const bindAccount = useBindAccount();
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!inChatApp) return;
    const returnPath = codeReturnPath(`${window.location.pathname}${window.location.search}`, redirect);
    window.location.assign(chatAppAuthorizeUrl({ origin: window.location.origin, returnPath, state: startAuthState(), official: true }));
  }, [inChatApp, redirect]);
  const close = () => {
    closeLogin();
    if (bindMobile) void logout().then(() => useSessionStore.getState().hydrate());
  };
  if (inChatApp) return null;
  return (
    <Modal
      open
      title={view === 'reset' ? t('reset.title') : bindMobile ? t('bindMobile.title') : t('login.title')}
      width={mobile ? '100%' : LOGIN_DIALOG_WIDTH}
      style={mobile ? { top: 0, margin: 0, maxWidth: '100vw', paddingBottom: 0 } : undefined}
      styles={mobile ? { body: { minHeight: 'calc(100vh - 56px)' } } : undefined}
      maskClosable={false}
      footer={null}
      onCancel={close}
      destroyOnHidden
      // issue 18 item 13: the dialog replaces its frame at once (no zoom from nothing)
      transitionName=""
      maskTransitionName=""
      // issue 31 item 8: the focus starts in the first field (the QR tab has none: its tab), and Tab cycles inside
      afterOpenChange={(opened) => {
        const root = content.current;
        if (!opened || !root || focusFirstField(root.querySelector('.ant-tabs-tabpane-active') ?? root)) return;
        root.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
      }}
      modalRender={(node) => (
        <div ref={content} onKeyDown={cycleTab}>
          {node}
        </div>
      )}
    >
      {view === 'reset' ? (
        <ResetPasswordForm
          onDone={() => {
            setTab('password');
            setView('login');
          }}
          onBack={() => setView('login')}
          bind={bindMobile ? bindAccount : undefined}
        />
      ) : (
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={
            bindMobile
              ? [
                  { key: 'sms', label: t('bindMobile.tab'), children: <BindMobileForm /> },
                  { key: 'password', label: t('bindAccount.tab'), children: <BindAccountForm onForgot={() => setView('reset')} /> },
                ]
              : [
                  ...(chatApp ? [{ key: 'qr', label: t('login.tabQr'), children: <QrLoginTab redirect={redirect} /> }] : []),
                  { key: 'sms', label: t('login.tabSms'), children: <SmsLoginForm /> },
                  { key: 'password', label: t('login.tabPassword'), children: <PasswordLoginForm onForgot={() => setView('reset')} /> },
                ]
          }
        />
      )}
    </Modal>
  );
}
