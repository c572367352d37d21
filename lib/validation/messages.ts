import type { Locale } from '@/lib/constants';
import { enValidation } from '@/locales/en-validation';
import { zhValidation } from '@/locales/zh-validation';

/**
 * Message keys returned by the validators; their texts live in `locales/*-validation.ts` and are part of
 * the zh/en catalogues. Variables are `{max}` and `{n}`.
 * R58 DEFAULT texts: contentEmpty, required (the spec's requiredConent), mobile, email, password.
 */
export const VALIDATION_MESSAGES = { zh: zhValidation, en: enValidation } as const;

export type ValidationKey = keyof (typeof VALIDATION_MESSAGES)['zh'];

/** A failed rule: the message key and the values of its `{variables}`. */
export interface ValidationIssue {
  key: ValidationKey;
  values?: Record<string, number | string>;
}

/** Issues per field of a form; validators return null when every field passes. */
export type FieldIssues<F extends string> = Partial<Record<F, ValidationIssue>>;

export function issue(key: ValidationKey, values?: Record<string, number | string>): ValidationIssue {
  return values ? { key, values } : { key };
}

/** Collects per-field results; null when none failed. */
export function collect<F extends string>(results: Record<F, ValidationIssue | null>): FieldIssues<F> | null {
  const out: FieldIssues<F> = {};
  let failed = false;
  for (const field of Object.keys(results) as F[]) {
    const result = results[field];
    if (result) {
      out[field] = result;
      failed = true;
    }
  }
  return failed ? out : null;
}

/** The text of an issue in a locale (for callers without a catalogue, and tests). */
export function validationText(found: ValidationIssue, locale: Locale): string {
  const template: string = VALIDATION_MESSAGES[locale][found.key];
  const values = found.values ?? {};
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
