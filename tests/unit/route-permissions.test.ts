/**
 * U37 (A26): the route permission handler's rules are not shown; DEFAULT: a route is gated by its login flag only.
 * Company permission tokens are checked by the edit controls and the API (U15–U33), never by the router.
 */
import { describe, expect, it } from 'vitest';
import { decide, findRoute, type RequestFacts } from '@/lib/routing/decide';
import type { ParamKind } from '@/lib/routing/match';
import { ROUTE_MATCHERS } from '@/lib/routing/route-table';

const visitor = { isLogin: false, memberId: null, lang: null };
const member = { isLogin: true, memberId: '42', lang: 'zh' };

function facts(pathname: string, session: RequestFacts['session']): RequestFacts {
  return { pathname, search: '', host: 'localhost:3000', session, layoutCookie: null, device: { isMobile: false, isTablet: false } };
}

/** A value each parameter kind accepts. */
function sample(kind: ParamKind | undefined): string {
  if (Array.isArray(kind)) return kind[0] as string;
  if (kind === 'id') return '12';
  if (kind === 'code') return 'expo';
  if (kind === 'slug') return 'latest';
  return 'sample';
}

/** Every route of the table with a URL that matches it (optional parameters filled too). */
const samples = ROUTE_MATCHERS.map((route) => {
  const path = route.pattern.replace(/:(\w+)\??/g, (_, name: string) => sample(route.kinds?.[name]));
  return { route, path };
}).filter(({ route, path }) => findRoute(path).matched?.route === route);

describe('U37 the route permission rules', () => {
  it('U37 every pattern the route table matches is reached by a sample URL', () => {
    expect(samples).toHaveLength(ROUTE_MATCHERS.length);
  });

  it('U37 A26 a visitor is turned away from exactly the login-flagged routes (to /?redirect=), and reaches every other one', () => {
    for (const { route, path } of samples) {
      const d = decide(facts(path, visitor));
      if (route.login) expect(d, path).toEqual({ kind: 'redirect', location: `/?redirect=${encodeURIComponent(path)}` });
      else expect(d.kind, path).toBe('rewrite');
    }
  });

  it('U37 A26 a member without any company permission token reaches every route: no further gate in the router', () => {
    for (const { route, path } of samples) {
      const d = decide(facts(path, member));
      if (route.pattern === '/people/mine') expect(d, path).toEqual({ kind: 'redirect', location: '/people/42' });
      else expect(d.kind, path).toBe('rewrite');
    }
  });
});
