'use client';

import { Form, Input, Select, Space } from 'antd';
import { useMemo } from 'react';
import { useLocale, useT } from '@/components/providers/i18n-context';
import { DEFAULT_COUNTRY_CODE } from '@/lib/constants';
import { countryOptions } from '@/lib/country-codes';
import { joinPhone } from '@/lib/format/phone';
import { mobileRule } from '@/components/auth/form-rules';

/** Country-code selector (+86 first and default, ~230 entries, V11) and the mobile input. */
export function MobileField() {
  const t = useT();
  const locale = useLocale();
  const options = useMemo(() => countryOptions(locale), [locale]);
  return (
    <Form.Item label={t('login.mobile')} required>
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
          <Input inputMode="tel" autoComplete="tel" placeholder={t('login.mobilePlaceholder')} maxLength={15} data-testid="login-mobile" />
        </Form.Item>
      </Space.Compact>
    </Form.Item>
  );
}

/** C18: the mobile as the API takes it: bare for +86 (11 digits), else the dial code and number without `+` (`85212345678`). */
export function fullMobile(countryCode: string, mobile: string): string {
  return joinPhone(countryCode, mobile.trim());
}
