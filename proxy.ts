import { NextResponse, type NextRequest } from 'next/server';
import { parseDevice } from '@/lib/device';
import { decide, LAYOUT_COOKIE } from '@/lib/routing/decide';
import { buildCsp, createNonce, STATIC_SECURITY_HEADERS } from '@/lib/routing/security-headers';
import { readSessionFromCookies } from '@/lib/session/cookies';

/**
 * Next 16's name for middleware.ts: the `/` redirect, the login gate, `/redirect`, the locale and
 * device rewrite (one cached HTML per variant) and the security headers. It is the first wall only:
 * private data is checked again where it is read.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const session = readSessionFromCookies((name) => request.cookies.get(name)?.value);
  const decision = decide({
    pathname,
    search,
    host: request.headers.get('host') ?? request.nextUrl.host,
    session: { isLogin: session.isLogin, memberId: session.memberId === null ? null : String(session.memberId), lang: session.lang },
    layoutCookie: request.cookies.get(LAYOUT_COOKIE)?.value ?? null,
    device: parseDevice(request.headers.get('user-agent') ?? ''),
  });

  if (decision.kind === 'redirect') {
    const target = decision.external ? decision.location : new URL(decision.location, request.url);
    return withSecurity(NextResponse.redirect(target, 307), null);
  }
  if (decision.kind === 'next') return withSecurity(NextResponse.next(), null);

  const nonce = decision.personal ? createNonce() : null;
  const csp = buildCsp({ nonce, dev: process.env.NODE_ENV !== 'production' });
  const url = request.nextUrl.clone();
  url.pathname = decision.path;
  const headers = new Headers(request.headers);
  if (nonce) {
    headers.set('x-nonce', nonce);
    headers.set('Content-Security-Policy', csp);
  }
  headers.set('x-public-path', pathname);
  return withSecurity(NextResponse.rewrite(url, { request: { headers } }), csp);
}

function withSecurity(response: NextResponse, csp: string | null): NextResponse {
  for (const [k, v] of Object.entries(STATIC_SECURITY_HEADERS)) response.headers.set(k, v);
  response.headers.set(
    'Content-Security-Policy',
    csp ?? buildCsp({ nonce: null, dev: process.env.NODE_ENV !== 'production' }),
  );
  return response;
}

export const config = {
  matcher: [
    // Everything except the API rewrite, Next's assets and the files in public/.
    '/((?!api/|_next/|favicon\\.ico|robots\\.txt|sitemap.*\\.xml|.*\\.(?:svg|png|jpg|jpeg|gif|webp|ico|txt|xml|webmanifest)$).*)',
  ],
};
