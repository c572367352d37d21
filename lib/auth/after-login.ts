import type { Token } from '@/lib/contract/auth';
import { clientTransport } from '@/lib/api/client';
import { getAuthorities, getMemberInfo, getMembershipBenefit, getRegisterStatus } from '@/lib/api/member';
import { LOGIN_RELOAD_DELAY_MS, MIN_REGISTER_STEP } from '@/lib/constants';
import { clearSessionToken, saveLoginSession, setMembership, setPermissions } from '@/lib/session/session';

export type AfterLoginOutcome = 'bind-mobile' | 'supplement' | 'done';

/** Only same-site paths are followed after login (never `//host` or another scheme). */
export function safeInternalPath(redirect: string | null | undefined): string | null {
  if (!redirect) return null;
  return /^\/(?![/\\])/.test(redirect) ? redirect : null;
}

/**
 * B11–B16: store the session, check the register status, load member info, membership and permissions.
 * Throws when the member info has no data (B17) or the register status fails (B14, token reset).
 */
export async function completeLogin(token: Token, rememberMe: boolean): Promise<AfterLoginOutcome> {
  saveLoginSession(token, { rememberMe });
  let status;
  try {
    status = await getRegisterStatus(clientTransport);
  } catch (error) {
    clearSessionToken();
    throw error;
  }
  if (!status.isRegister || token.identity === null) return 'bind-mobile';
  if (status.isRequired && status.step < MIN_REGISTER_STEP) return 'supplement';
  const [info, membership, permissions] = await Promise.all([
    getMemberInfo(clientTransport),
    getMembershipBenefit(clientTransport).catch(() => []),
    getAuthorities(clientTransport).catch(() => []),
  ]);
  if (!info) throw new Error('Verification failed, please Login again.');
  setMembership(membership);
  setPermissions(permissions);
  return 'done';
}

/** B16: go to `redirect` when given, else reload; the page reloads 200 ms later either way. */
export function leaveAfterLogin(redirect: string | null | undefined): void {
  const target = safeInternalPath(redirect);
  window.setTimeout(() => {
    if (target) window.location.assign(target);
    else window.location.reload();
  }, LOGIN_RELOAD_DELAY_MS);
}
