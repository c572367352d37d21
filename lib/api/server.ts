import { HTTP_UNAUTHORIZED, SERVER_FETCH_REVALIDATE_SECONDS, SERVER_FETCH_TIMEOUT_MS } from '@/lib/constants';
import { recordUpstream } from '@/lib/http/upstream-health';
import { markUnavailable } from '@/lib/routing/error-status';
import { isEnvelope, unwrapEnvelope } from '@/lib/api/envelope';
import { ApiError, nonBusinessError } from '@/lib/api/errors';
import { serializeForm, withQuery } from '@/lib/api/query';
import type { CacheTag } from '@/lib/contract/cache-tags';
import { makeTransport, type CallOptions, type Method, type Transport } from '@/lib/api/transport';
import { serverEnv } from '@/lib/env';

/**
 * The server fetcher of server components and route handlers. Imports nothing browser-only: no axios,
 * no js-cookie. Tokens are passed in (read them with `readSessionFromCookies` from lib/session/cookies).
 */

export function apiBaseUrl(): string {
  return serverEnv().API_BASE_URL;
}

export interface ServerTransportOptions {
  /**
   * Bearer token for private pages. With a token every call is `cache: 'no-store'` (per-member data is
   * never put in the shared cache).
   */
  token?: string | null;
  /** Default seconds of revalidation of GET calls (SERVER_FETCH_REVALIDATE_SECONDS); `false` caches indefinitely. */
  revalidate?: number | false;
  /** Cache tags of every call (`tags` of lib/contract/cache-tags.ts). */
  tags?: readonly CacheTag[];
  /** Forces a cache mode (e.g. `'no-store'` for a per-request read). */
  cache?: RequestCache;
  /** Overrides API_BASE_URL. */
  baseUrl?: string;
  /** A fetch implementation (tests). */
  fetch?: typeof fetch;
}

type NextFetchInit = RequestInit & { next?: { revalidate?: number | false; tags?: string[] } };

/**
 * One call: `fetch(API_BASE_URL + path + query)` with Next's `revalidate`/`tags`, envelope unwrapping into
 * ApiError, and zod parsing of the data.
 */
export async function serverFetch<T>(
  method: Method,
  path: string,
  options: CallOptions<T> = {},
  transportOptions: ServerTransportOptions = {},
): Promise<T> {
  const url = `${transportOptions.baseUrl?.replace(/\/+$/, '') ?? apiBaseUrl()}${withQuery(path, options.query)}`;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const hasAuthorization = Object.keys(headers).some((h) => h.toLowerCase() === 'authorization');
  const token = options.token ?? (options.auth === false ? null : transportOptions.token ?? null);
  if (token && !hasAuthorization) headers.Authorization = `Bearer ${token}`;

  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    if (options.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = serializeForm(options.body);
    } else if (typeof FormData !== 'undefined' && options.body instanceof FormData) {
      body = options.body;
    } else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
  }

  const isPrivate = Boolean(headers.Authorization);
  const tags = [...new Set(transportOptions.tags ?? [])];
  const init: NextFetchInit = { method, headers, body };
  if ((method !== 'GET' && !options.read) || isPrivate) {
    init.cache = 'no-store';
  } else if (transportOptions.cache) {
    init.cache = transportOptions.cache;
    if (tags.length > 0) init.next = { tags };
  } else {
    init.next = {
      revalidate: transportOptions.revalidate ?? SERVER_FETCH_REVALIDATE_SECONDS,
      ...(tags.length > 0 ? { tags } : {}),
    };
  }

  // 3 s, not the browser's 100 s: a frozen API must not hold a page request (issue 17 item 8)
  const timeoutSignal = AbortSignal.timeout(options.timeout ?? SERVER_FETCH_TIMEOUT_MS);
  init.signal = options.signal ? AbortSignal.any([options.signal, timeoutSignal]) : timeoutSignal;

  let response: Response;
  try {
    response = await (transportOptions.fetch ?? fetch)(url, init);
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'AbortError') throw nonBusinessError('canceled');
    recordUpstream(false);
    throw markUnavailable(nonBusinessError(name === 'TimeoutError' ? 'timeout' : 'network error'));
  }

  let json: unknown;
  try {
    json = await response.json();
  } catch {
    recordUpstream(false);
    throw markUnavailable(nonBusinessError(`HTTP ${response.status}: not JSON`, response.status));
  }
  recordUpstream(response.status < 500);
  // issue 30 item 12: a page failing on the API's 5xx is answered 503 (web-front), and its error page says so
  if (response.status >= 500) {
    throw markUnavailable(isEnvelope(json) && json.code !== 0 ? new ApiError(json.code, json.msg ?? '', response.status, json.data) : nonBusinessError(`HTTP ${response.status}`, response.status));
  }

  if (response.status === HTTP_UNAUTHORIZED) {
    throw new ApiError(HTTP_UNAUTHORIZED, isEnvelope(json) && json.msg ? json.msg : 'unauthorized', response.status);
  }
  if (!response.ok) {
    // HTTP 400 included: the page decides (notFound()); the browser client navigates to /404 itself.
    if (isEnvelope(json) && json.code !== 0) throw new ApiError(json.code, json.msg ?? '', response.status, json.data);
    throw nonBusinessError(`HTTP ${response.status}`, response.status);
  }
  return unwrapEnvelope(json, options.schema, response.status);
}

/**
 * The Transport of server components, used by the loaders of `lib/data/*` only (they own revalidate and tags):
 * `serverTransport({ revalidate: 300, tags: [tags.news.list] })` for a cached public read,
 * `serverTransport({ token })` for a private one.
 */
export function serverTransport(options: ServerTransportOptions = {}): Transport {
  return makeTransport('server', (method, path, callOptions) => serverFetch(method, path, callOptions, options));
}
