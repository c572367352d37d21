// The production web server (`npm start`, the e2e run and the bench): Next's request handler behind the front of
// lib/http/web-front.ts — the page cache (with stale-if-error), build assets kept an hour, the client address
// passed to the API in X-Forwarded-For (overwritten, never appended), 413 for oversized bodies, 503 +
// Retry-After while the API is down, time limits against slow clients. Run with tsx. Listens on every
// interface, as `next start` does. Every line it logs has its tokens redacted (lib/shared/redact.ts).
// Environment: PORT (3000), PAGE_CACHE_TTL_MS (10000; 0 turns the cache off), PAGE_CACHE_MAX_MB (64),
// WEB_TRUSTED_PROXIES (none), NEXT_DIST_DIR (read by next.config.ts).
import http from 'node:http';
import path from 'node:path';
import next from 'next';
import { createWebFront, forwardClientAddress, limitSlowClients, STALE_IF_ERROR_MS, WEB_BODY_LIMIT_BYTES } from '../lib/http/web-front';
import { redactStream } from '../lib/shared/redact';
import { stripInternalHeaders } from '../lib/http/internal-headers';
import { serverEnv } from '../lib/env';

// Next's rewrite proxy prints the URL it failed to reach, query included (the chat socket's ticket).
redactStream(process.stdout);
redactStream(process.stderr);

const { PORT: port, PAGE_CACHE_TTL_MS: ttlMs, PAGE_CACHE_MAX_MB: cacheMaxMb, WEB_TRUSTED_PROXIES: trustedProxies } = serverEnv();

const app = next({ dev: false, dir: path.resolve(__dirname, '..'), port });

async function main() {
  await app.prepare();
  const front = createWebFront({
    handle: app.getRequestHandler(),
    pageTtlMs: ttlMs,
    pageCacheBytes: cacheMaxMb * 1024 * 1024,
    staleIfErrorMs: STALE_IF_ERROR_MS,
    bodyLimitBytes: WEB_BODY_LIMIT_BYTES,
    trustedProxies,
  });
  const server = http.createServer((req, res) => {
    // Headers only Next's own parts may send (a browser's would skip the proxy or drop a redirect's Location).
    stripInternalHeaders(req.headers);
    front.listener(req, res);
  });
  limitSlowClients(server);
  // WebSocket upgrades (the chat socket) reach Next's proxy through the server's upgrade listener, which Next
  // adds on its first request: the address is set before it runs.
  server.prependListener('upgrade', (req: http.IncomingMessage) => forwardClientAddress(req, trustedProxies));
  server.listen(port, () => console.log(`web server on http://localhost:${port}`));

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      server.close();
      void app.close().finally(() => process.exit(0));
    });
  }
}

void main();
