// The production web server (`npm start`, the e2e run and the bench): Next's request handler behind the front of
// lib/http/web-front.ts — the page cache (with stale-if-error), build assets kept an hour, the client address
// passed to the API in X-Forwarded-For (overwritten, never appended), 413 for oversized bodies, 503 +
// Retry-After while the API is down, time limits against slow clients. Run with tsx. Listens on every
// interface, as `next start` does. Every line it logs has its tokens redacted (lib/shared/redact.ts).
// `/api/*` and the chat socket go to API_BASE_URL as read now, at run time (lib/http/api-proxy.ts), not as the build
// froze it. With REDIS_URL (issue 26 item 4) Next's incremental cache is in Redis (next.config.ts) and a revalidation
// empties the page cache of every instance (lib/http/purge-bus.ts).
// Environment: PORT (3000), API_BASE_URL, PAGE_CACHE_TTL_MS (10000; 0 turns the cache off), PAGE_CACHE_MAX_MB (64),
// WEB_TRUSTED_PROXIES (none), REDIS_URL (none), REDIS_KEY_PREFIX (icweb:), NEXT_DIST_DIR (read by next.config.ts).
import http from 'node:http';
import path from 'node:path';
import next from 'next';
import { createWebFront, forwardClientAddress, limitSlowClients, STALE_IF_ERROR_MS, WEB_BODY_LIMIT_BYTES } from '../lib/http/web-front';
import { redactStream } from '../lib/shared/redact';
import { stripInternalHeaders } from '../lib/http/internal-headers';
import { serverEnv } from '../lib/env';
import { createApiProxy } from '../lib/http/api-proxy';
import { createPurgeBus, onTagsRevalidated, type PurgeBus } from '../lib/http/purge-bus';

// Next's rewrite proxy prints the URL it failed to reach, query included (the chat socket's ticket).
redactStream(process.stdout);
redactStream(process.stderr);

const {
  PORT: port,
  PAGE_CACHE_TTL_MS: ttlMs,
  PAGE_CACHE_MAX_MB: cacheMaxMb,
  WEB_TRUSTED_PROXIES: trustedProxies,
  API_BASE_URL: apiBaseUrl,
  REDIS_URL: redisUrl,
  REDIS_KEY_PREFIX: redisPrefix,
} = serverEnv();

const app = next({ dev: false, dir: path.resolve(__dirname, '..'), port });

async function main() {
  await app.prepare();
  const api = createApiProxy(apiBaseUrl);
  let bus: PurgeBus | null = null;
  const front = createWebFront({
    handle: app.getRequestHandler(),
    pageTtlMs: ttlMs,
    pageCacheBytes: cacheMaxMb * 1024 * 1024,
    staleIfErrorMs: STALE_IF_ERROR_MS,
    bodyLimitBytes: WEB_BODY_LIMIT_BYTES,
    trustedProxies,
    api,
    onRevalidateHook: () => void bus?.publish([]),
  });
  bus = await createPurgeBus(redisUrl, redisPrefix, () => front.purge());
  // The Redis incremental cache reports each stored tag revalidation: purge here and everywhere after the write.
  onTagsRevalidated((tags) => {
    front.purge();
    void bus?.publish(tags);
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
  // `/api` upgrades (the chat socket) go to the run-time API here and never reach Next's listener, whose rewrite
  // would aim at the API the build was made against.
  const emit = server.emit.bind(server) as (event: string, ...args: unknown[]) => boolean;
  server.emit = ((event: string, ...args: unknown[]) => {
    if (event === 'upgrade') {
      const [req, socket, head] = args as [http.IncomingMessage, import('node:stream').Duplex, Buffer];
      stripInternalHeaders(req.headers);
      forwardClientAddress(req, trustedProxies);
      if (api.upgrade(req, socket, head)) return true;
    }
    return emit(event, ...args);
  }) as typeof server.emit;
  server.listen(port, () =>
    console.log(`web server on http://localhost:${port} (API ${api.target}; incremental cache ${redisUrl ? 'Redis' : 'files'}; page purges ${bus?.mode})`),
  );

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      server.close();
      void Promise.allSettled([app.close(), bus?.close()]).finally(() => process.exit(0));
    });
  }
}

void main();
