'use client';

import { Modal, Tabs } from 'antd';
import { startTransition, useEffect, useRef, useState } from 'react';
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
import { LoginOpenContext } from '@/components/auth/login-open';
import { getSession } from '@/lib/session/session';

/**
 * C01–C05: 400 px (full screen on mobile), not closed by an outside click; the chat-app QR tab (when
 * enabled by config: the desktop default, C04/C07), sms and password tabs, and the forgot-password view
 * (C23) reached from the password tab. In bind mode (D02, C27, C26) the sms tab binds a mobile and the
 * password tab binds an existing account (its forgot-password view binds with the new password); closing
 * the dialog logs the unfinished chat-app account out. Inside the chat-app browser no dialog shows: the page goes
 * to the official-account authorization (C06).
 *
 * Issue 28 item 2: the host may render it ahead, closed (`open` false), once the page has been idle; opening is then
 * a change of one prop, not antd's first render of a modal, tabs and forms. Each opening starts on the tab its
 * options ask for, and closing remounts the forms while hidden, so the next opening starts empty.
 */
export function LoginDialog({ open = true, onMounted }: { open?: boolean; onMounted?: () => void }) {
  useEffect(() => onMounted?.(), [onMounted]);
  return (
    <AntdScope>
      <LoginModal open={open} />
    </AntdScope>
  );
}

function LoginModal({ open }: { open: boolean }) {
  const t = useT();
  const device = useDeviceClass();
  const closeLogin = useDialogs((s) => s.closeLogin);
  const { bindMobile, redirect, register } = useDialogs((s) => s.login.options);
  const mobile = device === 'mobile';
  const chatApp = chatAppLoginEnabled();
  const [chatAppBrowser] = useState(() => chatApp && isChatAppBrowser(navigator.userAgent));
  const inChatApp = chatAppBrowser && !bindMobile;
  const firstTab = chatApp && !mobile && !bindMobile && !register ? 'qr' : 'sms';
  const [tab, setTab] = useState(firstTab);
  const [view, setView] = useState<'login' | 'reset'>('login');
  // each opening starts on the tab its options ask for
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) {
      setTab(firstTab);
      setView('login');
    }
  }
  // the forms' generation: a dialog that was open remounts them once closed (hidden, in a transition that does not
  // hold the closing back), so each opening starts empty
  const [generation, setGeneration] = useState(0);
  const opened = useRef(open);
  useEffect(() => {
    if (open) opened.current = true;
    else if (opened.current) startTransition(() => setGeneration((g) => g + 1));
  }, [open]);
  const bindAccount = useBindAccount();
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open || !inChatApp) return;
    const returnPath = codeReturnPath(`${window.location.pathname}${window.location.search}`, redirect);
    window.location.assign(chatAppAuthorizeUrl({ origin: window.location.origin, returnPath, state: startAuthState(), official: true }));
  }, [open, inChatApp, redirect]);
  const close = () => {
    closeLogin();
    if (bindMobile) void logout().then(() => useSessionStore.getState().hydrate(getSession()));
  };
  if (inChatApp) return null;
  return (
    <Modal
      open={open}
      // rendered ahead while closed (see above), hidden
      forceRender
      title={view === 'reset' ? t('reset.title') : bindMobile ? t('bindMobile.title') : t('login.title')}
      width={mobile ? '100%' : LOGIN_DIALOG_WIDTH}
      style={mobile ? { top: 0, margin: 0, maxWidth: '100vw', paddingBottom: 0 } : undefined}
      styles={mobile ? { body: { minHeight: 'calc(100vh - 56px)' } } : undefined}
      maskClosable={false}
      footer={null}
      onCancel={close}
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
          <LoginOpenContext value={open}>{node}</LoginOpenContext>
        </div>
      )}
    >
      {view === 'reset' ? (
        <ResetPasswordForm
          key={generation}
          onDone={() => {
            setTab('password');
            setView('login');
          }}
          onBack={() => setView('login')}
          bind={bindMobile ? bindAccount : undefined}
        />
      ) : (
        <Tabs
          key={generation}
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
