// The production web server (`npm start`, the e2e run and the bench): Next's request handler behind the page
// cache of lib/http/page-cache.ts. Run with tsx. Listens on every interface, as `next start` does.
// Build assets (/_next/static, immutable) are kept too, apart from pages and never purged.
// Environment: PORT (3000), PAGE_CACHE_TTL_MS
// (10000; 0 turns the cache off), PAGE_CACHE_MAX_MB (64), NEXT_DIST_DIR (read by next.config.ts).
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import next from 'next';
import { stripInternalHeaders } from '../lib/http/internal-headers';
import { assetCacheableFor, assetCacheKey, cacheableFor, PageCache, pageCacheKey, replayHeaders } from '../lib/http/page-cache';
import { serverEnv } from '../lib/env';

const { PORT: port, PAGE_CACHE_TTL_MS: ttlMs, PAGE_CACHE_MAX_MB: cacheMaxMb } = serverEnv();
const ASSET_TTL_MS = 60 * 60 * 1000;
const REVALIDATE_PATH = '/api-hooks/revalidate';
/** Bumped by every purge: an answer begun before it is not stored after it. */
let generation = 0;

const app = next({ dev: false, dir: path.resolve(__dirname, '..'), port });

/** Serves a stored page (or 304 when the browser holds the same ETag). */
function replay(req: IncomingMessage, res: ServerResponse, page: { status: number; headers: Record<string, string | string[]>; body: Buffer }) {
  const etag = page.headers.etag;
  if (typeof etag === 'string' && req.headers['if-none-match'] === etag) {
    res.writeHead(304, { etag, 'cache-control': String(page.headers['cache-control'] ?? ''), 'x-page-cache': 'HIT' });
    res.end();
    return;
  }
  res.writeHead(page.status, { ...page.headers, 'content-length': String(page.body.length), 'x-page-cache': 'HIT' });
  res.end(page.body);
}

type Handle = (req: IncomingMessage, res: ServerResponse) => Promise<void>;
/** A store, and how long an answer may stay in it (ms; 0 = not kept). */
type Keeper = { store: PageCache; keepFor: (status: number, headers: Record<string, unknown>) => number };
const pages: Keeper = {
  store: new PageCache(cacheMaxMb * 1024 * 1024),
  keepFor: (status, headers) => cacheableFor(status, headers, ttlMs),
};
/** Build assets: immutable, so kept for an hour and not emptied by content purges. */
const builds: Keeper = { store: new PageCache(32 * 1024 * 1024), keepFor: (status, headers) => assetCacheableFor(status, headers, ASSET_TTL_MS) };

/** Lets Next answer while keeping a copy of what it writes (after its compression), then stores it if allowed. */
function passAndKeep(req: IncomingMessage, res: ServerResponse, key: string, handle: Handle, keeper: Keeper) {
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  const keep = (chunk: unknown) => {
    if (typeof chunk === 'string') chunks.push(Buffer.from(chunk));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk);
    return write(chunk, ...rest);
  }) as typeof res.write;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (typeof chunk !== 'function') keep(chunk);
    return end(chunk, ...rest);
  }) as typeof res.end;
  res.setHeader('x-page-cache', 'MISS');
  const started = generation;
  res.on('finish', () => {
    const headers = res.getHeaders();
    const keepFor = keeper.keepFor(res.statusCode, headers);
    if (keepFor > 0 && started === generation) keeper.store.set(key, { status: res.statusCode, headers: replayHeaders(headers), body: Buffer.concat(chunks), expiresAt: Date.now() + keepFor });
  });
  return handle(req, res);
}

async function main() {
  await app.prepare();
  const handle = app.getRequestHandler();

  const server = http.createServer((req, res) => {
    // Headers only Next's own parts may send (a browser's would skip the proxy or drop a redirect's Location).
    stripInternalHeaders(req.headers);
    const assetKey = assetCacheKey(req);
    const pageKey = assetKey || ttlMs <= 0 ? null : pageCacheKey(req);
    const [key, keeper] = assetKey ? [assetKey, builds] : [pageKey, pages];
    if (key) {
      const hit = keeper.store.get(key, Date.now());
      if (hit) return replay(req, res, hit);
      return void passAndKeep(req, res, key, handle, keeper);
    }
    // Content changed: once Next has taken the revalidation, no stored page may outlive it.
    if (req.method === 'POST' && req.url?.split('?')[0] === REVALIDATE_PATH) {
      res.on('finish', () => {
        if (res.statusCode >= 300) return;
        generation += 1;
        pages.store.clear();
      });
    }
    return void handle(req, res);
  });
  server.listen(port, () => console.log(`web server on http://localhost:${port}`));

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      server.close();
      void app.close().finally(() => process.exit(0));
    });
  }
}

void main();
