/**
 * Security headers set by the proxy on every page response (next.config.ts sets the same on the public pages
 * it serves without the proxy).
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
    `frame-ancestors 'none'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
  ].join('; ');
}

export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // No page of the site is meant to be framed (attack list 20); frame-ancestors 'none' says the same to CSP browsers.
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  // A window this site opens or is opened by (another origin) gets no handle on it (issue 17 item 9).
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * HSTS, sent only on answers served over https (issue 17 item 9): a browser ignores it over http anyway, and
 * a site reached on plain http (local runs) must not be pinned to https. One year, subdomains included.
 */
export const HSTS_HEADER = { name: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' } as const;

/** Whether a request reached the site over https: its own URL, or the TLS-terminating proxy's `X-Forwarded-Proto`. */
export function servedOverHttps(url: string, forwardedProto: string | null | undefined): boolean {
  if (url.startsWith('https:')) return true;
  return (forwardedProto ?? '').split(',')[0]?.trim().toLowerCase() === 'https';
}

export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
