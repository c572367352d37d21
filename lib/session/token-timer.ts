import { TOKEN_CHECK_INTERVAL_MS } from '@/lib/constants';
import { refreshSession } from '@/lib/api/client';
import type { SessionSnapshot } from '@/lib/session/cookies';
import { refreshLock as defaultLock, type RefreshLock } from '@/lib/session/refresh-lock';
import { remainingValidityMs, tokenTick, type TokenTickAction } from '@/lib/session/refresh-policy';
import { getSession } from '@/lib/session/session';

/** Remaining validity in seconds according to the cookies; null when they do not tell. */
export function cookieRemainingSeconds(session: SessionSnapshot, now: number): number | null {
  const ms = remainingValidityMs({ now, loginTime: session.loginTime, expiresIn: session.expiresIn });
  if (ms !== null) return Math.floor(ms / 1000);
  return session.expiresIn;
}

export interface TokenTimerOptions {
  /** The server refresh; default the API client's single-flight `refreshSession`. */
  refresh?: () => Promise<unknown>;
  readSession?: () => SessionSnapshot;
  now?: () => number;
  intervalMs?: number;
  lock?: RefreshLock;
  /** Observes each tick's decision (tests, diagnostics). */
  onTick?: (action: TokenTickAction, remaining: number) => void;
  /** Called once when a failed refresh stops the timer (B39). */
  onStop?: (error: unknown) => void;
}

export interface TokenTimer {
  stop(): void;
  isRunning(): boolean;
  /** In-memory remaining validity (seconds). */
  remaining(): number;
}

/**
 * The 60 s token check (B36–B39): each tick lowers the in-memory remaining time by 60; with a refresh token,
 * remaining ≤ 1000 and no lock it refreshes from the server when the cookie expiry is also ≤ 1000, else it
 * takes the (newer) values from the cookies. A refresh in flight holds the lock; a failed refresh stops the
 * timer.
 */
export function startTokenTimer(options: TokenTimerOptions = {}): TokenTimer {
  const refresh = options.refresh ?? refreshSession;
  const readSession = options.readSession ?? getSession;
  const now = options.now ?? Date.now;
  const lock = options.lock ?? defaultLock;

  let remaining = cookieRemainingSeconds(readSession(), now()) ?? 0;
  let inFlight = false;
  let running = true;

  const handle = setInterval(tick, options.intervalMs ?? TOKEN_CHECK_INTERVAL_MS);

  function stop(): void {
    running = false;
    clearInterval(handle);
  }

  function tick(): void {
    if (!running) return;
    const session = readSession();
    const cookieRemaining = cookieRemainingSeconds(session, now());
    const result = tokenTick({
      remaining,
      hasRefreshToken: Boolean(session.refreshToken),
      locked: inFlight || lock.isHeld(),
      cookieRemaining,
    });
    remaining = result.remaining;
    options.onTick?.(result.action, remaining);

    if (result.action === 'reload-local') {
      remaining = cookieRemaining ?? remaining;
      return;
    }
    if (result.action !== 'refresh') return;

    inFlight = true;
    refresh()
      .then(() => {
        remaining = cookieRemainingSeconds(readSession(), now()) ?? remaining;
      })
      .catch((error: unknown) => {
        stop();
        options.onStop?.(error);
      })
      .finally(() => {
        inFlight = false;
      });
  }

  return {
    stop,
    isRunning: () => running,
    remaining: () => remaining,
  };
}
