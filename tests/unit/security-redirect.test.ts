/**
 * Issue 17 item 2 and attack list 1–6, 9: `/redirect` targets (allowlist, interstitial, home), the login's
 * `redirect`, the code step's, and the login gate's `/?redirect=`.
 */
import { describe, expect, it } from 'vitest';
import { safeInternalPath } from '@/components/auth/after-login';
import { redirectHosts } from '@/lib/env';
import { decide, type RequestFacts } from '@/lib/routing/decide';
import { classifyRedirect, MAX_REDIRECT_LENGTH, sitePath } from '@/lib/routing/safe-redirect';
import { cleanCodeUrl } from '@/lib/session/code-step';

const OWN = ['localhost:3000'];
const ALLOWED = ['localhost:3000', 'open.weixin.qq.com'];
const HOSTS = { own: OWN, allowed: ALLOWED };

function facts(pathname: string, search = '', over: Partial<RequestFacts> = {}): RequestFacts {
  return {
    pathname,
    search,
    host: 'localhost:3000',
    session: { isLogin: false, memberId: null, lang: null },
    layoutCookie: null,
    device: { isMobile: false, isTablet: false },
    redirectHosts: HOSTS,
    ...over,
  };
}

/** What `/redirect?redirectUri=<value>` (the value as the browser sends it, percent-encoded once) decides. */
function via(value: string, over: Partial<RequestFacts> = {}) {
  return decide(facts('/redirect', `?redirectUri=${encodeURIComponent(value)}`, over));
}

const HOME = { kind: 'redirect', location: '/' };
const INTERSTITIAL = { kind: 'rewrite', path: '/v/zh.desktop.1/external-link', route: null, personal: true };

describe('redirect targets', () => {
  it('security 1: script URLs in any spelling land on / (no Location or location.href to them)', () => {
    for (const value of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', ' javascript:alert(1)', 'javascript://%0aalert(1)', '\u0000javascript:alert(1)']) {
      expect(via(value), JSON.stringify(value)).toEqual(HOME);
      expect(classifyRedirect(value, OWN, ALLOWED)).toEqual({ kind: 'home' });
      expect(safeInternalPath(value)).toBeNull();
    }
    // the raw forms as they arrive in a query (java%09script:, %20javascript:)
    for (const search of ['?redirectUri=java%09script:alert(1)', '?redirectUri=%20javascript:alert(1)', '?redirectUri=JaVaScRiPt:alert(1)']) {
      expect(decide(facts('/redirect', search))).toEqual(HOME);
    }
  });

  it('security 2: data: and vbscript: targets are refused and go to /', () => {
    for (const value of ['data:text/html,<script>alert(1)</script>', 'DATA:text/html;base64,PHNjcmlwdD4=', 'vbscript:msgbox(1)']) {
      expect(via(value)).toEqual(HOME);
      expect(safeInternalPath(value)).toBeNull();
    }
  });

  it('security 3: scheme-relative, backslash, credential and look-alike hosts never leave the allowlist', () => {
    for (const value of ['//evil.example', '/\\evil.example', '\\/\\/evil.example', 'https:evil.example', 'https:/evil.example', 'https://localhost:3000@evil.example', 'http://user:pw@localhost:3000/news', 'evil.example', 'https://localhost:3000.evil.example/']) {
      expect(via(value), value).toEqual(HOME);
    }
    // encoded slashes stay a path on this site
    expect(via('/%2F%2Fevil.example')).toEqual({ kind: 'redirect', location: '/%2F%2Fevil.example' });
    expect(via('/%5Cevil.example')).toEqual({ kind: 'redirect', location: '/%5Cevil.example' });
    // exact host match only: a look-alike host or another port is not ours and not allowed
    for (const value of ['https://localhost.evil.example/', 'https://evil.example/localhost:3000', 'https://open.weixin.qq.com.evil.example/', 'http://localhost:3001/news', 'https://evil-open.weixin.qq.com/']) {
      expect(via(value), value).toEqual(INTERSTITIAL);
    }
    expect(classifyRedirect('https://localhost.evil.example/x', OWN, ALLOWED)).toEqual({ kind: 'interstitial', url: 'https://localhost.evil.example/x' });
  });

  it('security: own hosts are internal paths, allow-listed hosts are followed, any other http(s) host gets the interstitial (issue 17 item 2)', () => {
    expect(via('http://localhost:3000/news/12?x=1#c')).toEqual({ kind: 'redirect', location: '/news/12?x=1#c' });
    expect(via('https://open.weixin.qq.com/connect/qrconnect?appid=x')).toEqual({ kind: 'redirect', location: 'https://open.weixin.qq.com/connect/qrconnect?appid=x', external: true });
    expect(via('https://evil.example/phish')).toEqual(INTERSTITIAL);
    expect(via('HTTPS://EVIL.EXAMPLE/')).toEqual(INTERSTITIAL);
    // with no allowlist configured nothing outside the site is followed without asking
    expect(decide(facts('/redirect', `?redirectUri=${encodeURIComponent('https://open.weixin.qq.com/')}`, { redirectHosts: undefined }))).toEqual(INTERSTITIAL);
    // a code never travels to another host
    expect(decide(facts('/redirect', `?redirectUri=${encodeURIComponent('https://evil.example/')}&code=abc&state=s`))).toEqual(INTERSTITIAL);
  });

  it('security 5: a repeated, 10 KB or CR/LF-laden redirectUri goes to / (no header injection)', () => {
    expect(decide(facts('/redirect', '?redirectUri=%2Fnews&redirectUri=https%3A%2F%2Fevil.example'))).toEqual(HOME);
    expect(via(`/news/${'a'.repeat(10 * 1024)}`)).toEqual(HOME);
    expect(via(`/${'a'.repeat(MAX_REDIRECT_LENGTH)}`)).toEqual(HOME);
    expect(decide(facts('/redirect', '?redirectUri=%2Fnews%0d%0aSet-Cookie:x=1'))).toEqual(HOME);
    expect(decide(facts('/redirect', '?redirectUri=https%3A%2F%2Fevil.example%2F%0d%0aSet-Cookie:x=1'))).toEqual(HOME);
  });
});

describe('after login (/?redirect=)', () => {
  it('security 4: only same-site paths are followed after login; /redirect targets meet the proxy again', () => {
    for (const value of ['https://evil.example', '//evil.example', '/\\evil.example', '/\t/evil.example', '/\n/evil.example', 'javascript:alert(1)', ' /news']) {
      expect(safeInternalPath(value), JSON.stringify(value)).toBeNull();
    }
    expect(safeInternalPath('/')).toBe('/');
    expect(safeInternalPath('/news/12?x=1')).toBe('/news/12?x=1');
    // `/?redirect=/redirect?redirectUri=//evil` is followed to /redirect, which goes home
    const followed = safeInternalPath('/redirect?redirectUri=//evil');
    expect(followed).toBe('/redirect?redirectUri=//evil');
    const [path, search] = (followed as string).split('?');
    expect(decide(facts(path as string, `?${search}`))).toEqual(HOME);
    // the code step's redirect is held to the same rule
    expect(cleanCodeUrl(`http://localhost:3000/news?code=a&redirect=${encodeURIComponent('/\t/evil.example')}`).redirect).toBeNull();
  });

  it('security 4: `/?redirect=/` does not loop: / goes to the home page, which opens the login once', () => {
    const first = decide(facts('/', '?redirect=%2F'));
    expect(first).toEqual({ kind: 'redirect', location: '/community/demand_supply/latest?redirect=%2F' });
    expect(safeInternalPath('/')).toBe('/');
  });

  it('security 6: the gate encodes the wanted path and query, never reflecting markup', () => {
    const gated = decide(facts('/mine/account-setting', '?q=%3Cscript%3E'));
    expect(gated).toEqual({ kind: 'redirect', location: '/?redirect=%2Fmine%2Faccount-setting%3Fq%3D%253Cscript%253E' });
    expect(JSON.stringify(gated)).not.toMatch(/<script/i);
  });
});

describe('path tricks on gated routes', () => {
  it('security 9: encoded traversal and duplicate params give the canonical route the same answer (gate or 404/home), never a private page', () => {
    const canonical = decide(facts('/message/7'));
    expect(canonical).toEqual({ kind: 'redirect', location: `/?redirect=${encodeURIComponent('/message/7')}` });
    for (const path of ['/message/..%2f..%2fmine%2faccount-setting', '/message/7%2f..', '/message/%2e%2e', '/mine/..%2faccount-setting', '/message/7/', '/message//7']) {
      const d = decide(facts(path));
      const gatedOrAway = d.kind === 'redirect' ? !d.location.startsWith('/v/') : d.kind === 'rewrite' && (d.path.endsWith('/404') || !d.personal);
      expect(gatedOrAway, `${path} → ${JSON.stringify(d)}`).toBe(true);
      if (d.kind === 'rewrite') expect(d.personal).toBe(false);
    }
    const duplicate = decide(facts('/message/7', '?id=1&id=2'));
    expect(duplicate.kind).toBe('redirect');
  });
});

describe('the allowlist configuration', () => {
  it('security: REDIRECT_ALLOWED_HOSTS adds exact hosts to SITE_URL host; a malformed entry is refused', () => {
    expect(redirectHosts({ SITE_URL: 'https://www.example.cn' })).toEqual({ own: ['www.example.cn'], allowed: ['www.example.cn'] });
    expect(redirectHosts({ SITE_URL: 'https://www.example.cn', REDIRECT_ALLOWED_HOSTS: 'open.weixin.qq.com, M.Example.cn:8443' })).toEqual({
      own: ['www.example.cn'],
      allowed: ['www.example.cn', 'open.weixin.qq.com', 'm.example.cn:8443'],
    });
    expect(() => redirectHosts({ SITE_URL: 'https://www.example.cn', REDIRECT_ALLOWED_HOSTS: 'https://evil.example/' })).toThrow(/REDIRECT_ALLOWED_HOSTS/);
  });

  it('sitePath canonicalises as the browser will', () => {
    expect(sitePath('/a/../news?x=1')).toBe('/news?x=1');
    expect(sitePath('/搜索')).toBe('/%E6%90%9C%E7%B4%A2');
    expect(sitePath('news')).toBeNull();
  });
});
