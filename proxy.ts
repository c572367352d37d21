import { NextResponse, type NextRequest } from 'next/server';
import { parseDevice } from '@/lib/device';
import { redirectHosts } from '@/lib/env';
import { decide, LAYOUT_COOKIE } from '@/lib/routing/decide';
import { LOCALE_COOKIE, localeFromSearch, localeSetCookie } from '@/lib/routing/variant';
import { publicEnv } from '@/lib/public-env';
import { buildCsp, createNonce, HSTS_HEADER, servedOverHttps, STATIC_SECURITY_HEADERS } from '@/lib/routing/security-headers';
import { refreshToken } from '@/lib/api/auth';
import { serverTransport } from '@/lib/api/server';
import { parseCookieHeader } from '@/lib/session/cookie-jar';
import { readCookieValue, serverCookieOptions, unreadableSessionCookies } from '@/lib/session/cookies';
import { COOKIE_KEYS, SESSION_COOKIE_KEYS, type CookieKey } from '@/lib/session/keys';
import { isPrefetchRequest, refreshInProxy, type ProxyCookie } from '@/lib/session/proxy-refresh';
import { isProduction } from '@/lib/public-env';
import { uploadOrigins } from '@/lib/env';

/**
 * Next 16's name for middleware.ts: the `/` redirect, the login gate, `/redirect`, the locale and
 * device rewrite (one cached HTML per variant) and the security headers. It is the first wall only:
 * private data is checked again where it is read. Public pages whose URL is their page folder skip it:
 * next.config rewrites serve them (lib/routing/fast-path.ts).
 *
 * A30: before a personal page renders (its server components read the member's token from the cookies), the
 * navigation refresh check of B31–B35 runs here (lib/session/proxy-refresh.ts): a token inside the refresh window
 * is refreshed and the new cookies go both to the browser and to the request the page reads; a refused refresh or
 * a session past −30 days logs out (the login gate then sends a visitor to the login). Public pages never reach
 * the refresh: the fast-path ones skip the proxy altogether (and their page-cache hits skip Next), the others are
 * not personal. Prefetches never refresh. No API call unless the token is in the window.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl;
  // Parsed here rather than by request.cookies, which drops a value that does not URL-decode (it must be cleared too).
  const jar = parseCookieHeader(request.headers.get('cookie'));
  const raw = (name: string) => jar.get(name);
  // A session whose cookies do not decrypt (tampered, foreign, old format) is void: logged out and cleared below.
  const unreadable = unreadableSessionCookies(raw);
  // Only the values the proxy needs are decrypted (a member's request carries ~16 encrypted cookies).
  const cookie = (key: (typeof COOKIE_KEYS)[keyof typeof COOKIE_KEYS]) => readCookieValue(raw, key);
  const isLogin = unreadable.length === 0 && Boolean(cookie(COOKIE_KEYS.token)) && cookie(COOKIE_KEYS.isLogin) === '1';
  const isRedirect = pathname === '/redirect' || pathname === '/redirect/';
  const decideFor = (loggedIn: boolean) =>
    decide({
      pathname,
      search,
      host: request.headers.get('host') ?? request.nextUrl.host,
      session: { isLogin: loggedIn, memberId: loggedIn ? cookie(COOKIE_KEYS.memberId) : null, lang: request.cookies.get(LOCALE_COOKIE)?.value ?? cookie(COOKIE_KEYS.lang) },
      layoutCookie: request.cookies.get(LAYOUT_COOKIE)?.value ?? null,
      device: parseDevice(request.headers.get('user-agent') ?? ''),
      redirectHosts: isRedirect ? redirectHosts() : undefined,
    });
  let decision = decideFor(isLogin);
  let clear: readonly CookieKey[] = unreadable;
  let renewed: ProxyCookie[] = [];
  // A30: the refresh check before a personal page loads its data (not for visitors, public pages or prefetches).
  if (isLogin && decision.kind === 'rewrite' && decision.personal && !isPrefetchRequest(request.headers)) {
    const outcome = await refreshInProxy(
      {
        token: cookie(COOKIE_KEYS.token),
        refreshToken: cookie(COOKIE_KEYS.refreshToken),
        loginTime: numberOrNull(cookie(COOKIE_KEYS.loginTime)),
        expiresIn: numberOrNull(cookie(COOKIE_KEYS.expiresIn)),
        rememberMe: cookie(COOKIE_KEYS.rememberMe) === '1' || cookie(COOKIE_KEYS.rememberMe) === 'true',
      },
      { now: Date.now(), refresh: (token) => refreshToken(serverTransport(), token) },
    );
    if (outcome.kind === 'refreshed') renewed = outcome.cookies;
    if (outcome.kind === 'logout') {
      // B33/B34: the session is cleared (the browser's logout, B28) and the page is gated as for a visitor.
      clear = SESSION_COOKIE_KEYS.filter((key) => jar.has(key));
      decision = decideFor(false);
    }
  }
  const secure = { https: servedOverHttps(request.url, request.headers.get('x-forwarded-proto')), clear, renewed };

  if (decision.kind === 'redirect') {
    const target = decision.external ? decision.location : new URL(decision.location, request.url);
    return withSecurity(NextResponse.redirect(target, 307), PUBLIC_CSP, secure);
  }

  const url = request.nextUrl.clone();
  url.pathname = decision.path;
  const page = { locale: urlLocaleToStore(search, request.cookies.get(LOCALE_COOKIE)?.value) };
  if (!decision.personal) return withPage(withSecurity(NextResponse.rewrite(url), PUBLIC_CSP, secure), page);
  // Personal pages render per request: Next reads the nonce from the request's CSP header.
  const nonce = createNonce();
  const csp = buildCsp({ nonce, dev: DEV, connect: UPLOAD_ORIGINS });
  const headers = new Headers(request.headers);
  headers.set('x-nonce', nonce);
  headers.set('Content-Security-Policy', csp);
  // The page must not see the void session either.
  if (unreadable.length > 0) headers.set('cookie', withoutCookies(request.headers.get('cookie'), unreadable));
  // A30: the page reads the renewed token, not the one the browser sent.
  if (renewed.length > 0) headers.set('cookie', withCookies(request.headers.get('cookie'), renewed));
  return withPage(withSecurity(NextResponse.rewrite(url, { request: { headers } }), csp, secure), page);
}

/** The language a `?lang=` names when the `locale` cookie does not hold it yet (issue 31 item 2); else null. */
function urlLocaleToStore(search: string, stored: string | undefined) {
  const named = localeFromSearch(search);
  return named && named !== stored ? named : null;
}

/** For a URL naming its language, the `locale` cookie that keeps it (issue 31 item 2). */
function withPage(response: NextResponse, page: { locale: ReturnType<typeof urlLocaleToStore> }): NextResponse {
  if (page.locale) response.headers.append('Set-Cookie', localeSetCookie(page.locale, publicEnv().NEXT_PUBLIC_COOKIE_DOMAIN));
  return response;
}

function numberOrNull(text: string | null): number | null {
  if (text === null || text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

const DEV = !isProduction;
const UPLOAD_ORIGINS = uploadOrigins();
const PUBLIC_CSP = buildCsp({ nonce: null, dev: DEV, connect: UPLOAD_ORIGINS });

function withSecurity(
  response: NextResponse,
  csp: string,
  opts: { https: boolean; clear: readonly CookieKey[]; renewed?: readonly ProxyCookie[] },
): NextResponse {
  for (const [k, v] of Object.entries(STATIC_SECURITY_HEADERS)) response.headers.set(k, v);
  response.headers.set('Content-Security-Policy', csp);
  if (opts.https) response.headers.set(HSTS_HEADER.name, HSTS_HEADER.value);
  for (const name of opts.clear) {
    const { path, domain } = serverCookieOptions(name);
    response.cookies.set(name, '', { path, maxAge: 0, ...(domain ? { domain } : {}) });
  }
  for (const { name, value, options } of opts.renewed ?? []) response.cookies.set(name, value, options);
  return response;
}

/** The `Cookie:` header with the named cookies set to the given (encrypted) values. */
function withCookies(header: string | null, cookies: readonly ProxyCookie[]): string {
  const names = cookies.map((c) => c.name);
  const kept = withoutCookies(header, names);
  return [kept, ...cookies.map((c) => `${c.name}=${c.value}`)].filter(Boolean).join('; ');
}

/** The `Cookie:` header without the named cookies. */
function withoutCookies(header: string | null, names: readonly string[]): string {
  return (header ?? '')
    .split(';')
    .filter((part) => !names.includes(part.split('=')[0]?.trim() ?? ''))
    .join(';')
    .trim();
}

export const config = {
  // Everything except the API, the API's revalidation hook, the pages' beacon, Next's assets, the files in public/ and the public
  // pages served by next.config rewrites: exactly `proxyMatcherSource()` of lib/routing/fast-path.ts (Next reads
  // this literal statically; tests/unit/fast-path.test.ts fails when the route table changes it).
  matcher: [
    "/((?!api/|api-hooks/|beacon$|i18n/|_next/|favicon\\.ico|robots\\.txt|sitemap.*\\.xml|.*\\.(?:svg|png|jpg|jpeg|gif|webp|ico|txt|xml|webmanifest)$|(?:community/demand_supply/[\\w-]+|community/topic/[\\w-]+|(?!(?:community/demand_supply/[\\w-]+|community/topic/[\\w-]+)$)community/post/\\d+|(?!(?:community/post/\\d+)$)community/tag/\\d+|circle|(?!(?:circle/post/create|circle/management/\\d+)$)circle/\\d+(?:/[\\w-]+(?:/[\\w-]+)?)?|news/hot|news/foodtools|news/features|news/flash|news/flash/\\d+|(?!(?:news/flash/\\d+|news/edit/\\d+)$)news/tag/\\d+|(?!(?:news/flash/\\d+|news/edit/\\d+)$)news/category-tag/\\d+|(?!(?:news/flash/\\d+|news/edit/\\d+)$)news/company/\\d+|(?!(?:news/flash/\\d+|news/edit/\\d+)$)news/source/\\d+|(?!(?:news/flash/\\d+|news/edit/\\d+)$)news/column/\\d+|(?!(?:news/edit/\\d+|news/tag/\\d+|news/category-tag/\\d+|news/company/\\d+|news/source/\\d+|news/column/\\d+)$)news/topic/\\d+|(?!(?:news/hot|news/foodtools|news/features|news/flash|news/create)$)news/\\d+|dict/detail|people|people/popular|people/latest|people/interest|people/company|(?!(?:people/circle/latest)$)people/tag/\\d+|(?!(?:people/popular|people/latest|people/interest|people/company|people/visitors|people/mine)$)people/\\d+|404|upgrade|site/(?:join|flink|contactnews|about|risk|payment|refund|invoicing|guide|agreement|contact_us|contact|partners|copyright|webhelp|privacy)|events/policy/[\\w-]+|events/entrySuccess/\\d+|events/unLoginSuccess/\\d+|(?!(?:events/list(?:/[\\w-]+)?|events(?:/[A-Za-z_][\\w-]*)?)$)events/\\d+|(?!(?:events/detail/\\d+(?:/[\\w-]+)?)$)events/\\d+/apply/\\d+|activity/source/\\d+|(?!(?:activity/source/\\d+)$)activity/[A-Za-z_][\\w-]*/\\d+|form/\\d+/uniapp|cooperation|company|company/ordinary/[\\w-]+(?:/[\\w-]+)?|company/[\\w-]+(?:/[\\w-]+)?|(?!(?:management/add)$)management/[\\w-]+|industry-chain|industry-chain/(?:product|brand|company)(?:/\\d+(?:/\\d+(?:/\\d+)?)?)?|(?!(?:achievement/add)$)achievement/\\d+|case/\\d+|(?!(?:product/add)$)product/\\d+|(?!(?:brand/add)$)brand/\\d+)$).*)",
  ],
};
