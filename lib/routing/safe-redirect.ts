/**
 * Where a redirect target may lead (issue 17 item 2; attack list 1–5): the one classifier behind `/redirect`
 * (A03–A05, lib/routing/decide.ts), the interstitial page that re-checks it, the login's `redirect`
 * (components/auth/after-login.ts) and the code step's (lib/session/code-step.ts).
 *
 * - a path on this site (`/news/12?x#y`) is followed as an internal path;
 * - an absolute `http(s)://` URL on one of this site's hosts is that internal path too;
 * - one on an allow-listed host (`REDIRECT_ALLOWED_HOSTS`, exact `host[:port]` match) is followed;
 * - any other absolute `http(s)://` URL gets the "即将离开" interstitial (the user decides, nothing moves by itself);
 * - everything else goes home: other schemes (`javascript:`, `data:`, `vbscript:`), scheme-relative and
 *   backslash forms (`//evil`, `/\evil`, `\/\/evil`), `https:evil` without `//`, credentials in the URL
 *   (`https://ourhost@evil`), control characters (CR/LF, tab), surrounding spaces, and anything over 2 KB.
 * Parsing is the WHATWG URL parser's, the same one the browser will use on the answer.
 */

export type RedirectTarget =
  | { kind: 'internal'; path: string }
  | { kind: 'allowed'; url: string }
  | { kind: 'interstitial'; url: string }
  | { kind: 'home' };

export const MAX_REDIRECT_LENGTH = 2048;

/** Throwaway origin for resolving a site path (never emitted). */
const PROBE_ORIGIN = 'http://path.invalid';

/** Characters the URL parser strips or treats as a path separator, which open scheme-relative tricks. */
const UNSAFE_CHARS = /[\u0000-\u0020\u007f-\u009f\\\u2028\u2029]/;

/** Lower-cased `host[:port]` entries; a bare host matches only its default port. */
export function normalizeHosts(hosts: readonly string[]): string[] {
  return hosts.map((h) => h.trim().toLowerCase()).filter(Boolean);
}

/** A same-site path (`/x?y#z`) made canonical by the URL parser, or null when the value is not one. */
export function sitePath(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_REDIRECT_LENGTH || UNSAFE_CHARS.test(value)) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Classifies a redirect target. `ownHosts` are this site's hosts (the request's `Host` and SITE_URL's), whose
 * absolute URLs become internal paths; `allowedHosts` the other hosts followed without asking.
 */
export function classifyRedirect(raw: string | null | undefined, ownHosts: readonly string[], allowedHosts: readonly string[]): RedirectTarget {
  if (!raw || raw.length > MAX_REDIRECT_LENGTH || UNSAFE_CHARS.test(raw)) return { kind: 'home' };
  const path = sitePath(raw);
  if (path) return { kind: 'internal', path };
  // Only literal `http://` / `https://` absolute URLs leave the site; `https:evil.example` and the like go home.
  if (!/^https?:\/\/[^/]/i.test(raw)) return { kind: 'home' };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { kind: 'home' };
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || !url.hostname) return { kind: 'home' };
  const host = url.host.toLowerCase();
  if (normalizeHosts(ownHosts).includes(host)) return { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` };
  if (normalizeHosts(allowedHosts).includes(host)) return { kind: 'allowed', url: url.toString() };
  return { kind: 'interstitial', url: url.toString() };
}
