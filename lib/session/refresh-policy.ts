import {
  REFRESH_WINDOW_MAX_MS,
  REFRESH_WINDOW_MIN_MS,
  TOKEN_CHECK_DECREMENT,
  TOKEN_CHECK_THRESHOLD,
} from '@/lib/constants';

/** Pure token-refresh rules (B31–B39). No timers, no cookies, no network. */

export interface NavigationRefreshInput {
  /** Epoch ms. */
  now: number;
  /** Epoch ms of the login (or last refresh). */
  loginTime: number | null | undefined;
  /** Seconds of token validity. */
  expiresIn: number | null | undefined;
  rememberMe: boolean;
}

/** loginTime + expiresIn × 1000 − now, in ms; null when either is unknown. */
export function remainingValidityMs(input: Pick<NavigationRefreshInput, 'now' | 'loginTime' | 'expiresIn'>): number | null {
  const { now, loginTime, expiresIn } = input;
  if (loginTime === null || loginTime === undefined || !Number.isFinite(loginTime)) return null;
  if (expiresIn === null || expiresIn === undefined || !Number.isFinite(expiresIn)) return null;
  return loginTime + expiresIn * 1000 - now;
}

/**
 * What a navigation does (B31–B35):
 * - 'refresh' when remember-me is on, login time and expiry are known and −30 d ≤ remaining ≤ +7 d (inclusive);
 * - 'expired' when remaining is below −30 d (B33 DEFAULT: no refresh call, a local logout);
 * - 'none' otherwise (remember-me off, unknown values, or more than 7 d left).
 */
export type NavigationRefreshDecision = 'refresh' | 'expired' | 'none';

export function navigationRefreshDecision(input: NavigationRefreshInput): NavigationRefreshDecision {
  if (!input.rememberMe) return 'none';
  const remaining = remainingValidityMs(input);
  if (remaining === null) return 'none';
  if (remaining < REFRESH_WINDOW_MIN_MS) return 'expired';
  if (remaining <= REFRESH_WINDOW_MAX_MS) return 'refresh';
  return 'none';
}

export function shouldRefreshOnNavigation(input: NavigationRefreshInput): boolean {
  return navigationRefreshDecision(input) === 'refresh';
}

export interface TokenTickState {
  /** In-memory remaining validity (seconds), reduced by 60 per tick. */
  remaining: number;
  hasRefreshToken: boolean;
  /** A refresh is in flight (this tab or another). */
  locked: boolean;
  /** Remaining validity according to the cookies (seconds); null when they do not tell. */
  cookieRemaining: number | null;
}

export type TokenTickAction = 'none' | 'refresh' | 'reload-local';

export interface TokenTickResult {
  remaining: number;
  action: TokenTickAction;
}

/**
 * One 60 s tick (B36–B38): remaining drops by 60; then, with a refresh token, remaining ≤ 1000 and no lock,
 * 'refresh' when the cookie expiry is also ≤ 1000 (or unknown), else 'reload-local' (another tab refreshed;
 * take the values from the cookies). Starting at 1100, the second tick is the first to act.
 */
export function tokenTick(state: TokenTickState): TokenTickResult {
  const remaining = state.remaining - TOKEN_CHECK_DECREMENT;
  if (!state.hasRefreshToken || state.locked || remaining > TOKEN_CHECK_THRESHOLD) {
    return { remaining, action: 'none' };
  }
  if (state.cookieRemaining === null || state.cookieRemaining <= TOKEN_CHECK_THRESHOLD) {
    return { remaining, action: 'refresh' };
  }
  return { remaining, action: 'reload-local' };
}
