/**
 * U02/N08 (DEFAULT): each detail-page view by a visitor (news, post, event, company, product, brand, member,
 * achievement, case) adds 1 to the visit count (`visit_count` cookie); at VISIT_LIMIT the visit-limit flag is
 * set (`visit_limit`) and the login tip shows (C29/C30). Closing the tip resets both (C31). Members and
 * crawlers (U39/T22) are never counted and never see the tip. Browser only: the page HTML is the same cached
 * HTML for everyone.
 */
import { isCrawlerAgent } from '@/lib/device';
import type { SessionSnapshot } from '@/lib/session/cookies';
import { getSession, setVisitCount, setVisitLimit } from '@/lib/session/session';

export const VISIT_LIMIT = 5;

/** Whether this browser's views count: a visitor, not a crawler. */
export function countsVisits(session: Pick<SessionSnapshot, 'isLogin'>, userAgent: string): boolean {
  return !session.isLogin && !isCrawlerAgent(userAgent);
}

/** Whether the login tip is due: a counted visitor whose visit-limit flag is set (or the tip is forced on). */
export function loginTipDue(session: Pick<SessionSnapshot, 'isLogin' | 'visitLimit'>, userAgent: string, forced = false): boolean {
  return countsVisits(session, userAgent) && (forced || session.visitLimit);
}

/** Counts one view; the new count and whether the limit is reached, or null when the viewer is not counted. */
export function countVisit(): { count: number; limitReached: boolean } | null {
  if (typeof document === 'undefined') return null;
  const session = getSession();
  if (!countsVisits(session, navigator.userAgent)) return null;
  const count = session.visitCount + 1;
  setVisitCount(count);
  const limitReached = count >= VISIT_LIMIT;
  if (limitReached && !session.visitLimit) setVisitLimit(true);
  return { count, limitReached };
}

/** C31: closing the login tip starts the count again. */
export function resetVisits(): void {
  setVisitCount(0);
  setVisitLimit(false);
}
