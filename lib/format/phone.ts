import { DEFAULT_COUNTRY_CODE } from '@/lib/constants';
import { DIAL_CODES } from '@/lib/country-codes';

export interface SplitPhone {
  /** Dial code with `+`, e.g. `+852`. */
  code: string;
  /** National number, digits only. */
  number: string;
}

/**
 * Q20/R09: splits a phone number into dial code and number against the known codes (longest match first):
 * `85212345678` → `+852` / `12345678`. A bare 11-digit mainland mobile (1xxxxxxxxxx) and anything that
 * matches no code keep the default +86.
 */
export function splitPhone(value: string | null | undefined): SplitPhone {
  const text = (value ?? '').trim().replace(/[\s-]/g, '');
  const explicit = text.startsWith('+') || text.startsWith('00');
  const digits = text.replace(/^(\+|00)/, '').replace(/\D/g, '');
  if (!digits) return { code: DEFAULT_COUNTRY_CODE, number: '' };
  if (!explicit && /^1\d{10}$/.test(digits)) return { code: DEFAULT_COUNTRY_CODE, number: digits };
  for (const code of DIAL_CODES) {
    const codeDigits = code.slice(1);
    if (digits.startsWith(codeDigits) && digits.length > codeDigits.length) {
      return { code, number: digits.slice(codeDigits.length) };
    }
  }
  return { code: DEFAULT_COUNTRY_CODE, number: digits };
}

/**
 * The mobile as the API takes it: bare digits for +86, dial code digits + number otherwise
 * (`+852`, `12345678` → `85212345678`).
 */
export function joinPhone(code: string, number: string): string {
  const digits = number.replace(/\D/g, '');
  const codeDigits = code.replace(/\D/g, '');
  if (!codeDigits || `+${codeDigits}` === DEFAULT_COUNTRY_CODE) return digits;
  return `${codeDigits}${digits}`;
}
