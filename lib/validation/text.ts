import { issue, type ValidationIssue, type ValidationKey } from '@/lib/validation/messages';

/** Trimmed text; null/undefined → ''. */
export function trimmed(value: string | null | undefined): string {
  return (value ?? '').trim();
}

/** Required text (after trimming); `missing` names what is missing (请输入公司名称), else the generic 此项为必填项. */
export function validateRequired(value: string | null | undefined, missing: ValidationKey = 'validation.required'): ValidationIssue | null {
  return trimmed(value) === '' ? issue(missing) : null;
}

/** At most `max` characters after trimming (UTF-16 length, as the API's schemas count). */
export function validateMaxLength(value: string | null | undefined, max: number): ValidationIssue | null {
  return trimmed(value).length > max ? issue('validation.maxLength', { max }) : null;
}

/** Required and at most `max` characters. */
export function validateRequiredMax(value: string | null | undefined, max: number, missing?: ValidationKey): ValidationIssue | null {
  return validateRequired(value, missing) ?? validateMaxLength(value, max);
}

/** Non-empty content (publishing, comments, messages). */
export function validateContent(value: string | null | undefined): ValidationIssue | null {
  return trimmed(value) === '' ? issue('validation.contentEmpty') : null;
}

const EMOJI = /(?:\p{Extended_Pictographic}|\p{Regional_Indicator}|[\u{1F3FB}-\u{1F3FF}\u{FE0E}\u{FE0F}\u{20E3}\u{200D}])/gu;

/** R25/D29: emoji removed (run on blur), surrounding spaces collapsed. */
export function normalizeEmoji(value: string | null | undefined): string {
  return (value ?? '').replace(EMOJI, '').replace(/\s{2,}/g, ' ');
}
