import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CID_COOKIE_EXPIRES_DAYS, COOKIE_EXPIRES_DAYS } from '@/lib/constants';
import { decryptCookieValue, encryptCookieValue } from '@/lib/session/cookie-crypto';
import {
  getCookie,
  getJsonCookie,
  readLangFromCookies,
  readSessionFromCookieHeader,
  readSessionFromCookies,
  sessionCookieForSet,
  setCookie,
  setJsonCookie,
} from '@/lib/session/cookies';
import { COOKIE_KEYS } from '@/lib/session/keys';
import { onSessionCleared } from '@/lib/session/session-events';
import {
  clearSession,
  clearSessionToken,
  createCid,
  ensureCid,
  getSession,
  saveLoginSession,
  saveRefreshedTokens,
  setLang,
  setMembership,
  setPermissions,
  setSalesCode,
  setVisitCount,
  setVisitLimit,
  setWxBound,
  setYear,
} from '@/lib/session/session';
import { resetBrowserState } from './helpers';

beforeEach(() => resetBrowserState());
afterEach(() => vi.restoreAllMocks());

function rawCookies(): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) map.set(part.slice(0, eq).trim(), decodeURIComponent(part.slice(eq + 1).trim()));
  }
  return map;
}

describe('cookie crypto', () => {
  it('B41 round trip; raw values are unreadable', () => {
    const enc = encryptCookieValue('token-123');
    expect(enc).not.toContain('token-123');
    expect(decryptCookieValue(enc)).toBe('token-123');
    expect(encryptCookieValue('token-123')).not.toBe(enc);
    expect(decryptCookieValue(encryptCookieValue('中文 value'))).toBe('中文 value');
  });

  it('B41 a tampered, foreign or truncated value decrypts to null', () => {
    const enc = encryptCookieValue('13800000001');
    const flipped = enc.slice(0, 5) + (enc[5] === 'A' ? 'B' : 'A') + enc.slice(6);
    expect(decryptCookieValue(flipped)).toBeNull();
    expect(decryptCookieValue(enc.slice(0, -2))).toBeNull();
    expect(decryptCookieValue('plain-token')).toBeNull();
    expect(decryptCookieValue('')).toBeNull();
    expect(decryptCookieValue(undefined)).toBeNull();
    expect(decryptCookieValue(encryptCookieValue('x', 'another-secret'))).toBeNull();
  });

  it('B41 a value read once with its secret still does not decrypt with another secret (the cache keeps secrets apart)', () => {
    const enc = encryptCookieValue('13800000001', 'secret-a');
    expect(decryptCookieValue(enc, 'secret-a')).toBe('13800000001');
    expect(decryptCookieValue(enc, 'secret-a')).toBe('13800000001');
    expect(decryptCookieValue(enc, 'secret-b')).toBeNull();
    const flipped = enc.slice(0, 5) + (enc[5] === 'A' ? 'B' : 'A') + enc.slice(6);
    expect(decryptCookieValue(flipped, 'secret-a')).toBeNull();
  });
});

describe('browser cookies', () => {
  it('B41 session cookies last 365 days, cid 1825 days, path /', () => {
    const set = vi.spyOn(Cookies, 'set');
    setCookie(COOKIE_KEYS.token, 't');
    setCookie(COOKIE_KEYS.cid, 'c');
    expect(set.mock.calls[0]?.[2]).toMatchObject({ expires: COOKIE_EXPIRES_DAYS, path: '/' });
    expect(set.mock.calls[1]?.[2]).toMatchObject({ expires: CID_COOKIE_EXPIRES_DAYS, path: '/' });
    expect(COOKIE_EXPIRES_DAYS).toBe(365);
    expect(CID_COOKIE_EXPIRES_DAYS).toBe(1825);
  });

  it('B11 login stores token, refresh token, expiry, login time, remember-me, logged-in flag and member id', () => {
    saveLoginSession({ access_token: 'a1', refresh_token: 'r1', expires_in: 2_592_000, memberId: 42 }, { rememberMe: true, now: 1_700_000_000_000 });
    const raw = rawCookies();
    expect(raw.get('token')).toBeDefined();
    expect(raw.get('token')).not.toBe('a1');
    expect(getSession()).toMatchObject({
      token: 'a1',
      refreshToken: 'r1',
      expiresIn: 2_592_000,
      loginTime: 1_700_000_000_000,
      rememberMe: true,
      isLogin: true,
      memberId: 42,
    });
  });

  it('B40 holds every session value: lang, year, cid, sales code, visit count and limit, membership, permissions, chat-app bound', () => {
    setLang('en');
    setYear(2024);
    setSalesCode('S01');
    setVisitCount(3);
    setVisitLimit(true);
    setMembership([{ name: '会员', description: '权益' }]);
    setPermissions(['company:product:add']);
    setWxBound(true);
    const cid = ensureCid();
    expect(getSession()).toMatchObject({
      lang: 'en',
      year: '2024',
      cid,
      salesCode: 'S01',
      visitCount: 3,
      visitLimit: true,
      membership: [{ name: '会员', description: '权益' }],
      permissions: ['company:product:add'],
      wxBound: true,
      isLogin: false,
    });
  });

  it('B40 lang defaults to zh', () => {
    expect(getSession().lang).toBe('zh');
  });

  it('B40 the whole session is read from one read of document.cookie', () => {
    saveLoginSession({ access_token: 'a1', refresh_token: 'r1', expires_in: 10, memberId: 7 }, { rememberMe: true });
    const read = vi.spyOn(document, 'cookie', 'get');
    const session = getSession();
    expect(session.memberId).toBe(7);
    expect(session.isLogin).toBe(true);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('B41 a tampered token cookie reads as logged out', () => {
    saveLoginSession({ access_token: 'a1', refresh_token: 'r1', expires_in: 10, memberId: 1 }, { rememberMe: false });
    const raw = rawCookies().get('token') ?? '';
    // one character changed (the IV is random: a value that happened to start with 'x' stayed untouched once, 1 in 64)
    const flipped = raw.startsWith('x') ? 'y' : 'x';
    document.cookie = `token=${encodeURIComponent(`${flipped}${raw.slice(1)}`)}; path=/`;
    const session = getSession();
    expect(session.token).toBeNull();
    expect(session.isLogin).toBe(false);
  });

  it('large JSON values fall back to localStorage and still read back', () => {
    const big = Array.from({ length: 200 }, (_, i) => ({ name: `权益${i}`, description: '说明'.repeat(5) }));
    setJsonCookie(COOKIE_KEYS.membership, big);
    expect(rawCookies().has('membership')).toBe(false);
    expect(getJsonCookie(COOKIE_KEYS.membership)).toEqual(big);
    expect(getSession().membership).toEqual(big);
  });

  it('B42 cid is a random UUID, created once and kept across login and logout', () => {
    expect(createCid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const cid = ensureCid();
    expect(ensureCid()).toBe(cid);
    saveLoginSession({ access_token: 'a', refresh_token: 'r', expires_in: 1 }, { rememberMe: true });
    clearSession();
    expect(getCookie(COOKIE_KEYS.cid)).toBe(cid);
  });

  it('B28 clearSession removes every session value and runs the listeners; lang and cid stay', () => {
    const listener = vi.fn();
    const off = onSessionCleared(listener);
    setLang('en');
    const cid = ensureCid();
    saveLoginSession({ access_token: 'a', refresh_token: 'r', expires_in: 1, memberId: 5 }, { rememberMe: true });
    setPermissions(['p']);
    setMembership([{ name: 'n', description: 'd' }]);
    setWxBound(true);
    clearSession();
    off();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getSession()).toMatchObject({
      token: null,
      refreshToken: null,
      expiresIn: null,
      loginTime: null,
      rememberMe: false,
      isLogin: false,
      memberId: null,
      membership: null,
      permissions: [],
      wxBound: false,
      lang: 'en',
      cid,
    });
  });

  it('B29 clearSessionToken drops the token and the logged-in flag', () => {
    saveLoginSession({ access_token: 'a', refresh_token: 'r', expires_in: 1, memberId: 5 }, { rememberMe: true });
    clearSessionToken();
    expect(getSession()).toMatchObject({ token: null, isLogin: false, refreshToken: 'r' });
  });

  it('a refresh rotates the tokens and login time, keeping remember-me and member id', () => {
    saveLoginSession({ access_token: 'a', refresh_token: 'r', expires_in: 100, memberId: 5 }, { rememberMe: true, now: 1000 });
    saveRefreshedTokens({ access_token: 'b', refresh_token: 's', expires_in: 200 }, 5000);
    expect(getSession()).toMatchObject({ token: 'b', refreshToken: 's', expiresIn: 200, loginTime: 5000, rememberMe: true, memberId: 5 });
  });
});

describe('server side and proxy', () => {
  function header(values: Record<string, string>): string {
    return Object.entries(values)
      .map(([k, v]) => `${k}=${encodeURIComponent(encryptCookieValue(v))}`)
      .join('; ');
  }

  it('reads the session from a Cookie header', () => {
    const session = readSessionFromCookieHeader(
      `${header({ token: 'tok', is_login: '1', member_id: '12', lang: 'en', remember_me: '1', permissions: '["a"]' })}; other=1`,
    );
    expect(session).toMatchObject({ token: 'tok', isLogin: true, memberId: 12, lang: 'en', rememberMe: true, permissions: ['a'] });
  });

  it('reads the session through a getter (Next cookies() / request.cookies)', () => {
    const jar = new Map([
      ['token', encryptCookieValue('tok')],
      ['is_login', encryptCookieValue('1')],
    ]);
    expect(readSessionFromCookies((n) => jar.get(n)).isLogin).toBe(true);
    expect(readLangFromCookies((n) => jar.get(n))).toBe('zh');
  });

  it('a tampered or plain cookie reads as logged out on the server too', () => {
    expect(readSessionFromCookieHeader('token=plain; is_login=1').isLogin).toBe(false);
    expect(readSessionFromCookieHeader(null).isLogin).toBe(false);
    expect(readSessionFromCookieHeader('lang=en').lang).toBe('zh');
  });

  it('sessionCookieForSet gives an encrypted value and the server cookie options', () => {
    const cookie = sessionCookieForSet(COOKIE_KEYS.cid, 'abc');
    expect(decryptCookieValue(cookie.value)).toBe('abc');
    expect(cookie.options).toEqual({ maxAge: 1825 * 86400, path: '/', sameSite: 'lax' });
    expect(sessionCookieForSet(COOKIE_KEYS.lang, 'en').options.maxAge).toBe(365 * 86400);
  });

  it('a value written by the browser reads back on the server', () => {
    saveLoginSession({ access_token: 'shared', refresh_token: 'r', expires_in: 5, memberId: 3 }, { rememberMe: true });
    const session = readSessionFromCookieHeader(document.cookie);
    expect(session).toMatchObject({ token: 'shared', memberId: 3, isLogin: true });
  });
});
