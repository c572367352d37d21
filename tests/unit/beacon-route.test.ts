// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/beacon/route';
import { serverEnv } from '@/lib/env';
import { decryptCookieValue, encryptCookieValue } from '@/lib/session/cookie-crypto';

/** What the API received from the beacon: path, body and the headers that matter. */
const received: { path: string; body: unknown; forwardedFor: string | null; authorization: string | null }[] = [];
const api = new URL(serverEnv().API_BASE_URL);
const server = setupServer(
  http.post(`${api.origin}${api.pathname}/*`, async ({ request }) => {
    received.push({
      path: new URL(request.url).pathname.slice(api.pathname.length),
      body: await request.json(),
      forwardedFor: request.headers.get('x-forwarded-for'),
      authorization: request.headers.get('authorization'),
    });
    return HttpResponse.json({ code: 0, msg: 'success', data: null });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  received.length = 0;
  server.resetHandlers();
});
afterAll(() => server.close());

function beacon(body: unknown, headers: Record<string, string> = {}) {
  return POST(
    new Request('http://localhost:3000/beacon', {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': 'Mozilla/5.0 Chrome/131.0', 'x-forwarded-for': '203.0.113.7', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

/** name → decrypted value of the answer's Set-Cookie headers. */
function setCookies(response: Response): Record<string, string | null> {
  return Object.fromEntries(response.headers.getSetCookie().map((line) => {
    const [pair = ''] = line.split(';');
    const eq = pair.indexOf('=');
    return [pair.slice(0, eq), decryptCookieValue(decodeURIComponent(pair.slice(eq + 1)))];
  }));
}

describe('POST /beacon (the pages’ beacon; issue 28 item 1)', () => {
  it('F01 B42 U02 a first visit: the API gets the view with a new cid and the client’s address; the answer sets the cid and the count', async () => {
    const response = await beacon({ visit: true, view: { path: '/news/news/view', id: 12 } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ tip: false });
    expect(response.headers.get('cache-control')).toBe('no-store');
    const cookies = setCookies(response);
    expect(cookies.cid).toMatch(/^[0-9a-f-]{36}$/);
    expect(cookies.visit_count).toBe('1');
    expect(received).toEqual([{ path: '/news/news/view', body: { id: 12, cid: cookies.cid }, forwardedFor: '203.0.113.7', authorization: null }]);
  });

  it('A28 I35 a member’s log batch (sendBeacon’s text body) reaches the API with the cid and the member’s token', async () => {
    const cookie = ['cid', 'token', 'is_login'].map((name, i) => `${name}=${encryptCookieValue(['kept-cid-0001', 'member-token', '1'][i]!)}`).join('; ');
    const record = { url: 'http://localhost:3000/people/1001', client: 'web', siteId: 1, startTime: 1_000_000 };
    const response = await beacon({ log: { path: '/admin/view/record', records: [record] } }, { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(received).toEqual([{ path: '/admin/view/record', body: { records: [{ cid: 'kept-cid-0001', ...record }] }, forwardedFor: '203.0.113.7', authorization: 'Bearer member-token' }]);
  });

  it('an API that fails or is away does not fail the beacon (the page ignores it as before)', async () => {
    server.use(http.post(`${api.origin}${api.pathname}/*`, () => HttpResponse.error()));
    const response = await beacon({ visit: true, view: { path: '/post/posts/view', id: 3 } });
    expect(response.status).toBe(200);
    expect(setCookies(response).visit_count).toBe('1');
  });

  it('refuses a cross-site request (403), a body over 64 KB (413), and anything but what a page sends (400), calling nothing', async () => {
    expect((await beacon({ visit: true }, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await beacon('x'.repeat(64 * 1024 + 1))).status).toBe(413);
    expect((await beacon('not json')).status).toBe(400);
    const forged = await beacon({ view: { path: '/admin/member/delete', id: 1 } });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({ message: 'view.path: invalid' });
    expect(received).toEqual([]);
  });
});
