import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DAY_MS } from '@/lib/constants';
import { configureApiClient } from '@/lib/api/client';
import { completeLogin, nextStepAfterLogin } from '@/lib/session/login';
import { logout, registerSocketDisconnect } from '@/lib/session/logout';
import { refreshOnNavigation } from '@/lib/session/navigation-refresh';
import { getSession, saveLoginSession } from '@/lib/session/session';
import { API, ok, resetBrowserState, tokenData } from './helpers';

const server = setupServer();
let restore: () => void = () => {};
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetBrowserState();
  restore = configureApiClient({ onUnauthorized: vi.fn(), onBadRequest: vi.fn(), logError: vi.fn() });
});
afterEach(() => {
  restore();
  server.resetHandlers();
});
afterAll(() => server.close());

const TTL = 2_592_000;

function loginWithRemaining(remainingMs: number, rememberMe = true) {
  const now = Date.now();
  saveLoginSession(
    { access_token: 'old', refresh_token: 'r-old', expires_in: TTL, memberId: 9 },
    { rememberMe, now: now + remainingMs - TTL * 1000 },
  );
}

describe('logout (B27–B28)', () => {
  it('B27 with a token: DELETE /auth/token/logout with that token, then the local clear', async () => {
    saveLoginSession({ access_token: 'tok', refresh_token: 'r', expires_in: TTL, memberId: 9 }, { rememberMe: true });
    const seen: (string | null)[] = [];
    server.use(
      http.delete(`${API}/auth/token/logout`, ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json(ok(true));
      }),
    );
    const disconnect = vi.fn();
    const off = registerSocketDisconnect(disconnect);
    await logout();
    off();
    expect(seen).toEqual(['Bearer tok']);
    expect(getSession()).toMatchObject({ token: null, refreshToken: null, isLogin: false, memberId: null });
    expect(disconnect).toHaveBeenCalledTimes(1);
  });

  it('B27 without a token no call is made (msw would fail an unhandled call)', async () => {
    const disconnect = vi.fn();
    const off = registerSocketDisconnect(disconnect);
    await logout();
    off();
    expect(disconnect).toHaveBeenCalledTimes(1);
  });

  it('B28 the local clear happens on a server error and on a network failure', async () => {
    for (const reply of [
      () => HttpResponse.json({ code: 1, msg: 'fail', data: null }),
      () => HttpResponse.error(),
      () => HttpResponse.json({ code: 401, msg: 'unauthorized', data: null }, { status: 401 }),
    ]) {
      saveLoginSession({ access_token: 'tok', refresh_token: 'r', expires_in: TTL, memberId: 9 }, { rememberMe: true });
      server.use(http.delete(`${API}/auth/token/logout`, reply));
      await logout();
      expect(getSession().isLogin).toBe(false);
      expect(getSession().refreshToken).toBeNull();
    }
  });
});

describe('navigation refresh (B31–B35)', () => {
  it('B31 inside the window: one refresh call and the rotated tokens are stored', async () => {
    loginWithRemaining(2 * DAY_MS);
    let calls = 0;
    server.use(
      http.post(`${API}/auth/oauth/token`, () => {
        calls += 1;
        return HttpResponse.json(ok(tokenData('new', 'r-new')));
      }),
    );
    await expect(refreshOnNavigation()).resolves.toBe('refreshed');
    expect(calls).toBe(1);
    expect(getSession()).toMatchObject({ token: 'new', refreshToken: 'r-new', isLogin: true, memberId: 9, rememberMe: true });
    await expect(refreshOnNavigation()).resolves.toBe('none');
  });

  it('B34 a failed navigation refresh resets the session', async () => {
    loginWithRemaining(DAY_MS);
    server.use(http.post(`${API}/auth/oauth/token`, () => HttpResponse.json({ code: 1, msg: 'invalid', data: null })));
    await expect(refreshOnNavigation()).resolves.toBe('logged-out');
    expect(getSession()).toMatchObject({ token: null, refreshToken: null, isLogin: false });
  });

  it('B33 below −30 days: no call, local logout', async () => {
    loginWithRemaining(-31 * DAY_MS);
    await expect(refreshOnNavigation()).resolves.toBe('logged-out');
    expect(getSession().isLogin).toBe(false);
  });

  it('B35 remember-me off: no call', async () => {
    loginWithRemaining(DAY_MS, false);
    await expect(refreshOnNavigation()).resolves.toBe('none');
    expect(getSession().token).toBe('old');
  });

  it('more than 7 days left: no call', async () => {
    loginWithRemaining(8 * DAY_MS);
    await expect(refreshOnNavigation()).resolves.toBe('none');
  });
});

describe('after login (B11–B14)', () => {
  it('B13 next step from the register status', () => {
    expect(nextStepAfterLogin({ isRegister: false, isRequired: true, step: 0 })).toBe('bind-mobile');
    expect(nextStepAfterLogin({ isRegister: true, isRequired: true, step: 1 })).toBe('supplement');
    expect(nextStepAfterLogin({ isRegister: true, isRequired: true, step: 2 })).toBe('done');
    expect(nextStepAfterLogin({ isRegister: true, isRequired: false, step: 0 })).toBe('done');
  });

  it('B11/B12 stores the session and asks the register status with the new token', async () => {
    let auth: string | null = null;
    server.use(
      http.get(`${API}/admin/member/register/status`, ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json(ok({ isRegister: true, isRequired: true, step: 1 }));
      }),
    );
    const result = await completeLogin(tokenData('fresh', 'r'), { rememberMe: true });
    expect(result.next).toBe('supplement');
    expect(auth).toBe('Bearer fresh');
    expect(getSession()).toMatchObject({ token: 'fresh', isLogin: true, memberId: 7, rememberMe: true });
  });

  it('B14 a register-status code ≠ 0 clears the token', async () => {
    server.use(http.get(`${API}/admin/member/register/status`, () => HttpResponse.json({ code: 1, msg: 'x', data: null })));
    await expect(completeLogin(tokenData('fresh', 'r'), { rememberMe: false })).rejects.toMatchObject({ code: 1 });
    expect(getSession().token).toBeNull();
  });
});
