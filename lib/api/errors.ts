import { ERR_NON_BUSINESS } from '@/lib/constants';

export { ERR_NON_BUSINESS };

/**
 * The one error type of every API call, browser or server.
 * `code` is the envelope code (or {@link ERR_NON_BUSINESS} for network, timeout and parse failures),
 * `msg` the server message, `httpStatus` the HTTP status when a response arrived,
 * `data` the envelope data of a failed call (the sms-code call returns a countdown there).
 */
export class ApiError extends Error {
  readonly code: number;
  readonly msg: string;
  readonly httpStatus: number | undefined;
  readonly data: unknown;

  constructor(code: number, msg: string, httpStatus?: number, data?: unknown) {
    super(msg || `API error ${code}`);
    this.name = 'ApiError';
    this.code = code;
    this.msg = msg;
    this.httpStatus = httpStatus;
    this.data = data;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** A non-business failure (network, timeout, unreadable or unexpected response). */
export function nonBusinessError(msg: string, httpStatus?: number): ApiError {
  return new ApiError(ERR_NON_BUSINESS, msg, httpStatus);
}

/** Any thrown value as an ApiError: ApiErrors pass through, anything else becomes -1000. */
export function toApiError(value: unknown): ApiError {
  if (value instanceof ApiError) return value;
  const msg = value instanceof Error ? value.message : 'network error';
  return nonBusinessError(msg);
}
