import type { FormRule } from 'antd';
import type { Locale } from '@/lib/constants';
import { validationText, type ValidationIssue } from '@/lib/validation/messages';

/** Turns a pure validator of lib/validation into an antd rule with the locale's message. */
export function ruleOf(locale: Locale, check: (value: unknown, all: Record<string, unknown>) => ValidationIssue | null): FormRule {
  return ({ getFieldsValue }) => ({
    validator: (_: unknown, value: unknown) => {
      const found = check(value, getFieldsValue(true) as Record<string, unknown>);
      return found ? Promise.reject(new Error(validationText(found, locale))) : Promise.resolve();
    },
  });
}

/** A form value as text (antd hands inputs' values through untyped). */
export function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
