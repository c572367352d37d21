// @vitest-environment node
/**
 * A30: the navigation refresh check of B31–B35 runs in the proxy before a personal page loads its data. The decision
 * (no API call outside the window), the cookies it writes, and the proxy: renewed cookies on the response and on the
 * request the page reads, a refused refresh logs out and gates, visitors, public pages and prefetches never refresh.
 */
import { NextRequest } from 'next/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DAY_MS } from '@/lib/constants';
import { ApiError, nonBusinessError } from '@/lib/api/errors';
import type { Token } from '@/lib/contract/auth';
import { decryptCookieValue, encryptCookieValue } from '@/lib/session/cookie-crypto';
import { isPrefetchRequest, proxyRefreshDecision, refreshInProxy } from '@/lib/session/proxy-refresh';

const { proxy } = await import('@/proxy');

const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
const TTL_S = 30 * 24 * 60 * 60;
const SITE = 'http://localhost:3000';

/** A session whose access token has `remainingMs` left at NOW (30-day token, remember-me on). */
function session(remainingMs: number, over: Partial<{ refreshToken: string | null; rememberMe: boolean; token: string | null }> = {}) {
  return {
    token: 'access-old',
    refreshToken: 'refresh-old',
    loginTime: NOW + remainingMs - TTL_S * 1000,
    expiresIn: TTL_S,
    rememberMe: true,
    ...over,
  };
}

const TOKEN: Token = {
  access_token: 'access-new',
  refresh_token: 'refresh-new',
  token_type: 'bearer',
  expires_in: TTL_S,
  scope: 'server',
  identity: '13800000001',
  memberId: 7,
};

describe('A30 the proxy refresh decision (B31–B35)', () => {
  it('A30 B31 B32 refreshes from −30 d to +7 d inclusive, and not outside', () => {
    expect(proxyRefreshDecision(session(3 * DAY_MS), NOW)).toBe('refresh');
    expect(proxyRefreshDecision(session(7 * DAY_MS), NOW)).toBe('refresh');
    expect(proxyRefreshDecision(session(7 * DAY_MS + 1000), NOW)).toBe('none');
    expect(proxyRefreshDecision(session(-30 * DAY_MS), NOW)).toBe('refresh');
  });

  it('A30 B33 below −30 d logs out without a call; in the window without a refresh token too', () => {
    expect(proxyRefreshDecision(session(-30 * DAY_MS - 1000), NOW)).toBe('logout');
    expect(proxyRefreshDecision(session(DAY_MS, { refreshToken: null }), NOW)).toBe('logout');
  });

  it('A30 B35 remember-me off, a visitor, or unknown times: nothing', () => {
    expect(proxyRefreshDecision(session(DAY_MS, { rememberMe: false }), NOW)).toBe('none');
    expect(proxyRefreshDecision(session(DAY_MS, { token: null, refreshToken: null }), NOW)).toBe('none');
    expect(proxyRefreshDecision({ ...session(DAY_MS), loginTime: null }, NOW)).toBe('none');
  });

  it('A30 no API call unless the token is in the window', async () => {
    const refresh = vi.fn(async () => TOKEN);
    expect(await refreshInProxy(session(20 * DAY_MS), { now: NOW, refresh })).toEqual({ kind: 'none' });
    expect(await refreshInProxy(session(-31 * DAY_MS), { now: NOW, refresh })).toEqual({ kind: 'logout' });
    expect(refresh).not.toHaveBeenCalled();
  });

  it('A30 a refresh writes the rotated tokens, expiry, login time and logged-in flag, encrypted', async () => {
    const refresh = vi.fn(async () => TOKEN);
    const outcome = await refreshInProxy(session(DAY_MS), { now: NOW, refresh });
    expect(refresh).toHaveBeenCalledWith('refresh-old');
    expect(outcome.kind).toBe('refreshed');
    const cookies = outcome.kind === 'refreshed' ? outcome.cookies : [];
    const plain = Object.fromEntries(cookies.map((c) => [c.name, decryptCookieValue(c.value)]));
    expect(plain).toEqual({ token: 'access-new', refresh_token: 'refresh-new', expires_in: String(TTL_S), login_time: String(NOW), is_login: '1' });
    for (const c of cookies) expect(c.options).toMatchObject({ path: '/', sameSite: 'lax' });
  });

  it('A30 B34 a refused refresh logs out; an unreachable API keeps the session', async () => {
    const refused = await refreshInProxy(session(DAY_MS), { now: NOW, refresh: async () => Promise.reject(new ApiError(401, 'unauthorized', 401)) });
    expect(refused).toEqual({ kind: 'logout' });
    const business = await refreshInProxy(session(DAY_MS), { now: NOW, refresh: async () => Promise.reject(new ApiError(1, 'refresh_token: invalid', 200)) });
    expect(business).toEqual({ kind: 'logout' });
    const down = await refreshInProxy(session(DAY_MS), { now: NOW, refresh: async () => Promise.reject(nonBusinessError('network error')) });
    expect(down).toEqual({ kind: 'kept' });
  });

  it('A30 prefetches are recognised', () => {
    expect(isPrefetchRequest(new Headers({ 'next-router-prefetch': '1' }))).toBe(true);
    expect(isPrefetchRequest(new Headers({ 'next-router-segment-prefetch': '/_tree' }))).toBe(true);
    expect(isPrefetchRequest(new Headers({ 'sec-purpose': 'prefetch' }))).toBe(true);
    expect(isPrefetchRequest(new Headers({ rsc: '1' }))).toBe(false);
  });
});

describe('A30 the proxy refreshes before a personal page loads its data', () => {
  let calls: { url: string; body: string }[];
  let answer: () => Response;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    vi.stubEnv('SITE_URL', SITE);
    calls = [];
    answer = () => Response.json({ code: 0, msg: 'ok', data: TOKEN });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
        calls.push({ url: String(url), body: String(init?.body ?? '') });
        return answer();
      }),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  function cookieHeader(remainingMs: number, rememberMe = '1'): string {
    const s = session(remainingMs);
    const values: [string, string][] = [
      ['token', s.token ?? ''],
      ['refresh_token', s.refreshToken ?? ''],
      ['expires_in', String(s.expiresIn)],
      ['login_time', String(s.loginTime)],
      ['remember_me', rememberMe],
      ['is_login', '1'],
      ['member_id', '7'],
    ];
    return [...values.map(([k, v]) => `${k}=${encryptCookieValue(v)}`), 'layout=desktop'].join('; ');
  }

  function request(path: string, headers: Record<string, string> = {}): NextRequest {
    return new NextRequest(new URL(path, SITE), { headers: { host: 'localhost:3000', 'user-agent': 'Mozilla/5.0', ...headers } });
  }

  /** name → decrypted value of the cookies a response sets (empty string for a clear). */
  function setCookies(res: Response): Record<string, string> {
    return Object.fromEntries(
      res.headers.getSetCookie().map((c) => {
        const [pair] = c.split(';');
        const [name, value] = (pair ?? '').split('=') as [string, string];
        return [name, /Max-Age=0/i.test(c) ? '' : decryptCookieValue(decodeURIComponent(value ?? '')) ?? ''];
      }),
    );
  }

  it('A30 a member in the window: one refresh call, new cookies to the browser and to the page', async () => {
    const res = await proxy(request('/mine/account-setting', { cookie: cookieHeader(2 * DAY_MS) }));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toMatch(/\/auth\/oauth\/token$/);
    expect(new URLSearchParams(calls[0]!.body).get('grant_type')).toBe('refresh_token');
    expect(new URLSearchParams(calls[0]!.body).get('refresh_token')).toBe('refresh-old');
    expect(res.status).toBe(200);
    expect(setCookies(res)).toMatchObject({ token: 'access-new', refresh_token: 'refresh-new', login_time: String(NOW), is_login: '1' });
    // the request the page renders with carries the renewed token, not the old one
    const pageCookies = res.headers.get('x-middleware-request-cookie') ?? '';
    const pageToken = /(?:^|;\s*)token=([^;]+)/.exec(pageCookies)?.[1];
    expect(decryptCookieValue(pageToken ?? null)).toBe('access-new');
    expect(pageCookies).toContain('member_id=');
  });

  it('A30 outside the window, with remember-me off, for a prefetch or a public page: no call, no cookies', async () => {
    for (const res of [
      await proxy(request('/mine/account-setting', { cookie: cookieHeader(20 * DAY_MS) })),
      await proxy(request('/mine/account-setting', { cookie: cookieHeader(2 * DAY_MS, '0') })),
      await proxy(request('/mine/account-setting', { cookie: cookieHeader(2 * DAY_MS), rsc: '1', 'next-router-prefetch': '1' })),
      await proxy(request('/news/1', { cookie: cookieHeader(2 * DAY_MS) })),
      await proxy(request('/mine/account-setting')),
    ]) {
      expect(setCookies(res)).toEqual({});
    }
    expect(calls).toHaveLength(0);
  });

  it('A30 B34 a refused refresh clears the session and sends the personal page to the login', async () => {
    answer = () => Response.json({ code: 401, msg: 'unauthorized', data: null }, { status: 401 });
    const res = await proxy(request('/mine/account-setting', { cookie: cookieHeader(2 * DAY_MS) }));
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toContain(`/?redirect=${encodeURIComponent('/mine/account-setting')}`);
    const cleared = setCookies(res);
    for (const name of ['token', 'refresh_token', 'expires_in', 'login_time', 'remember_me', 'is_login', 'member_id']) expect(cleared[name]).toBe('');
  });

  it('A30 B33 a session past −30 days is logged out without a call', async () => {
    const res = await proxy(request('/mine/account-setting', { cookie: cookieHeader(-31 * DAY_MS) }));
    expect(calls).toHaveLength(0);
    expect(res.status).toBe(307);
    expect(setCookies(res).token).toBe('');
  });
});
