import {
  COMPANY_MAX,
  DEGREE_MAX,
  EDUCATION_DESCRIPTION_MAX,
  EMAIL_INPUT_MAX,
  MAJOR_MAX,
  NAME_MAX,
  SCHOOL_MAX,
  SUPPLEMENT_POSITION_MAX,
  WORK_DESCRIPTION_MAX,
  WORK_POSITION_MAX,
  type Locale,
} from '@/lib/constants';
import { isEmail } from '@/lib/validation/contact';
import { collect, issue, type FieldIssues, type ValidationIssue } from '@/lib/validation/messages';
import { trimmed, validateMaxLength, validateRequiredMax } from '@/lib/validation/text';

export interface NicknameContext {
  locale: Locale;
  /** From member info; false locks the nickname in the Chinese interface (R19). */
  nameEditable?: boolean;
  /** The nickname before editing. */
  originalNickname?: string | null;
}

/**
 * R17–R19: required; at most 40 characters after trimming, else overLimit with the excess `{n}`; in zh
 * a locked nickname (nameEditable false) cannot change.
 */
export function validateNickname(value: string | null | undefined, context: NicknameContext): ValidationIssue | null {
  const name = trimmed(value);
  if (!name) return issue('validation.nicknameRequired');
  if (
    context.locale === 'zh' &&
    context.nameEditable === false &&
    name !== trimmed(context.originalNickname)
  ) {
    return issue('validation.nameEditableError');
  }
  if (name.length > NAME_MAX) return issue('validation.overLimit', { n: name.length - NAME_MAX });
  return null;
}

/** R24: optional; when filled it must be an e-mail (emailError) of at most 40 characters. */
export function validateOptionalEmail(value: string | null | undefined): ValidationIssue | null {
  const email = trimmed(value);
  if (!email) return null;
  if (email.length > EMAIL_INPUT_MAX) return issue('validation.maxLength', { max: EMAIL_INPUT_MAX });
  return isEmail(email) ? null : issue('validation.emailError');
}

export interface SupplementInput {
  nickname: string;
  gender?: string | null;
  company: string;
  position: string;
  locationId?: number | null;
  email?: string | null;
}

export type SupplementField = 'nickname' | 'gender' | 'company' | 'position' | 'locationId' | 'email';

/** R17–R24 (wizard step 2 and profile edit). */
export function validateSupplement(input: SupplementInput, context: NicknameContext): FieldIssues<SupplementField> | null {
  return collect<SupplementField>({
    nickname: validateNickname(input.nickname, context),
    gender: input.gender === 'MALE' || input.gender === 'FEMALE' ? null : issue('validation.genderRequired'),
    company: validateRequiredMax(input.company, COMPANY_MAX, 'validation.companyRequired'),
    position: validateRequiredMax(input.position, SUPPLEMENT_POSITION_MAX, 'validation.positionRequired'),
    locationId:
      input.locationId === null || input.locationId === undefined || !Number.isFinite(input.locationId) || input.locationId <= 0
        ? issue('validation.locationRequired')
        : null,
    email: validateOptionalEmail(input.email),
  });
}

/** `YYYY-MM` or `YYYY-MM-DD` → a month index (year × 12 + month − 1); null when not a date. */
export function monthIndex(value: string | null | undefined): number | null {
  const m = /^(\d{4})-(\d{1,2})(?:-(\d{1,2}))?/.exec(trimmed(value));
  if (!m) return null;
  const month = Number(m[2]);
  if (month < 1 || month > 12) return null;
  return Number(m[1]) * 12 + month - 1;
}

function currentMonthIndex(now: number | Date): number {
  const d = new Date(now);
  return d.getFullYear() * 12 + d.getMonth();
}

/**
 * R28, R30, R31 (and R35, R37): start required; start not after end; neither after the current month.
 */
export function validateDateRange(
  startTime: string | null | undefined,
  endTime: string | null | undefined,
  now: number | Date,
): { startTime: ValidationIssue | null; endTime: ValidationIssue | null } {
  const start = monthIndex(startTime);
  const end = monthIndex(endTime);
  const current = currentMonthIndex(now);
  let startIssue: ValidationIssue | null = null;
  let endIssue: ValidationIssue | null = null;
  if (start === null) startIssue = issue('validation.startDateRequired');
  else if (start > current) startIssue = issue('validation.futureDate');
  if (end !== null && end > current) endIssue = issue('validation.futureDate');
  if (!startIssue && !endIssue && start !== null && end !== null && start > end) {
    startIssue = issue('validation.startAfterEnd');
  }
  return { startTime: startIssue, endTime: endIssue };
}

export interface WorkHistoryInput {
  position: string;
  company: string;
  /** `yyyy-MM-dd`, picked by month (Q11). */
  startTime?: string | null;
  endTime?: string | null;
  description?: string | null;
}

export type WorkHistoryField = 'position' | 'company' | 'startTime' | 'endTime' | 'description';

/** R26–R31. */
export function validateWorkHistory(input: WorkHistoryInput, now: number | Date = Date.now()): FieldIssues<WorkHistoryField> | null {
  const dates = validateDateRange(input.startTime, input.endTime, now);
  return collect<WorkHistoryField>({
    position: validateRequiredMax(input.position, WORK_POSITION_MAX, 'validation.positionRequired'),
    company: validateRequiredMax(input.company, COMPANY_MAX, 'validation.companyRequired'),
    startTime: dates.startTime,
    endTime: dates.endTime,
    description: validateMaxLength(input.description, WORK_DESCRIPTION_MAX),
  });
}

export interface EducationInput {
  school: string;
  degree?: string | null;
  major?: string | null;
  startTime?: string | null;
  endTime?: string | null;
  description?: string | null;
}

export type EducationField = 'school' | 'degree' | 'major' | 'startTime' | 'endTime' | 'description';

/** R32–R37 (dates as R30–R31, DEFAULT). */
export function validateEducation(input: EducationInput, now: number | Date = Date.now()): FieldIssues<EducationField> | null {
  const dates = validateDateRange(input.startTime, input.endTime, now);
  return collect<EducationField>({
    school: validateRequiredMax(input.school, SCHOOL_MAX, 'validation.schoolRequired'),
    degree: validateMaxLength(input.degree, DEGREE_MAX),
    major: validateMaxLength(input.major, MAJOR_MAX),
    startTime: dates.startTime,
    endTime: dates.endTime,
    description: validateMaxLength(input.description, EDUCATION_DESCRIPTION_MAX),
  });
}
