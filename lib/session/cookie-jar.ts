import Cookies from 'js-cookie';
import { COOKIE_PATH } from '@/lib/constants';
import { publicEnv } from '@/lib/public-env';
import { COOKIE_KEYS, SESSION_COOKIE_KEYS, SESSION_STORAGE_PREFIX, type CookieKey } from '@/lib/session/keys';

/**
 * The session cookies as raw text, without their crypto (issue 28 item 1): which cookies a browser holds, and
 * their removal, need no decryption. Public pages decide from this whether a visit needs the session module at
 * all (lib/session/session.ts, with crypto-js: ≈ 10 KB gzipped): a visitor with no session cookie never loads it,
 * and the web server's beacon (app/beacon/route.ts) does the visitor's cookie work (cid, visit count).
 */

/** Splits a `Cookie:` request header into name → raw value. */
export function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  const map = new Map<string, string>();
  if (!header) return map;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || map.has(name)) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      map.set(name, decodeURIComponent(value));
    } catch {
      map.set(name, value);
    }
  }
  return map;
}

export function cookieDomain(): string | undefined {
  return publicEnv().NEXT_PUBLIC_COOKIE_DOMAIN;
}

/** The browser's cookies, raw (read once per call). */
export function browserJar(): Map<string, string> {
  return typeof document === 'undefined' ? new Map() : parseCookieHeader(document.cookie);
}

export function hasStorage(): boolean {
  try {
    return typeof localStorage !== 'undefined';
  } catch {
    return false;
  }
}

/** Removes a session cookie (and its localStorage copy, for a value too large for a cookie). */
export function removeBrowserCookie(key: CookieKey): void {
  if (typeof document === 'undefined') return;
  const domain = cookieDomain();
  Cookies.remove(key, { path: COOKIE_PATH, ...(domain ? { domain } : {}) });
  if (hasStorage()) localStorage.removeItem(SESSION_STORAGE_PREFIX + key);
}

/** Whether the browser holds any cookie of a member's session (B40): a visitor holds none. */
export function hasSessionCookies(jar: Map<string, string> = browserJar()): boolean {
  return SESSION_COOKIE_KEYS.some((key) => jar.has(key));
}

/**
 * Whether the browser's cookies say a member is logged in, before they are decrypted: a token and the logged-in flag
 * are present (their values are checked when the session module has loaded).
 */
export function looksLoggedIn(jar: Map<string, string> = browserJar()): boolean {
  return jar.has(COOKIE_KEYS.token) && jar.has(COOKIE_KEYS.isLogin);
}

/** Whether a member is logged in: false at once without a token cookie; else the cookies are decrypted. */
export async function browserIsLogin(): Promise<boolean> {
  if (!browserJar().has(COOKIE_KEYS.token)) return false;
  const { readBrowserSession } = await import('@/lib/session/cookies');
  return readBrowserSession().isLogin;
}
