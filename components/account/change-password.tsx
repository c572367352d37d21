'use client';

import { App, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { CodeField, useCodeSender } from '@/components/auth/code-sender';
import { useLocale, useT } from '@/components/providers/i18n-context';
import { ruleOf, text } from '@/components/wizard/rules';
import { changePassword, sendChangePasswordCode } from '@/lib/api/account';
import { clientTransport } from '@/lib/api/client';
import { isApiError } from '@/lib/api/errors';
import { ERR_SMS_CODE_INCORRECT, PASSWORD_MAX } from '@/lib/constants';
import { maskMobile } from '@/lib/format/mask';
import { validatePasswordConfirm } from '@/lib/validation/auth-forms';
import { validatePassword } from '@/lib/validation/password';

interface Values {
  code: string;
  password: string;
  confirm: string;
}

/** B46: a code to the bound mobile, then the new password (R01–R05) and its confirmation. */
export function ChangePasswordDialog({ mobile, onClose, onChanged }: { mobile: string | null; onClose: () => void; onChanged: () => void }) {
  const t = useT();
  const locale = useLocale();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const sender = useCodeSender();
  const [pending, setPending] = useState(false);

  const submit = async (v: Values) => {
    setPending(true);
    try {
      await changePassword(clientTransport, { code: v.code.trim(), secretKey: sender.secretKey ?? '', password: v.password });
      message.success(t('account.passwordChanged'));
      onChanged();
    } catch (error) {
      message.error(isApiError(error) && error.code === ERR_SMS_CODE_INCORRECT ? t('login.smsCodeIncorrect') : t('account.failed'));
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal open title={t('account.changePassword')} maskClosable={false} footer={null} onCancel={onClose} destroyOnHidden>
      <p>{t('account.changePasswordHint', { mobile: maskMobile(mobile) })}</p>
      <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)} data-testid="change-password-form">
        <CodeField sender={sender} onSend={() => void sender.send((captcha) => sendChangePasswordCode(clientTransport, captcha))} testPrefix="change-password" />
        <Form.Item label={t('reset.newPassword')} name="password" required rules={[ruleOf(locale, (value) => validatePassword(text(value)))]}>
          <Input.Password maxLength={PASSWORD_MAX} autoComplete="new-password" placeholder={t('reset.newPasswordPlaceholder')} data-testid="change-password-new" />
        </Form.Item>
        <Form.Item
          label={t('reset.confirm')}
          name="confirm"
          required
          dependencies={['password']}
          rules={[ruleOf(locale, (value, all) => validatePasswordConfirm(text(all.password), text(value)))]}
        >
          <Input.Password maxLength={PASSWORD_MAX} autoComplete="new-password" data-testid="change-password-confirm" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={pending} disabled={pending} data-testid="change-password-submit">
          {t('wizard.confirm')}
        </Button>
      </Form>
    </Modal>
  );
}
