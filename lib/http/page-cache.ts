import { parseDevice } from '../device';
import { DEFAULT_LOCALE, LOCALES } from '../constants';
import { pickDevice } from '../routing/decide';
import { FAST_SOURCE } from '../routing/fast-path';
import { LAYOUT_COOKIE, LOCALE_COOKIE, localeFromSearch, VARIANT_VARY } from '../routing/variant';

/**
 * The page cache in front of Next (docs/architecture.md "The page cache"): a public page is the same HTML for
 * every visitor of its (locale, device) variant, and Next marks such responses cacheable by shared caches
 * (`s-maxage`). Like a CDN or an nginx micro-cache, the web server keeps those answers for a few seconds
 * and serves them without entering Next; the API's revalidation hook empties it. Used by scripts/web-server.ts.
 */

export interface CacheRequest {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface StoredPage {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
  expiresAt: number;
}

/** The LRU's bookkeeping of a stored page: when it last moved to the recent end. */
interface Entry {
  page: StoredPage;
  /** The cache's move counter when this entry last moved to the recent end. */
  moved: number;
}

const FAST_PATH = new RegExp(`^/(?:${FAST_SOURCE})$`);

/** Request headers of App Router navigations, prefetches and server actions: never served from here. */
const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action', 'next-url'];

/**
 * Response headers not replayed: the server sets them again for each answer. HSTS belongs to the answer, not the
 * page: one served over https carries it and one over http does not, whichever stored the page (issue 30 item 12).
 */
const HOP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'strict-transport-security']);

function cookieValue(header: string | string[] | undefined, name: string): string | null {
  const raw = Array.isArray(header) ? header.join('; ') : (header ?? '');
  for (const part of raw.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

const headerText = (v: string | string[] | undefined) => (Array.isArray(v) ? v.join(', ') : (v ?? ''));

/**
 * The cache key of a request, or null when it must go to Next: only GETs of public pages served without the
 * proxy (lib/routing/fast-path.ts), never router or action requests. The key holds what the answer varies on:
 * the URL, the variant (locale cookie, device from user agent and layout cookie, as the rewrites choose it)
 * and the accepted encodings (Next compresses). The variant is read from the headers the pages name in `Vary`
 * (`VARIANT_VARY`) and from no other, so a shared cache that honours `Vary` keeps the same variants as this one.
 */
export function pageCacheKey(req: CacheRequest): string | null {
  if (req.method !== 'GET' || !req.url) return null;
  if (ROUTER_HEADERS.some((h) => req.headers[h] !== undefined)) return null;
  const q = req.url.indexOf('?');
  const pathname = q < 0 ? req.url : req.url.slice(0, q);
  const search = q < 0 ? '' : req.url.slice(q);
  if (search.includes('_rsc=') || !FAST_PATH.test(pathname)) return null;
  const varied = variedHeaders(req);
  const lang = cookieValue(varied.cookie, LOCALE_COOKIE);
  const named = localeFromSearch(search);
  // a `?lang=` the cookie does not hold yet is answered by Next, which stores it (issue 31 item 2: `Set-Cookie`)
  if (named && named !== lang) return null;
  const locale = named ?? ((LOCALES as readonly string[]).includes(lang ?? '') ? lang : DEFAULT_LOCALE);
  const device = pickDevice({
    layoutCookie: cookieValue(varied.cookie, LAYOUT_COOKIE),
    device: deviceOf(headerText(varied['user-agent'])),
  });
  return `${locale}.${device}|${headerText(req.headers['accept-encoding'])}|${pathname}${search}`;
}

/**
 * `parseDevice` of a user agent, remembered: a cache hit is answered in ≈ 100 µs, and the agent's two dozen regular
 * expressions were a measurable part of it; a site sees few distinct agents at a time. Bounded: emptied when full.
 */
const devices = new Map<string, ReturnType<typeof parseDevice>>();
const DEVICE_MEMO_SIZE = 500;
function deviceOf(userAgent: string): ReturnType<typeof parseDevice> {
  let device = devices.get(userAgent);
  if (!device) {
    if (devices.size >= DEVICE_MEMO_SIZE) devices.clear();
    device = parseDevice(userAgent);
    devices.set(userAgent, device);
  }
  return device;
}

/** The request headers a page varies by (`VARIANT_VARY`), lower-cased: the only ones the key reads besides the encoding. */
function variedHeaders(req: CacheRequest): Record<string, string | string[] | undefined> {
  return Object.fromEntries(VARIANT_VARY.map((name) => [name.toLowerCase(), req.headers[name.toLowerCase()]]));
}

/**
 * Whether Next's answer may be kept: a 200 that shared caches may store (`s-maxage`), that sets no cookie and
 * is not a stale copy Next is already regenerating. Returns the time to keep it (ms), at most `maxTtlMs`.
 */
export function cacheableFor(status: number, headers: Record<string, unknown>, maxTtlMs: number): number {
  if (String(headers['x-nextjs-cache'] ?? '').toUpperCase() === 'STALE') return 0;
  const cc = String(headers['cache-control'] ?? '');
  if (/\b(?:private|no-store|no-cache)\b/.test(cc)) return 0;
  return keepTime(status, headers, /\bs-maxage=(\d+)/.exec(cc), maxTtlMs);
}

/** A 200 without cookies, kept for the given age (seconds) capped at `maxTtlMs` (ms); anything else 0. */
function keepTime(status: number, headers: Record<string, unknown>, age: RegExpExecArray | null, maxTtlMs: number): number {
  if (status !== 200 || headers['set-cookie'] !== undefined || !age) return 0;
  return Math.min(Number(age[1]) * 1000, maxTtlMs);
}

/** Where Next serves the build's hashed, immutable assets (scripts, stylesheets, fonts). */
const STATIC_PREFIX = '/_next/static/';
const DEPLOYMENT_QUERY = /^\?dpl=[\w-]+$/;

/**
 * The cache key of a build asset, or null: like a CDN in front of Next, the web server keeps the compressed
 * bytes of `/_next/static/*` so Next does not gzip the same chunk again for every page load (≈ 10 ms of CPU
 * per chunk on a 2-core machine, spent while the browser is laying out the page). Keyed by URL and encoding.
 */
export function assetCacheKey(req: CacheRequest): string | null {
  if (req.method !== 'GET' || !req.url?.startsWith(STATIC_PREFIX) || req.headers.range !== undefined) return null;
  // The only query kept: the build's `?dpl=<deploymentId>` (next.config.ts), which Next puts on every asset URL.
  const q = req.url.indexOf('?');
  if (q >= 0 && !DEPLOYMENT_QUERY.test(req.url.slice(q))) return null;
  return `${headerText(req.headers['accept-encoding'])}|${req.url}`;
}

/** How long a build asset may be kept: a 200 Next marks `immutable`, for at most `maxTtlMs`; else 0. */
export function assetCacheableFor(status: number, headers: Record<string, unknown>, maxTtlMs: number): number {
  const cc = String(headers['cache-control'] ?? '');
  return /\bimmutable\b/.test(cc) ? keepTime(status, headers, /\bmax-age=(\d+)/.exec(cc), maxTtlMs) : 0;
}

/** The headers of an answer worth replaying. */
export function replayHeaders(headers: Record<string, unknown>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(headers)) {
    if (v === undefined || HOP_HEADERS.has(k.toLowerCase())) continue;
    out[k] = Array.isArray(v) ? v.map(String) : String(v);
  }
  return out;
}

/**
 * A byte-bounded LRU of stored pages. An expired page is no longer served as fresh, but is kept for
 * `staleForMs` more as the copy to serve when Next cannot render the page (stale-if-error, issue 17 item 8).
 */
export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  /** Counts moves to the recent end (a Map keeps insertion order: its first entry is the least recently used). */
  private moves = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly staleForMs = 0,
  ) {}

  get(key: string, now: number): StoredPage | null {
    const hit = this.entries.get(key);
    if (!hit) return null;
    if (hit.page.expiresAt <= now) {
      if (hit.page.expiresAt + this.staleForMs <= now) this.remove(key, hit.page);
      return null;
    }
    // An entry that moved within the last half of the cache's moves is still in its recent half, far from eviction:
    // it stays where it is. Moving it on every hit (a Map delete and insert) was a measurable part of a hit's time,
    // and a hot page is hit thousands of times a second.
    if (this.moves - hit.moved >= this.entries.size / 2) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      hit.moved = ++this.moves;
    }
    return hit.page;
  }

  /** The stored page even when expired, while it is within its stale window (stale-if-error); else null. */
  getStale(key: string, now: number): StoredPage | null {
    const hit = this.entries.get(key);
    if (!hit) return null;
    if (hit.page.expiresAt + this.staleForMs <= now) {
      this.remove(key, hit.page);
      return null;
    }
    return hit.page;
  }

  private remove(key: string, page: StoredPage): void {
    this.entries.delete(key);
    this.bytes -= page.body.length;
  }

  set(key: string, page: StoredPage): void {
    if (page.body.length > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= old.page.body.length;
      this.entries.delete(key);
    }
    this.entries.set(key, { page, moved: ++this.moves });
    this.bytes += page.body.length;
    for (const [k, v] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= v.page.body.length;
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  get byteSize(): number {
    return this.bytes;
  }
}
