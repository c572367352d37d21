import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { ERR_SERVICE_BUSY, HTTP_SERVICE_UNAVAILABLE, RETRY_AFTER_SECONDS } from '../constants';
import { assetCacheableFor, assetCacheKey, cacheableFor, PageCache, pageCacheKey, replayHeaders, type StoredPage } from './page-cache';
import type { ApiProxy } from './api-proxy';
import { drainRefusedBody } from './linger';
import { HSTS_HEADER, servedOverHttps } from '../routing/security-headers';
import { recordUpstream, upstreamDown } from './upstream-health';
import { VARIANT_VARY } from '../routing/variant';
import { REVALIDATE_HOOK_PATH } from '../contract/revalidate';

/**
 * What the production web server (scripts/web-server.ts) does in front of Next, as one request listener so
 * tests can run it around a fake Next:
 *
 * - **Client address** (issue 17 item 4): `X-Forwarded-For` is overwritten with the address this server saw
 *   (or, behind a configured reverse proxy, the one that proxy reported), never appended to, so the API's
 *   per-IP limits count what the client cannot choose. `Forwarded` and `X-Real-IP` are dropped.
 * - **Body limit** (item 8, attack 47): a body over the limit answers 413 before Next reads it (Next's
 *   `/api` proxy would cut it at 10 MB and fail with a 500); a chunked body of unknown length 411.
 * - **Page cache** (docs/architecture.md "The page cache") with **stale-if-error**: when Next answers a cached
 *   public page with a 5xx, the last copy (up to `staleIfErrorMs` old) is served instead.
 * - **API outage** (item 8, attacks 44–46): a page 5xx right after the server fetcher saw the API fail
 *   becomes 503 + `Retry-After` (the page still shows its designed error state); Next's own `/api` proxy
 *   failure ("Internal Server Error", HTTP 500) becomes a 503 envelope the browser client can retry.
 */

export type Handle = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

/** A store, and how long an answer may stay in it (ms; 0 = not kept). */
export interface Keeper {
  store: PageCache;
  keepFor: (status: number, headers: Record<string, unknown>) => number;
}

export interface WebFrontOptions {
  handle: Handle;
  /** Page cache TTL (ms); 0 turns the page cache off. */
  pageTtlMs: number;
  /** Page cache size (bytes). */
  pageCacheBytes: number;
  /** How long an expired page may still answer when Next fails (ms). */
  staleIfErrorMs: number;
  /** Largest request body accepted (bytes). */
  bodyLimitBytes: number;
  /** Addresses of reverse proxies in front of this server whose X-Forwarded-For is believed (WEB_TRUSTED_PROXIES). */
  trustedProxies?: readonly string[];
  /**
   * The run-time `/api` proxy (lib/http/api-proxy.ts): `/api/*` goes to `API_BASE_URL` without entering Next (whose
   * rewrite is frozen at build time). Unset: Next's rewrite answers `/api`, as in `next dev` and older tests.
   */
  api?: ApiProxy;
  /**
   * Called after a successful revalidation hook, once this instance's page cache is emptied: the web server tells
   * the other instances (lib/http/purge-bus.ts).
   */
  onRevalidateHook?: () => void;
  /** Whether the API failed just now (tests inject it). */
  isUpstreamDown?: () => boolean;
  now?: () => number;
}

/** Next's limit of a body passed through its rewrite proxy (`proxyClientMaxBodySize`, 10 MB). */
export const WEB_BODY_LIMIT_BYTES = 10 * 1024 * 1024;
export const WEB_HEADERS_TIMEOUT_MS = 10_000;
export const WEB_REQUEST_TIMEOUT_MS = 120_000;
export const STALE_IF_ERROR_MS = 10 * 60 * 1000;
const ASSET_TTL_MS = 60 * 60 * 1000;
const API_PREFIX = '/api/';

/** `::ffff:127.0.0.1` → `127.0.0.1`. */
function plainAddress(address: string | undefined): string {
  return (address ?? '').replace(/^::ffff:/i, '');
}

/**
 * The client's address: the socket's peer, unless that peer is a trusted reverse proxy, in which case the
 * right-most address of its X-Forwarded-For that is not itself a trusted proxy.
 */
export function clientAddress(req: Pick<IncomingMessage, 'headers' | 'socket'>, trustedProxies: readonly string[] = []): string {
  const peer = plainAddress(req.socket.remoteAddress);
  if (!trustedProxies.includes(peer)) return peer;
  const header = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((h) => plainAddress(h.trim()))
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i -= 1) if (!trustedProxies.includes(hops[i]!)) return hops[i]!;
  return peer;
}

/** Overwrites the forwarding headers with the one address this server vouches for. */
export function forwardClientAddress(req: IncomingMessage, trustedProxies: readonly string[] = []): void {
  const address = clientAddress(req, trustedProxies);
  delete req.headers.forwarded;
  delete req.headers['x-real-ip'];
  req.headers['x-forwarded-for'] = address;
}

const envelope = (msg: string) => JSON.stringify({ code: ERR_SERVICE_BUSY, msg, data: null });

/** Refuses a body over the limit (413) or of unknown length (411); true when it answered. */
function refuseBody(req: IncomingMessage, res: ServerResponse, limit: number): boolean {
  const length = req.headers['content-length'];
  const api = req.url?.startsWith(API_PREFIX) ?? false;
  let status = 0;
  if (length !== undefined && Number(length) > limit) status = 413;
  else if (length === undefined && req.headers['transfer-encoding'] !== undefined) status = 411;
  if (!status) return false;
  const text = status === 413 ? `request body larger than ${Math.floor(limit / 1024 / 1024)} MB` : 'request body needs a Content-Length';
  const body = api ? JSON.stringify({ code: 1, msg: text, data: null }) : text;
  res.writeHead(status, {
    'content-type': api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
  });
  res.end(body);
  drainRefusedBody(req);
  return true;
}

/** The headers of this answer, not of the stored page: HSTS when the request came over https (issue 30 item 12). */
function perAnswer(req: IncomingMessage): Record<string, string> | null {
  const proto = req.headers['x-forwarded-proto'];
  return servedOverHttps(req.url ?? '', Array.isArray(proto) ? proto[0] : proto) ? { [HSTS_HEADER.name.toLowerCase()]: HSTS_HEADER.value } : null;
}

/** Serves a stored page (or 304 when the browser holds the same ETag). */
function replay(req: IncomingMessage, res: ServerResponse, page: StoredPage) {
  const etag = page.headers.etag;
  if (typeof etag === 'string' && req.headers['if-none-match'] === etag) {
    res.writeHead(304, { etag, 'cache-control': String(page.headers['cache-control'] ?? ''), 'x-page-cache': 'HIT', ...perAnswer(req) });
    res.end();
    return;
  }
  const extra = perAnswer(req);
  const head = headOf(page);
  res.writeHead(page.status, extra ? { ...head, ...extra } : head);
  res.end(page.body);
}

/** A stored page's head as a hit sends it, built once per page: a hit takes ≈ 100 µs, and copying it was part of that. */
const heads = new WeakMap<StoredPage, Record<string, string | string[]>>();
function headOf(page: StoredPage): Record<string, string | string[]> {
  let head = heads.get(page);
  if (!head) {
    head = { ...page.headers, 'content-length': String(page.body.length), 'x-page-cache': 'HIT' };
    heads.set(page, head);
  }
  return head;
}

type Writer = (...args: unknown[]) => unknown;

/**
 * What a page that Next marks for shared caches goes out with (issue 20 item 4). One URL answers different HTML
 * by locale cookie and device (user agent, `layout` cookie): a CDN keying on the URL alone would give phones the
 * desktop page and Chinese readers the English one. Such answers are therefore `private` for every shared cache
 * (browsers still keep them and revalidate with the ETag), while this server's page cache keeps its own key
 * (`pageCacheKey`: URL + variant + encoding). A deployment that wants a CDN or nginx to cache HTML computes the same
 * key there (docs/architecture.md "Variants behind shared caches").
 */
export const VARIANT_PAGE_CACHE_CONTROL = 'private, no-cache';

/** HTML and RSC answers of pages: the bodies that differ by variant. */
const VARIANT_BODY = /^(?:text\/html|text\/x-component)\b/i;

function headerOf(headers: unknown, name: string): string | undefined {
  if (!headers || typeof headers !== 'object') return undefined;
  for (const [k, v] of Object.entries(headers)) if (k.toLowerCase() === name) return Array.isArray(v) ? v.join(', ') : String(v);
  return undefined;
}

/**
 * Rewrites a page's shared-cache `Cache-Control` to {@link VARIANT_PAGE_CACHE_CONTROL}, in the response and in the
 * headers object passed to `writeHead`; answers the original value (the page cache judges by it), or null when
 * the answer is not a shared-cacheable page.
 */
function privatiseVariantPage(res: ServerResponse, headers: unknown): string | null {
  const cc = headerOf(headers, 'cache-control') ?? String(res.getHeader('cache-control') ?? '');
  const type = headerOf(headers, 'content-type') ?? String(res.getHeader('content-type') ?? '');
  if (!/\bs-maxage=\d+/.test(cc) || !VARIANT_BODY.test(type)) return null;
  res.setHeader('cache-control', VARIANT_PAGE_CACHE_CONTROL);
  if (headers && typeof headers === 'object') {
    for (const k of Object.keys(headers)) if (k.toLowerCase() === 'cache-control') (headers as Record<string, unknown>)[k] = VARIANT_PAGE_CACHE_CONTROL;
  }
  return cc;
}

/**
 * Issue 31 item 9: a page's HTML (and RSC) differs by device and language, so its `Vary` names the request headers the
 * variant is read from (`VARIANT_VARY`, the very ones the page cache keys by), added to what Next names (its router
 * headers, `Accept-Encoding`). Set here, the last step before the browser: Next replaces a `Vary` that next.config or
 * the proxy would set.
 */
function varyByVariant(res: ServerResponse, headers: unknown): void {
  const type = headerOf(headers, 'content-type') ?? String(res.getHeader('content-type') ?? '');
  if (!VARIANT_BODY.test(type)) return;
  const current = headerOf(headers, 'vary') ?? String(res.getHeader('vary') ?? '');
  const names = current.split(',').map((v) => v.trim()).filter(Boolean);
  for (const name of VARIANT_VARY) if (!names.some((n) => n.toLowerCase() === name.toLowerCase())) names.push(name);
  const value = names.join(', ');
  res.setHeader('vary', value);
  if (headers && typeof headers === 'object') {
    for (const k of Object.keys(headers)) if (k.toLowerCase() === 'vary') (headers as Record<string, unknown>)[k] = value;
  }
}

/**
 * A redirect Next renders fresh (a page's `permanentRedirect()`, issue 31 item 1: `/news/{id}` of a case) goes out with
 * its `Location` twice, once set while rendering and once replayed from the render's cached headers; one is kept.
 */
function singleLocation(res: ServerResponse, headers: unknown): void {
  const location = res.getHeader('location');
  if (Array.isArray(location) && new Set(location).size === 1) res.setHeader('location', location[0] as string);
  if (headers && typeof headers === 'object' && !Array.isArray(headers)) {
    for (const [k, v] of Object.entries(headers)) if (k.toLowerCase() === 'location' && Array.isArray(v) && new Set(v).size === 1) (headers as Record<string, unknown>)[k] = v[0];
  }
}

/**
 * Lets Next answer while (a) keeping a copy of what it writes for `keeper` and (b) deciding, when the head
 * goes out, what a 5xx becomes: the stale copy, a 503 with Retry-After (API outage), or for Next's `/api`
 * proxy failure a 503 envelope.
 */
function passThrough(req: IncomingMessage, res: ServerResponse, handle: Handle, opts: { key: string | null; keeper: Keeper | null; stale: () => StoredPage | null; generation: () => number; down: () => boolean; now: () => number }) {
  const writeHead = res.writeHead.bind(res) as Writer;
  const write = res.write.bind(res) as Writer;
  const end = res.end.bind(res) as Writer;
  const api = req.url?.startsWith(API_PREFIX) ?? false;
  const chunks: Buffer[] = [];
  let decided = false;
  /** The 5xx became a 503 (API outage). */
  let upgraded = false;
  /** The page's own shared-cache Cache-Control, replaced by `private` on the way out (issue 20 item 4). */
  let sharedCacheControl: string | null = null;
  let swallowed: (() => void) | null = null;

  const keep = (chunk: unknown) => {
    if (!opts.keeper) return;
    if (typeof chunk === 'string') chunks.push(Buffer.from(chunk));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };

  /** Called once, when the head is about to go out (status known). */
  const decide = (status: number, headers: unknown, atEnd: boolean) => {
    if (decided) return;
    decided = true;
    if (!api && status < 500) {
      sharedCacheControl = privatiseVariantPage(res, headers);
      varyByVariant(res, headers);
      singleLocation(res, headers);
    }
    if (status < 500) return;
    if (api) {
      // Next's rewrite proxy could not reach the API: it answers a bare "Internal Server Error"
      const typed = res.getHeader('content-type') !== undefined || (headers !== null && typeof headers === 'object' && Object.keys(headers).some((k) => k.toLowerCase() === 'content-type'));
      if (!typed && atEnd) {
        recordUpstream(false, opts.now());
        swallowed = () => {
          const body = envelope('服务暂时不可用，请稍后重试');
          res.statusCode = HTTP_SERVICE_UNAVAILABLE;
          writeHead(HTTP_SERVICE_UNAVAILABLE, { 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(body)), 'retry-after': String(RETRY_AFTER_SECONDS), 'cache-control': 'no-store' });
          end(body);
        };
      }
      return;
    }
    const stale = opts.stale();
    if (stale) {
      swallowed = () => {
        for (const name of res.getHeaderNames()) res.removeHeader(name);
        res.statusCode = stale.status;
        replayWith(stale);
      };
      return;
    }
    if (opts.down()) {
      upgraded = true;
      res.statusCode = HTTP_SERVICE_UNAVAILABLE;
      res.setHeader('retry-after', String(RETRY_AFTER_SECONDS));
      res.setHeader('cache-control', 'no-store');
      if (headers && typeof headers === 'object') {
        for (const k of Object.keys(headers)) if (/^(cache-control|retry-after)$/i.test(k)) delete (headers as Record<string, unknown>)[k];
      }
    }
  };

  const replayWith = (page: StoredPage) => {
    const headers = { ...page.headers, 'content-length': String(page.body.length), 'x-page-cache': 'STALE-IF-ERROR', 'cache-control': 'no-store', ...perAnswer(req) };
    writeHead(page.status, headers);
    end(page.body);
  };

  res.writeHead = ((status: number, ...rest: unknown[]) => {
    const headers = rest.find((r) => r !== null && typeof r === 'object');
    decide(status, headers ?? null, false);
    if (swallowed) return res;
    // a reason phrase of the 5xx would not fit the 503
    return upgraded ? writeHead(HTTP_SERVICE_UNAVAILABLE, ...rest.filter((r) => typeof r !== 'string')) : writeHead(status, ...rest);
  }) as typeof res.writeHead;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    decide(res.statusCode, null, false);
    if (swallowed) return true;
    keep(chunk);
    return write(chunk, ...rest) as boolean;
  }) as typeof res.write;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    decide(res.statusCode, null, true);
    if (swallowed) {
      const done = swallowed;
      swallowed = () => undefined;
      done();
      const callback = [chunk, ...rest].find((a) => typeof a === 'function') as (() => void) | undefined;
      callback?.();
      return res;
    }
    if (typeof chunk !== 'function') keep(chunk);
    return end(chunk, ...rest);
  }) as typeof res.end;

  if (opts.key && opts.keeper) {
    const { key, keeper } = opts;
    res.setHeader('x-page-cache', 'MISS');
    const started = opts.generation();
    res.on('finish', () => {
      const headers = res.getHeaders();
      const keepFor = keeper.keepFor(res.statusCode, sharedCacheControl ? { ...headers, 'cache-control': sharedCacheControl } : headers);
      if (keepFor > 0 && started === opts.generation() && chunks.length > 0) {
        keeper.store.set(key, { status: res.statusCode, headers: replayHeaders(headers), body: Buffer.concat(chunks), expiresAt: opts.now() + keepFor });
      }
    });
  }
  return handle(req, res);
}

export interface WebFront {
  listener: (req: IncomingMessage, res: ServerResponse) => void;
  /** Empties the page cache (content changed). */
  purge: () => void;
  pages: PageCache;
}

export function createWebFront(options: WebFrontOptions): WebFront {
  const now = options.now ?? Date.now;
  const down = options.isUpstreamDown ?? (() => upstreamDown(now()));
  const pages: Keeper = {
    store: new PageCache(options.pageCacheBytes, options.staleIfErrorMs),
    keepFor: (status, headers) => cacheableFor(status, headers, options.pageTtlMs),
  };
  const builds: Keeper = { store: new PageCache(32 * 1024 * 1024), keepFor: (status, headers) => assetCacheableFor(status, headers, ASSET_TTL_MS) };
  /** Bumped by every purge: an answer begun before it is not stored after it. */
  let generation = 0;
  const purge = () => {
    generation += 1;
    pages.store.clear();
  };

  const listener = (req: IncomingMessage, res: ServerResponse) => {
    forwardClientAddress(req, options.trustedProxies);
    if (req.method !== 'GET' && req.method !== 'HEAD' && refuseBody(req, res, options.bodyLimitBytes)) return;
    if (options.api?.request(req, res)) return;
    const assetKey = assetCacheKey(req);
    const pageKey = assetKey || options.pageTtlMs <= 0 ? null : pageCacheKey(req);
    const [key, keeper] = assetKey ? [assetKey, builds] : pageKey ? [pageKey, pages] : [null, null];
    if (key && keeper) {
      const hit = keeper.store.get(key, now());
      if (hit) return replay(req, res, hit);
    }
    // Content changed: once Next has taken the revalidation, no stored page may outlive it.
    if (req.method === 'POST' && req.url?.split('?')[0] === REVALIDATE_HOOK_PATH) {
      res.on('finish', () => {
        if (res.statusCode < 300) {
          purge();
          options.onRevalidateHook?.();
        }
      });
    }
    const stale = () => (pageKey ? pages.store.getStale(pageKey, now()) : null);
    void Promise.resolve(passThrough(req, res, options.handle, { key, keeper, stale, generation: () => generation, down, now })).catch(() => {
      if (!res.headersSent) {
        res.statusCode = 500;
        res.end('Internal Server Error');
      }
    });
  };
  return { listener, purge, pages: pages.store };
}

/** Time limits against slow clients (slow loris); Node's 16 KB header limit answers 431 by itself. */
export function limitSlowClients(server: Server): void {
  server.headersTimeout = WEB_HEADERS_TIMEOUT_MS;
  server.requestTimeout = WEB_REQUEST_TIMEOUT_MS;
}
