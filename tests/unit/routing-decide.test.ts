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

  it('A19 /redirect/:path(.*) is an anonymous route: a visitor and a member alike go to /{path} with the query', () => {
    for (const session of [visitor, member]) {
      expect(decide(facts('/redirect/mine/account-setting', '?tab=x', { session }))).toEqual({ kind: 'redirect', location: '/mine/account-setting?tab=x' });
      expect(decide(facts('/redirect/a/b/c/d', '', { session }))).toEqual({ kind: 'redirect', location: '/a/b/c/d' });
    }
    // the target is routed on its own: a visitor reaching a login route there is gated by that route (A12), not by /redirect
    expect(decide(facts('/mine/account-setting', '?tab=x'))).toEqual({ kind: 'redirect', location: `/?redirect=${encodeURIComponent('/mine/account-setting?tab=x')}` });
  });

  it('A20 /redirect (the chat-app return) is an anonymous route: a visitor with a code is carried to the target, never sent to login', () => {
    for (const session of [visitor, member]) {
      expect(decide(facts('/redirect', '?redirectUri=%2Fcircle%2F3&code=c1&state=s', { session }))).toEqual({ kind: 'redirect', location: '/circle/3?code=c1&state=s' });
      expect(decide(facts('/redirect/', '', { session }))).toEqual({ kind: 'redirect', location: '/' });
    }
    // it is handled before the route table: no route entry of its own could gate it
    expect(findRoute('/redirect').matched).toBeNull();
  });

  it('I09 /people/mine is a login route: a visitor is sent to log in first, a member lands on their own home (A02)', () => {
    expect(decide(facts('/people/mine', '?tab=fans'))).toEqual({ kind: 'redirect', location: `/?redirect=${encodeURIComponent('/people/mine?tab=fans')}` });
    expect(decide(facts('/people/mine', '?tab=fans', { session: member }))).toEqual({ kind: 'redirect', location: '/people/42#fans' });
  });

  /**
   * A14: the login flag of every route item of groups E–O (the checklist's [login], [flag not shown → DEFAULT: login]
   * and [anon]; plus /edit-info and /mine/account-setting), each checked with a visitor and with a member. The table
   * gives a sample URL per route item, in the checklist's order.
   */
  const FLAGGED_ROUTES: readonly (readonly [url: string, login: boolean])[] = [
    ['/search/news/%E9%A3%9F%E5%93%81', false],
    ['/search/post/%E5%8C%85%E8%A3%85', false],
    ['/search/events/expo', false],
    ['/dict/detail', false],
    ['/news/12', false],
    ['/news/tag/3', false],
    ['/news/category-tag/4', false],
    ['/news/company/5', false],
    ['/news/source/6', false],
    ['/news/column/7', false],
    ['/news/hot', false],
    ['/news/foodtools', false],
    ['/news/features', false],
    ['/news/flash', false],
    ['/news/flash/8', false],
    ['/news/topic/9', false],
    ['/preview/news/10', true],
    ['/news/create', true],
    ['/news/edit/11', true],
    ['/news/food/baking', false],
    ['/community/topic/latest', false],
    ['/community/demand_supply/latest', false],
    ['/community/post/12', false],
    ['/community/tag/13', false],
    ['/community/circle/post/create', true],
    ['/community/circle/post/14/edit', true],
    ['/circle', false],
    ['/circle/15/latest', false],
    ['/circle/management/16', true],
    ['/circle/post/create', true],
    ['/demand_supply', false],
    ['/topic', false],
    ['/events/expo', false],
    ['/activity/source/2', false],
    ['/events/17', false],
    ['/activity/meeting/18', false],
    ['/form/19/uniapp', false],
    ['/events/20/apply/21', false],
    ['/payment?orderId=22', true],
    ['/pay?tradeNo=T1', false],
    ['/pay-success', false],
    ['/events/policy/privacy', false],
    ['/events/entrySuccess/23', false],
    ['/events/unLoginSuccess/24', false],
    ['/people/ticket/25', true],
    ['/people/anonymous-ticket/ABC123', false],
    ['/people/order/26', true],
    ['/people', false],
    ['/people/popular', false],
    ['/people/latest', false],
    ['/people/interest', false],
    ['/people/company', false],
    ['/people/circle/latest?circleId=27', false],
    ['/people/tag/28', false],
    ['/people/29', false],
    ['/people/mine', true],
    ['/people/visitors', true],
    ['/message/list', true],
    ['/message/30', true],
    ['/system-message', true],
    ['/cooperation', false],
    ['/company', false],
    ['/company/ordinary/acme', false],
    ['/company/ordinary/acme/news', false],
    ['/company/acme', false],
    ['/company/acme/news', false],
    ['/management/add', true],
    ['/management/edit/m1', true],
    ['/management/m1', false],
    ['/customer/add', true],
    ['/achievement', false],
    ['/achievement/31', false],
    ['/achievement/add', true],
    ['/achievement/edit/32', true],
    ['/case/33', false],
    ['/case/expo', false],
    ['/preview/case/34', true],
    ['/product/35', false],
    ['/product/add', true],
    ['/product/edit/36', true],
    ['/brand/37', false],
    ['/brand/add', true],
    ['/brand/edit/38', true],
    ['/industry-chain', false],
    ['/industry-chain/product/1/2/3', false],
    ['/site/join', false],
    ['/site/risk', false],
    ['/site/agreement', false],
    ['/site/privacy', false],
    ['/edit-info', true],
    ['/mine/account-setting', true],
  ];

  it.each(FLAGGED_ROUTES)('A14 %s (login %s): the flag holds for a visitor and for a member', (url, login) => {
    const [pathname, query = ''] = url.split('?');
    const search = query ? `?${query}` : '';
    const route = findRoute(pathname!).matched?.route;
    expect(route, `${url} is a registered route`).toBeDefined();
    expect(Boolean(route!.login)).toBe(login);
    const asVisitor = decide(facts(pathname!, search));
    if (login) expect(asVisitor).toEqual({ kind: 'redirect', location: `/?redirect=${encodeURIComponent(url)}` });
    else expect(asVisitor.kind).toBe('rewrite');
    const asMember = decide(facts(pathname!, search, { session: member }));
    if (pathname === '/people/mine') expect(asMember).toEqual({ kind: 'redirect', location: '/people/42' });
    else expect(asMember.kind).toBe('rewrite');
  });

  it('personal pages are marked for a per-request nonce', () => {
    expect(decide(facts('/message/list', '', { session: member }))).toMatchObject({ personal: true });
    expect(decide(facts('/news/1'))).toMatchObject({ personal: false });
  });
});
