/**
 * Security headers set by the proxy on every page response.
 *
 * Personal (per-member, dynamic) pages get a per-request nonce with 'strict-dynamic'. Public pages are
 * one cached HTML per (locale, device) (DESIGN.md §5), so a per-request nonce cannot be baked into them;
 * they get the same policy with 'unsafe-inline' scripts instead, and every HTML fragment from the API is
 * sanitised on the server before it is rendered. See docs/architecture.md "Security headers". `connect` adds the
 * storage host uploads are sent to (`uploadOrigins()` of lib/env.ts).
 */
export function buildCsp(opts: { nonce: string | null; dev: boolean; /** Upload (storage host) origins the browser may send to. */ connect?: readonly string[] }): string {
  const script = opts.nonce
    ? `'self' 'nonce-${opts.nonce}' 'strict-dynamic'`
    : `'self' 'unsafe-inline'`;
  return [
    `default-src 'self'`,
    `script-src ${script}${opts.dev ? ` 'unsafe-eval'` : ''}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob: https:`,
    `media-src 'self' blob: https:`,
    `font-src 'self' data:`,
    `connect-src 'self' ws: wss:${(opts.connect ?? []).map((o) => ` ${o}`).join('')}`,
    `frame-src 'self'`,
    `frame-ancestors 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
  ].join('; ');
}

export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
