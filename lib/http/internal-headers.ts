/**
 * Request headers that only Next itself may send between its own parts, never a browser (attack list 7, 10):
 * `x-middleware-subrequest` (the proxy's recursion guard, CVE-2025-29927) and `x-nextjs-data` (the Pages
 * Router's data requests; this site is App Router only, and for such a request Next answers the proxy's
 * login redirect without a `Location`). The production web server (scripts/web-server.ts) drops them from
 * every incoming request, so the proxy always runs and its redirects always carry `Location`.
 */
export const INTERNAL_REQUEST_HEADERS = ['x-middleware-subrequest', 'x-nextjs-data'] as const;

/** Removes the internal headers from an incoming request's headers (in place); answers whether any was there. */
export function stripInternalHeaders(headers: Record<string, string | string[] | undefined>): boolean {
  let found = false;
  for (const name of INTERNAL_REQUEST_HEADERS) {
    if (headers[name] !== undefined) {
      delete headers[name];
      found = true;
    }
  }
  return found;
}
