/**
 * Setup project: logs each demo role in once through the API (the token call, as the login dialog makes it)
 * and saves the browser state, so journeys that need a member start logged in (issue 13 item 7). Journeys
 * that test the login itself (foundation, account, wizard, chat-app login) still log in through the dialog.
 */
import { test as setup, expect } from '@playwright/test';
import { COOKIE_KEYS } from '@/lib/session/keys';
import { encryptCookieValue } from '@/lib/session/cookie-crypto';
import { encryptPassword } from '@/lib/session/password-crypto';
import { oauthClientAuthorization, TOKEN_PATH } from '@/lib/api/auth';
import { tokenSchema } from '@/lib/contract/auth';
import { DEMO_ROLES, storageStatePath, type DemoRole } from './auth-state';

for (const role of Object.keys(DEMO_ROLES) as DemoRole[]) {
  setup(`log in ${role} through the API`, async ({ browser, request, baseURL }) => {
    const { mobile, password } = DEMO_ROLES[role];
    const res = await request.post(`/api${TOKEN_PATH}`, {
      headers: { Authorization: oauthClientAuthorization() },
      form: { grant_type: 'web_password', scope: 'server', mobile, password: encryptPassword(password), remember_me: 'true' },
    });
    const envelope = (await res.json()) as { code: number; data: unknown };
    expect(envelope.code).toBe(0);
    const token = tokenSchema.parse(envelope.data);
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
    const context = await browser.newContext();
    await context.addCookies(
      values.map(([name, value]) => ({ name, value: encryptCookieValue(value), domain: url.hostname, path: '/', sameSite: 'Lax' as const })),
    );
    // One visit lets the session bootstrap store what it loads after a login (membership, permissions).
    const page = await context.newPage();
    await page.goto('/upgrade');
    await expect(page.getByTestId(/header-avatar|mobile-avatar/)).toBeVisible();
    await context.storageState({ path: storageStatePath(role) });
    await context.close();
  });
}
