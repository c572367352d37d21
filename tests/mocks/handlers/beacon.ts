import { http, HttpResponse } from 'msw';
import { parseCookieHeader } from '@/lib/session/cookie-jar';
import { BEACON_PATH } from '@/lib/tracking/beacon';
import { beaconBodySchema, planBeacon } from '@/lib/tracking/beacon-relay';

/** happy-dom's page origin: the beacon and `/api` are same-origin paths under it. */
const ORIGIN = 'http://localhost:3000';

/**
 * The web server's beacon (app/beacon/route.ts) in component tests: the real plan, run on `document.cookie`; its
 * cookies are written there (as the browser would from the answer), and its API calls go to the mock API, where the
 * family handlers record them (a view `{id, cid}`, a log batch). One of the server's initial handlers.
 */
export const beaconHandler = http.post(`${ORIGIN}${BEACON_PATH}`, async ({ request }) => {
  const parsed = beaconBodySchema.safeParse(JSON.parse(await request.text()));
  if (!parsed.success) return HttpResponse.json({ message: 'invalid' }, { status: 400 });
  const jar = parseCookieHeader(document.cookie);
  const plan = planBeacon({ cookie: (name) => jar.get(name), userAgent: navigator.userAgent, body: parsed.data });
  for (const cookie of plan.cookies) document.cookie = `${cookie.name}=${encodeURIComponent(cookie.value)}; path=/`;
  await Promise.allSettled(
    plan.forwards.map((call) =>
      fetch(`${ORIGIN}/api${call.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(call.authorization ? { authorization: call.authorization } : {}) },
        body: JSON.stringify(call.body),
      }),
    ),
  );
  return HttpResponse.json(plan.answer);
});
