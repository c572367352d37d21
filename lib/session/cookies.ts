import Cookies from 'js-cookie';
import {
  CID_COOKIE_EXPIRES_DAYS,
  COOKIE_EXPIRES_DAYS,
  COOKIE_PATH,
  DEFAULT_LOCALE,
  LOCALES,
  type Locale,
} from '@/lib/constants';
import { decryptCookieValue, encryptCookieValue } from '@/lib/session/cookie-crypto';
import { browserJar, cookieDomain, hasStorage, parseCookieHeader, removeBrowserCookie } from '@/lib/session/cookie-jar';
import { COOKIE_KEYS, SESSION_COOKIE_KEYS, SESSION_STORAGE_PREFIX, type CookieKey } from '@/lib/session/keys';

/** Everything the session cookies hold, decrypted and typed (B40). */
export interface SessionSnapshot {
  token: string | null;
  refreshToken: string | null;
  /** Seconds of validity of the access token, as the token call returned them. */
  expiresIn: number | null;
  /** Epoch ms of the login (or of the last refresh). */
  loginTime: number | null;
  rememberMe: boolean;
  /** True only when a token is present and the logged-in flag is set. */
  isLogin: boolean;
  memberId: number | null;
  lang: Locale;
  year: string | null;
  cid: string | null;
  salesCode: string | null;
  visitCount: number;
  visitLimit: boolean;
  membership: unknown;
  permissions: string[];
  wxBound: boolean;
}

/** Reads one raw (encrypted) cookie by name. */
export type CookieGetter = (name: string) => string | null | undefined;

/** Cookies larger than this (after encryption) are kept in localStorage instead. */
const MAX_COOKIE_VALUE_LENGTH = 3800;

export function cookieExpiresDays(key: CookieKey): number {
  return key === COOKIE_KEYS.cid ? CID_COOKIE_EXPIRES_DAYS : COOKIE_EXPIRES_DAYS;
}

/** Options of a session cookie for a server response (`NextResponse.cookies.set(name, value, options)`). */
export interface ServerCookieOptions {
  maxAge: number;
  path: string;
  domain?: string;
  sameSite: 'lax';
}

export function serverCookieOptions(key: CookieKey): ServerCookieOptions {
  const domain = cookieDomain();
  return {
    maxAge: cookieExpiresDays(key) * 24 * 60 * 60,
    path: COOKIE_PATH,
    sameSite: 'lax',
    ...(domain ? { domain } : {}),
  };
}

/** An encrypted session cookie ready for a server response, e.g. the `cid` the proxy creates (B42). */
export function sessionCookieForSet(
  key: CookieKey,
  value: string,
): { name: CookieKey; value: string; options: ServerCookieOptions } {
  return { name: key, value: encryptCookieValue(value), options: serverCookieOptions(key) };
}

// ---- browser ----

function browserCookieAttributes(key: CookieKey): Cookies.CookieAttributes {
  const domain = cookieDomain();
  return {
    expires: cookieExpiresDays(key),
    path: COOKIE_PATH,
    sameSite: 'Lax',
    secure: typeof location !== 'undefined' && location.protocol === 'https:',
    ...(domain ? { domain } : {}),
  };
}

/**
 * One cookie of the browser, raw. `document.cookie` is read once per call and parsed here: js-cookie's `get`
 * re-reads and re-parses it for every name, which showed as the largest piece of the first load's effects.
 */
function rawBrowserCookie(name: string): string | undefined {
  return browserJar().get(name);
}

/**
 * The plain (unencrypted) locale copy the public-page rewrites read (LOCALE_COOKIE, lib/routing/variant.ts).
 * Returns the locale when it was missing or different from the session's `lang` and has been rewritten.
 */
export function syncLocaleCookie(name: string): Locale | null {
  if (typeof document === 'undefined') return null;
  const lang = getCookie(COOKIE_KEYS.lang);
  if (!lang || !(LOCALES as readonly string[]).includes(lang) || rawBrowserCookie(name) === lang) return null;
  Cookies.set(name, lang, browserCookieAttributes(COOKIE_KEYS.lang));
  return lang as Locale;
}

/** Decrypted value of a browser cookie; absent or undecryptable → null. */
export function getCookie(key: CookieKey): string | null {
  if (typeof document === 'undefined') return null;
  return decryptCookieValue(rawBrowserCookie(key));
}

/** Writes an encrypted browser cookie (365 days, cid 1825 days, path /). */
export function setCookie(key: CookieKey, value: string): void {
  if (typeof document === 'undefined') return;
  Cookies.set(key, encryptCookieValue(value), browserCookieAttributes(key));
}

export const removeCookie = removeBrowserCookie;

/**
 * Stores a JSON value (membership, permissions). A value too large for a cookie goes to localStorage,
 * encrypted the same way; {@link getJsonCookie} reads either.
 */
export function setJsonCookie(key: CookieKey, value: unknown): void {
  if (typeof document === 'undefined') return;
  const encrypted = encryptCookieValue(JSON.stringify(value));
  if (encrypted.length <= MAX_COOKIE_VALUE_LENGTH) {
    Cookies.set(key, encrypted, browserCookieAttributes(key));
    if (hasStorage()) localStorage.removeItem(SESSION_STORAGE_PREFIX + key);
    return;
  }
  removeCookie(key);
  if (hasStorage()) localStorage.setItem(SESSION_STORAGE_PREFIX + key, encrypted);
}

export function getJsonCookie(key: CookieKey): unknown {
  if (typeof document === 'undefined') return null;
  return jsonValue(key, rawBrowserCookie(key));
}

/** A JSON value from its cookie, or from localStorage when it was too large for one. */
function jsonValue(key: CookieKey, cookie: string | undefined): unknown {
  const raw = cookie ?? (hasStorage() ? localStorage.getItem(SESSION_STORAGE_PREFIX + key) ?? undefined : undefined);
  return parseJson(decryptCookieValue(raw));
}

/** The browser's session, decrypted (values kept in localStorage included). */
export function readBrowserSession(): SessionSnapshot {
  const jar = browserJar();
  const snapshot = readSessionFromCookies((name) => jar.get(name));
  if (snapshot.membership === null) snapshot.membership = jsonValue(COOKIE_KEYS.membership, jar.get(COOKIE_KEYS.membership));
  if (snapshot.permissions.length === 0) {
    snapshot.permissions = toStringArray(jsonValue(COOKIE_KEYS.permissions, jar.get(COOKIE_KEYS.permissions)));
  }
  return snapshot;
}

// ---- server side and proxy ----

function parseJson(text: string | null): unknown {
  if (text === null || text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function toNumber(text: string | null): number | null {
  if (text === null || text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

function toBool(text: string | null): boolean {
  return text === '1' || text === 'true';
}

function toStringArray(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

export function toLocale(text: string | null | undefined): Locale {
  return (LOCALES as readonly string[]).includes(text ?? '') ? (text as Locale) : DEFAULT_LOCALE;
}

/** Decrypted value of one cookie through a getter (`(n) => request.cookies.get(n)?.value`). */
export function readCookieValue(get: CookieGetter, key: CookieKey): string | null {
  return decryptCookieValue(get(key) ?? null);
}

/** The `lang` cookie as a locale (zh when absent or unreadable). */
export function readLangFromCookies(get: CookieGetter): Locale {
  return toLocale(readCookieValue(get, COOKIE_KEYS.lang));
}

/**
 * The session from cookies, for server components (`const c = await cookies();
 * readSessionFromCookies((n) => c.get(n)?.value)`) and the proxy. A cookie that does not decrypt reads as
 * absent, so a tampered token reads as logged out.
 */
export function readSessionFromCookies(get: CookieGetter): SessionSnapshot {
  const read = (key: CookieKey) => readCookieValue(get, key);
  const token = read(COOKIE_KEYS.token);
  const memberId = toNumber(read(COOKIE_KEYS.memberId));
  return {
    token,
    refreshToken: read(COOKIE_KEYS.refreshToken),
    expiresIn: toNumber(read(COOKIE_KEYS.expiresIn)),
    loginTime: toNumber(read(COOKIE_KEYS.loginTime)),
    rememberMe: toBool(read(COOKIE_KEYS.rememberMe)),
    isLogin: Boolean(token) && toBool(read(COOKIE_KEYS.isLogin)),
    memberId,
    lang: toLocale(read(COOKIE_KEYS.lang)),
    year: read(COOKIE_KEYS.year),
    cid: read(COOKIE_KEYS.cid),
    salesCode: read(COOKIE_KEYS.salesCode),
    visitCount: toNumber(read(COOKIE_KEYS.visitCount)) ?? 0,
    visitLimit: toBool(read(COOKIE_KEYS.visitLimit)),
    membership: parseJson(read(COOKIE_KEYS.membership)),
    permissions: toStringArray(parseJson(read(COOKIE_KEYS.permissions))),
    wxBound: toBool(read(COOKIE_KEYS.wxBound)),
  };
}

/** The cookies that carry the session itself: one of them present but unreadable means the session is void. */
const SESSION_CORE_KEYS: readonly CookieKey[] = [COOKIE_KEYS.token, COOKIE_KEYS.refreshToken, COOKIE_KEYS.isLogin, COOKIE_KEYS.memberId];

/**
 * Session cookies to clear because the session they belong to cannot be read (issue 17 item 9; attack list
 * 23): when a token, refresh token, logged-in flag or member id cookie is present but does not decrypt (one
 * character flipped, truncated, not base64, another key, the old plaintext format), every session cookie the
 * request carries is returned, so the browser is left logged out instead of holding a dead session. Otherwise
 * none.
 */
export function unreadableSessionCookies(get: CookieGetter): CookieKey[] {
  const broken = SESSION_CORE_KEYS.some((key) => {
    const raw = get(key);
    return raw !== null && raw !== undefined && raw !== '' && decryptCookieValue(raw) === null;
  });
  if (!broken) return [];
  return SESSION_COOKIE_KEYS.filter((key) => {
    const raw = get(key);
    return raw !== null && raw !== undefined;
  });
}

/** The session from a raw `Cookie:` header. */
export function readSessionFromCookieHeader(header: string | null | undefined): SessionSnapshot {
  const map = parseCookieHeader(header);
  return readSessionFromCookies((name) => map.get(name));
}
