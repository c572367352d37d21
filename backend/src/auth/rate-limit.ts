/**
 * Login throttling: failed attempts per mobile and per IP inside a sliding window.
 */
import type { AppContext } from '../context';
import { get, run } from '../db/sql';
import { fail } from '../http/envelope';

export const TOO_FREQUENT = '操作过于频繁，请稍后再试';
/** Failed logins allowed from one IP per window (a mobile gets `loginAttemptLimit`). */
const IP_FACTOR = 3;

export function assertLoginAllowed(ctx: AppContext, mobile: string, ip: string): void {
  const since = Date.now() - ctx.env.loginWindowSeconds * 1000;
  const byMobile = get<{ n: number }>(ctx.db, 'SELECT COUNT(*) AS n FROM login_failures WHERE mobile = ? AND created_at > ?', mobile, since);
  const byIp = get<{ n: number }>(ctx.db, 'SELECT COUNT(*) AS n FROM login_failures WHERE ip = ? AND created_at > ?', ip, since);
  if ((byMobile?.n ?? 0) >= ctx.env.loginAttemptLimit || (byIp?.n ?? 0) >= ctx.env.loginAttemptLimit * IP_FACTOR) {
    throw fail(TOO_FREQUENT);
  }
}

export function recordLoginFailure(ctx: AppContext, mobile: string, ip: string): void {
  run(ctx.db, 'INSERT INTO login_failures (mobile, ip, created_at) VALUES (?, ?, ?)', mobile, ip, Date.now());
}
