import { DEFAULT_COUNTRY_CODE } from '@/lib/constants';
import { issue, type ValidationIssue } from '@/lib/validation/messages';

/** R06 (DEFAULT): a mainland mobile is exactly 11 digits starting with 1. */
export function isMainlandMobile(value: string | null | undefined): boolean {
  return /^1\d{10}$/.test((value ?? '').trim());
}

/** R07: an overseas mobile is an optional `+` and 2 to 15 digits. */
export function isOverseasMobile(value: string | null | undefined): boolean {
  return /^\+?\d{2,15}$/.test((value ?? '').trim());
}

/** A mobile for a dial code: +86 by the mainland rule, any other code by the overseas rule. */
export function isValidMobile(value: string | null | undefined, countryCode: string = DEFAULT_COUNTRY_CODE): boolean {
  return countryCode === DEFAULT_COUNTRY_CODE ? isMainlandMobile(value) : isOverseasMobile(value);
}

/** Empty → mobileRequired; invalid → mobile. */
export function validateMobile(value: string | null | undefined, countryCode: string = DEFAULT_COUNTRY_CODE): ValidationIssue | null {
  if (!(value ?? '').trim()) return issue('validation.mobileRequired');
  return isValidMobile(value, countryCode) ? null : issue('validation.mobile');
}

/** R08: `local-part@domain` (a dot in the domain). */
export function isEmail(value: string | null | undefined): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test((value ?? '').trim());
}

/** R10: a URL starts with http:// or https:// (then something). */
export function isUrl(value: string | null | undefined): boolean {
  return /^https?:\/\/[^\s/$.?#][^\s]*$/i.test((value ?? '').trim());
}
