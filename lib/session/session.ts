import type { Locale } from '@/lib/constants';
import { browserJar } from '@/lib/session/cookie-jar';
import { noteSessionCleared } from '@/lib/session/session-events';
import {
  getCookie,
  readBrowserSession,
  removeCookie,
  setCookie,
  setJsonCookie,
  syncLocaleCookie,
  unreadableSessionCookies,
  type SessionSnapshot,
} from '@/lib/session/cookies';
import { LOCALE_COOKIE, localeFromSearch } from '@/lib/routing/variant';
import { COOKIE_KEYS, SESSION_COOKIE_KEYS } from '@/lib/session/keys';

/** The token fields the session keeps (a token-call answer satisfies it). */
export interface SessionTokens {
  access_token: string;
  refresh_token?: string | null;
  /** Seconds. */
  expires_in?: number | null;
  memberId?: number | string | null;
}

function writeTokens(tokens: SessionTokens, now: number): void {
  setCookie(COOKIE_KEYS.token, tokens.access_token);
  if (tokens.refresh_token) setCookie(COOKIE_KEYS.refreshToken, tokens.refresh_token);
  if (tokens.expires_in !== undefined && tokens.expires_in !== null) {
    setCookie(COOKIE_KEYS.expiresIn, String(tokens.expires_in));
  }
  setCookie(COOKIE_KEYS.loginTime, String(now));
  setCookie(COOKIE_KEYS.isLogin, '1');
}

/** After a successful login (B11): token, refresh token, expiry, login time, remember-me, logged-in, member id. */
export function saveLoginSession(tokens: SessionTokens, options: { rememberMe: boolean; now?: number }): void {
  writeTokens(tokens, options.now ?? Date.now());
  setCookie(COOKIE_KEYS.rememberMe, options.rememberMe ? '1' : '0');
  if (tokens.memberId !== undefined && tokens.memberId !== null) setMemberId(tokens.memberId);
  ensureCid();
}

/** After a refresh: the rotated tokens, new expiry and login time; remember-me and member id are kept. */
export function saveRefreshedTokens(tokens: SessionTokens, now: number = Date.now()): void {
  writeTokens(tokens, now);
}

export function getSession(): SessionSnapshot {
  return readBrowserSession();
}

export function getAccessToken(): string | null {
  return getCookie(COOKIE_KEYS.token);
}

export function getRefreshToken(): string | null {
  return getCookie(COOKIE_KEYS.refreshToken);
}

/** HTTP 401 without a way to refresh: the token is cleared (B29). */
export function clearSessionToken(): void {
  removeCookie(COOKIE_KEYS.token);
  removeCookie(COOKIE_KEYS.isLogin);
}

/**
 * The local logout (B28): every session value and cookie is cleared (cid, lang, year, sales code and the
 * visit counters are kept), then the listeners run (socket disconnect, stores).
 */
export function clearSession(): void {
  for (const key of SESSION_COOKIE_KEYS) removeCookie(key);
  noteSessionCleared();
}

/**
 * Clears the session cookies when the session cannot be read (a tampered or foreign cookie; attack list 23),
 * for pages the proxy does not see. Returns whether it did.
 */
export function clearUnreadableSession(): boolean {
  if (typeof document === 'undefined') return false;
  const jar = browserJar();
  if (unreadableSessionCookies((name) => jar.get(name)).length === 0) return false;
  clearSession();
  return true;
}

/** A random UUID v4. */
export function createCid(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (c && typeof c.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < 16; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The client id, created once (1825-day cookie) and kept across logins and logouts (B42). */
export function ensureCid(): string {
  const existing = getCookie(COOKIE_KEYS.cid);
  if (existing) return existing;
  const cid = createCid();
  setCookie(COOKIE_KEYS.cid, cid);
  return cid;
}

export function setMemberId(memberId: number | string): void {
  setCookie(COOKIE_KEYS.memberId, String(memberId));
}

export function setLang(locale: Locale): void {
  setCookie(COOKIE_KEYS.lang, locale);
  syncLocaleMirror();
}

/**
 * Issue 20 item 3: a URL that names its language (`?lang=en`) stores it for the person, so the pages they open
 * next (plain URLs) stay in that language. Answers the locale when it was written.
 */
export function adoptUrlLocale(search: string): Locale | null {
  const fromUrl = localeFromSearch(search);
  if (!fromUrl || (getCookie(COOKIE_KEYS.lang) === fromUrl && rawLocaleMirror() === fromUrl)) return null;
  setLang(fromUrl);
  return fromUrl;
}

function rawLocaleMirror(): string | null {
  return browserJar().get(LOCALE_COOKIE) ?? null;
}

/**
 * Keeps the plain `locale` cookie equal to the encrypted `lang` (public pages are chosen by the former);
 * the locale when it had to be rewritten.
 */
export function syncLocaleMirror(): Locale | null {
  return syncLocaleCookie(LOCALE_COOKIE);
}

export function setYear(year: string | number): void {
  setCookie(COOKIE_KEYS.year, String(year));
}

export function setSalesCode(code: string | null): void {
  if (code) setCookie(COOKIE_KEYS.salesCode, code);
  else removeCookie(COOKIE_KEYS.salesCode);
}

export function setVisitCount(count: number): void {
  setCookie(COOKIE_KEYS.visitCount, String(count));
}

export function setVisitLimit(reached: boolean): void {
  setCookie(COOKIE_KEYS.visitLimit, reached ? '1' : '0');
}

export function setMembership(membership: unknown): void {
  setJsonCookie(COOKIE_KEYS.membership, membership);
}

export function setPermissions(permissions: readonly string[]): void {
  setJsonCookie(COOKIE_KEYS.permissions, permissions);
}

export function setWxBound(bound: boolean): void {
  setCookie(COOKIE_KEYS.wxBound, bound ? '1' : '0');
}
