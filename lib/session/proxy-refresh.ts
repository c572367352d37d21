import { ERR_NON_BUSINESS } from '@/lib/constants';
import { toApiError } from '@/lib/api/errors';
import type { Token } from '@/lib/contract/auth';
import { sessionCookieForSet, type ServerCookieOptions, type SessionSnapshot } from '@/lib/session/cookies';
import { COOKIE_KEYS, type CookieKey } from '@/lib/session/keys';
import { navigationRefreshDecision } from '@/lib/session/refresh-policy';

/**
 * A30: the navigation refresh check of B31–B35, run by the proxy before a personal page's server components read
 * the member's token from the cookies (the browser's own check, lib/session/navigation-refresh.ts, runs after the
 * page has loaded its data). Pure apart from the injected token call; the proxy applies the outcome.
 *
 * - 'none': a visitor, remember-me off (B35), unknown login time or expiry, or more than 7 days left: no API call.
 * - 'refresh': −30 d ≤ remaining ≤ +7 d (B31, B32) and a refresh token: `POST /auth/oauth/token` grant refresh_token.
 * - 'logout': remaining below −30 d (B33), or inside the window without a refresh token: the session is cleared.
 */
export type ProxyRefreshDecision = 'none' | 'refresh' | 'logout';

type SessionTimes = Pick<SessionSnapshot, 'token' | 'refreshToken' | 'loginTime' | 'expiresIn' | 'rememberMe'>;

export function proxyRefreshDecision(session: SessionTimes, now: number): ProxyRefreshDecision {
  if (!session.token && !session.refreshToken) return 'none';
  const decision = navigationRefreshDecision({ now, loginTime: session.loginTime, expiresIn: session.expiresIn, rememberMe: session.rememberMe });
  if (decision === 'none') return 'none';
  if (decision === 'expired' || !session.refreshToken) return 'logout';
  return 'refresh';
}

/** A cookie the proxy writes, encrypted as the browser writes it (lib/session/cookies.ts). */
export interface ProxyCookie {
  name: CookieKey;
  value: string;
  options: ServerCookieOptions;
}

export type ProxyRefreshOutcome =
  | { kind: 'none' }
  /** The rotated tokens as cookies (token, refresh token, expiry, login time, logged-in), like saveRefreshedTokens. */
  | { kind: 'refreshed'; cookies: ProxyCookie[] }
  /** B33/B34: every session cookie is cleared (the login gate then applies). */
  | { kind: 'logout' }
  /** The API could not be reached (network or 5xx): the session is kept, as the browser's refresher keeps it. */
  | { kind: 'kept' };

/** The cookies of a refresh answer, as `saveRefreshedTokens` writes them in the browser. */
export function refreshedCookies(tokens: Token, now: number): ProxyCookie[] {
  const values: [CookieKey, string][] = [[COOKIE_KEYS.token, tokens.access_token]];
  if (tokens.refresh_token) values.push([COOKIE_KEYS.refreshToken, tokens.refresh_token]);
  if (tokens.expires_in !== undefined && tokens.expires_in !== null) values.push([COOKIE_KEYS.expiresIn, String(tokens.expires_in)]);
  values.push([COOKIE_KEYS.loginTime, String(now)], [COOKIE_KEYS.isLogin, '1']);
  return values.map(([key, value]) => sessionCookieForSet(key, value));
}

/**
 * Runs the check: no call unless the token is inside the refresh window. A refused refresh (business code or
 * HTTP 4xx: the refresh token is unknown, expired or revoked) logs out (B34); an unreachable API keeps the session.
 */
export async function refreshInProxy(
  session: SessionTimes,
  deps: { now: number; refresh: (refreshToken: string) => Promise<Token> },
): Promise<ProxyRefreshOutcome> {
  const decision = proxyRefreshDecision(session, deps.now);
  if (decision === 'none') return { kind: 'none' };
  if (decision === 'logout' || !session.refreshToken) return { kind: 'logout' };
  try {
    return { kind: 'refreshed', cookies: refreshedCookies(await deps.refresh(session.refreshToken), deps.now) };
  } catch (error) {
    const apiError = toApiError(error);
    const unreachable = apiError.code === ERR_NON_BUSINESS && (apiError.httpStatus === undefined || apiError.httpStatus >= 500);
    return unreachable ? { kind: 'kept' } : { kind: 'logout' };
  }
}

/**
 * Whether a request is a prefetch (`Next-Router-Prefetch`, `Next-Router-Segment-Prefetch`, `Sec-Purpose: prefetch`):
 * it never refreshes, so several prefetches in flight do not each spend the one refresh token (a rotated token
 * is revoked, and the losers would log the member out).
 */
export function isPrefetchRequest(headers: Headers): boolean {
  return (
    headers.get('next-router-prefetch') === '1' ||
    headers.has('next-router-segment-prefetch') ||
    /prefetch/i.test(headers.get('sec-purpose') ?? headers.get('purpose') ?? '')
  );
}
