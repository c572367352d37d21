'use client';

import { Button, Form, Input } from 'antd';
import { useCallback, useState } from 'react';
import { AgreementFields } from '@/components/auth/agreement-fields';
import { useBindFinish, type BindOutcome } from '@/components/auth/bind-finish';
import { requiredRule } from '@/components/auth/form-rules';
import { fullMobile, MobileField } from '@/components/auth/mobile-field';
import { useT } from '@/components/providers/i18n-context';
import { bindAccount } from '@/lib/api/chat-app';
import { clientTransport } from '@/lib/api/client';
import { PASSWORD_MAX } from '@/lib/constants';

interface Values {
  countryCode: string;
  mobile: string;
  password: string;
  agree: boolean;
  rememberMe: boolean;
}

/**
 * C26: binds the chat-app account to an existing account by mobile and password
 * (`PUT /admin/wx/auth/bind/account`, the password encrypted like password login). Used by the bind-mode
 * password tab and after a password reset in bind mode. Resolves to `false` when the call failed.
 */
export function useBindAccount() {
  const { showError, finish } = useBindFinish();
  return useCallback(
    async (mobile: string, password: string, rememberMe: boolean): Promise<BindOutcome | false> => {
      let token;
      try {
        token = await bindAccount(clientTransport, { mobile, password });
      } catch (error) {
        showError(error, 'password', 'bindMobile.failed');
        return false;
      }
      return finish(token, rememberMe, 'bindAccount.success');
    },
    [showError, finish],
  );
}

/** C26: the bind mode's password tab — an existing account's mobile and password instead of an sms code. */
export function BindAccountForm({ onForgot }: { onForgot?: () => void }) {
  const t = useT();
  const bind = useBindAccount();
  const [pending, setPending] = useState(false);

  const onFinish = async (v: Values) => {
    if (pending) return;
    setPending(true);
    const outcome = await bind(fullMobile(v.countryCode, v.mobile), v.password, v.rememberMe);
    if (outcome !== 'left') setPending(false);
  };

  return (
    <Form<Values> layout="vertical" onFinish={(v) => void onFinish(v)} requiredMark={false} data-testid="bind-account-form">
      <p style={{ marginTop: 0, color: '#595959' }}>{t('bindAccount.hint')}</p>
      <MobileField />
      <Form.Item label={t('login.password')} name="password" rules={[requiredRule(t)]}>
        <Input.Password maxLength={PASSWORD_MAX} autoComplete="current-password" placeholder={t('login.passwordPlaceholder')} data-testid="bind-account-password" />
      </Form.Item>
      <AgreementFields />
      <Button type="primary" htmlType="submit" block loading={pending} disabled={pending} data-testid="bind-account-submit">
        {t('bindMobile.submit')}
      </Button>
      {onForgot && (
        <Button type="link" block onClick={onForgot} style={{ marginTop: 8 }} data-testid="bind-account-forgot">
          {t('reset.link')}
        </Button>
      )}
    </Form>
  );
}
