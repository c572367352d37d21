/**
 * The page-view log (A28, A29, I35): views as pages open, finished visits with their time on page, and the
 * member visits ("who viewed me") that a member's views of `/people/{id}` record.
 */
import { MAX_VISIT_MS, type PageViewRecord } from '@/lib/contract/page-view';
import type { Db } from '../db/connection';
import { get, run, transaction } from '../db/sql';
import { formatTime, nowText } from '../db/time';

/** A record as the contract parsed it (defaults applied). */
type Parsed = Required<Pick<PageViewRecord, 'cid' | 'url' | 'startTime'>> & { client: string; siteId: number; endTime?: number };

/** A browser's clock may be off; a time outside [now − 1 day, now + 5 min] is read as now. */
const PAST_MS = 24 * 60 * 60 * 1000;
const FUTURE_MS = 5 * 60 * 1000;

function plausible(ms: number, now: number): number {
  return ms >= now - PAST_MS && ms <= now + FUTURE_MS ? ms : now;
}

/** The path of a (site-relative or absolute) URL, without query or hash. */
export function pathOf(url: string): string {
  try {
    return new URL(url, 'http://site.invalid').pathname;
  } catch {
    return url.split(/[?#]/)[0] ?? url;
  }
}

/** The member a `/people/{id}` path shows, else null. */
export function memberOfPath(path: string): number | null {
  const m = /^\/people\/(\d{1,12})\/?$/.exec(path);
  return m ? Number(m[1]) : null;
}

/**
 * Stores the views; for a logged-in viewer, each view of another member's page is a visit of that member
 * (never one's own page, never an unknown member).
 */
export async function recordPageViews(db: Db, viewerId: number | null, records: Parsed[], now = Date.now()): Promise<{ stored: number; visits: number }> {
  let visits = 0;
  const created = nowText();
  await transaction(db, async () => {
    for (const r of records) {
      const start = plausible(r.startTime, now);
      const path = pathOf(r.url);
      await run(
        db,
        'INSERT INTO page_views (cid, member_id, url, path, client, site_id, start_time, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        r.cid,
        viewerId,
        r.url,
        path,
        r.client,
        r.siteId,
        formatTime(start),
        created,
      );
      const viewed = viewerId === null ? null : memberOfPath(path);
      if (viewed !== null && viewed !== viewerId && await get(db, 'SELECT 1 FROM members WHERE id = ?', viewed)) {
        await run(db, 'INSERT INTO member_visits (visitor_id, member_id, created_at) VALUES (?, ?, ?)', viewerId, viewed, formatTime(start));
        visits += 1;
      }
    }
  });
  return { stored: records.length, visits };
}

/** Stores finished visits with their time on page (cut to MAX_VISIT_MS). */
export async function recordAccessTimes(db: Db, memberId: number | null, records: (Parsed & { endTime: number })[], now = Date.now()): Promise<{ stored: number }> {
  const created = nowText();
  await transaction(db, async () => {
    for (const r of records) {
      const end = plausible(r.endTime, now);
      const start = Math.min(plausible(r.startTime, now), end);
      const duration = Math.min(end - start, MAX_VISIT_MS);
      await run(
        db,
        'INSERT INTO access_logs (cid, member_id, url, client, site_id, start_time, end_time, duration_ms, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        r.cid,
        memberId,
        r.url,
        r.client,
        r.siteId,
        formatTime(start),
        formatTime(start + duration),
        duration,
        created,
      );
    }
  });
  return { stored: records.length };
}
