'use client';

import { Modal, Tabs } from 'antd';
import { useState } from 'react';
import { PasswordLoginForm } from '@/components/auth/password-login-form';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import { SmsLoginForm } from '@/components/auth/sms-login-form';
import { AntdScope } from '@/components/providers/antd-scope';
import { useDeviceClass, useT } from '@/components/providers/i18n-context';
import { LOGIN_DIALOG_WIDTH } from '@/lib/constants';
import { useDialogs } from '@/stores/dialogs';

/**
 * C01–C05: 400 px (full screen on mobile), not closed by an outside click; sms and password tabs, and the
 * forgot-password view (C23) reached from the password tab.
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
  const close = useDialogs((s) => s.closeLogin);
  const [tab, setTab] = useState('sms');
  const [view, setView] = useState<'login' | 'reset'>('login');
  const mobile = device === 'mobile';
  return (
    <Modal
      open
      title={view === 'reset' ? t('reset.title') : t('login.title')}
      width={mobile ? '100%' : LOGIN_DIALOG_WIDTH}
      style={mobile ? { top: 0, margin: 0, maxWidth: '100vw', paddingBottom: 0 } : undefined}
      styles={mobile ? { body: { minHeight: 'calc(100vh - 56px)' } } : undefined}
      maskClosable={false}
      footer={null}
      onCancel={close}
      destroyOnHidden
    >
      {view === 'reset' ? (
        <ResetPasswordForm
          onDone={() => {
            setTab('password');
            setView('login');
          }}
          onBack={() => setView('login')}
        />
      ) : (
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            { key: 'sms', label: t('login.tabSms'), children: <SmsLoginForm /> },
            { key: 'password', label: t('login.tabPassword'), children: <PasswordLoginForm onForgot={() => setView('reset')} /> },
          ]}
        />
      )}
    </Modal>
  );
}
