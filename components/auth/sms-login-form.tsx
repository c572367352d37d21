'use client';

import { App, Button, Form, Input } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { AgreementFields } from '@/components/auth/agreement-fields';
import { smsCodeRule } from '@/components/auth/form-rules';
import { fullMobile, MobileField } from '@/components/auth/mobile-field';
import { SliderCaptcha } from '@/components/auth/slider-captcha';
import { useLoginSubmit } from '@/components/auth/use-login-submit';
import { useLocale, useT } from '@/components/providers/i18n-context';
import { loginBySms, sendSmsCode, smsCountdownOf } from '@/lib/api/auth';
import { clientTransport } from '@/lib/api/client';
import { SMS_CODE_LENGTH, SMS_COUNTDOWN_SECONDS } from '@/lib/constants';

interface Values {
  countryCode: string;
  mobile: string;
  code: string;
  agree: boolean;
  rememberMe: boolean;
}

/** C08–C16: mobile, slider captcha, send code with countdown, 6-character code, privacy, remember-me. */
export function SmsLoginForm() {
  const t = useT();
  const locale = useLocale();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [captchaKey, setCaptchaKey] = useState(0);
  const [verifyParam, setVerifyParam] = useState<string | null>(null);
  const [secretKey, setSecretKey] = useState<string | null>(null);
  const [countdown, setCountdown] = useState(0);
  const [sending, setSending] = useState(false);
  const resetCaptcha = useCallback(() => {
    setVerifyParam(null);
    setCaptchaKey((k) => k + 1);
  }, []);
  const { submit, pending } = useLoginSubmit('sms', resetCaptcha);

  useEffect(() => {
    if (countdown <= 0) return;
    const timer = window.setTimeout(() => {
      setCountdown((c) => c - 1);
      // C15: when the countdown ends, the captcha re-initialises.
      if (countdown === 1) resetCaptcha();
    }, 1000);
    return () => window.clearTimeout(timer);
  }, [countdown, resetCaptcha]);

  const send = async () => {
    let fields: Pick<Values, 'countryCode' | 'mobile'>;
    try {
      fields = await form.validateFields(['countryCode', 'mobile']);
    } catch {
      // C11: an invalid phone shows its message on the field; no code is asked for
      return;
    }
    const { countryCode, mobile } = fields;
    if (!verifyParam) return;
    setSending(true);
    try {
      const data = await sendSmsCode(clientTransport, { mobile: fullMobile(countryCode, mobile), captchaVerifyParam: verifyParam });
      setSecretKey(data.secretKey);
      setCountdown(data.countdown > 0 ? data.countdown : SMS_COUNTDOWN_SECONDS);
      message.success(t('login.smsSent'));
    } catch (error) {
      const wait = smsCountdownOf(error);
      if (wait) {
        message.warning(t('login.smsTooFrequent', { countdown: wait }));
        setCountdown(wait);
      } else {
        message.error(t('login.smsFailed'));
        resetCaptcha();
      }
    } finally {
      setSending(false);
    }
  };

  const onFinish = (v: Values) =>
    submit(
      () => loginBySms(clientTransport, { mobile: fullMobile(v.countryCode, v.mobile), smsCode: v.code.trim(), secretKey: secretKey ?? '' }),
      v.rememberMe,
    );

  return (
    <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false} data-testid="sms-login-form">
      <MobileField />
      <SliderCaptcha key={captchaKey} onPass={setVerifyParam} onExpired={resetCaptcha} />
      <Form.Item label={t('login.code')} required>
        <div style={{ display: 'flex', gap: 8 }}>
          <Form.Item name="code" noStyle rules={[smsCodeRule(locale)]}>
            <Input maxLength={SMS_CODE_LENGTH} inputMode="numeric" autoComplete="one-time-code" placeholder={t('login.codePlaceholder')} data-testid="login-code" />
          </Form.Item>
          <Button onClick={() => void send()} disabled={!verifyParam || countdown > 0} loading={sending} data-testid="send-code">
            {countdown > 0 ? t('login.resend', { n: countdown }) : t('login.sendCode')}
          </Button>
        </div>
      </Form.Item>
      <AgreementFields />
      <Button type="primary" htmlType="submit" block loading={pending} disabled={pending} data-testid="login-submit">
        {t('auth.login')}
      </Button>
    </Form>
  );
}
