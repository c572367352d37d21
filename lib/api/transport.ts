import type { ZodType } from 'zod';

/** Query values: arrays become repeated keys, null and undefined are left out (B44). */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];
export type Query = Record<string, QueryValue>;

/**
 * Options of one call, shared by the browser client and the server fetcher.
 * Caching (revalidate, cache tags) is the server transport's, set by the loaders of `lib/data/*` only.
 */
export interface CallOptions<T = unknown> {
  query?: Query;
  /** JSON body, or a form body when `form` is true. */
  body?: unknown;
  /** Send `body` as `application/x-www-form-urlencoded`. */
  form?: boolean;
  /** Parses `data` of a successful envelope; a failed parse rejects with ApiError -1000. */
  schema?: ZodType<T>;
  /** `false`: send no bearer token. Default true (B02). */
  auth?: boolean;
  /** Explicit bearer token, used instead of the session token (B18). */
  token?: string;
  headers?: Record<string, string>;
  /** Milliseconds; default HTTP_TIMEOUT_MS. */
  timeout?: number;
  /** Aborts the call (rejects with ApiError -1000). */
  signal?: AbortSignal;
  /**
   * A POST that only reads (`POST /basic/basic/page/batch/code`, O16): on the server it is cached like a GET, with
   * the loader's revalidate and tags (Next keys a cached POST by its body), so a public page stays static.
   */
  read?: boolean;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * What every `lib/api/<family>.ts` function takes first. `clientTransport` (lib/api/client.ts) goes
 * through the one axios instance; `serverTransport(opts)` (lib/api/server.ts) through `fetch` with
 * Next's cache options. Each method resolves the envelope's `data` or rejects with an ApiError.
 */
export interface Transport {
  readonly kind: 'client' | 'server';
  get<T = unknown>(path: string, options?: CallOptions<T>): Promise<T>;
  post<T = unknown>(path: string, options?: CallOptions<T>): Promise<T>;
  put<T = unknown>(path: string, options?: CallOptions<T>): Promise<T>;
  del<T = unknown>(path: string, options?: CallOptions<T>): Promise<T>;
}

export type RequestFn = <T>(method: Method, path: string, options: CallOptions<T>) => Promise<T>;

/** Builds a Transport from one request function. */
export function makeTransport(kind: Transport['kind'], request: RequestFn): Transport {
  return {
    kind,
    get: (path, options = {}) => request('GET', path, options),
    post: (path, options = {}) => request('POST', path, options),
    put: (path, options = {}) => request('PUT', path, options),
    del: (path, options = {}) => request('DELETE', path, options),
  };
}
