import { NextResponse, type NextRequest } from 'next/server';
import { parseDevice } from '@/lib/device';
import { decide, LAYOUT_COOKIE } from '@/lib/routing/decide';
import { buildCsp, createNonce, STATIC_SECURITY_HEADERS } from '@/lib/routing/security-headers';
import { readCookieValue } from '@/lib/session/cookies';
import { COOKIE_KEYS } from '@/lib/session/keys';

/**
 * Next 16's name for middleware.ts: the `/` redirect, the login gate, `/redirect`, the locale and
 * device rewrite (one cached HTML per variant) and the security headers. It is the first wall only:
 * private data is checked again where it is read.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  // Only the values the proxy needs are decrypted (a member's request carries ~16 encrypted cookies).
  const cookie = (key: (typeof COOKIE_KEYS)[keyof typeof COOKIE_KEYS]) => readCookieValue((name) => request.cookies.get(name)?.value, key);
  const isLogin = Boolean(cookie(COOKIE_KEYS.token)) && cookie(COOKIE_KEYS.isLogin) === '1';
  const decision = decide({
    pathname,
    search,
    host: request.headers.get('host') ?? request.nextUrl.host,
    session: { isLogin, memberId: isLogin ? cookie(COOKIE_KEYS.memberId) : null, lang: cookie(COOKIE_KEYS.lang) },
    layoutCookie: request.cookies.get(LAYOUT_COOKIE)?.value ?? null,
    device: parseDevice(request.headers.get('user-agent') ?? ''),
  });

  if (decision.kind === 'redirect') {
    const target = decision.external ? decision.location : new URL(decision.location, request.url);
    return withSecurity(NextResponse.redirect(target, 307), PUBLIC_CSP);
  }

  const url = request.nextUrl.clone();
  url.pathname = decision.path;
  if (!decision.personal) return withSecurity(NextResponse.rewrite(url), PUBLIC_CSP);
  // Personal pages render per request: Next reads the nonce from the request's CSP header.
  const nonce = createNonce();
  const csp = buildCsp({ nonce, dev: DEV });
  const headers = new Headers(request.headers);
  headers.set('x-nonce', nonce);
  headers.set('Content-Security-Policy', csp);
  return withSecurity(NextResponse.rewrite(url, { request: { headers } }), csp);
}

const DEV = process.env.NODE_ENV !== 'production';
const PUBLIC_CSP = buildCsp({ nonce: null, dev: DEV });

function withSecurity(response: NextResponse, csp: string): NextResponse {
  for (const [k, v] of Object.entries(STATIC_SECURITY_HEADERS)) response.headers.set(k, v);
  response.headers.set('Content-Security-Policy', csp);
  return response;
}

export const config = {
  matcher: [
    // Everything except the API rewrite, the API's revalidation hook, Next's assets and the files in public/.
    '/((?!api/|api-hooks/|_next/|favicon\\.ico|robots\\.txt|sitemap.*\\.xml|.*\\.(?:svg|png|jpg|jpeg|gif|webp|ico|txt|xml|webmanifest)$).*)',
  ],
};
