// @vitest-environment node
/**
 * Issue 17 item 9 and attack list 10, 12, 19, 20, 23 at the proxy (proxy.ts) and the web's one mutating route
 * handler: HSTS only over https, COOP, framing refused, per-request nonces without 'unsafe-inline' on personal
 * pages, unreadable session cookies cleared, data requests still redirected, cross-site hook calls refused.
 */
import { NextRequest } from 'next/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const revalidateTag = vi.fn();
vi.mock('next/cache', () => ({ revalidateTag: (...args: unknown[]) => revalidateTag(...args) }));

const { proxy } = await import('@/proxy');
const { POST } = await import('@/app/api-hooks/revalidate/route');
const { encryptCookieValue } = await import('@/lib/session/cookie-crypto');
const { REVALIDATE_SECRET_HEADER } = await import('@/lib/contract/revalidate');
const { buildCsp } = await import('@/lib/routing/security-headers');

const SITE = 'http://localhost:3000';

function request(path: string, headers: Record<string, string> = {}): NextRequest {
  return new NextRequest(new URL(path, SITE), { headers: { host: 'localhost:3000', 'user-agent': 'Mozilla/5.0', ...headers } });
}

function member(): string {
  return [`token=${encryptCookieValue('access-token-1')}`, `is_login=${encryptCookieValue('1')}`, `member_id=${encryptCookieValue('7')}`, `refresh_token=${encryptCookieValue('refresh-1')}`].join('; ');
}

beforeEach(() => {
  vi.stubEnv('SITE_URL', SITE);
  vi.stubEnv('REVALIDATE_SECRET', 'hook-secret');
});
afterEach(() => {
  vi.unstubAllEnvs();
  revalidateTag.mockClear();
});

function cleared(res: Response): string[] {
  return res.headers
    .getSetCookie()
    .filter((c) => /Max-Age=0/i.test(c))
    .map((c) => c.split('=')[0] as string)
    .sort();
}

describe('security headers (proxy)', () => {
  it('security 20: pages refuse framing, send nosniff, Referrer-Policy and COOP; HSTS only when served over https', async () => {
    const plain = await proxy(request('/news/1'));
    expect(plain.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(plain.headers.get('x-frame-options')).toBe('DENY');
    expect(plain.headers.get('x-content-type-options')).toBe('nosniff');
    expect(plain.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(plain.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(plain.headers.get('strict-transport-security')).toBeNull();

    const tls = await proxy(request('/news/1', { 'x-forwarded-proto': 'https' }));
    expect(tls.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const direct = await proxy(new NextRequest('https://www.example.cn/news/1', { headers: { host: 'www.example.cn' } }));
    expect(direct.headers.get('strict-transport-security')).toMatch(/^max-age=31536000/);
  });

  it('security 19: personal pages get a new nonce per request and no unsafe-inline (nor, in production, unsafe-eval) in script-src', async () => {
    expect(/script-src ([^;]*)/.exec(buildCsp({ nonce: 'n0nce', dev: false }))?.[1]).toBe("'self' 'nonce-n0nce' 'strict-dynamic'");
    const a = await proxy(request('/mine/account-setting', { cookie: member() }));
    const b = await proxy(request('/mine/account-setting', { cookie: member() }));
    const nonce = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce(a)).toBeTruthy();
    expect(nonce(a)).not.toBe(nonce(b));
    const script = /script-src ([^;]*)/.exec(a.headers.get('content-security-policy') ?? '')?.[1] ?? '';
    expect(script).toContain("'strict-dynamic'");
    expect(script).not.toContain("'unsafe-inline'");
  });

  it("security: public cached pages keep 'unsafe-inline' (the recorded accepted risk) and nothing else loosens", async () => {
    const script = /script-src ([^;]*)/.exec((await proxy(request('/news/1'))).headers.get('content-security-policy') ?? '')?.[1] ?? '';
    expect(script.trim().split(/\s+/).filter((s) => s !== "'unsafe-eval'")).toEqual(["'self'", "'unsafe-inline'"]);
  });
});

describe('unreadable session cookies (attack list 23)', () => {
  it('security 23: a tampered, truncated, foreign, non-base64 or plaintext token reads as logged out and every session cookie is cleared', async () => {
    const good = encryptCookieValue('access-token-1');
    const foreign = encryptCookieValue('access-token-1', 'another-secret');
    const flipped = `${good.slice(0, 10)}${good[10] === 'A' ? 'B' : 'A'}${good.slice(11)}`;
    for (const token of [flipped, good.slice(0, -4), foreign, '%%%not-base64%%%', 'access-token-1']) {
      const res = await proxy(request('/mine/account-setting', { cookie: `token=${token}; is_login=${encryptCookieValue('1')}; member_id=${encryptCookieValue('7')}; lang=zh` }));
      // the gate treats it as a visitor
      expect(res.status).toBe(307);
      expect(res.headers.get('location')).toContain('/?redirect=');
      expect(cleared(res)).toEqual(['is_login', 'member_id', 'token']);
    }
    // a readable session is left alone
    const fine = await proxy(request('/mine/account-setting', { cookie: member() }));
    expect(fine.status).toBe(200);
    expect(cleared(fine)).toEqual([]);
  });

  it('security 23: a public page served through the proxy also clears them (no 500)', async () => {
    const res = await proxy(request('/news/1', { cookie: 'token=garbage; refresh_token=garbage' }));
    expect(res.status).toBe(200);
    expect(cleared(res)).toEqual(['refresh_token', 'token']);
  });
});

describe('data and router requests on gated pages (attack list 8, 10)', () => {
  it('security 8: RSC, prefetch and segment-prefetch requests and ?_rsc= to a gated path get the 307 to the login, no page', async () => {
    const variants: Record<string, string>[] = [{ rsc: '1' }, { rsc: '1', 'next-router-prefetch': '1' }, { rsc: '1', 'next-router-segment-prefetch': '/_tree' }];
    for (const headers of variants) {
      const res = await proxy(request('/mine/account-setting', headers));
      expect(res.status).toBe(307);
      expect(res.headers.get('location')).toContain(`/?redirect=${encodeURIComponent('/mine/account-setting')}`);
      expect(res.headers.get('x-middleware-rewrite')).toBeNull();
    }
    const rsc = await proxy(request('/mine/account-setting?_rsc=abc'));
    expect(rsc.status).toBe(307);
    // the .rsc suffix is no route: home, never the page
    const suffixed = await proxy(request('/mine/account-setting.rsc'));
    expect(suffixed.status).toBe(307);
    expect(new URL(suffixed.headers.get('location') ?? '', SITE).pathname).toBe('/');
  });

  it('security 10: an x-nextjs-data request to a gated path is the normal 307 with Location', async () => {
    const res = await proxy(request('/mine/account-setting', { 'x-nextjs-data': '1' }));
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toContain(`/?redirect=${encodeURIComponent('/mine/account-setting')}`);
  });
});

describe('the revalidation hook (attack list 12)', () => {
  function hook(headers: Record<string, string>): Request {
    return new Request(`${SITE}/api-hooks/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [REVALIDATE_SECRET_HEADER]: 'hook-secret', ...headers },
      body: JSON.stringify({ tags: ['news'] }),
    });
  }

  it('security 12: a cross-site POST (foreign Origin, Origin null, Sec-Fetch-Site cross-site) is 403 and revalidates nothing', async () => {
    const variants: Record<string, string>[] = [{ origin: 'https://evil.example' }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }];
    for (const headers of variants) {
      expect((await POST(hook(headers))).status).toBe(403);
    }
    expect(revalidateTag).not.toHaveBeenCalled();
    // the API's server-to-server call (no Origin) still works
    expect((await POST(hook({}))).status).toBe(200);
    expect(revalidateTag).toHaveBeenCalledWith('news', { expire: 0 });
  });
});

describe('internal Next headers at the web server (attack list 7, 10)', () => {
  it('security 7: x-middleware-subrequest and x-nextjs-data from a browser are dropped before Next sees the request', async () => {
    const { stripInternalHeaders } = await import('@/lib/http/internal-headers');
    const headers: Record<string, string | string[] | undefined> = {
      'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware',
      'x-nextjs-data': '1',
      cookie: 'a=1',
    };
    expect(stripInternalHeaders(headers)).toBe(true);
    expect(headers).toEqual({ cookie: 'a=1' });
    // the proxy then gates as usual
    const res = await proxy(request('/mine/account-setting', { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' }));
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toContain('/?redirect=');
  });
});
