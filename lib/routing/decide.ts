import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/constants';
import { matchPath } from '@/lib/routing/match';
import { ROUTE_MATCHERS, type RouteDef } from '@/lib/routing/route-table';
import { href } from '@/lib/routing/routes';
import { classifyRedirect, type RedirectTarget } from '@/lib/routing/safe-redirect';
import { formatVariant, INTERNAL_PREFIX, LAYOUT_COOKIE, localeFromSearch, type DeviceClass } from '@/lib/routing/variant';

export { LAYOUT_COOKIE };

/** Where the home page goes (A01). */
export const HOME_PATH = '/community/demand_supply/latest';

export interface RequestFacts {
  pathname: string;
  search: string;
  /** Host of the request (`localhost:3000`). */
  host: string;
  /** Decrypted session values the proxy needs. */
  session: { isLogin: boolean; memberId: string | null; lang: string | null };
  layoutCookie: string | null;
  device: { isMobile: boolean; isTablet: boolean };
  /**
   * `/redirect` hosts (lib/env.ts `redirectHosts`): `own` (SITE_URL's, besides the request's `host`) are this
   * site; `allowed` (REDIRECT_ALLOWED_HOSTS) are followed; other hosts get the interstitial.
   */
  redirectHosts?: { own: readonly string[]; allowed: readonly string[] };
}

export type Decision =
  | { kind: 'redirect'; location: string; external?: boolean }
  | { kind: 'rewrite'; path: string; route: RouteDef | null; personal: boolean };

export interface MatchedRoute {
  route: RouteDef;
  params: Record<string, string | undefined>;
}

/**
 * Finds the route for a path. Routes are tried in order; a shape match whose params fail validation
 * is remembered, and only when no later route matches validly does it become a 404 (A07, A09, A33).
 */
export function findRoute(pathname: string): { matched: MatchedRoute | null; invalid: boolean } {
  let invalid = false;
  for (const route of ROUTE_MATCHERS) {
    const m = matchPath(route.pattern, pathname, route.kinds);
    if (!m) continue;
    if (m.valid) return { matched: { route, params: m.params }, invalid: false };
    invalid = true;
  }
  return { matched: null, invalid };
}

/**
 * Where the browser goes after logging out on `pathname` (issue 18 item 7): from a member-only page to the
 * home page (reloading it would only reopen the login dialog, A12); elsewhere null, meaning reload in place.
 */
export function afterLogoutLocation(pathname: string): string | null {
  const { matched } = findRoute(pathname);
  return matched?.route.login ? '/' : null;
}

export function pickLocale(lang: string | null): Locale {
  return (LOCALES as readonly string[]).includes(lang ?? '') ? (lang as Locale) : DEFAULT_LOCALE;
}

export function pickDevice(facts: Pick<RequestFacts, 'layoutCookie' | 'device'>): DeviceClass {
  if (facts.device.isMobile && !facts.device.isTablet) return 'mobile';
  if (facts.layoutCookie === 'mobile' || facts.layoutCookie === 'desktop') return facts.layoutCookie;
  return facts.device.isTablet ? 'mobile' : 'desktop';
}

/** Q17: anything that is not a positive integer reads as page 1. */
export function pageFromSearch(search: string): number {
  const raw = new URLSearchParams(search).get('page');
  const n = Number(raw);
  return raw !== null && Number.isInteger(n) && n > 0 ? n : 1;
}

/** The internal page of the "即将离开" interstitial (`app/v/[variant]/(bare)/external-link/page.tsx`). */
export const EXTERNAL_LINK_SEGMENT = 'external-link';

/**
 * The target of `/redirect?redirectUri=` (A03–A05, issue 17 item 2; lib/routing/safe-redirect.ts): a path on
 * this site (or an absolute URL on one of its hosts) is followed as an internal path; an allow-listed host is a
 * full navigation; any other http(s) URL is shown on the interstitial page; anything else, a repeated
 * `redirectUri` included, goes home.
 */
export function redirectTarget(query: URLSearchParams, facts: Pick<RequestFacts, 'host' | 'redirectHosts'>): RedirectTarget {
  const values = query.getAll('redirectUri');
  if (values.length !== 1) return { kind: 'home' };
  const own = [facts.host, ...(facts.redirectHosts?.own ?? [])];
  return classifyRedirect(values[0], own, facts.redirectHosts?.allowed ?? []);
}

function withQuery(path: string, search: string): string {
  return search && search !== '?' ? `${path}${search.startsWith('?') ? search : `?${search}`}` : path;
}

export function decide(facts: RequestFacts): Decision {
  const { pathname, search } = facts;

  // A01: / → the supply/demand home, keeping the query.
  if (pathname === '/') return { kind: 'redirect', location: withQuery(HOME_PATH, search) };

  // A06, A19: /redirect/{path} → /{path}, keeping the query.
  if (pathname.startsWith('/redirect/') && pathname.length > '/redirect/'.length) {
    return { kind: 'redirect', location: withQuery(pathname.slice('/redirect'.length), search) };
  }

  // A03–A05, A20: /redirect?redirectUri=…; a code travels on to the target's code step (B21–B25), never off-site.
  if (pathname === '/redirect' || pathname === '/redirect/') {
    const query = new URLSearchParams(search);
    const target = redirectTarget(query, facts);
    if (target.kind === 'home') return { kind: 'redirect', location: '/' };
    if (target.kind === 'allowed') return { kind: 'redirect', location: target.url, external: true };
    if (target.kind === 'interstitial') {
      const v = formatVariant({ locale: pickLocale(facts.session.lang), device: pickDevice(facts), page: 1 });
      return { kind: 'rewrite', path: `${INTERNAL_PREFIX}/${v}/${EXTERNAL_LINK_SEGMENT}`, route: null, personal: true };
    }
    const code = query.get('code');
    if (!code) return { kind: 'redirect', location: target.path };
    const url = new URL(target.path, 'http://internal');
    url.searchParams.set('code', code);
    const state = query.get('state');
    if (state) url.searchParams.set('state', state);
    return { kind: 'redirect', location: `${url.pathname}${url.search}${url.hash}` };
  }

  // `?lang=` names the language in the URL (issue 20 item 3); otherwise the session's choice.
  const locale = localeFromSearch(search) ?? pickLocale(facts.session.lang);
  const device = pickDevice(facts);
  const { matched, invalid } = findRoute(pathname);

  if (!matched) {
    // A09: a known route whose params fail validation → 404 'This page could not be found'. Issue 31 item 6: a path
    // that has a route's shape but not its letter case (`/News/1`) matches that pattern and fails it (routes are
    // case-sensitive): the readable 404 too, rather than A08's redirect home (a soft 404 for crawlers).
    if (invalid || findRoute(pathname.toLowerCase()).matched) {
      return { kind: 'rewrite', path: `${INTERNAL_PREFIX}/${formatVariant({ locale, device, page: 1 })}/404`, route: null, personal: false };
    }
    // A08: a URL that matches no route pattern goes home (this also covers direct hits on /v/…).
    return { kind: 'redirect', location: '/' };
  }

  const { route, params } = matched;

  // A12: a visitor on a login route goes to /?redirect=<path+query>.
  if (route.login && !facts.session.isLogin) {
    const wanted = withQuery(pathname, search);
    return { kind: 'redirect', location: `/?redirect=${encodeURIComponent(wanted)}` };
  }

  // A02: /people/mine → /people/{memberId}, with tab as the hash.
  if (route.pattern === '/people/mine' && facts.session.memberId) {
    const tab = new URLSearchParams(search).get('tab');
    return { kind: 'redirect', location: `${href('/people/:id', { id: facts.session.memberId })}${tab ? `#${encodeURIComponent(tab)}` : ''}` };
  }

  const page = route.paged ? pageFromSearch(search) : 1;
  const internal = route.internal ? route.internal(params, new URLSearchParams(search)) : pathname;
  return {
    kind: 'rewrite',
    path: `${INTERNAL_PREFIX}/${formatVariant({ locale, device, page })}${internal}`,
    route,
    personal: Boolean(route.personal),
  };
}
