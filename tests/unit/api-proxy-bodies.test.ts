// @vitest-environment node
/**
 * Issue 30 item 4: 2–10 MB request bodies through the web server's API proxy. The API reads at most 2 MB of a JSON or
 * form body, answers its envelope error and closes; a proxy that kept sending cut the upload mid-way (EPIPE) and the
 * browser saw a bare 500 (or a reset). Through the site such a body gets 413 with the API's envelope; an upload type
 * keeps the web server's 10 MB limit; an answer the API gives before reading the whole body is passed on.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { API_BODY_LIMIT_BYTES, CODE_FAIL } from '@/lib/constants';
import { BODY_TOO_LARGE_MSG, createApiProxy } from '@/lib/http/api-proxy';
import { upstreamDown, upstreamHealth } from '@/lib/http/upstream-health';
import { createWebFront } from '@/lib/http/web-front';
import { API_BODY_LIMIT } from '../../backend/src/app';

const servers: http.Server[] = [];

afterEach(async () => {
  Object.assign(upstreamHealth(), { lastFailureAt: 0, lastSuccessAt: 0 });
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

async function listen(server: http.Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/**
 * An API that answers its envelope error once it has read `readBytes` of a body; `close` cuts the connection then
 * (Fastify past its body limit), otherwise it reads and drops the rest.
 */
async function refusingApi(readBytes: number, close = true) {
  const seen: { url: string; bytes: number }[] = [];
  const base = await listen(
    http.createServer((req, res) => {
      let bytes = 0;
      const entry = { url: req.url ?? '', bytes: 0 };
      seen.push(entry);
      const answer = () => {
        req.removeAllListeners('data');
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', ...(close ? { connection: 'close' } : {}) });
        res.end(JSON.stringify({ code: CODE_FAIL, msg: BODY_TOO_LARGE_MSG, data: null }), () => (close ? req.socket.destroy() : req.resume()));
      };
      req.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        entry.bytes = bytes;
        if (bytes > readBytes) answer();
      });
      req.on('end', () => {
        if (!res.headersSent) res.end(JSON.stringify({ code: 0, msg: 'ok', data: bytes }));
      });
    }),
  );
  return { base, seen };
}

async function site(apiBase: string) {
  const web = createWebFront({ handle: (_req, res) => void res.end('next'), pageTtlMs: 0, pageCacheBytes: 1024, staleIfErrorMs: 0, bodyLimitBytes: 10 * 1024 * 1024, api: createApiProxy(`${apiBase}/api`) });
  return listen(http.createServer(web.listener));
}

const MB = 1024 * 1024;
const jsonOf = (bytes: number) => `{"content":"${'a'.repeat(bytes - 14)}"}`;

describe('issue 30 item 4: request bodies over the API limit through the site', () => {
  it('the proxy’s limit is the API’s own (backend/src/app.ts bodyLimit)', () => {
    expect(API_BODY_LIMIT_BYTES).toBe(API_BODY_LIMIT);
  });

  for (const size of [2.5, 5, 9.5]) {
    it(`a ${size} MB JSON body answers 413 with the API’s envelope error (never 500 or a reset), the API is not asked and not marked down`, async () => {
      const api = await refusingApi(API_BODY_LIMIT_BYTES);
      const base = await site(api.base);
      const res = await fetch(`${base}/api/basic/words/validate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: jsonOf(size * MB) });
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ code: CODE_FAIL, msg: BODY_TOO_LARGE_MSG, data: null });
      expect(api.seen).toEqual([]);
      expect(upstreamDown()).toBe(false);
      // the connection stays usable for the next call
      expect((await fetch(`${base}/api/basic/words/validate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(200);
    });
  }

  it('a form body over the limit gets the same 413 envelope', async () => {
    const api = await refusingApi(API_BODY_LIMIT_BYTES);
    const base = await site(api.base);
    const res = await fetch(`${base}/api/post/post`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `a=${'b'.repeat(3 * MB)}` });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { msg: string }).msg).toBe(BODY_TOO_LARGE_MSG);
  });

  it('an upload type over 2 MB reaches the API (the storage routes have their own limits)', async () => {
    const api = await refusingApi(20 * MB);
    const base = await site(api.base);
    const res = await fetch(`${base}/api/oss`, { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: 'x'.repeat(3 * MB) });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: number }).data).toBe(3 * MB);
  });

  it('an API that answers before reading the whole body: its answer is passed on and the rest of the body dropped, not a 503', async () => {
    // a body under the proxy's limit that this API refuses after 64 KB
    const api = await refusingApi(64 * 1024, false);
    const base = await site(api.base);
    const answers: number[] = [];
    for (let i = 0; i < 2; i += 1) {
      const res = await fetch(`${base}/api/basic/words/validate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: jsonOf(1.5 * MB) });
      answers.push(res.status);
      expect(await res.json()).toEqual({ code: CODE_FAIL, msg: BODY_TOO_LARGE_MSG, data: null });
    }
    expect(answers).toEqual([200, 200]);
    expect(upstreamDown()).toBe(false);
  });
});
