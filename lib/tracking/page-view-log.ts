/**
 * The browser's log service (A28, A29, B42; issue 19 item 4). One record per page visit:
 * `{url, client: 'web', siteId: 1, startTime, endTime}` (epoch ms), to which the web server's beacon adds the cid.
 *
 * - Opening a page queues its view (`POST /admin/view/record`, no `endTime`), and closes the visit before it,
 *   which queues that visit with its `endTime` (`POST /admin/log/access/time`).
 * - The queue is sent 10 s after its first entry or as soon as it holds 10 entries (§9), never per navigation.
 * - When the page is hidden (tab switch, close, navigation away) the open visit is closed and the queue is sent
 *   at once with `navigator.sendBeacon`; when it shows again a new visit of the same page starts (time on page
 *   counts only visible time; no second view).
 *
 * Pure: time and sending are injected (tests drive it with fake ones); `browserPageViewLog()` wires
 * the browser's.
 */
import {
  LOG_BATCH_INTERVAL_MS,
  LOG_BATCH_LIMIT,
  LOG_BATCH_MAX_ENTRIES,
  PAGE_VIEW_CLIENT,
  PAGE_VIEW_SITE_ID,
  type LoggedVisit,
} from '@/lib/contract/page-view-record';

export const VIEW_RECORD_PATH = '/admin/view/record';
export const ACCESS_TIME_PATH = '/admin/log/access/time';
export type LogPath = typeof VIEW_RECORD_PATH | typeof ACCESS_TIME_PATH;

export interface PageViewLogDeps {
  now: () => number;
  /** Sends one batch; `hiding`: the page is going away (the sender uses a beacon). */
  send: (path: LogPath, records: LoggedVisit[], hiding: boolean) => void;
  setTimer: (fn: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
}

interface OpenVisit {
  url: string;
  startTime: number;
}

export class PageViewLog {
  private views: LoggedVisit[] = [];
  private times: LoggedVisit[] = [];
  private visit: OpenVisit | null = null;
  /** The page shown, kept while hidden so that showing it again resumes its time. */
  private url: string | null = null;
  private timer: unknown = null;

  constructor(private readonly deps: PageViewLogDeps) {}

  /** Entries waiting to be sent. */
  get queued(): number {
    return this.views.length + this.times.length;
  }

  private record(url: string, startTime: number, endTime?: number): LoggedVisit {
    return { url, client: PAGE_VIEW_CLIENT, siteId: PAGE_VIEW_SITE_ID, startTime, ...(endTime === undefined ? {} : { endTime }) };
  }

  private closeVisit(): void {
    if (!this.visit) return;
    this.times.push(this.record(this.visit.url, this.visit.startTime, Math.max(this.deps.now(), this.visit.startTime)));
    this.visit = null;
  }

  private queuedChanged(): void {
    if (this.queued >= LOG_BATCH_MAX_ENTRIES) {
      this.flush(false);
      return;
    }
    if (this.queued > 0 && this.timer === null) {
      this.timer = this.deps.setTimer(() => {
        this.timer = null;
        this.flush(false);
      }, LOG_BATCH_INTERVAL_MS);
    }
  }

  /** A page was opened (first load or client navigation). The same URL again is not a new visit. */
  open(url: string): void {
    if (url === this.url && this.visit) return;
    this.closeVisit();
    this.queuedChanged();
    const now = this.deps.now();
    this.url = url;
    this.visit = { url, startTime: now };
    this.views.push(this.record(url, now));
    this.queuedChanged();
  }

  /** The page is hidden or going away: close the visit and send everything now. */
  hide(): void {
    this.closeVisit();
    this.flush(true);
  }

  /** The page shows again: its time on page resumes (a new visit segment, not a new view). */
  show(): void {
    if (this.visit || !this.url) return;
    this.visit = { url: this.url, startTime: this.deps.now() };
  }

  /** Sends the queue (views first), in parts of at most LOG_BATCH_LIMIT records. */
  flush(hiding: boolean): void {
    if (this.timer !== null) {
      this.deps.clearTimer(this.timer);
      this.timer = null;
    }
    const batches: [LogPath, LoggedVisit[]][] = [
      [VIEW_RECORD_PATH, this.views],
      [ACCESS_TIME_PATH, this.times],
    ];
    this.views = [];
    this.times = [];
    for (const [path, records] of batches) {
      for (let i = 0; i < records.length; i += LOG_BATCH_LIMIT) this.deps.send(path, records.slice(i, i + LOG_BATCH_LIMIT), hiding);
    }
  }
}
