import { DEFAULT_COUNTRY_CODE, PASSWORD_MAX, SMS_CODE_LENGTH } from '@/lib/constants';
import { isEmail, validateMobile } from '@/lib/validation/contact';
import { collect, issue, type FieldIssues, type ValidationIssue } from '@/lib/validation/messages';
import { validatePassword } from '@/lib/validation/password';

/** R13/R16: the sms code is required and at most 6 characters. */
export function validateSmsCode(value: string | null | undefined): ValidationIssue | null {
  const code = (value ?? '').trim();
  if (!code) return issue('validation.codeRequired');
  return code.length > SMS_CODE_LENGTH ? issue('validation.codeLength', { max: SMS_CODE_LENGTH }) : null;
}

/** R11: the privacy tick. */
export function validatePrivacy(agreed: boolean | null | undefined): ValidationIssue | null {
  return agreed ? null : issue('validation.privacy');
}

export interface LoginFormInput {
  mode: 'sms' | 'password';
  countryCode?: string;
  mobile: string;
  /** Sms mode. */
  code?: string;
  /** Password mode. */
  password?: string;
  agreed: boolean;
}

export type LoginField = 'mobile' | 'code' | 'password' | 'agreed';

/** R11–R13: privacy tick, mobile non-empty and valid, code non-empty and ≤ 6 (or the password given). */
export function validateLoginForm(input: LoginFormInput): FieldIssues<LoginField> | null {
  const password = input.password ?? '';
  return collect<LoginField>({
    mobile: validateMobile(input.mobile, input.countryCode ?? DEFAULT_COUNTRY_CODE),
    code: input.mode === 'sms' ? validateSmsCode(input.code) : null,
    password:
      input.mode === 'password'
        ? !password
          ? issue('validation.passwordRequired')
          : password.length > PASSWORD_MAX
            ? issue('validation.password')
            : null
        : null,
    agreed: validatePrivacy(input.agreed),
  });
}

export interface ResetFormInput {
  accountType?: 'mobile' | 'email';
  countryCode?: string;
  account: string;
  code: string;
  password: string;
  confirm: string;
}

export type ResetField = 'account' | 'code' | 'password' | 'confirm';

/** R15: the confirmation is non-empty and equal to the new password. */
export function validatePasswordConfirm(password: string, confirm: string | null | undefined): ValidationIssue | null {
  if (!confirm) return issue('validation.confirmRequired');
  return confirm === password ? null : issue('validation.confirmMismatch');
}

/** R14–R16: account valid, code ≤ 6, new password by R01–R04, confirmation equal. */
export function validateResetForm(input: ResetFormInput): FieldIssues<ResetField> | null {
  const account =
    input.accountType === 'email'
      ? !input.account.trim()
        ? issue('validation.required')
        : isEmail(input.account)
          ? null
          : issue('validation.email')
      : validateMobile(input.account, input.countryCode ?? DEFAULT_COUNTRY_CODE);
  return collect<ResetField>({
    account,
    code: validateSmsCode(input.code),
    password: validatePassword(input.password),
    confirm: validatePasswordConfirm(input.password, input.confirm),
  });
}
