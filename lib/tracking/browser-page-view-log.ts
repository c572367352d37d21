/**
 * The browser's page-view log (lib/tracking/page-view-log.ts) with its real clock and sender: batches go to the
 * web server's beacon (lib/tracking/beacon.ts), which adds the browser's cid and, for a member, the bearer token
 * (a member's views of member pages count as visits, "who viewed me", I35/I36). On page hide they go with
 * `navigator.sendBeacon`.
 */
import { sendLogBeacon } from '@/lib/tracking/beacon';
import { PageViewLog } from './page-view-log';

let log: PageViewLog | null = null;

/** The one log of this page (created on first use). */
export function browserPageViewLog(): PageViewLog {
  log ??= new PageViewLog({
    now: () => Date.now(),
    send: sendLogBeacon,
    setTimer: (fn, ms) => window.setTimeout(fn, ms),
    clearTimer: (timer) => window.clearTimeout(timer as number),
  });
  return log;
}
