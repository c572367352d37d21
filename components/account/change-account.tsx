'use client';

import { App, Button, Form, Input, Modal, Radio, Steps } from 'antd';
import { useState } from 'react';
import { CodeField, useCodeSender } from '@/components/auth/code-sender';
import { smsCodeRule } from '@/components/auth/form-rules';
import { fullMobile, MobileField } from '@/components/auth/mobile-field';
import { useLocale, useT } from '@/components/providers/i18n-context';
import { ruleOf, text } from '@/components/wizard/rules';
import { checkNewAccount, modifyAccount, validateAccount, type AccountTarget } from '@/lib/api/account';
import { clientTransport } from '@/lib/api/client';
import { isApiError } from '@/lib/api/errors';
import { ERR_EMAIL_USED, ERR_MOBILE_REGISTERED, ERR_SMS_CODE_INCORRECT, SMS_CODE_LENGTH } from '@/lib/constants';
import { maskEmail, maskMobile } from '@/lib/format/mask';
import { isEmail } from '@/lib/validation/contact';
import { issue } from '@/lib/validation/messages';

interface Values {
  accountType: 'mobile' | 'email';
  countryCode: string;
  mobile: string;
  email: string;
  code: string;
}

/**
 * B47 in three steps: (1) the new account, which must be free, and a code to the current account; (2) that
 * code, after which the new account receives its own; (3) the new account's code.
 */
export function ChangeAccountDialog(props: { current: { mobile: string | null; email: string | null }; onClose: () => void; onChanged: () => void }) {
  const { current, onClose, onChanged } = props;
  const t = useT();
  const locale = useLocale();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const sender = useCodeSender();
  const [step, setStep] = useState(0);
  const [target, setTarget] = useState<AccountTarget | null>(null);
  const [ticket, setTicket] = useState<{ ticket: string; secretKey: string } | null>(null);
  const [pending, setPending] = useState(false);
  const accountType = Form.useWatch('accountType', form) ?? 'mobile';

  const errorText = (error: unknown) => {
    const code = isApiError(error) ? error.code : null;
    if (code === ERR_MOBILE_REGISTERED) return t('login.mobileRegistered');
    if (code === ERR_EMAIL_USED) return t('wizard.emailUsed');
    if (code === ERR_SMS_CODE_INCORRECT) return t('login.smsCodeIncorrect');
    return isApiError(error) && error.msg ? error.msg : t('account.failed');
  };

  const sendFirst = async () => {
    let v: Values;
    try {
      v = await form.validateFields(accountType === 'email' ? ['email'] : ['countryCode', 'mobile']);
    } catch {
      return;
    }
    const all = { ...(form.getFieldsValue(true) as Values), ...v };
    const next: AccountTarget = all.accountType === 'email' ? { email: all.email.trim() } : { mobile: fullMobile(all.countryCode, all.mobile) };
    const sent = await sender.send((captchaVerifyParam) => checkNewAccount(clientTransport, { ...next, captchaVerifyParam }), errorText);
    if (sent) setTarget(next);
  };

  const next = async () => {
    let v: Pick<Values, 'code'>;
    try {
      v = await form.validateFields(['code']);
    } catch {
      return;
    }
    if (!target) return;
    setPending(true);
    try {
      if (step <= 1) {
        const answer = await validateAccount(clientTransport, { ...target, code: v.code.trim(), secretKey: sender.secretKey ?? '' });
        setTicket({ ticket: answer.ticket, secretKey: answer.secretKey });
        form.setFieldValue('code', '');
        setStep(2);
      } else if (ticket) {
        await modifyAccount(clientTransport, { ...target, code: v.code.trim(), secretKey: ticket.secretKey, ticket: ticket.ticket });
        message.success(t('account.accountChanged'));
        onChanged();
      }
    } catch (error) {
      message.error(errorText(error));
    } finally {
      setPending(false);
    }
  };

  const currentLabel = current.mobile ? maskMobile(current.mobile) : maskEmail(current.email);
  const targetLabel = target ? (target.mobile ? maskMobile(target.mobile) : maskEmail(target.email)) : '';

  return (
    <Modal open title={t('account.changeAccount')} maskClosable={false} footer={null} onCancel={onClose} destroyOnHidden>
      <Steps
        size="small"
        current={target ? step || 1 : 0}
        items={[{ title: t('account.changeAccountStep1') }, { title: t('account.changeAccountStep2') }, { title: t('account.changeAccountStep3') }]}
        style={{ marginBottom: 16 }}
      />
      <Form<Values> form={form} layout="vertical" requiredMark={false} initialValues={{ accountType: 'mobile' }} data-testid="change-account-form">
        {!target && (
          <>
            <Form.Item label={t('account.newAccountType')} name="accountType">
              <Radio.Group optionType="button" buttonStyle="solid">
                <Radio value="mobile">{t('account.mobile')}</Radio>
                <Radio value="email">{t('account.email')}</Radio>
              </Radio.Group>
            </Form.Item>
            {accountType === 'email' ? (
              <Form.Item
                label={t('account.email')}
                name="email"
                rules={[ruleOf(locale, (value) => (!text(value).trim() ? issue('validation.required') : isEmail(text(value)) ? null : issue('validation.email')))]}
              >
                <Input inputMode="email" />
              </Form.Item>
            ) : (
              <MobileField />
            )}
            <CodeField sender={sender} onSend={() => void sendFirst()} testPrefix="change-account" />
          </>
        )}
        {target && (
          <>
            <p>{step === 2 ? t('account.newCodeHint', { account: targetLabel }) : t('account.currentCodeHint', { account: currentLabel })}</p>
            <Form.Item label={t('login.code')} name="code" rules={[smsCodeRule(locale)]}>
              <Input maxLength={SMS_CODE_LENGTH} inputMode="numeric" autoComplete="one-time-code" />
            </Form.Item>
            <Button type="primary" block loading={pending} disabled={pending} onClick={() => void next()}>
              {step === 2 ? t('wizard.confirm') : t('wizard.next')}
            </Button>
          </>
        )}
      </Form>
    </Modal>
  );
}
