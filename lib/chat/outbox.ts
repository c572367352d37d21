/**
 * The chat outbox (issue 17 item 8, attack 34): a message typed while the API cannot be reached is kept and
 * sent when the connection returns, with the idempotency key it got when it was typed (`clientMsgId`), so a
 * send that did reach the API before the connection broke is not stored twice.
 */
import { ERR_NON_BUSINESS, ERR_SERVICE_BUSY, HTTP_SERVICE_UNAVAILABLE } from '@/lib/constants';
import { isApiError } from '@/lib/api/errors';

/** A new idempotency key: 8–64 of `[A-Za-z0-9_-]` (CLIENT_MSG_ID_PATTERN). */
export function newClientMsgId(random: () => number = Math.random, now = Date.now()): string {
  let tail = '';
  for (let i = 0; i < 12; i += 1) tail += Math.floor(random() * 36).toString(36);
  return `m${now.toString(36)}-${tail}`;
}

/** A failure worth retrying later: no answer (network, timeout, closed socket) or the API said "busy" (503). */
export function isRetryableSendError(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.code === ERR_NON_BUSINESS || error.code === ERR_SERVICE_BUSY || error.httpStatus === HTTP_SERVICE_UNAVAILABLE;
}
