import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as pageStaticInfo from 'next/dist/build/analysis/get-page-static-info';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { matchHas, prepareDestination } from 'next/dist/shared/lib/router/utils/prepare-destination';
import { describe, expect, it } from 'vitest';
import { parseDevice } from '@/lib/device';
import { decide, pickDevice } from '@/lib/routing/decide';
import { DEVICE_FORMS, fastRewrites, proxyMatcherSource } from '@/lib/routing/fast-path';
import type { ParamKind } from '@/lib/routing/match';
import { ROUTE_MATCHERS } from '@/lib/routing/route-table';

/**
 * Public pages without the proxy (DESIGN.md §5, §6; A07–A11, A31, A33, Q17, W01): every path is handled
 * either by the proxy or by the next.config rewrites, and the rewrites choose the same cached variant the
 * proxy's decide() would. Next's own matchers and rewrite helpers are used to play the request through.
 */

const UA = {
  desktopChrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  macSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipadDesktopMode: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  androidPhone: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  androidLower: 'mozilla/5.0 (linux; android 13; xyz) applewebkit/537.36 chrome/120.0 mobile safari/537.36',
  androidTablet: 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  samsungTab: 'Mozilla/5.0 (Linux; Android 9; SM-T595 Mobile) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36',
  kindle: 'Mozilla/5.0 (Linux; U; Android 4.0.3; en-us; KFTT Build/IML74K) AppleWebKit/537.36 (KHTML, like Gecko) Silk/3.68 like Chrome/39.0 Safari/537.36',
  wechat: 'Mozilla/5.0 (Linux; Android 13; V2055A) AppleWebKit/537.36 Chrome/116.0 Mobile Safari/537.36 MicroMessenger/8.0.47',
  windowsPhone: 'Mozilla/5.0 (compatible; MSIE 10.0; Windows Phone 8.0; Trident/6.0; IEMobile/10.0; ARM; Touch; NOKIA; Lumia 920)',
  harmonyPhone: 'Mozilla/5.0 (Phone; OpenHarmony 4.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0 Safari/537.36 ArkWeb/4.1.6.1',
  harmonyDesktop: 'Mozilla/5.0 (PC; OpenHarmony 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0 Safari/537.36',
  matePad: 'Mozilla/5.0 (Linux; HarmonyOS 3; MatePad Pro) AppleWebKit/537.36 Chrome/99.0 Safari/537.36',
  operaMini: 'Opera/9.80 (J2ME/MIDP; Opera Mini/9.80 (S60; SymbOS; Opera Mobi/23.348; U; en) Presto/2.5.25 Version/10.54',
  blackberry: 'Mozilla/5.0 (BB10; Touch) AppleWebKit/537.10+ (KHTML, like Gecko) Version/10.0.9.2372 Mobile Safari/537.10+',
  googlebotPhone: 'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  baiduspider: 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
  nexus7: 'Mozilla/5.0 (Linux; Android 6.0; Nexus 7 Build/MRA51D) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36',
  empty: '',
};

const rules = fastRewrites().map((rule) => ({
  ...rule,
  match: getPathMatch(rule.source, { strict: true, removeUnnamedParams: true, sensitive: true }),
}));

interface Visit {
  ua: string;
  cookies: Record<string, string>;
  query: Record<string, string>;
}

/** The rewrites in Next's order: each matching rule rewrites the path, until it names a page under /v/. */
function playRewrites(pathname: string, visit: Visit): string | null {
  const req = {
    headers: {
      'user-agent': visit.ua,
      cookie: Object.entries(visit.cookies).map(([k, v]) => `${k}=${v}`).join('; '),
    },
  };
  let current = pathname;
  for (const rule of rules) {
    const params = rule.match(current);
    if (!params) continue;
    if (rule.has) {
      const found = matchHas(req as never, { ...visit.query }, rule.has as never, []);
      if (!found) continue;
      Object.assign(params, found);
    }
    const { parsedDestination } = prepareDestination({ appendParamsToQuery: true, destination: rule.destination, params, query: { ...visit.query } });
    current = parsedDestination.pathname ?? '';
    if (current.startsWith('/v/')) return current;
  }
  return null;
}

// Next's own matcher build (exported at runtime, absent from its type declarations).
const { getMiddlewareMatchers } = pageStaticInfo as unknown as {
  getMiddlewareMatchers: (matchers: string[], config: object) => { regexp: string }[];
};
const proxyRegex = new RegExp(getMiddlewareMatchers([proxyMatcherSource()], {})[0]!.regexp);

function decideVisit(pathname: string, visit: Visit) {
  const search = new URLSearchParams(visit.query).toString();
  return decide({
    pathname,
    search: search ? `?${search}` : '',
    host: 'localhost:3000',
    session: { isLogin: false, memberId: null, lang: visit.cookies.locale ?? null },
    layoutCookie: visit.cookies.layout ?? null,
    device: parseDevice(visit.ua),
  });
}

const SAMPLES: Record<string, string[]> = {
  id: ['12', '0', '12a'],
  code: ['expo', 'latest', '1abc', 'create'],
  slug: ['latest', 'a-b_c', 'create', '%E4%B8%AD'],
  any: ['word', '%E4%B8%AD'],
};

function samplePaths(): string[] {
  const paths = new Set<string>();
  for (const route of ROUTE_MATCHERS) {
    let partial: string[] = [''];
    for (const seg of route.pattern.split('/').filter(Boolean)) {
      if (!seg.startsWith(':')) {
        partial = partial.map((p) => `${p}/${seg}`);
        continue;
      }
      const optional = seg.endsWith('?');
      const name = seg.slice(1, optional ? -1 : undefined);
      const kind = (route.kinds?.[name] ?? 'any') as ParamKind;
      const values = Array.isArray(kind) ? [...kind.slice(0, 2), 'not-listed'] : (SAMPLES[kind as string] ?? ['x']);
      partial = partial.flatMap((p) => [...(optional ? [p] : []), ...values.map((v) => `${p}/${v}`)]);
    }
    partial.forEach((p) => paths.add(p || '/'));
  }
  for (const extra of ['/no/such/route/at-all', '/NEWS/12', '/News/hot', '/v/zh.desktop.1/news/12', '/_f/1/news/12', '/news', '/community', '/people/mine', '/robots.txt', '/favicon.svg']) {
    paths.add(extra);
  }
  return [...paths];
}

const VISITS: Visit[] = [
  { ua: UA.desktopChrome, cookies: {}, query: {} },
  { ua: UA.desktopChrome, cookies: { locale: 'en' }, query: { page: '2' } },
  { ua: UA.iphone, cookies: { locale: 'zh' }, query: { page: 'x' } },
  { ua: UA.ipad, cookies: { locale: 'en', layout: 'desktop' }, query: { page: '3' } },
  // issue 20 item 3: `?lang=` names the language whatever the cookie says; an unknown value is ignored
  { ua: UA.googlebot, cookies: {}, query: { lang: 'en' } },
  { ua: UA.desktopChrome, cookies: { locale: 'en' }, query: { lang: 'zh', page: '2' } },
  { ua: UA.androidPhone, cookies: { locale: 'en' }, query: { lang: 'fr' } },
];

describe('public pages without the proxy', () => {
  it('proxy.ts holds exactly the generated matcher (Next reads it statically)', async () => {
    const { config } = await import('@/proxy');
    expect(config.matcher).toEqual([proxyMatcherSource()]);
    expect(readFileSync(path.join(process.cwd(), 'proxy.ts'), 'utf8')).toContain(JSON.stringify(proxyMatcherSource()));
  });

  it('every path the proxy skips is rewritten to the variant decide() chooses (A07–A11, A33, Q17)', () => {
    const paths = samplePaths();
    let skipped = 0;
    for (const pathname of paths) {
      for (const visit of VISITS) {
        if (proxyRegex.test(pathname)) continue;
        if (/^\/(?:robots\.txt|favicon\.svg)$/.test(pathname)) continue;
        skipped += 1;
        const expected = decideVisit(pathname, visit);
        expect(expected.kind, pathname).toBe('rewrite');
        if (expected.kind !== 'rewrite') continue;
        expect(expected.personal, pathname).toBe(false);
        expect(playRewrites(pathname, visit), `${pathname} ${JSON.stringify(visit)}`).toBe(expected.path);
      }
    }
    expect(skipped).toBeGreaterThan(200);
  });

  it('the pages of the throughput budget skip the proxy; login, personal, redirect and invalid paths do not', () => {
    for (const p of ['/news/12', '/community/demand_supply/latest', '/community/post/3', '/news/hot', '/people/1002', '/circle/5']) {
      expect(proxyRegex.test(p), p).toBe(false);
    }
    for (const p of ['/', '/redirect', '/news/create', '/news/12a', '/people/mine', '/message/1', '/system-message', '/no/such-route', '/community/demand_supply', '/news/expo', '/NEWS/12', '/_f/1/news/12', '/v/zh.desktop.1/news/12']) {
      expect(proxyRegex.test(p), p).toBe(true);
    }
    // An App Router transport form of a fast path still goes through the proxy (its rewrite is the proxy's).
    expect(proxyRegex.test('/news/12.rsc')).toBe(true);
  });

  it('the rewrites leave the API, Next assets, public files, sitemaps and internal paths alone', () => {
    const visit = { ua: UA.desktopChrome, cookies: {}, query: {} };
    for (const p of ['/api/news/news/1', '/api-hooks/revalidate', '/_next/static/chunks/a.js', '/robots.txt', '/sitemap.xml', '/sitemaps/sitemap/0.xml', '/favicon.svg', '/default-avatar.svg', '/v/zh.desktop.1/news/12']) {
      expect(playRewrites(p, visit), p).toBeNull();
    }
  });

  it('locale, device and page reach the variant: /news/12 as en on a phone, page 2 of a list', () => {
    expect(playRewrites('/news/12', { ua: UA.androidPhone, cookies: { locale: 'en' }, query: {} })).toBe('/v/en.mobile.1/news/12');
    expect(playRewrites('/news/hot', { ua: UA.desktopChrome, cookies: {}, query: { page: '2' } })).toBe('/v/zh.desktop.2/news/hot');
    // Unpaged routes ignore ?page (one cached copy).
    expect(playRewrites('/news/12', { ua: UA.desktopChrome, cookies: {}, query: { page: '2' } })).toBe('/v/zh.desktop.1/news/12');
    // An unknown locale value reads as the default.
    expect(playRewrites('/news/12', { ua: UA.desktopChrome, cookies: { locale: 'fr' }, query: {} })).toBe('/v/zh.desktop.1/news/12');
  });

  it('W01/A31: the device rules give pickDevice(parseDevice(ua), layout cookie) for every agent and cookie', () => {
    for (const [name, ua] of Object.entries(UA)) {
      for (const layout of [undefined, 'mobile', 'desktop', 'other']) {
        const expected = pickDevice({ layoutCookie: layout ?? null, device: parseDevice(ua) });
        const cookies: Record<string, string> = layout ? { layout } : {};
        const chosen = playRewrites('/news/12', { ua, cookies, query: {} });
        expect(chosen, `${name} layout=${layout}`).toBe(`/v/zh.${expected}.1/news/12`);
      }
    }
    expect(DEVICE_FORMS.at(-1)?.has).toEqual([]);
  });
});
