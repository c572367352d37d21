import { refreshSession } from '@/lib/api/client';
import { navigationRefreshDecision } from '@/lib/session/refresh-policy';
import { clearSession, getSession } from '@/lib/session/session';

export type NavigationRefreshOutcome = 'none' | 'refreshed' | 'logged-out';

/**
 * The check of every navigation (B31–B35): with remember-me on and −30 d ≤ remaining ≤ +7 d, refresh;
 * a failed refresh resets the session (B34); below −30 d the session is expired and cleared locally (B33).
 */
export async function refreshOnNavigation(
  options: { now?: number; refresh?: () => Promise<unknown> } = {},
): Promise<NavigationRefreshOutcome> {
  const session = getSession();
  if (!session.token && !session.refreshToken) return 'none';
  const decision = navigationRefreshDecision({
    now: options.now ?? Date.now(),
    loginTime: session.loginTime,
    expiresIn: session.expiresIn,
    rememberMe: session.rememberMe,
  });
  if (decision === 'none') return 'none';
  if (decision === 'expired') {
    clearSession();
    return 'logged-out';
  }
  try {
    await (options.refresh ?? refreshSession)();
    return 'refreshed';
  } catch {
    clearSession();
    return 'logged-out';
  }
}
