'use client';

import { Button, Form, Input } from 'antd';
import { AgreementFields } from '@/components/auth/agreement-fields';
import { requiredRule } from '@/components/auth/form-rules';
import { fullMobile, MobileField } from '@/components/auth/mobile-field';
import { useLoginSubmit } from '@/components/auth/use-login-submit';
import { useT } from '@/components/providers/i18n-context';
import { loginByPassword } from '@/lib/api/auth';
import { clientTransport } from '@/lib/api/client';
import { PASSWORD_MAX } from '@/lib/constants';

interface Values {
  countryCode: string;
  mobile: string;
  password: string;
  agree: boolean;
  rememberMe: boolean;
}

/** C18/B06: password login; the password is encrypted before it is sent. */
export function PasswordLoginForm({ onForgot }: { onForgot?: () => void }) {
  const t = useT();
  const { submit, pending } = useLoginSubmit('password', () => undefined);
  const onFinish = (v: Values) =>
    submit(() => loginByPassword(clientTransport, { mobile: fullMobile(v.countryCode, v.mobile), password: v.password, rememberMe: v.rememberMe }), v.rememberMe);
  return (
    <Form layout="vertical" onFinish={onFinish} requiredMark={false} data-testid="password-login-form">
      <MobileField />
      <Form.Item label={t('login.password')} name="password" rules={[requiredRule(t)]}>
        <Input.Password maxLength={PASSWORD_MAX} autoComplete="current-password" placeholder={t('login.passwordPlaceholder')} data-testid="login-password" />
      </Form.Item>
      <AgreementFields />
      <Button type="primary" htmlType="submit" block loading={pending} disabled={pending} data-testid="login-submit">
        {t('auth.login')}
      </Button>
      {onForgot && (
        <Button type="link" block onClick={onForgot} style={{ marginTop: 8 }} data-testid="login-forgot">
          {t('reset.link')}
        </Button>
      )}
    </Form>
  );
}
