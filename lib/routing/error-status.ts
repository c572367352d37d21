/**
 * A server error's digest naming the status it stands for (issue 30 item 12): Next passes an error's own `digest`
 * to the error page, the only part of a server error that crosses to the browser in production.
 */
const STATUS_DIGEST = /^status:(\d{3})$/;

/** The digest of an error that is the API's outage: the web server answers such a page 503 (lib/http/web-front.ts). */
export const UNAVAILABLE_DIGEST = 'status:503';

/** Marks `error` (the server fetcher's failure for the API's sake) so that its error page says 503, as its answer does. */
export function markUnavailable<E extends object>(error: E): E & { digest: string } {
  return Object.assign(error, { digest: UNAVAILABLE_DIGEST });
}

/** A21/S70: an error's status is statusCode, else status, else the response status, else its digest's, else 500. */
export function errorStatus(error: unknown): number {
  const e = (error ?? {}) as { statusCode?: unknown; status?: unknown; response?: { status?: unknown }; digest?: unknown };
  const digested = typeof e.digest === 'string' ? STATUS_DIGEST.exec(e.digest)?.[1] : undefined;
  for (const candidate of [e.statusCode, e.status, e.response?.status, digested]) {
    const n = Number(candidate);
    if (Number.isInteger(n) && n >= 400 && n < 600) return n;
  }
  return 500;
}
