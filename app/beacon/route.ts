import { NextResponse } from 'next/server';
import { serverEnv } from '@/lib/env';
import { servedOverHttps } from '@/lib/routing/security-headers';
import { parseCookieHeader } from '@/lib/session/cookie-jar';
import { beaconBodySchema, planBeacon, type BeaconForward } from '@/lib/tracking/beacon-relay';

/**
 * The pages' beacon (lib/tracking/beacon.ts): `POST /beacon` with `{visit?, view?, log?}` as JSON (or as text, from
 * `sendBeacon`). It makes the API calls (with the client's address the web server trusts; their failures are the
 * page's no more than before: ignored), then answers `{tip}` with the session cookies the page asked for (cid,
 * visit count): an answered beacon is a recorded one. 403 for a browser's
 * cross-site request (it would not carry the cookies anyway), 413 over 64 KB, 400 for anything but the body the
 * page sends.
 */
export const dynamic = 'force-dynamic';

const MAX_BODY_BYTES = 64 * 1024;
const FORWARD_TIMEOUT_MS = 10_000;

function refuse(status: number, message: string): Response {
  return Response.json({ message }, { status, headers: { 'cache-control': 'no-store' } });
}

function forward(apiBase: string, call: BeaconForward, forwardedFor: string | null): Promise<unknown> {
  return fetch(`${apiBase.replace(/\/+$/, '')}${call.path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      ...(call.authorization ? { authorization: call.authorization } : {}),
    },
    body: JSON.stringify(call.body),
    signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
  }).then((response) => response.arrayBuffer());
}

export async function POST(request: Request): Promise<Response> {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return refuse(403, 'forbidden');
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return refuse(413, 'body too large');
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) return refuse(413, 'body too large');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return refuse(400, 'body: not JSON');
  }
  const parsed = beaconBodySchema.safeParse(json);
  if (!parsed.success) return refuse(400, `${parsed.error.issues[0]?.path.join('.') || 'body'}: invalid`);

  const jar = parseCookieHeader(request.headers.get('cookie'));
  const plan = planBeacon({ cookie: (name) => jar.get(name), userAgent: request.headers.get('user-agent') ?? '', body: parsed.data });
  const apiBase = serverEnv().API_BASE_URL;
  const forwardedFor = request.headers.get('x-forwarded-for');
  await Promise.allSettled(plan.forwards.map((call) => forward(apiBase, call, forwardedFor)));
  const response = NextResponse.json(plan.answer, { headers: { 'cache-control': 'no-store' } });
  const secure = servedOverHttps(request.url, request.headers.get('x-forwarded-proto'));
  for (const { name, value, options } of plan.cookies) response.cookies.set(name, value, { ...options, secure });
  return response;
}
