/**
 * I06: `/people/circle/latest?circleId=` is mapped onto a cacheable page folder per circle; the page
 * query still folds into the variant; a missing or bad circleId is a 404. The hook path passes the proxy.
 */
import { describe, expect, it } from 'vitest';
import { config } from '@/proxy';
import { decide, type RequestFacts } from '@/lib/routing/decide';

function facts(pathname: string, search = ''): RequestFacts {
  return {
    pathname,
    search,
    host: 'localhost:3000',
    session: { isLogin: false, memberId: null, lang: null },
    layoutCookie: null,
    device: { isMobile: false, isTablet: false },
  };
}

describe('/people/circle/latest', () => {
  it('I06 maps circleId onto the page folder and keeps the page in the variant', () => {
    expect(decide(facts('/people/circle/latest', '?circleId=12'))).toMatchObject({ kind: 'rewrite', path: '/v/zh.desktop.1/people/circle/latest/12', personal: false });
    expect(decide(facts('/people/circle/latest', '?circleId=12&page=3'))).toMatchObject({ kind: 'rewrite', path: '/v/zh.desktop.3/people/circle/latest/12' });
  });

  it('a missing or malformed circleId is a 404', () => {
    for (const search of ['', '?circleId=', '?circleId=abc', '?circleId=0', '?circleId=-1', '?circleId=1e3', '?circleId=12%2F..%2Fx']) {
      expect(decide(facts('/people/circle/latest', search))).toMatchObject({ kind: 'rewrite', path: '/v/zh.desktop.1/404' });
    }
  });

  it('the page folder is not reachable by its own URL', () => {
    expect(decide(facts('/people/circle/latest/12'))).toEqual({ kind: 'redirect', location: '/' });
  });
});

describe('proxy matcher', () => {
  it('lets the revalidation hook through untouched, like /api', () => {
    const matcher = new RegExp(`^${(config.matcher[0] as string).replace(/^\//, '\\/')}$`);
    expect(matcher.test('/api-hooks/revalidate')).toBe(false);
    expect(matcher.test('/api/news/news/page')).toBe(false);
    // I06's alias goes through the proxy (its page folder differs from the URL); a news detail does not
    // (next.config rewrites serve it, lib/routing/fast-path.ts).
    expect(matcher.test('/people/circle/latest')).toBe(true);
    expect(matcher.test('/news/12')).toBe(false);
  });
});
