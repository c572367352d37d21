'use client';

import { App, Button, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { CodeField, useCodeSender } from '@/components/auth/code-sender';
import { fullMobile, MobileField } from '@/components/auth/mobile-field';
import { useLocale, useT } from '@/components/providers/i18n-context';
import { ruleOf, text } from '@/components/wizard/rules';
import { resetPassword, sendResetCode, type AccountTarget } from '@/lib/api/account';
import { clientTransport } from '@/lib/api/client';
import { isApiError } from '@/lib/api/errors';
import { CODE_FAIL, ERR_ACCOUNT_NOT_EXIST, ERR_SMS_CODE_INCORRECT, PASSWORD_MAX } from '@/lib/constants';
import { validatePasswordConfirm } from '@/lib/validation/auth-forms';
import { isEmail } from '@/lib/validation/contact';
import { issue } from '@/lib/validation/messages';
import { validatePassword } from '@/lib/validation/password';

interface Values {
  accountType: 'mobile' | 'email';
  countryCode: string;
  mobile: string;
  email: string;
  code: string;
  password: string;
  confirm: string;
}

/**
 * C23–C25, R14–R16, S26/S34/S64/S65: the login dialog's reset view — mobile or e-mail, a code sent after the
 * slide, the new password by R01–R04 and its confirmation. Success returns to the password tab. In bind
 * mode (`bind`, C26) a reset by mobile goes on to bind the chat-app account to that account with the new
 * password; when that fails the view still returns to the (bind) password tab.
 */
export function ResetPasswordForm({
  onDone,
  onBack,
  bind,
}: {
  onDone: () => void;
  onBack: () => void;
  bind?: (mobile: string, password: string, rememberMe: boolean) => Promise<'left' | 'stay' | false>;
}) {
  const t = useT();
  const locale = useLocale();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const sender = useCodeSender();
  const [pending, setPending] = useState(false);
  const accountType = Form.useWatch('accountType', form) ?? 'mobile';

  const target = (v: Pick<Values, 'accountType' | 'countryCode' | 'mobile' | 'email'>): AccountTarget =>
    v.accountType === 'email' ? { email: v.email.trim() } : { mobile: fullMobile(v.countryCode, v.mobile) };

  const send = async () => {
    let v: Values;
    try {
      v = await form.validateFields(accountType === 'email' ? ['accountType', 'email'] : ['accountType', 'countryCode', 'mobile']);
    } catch {
      return;
    }
    // S34: code 1 on the reset send also means the account does not exist
    await sender.send(
      (captchaVerifyParam) => sendResetCode(clientTransport, { ...target({ ...form.getFieldsValue(true), ...v }), captchaVerifyParam }),
      (error) => (isApiError(error) && error.code === CODE_FAIL ? `${t('login.smsFailed')}: ${t('reset.accountNotExist')}` : null),
    );
  };

  const onFinish = async (v: Values) => {
    if (pending) return;
    setPending(true);
    try {
      const account = target(v);
      await resetPassword(clientTransport, { ...account, code: v.code.trim(), secretKey: sender.secretKey ?? '', password: v.password });
      message.success(t('reset.success'));
      if (bind && account.mobile) {
        // false: the bind failed (its error is shown); the view returns to the bind password tab
        if ((await bind(account.mobile, v.password, true)) !== false) return;
      }
      onDone();
    } catch (error) {
      const code = isApiError(error) ? error.code : null;
      message.error(
        code === ERR_SMS_CODE_INCORRECT ? t('login.smsCodeIncorrect') : code === ERR_ACCOUNT_NOT_EXIST ? t('reset.accountNotExist') : t('reset.failed'),
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={(v) => void onFinish(v)} initialValues={{ accountType: 'mobile' }} data-testid="reset-form">
      <Form.Item name="accountType">
        <Radio.Group optionType="button" buttonStyle="solid">
          <Radio value="mobile">{t('account.mobile')}</Radio>
          <Radio value="email" data-testid="reset-by-email">
            {t('account.email')}
          </Radio>
        </Radio.Group>
      </Form.Item>
      {accountType === 'email' ? (
        <Form.Item
          label={t('account.email')}
          name="email"
          required
          rules={[ruleOf(locale, (value) => (!text(value).trim() ? issue('validation.required') : isEmail(text(value)) ? null : issue('validation.email')))]}
        >
          <Input inputMode="email" autoComplete="email" placeholder={t('reset.emailPlaceholder')} data-testid="reset-email" />
        </Form.Item>
      ) : (
        <MobileField />
      )}
      <CodeField sender={sender} onSend={() => void send()} testPrefix="reset" />
      <Form.Item label={t('reset.newPassword')} name="password" required rules={[ruleOf(locale, (value) => validatePassword(text(value)))]}>
        <Input.Password maxLength={PASSWORD_MAX} autoComplete="new-password" placeholder={t('reset.newPasswordPlaceholder')} data-testid="reset-password" />
      </Form.Item>
      <Form.Item
        label={t('reset.confirm')}
        name="confirm"
        required
        dependencies={['password']}
        rules={[ruleOf(locale, (value, all) => validatePasswordConfirm(text(all.password), text(value)))]}
      >
        <Input.Password maxLength={PASSWORD_MAX} autoComplete="new-password" placeholder={t('reset.confirmPlaceholder')} data-testid="reset-confirm" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={pending} disabled={pending} data-testid="reset-submit">
        {t('reset.title')}
      </Button>
      <Button type="link" block onClick={onBack} style={{ marginTop: 8 }} data-testid="reset-back">
        {t('reset.back')}
      </Button>
    </Form>
  );
}
