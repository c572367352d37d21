import { PASSWORD_MAX, PASSWORD_MIN } from '@/lib/constants';
import { issue, type ValidationIssue } from '@/lib/validation/messages';

/** R01–R04: 8 to 16 characters, letters and digits only, not all digits, not all letters. */
export function isValidPassword(value: string | null | undefined): boolean {
  const p = value ?? '';
  if (p.length < PASSWORD_MIN || p.length > PASSWORD_MAX) return false;
  if (!/^[A-Za-z0-9]+$/.test(p)) return false;
  return /[A-Za-z]/.test(p) && /\d/.test(p);
}

/** Empty → passwordRequired; breaking R01–R04 → password. */
export function validatePassword(value: string | null | undefined): ValidationIssue | null {
  if (!value) return issue('validation.passwordRequired');
  return isValidPassword(value) ? null : issue('validation.password');
}

/** R05: what a password input keeps of a typed value (the 17th character is ignored). */
export function clampPasswordInput(value: string): string {
  return value.slice(0, PASSWORD_MAX);
}
