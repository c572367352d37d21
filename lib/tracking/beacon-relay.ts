import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { LOG_BATCH_LIMIT, pageViewRecordSchema } from '@/lib/contract/page-view';
import { readSessionFromCookies, sessionCookieForSet, unreadableSessionCookies, type CookieGetter } from '@/lib/session/cookies';
import { COOKIE_KEYS } from '@/lib/session/keys';
import { countsVisits, nextVisit } from '@/lib/session/visit-count';
import { VIEW_BEACON_PATHS, type BeaconAnswer, type BeaconBody } from '@/lib/tracking/beacon';
import { ACCESS_TIME_PATH, VIEW_RECORD_PATH } from '@/lib/tracking/page-view-log';

/**
 * What the web server's beacon (app/beacon/route.ts) does with one request, decided without I/O: the cookies
 * to write, the API calls to make, the answer. It holds the cookie secret the page no longer loads (issue 28
 * item 1): the browser's cid (created on its first beacon, B42), the visitor's count (U02) and a member's token.
 */

/** The body a page may send (lib/tracking/beacon.ts); anything else is refused. */
export const beaconBodySchema = z
  .object({
    visit: z.literal(true).optional(),
    view: z.object({ path: z.enum(VIEW_BEACON_PATHS), id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) }).strict().optional(),
    log: z
      .object({
        path: z.enum([VIEW_RECORD_PATH, ACCESS_TIME_PATH]),
        records: z.array(pageViewRecordSchema.omit({ cid: true }).strict()).min(1).max(LOG_BATCH_LIMIT),
      })
      .strict()
      .optional(),
  })
  .strict();

// The schema takes exactly what the page sends (a compile error when the two drift apart).
const bodyTypesAgree: BeaconBody extends z.input<typeof beaconBodySchema> ? true : false = true;
void bodyTypesAgree;

export interface BeaconCookie {
  name: string;
  value: string;
  options: ReturnType<typeof sessionCookieForSet>['options'];
}

export interface BeaconForward {
  /** The API path, e.g. `/news/news/view`. */
  path: string;
  body: unknown;
  /** `Bearer <token>` for a member's log batch. */
  authorization: string | null;
}

export interface BeaconPlan {
  answer: BeaconAnswer;
  cookies: BeaconCookie[];
  forwards: BeaconForward[];
}

export function planBeacon(
  request: { cookie: CookieGetter; userAgent: string; body: z.output<typeof beaconBodySchema> },
  newCid: () => string = randomUUID,
): BeaconPlan {
  const { body } = request;
  const session = readSessionFromCookies(request.cookie);
  // a session that does not decrypt is void (attack list 23): its token is never sent on
  const isLogin = session.isLogin && unreadableSessionCookies(request.cookie).length === 0;
  const cookies: BeaconCookie[] = [];
  let cid = session.cid;
  if (!cid) {
    cid = newCid();
    cookies.push(sessionCookieForSet(COOKIE_KEYS.cid, cid));
  }
  let tip = false;
  if (body.visit && countsVisits({ isLogin }, request.userAgent)) {
    const visit = nextVisit(session);
    cookies.push(sessionCookieForSet(COOKIE_KEYS.visitCount, String(visit.count)));
    if (visit.setLimit) cookies.push(sessionCookieForSet(COOKIE_KEYS.visitLimit, '1'));
    tip = visit.limitReached;
  }
  const forwards: BeaconForward[] = [];
  if (body.view) forwards.push({ path: body.view.path, body: { id: body.view.id, cid }, authorization: null });
  if (body.log) {
    forwards.push({
      path: body.log.path,
      body: { records: body.log.records.map((record) => ({ cid, ...record })) },
      authorization: isLogin && session.token ? `Bearer ${session.token}` : null,
    });
  }
  return { answer: { tip }, cookies, forwards };
}
