'use client';

import { App, Button, Form, Input } from 'antd';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { smsCodeRule } from '@/components/auth/form-rules';
import { SliderCaptcha } from '@/components/auth/slider-captcha';
import { useLocale, useT } from '@/components/providers/i18n-context';
import { smsCountdownOf } from '@/lib/api/auth';
import { SMS_CODE_LENGTH, SMS_COUNTDOWN_SECONDS } from '@/lib/constants';
import type { SmsCode } from '@/lib/contract/auth';

export interface CodeSender {
  captchaKey: number;
  verifyParam: string | null;
  setVerifyParam: (param: string | null) => void;
  resetCaptcha: () => void;
  secretKey: string | null;
  countdown: number;
  sending: boolean;
  /** Sends with the captcha pass; `failure` maps a refusal to a message (null: the generic one). */
  send: (request: (captchaVerifyParam: string) => Promise<SmsCode>, failure?: (error: unknown) => string | null) => Promise<boolean>;
}

/**
 * The code-sending state shared by the reset view and the account settings (C12–C14, S32–S35): the send
 * button waits for a passed slide; a success starts the 60 s (or server) countdown, at whose end the captcha
 * re-initialises; a refusal with a countdown shows the high-rate message, any other re-initialises the captcha.
 */
export function useCodeSender(): CodeSender {
  const t = useT();
  const { message } = App.useApp();
  const [captchaKey, setCaptchaKey] = useState(0);
  const [verifyParam, setVerifyParam] = useState<string | null>(null);
  const [secretKey, setSecretKey] = useState<string | null>(null);
  const [countdown, setCountdown] = useState(0);
  const [sending, setSending] = useState(false);
  const resetCaptcha = useCallback(() => {
    setVerifyParam(null);
    setCaptchaKey((k) => k + 1);
  }, []);

  useEffect(() => {
    if (countdown <= 0) return;
    const timer = window.setTimeout(() => {
      setCountdown((c) => c - 1);
      if (countdown === 1) resetCaptcha();
    }, 1000);
    return () => window.clearTimeout(timer);
  }, [countdown, resetCaptcha]);

  const send: CodeSender['send'] = async (request, failure) => {
    if (!verifyParam) return false;
    setSending(true);
    try {
      const data = await request(verifyParam);
      setSecretKey(data.secretKey);
      setCountdown(data.countdown > 0 ? data.countdown : SMS_COUNTDOWN_SECONDS);
      message.success(t('login.smsSent'));
      return true;
    } catch (error) {
      const wait = smsCountdownOf(error);
      if (wait) {
        message.warning(t('login.smsTooFrequent', { countdown: wait }));
        setCountdown(wait);
      } else {
        message.error(failure?.(error) ?? t('login.smsFailed'));
        resetCaptcha();
      }
      return false;
    } finally {
      setSending(false);
    }
  };

  return { captchaKey, verifyParam, setVerifyParam, resetCaptcha, secretKey, countdown, sending, send };
}

/** The slider captcha and the 6-character code input with its send button (field `code`). */
export function CodeField(props: { sender: CodeSender; onSend: () => void; label?: ReactNode; testPrefix: string }) {
  const { sender, onSend, label, testPrefix } = props;
  const t = useT();
  const locale = useLocale();
  return (
    <>
      <SliderCaptcha key={sender.captchaKey} onPass={sender.setVerifyParam} onExpired={sender.resetCaptcha} />
      <Form.Item label={label ?? t('login.code')} required>
        <div style={{ display: 'flex', gap: 8 }}>
          <Form.Item name="code" noStyle rules={[smsCodeRule(locale)]}>
            <Input maxLength={SMS_CODE_LENGTH} inputMode="numeric" autoComplete="one-time-code" placeholder={t('login.codePlaceholder')} data-testid={`${testPrefix}-code`} />
          </Form.Item>
          <Button onClick={onSend} disabled={!sender.verifyParam || sender.countdown > 0} loading={sender.sending} data-testid={`${testPrefix}-send`}>
            {sender.countdown > 0 ? t('login.resend', { n: sender.countdown }) : t('login.sendCode')}
          </Button>
        </div>
      </Form.Item>
    </>
  );
}
