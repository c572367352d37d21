/**
 * Login throttling (issue 17 item 5): failed logins are counted per (account, IP) and per IP, separately for
 * password and sms logins, inside a one-hour window. Past a number of free failures each key backs off
 * exponentially from its latest failure (30 s, 60 s, 120 s … capped at 15 minutes); a throttled call is
 * refused before anything is checked with HTTP 429, `Retry-After` and the envelope. Nothing is counted per
 * account alone, so failures from other addresses never lock the owner out, and password failures never
 * slow the owner's sms login. A success clears that account's failures from that IP.
 */
import type { AppContext } from '../context';
import { get, run } from '../db/sql';
import { tooManyRequests, type ApiError } from '../http/envelope';

/** The login kinds counted apart: password failures do not throttle sms login, nor the reverse. */
export type LoginKind = 'password' | 'sms';

/** Failures older than this are forgotten. */
export const LOGIN_THROTTLE_WINDOW_MS = 60 * 60 * 1000;
/** First back-off once the free failures are used up; it doubles with every further failure. */
export const LOGIN_BACKOFF_BASE_SECONDS = 30;
export const LOGIN_BACKOFF_CAP_SECONDS = 15 * 60;

/** '操作过于频繁，请N秒后再试' (the wording of the sms countdown, S35). */
export function tooFrequentMessage(seconds: number): string {
  return `操作过于频繁，请${Math.max(1, Math.ceil(seconds))}秒后再试`;
}

/** Seconds to wait after the latest failure when `failures` failures are on record (0: no wait). */
export function backoffSeconds(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(LOGIN_BACKOFF_CAP_SECONDS, LOGIN_BACKOFF_BASE_SECONDS * 2 ** Math.min(failures - free, 20));
}

interface FailureStats {
  n: number;
  last: number | null;
}

function retryAfterMs(stats: FailureStats | undefined, free: number, now: number): number {
  if (!stats || stats.last === null) return 0;
  const wait = backoffSeconds(stats.n, free) * 1000;
  return wait === 0 ? 0 : Math.max(0, stats.last + wait - now);
}

/** The throttle error of a login call still backing off, or null when it may go ahead. */
export async function loginThrottle(ctx: AppContext, kind: LoginKind, account: string, ip: string, now = Date.now()): Promise<ApiError | null> {
  const since = now - LOGIN_THROTTLE_WINDOW_MS;
  const byAccountIp = await get<FailureStats>(
    ctx.db,
    'SELECT COUNT(*) AS n, MAX(created_at) AS last FROM login_failures WHERE kind = ? AND mobile = ? AND ip = ? AND created_at > ?',
    kind,
    account,
    ip,
    since,
  );
  const byIp = await get<FailureStats>(ctx.db, 'SELECT COUNT(*) AS n, MAX(created_at) AS last FROM login_failures WHERE kind = ? AND ip = ? AND created_at > ?', kind, ip, since);
  const wait = Math.max(retryAfterMs(byAccountIp, ctx.env.loginAttemptLimit, now), retryAfterMs(byIp, ctx.env.loginIpAttemptLimit, now));
  return wait > 0 ? tooManyRequests(tooFrequentMessage(wait / 1000), wait / 1000) : null;
}

export async function assertLoginAllowed(ctx: AppContext, kind: LoginKind, account: string, ip: string): Promise<void> {
  const refused = await loginThrottle(ctx, kind, account, ip);
  if (refused) throw refused;
}

export async function recordLoginFailure(ctx: AppContext, kind: LoginKind, account: string, ip: string): Promise<void> {
  await run(ctx.db, 'INSERT INTO login_failures (kind, mobile, ip, created_at) VALUES (?, ?, ?, ?)', kind, account, ip, Date.now());
}

/** After a successful login: that account's failures from that address are forgotten (other keys stay). */
export async function clearLoginFailures(ctx: AppContext, kind: LoginKind, account: string, ip: string): Promise<void> {
  await run(ctx.db, 'DELETE FROM login_failures WHERE kind = ? AND mobile = ? AND ip = ?', kind, account, ip);
}
