// @vitest-environment node
/**
 * The production web server's front (lib/http/web-front.ts) around a fake Next, and the server fetcher's
 * behaviour when the API is slow or broken. Issue 17 items 4 and 8; attack-list items 11, 33, 44–47.
 */
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ERR_NON_BUSINESS, ERR_SERVICE_BUSY, RETRY_AFTER_SECONDS, SERVER_FETCH_TIMEOUT_MS } from '@/lib/constants';
import { serverTransport } from '@/lib/api/server';
import { errorStatus } from '@/lib/routing/error-status';
import { recordUpstream, upstreamDown, upstreamHealth } from '@/lib/http/upstream-health';
import { clientAddress, createWebFront, limitSlowClients, WEB_HEADERS_TIMEOUT_MS, type Handle, type WebFrontOptions } from '@/lib/http/web-front';
import { redactSecrets, redactStream } from '@/lib/shared/redact';

const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const servers: http.Server[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
  Object.assign(upstreamHealth(), { lastFailureAt: 0, lastSuccessAt: 0 });
});

async function listen(server: http.Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The front around `handle`; answers its base URL. */
async function front(handle: Handle, options: Partial<WebFrontOptions> = {}) {
  const web = createWebFront({ handle, pageTtlMs: 10_000, pageCacheBytes: 1024 * 1024, staleIfErrorMs: 600_000, bodyLimitBytes: 10 * 1024 * 1024, ...options });
  const server = http.createServer(web.listener);
  limitSlowClients(server);
  return { base: await listen(server), web, server };
}

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Header names and values as sent (duplicates kept). */
  raw: string[];
  body: string;
}

function request(url: string, init: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: init.method ?? 'GET', headers: init.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, raw: res.rawHeaders, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    if (init.body !== undefined) req.write(init.body);
    req.end();
  });
}

/** A cacheable public page as Next answers it. */
const page =
  (body: string, status = 200): Handle =>
  (_req, res) => {
    res.statusCode = status;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    if (status === 200) res.setHeader('cache-control', 's-maxage=300, stale-while-revalidate');
    res.end(body);
  };

describe('security 11: the client address the API sees (issue 17 item 4)', () => {
  it('security 11: a client’s X-Forwarded-For is overwritten with the socket address, never appended to', async () => {
    const seen: (string | undefined)[] = [];
    const { base } = await front((req, res) => {
      seen.push(req.headers['x-forwarded-for'] as string | undefined);
      seen.push(req.headers.forwarded as string | undefined);
      res.end('ok');
    });
    await request(`${base}/api/admin/v4/sms-code`, { headers: { 'x-forwarded-for': '198.51.100.7, 10.0.0.1', forwarded: 'for=198.51.100.8' } });
    expect(seen).toEqual(['127.0.0.1', undefined]);
  });

  it('security 11: behind a configured reverse proxy the right-most untrusted hop is the client', () => {
    const req = (peer: string, xff?: string) => ({ socket: { remoteAddress: peer }, headers: xff ? { 'x-forwarded-for': xff } : {} }) as never;
    expect(clientAddress(req('::ffff:10.0.0.5', '1.1.1.1, 203.0.113.9'), ['10.0.0.5'])).toBe('203.0.113.9');
    expect(clientAddress(req('10.0.0.5', '1.1.1.1, 203.0.113.9, 10.0.0.6'), ['10.0.0.5', '10.0.0.6'])).toBe('203.0.113.9');
    expect(clientAddress(req('203.0.113.50', '1.1.1.1'), ['10.0.0.5'])).toBe('203.0.113.50');
    expect(clientAddress(req('10.0.0.5'), ['10.0.0.5'])).toBe('10.0.0.5');
  });
});

describe('security 47: bodies, headers and slow clients at the web server', () => {
  it('security 47: a body over 10 MB answers 413 (an envelope under /api) before Next reads it; the next request is served', async () => {
    let calls = 0;
    const { base } = await front((_req, res) => {
      calls += 1;
      res.end('ok');
    });
    const big = await request(`${base}/api/oss/upload`, { method: 'POST', headers: { 'content-type': 'application/octet-stream', 'content-length': String(10 * 1024 * 1024 + 1) }, body: Buffer.alloc(10 * 1024 * 1024 + 1) });
    expect(big.status).toBe(413);
    expect(JSON.parse(big.body)).toMatchObject({ code: 1 });
    const page413 = await request(`${base}/news/create`, { method: 'POST', headers: { 'content-length': String(50 * 1024 * 1024) } }).catch(() => null);
    if (page413) expect(page413.status).toBe(413);
    expect(calls).toBe(0);
    expect((await request(`${base}/news/12`, { headers: { 'user-agent': DESKTOP } })).status).toBe(200);
    expect(calls).toBe(1);
  });

  it('security 47: a chunked body of unknown length answers 411', async () => {
    const { base } = await front((_req, res) => void res.end('ok'));
    const answer = await new Promise<Reply>((resolve, reject) => {
      const req = http.request(`${base}/api/x`, { method: 'POST', headers: { 'transfer-encoding': 'chunked' }, agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, raw: res.rawHeaders, body: '' }));
      });
      req.on('error', reject);
      req.write('abc');
      req.end();
    });
    expect(answer.status).toBe(411);
  });

  it('security 47: a 16 KB header answers 431; header and request time limits are set (slow loris)', async () => {
    const { base, server } = await front((_req, res) => void res.end('ok'));
    const port = new URL(base).port;
    const first = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(17 * 1024)}\r\n\r\n`));
      let text = '';
      socket.on('data', (d) => {
        text += d.toString('latin1');
        resolve(text.split('\r\n')[0] ?? '');
        socket.destroy();
      });
      socket.on('error', reject);
    });
    expect(first).toMatch(/^HTTP\/1\.1 431/);
    expect(server.headersTimeout).toBe(WEB_HEADERS_TIMEOUT_MS);
    expect(server.requestTimeout).toBeGreaterThan(0);
  });
});

describe('security 44: the API down or broken while pages render (issue 17 item 8)', () => {
  it('security 44: a page 5xx while the API is down becomes 503 + Retry-After (not stored, not cacheable), with the error page Next rendered', async () => {
    let down = true;
    const { base } = await front(page('<h1>服务暂时不可用</h1>', 500), { isUpstreamDown: () => down });
    const answer = await request(`${base}/news/99`, { headers: { 'user-agent': DESKTOP } });
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toContain('服务暂时不可用');
    down = false;
    expect((await request(`${base}/news/99`, { headers: { 'user-agent': DESKTOP } })).status).toBe(500);
  });

  it('security 44: the same holds when Next writes the head itself (writeHead with a reason phrase)', async () => {
    const { base } = await front(
      (_req, res) => {
        res.writeHead(500, 'Internal Server Error', { 'content-type': 'text/html', 'cache-control': 's-maxage=1' });
        res.end('<p>error</p>');
      },
      { isUpstreamDown: () => true },
    );
    const answer = await request(`${base}/circle/3`, { headers: { 'user-agent': DESKTOP } });
    expect(answer.status).toBe(503);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('security 44: with a last good copy, a failing render serves that copy (stale-if-error); after the API is back the page is fresh again', async () => {
    let clock = 1_000_000;
    let handle: Handle = page('<p>第一版</p>');
    const { base } = await front((req, res) => handle(req, res), { now: () => clock, isUpstreamDown: () => true });
    const get = () => request(`${base}/news/12`, { headers: { 'user-agent': DESKTOP } });
    expect((await get()).body).toContain('第一版');
    clock += 60_000; // past the page cache's 10 s
    handle = page('<p>error</p>', 500);
    const stale = await get();
    expect(stale.status).toBe(200);
    expect(stale.headers['x-page-cache']).toBe('STALE-IF-ERROR');
    expect(stale.headers['cache-control']).toBe('no-store');
    expect(stale.body).toContain('第一版');
    handle = page('<p>第二版</p>');
    expect((await get()).body).toContain('第二版');
    clock += 11 * 60_000; // past the stale window
    handle = page('<p>error</p>', 500);
    expect((await get()).status).toBe(503);
  });

  it('security 44: Next’s /api proxy failing to reach the API answers a retryable 503 envelope, not a bare 500; the API’s own JSON 500 passes unchanged', async () => {
    const { base } = await front((req, res) => {
      res.statusCode = 500;
      if (req.url?.includes('own')) {
        res.setHeader('content-type', 'application/json');
        res.end('{"code":1,"msg":"internal error","data":null}');
      } else {
        res.end('Internal Server Error');
      }
    });
    const proxied = await request(`${base}/api/news/news/page`);
    expect(proxied.status).toBe(503);
    expect(proxied.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(JSON.parse(proxied.body)).toMatchObject({ code: ERR_SERVICE_BUSY, data: null });
    expect(upstreamDown()).toBe(true);
    const own = await request(`${base}/api/own`);
    expect(own.status).toBe(500);
    expect(JSON.parse(own.body).msg).toBe('internal error');
  });
});

describe('security 45/46: the server fetcher against a frozen or broken API', () => {
  it(`security 45: a server fetch gives up after ${SERVER_FETCH_TIMEOUT_MS} ms (not the browser’s 100 s) and marks the API down; its socket is closed`, async () => {
    const sockets = new Set<net.Socket>();
    const frozen = http.createServer(() => undefined);
    frozen.on('connection', (s) => {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
    });
    const base = await listen(frozen);
    const started = Date.now();
    await expect(serverTransport({ baseUrl: `${base}/api`, cache: 'no-store' }).get('/news/news/page')).rejects.toMatchObject({ code: ERR_NON_BUSINESS, msg: 'timeout' });
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(SERVER_FETCH_TIMEOUT_MS - 50);
    expect(took).toBeLessThan(SERVER_FETCH_TIMEOUT_MS + 2000);
    expect(upstreamDown()).toBe(true);
    for (let k = 0; k < 40 && sockets.size > 0; k += 1) await new Promise((r) => setTimeout(r, 100));
    expect(sockets.size).toBe(0);
    frozen.closeAllConnections();
  }, 10_000);

  it('security 46: HTML, an empty body or a 500 from the API are a generic -1000 (no upstream text reaches the page) and mark the API down', async () => {
    const bodies: [number, string, string][] = [
      [200, 'text/html', '<html><body>Bad Gateway: secret stack</body></html>'],
      [200, 'application/json', ''],
      [502, 'text/html', '<h1>502</h1>'],
    ];
    let i = 0;
    const broken = http.createServer((_req, res) => {
      const [status, type, body] = bodies[i % bodies.length]!;
      i += 1;
      res.writeHead(status, { 'content-type': type });
      res.end(body);
    });
    const base = await listen(broken);
    for (let k = 0; k < bodies.length; k += 1) {
      recordUpstream(true);
      const error = await serverTransport({ baseUrl: `${base}/api`, cache: 'no-store' })
        .get('/x')
        .catch((e: unknown) => e as { code: number; msg: string });
      expect(error).toMatchObject({ code: ERR_NON_BUSINESS });
      expect(String((error as { msg: string }).msg)).not.toMatch(/secret|Bad Gateway/);
      expect(upstreamDown()).toBe(true);
      // issue 30 item 12: the page this fails is answered 503, and its error page reads the same from the digest
      expect(errorStatus(error)).toBe(503);
    }
  });

  it('security 46: a readable answer after a failure marks the API up again', () => {
    recordUpstream(false, 1000);
    expect(upstreamDown(1500)).toBe(true);
    recordUpstream(true, 1600);
    expect(upstreamDown(1700)).toBe(false);
    recordUpstream(false, 2000);
    expect(upstreamDown(2000 + 60_000)).toBe(false);
  });
});

describe('security 33: tokens never reach a log line', () => {
  it('security 33: URLs, encoded redirects, JSON bodies and Authorization headers are redacted; other text is kept', () => {
    const line = [
      'Failed to proxy http://127.0.0.1:4000/api/msg/ws/1/ab/xhr_streaming?access_token=TICKET123&t=1 Error: connect ECONNREFUSED',
      '/?redirect=%2Fx%3Faccess_token%3DTOKEN456%26a%3D1',
      '{"access_token":"TOKEN789","refresh_token":"REFRESH0","memberId":5}',
      'authorization: Bearer abcdefghijklmnop',
      'GET /api/news/news/page?current=2',
    ].join('\n');
    const out = redactSecrets(line);
    expect(out).not.toMatch(/TICKET123|TOKEN456|TOKEN789|REFRESH0|abcdefghijklmnop/);
    expect(out).toContain('access_token=[REDACTED]&t=1');
    expect(out).toContain('"memberId":5');
    expect(out).toContain('GET /api/news/news/page?current=2');
    expect(redactSecrets(out)).toBe(out);
  });

  it('security 33: a redacted stream (stdout, stderr of both processes) redacts what console.error prints', () => {
    const written: string[] = [];
    const stream = { write: (chunk: unknown) => written.push(String(chunk)) > 0 };
    redactStream(stream);
    redactStream(stream);
    stream.write('proxy error /api/msg/ws?access_token=SECRET1\n');
    stream.write(new TextEncoder().encode('{"refresh_token":"SECRET2"}'));
    expect(written.join('')).not.toMatch(/SECRET/);
    expect(written).toHaveLength(2);
  });
});

describe('issue 20 item 4: variant pages behind shared caches', () => {
  const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

  it('T22/V02: a page Next marks s-maxage goes out private for shared caches, yet the page cache keeps and replays it per variant', async () => {
    let renders = 0;
    const { base } = await front((req, res) => {
      renders += 1;
      const cookie = String(req.headers.cookie ?? '');
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('cache-control', 's-maxage=300, stale-while-revalidate=31535700');
      res.setHeader('etag', cookie.includes('locale=en') ? '"en"' : '"zh"');
      res.end(cookie.includes('locale=en') ? '<p>English</p>' : '<p>中文</p>');
    });
    const zh = await request(`${base}/news/12`, { headers: { 'user-agent': DESKTOP } });
    expect(zh.headers['cache-control']).toBe('private, no-cache');
    expect(zh.headers['cache-control']).not.toMatch(/s-maxage|public/);
    const again = await request(`${base}/news/12`, { headers: { 'user-agent': DESKTOP } });
    expect(again.headers['x-page-cache']).toBe('HIT');
    expect(again.headers['cache-control']).toBe('private, no-cache');
    const en = await request(`${base}/news/12`, { headers: { 'user-agent': DESKTOP, cookie: 'locale=en' } });
    expect(en.body).toContain('English');
    expect(en.headers['cache-control']).toBe('private, no-cache');
    const phone = await request(`${base}/news/12`, { headers: { 'user-agent': PHONE } });
    expect(phone.headers['x-page-cache']).toBe('MISS');
    expect(renders).toBe(3);
  });

  it('issue 30 item 12: HSTS is sent per answer, never stored with the page: a page first served over https replays without it over http, and one stored over http gets it over https', async () => {
    const { base } = await front((req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('cache-control', 's-maxage=300');
      // as next.config.ts's headers do: HSTS only behind a TLS-terminating proxy
      if (req.headers['x-forwarded-proto'] === 'https') res.setHeader('strict-transport-security', 'max-age=31536000; includeSubDomains');
      res.end(req.url ?? '');
    });
    const tls = { 'user-agent': DESKTOP, 'x-forwarded-proto': 'https' };
    const plain = { 'user-agent': DESKTOP };
    expect((await request(`${base}/news/7`, { headers: tls })).headers['strict-transport-security']).toMatch(/^max-age=31536000/);
    const replayedPlain = await request(`${base}/news/7`, { headers: plain });
    expect(replayedPlain.headers['x-page-cache']).toBe('HIT');
    expect(replayedPlain.headers['strict-transport-security']).toBeUndefined();
    await request(`${base}/news/8`, { headers: plain });
    const replayedTls = await request(`${base}/news/8`, { headers: tls });
    expect(replayedTls.headers['x-page-cache']).toBe('HIT');
    expect(replayedTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('V02: ?lang=en is its own page-cache entry; issue 31 item 2: until the locale cookie holds it, Next answers (and sets the cookie)', async () => {
    const { base } = await front((req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('cache-control', 's-maxage=300');
      res.end(req.url ?? '');
    });
    await request(`${base}/news/12?lang=en`, { headers: { 'user-agent': DESKTOP, cookie: 'locale=en' } });
    const hit = await request(`${base}/news/12?lang=en`, { headers: { 'user-agent': DESKTOP, cookie: 'locale=en' } });
    expect(hit.headers['x-page-cache']).toBe('HIT');
    expect(hit.body).toBe('/news/12?lang=en');
    const plain = await request(`${base}/news/12`, { headers: { 'user-agent': DESKTOP, cookie: 'locale=en' } });
    expect(plain.headers['x-page-cache']).toBe('MISS');
    const stranger = await request(`${base}/news/12?lang=en`, { headers: { 'user-agent': DESKTOP, cookie: 'locale=zh' } });
    expect(stranger.headers['x-page-cache']).toBeUndefined();
  });

  it('issue 31 item 1: a redirect Next sends with its Location twice goes out with one', async () => {
    const { base } = await front((_req, res) => {
      res.statusCode = 308;
      res.setHeader('location', '/case/7');
      res.appendHeader('location', '/case/7');
      res.end();
    });
    const answer = await request(`${base}/news/7`, { headers: { 'user-agent': DESKTOP } });
    expect(answer.status).toBe(308);
    expect(answer.raw.filter((h, i) => i % 2 === 0 && h.toLowerCase() === 'location')).toHaveLength(1);
    expect(answer.headers.location).toBe('/case/7');
  });

  it('issue 31 item 9: page answers say Vary: User-Agent, Cookie besides what Next names; API answers do not', async () => {
    const { base } = await front((req, res) => {
      if (req.url?.startsWith('/api/')) {
        res.setHeader('content-type', 'application/json');
        res.end('{}');
        return;
      }
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('vary', 'rsc, next-router-state-tree, Accept-Encoding');
      res.setHeader('cache-control', 's-maxage=300');
      res.end('<p>x</p>');
    });
    const page = await request(`${base}/news/12`, { headers: { 'user-agent': DESKTOP } });
    expect(String(page.headers.vary)).toBe('rsc, next-router-state-tree, Accept-Encoding, User-Agent, Cookie');
    const hit = await request(`${base}/news/12`, { headers: { 'user-agent': DESKTOP } });
    expect(hit.headers['x-page-cache']).toBe('HIT');
    expect(String(hit.headers.vary)).toContain('User-Agent, Cookie');
    const personal = await request(`${base}/message/list`, { headers: { 'user-agent': DESKTOP } });
    expect(String(personal.headers.vary)).toContain('Cookie');
    const apiAnswer = await request(`${base}/api/news/1`, { headers: { 'user-agent': DESKTOP } });
    expect(apiAnswer.headers.vary).toBeUndefined();
  });

  it('API answers, build assets and pages without s-maxage keep their own Cache-Control', async () => {
    const { base } = await front((req, res) => {
      if (req.url?.startsWith('/api/')) {
        res.setHeader('content-type', 'application/json');
        res.setHeader('cache-control', 'public, s-maxage=60');
        res.end('{}');
      } else {
        res.setHeader('content-type', 'text/html');
        res.setHeader('cache-control', 'private, no-store');
        res.end('<p>mine</p>');
      }
    });
    expect((await request(`${base}/api/news/news/1`)).headers['cache-control']).toBe('public, s-maxage=60');
    expect((await request(`${base}/mine/account-setting`)).headers['cache-control']).toBe('private, no-store');
  });
});
