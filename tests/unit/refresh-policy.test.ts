import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DAY_MS, TOKEN_CHECK_DECREMENT, TOKEN_CHECK_INTERVAL_MS, TOKEN_CHECK_THRESHOLD } from '@/lib/constants';
import type { SessionSnapshot } from '@/lib/session/cookies';
import { createRefreshLock } from '@/lib/session/refresh-lock';
import {
  navigationRefreshDecision,
  remainingValidityMs,
  shouldRefreshOnNavigation,
  tokenTick,
} from '@/lib/session/refresh-policy';
import { startTokenTimer } from '@/lib/session/token-timer';

const NOW = Date.UTC(2024, 5, 1, 12, 0, 0);
const TTL_S = 30 * 24 * 60 * 60;

/** loginTime such that remaining = `remainingMs` at NOW with a 30-day token. */
function loginTimeFor(remainingMs: number): number {
  return NOW + remainingMs - TTL_S * 1000;
}

function nav(remainingMs: number, rememberMe = true) {
  return { now: NOW, loginTime: loginTimeFor(remainingMs), expiresIn: TTL_S, rememberMe };
}

describe('navigation refresh (B31–B35)', () => {
  it('B31 remaining = loginTime + expires_in×1000 − now', () => {
    expect(remainingValidityMs({ now: 10_000, loginTime: 1_000, expiresIn: 20 })).toBe(11_000);
    expect(remainingValidityMs({ now: 1, loginTime: null, expiresIn: 20 })).toBeNull();
    expect(remainingValidityMs({ now: 1, loginTime: 1, expiresIn: undefined })).toBeNull();
  });

  it('B31 refreshes inside the window (−30 d … +7 d)', () => {
    expect(shouldRefreshOnNavigation(nav(3 * DAY_MS))).toBe(true);
    expect(shouldRefreshOnNavigation(nav(0))).toBe(true);
    expect(shouldRefreshOnNavigation(nav(-10 * DAY_MS))).toBe(true);
  });

  it('B32 +7 days exactly refreshes; +7 days + 1 s does not', () => {
    expect(shouldRefreshOnNavigation(nav(7 * DAY_MS))).toBe(true);
    expect(shouldRefreshOnNavigation(nav(7 * DAY_MS + 1000))).toBe(false);
    expect(navigationRefreshDecision(nav(7 * DAY_MS + 1000))).toBe('none');
  });

  it('B32 −30 days exactly refreshes; −30 days − 1 s does not', () => {
    expect(shouldRefreshOnNavigation(nav(-30 * DAY_MS))).toBe(true);
    expect(shouldRefreshOnNavigation(nav(-30 * DAY_MS - 1000))).toBe(false);
  });

  it('B33 below −30 days: no refresh call, the session is expired', () => {
    expect(navigationRefreshDecision(nav(-30 * DAY_MS - 1000))).toBe('expired');
    expect(navigationRefreshDecision(nav(-90 * DAY_MS))).toBe('expired');
  });

  it('B35 with remember-me off nothing happens', () => {
    expect(navigationRefreshDecision(nav(0, false))).toBe('none');
    expect(navigationRefreshDecision(nav(-90 * DAY_MS, false))).toBe('none');
  });

  it('B31 unknown login time or expiry: nothing happens', () => {
    expect(navigationRefreshDecision({ now: NOW, loginTime: null, expiresIn: TTL_S, rememberMe: true })).toBe('none');
    expect(navigationRefreshDecision({ now: NOW, loginTime: NOW, expiresIn: null, rememberMe: true })).toBe('none');
  });
});

describe('timer tick (B36–B38)', () => {
  const base = { hasRefreshToken: true, locked: false, cookieRemaining: 500 };

  it('B37 each tick lowers remaining by 60; above 1000 no action', () => {
    expect(TOKEN_CHECK_DECREMENT).toBe(60);
    expect(TOKEN_CHECK_THRESHOLD).toBe(1000);
    expect(tokenTick({ ...base, remaining: 1100 })).toEqual({ remaining: 1040, action: 'none' });
    expect(tokenTick({ ...base, remaining: 1040 })).toEqual({ remaining: 980, action: 'refresh' });
  });

  it('B36 remaining ≤ 1000 exactly acts', () => {
    expect(tokenTick({ ...base, remaining: 1060 }).action).toBe('refresh');
    expect(tokenTick({ ...base, remaining: 1061 }).action).toBe('none');
  });

  it('B36 cookie expiry ≤ 1000 → refresh from the server; otherwise reload from local', () => {
    expect(tokenTick({ ...base, remaining: 900, cookieRemaining: 1000 }).action).toBe('refresh');
    expect(tokenTick({ ...base, remaining: 900, cookieRemaining: 1001 }).action).toBe('reload-local');
    expect(tokenTick({ ...base, remaining: 900, cookieRemaining: null }).action).toBe('refresh');
  });

  it('B36 without a refresh token nothing happens', () => {
    expect(tokenTick({ ...base, remaining: 100, hasRefreshToken: false }).action).toBe('none');
  });

  it('B38 while the lock is held nothing happens', () => {
    expect(tokenTick({ ...base, remaining: 100, locked: true })).toEqual({ remaining: 40, action: 'none' });
  });
});

describe('token timer with fake timers (B36–B39)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  const lock = () => createRefreshLock({ key: 'test-lock' });

  /** A session whose cookie remaining is `remainingS` at NOW, with its expiry tracking the fake clock. */
  function sessionWithRemaining(remainingS: number, overrides: Partial<SessionSnapshot> = {}): SessionSnapshot {
    const expiresIn = 2000;
    return {
      token: 't',
      refreshToken: 'r',
      expiresIn,
      loginTime: NOW + (remainingS - expiresIn) * 1000,
      rememberMe: true,
      isLogin: true,
      memberId: 1,
      lang: 'zh',
      year: null,
      cid: null,
      salesCode: null,
      visitCount: 0,
      visitLimit: false,
      membership: null,
      permissions: [],
      wxBound: false,
      ...overrides,
    };
  }

  it('B36/B37 runs every 60 s; starting at 1100 the second tick is the first to act', async () => {
    const refresh = vi.fn(() => Promise.resolve());
    const session = sessionWithRemaining(1100);
    const timer = startTokenTimer({ refresh, readSession: () => session, lock: lock() });
    expect(timer.remaining()).toBe(1100);
    await vi.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS - 1);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(timer.remaining()).toBe(1040);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
    timer.stop();
  });

  it('B36 when the cookies show a newer token (another tab refreshed), it reloads from local without a call', async () => {
    const refresh = vi.fn(() => Promise.resolve());
    let session = sessionWithRemaining(1030);
    const actions: string[] = [];
    const timer = startTokenTimer({ refresh, readSession: () => session, lock: lock(), onTick: (a) => actions.push(a) });
    session = { ...session, loginTime: Date.now(), expiresIn: 2_592_000 };
    await vi.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS);
    expect(actions).toEqual(['reload-local']);
    expect(refresh).not.toHaveBeenCalled();
    expect(timer.remaining()).toBeGreaterThan(2_500_000);
    timer.stop();
  });

  it('B38 while a refresh is in flight (lock held) a tick makes no second refresh call', async () => {
    const refresh = vi.fn(() => new Promise<void>(() => {}));
    const session = sessionWithRemaining(900);
    const timer = startTokenTimer({ refresh, readSession: () => session, lock: lock() });
    await vi.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS * 3);
    expect(refresh).toHaveBeenCalledTimes(1);
    timer.stop();
  });

  it('B38 a lock held by another tab also blocks the tick', async () => {
    const refresh = vi.fn(() => Promise.resolve());
    const shared = lock();
    localStorage.setItem('test-lock', JSON.stringify({ owner: 'other-tab', at: Date.now() + TOKEN_CHECK_INTERVAL_MS - 1000 }));
    const timer = startTokenTimer({ refresh, readSession: () => sessionWithRemaining(500), lock: shared });
    await vi.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS);
    expect(refresh).not.toHaveBeenCalled();
    timer.stop();
  });

  it('B39 a failed refresh stops the timer: no further ticks and no further refresh calls', async () => {
    const refresh = vi.fn(() => Promise.reject(new Error('invalid refresh token')));
    const onStop = vi.fn();
    const timer = startTokenTimer({ refresh, readSession: () => sessionWithRemaining(900), lock: lock(), onStop });
    await vi.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(timer.isRunning()).toBe(false);
    expect(onStop).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS * 5);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('after a successful refresh the remaining time comes from the new cookies', async () => {
    let session = sessionWithRemaining(900);
    const refresh = vi.fn(async () => {
      session = { ...session, loginTime: Date.now(), expiresIn: 2_592_000 };
    });
    const timer = startTokenTimer({ refresh, readSession: () => session, lock: lock() });
    await vi.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(timer.remaining()).toBe(2_592_000);
    await vi.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS * 3);
    expect(refresh).toHaveBeenCalledTimes(1);
    timer.stop();
  });
});
