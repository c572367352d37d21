'use client';

import { App, Button, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { useLocale, useT } from '@/components/providers/i18n-context';
import { CompanyInput } from '@/components/wizard/company-input';
import { LocationPicker, type LocationValue } from '@/components/wizard/location-picker';
import { ruleOf, text } from '@/components/wizard/rules';
import { useThrottled } from '@/components/wizard/throttle';
import { clientTransport } from '@/lib/api/client';
import { isApiError } from '@/lib/api/errors';
import { updateMemberInfo } from '@/lib/api/member';
import { COMPANY_MAX, EMAIL_INPUT_MAX, ERR_EMAIL_USED, NAME_MAX, SUPPLEMENT_POSITION_MAX } from '@/lib/constants';
import type { Gender, MemberBasicInfo } from '@/lib/contract/member';
import { validateNickname, validateOptionalEmail } from '@/lib/validation/profile';
import { normalizeEmoji, validateRequiredMax } from '@/lib/validation/text';
import { issue } from '@/lib/validation/messages';

interface Values {
  nickname: string;
  gender?: Gender;
  company: string;
  companyId: number;
  position: string;
  locationId?: number | null;
  email: string;
}

/**
 * D03–D10, R17–R25: the supplement (wizard step 2) and the basic-info part of /edit-info. Emoji are removed on
 * blur (D29); `location` is sent as the Chinese name in every locale (V07); 20020 shows under the e-mail field
 * (S21), other failures a generic update error (S22). The save button accepts one click per 800 ms (D23).
 */
export function SupplementForm(props: { initial: MemberBasicInfo | null; submitLabel: string; onSaved: () => void | Promise<void> }) {
  const { initial, submitLabel, onSaved } = props;
  const t = useT();
  const locale = useLocale();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [location, setLocation] = useState<LocationValue | null>(
    initial?.locationId && initial.location ? { locationId: initial.locationId, location: initial.location } : null,
  );
  const [pending, setPending] = useState(false);
  const nickname = Form.useWatch('nickname', form) ?? '';

  const normalize = (field: 'nickname' | 'company' | 'position' | 'email') => () => {
    const value = text(form.getFieldValue(field));
    const clean = normalizeEmoji(value);
    if (clean !== value) form.setFieldValue(field, clean);
  };

  const save = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setPending(true);
    try {
      await updateMemberInfo(clientTransport, {
        nickname: values.nickname.trim(),
        gender: values.gender as Gender,
        companyId: values.companyId ?? 0,
        company: values.company.trim(),
        position: values.position.trim(),
        locationId: location?.locationId ?? (values.locationId as number),
        location: location?.location ?? '',
        email: values.email?.trim() ? values.email.trim() : null,
      });
      await onSaved();
    } catch (error) {
      if (isApiError(error) && error.code === ERR_EMAIL_USED) {
        form.setFields([{ name: 'email', errors: [t('wizard.emailUsed')] }]);
      } else {
        message.error(t('wizard.updateFailed'));
      }
    } finally {
      setPending(false);
    }
  };
  const throttledSave = useThrottled(save);

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark
      initialValues={{
        nickname: initial?.nickname ?? '',
        gender: initial?.gender ?? undefined,
        company: initial?.company ?? '',
        companyId: initial?.companyId ?? 0,
        position: initial?.position ?? '',
        locationId: initial?.locationId ?? null,
        email: initial?.email ?? '',
      }}
      onFinish={() => throttledSave()}
      data-testid="supplement-form"
    >
      <Form.Item
        label={t('wizard.nickname')}
        name="nickname"
        required
        extra={`${nickname.trim().length}/${NAME_MAX}`}
        rules={[
          ruleOf(locale, (value) =>
            validateNickname(text(value), { locale, nameEditable: initial?.nameEditable, originalNickname: initial?.nickname ?? null }),
          ),
        ]}
      >
        <Input placeholder={t('validation.nicknameRequired')} onBlur={normalize('nickname')} data-testid="wizard-nickname" />
      </Form.Item>
      <Form.Item
        label={t('wizard.gender')}
        name="gender"
        required
        rules={[ruleOf(locale, (value) => (value === 'MALE' || value === 'FEMALE' ? null : issue('validation.genderRequired')))]}
      >
        <Radio.Group data-testid="wizard-gender">
          <Radio value="MALE">{t('wizard.male')}</Radio>
          <Radio value="FEMALE">{t('wizard.female')}</Radio>
        </Radio.Group>
      </Form.Item>
      <Form.Item name="companyId" hidden>
        <Input type="hidden" />
      </Form.Item>
      <Form.Item label={t('wizard.company')} name="company" required rules={[ruleOf(locale, (value) => validateRequiredMax(text(value), COMPANY_MAX, 'validation.companyRequired'))]}>
        <CompanyInput onCompanyId={(id) => form.setFieldValue('companyId', id)} onBlur={normalize('company')} testId="wizard-company" />
      </Form.Item>
      <Form.Item
        label={t('wizard.position')}
        name="position"
        required
        rules={[ruleOf(locale, (value) => validateRequiredMax(text(value), SUPPLEMENT_POSITION_MAX, 'validation.positionRequired'))]}
      >
        <Input placeholder={t('wizard.positionPlaceholder')} onBlur={normalize('position')} data-testid="wizard-position" />
      </Form.Item>
      <Form.Item
        label={t('wizard.location')}
        name="locationId"
        required
        rules={[ruleOf(locale, (value) => (typeof value === 'number' && value > 0 ? null : issue('validation.locationRequired')))]}
      >
        <LocationPicker onPicked={setLocation} />
      </Form.Item>
      <Form.Item label={t('account.email')} name="email" rules={[ruleOf(locale, (value) => validateOptionalEmail(text(value)))]}>
        <Input maxLength={EMAIL_INPUT_MAX} placeholder={t('wizard.emailPlaceholder')} onBlur={normalize('email')} data-testid="wizard-email" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={pending} data-testid="supplement-submit">
        {submitLabel}
      </Button>
    </Form>
  );
}
