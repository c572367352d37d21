// @vitest-environment node
/**
 * Issue 31 items 2 and 9: what a page answer says about its variant. `Vary` names what the HTML differs by (device from
 * the user agent, language and layout from cookies; sent by the web front, tests/unit/web-front.test.ts), the page
 * cache keys variants by those headers and no other, and a
 * URL naming its language (`?lang=en`) stores it in the `locale` cookie on the server, through the proxy and through
 * next.config's headers (the public pages the proxy never sees).
 */
import { NextRequest } from 'next/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageCacheKey, type CacheRequest } from '@/lib/http/page-cache';
import { LOCALE_COOKIE, VARIANT_VARY } from '@/lib/routing/variant';
import nextConfig from '@/next.config';

const { proxy } = await import('@/proxy');

const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const SITE = 'http://localhost:3000';

const get = (url: string, headers: CacheRequest['headers'] = {}): CacheRequest => ({ method: 'GET', url, headers: { 'user-agent': DESKTOP, ...headers } });

beforeEach(() => vi.stubEnv('SITE_URL', SITE));
afterEach(() => vi.unstubAllEnvs());

describe('item 9: Vary and the page cache agree', () => {
  it('the page cache reads no request header but those named in Vary (and the encoding Next compresses for)', () => {
    const base = pageCacheKey(get('/news/12', { cookie: 'locale=en' }));
    const noise = { 'accept-language': 'fr-FR', referer: 'https://elsewhere.example/', 'sec-ch-ua-mobile': '?1', 'x-forwarded-for': '10.0.0.9', dnt: '1' };
    expect(pageCacheKey(get('/news/12', { cookie: 'locale=en', ...noise }))).toBe(base);
  });

  it('each header named in Vary chooses a variant', () => {
    const change: Record<(typeof VARIANT_VARY)[number], CacheRequest['headers']> = { 'User-Agent': { 'user-agent': PHONE }, Cookie: { cookie: 'locale=en' } };
    for (const name of VARIANT_VARY) expect(pageCacheKey(get('/news/12', change[name])), name).not.toBe(pageCacheKey(get('/news/12')));
  });
});

describe('item 2: ?lang= stores the language on the server', () => {
  it('the proxy sets the locale cookie when the URL names a language the cookie does not hold', async () => {
    const ask = (path: string, cookie?: string) =>
      proxy(new NextRequest(new URL(path, SITE), { headers: { host: 'localhost:3000', 'user-agent': DESKTOP, ...(cookie ? { cookie } : {}) } }));
    const named = (await ask('/community/demand_supply?lang=en')).headers.getSetCookie().find((c) => c.startsWith(`${LOCALE_COOKIE}=`));
    expect(named).toMatch(/^locale=en; Path=\/; Max-Age=\d+; SameSite=Lax/);
    expect((await ask('/community/demand_supply?lang=en', 'locale=en')).headers.getSetCookie().some((c) => c.startsWith(`${LOCALE_COOKIE}=`))).toBe(false);
    expect((await ask('/community/demand_supply')).headers.getSetCookie().some((c) => c.startsWith(`${LOCALE_COOKIE}=`))).toBe(false);
  });

  it('next.config sets it on the public pages the proxy does not see, unless the cookie already holds it', async () => {
    const rules = await nextConfig('phase-production-server').headers!();
    const en = rules.find((r) => r.has?.some((h) => h.type === 'query' && h.value === 'en'));
    expect(en?.missing).toEqual([{ type: 'cookie', key: LOCALE_COOKIE, value: 'en' }]);
    expect(en?.headers.find((h) => h.key === 'Set-Cookie')?.value).toMatch(/^locale=en; Path=\/; Max-Age=\d+; SameSite=Lax/);
  });

  it('a ?lang= the cookie does not hold yet is answered by Next (which sets the cookie), never from the page cache', () => {
    expect(pageCacheKey(get('/news/12?lang=en'))).toBeNull();
    expect(pageCacheKey(get('/news/12?lang=en', { cookie: 'locale=en' }))).not.toBeNull();
  });
});
