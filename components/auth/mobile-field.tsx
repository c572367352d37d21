'use client';

import { Form, Input, Select, Space } from 'antd';
import { useMemo } from 'react';
import { useLocale, useT } from '@/components/providers/i18n-context';
import { DEFAULT_COUNTRY_CODE } from '@/lib/constants';
import { countryOptions } from '@/lib/country-codes';
import { joinPhone } from '@/lib/format/phone';
import { mobileRule } from '@/components/auth/form-rules';
import { splitDialedMobile } from '@/components/auth/dialed-mobile';

/**
 * Country-code selector (+86 first and default, ~230 entries, V11) and the mobile input. A number entered with
 * its dial code (`+85212345678`, `0085212345678`: pasted, or filled in by the browser) is split against the known
 * area codes (R09, Q20): the selector takes the code, the input keeps the national number.
 */
export function MobileField() {
  const t = useT();
  const locale = useLocale();
  const form = Form.useFormInstance();
  const options = useMemo(() => countryOptions(locale), [locale]);
  const splitFull = (raw: string): boolean => {
    const split = splitDialedMobile(raw);
    if (split) form.setFieldsValue(split);
    return split !== null;
  };
  return (
    <Form.Item label={t('account.mobile')} required>
      <Space.Compact block>
        <Form.Item name="countryCode" noStyle initialValue={DEFAULT_COUNTRY_CODE}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={options}
            style={{ width: 110 }}
            aria-label={t('login.countryCode')}
            popupMatchSelectWidth={240}
            labelRender={(o) => String(o.value)}
          />
        </Form.Item>
        <Form.Item name="mobile" noStyle rules={[mobileRule(locale)]}>
          <Input
            inputMode="tel"
            autoComplete="tel"
            placeholder={t('validation.mobileRequired')}
            maxLength={15}
            onBlur={(e) => {
              if (splitFull(e.target.value)) void form.validateFields(['mobile']).catch(() => undefined);
            }}
            onPaste={(e) => {
              if (!e.currentTarget.value && splitFull(e.clipboardData.getData('text'))) e.preventDefault();
            }}
            data-testid="login-mobile"
          />
        </Form.Item>
      </Space.Compact>
    </Form.Item>
  );
}

/** C18: the mobile as the API takes it: bare for +86 (11 digits), else the dial code and number without `+` (`85212345678`). */
export function fullMobile(countryCode: string, mobile: string): string {
  return joinPhone(countryCode, mobile.trim());
}
