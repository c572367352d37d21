import type { FormRule } from 'antd';
import type { Translate } from '@/lib/i18n/messages';
import { validateSmsCode } from '@/lib/validation/auth-forms';
import { validateMobile } from '@/lib/validation/contact';
import { validationText, type ValidationIssue } from '@/lib/validation/messages';
import type { Locale } from '@/lib/constants';

/** Turns a pure validator of lib/validation into an antd rule with the locale's message. */
function ruleOf(locale: Locale, check: (value: string, all: Record<string, unknown>) => ValidationIssue | null): FormRule {
  return ({ getFieldsValue }) => ({
    validator: (_: unknown, value: string) => {
      const found = check(value ?? '', getFieldsValue(true) as Record<string, unknown>);
      return found ? Promise.reject(new Error(validationText(found, locale))) : Promise.resolve();
    },
  });
}

export const mobileRule = (locale: Locale): FormRule =>
  ruleOf(locale, (value, all) => validateMobile(value, String(all.countryCode ?? '+86')));

export const smsCodeRule = (locale: Locale): FormRule => ruleOf(locale, (value) => validateSmsCode(value));

export const requiredRule = (t: Translate): FormRule => ({ required: true, whitespace: true, message: t('validation.required') });
