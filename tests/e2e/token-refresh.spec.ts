import { expect, test } from '@playwright/test';
import { COOKIE_KEYS } from '@/lib/session/keys';
import { decryptCookieValue, encryptCookieValue } from '@/lib/session/cookie-crypto';
import { encryptPassword } from '@/lib/session/password-crypto';
import { oauthClientAuthorization, TOKEN_PATH } from '@/lib/api/auth';
import { tokenSchema } from '@/lib/contract/auth';
import { apiLogin, setSessionCookies } from './api-session';
import { DEMO_ROLES } from './auth-state';

/**
 * A30 (B31): the token-refresh window check runs before a personal page loads its data. The proxy refreshes a token
 * inside the window before the page's server components read it, so the page renders with the member's data from
 * the renewed token (the refresh revokes the old pair: a page that read the old token would have no data), and the
 * browser gets the renewed cookies with the page itself. The member logs in on their own here (not the shared
 * storage state), since the refresh rotates the tokens.
 */
test('A30 B31 a member whose access token is about to expire opens a personal page: renewed before the page loads, which shows their data', async ({ browser, request, baseURL }) => {
  const { mobile, password } = DEMO_ROLES.member2;
  const res = await request.post(`/api${TOKEN_PATH}`, {
    headers: { Authorization: oauthClientAuthorization() },
    form: { grant_type: 'web_password', scope: 'server', mobile, password: encryptPassword(password), remember_me: 'true' },
  });
  const token = tokenSchema.parse(((await res.json()) as { data: unknown }).data);
  // logged in so long ago that one hour of the access token is left: inside the +7 day window
  const loginTime = Date.now() - (token.expires_in - 3600) * 1000;
  const url = new URL(baseURL ?? 'http://localhost');
  const values: [string, string][] = [
    [COOKIE_KEYS.token, token.access_token],
    [COOKIE_KEYS.refreshToken, token.refresh_token],
    [COOKIE_KEYS.expiresIn, String(token.expires_in)],
    [COOKIE_KEYS.loginTime, String(loginTime)],
    [COOKIE_KEYS.rememberMe, '1'],
    [COOKIE_KEYS.isLogin, '1'],
    [COOKIE_KEYS.memberId, String(token.memberId)],
  ];
  const context = await browser.newContext();
  await context.addCookies(values.map(([name, value]) => ({ name, value: encryptCookieValue(value), domain: url.hostname, path: '/', sameSite: 'Lax' as const })));
  const page = await context.newPage();

  const before = Date.now();
  const response = await page.goto('/mine/account-setting');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/mine\/account-setting$/);

  // the page's own answer renews the cookies (the proxy, before the page rendered)
  const renewed = (await response!.headerValues('set-cookie')).map((c) => c.split('=')[0]);
  expect(renewed).toEqual(expect.arrayContaining([COOKIE_KEYS.token, COOKIE_KEYS.refreshToken, COOKIE_KEYS.loginTime]));

  // the server rendered the member's data with the renewed token: the old one no longer works
  const html = await response!.text();
  expect(html).toContain('data-testid="account-mobile"');
  expect(html).toContain(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
  await expect(page.getByTestId('account-mobile')).toHaveText(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
  const old = await request.get('/api/admin/member/account', { headers: { Authorization: `Bearer ${token.access_token}` } });
  expect(old.status()).toBe(401);

  // the browser holds the renewed session: a new token that works, a fresh login time, the member kept
  const jar = Object.fromEntries((await context.cookies()).map((c) => [c.name, decryptCookieValue(c.value)]));
  expect(jar[COOKIE_KEYS.token]).toBeTruthy();
  expect(jar[COOKIE_KEYS.token]).not.toBe(token.access_token);
  expect(jar[COOKIE_KEYS.refreshToken]).not.toBe(token.refresh_token);
  expect(Number(jar[COOKIE_KEYS.loginTime])).toBeGreaterThanOrEqual(before - 1000);
  expect(jar[COOKIE_KEYS.memberId]).toBe(String(token.memberId));
  const fresh = await request.get('/api/admin/member/account', { headers: { Authorization: `Bearer ${jar[COOKIE_KEYS.token]}` } });
  expect(((await fresh.json()) as { code: number }).code).toBe(0);
  await context.close();
});

/**
 * Issue 30 item 5: personal pages whose reads refuse the member's token (logged out elsewhere: both tokens revoked)
 * answered HTTP 500. Now they answer 200 with a short "checking your sign-in" state, the browser refreshes once
 * (refused), and the login dialog opens as on `/people/visitors`; no document of the way answers 5xx.
 */
for (const path of ['/people/order/1', '/people/ticket/1', '/achievement/edit/1', '/preview/news/1']) {
  test(`issue 30 item 5: ${path} with a session logged out elsewhere refreshes once, then the login dialog; never a 500`, async ({ browser, request, baseURL }) => {
    const token = await apiLogin(request, 'member1');
    const context = await browser.newContext();
    await setSessionCookies(context, baseURL, token);
    // logged out elsewhere: the access and the refresh token are revoked
    const out = await request.delete('/api/auth/token/logout', { headers: { Authorization: `Bearer ${token.access_token}` } });
    expect(out.status()).toBe(200);
    const page = await context.newPage();
    const documents: { url: string; status: number }[] = [];
    const refreshes: number[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'document') documents.push({ url: res.url(), status: res.status() });
      if (res.url().includes(TOKEN_PATH) && res.request().method() === 'POST') refreshes.push(res.status());
    });
    const first = await page.goto(path);
    expect(first?.status()).toBe(200);
    await expect(page.getByRole('dialog', { name: '登录 / 注册' })).toBeVisible({ timeout: 30_000 });
    // the login dialog returns to the page after login
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(path);
    expect(refreshes).toHaveLength(1);
    expect(documents.filter((d) => d.status >= 500)).toEqual([]);
    await context.close();
  });
}
