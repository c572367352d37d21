/**
 * U02/N08 (DEFAULT): each detail-page view by a visitor (news, post, event, company, product, brand, member,
 * achievement, case) adds 1 to the visit count (`visit_count` cookie); at VISIT_LIMIT the visit-limit flag is
 * set (`visit_limit`) and the login tip shows (C29/C30). Closing the tip resets both (C31). Members and
 * crawlers (U39/T22) are never counted and never see the tip. The page HTML is the same cached HTML for
 * everyone, so the count is kept by the web server's beacon (app/beacon/route.ts), which holds the cookie
 * secret: the page itself loads no crypto for it (issue 28 item 1).
 */
import { isCrawlerAgent } from '@/lib/device';
import type { SessionSnapshot } from '@/lib/session/cookies';
import { removeBrowserCookie } from '@/lib/session/cookie-jar';
import { COOKIE_KEYS } from '@/lib/session/keys';

export const VISIT_LIMIT = 5;

/** Whether this browser's views count: a visitor, not a crawler. */
export function countsVisits(session: Pick<SessionSnapshot, 'isLogin'>, userAgent: string): boolean {
  return !session.isLogin && !isCrawlerAgent(userAgent);
}

/** Whether the login tip is due: a counted visitor whose visit-limit flag is set (or the tip is forced on). */
export function loginTipDue(session: Pick<SessionSnapshot, 'isLogin' | 'visitLimit'>, userAgent: string, forced = false): boolean {
  return countsVisits(session, userAgent) && (forced || session.visitLimit);
}

/** One more counted view: the new count, whether the limit is reached, and whether the flag is to be set now. */
export function nextVisit(session: Pick<SessionSnapshot, 'visitCount' | 'visitLimit'>): { count: number; limitReached: boolean; setLimit: boolean } {
  const count = session.visitCount + 1;
  const limitReached = count >= VISIT_LIMIT;
  return { count, limitReached, setLimit: limitReached && !session.visitLimit };
}

/** C31: closing the login tip starts the count again (an absent count is 0, an absent flag is not set). */
export function resetVisits(): void {
  removeBrowserCookie(COOKIE_KEYS.visitCount);
  removeBrowserCookie(COOKIE_KEYS.visitLimit);
}
