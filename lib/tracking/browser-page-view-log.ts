/**
 * The browser's page-view log (lib/tracking/page-view-log.ts) with its real clock, cid and sender.
 *
 * Batches go as `keepalive` fetches (they read no answer; no axios on public pages), with the member's bearer
 * token when logged in so that a member's views of member pages count as visits ("who viewed me", I35/I36).
 * On page hide a visitor's batch goes with `navigator.sendBeacon` (JSON as text/plain, which the API reads);
 * a member's goes as a keepalive fetch, the beacon that can carry the Authorization header.
 */
import type { PageViewRecord } from '@/lib/contract/page-view-record';
import { ensureCid, getSession } from '@/lib/session/session';
import { PageViewLog, type LogPath } from './page-view-log';

export function sendLogBatch(path: LogPath, records: PageViewRecord[], hiding: boolean): void {
  const url = `/api${path}`;
  const body = JSON.stringify({ records });
  const session = getSession();
  const token = session.isLogin ? session.token : null;
  if (hiding && !token && typeof navigator.sendBeacon === 'function') {
    try {
      if (navigator.sendBeacon(url, body)) return;
    } catch {
      // fall through to a keepalive fetch
    }
  }
  void fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
    keepalive: true,
    credentials: 'same-origin',
  }).catch(() => undefined);
}

let log: PageViewLog | null = null;

/** The one log of this page (created on first use). */
export function browserPageViewLog(): PageViewLog {
  log ??= new PageViewLog({
    now: () => Date.now(),
    cid: ensureCid,
    send: sendLogBatch,
    setTimer: (fn, ms) => window.setTimeout(fn, ms),
    clearTimer: (timer) => window.clearTimeout(timer as number),
  });
  return log;
}
