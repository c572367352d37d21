import { ALL_COOKIE_KEYS } from '@/lib/session/keys';
import { removeCookie } from '@/lib/session/cookies';

/** The origin the browser client resolves `/api` against in happy-dom. */
export const ORIGIN = 'http://localhost:3000';
export const API = `${ORIGIN}/api`;

/** Removes every session cookie and localStorage entry between tests. */
export function resetBrowserState(): void {
  for (const key of ALL_COOKIE_KEYS) removeCookie(key);
  localStorage.clear();
}

/** A token-call answer. */
export function tokenData(access: string, refresh: string, expiresIn = 2_592_000) {
  return {
    access_token: access,
    refresh_token: refresh,
    token_type: 'bearer' as const,
    expires_in: expiresIn,
    scope: 'server' as const,
    identity: '13800000001',
    memberId: 7,
  };
}

export function ok<T>(data: T) {
  return { code: 0, msg: 'ok', data };
}
