import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { oauthClientAuthorization, TOKEN_PATH } from '@/lib/api/auth';
import { tokenSchema, type Token } from '@/lib/contract/auth';
import { encryptCookieValue } from '@/lib/session/cookie-crypto';
import { COOKIE_KEYS } from '@/lib/session/keys';
import { encryptPassword } from '@/lib/session/password-crypto';
import { DEMO_ROLES, type DemoRole } from './auth-state';

/** A fresh session of a demo role through the API's token call (its own tokens: revoking them touches no other test). */
export async function apiLogin(request: APIRequestContext, role: DemoRole): Promise<Token> {
  const { mobile, password } = DEMO_ROLES[role];
  return tokenOf(request, mobile, password);
}

/** The token call as the login dialog makes it (password grant). */
async function tokenOf(request: APIRequestContext, mobile: string, password: string): Promise<Token> {
  const res = await request.post(`/api${TOKEN_PATH}`, {
    headers: { Authorization: oauthClientAuthorization() },
    form: { grant_type: 'web_password', scope: 'server', mobile, password: encryptPassword(password), remember_me: 'true' },
  });
  const envelope = (await res.json()) as { code: number; data: unknown };
  expect(envelope.code).toBe(0);
  return tokenSchema.parse(envelope.data);
}

/** Puts `token` in the browser's session cookies, as a login in the dialog leaves them. */
export async function setSessionCookies(context: BrowserContext, baseURL: string | undefined, token: Token): Promise<void> {
  await context.addCookies(sessionCookies(baseURL, token));
}

/** The session cookies a login in the dialog leaves for `token` (also `npm run bench`'s member, bench/member-cookies.ts). */
export function sessionCookies(baseURL: string | undefined, token: Token) {
  const url = new URL(baseURL ?? 'http://localhost');
  const values: [string, string][] = [
    [COOKIE_KEYS.token, token.access_token],
    [COOKIE_KEYS.refreshToken, token.refresh_token],
    [COOKIE_KEYS.expiresIn, String(token.expires_in)],
    [COOKIE_KEYS.loginTime, String(Date.now())],
    [COOKIE_KEYS.rememberMe, '1'],
    [COOKIE_KEYS.isLogin, '1'],
    [COOKIE_KEYS.memberId, String(token.memberId)],
  ];
  return values.map(([name, value]) => ({ name, value: encryptCookieValue(value), domain: url.hostname, path: '/', sameSite: 'Lax' as const }));
}

/**
 * Logs a member in through the API and gives the browser context the session cookies the dialog would have set: a
 * journey that needs a session of its own (it logs out, or acts as another member) starts logged in without driving
 * the dialog. Journeys about the login itself use the dialog.
 */
export async function logInThroughApi(context: BrowserContext, request: APIRequestContext, baseURL: string | undefined, mobile: string, password: string): Promise<Token> {
  const token = await tokenOf(request, mobile, password);
  await setSessionCookies(context, baseURL, token);
  return token;
}
