'use client';

import { Checkbox, Form } from 'antd';
import { useT } from '@/components/providers/i18n-context';
import { href } from '@/lib/routing/routes';

/** C17/R11: the privacy tick (required) linking the agreement and privacy pages, and remember-me. */
export function AgreementFields() {
  const t = useT();
  return (
    <>
      <Form.Item
        name="agree"
        valuePropName="checked"
        initialValue={false}
        rules={[{ validator: (_, v: boolean) => (v ? Promise.resolve() : Promise.reject(new Error(t('validation.privacy')))) }]}
      >
        <Checkbox data-testid="login-agree">
          {t('login.privacyPrefix')}{' '}
          <a href={href('/site/:code', { code: 'agreement' })} target="_blank" rel="noopener noreferrer">{t('login.agreement')}</a> {t('login.and')}{' '}
          <a href={href('/site/:code', { code: 'privacy' })} target="_blank" rel="noopener noreferrer">{t('login.privacy')}</a>
        </Checkbox>
      </Form.Item>
      <Form.Item name="rememberMe" valuePropName="checked" initialValue={true}>
        <Checkbox>{t('login.rememberMe')}</Checkbox>
      </Form.Item>
    </>
  );
}
