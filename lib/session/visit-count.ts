/**
 * U02/N08 (DEFAULT): each detail-page view by a visitor adds 1 to the visit count (`visit_count` cookie); at
 * VISIT_LIMIT the visit-limit flag is set (`visit_limit`), which the site-wide login tip reads. Members and
 * crawlers (U39) are not counted. Browser only.
 */
import { isCrawlerAgent } from '@/lib/device';
import { getSession, setVisitCount, setVisitLimit } from '@/lib/session/session';

export const VISIT_LIMIT = 5;

/** Counts one view; returns the new count, or null when the viewer is not counted. */
export function countVisit(): number | null {
  if (typeof document === 'undefined' || isCrawlerAgent(navigator.userAgent)) return null;
  const session = getSession();
  if (session.isLogin) return null;
  const count = session.visitCount + 1;
  setVisitCount(count);
  if (count >= VISIT_LIMIT && !session.visitLimit) setVisitLimit(true);
  return count;
}
