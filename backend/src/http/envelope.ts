/**
 * The `{code, msg, data}` envelope and the error type every route throws.
 */
import { CODE_FAIL, CODE_SUCCESS, HTTP_TOO_MANY_REQUESTS, HTTP_UNAUTHORIZED } from '@/lib/constants';

export { HTTP_TOO_MANY_REQUESTS };

export interface EnvelopeBody<T> {
  code: number;
  msg: string;
  data: T;
}

export function ok<T>(data: T): EnvelopeBody<T> {
  return { code: CODE_SUCCESS, msg: 'success', data };
}

/** A business failure: answered as `{code, msg, data}` with `httpStatus` (200 unless auth or throttling) and `headers`. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
    readonly httpStatus = 200,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NOT_FOUND_CODE = 404;

export function fail(message: string, data: unknown = null): ApiError {
  return new ApiError(CODE_FAIL, message, data);
}

export function notFound(): ApiError {
  return new ApiError(NOT_FOUND_CODE, 'not found');
}

export function unauthorized(message = 'unauthorized'): ApiError {
  return new ApiError(HTTP_UNAUTHORIZED, message, null, HTTP_UNAUTHORIZED);
}


/**
 * A throttled call: HTTP 429 with `Retry-After` (whole seconds, at least 1) and the envelope
 * `{code: 1, msg, data: {retryAfter}}`, so a client that reads only the envelope still shows the message.
 */
export function tooManyRequests(message: string, retryAfterSeconds: number): ApiError {
  const retryAfter = Math.max(1, Math.ceil(retryAfterSeconds));
  return new ApiError(CODE_FAIL, message, { retryAfter }, HTTP_TOO_MANY_REQUESTS, { 'retry-after': String(retryAfter) });
}
