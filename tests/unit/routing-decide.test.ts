import { describe, expect, it } from 'vitest';
import { decide, findRoute, HOME_PATH, pageFromSearch, pickDevice, type RequestFacts } from '@/lib/routing/decide';
import { parseVariant } from '@/lib/routing/variant';

const visitor = { isLogin: false, memberId: null, lang: null };
const member = { isLogin: true, memberId: '42', lang: 'zh' };

function facts(pathname: string, search = '', over: Partial<RequestFacts> = {}): RequestFacts {
  return {
    pathname,
    search,
    host: 'localhost:3000',
    session: visitor,
    layoutCookie: null,
    device: { isMobile: false, isTablet: false },
    ...over,
  };
}

describe('proxy decisions', () => {
  it('A01 / redirects to the supply/demand home keeping the query', () => {
    expect(decide(facts('/'))).toEqual({ kind: 'redirect', location: HOME_PATH });
    expect(decide(facts('/', '?a=1&b=2'))).toEqual({ kind: 'redirect', location: `${HOME_PATH}?a=1&b=2` });
  });

  it('A02 /people/mine goes to the member home with tab as the hash', () => {
    expect(decide(facts('/people/mine', '?tab=posts', { session: member }))).toEqual({ kind: 'redirect', location: '/people/42#posts' });
    expect(decide(facts('/people/mine', '', { session: member }))).toEqual({ kind: 'redirect', location: '/people/42' });
  });

  it('A03 /redirect to our own host follows the internal path', () => {
    const d = decide(facts('/redirect', `?redirectUri=${encodeURIComponent('http://localhost:3000/news/12?x=1')}`));
    expect(d).toEqual({ kind: 'redirect', location: '/news/12?x=1' });
  });

  it('A03/B25 /redirect with a code carries code and state to the target', () => {
    const d = decide(facts('/redirect', `?redirectUri=%2Fnews%2F12&code=abc&state=s1`));
    expect(d).toEqual({ kind: 'redirect', location: '/news/12?code=abc&state=s1' });
  });

  it('A04 /redirect to an allow-listed host is a full navigation; another http(s) host shows the interstitial; other schemes go home', () => {
    const hosts = { own: ['localhost:3000'], allowed: ['localhost:3000', 'open.weixin.qq.com'] };
    expect(decide(facts('/redirect', `?redirectUri=${encodeURIComponent('https://open.weixin.qq.com/connect?x=1')}`, { redirectHosts: hosts }))).toEqual({
      kind: 'redirect',
      location: 'https://open.weixin.qq.com/connect?x=1',
      external: true,
    });
    expect(decide(facts('/redirect', `?redirectUri=${encodeURIComponent('https://example.org/a?b=1')}`, { redirectHosts: hosts }))).toEqual({
      kind: 'rewrite',
      path: '/v/zh.desktop.1/external-link',
      route: null,
      personal: true,
    });
    for (const bad of ['javascript:alert(1)', 'data:text/html,hi', '//evil.example/x', '/\\evil.example', 'ftp://x.y/z', ' JaVaScRiPt:alert(1)']) {
      expect(decide(facts('/redirect', `?redirectUri=${encodeURIComponent(bad)}`))).toEqual({ kind: 'redirect', location: '/' });
    }
  });

  it('A05 /redirect without a target goes home', () => {
    expect(decide(facts('/redirect'))).toEqual({ kind: 'redirect', location: '/' });
  });

  it('A06 /redirect/{path} goes to /{path} keeping the query, multi-segment', () => {
    expect(decide(facts('/redirect/news/12', '?a=1'))).toEqual({ kind: 'redirect', location: '/news/12?a=1' });
  });

  it('A07/A09 a non-digit id is a 404, not a redirect', () => {
    const d = decide(facts('/community/post/12a'));
    expect(d.kind).toBe('rewrite');
    expect(d.kind === 'rewrite' && d.path).toBe('/v/zh.desktop.1/404');
  });

  it('A08 a path that matches no route goes home (also direct hits on the internal prefix)', () => {
    expect(decide(facts('/zzz/yyy/xxx/www'))).toEqual({ kind: 'redirect', location: '/' });
    expect(decide(facts('/v/zh.desktop.1/news/1'))).toEqual({ kind: 'redirect', location: '/' });
  });

  it('A10 event tag codes must not start with a digit', () => {
    expect(findRoute('/events/123').matched?.route.pattern).toBe('/events/:id');
    expect(findRoute('/events/expo').matched?.route.pattern).toBe('/events/:tagCode?');
    expect(findRoute('/activity/1abc/5')).toEqual({ matched: null, invalid: true });
  });

  it('A11 static segments win over parameters', () => {
    for (const p of ['/news/hot', '/news/flash', '/news/features', '/news/foodtools', '/news/create', '/achievement/add', '/product/add', '/brand/add', '/management/add', '/customer/add', '/circle/post/create', '/people/mine', '/people/visitors', '/people/popular', '/people/latest', '/people/interest', '/people/company']) {
      expect(findRoute(p).matched?.route.pattern).toBe(p);
    }
    expect(findRoute('/company/ordinary/acme').matched?.route.pattern).toBe('/company/ordinary/:companyCode/:sectionCode?');
    expect(findRoute('/circle/management/3').matched?.route.pattern).toBe('/circle/management/:id');
  });

  it('A12 a visitor on a login route goes to /?redirect=<path+query>', () => {
    expect(decide(facts('/mine/account-setting', '?x=1'))).toEqual({
      kind: 'redirect',
      location: `/?redirect=${encodeURIComponent('/mine/account-setting?x=1')}`,
    });
    const asMember = decide(facts('/mine/account-setting', '', { session: member }));
    expect(asMember.kind).toBe('rewrite');
  });

  it('A33 digits mean an id, other text a code', () => {
    expect(decide(facts('/news/12'))).toMatchObject({ kind: 'rewrite', path: '/v/zh.desktop.1/news/12' });
    expect(decide(facts('/news/expo'))).toMatchObject({ kind: 'rewrite', path: '/v/zh.desktop.1/news/list/expo' });
    expect(decide(facts('/news/food/baking', '?page=3'))).toMatchObject({ path: '/v/zh.desktop.3/news/list/food/baking' });
    expect(findRoute('/case/12').matched?.route.pattern).toBe('/case/:id');
    expect(findRoute('/case/expo').matched?.route.pattern).toBe('/case/:classTag?/:themeTag?');
    expect(findRoute('/circle/12').matched?.route.pattern).toBe('/circle/:id/:postTag?/:themeTag?');
  });

  it('G11/G12 post-site aliases render the community lists', () => {
    expect(decide(facts('/demand_supply'))).toMatchObject({ path: '/v/zh.desktop.1/community/demand_supply/latest' });
    expect(decide(facts('/demand_supply/popular'))).toMatchObject({ path: '/v/zh.desktop.1/community/demand_supply/popular' });
    expect(decide(facts('/topic'))).toMatchObject({ path: '/v/zh.desktop.1/community/topic/latest' });
    expect(decide(facts('/community/topic'))).toMatchObject({ path: '/v/zh.desktop.1/community/topic/latest' });
  });

  it('E11/E13/E17/E27 search results keep the encoded word; sort and the news tag filters fold into the cached path', () => {
    const word = encodeURIComponent('食品 包装');
    expect(decide(facts(`/search/news/${word}`))).toMatchObject({ path: `/v/zh.desktop.1/search/news/${word}` });
    expect(decide(facts(`/search/post/${word}`, '?page=2'))).toMatchObject({ path: `/v/zh.desktop.2/search/post/${word}` });
    expect(decide(facts(`/search/post/${word}`, '?sort=time&page=3'))).toMatchObject({ path: `/v/zh.desktop.3/search/post/${word}/time` });
    expect(decide(facts(`/search/news/${word}`, '?sort=time'))).toMatchObject({ path: `/v/zh.desktop.1/search/news/${word}/time` });
    expect(decide(facts(`/search/news/${word}`, '?tagId=3&childTagId=41&sort=time&page=2'))).toMatchObject({
      path: `/v/zh.desktop.2/search/news/${word}/time/tag-3/child-41`,
    });
    // Malformed filter values are dropped; the post site filters by type and theme, the events site by type only.
    expect(decide(facts(`/search/news/${word}`, '?tagId=3a&childTagId=0'))).toMatchObject({ path: `/v/zh.desktop.1/search/news/${word}` });
    expect(decide(facts(`/search/post/${word}`, '?tagId=8&childTagId=21'))).toMatchObject({ path: `/v/zh.desktop.1/search/post/${word}/tag-8/child-21` });
    expect(decide(facts(`/search/events/${word}`, '?tagId=5&childTagId=21'))).toMatchObject({ path: `/v/zh.desktop.1/search/events/${word}/tag-5` });
    // E27: a page that is not a positive number reads as page 1.
    for (const bad of ['0', '-2', 'abc', '1.5', '']) {
      expect(decide(facts(`/search/post/${word}`, `?page=${bad}`))).toMatchObject({ path: `/v/zh.desktop.1/search/post/${word}` });
    }
    expect(decide(facts('/search/post/time'))).toMatchObject({ path: '/v/zh.desktop.1/search/post/time' });
  });

  it('V01/V02 locale comes from the lang cookie, default zh, without a URL prefix', () => {
    expect(decide(facts('/news/12', '', { session: { ...visitor, lang: 'en' } }))).toMatchObject({ path: '/v/en.desktop.1/news/12' });
    expect(decide(facts('/news/12', '', { session: { ...visitor, lang: 'fr' } }))).toMatchObject({ path: '/v/zh.desktop.1/news/12' });
  });

  it('W01/W06 device class from the user agent and the layout cookie', () => {
    expect(pickDevice({ layoutCookie: null, device: { isMobile: true, isTablet: false } })).toBe('mobile');
    expect(pickDevice({ layoutCookie: 'desktop', device: { isMobile: true, isTablet: false } })).toBe('mobile');
    expect(pickDevice({ layoutCookie: 'mobile', device: { isMobile: false, isTablet: false } })).toBe('mobile');
    expect(pickDevice({ layoutCookie: 'desktop', device: { isMobile: true, isTablet: true } })).toBe('desktop');
    expect(pickDevice({ layoutCookie: null, device: { isMobile: false, isTablet: false } })).toBe('desktop');
  });

  it('Q17 page numbers that are not positive integers read as 1', () => {
    for (const s of ['?page=0', '?page=-1', '?page=abc', '?page=', '', '?page=1.5']) expect(pageFromSearch(s)).toBe(1);
    expect(pageFromSearch('?page=7')).toBe(7);
  });

  it('parses the internal variant segment defensively', () => {
    expect(parseVariant('en.mobile.3')).toEqual({ locale: 'en', device: 'mobile', page: 3 });
    expect(parseVariant('xx.tv.-2')).toEqual({ locale: 'zh', device: 'desktop', page: 1 });
  });

  it('personal pages are marked for a per-request nonce', () => {
    expect(decide(facts('/message/list', '', { session: member }))).toMatchObject({ personal: true });
    expect(decide(facts('/news/1'))).toMatchObject({ personal: false });
  });
});
