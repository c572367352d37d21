import type { Token } from '@/lib/contract/auth';
import { LOGIN_RELOAD_DELAY_MS } from '@/lib/constants';
import { sitePath } from '@/lib/routing/safe-redirect';
import { completeLogin, type LoginNextStep } from '@/lib/session/login';
import { useSessionStore } from '@/stores/session';

/**
 * Only same-site paths are followed after login (attack list 4): never `//host`, `/\host`, `/<TAB>/host`,
 * another scheme or an absolute URL (lib/routing/safe-redirect.ts `sitePath`). A path through `/redirect`
 * meets the proxy's allowlist and interstitial there.
 */
export function safeInternalPath(redirect: string | null | undefined): string | null {
  return sitePath(redirect);
}

/**
 * B11–B16: store the session and check the register status (lib/session/login), then load member info,
 * membership and permissions. Throws when the member info has no data (B17).
 */
export async function finishLogin(token: Token, rememberMe: boolean): Promise<LoginNextStep> {
  const { next } = await completeLogin(token, { rememberMe });
  if (token.identity === null) return 'bind-mobile';
  if (next !== 'done') return next;
  await useSessionStore.getState().loadMember();
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
