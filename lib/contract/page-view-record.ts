/**
 * The page-view record and the log service's limits, without zod: the browser's log service
 * (lib/tracking/page-view-log.ts) runs on every page, and the schemas of `page-view.ts` (the API's input
 * checks) would bring zod into every page's first load. `page-view.ts` re-exports all of this and checks
 * that its schema accepts exactly this record.
 */

export const PAGE_VIEW_CLIENT = 'web';
/** Tracking site id of this web client (A28). */
export const PAGE_VIEW_SITE_ID = 1;
/** §9: the log service sends every 10 seconds or as soon as 10 entries are queued. */
export const LOG_BATCH_INTERVAL_MS = 10_000;
export const LOG_BATCH_MAX_ENTRIES = 10;
/** Most records one call takes (a queue kept while offline is sent in parts). */
export const LOG_BATCH_LIMIT = 50;
/** A visit longer than this is cut to it (a tab left open for days says nothing about reading). */
export const MAX_VISIT_MS = 6 * 60 * 60 * 1000;

/** One page visit as sent (times in epoch ms; `endTime` once the visit is over). */
export interface PageViewRecord {
  cid: string;
  url: string;
  client?: typeof PAGE_VIEW_CLIENT;
  siteId?: number;
  startTime: number;
  endTime?: number;
}

/**
 * A record as the browser queues it: without the cid, which the web server's beacon (app/beacon/route.ts) reads
 * from the encrypted cookie and adds, so no page needs the cookie's crypto to log a view (issue 28 item 1).
 */
export type LoggedVisit = Omit<PageViewRecord, 'cid'>;
