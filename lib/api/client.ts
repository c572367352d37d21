import axios, { AxiosError, type AxiosResponse } from 'axios';
import {
  CODE_SUCCESS,
  ERR_BANNED,
  ERR_NON_BUSINESS,
  HTTP_BAD_REQUEST,
  HTTP_READ_TIMEOUT_MS,
  HTTP_TIMEOUT_MS,
  HTTP_UNAUTHORIZED,
} from '@/lib/constants';
import { refreshToken as requestRefreshToken } from '@/lib/api/auth';
import { isEnvelope, unwrapEnvelope } from '@/lib/api/envelope';
import { ApiError, nonBusinessError, toApiError } from '@/lib/api/errors';
import { serializeForm, serializeQuery } from '@/lib/api/query';
import { makeTransport, type CallOptions, type Method, type Transport } from '@/lib/api/transport';
import { clearSessionToken, getAccessToken, getRefreshToken } from '@/lib/session/session';
import { noteBannedAnswer } from '@/lib/session/session-events';
import { createSessionRefresher, type SessionRefresher } from '@/lib/session/token-refresh';
import { isDevelopment } from '@/lib/public-env';

/** The browser reaches the API same-origin; next.config rewrites `/api/*` to API_BASE_URL. */
export const CLIENT_API_BASE = '/api';

export interface ApiErrorReport {
  code: number;
  msg: string;
  httpStatus: number | undefined;
  method: Method;
  path: string;
}

export interface ApiClientHooks {
  /** After a 401 that could not be recovered (token cleared): reload the page (B29). */
  onUnauthorized: () => void;
  /** After an HTTP 400: go to /404 (S04). */
  onBadRequest: () => void;
  /** Every failed call with a non-zero code that is not a 400/401 (S02: logged). */
  logError: (report: ApiErrorReport) => void;
}

const defaultHooks: ApiClientHooks = {
  onUnauthorized: () => {
    if (typeof window !== 'undefined') window.location.reload();
  },
  onBadRequest: () => {
    // a full navigation: this runs outside React, where no router is at hand
    if (typeof window !== 'undefined') window.location.assign(new URL('/404', window.location.origin).href);
  },
  logError: (report) => {
    if (isDevelopment) console.warn('[api]', report.method, report.path, report.code, report.msg);
  },
};

let hooks: ApiClientHooks = { ...defaultHooks };

/** Replaces some hooks (tests, the log service); returns a function restoring the previous ones. */
export function configureApiClient(partial: Partial<ApiClientHooks>): () => void {
  const previous = hooks;
  hooks = { ...hooks, ...partial };
  return () => {
    hooks = previous;
  };
}

/** The one browser axios instance. */
export const apiClient = axios.create({
  baseURL: CLIENT_API_BASE,
  timeout: HTTP_TIMEOUT_MS,
  paramsSerializer: { serialize: (params) => serializeQuery(params) },
  responseType: 'json',
  // every status is handled below (envelope, 400, 401)
  validateStatus: () => true,
});

/** A read gives up sooner than a write (issue 30 item 6); a call may name its own (uploads, word checks). */
export function timeoutOf(method: Method): number {
  return method === 'GET' ? HTTP_READ_TIMEOUT_MS : HTTP_TIMEOUT_MS;
}

function hasAuthorization(headers: Record<string, string>): boolean {
  return Object.keys(headers).some((name) => name.toLowerCase() === 'authorization');
}

function report(method: Method, path: string, error: ApiError): void {
  // S10: whatever the call, a banned answer marks the member banned
  if (error.code === ERR_BANNED) noteBannedAnswer();
  try {
    hooks.logError({ code: error.code, msg: error.msg, httpStatus: error.httpStatus, method, path });
  } catch {
    // logging must never break a call
  }
}

function transportFailure(error: unknown): ApiError {
  if (axios.isCancel(error)) return nonBusinessError('canceled');
  if (error instanceof AxiosError) {
    if (error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT) {
      return nonBusinessError('timeout');
    }
    return nonBusinessError(error.message || 'network error', error.response?.status);
  }
  return toApiError(error);
}

function envelopeMsg(body: unknown, fallback: string): string {
  if (isEnvelope(body) && typeof body.msg === 'string' && body.msg) return body.msg;
  return fallback;
}

const refresher: SessionRefresher = createSessionRefresher({
  request: (token) => requestRefreshToken(clientTransport, token),
});

/**
 * Refreshes the session once for all concurrent callers (and across tabs); resolves the new access token.
 * An invalid refresh token clears the session before rejecting (B30).
 */
export function refreshSession(): Promise<string> {
  return refresher.refresh();
}

export function isRefreshingSession(): boolean {
  return refresher.isRefreshing();
}

async function send<T>(method: Method, path: string, options: CallOptions<T>, retried: boolean): Promise<T> {
  const headers: Record<string, string> = { ...options.headers };
  const sessionToken = options.token || options.auth === false || hasAuthorization(headers) ? null : getAccessToken();
  const bearer = options.token ?? sessionToken;
  if (bearer && !hasAuthorization(headers)) headers.Authorization = `Bearer ${bearer}`;

  let data = options.body;
  if (options.form && data !== undefined) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    data = serializeForm(data);
  }

  let response: AxiosResponse<unknown>;
  try {
    response = await apiClient.request<unknown>({
      method,
      url: path,
      params: options.query,
      data,
      headers,
      timeout: options.timeout ?? timeoutOf(method),
      signal: options.signal,
    });
  } catch (error) {
    const failure = transportFailure(error);
    report(method, path, failure);
    throw failure;
  }

  const status = response.status;
  const body = response.data;

  if (status === HTTP_UNAUTHORIZED) {
    const error = new ApiError(HTTP_UNAUTHORIZED, envelopeMsg(body, 'unauthorized'), status);
    // Only a call made with the session token touches the session; an explicit token or a visitor's call
    // just fails (a visitor has nothing to clear, and reloading would loop).
    if (!sessionToken) throw error;
    if (!retried) {
      const current = getAccessToken();
      if (current && current !== sessionToken) return send(method, path, options, true);
      if (getRefreshToken()) {
        try {
          await refresher.refresh();
        } catch (refreshError) {
          const failure = toApiError(refreshError);
          if (failure.code === ERR_NON_BUSINESS && (failure.httpStatus === undefined || failure.httpStatus >= 500)) {
            throw failure;
          }
          // the refresher has logged out (B30): reload as a logged-out visitor
          hooks.onUnauthorized();
          throw error;
        }
        return send(method, path, options, true);
      }
    }
    clearSessionToken();
    hooks.onUnauthorized();
    throw error;
  }

  if (status === HTTP_BAD_REQUEST) {
    const code = isEnvelope(body) && body.code !== CODE_SUCCESS ? body.code : HTTP_BAD_REQUEST;
    hooks.onBadRequest();
    throw new ApiError(code, envelopeMsg(body, 'bad request'), status, isEnvelope(body) ? body.data : undefined);
  }

  if (status < 200 || status >= 300) {
    const failure =
      isEnvelope(body) && body.code !== CODE_SUCCESS
        ? new ApiError(body.code, envelopeMsg(body, ''), status, body.data)
        : nonBusinessError(`HTTP ${status}`, status);
    report(method, path, failure);
    throw failure;
  }

  try {
    return unwrapEnvelope(body, options.schema, status);
  } catch (error) {
    const failure = toApiError(error);
    report(method, path, failure);
    throw failure;
  }
}

function clientRequest<T>(method: Method, path: string, options: CallOptions<T>): Promise<T> {
  return send(method, path, options, false);
}

/** The Transport of client islands: the one axios instance, session token, 401 refresh, 400 → /404. */
export const clientTransport: Transport = makeTransport('client', clientRequest);
