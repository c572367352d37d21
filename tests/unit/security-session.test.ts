/**
 * Attack list 22–27 in the browser client: cookie attributes and sizes, unreadable cookies cleared, one refresh
 * for many 401s and across tabs, a failed refresh ending in one logout, logout clearing every session cookie.
 */
import Cookies from 'js-cookie';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginErrorText } from '@/components/auth/login-errors';
import { clientTransport, configureApiClient } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { createTranslate } from '@/lib/i18n/translate';
import { zh } from '@/locales/zh';
import { decide } from '@/lib/routing/decide';
import { encryptCookieValue } from '@/lib/session/cookie-crypto';
import { readBrowserSession, unreadableSessionCookies } from '@/lib/session/cookies';
import { SESSION_COOKIE_KEYS } from '@/lib/session/keys';
import { logout } from '@/lib/session/logout';
import { createRefreshLock } from '@/lib/session/refresh-lock';
import { clearUnreadableSession, getAccessToken, getRefreshToken, saveLoginSession, setMembership, setPermissions } from '@/lib/session/session';
import { createSessionRefresher } from '@/lib/session/token-refresh';
import { API, ok, resetBrowserState, tokenData } from './helpers';

const server = setupServer();
const unauthorized = vi.fn();
let restore: () => void = () => {};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetBrowserState();
  unauthorized.mockReset();
  restore = configureApiClient({ onUnauthorized: unauthorized, onBadRequest: vi.fn(), logError: vi.fn() });
});
afterEach(() => {
  restore();
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

/** A real token: 43 characters of base64url, as the API issues them. */
const REAL_TOKEN = 'Aa0_'.repeat(10).concat('Zz9');

function login(access = 'expired', refresh = 'refresh-1') {
  saveLoginSession({ access_token: access, refresh_token: refresh, expires_in: 2_592_000, memberId: 7 }, { rememberMe: true });
}

describe('cookies (attack list 22)', () => {
  it('security 22: session cookies are Path=/, SameSite=Lax, host-only, Secure on https, and each fits in 4096 bytes with the longest real values', () => {
    const set = vi.spyOn(Cookies, 'set');
    saveLoginSession({ access_token: REAL_TOKEN, refresh_token: REAL_TOKEN, expires_in: 7_776_000, memberId: 2_147_483_647 }, { rememberMe: true });
    setPermissions(Array.from({ length: 40 }, (_, i) => `company:permission-${i}:edit`));
    setMembership({ level: 'GOLD', benefits: Array.from({ length: 20 }, (_, i) => `权益${i}`), expireTime: '2027-01-01 00:00:00' });
    expect(set).toHaveBeenCalled();
    for (const [name, value, attributes] of set.mock.calls) {
      expect(attributes).toMatchObject({ path: '/', sameSite: 'Lax', secure: false });
      expect(attributes).not.toHaveProperty('domain');
      expect(`${name}=${String(value)}`.length, name).toBeLessThanOrEqual(4096);
    }
    // Secure follows the page's scheme
    expect(set.mock.calls.every(([, , a]) => a?.secure === (location.protocol === 'https:'))).toBe(true);
  });
});

describe('unreadable cookies (attack list 23)', () => {
  it('security 23: a tampered session cookie in the browser is cleared on load, not left behind', () => {
    login('access-1', 'refresh-1');
    const good = encryptCookieValue('access-1');
    document.cookie = `token=${good.slice(0, -3)}x; path=/`;
    expect(unreadableSessionCookies((n) => new Map(document.cookie.split('; ').map((c) => c.split('=') as [string, string])).get(n))).not.toEqual([]);
    expect(clearUnreadableSession()).toBe(true);
    expect(readBrowserSession()).toMatchObject({ token: null, refreshToken: null, isLogin: false, memberId: null });
    for (const key of SESSION_COOKIE_KEYS) expect(document.cookie).not.toMatch(new RegExp(`(^|; )${key}=`));
    // a readable session stays
    login('access-2', 'refresh-2');
    expect(clearUnreadableSession()).toBe(false);
    expect(getAccessToken()).toBe('access-2');
  });
});

describe('refresh (attack list 24–26)', () => {
  function protectedRoute(valid: string) {
    const seen: string[] = [];
    server.use(
      http.get(`${API}/admin/member/authorities`, ({ request }) => {
        const auth = request.headers.get('authorization') ?? '';
        seen.push(auth);
        return auth === `Bearer ${valid}` ? HttpResponse.json(ok(['x'])) : HttpResponse.json({ code: 401, msg: 'unauthorized', data: null }, { status: 401 });
      }),
    );
    return seen;
  }

  it('security 24: 10 parallel calls meeting 401 make exactly one refresh and are each replayed once', async () => {
    login();
    const seen = protectedRoute('fresh');
    let refreshes = 0;
    server.use(
      http.post(`${API}/auth/oauth/token`, async () => {
        refreshes += 1;
        await delay(30);
        return HttpResponse.json(ok(tokenData('fresh', 'refresh-2')));
      }),
    );
    const results = await Promise.all(Array.from({ length: 10 }, () => clientTransport.get('/admin/member/authorities')));
    expect(results).toEqual(Array.from({ length: 10 }, () => ['x']));
    expect(refreshes).toBe(1);
    expect(seen.filter((a) => a === 'Bearer expired')).toHaveLength(10);
    expect(seen.filter((a) => a === 'Bearer fresh')).toHaveLength(10);
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('security 26: a refused (expired or revoked) refresh is tried once for all callers, then one logout and the gate with /?redirect=; nothing loops (also 24)', async () => {
    login('expired', 'revoked');
    const seen = protectedRoute('never');
    let refreshes = 0;
    server.use(
      http.post(`${API}/auth/oauth/token`, () => {
        refreshes += 1;
        return HttpResponse.json({ code: 401, msg: 'invalid refresh token', data: null });
      }),
    );
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => clientTransport.get('/admin/member/authorities')));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(refreshes).toBe(1);
    expect(seen).toHaveLength(10);
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(unauthorized).toHaveBeenCalled();
    // after the reload the visitor on a personal page meets the gate: /?redirect=<that page> with the login dialog
    const gate = decide({
      pathname: '/mine/account-setting',
      search: '',
      host: 'localhost:3000',
      session: { isLogin: readBrowserSession().isLogin, memberId: null, lang: null },
      layoutCookie: null,
      device: { isMobile: false, isTablet: false },
    });
    expect(gate).toEqual({ kind: 'redirect', location: `/?redirect=${encodeURIComponent('/mine/account-setting')}` });
  });

  it('security 25: three tabs whose timers fire together rotate the refresh token once (no reuse, no logout)', async () => {
    login('expired', 'refresh-1');
    const bodies: string[] = [];
    const request = async (refreshToken: string) => {
      bodies.push(refreshToken);
      await delay(40);
      return tokenData(`fresh-${bodies.length}`, `refresh-${bodies.length + 1}`);
    };
    // three tabs: their own single-flight and lock owner, the same cookies and localStorage
    const tabs = ['a', 'b', 'c'].map((tabId) => createSessionRefresher({ request, lock: createRefreshLock({ tabId }) }));
    const tokens = await Promise.all(tabs.map((tab) => tab.refresh()));
    expect(bodies).toEqual(['refresh-1']);
    expect(new Set(tokens)).toEqual(new Set(['fresh-1']));
    expect(getRefreshToken()).toBe('refresh-2');
  });
});

describe('logout (attack list 27)', () => {
  it('security 27: logout revokes the token at the API and clears every session cookie (path /, host-only)', async () => {
    login('access-9', 'refresh-9');
    const revoked: (string | null)[] = [];
    server.use(
      http.delete(`${API}/auth/token/logout`, ({ request }) => {
        revoked.push(request.headers.get('authorization'));
        return HttpResponse.json(ok(true));
      }),
    );
    const removed = vi.spyOn(Cookies, 'remove');
    await logout();
    expect(revoked).toEqual(['Bearer access-9']);
    for (const key of SESSION_COOKIE_KEYS) expect(removed).toHaveBeenCalledWith(key, { path: '/' });
    for (const key of SESSION_COOKIE_KEYS) expect(document.cookie).not.toMatch(new RegExp(`(^|; )${key}=`));
  });
});

describe('throttled login in the dialog (issue 17 item 5)', () => {
  it('security: an HTTP 429 login answer shows the wait, not the password error; a wrong password still reads 账号或密码错误', async () => {
    const t = createTranslate(zh);
    login('a', 'r');
    server.use(
      http.post(`${API}/auth/oauth/token`, () =>
        HttpResponse.json({ code: 1, msg: '操作过于频繁，请30秒后再试', data: { retryAfter: 30 } }, { status: 429, headers: { 'retry-after': '30' } }),
      ),
    );
    const { loginByPassword } = await import('@/lib/api/auth');
    const error = await loginByPassword(clientTransport, { mobile: '13800000001', password: 'x', rememberMe: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(loginErrorText(error, 'password', t)).toBe('操作过于频繁，请30秒后再试');
    expect(loginErrorText(new ApiError(1, '账号或密码错误', 200), 'password', t)).toBe('账号或密码错误');
  });
});

describe('password in transit (attack list 30)', () => {
  it('security 30: the password login sends only the encrypted blob, never the plain password', async () => {
    const bodies: string[] = [];
    server.use(
      http.post(`${API}/auth/oauth/token`, async ({ request }) => {
        bodies.push(await request.text());
        return HttpResponse.json(ok(tokenData('a', 'r')));
      }),
    );
    const { loginByPassword } = await import('@/lib/api/auth');
    await loginByPassword(clientTransport, { mobile: '13800000001', password: 'Plain-Secret-9', rememberMe: true });
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).not.toContain('Plain-Secret-9');
    expect(decodeURIComponent(bodies[0] ?? '')).not.toContain('Plain-Secret-9');
    expect(new URLSearchParams(bodies[0]).get('password')).toMatch(/^[A-Za-z0-9+/]+=*$/);
  });
});
