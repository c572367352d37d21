'use client';

import { Button, Form } from 'antd';
import { useState } from 'react';
import { AgreementFields } from '@/components/auth/agreement-fields';
import { useBindFinish } from '@/components/auth/bind-finish';
import { CodeField, useCodeSender } from '@/components/auth/code-sender';
import { fullMobile, MobileField } from '@/components/auth/mobile-field';
import { useT } from '@/components/providers/i18n-context';
import { sendSmsCode } from '@/lib/api/auth';
import { bindMobile } from '@/lib/api/chat-app';
import { clientTransport } from '@/lib/api/client';
import type { Token } from '@/lib/contract/auth';

interface Values {
  countryCode: string;
  mobile: string;
  code: string;
  agree: boolean;
  rememberMe: boolean;
}

/**
 * D02/C27: the sms tab in bind mode, after a chat-app login whose account has no mobile. The bound mobile
 * becomes the login (a mobile of an existing member merges into it); the answer is that member's token,
 * and the after-login flow continues (supplement wizard for a new member, B13). Errors 20003/20008/20009
 * per S23–S25; code 1 shows the server message in a closable toast (S29).
 */
export function BindMobileForm() {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const sender = useCodeSender();
  const { showError, finish } = useBindFinish();
  const [pending, setPending] = useState(false);

  const send = async () => {
    let fields: Pick<Values, 'countryCode' | 'mobile'>;
    try {
      fields = await form.validateFields(['countryCode', 'mobile']);
    } catch {
      // an invalid phone shows its message on the field; no code is asked for
      return;
    }
    const { countryCode, mobile } = fields;
    await sender.send((captchaVerifyParam) => sendSmsCode(clientTransport, { mobile: fullMobile(countryCode, mobile), captchaVerifyParam }));
  };

  const onFinish = async (v: Values) => {
    if (pending) return;
    setPending(true);
    let token: Token;
    try {
      token = await bindMobile(clientTransport, { mobile: fullMobile(v.countryCode, v.mobile), smsCode: v.code.trim(), secretKey: sender.secretKey ?? '' });
    } catch (error) {
      showError(error, 'sms', 'bindMobile.failed');
      sender.resetCaptcha();
      setPending(false);
      return;
    }
    if ((await finish(token, v.rememberMe, 'bindMobile.success')) !== 'left') setPending(false);
  };

  return (
    <Form form={form} layout="vertical" onFinish={(v) => void onFinish(v)} requiredMark={false} data-testid="bind-mobile-form">
      <p style={{ marginTop: 0, color: '#595959' }}>{t('bindMobile.hint')}</p>
      <MobileField />
      <CodeField sender={sender} onSend={() => void send()} testPrefix="bind" />
      <AgreementFields />
      <Button type="primary" htmlType="submit" block loading={pending} disabled={pending} data-testid="bind-mobile-submit">
        {t('bindMobile.submit')}
      </Button>
    </Form>
  );
}
