/**
 * Whether the platform API answered the site's server lately (issue 17 item 8). The server fetcher
 * (lib/api/server.ts) records every outcome; the web server (lib/http/web-front.ts) reads it when Next
 * answers a page with a 5xx: right after the API failed, that is the API's outage, not a bug of the page,
 * so the answer becomes 503 with `Retry-After` (or the last cached copy of the page).
 *
 * Kept on globalThis under a registered symbol: the web server (tsx) and Next's compiled server code load
 * this file as two modules of the same process and must share one state.
 */

export interface UpstreamHealth {
  /** When a call last failed for the API's sake (network, timeout, 5xx, unreadable answer); 0 = never. */
  lastFailureAt: number;
  /** When a call last got a readable answer; 0 = never. */
  lastSuccessAt: number;
}

const KEY = Symbol.for('industry-community.upstream-health');

export function upstreamHealth(): UpstreamHealth {
  const scope = globalThis as typeof globalThis & { [KEY]?: UpstreamHealth };
  scope[KEY] ??= { lastFailureAt: 0, lastSuccessAt: 0 };
  return scope[KEY];
}

export function recordUpstream(ok: boolean, now = Date.now()): void {
  const health = upstreamHealth();
  if (ok) health.lastSuccessAt = now;
  else health.lastFailureAt = now;
}

/** How long after a failure a 5xx page counts as the API's outage. */
export const UPSTREAM_FAILURE_WINDOW_MS = 10_000;

/** True when the API failed within the window and has not answered since. */
export function upstreamDown(now = Date.now(), windowMs = UPSTREAM_FAILURE_WINDOW_MS): boolean {
  const { lastFailureAt, lastSuccessAt } = upstreamHealth();
  return lastFailureAt > 0 && now - lastFailureAt <= windowMs && lastFailureAt >= lastSuccessAt;
}
