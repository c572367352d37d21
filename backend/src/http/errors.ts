/**
 * Central error handling: bad input of any kind is `{code: 1, msg}` with HTTP 200, auth failures are
 * HTTP 401, unknown routes HTTP 404, a database still locked after its busy timeout HTTP 503 with
 * `Retry-After` (code 503, retryable), and anything unexpected HTTP 500 with a generic message.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CODE_FAIL, ERR_SERVICE_BUSY, HTTP_SERVICE_UNAVAILABLE, RETRY_AFTER_SECONDS } from '@/lib/constants';
import { ApiError, NOT_FOUND_CODE } from './envelope';
import { describeZodError } from './validate';

/** Fastify error codes that mean the client sent something unreadable. */
const CLIENT_INPUT_ERRORS = new Set([
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_MEDIA_TYPE',
  'FST_ERR_CTP_BODY_TOO_LARGE',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_VALIDATION',
]);

export const BUSY_MESSAGE = '服务繁忙，请稍后重试';

/**
 * SQLite could not take its lock within the busy timeout (another writer held it): retryable, nothing was
 * written (better-sqlite3 runs every statement, and every transaction, all or nothing).
 */
export function isDatabaseBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // SQLite: the file stayed locked past busy_timeout. PostgreSQL: a row or table lock past lock_timeout (55P03),
  // or a deadlock victim (40P01) — both retryable as they are.
  return typeof code === 'string' && (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED') || code === '55P03' || code === '40P01');
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError | z.ZodError | Error, request, reply) => {
    if (isDatabaseBusy(error)) {
      request.log.warn({ code: (error as { code?: string }).code }, 'database busy: answered 503');
      return reply
        .status(HTTP_SERVICE_UNAVAILABLE)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ code: ERR_SERVICE_BUSY, msg: BUSY_MESSAGE, data: null });
    }
    if (error instanceof ApiError) {
      return reply.status(error.httpStatus).headers(error.headers).send({ code: error.code, msg: error.message, data: error.data });
    }
    if (error instanceof z.ZodError) {
      return reply.status(200).send({ code: CODE_FAIL, msg: describeZodError(error), data: null });
    }
    const fastifyError = error as FastifyError;
    const status = fastifyError.statusCode ?? 500;
    const isClientInput =
      (fastifyError.code && CLIENT_INPUT_ERRORS.has(fastifyError.code)) || error instanceof SyntaxError || (status >= 400 && status < 500);
    if (isClientInput) {
      return reply.status(200).send({ code: CODE_FAIL, msg: `input: ${error.message}`, data: null });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: CODE_FAIL, msg: 'internal error', data: null });
  });

  app.setNotFoundHandler((request, reply) => {
    return reply.status(404).send({ code: NOT_FOUND_CODE, msg: `not found: ${request.method} ${request.url.split('?')[0]}`, data: null });
  });
}
