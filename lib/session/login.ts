import { ERR_NON_BUSINESS, MIN_REGISTER_STEP } from '@/lib/constants';
import type { Token } from '@/lib/contract/auth';
import type { RegisterStatus } from '@/lib/contract/member';
import { clientTransport } from '@/lib/api/client';
import { isApiError } from '@/lib/api/errors';
import { getRegisterStatus } from '@/lib/api/member';
import type { Transport } from '@/lib/api/transport';
import { clearSessionToken, saveLoginSession } from '@/lib/session/session';

/** What follows a login (B13): bind a mobile, the supplement wizard, or load the member. */
export type LoginNextStep = 'bind-mobile' | 'supplement' | 'done';

export function nextStepAfterLogin(status: RegisterStatus): LoginNextStep {
  if (!status.isRegister) return 'bind-mobile';
  if (status.isRequired && status.step < MIN_REGISTER_STEP) return 'supplement';
  return 'done';
}

/**
 * After a successful token call (B11–B14): stores the session, asks the register status and says what comes
 * next. A register-status answer with a non-zero code clears the token (B14) and rejects; a network failure
 * (-1000) rejects and keeps it.
 */
export async function completeLogin(
  token: Token,
  options: { rememberMe: boolean; transport?: Transport },
): Promise<{ status: RegisterStatus; next: LoginNextStep }> {
  saveLoginSession(token, { rememberMe: options.rememberMe });
  try {
    const status = await getRegisterStatus(options.transport ?? clientTransport);
    return { status, next: nextStepAfterLogin(status) };
  } catch (error) {
    if (isApiError(error) && error.code !== ERR_NON_BUSINESS) clearSessionToken();
    throw error;
  }
}
