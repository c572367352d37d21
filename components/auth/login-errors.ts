import { isApiError } from '@/lib/api/errors';
import {
  CODE_FAIL,
  ERR_ACCOUNT_NOT_EXIST,
  ERR_ACCOUNT_WX_BOUND,
  ERR_MOBILE_REGISTERED,
  ERR_MOBILE_WX_BOUND,
  ERR_NON_BUSINESS,
  ERR_SMS_CODE_INCORRECT,
  ERR_WX_BOUND_OTHER,
  HTTP_TOO_MANY_REQUESTS,
} from '@/lib/constants';
import type { MessageKey } from '@/locales/zh';

type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

/** HTTP 429 of a throttled login (issue 17 item 5): the seconds to wait, from `Retry-After`'s copy in the envelope. */
function throttledSeconds(error: unknown): number | null {
  if (!isApiError(error) || error.httpStatus !== HTTP_TOO_MANY_REQUESTS) return null;
  const retryAfter = (error.data as { retryAfter?: unknown } | null | undefined)?.retryAfter;
  return typeof retryAfter === 'number' && retryAfter > 0 ? Math.ceil(retryAfter) : 60;
}

/** The text of a failed login: the throttle's wait when the API answered 429, else {@link loginErrorKey}'s message. */
export function loginErrorText(error: unknown, mode: 'sms' | 'password', t: Translate): string {
  const seconds = throttledSeconds(error);
  return seconds !== null ? t('login.tooFrequent', { seconds }) : t(loginErrorKey(error, mode));
}

/** S30: the login code-to-message table (DEFAULT rows S23–S28). */
const LOGIN_CODE_MESSAGES: Readonly<Record<number, MessageKey>> = {
  [ERR_SMS_CODE_INCORRECT]: 'login.smsCodeIncorrect',
  [ERR_ACCOUNT_NOT_EXIST]: 'login.accountNotExist',
  [ERR_MOBILE_REGISTERED]: 'login.mobileRegistered',
  [ERR_MOBILE_WX_BOUND]: 'login.mobileWxBound',
  [ERR_WX_BOUND_OTHER]: 'codeStep.wxBoundOther',
  [ERR_ACCOUNT_WX_BOUND]: 'codeStep.accountWxBound',
};

/**
 * The message of a failed login: table entries (S23–S28); a password login refused with code 1 is
 * the password error (S62); a network failure and any other code read '登录失败' (S30, S31).
 */
export function loginErrorKey(error: unknown, mode: 'sms' | 'password'): MessageKey {
  if (!isApiError(error) || error.code === ERR_NON_BUSINESS) return 'login.failed';
  const known = LOGIN_CODE_MESSAGES[error.code];
  if (known) return known;
  if (mode === 'password' && error.code === CODE_FAIL) return 'login.passwordError';
  return 'login.failed';
}
