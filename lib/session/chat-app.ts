/**
 * Chat-app (WeChat) login on the web: the configuration flag, the authorization URL of the sandbox, the
 * per-open state and the bind intent (B23, B48) kept in localStorage.
 */
import {
  CHAT_APP_AUTHORIZE_PATH,
  CHAT_APP_STATE_TTL_MS,
  CHAT_APP_SCOPE_OFFICIAL,
  CHAT_APP_SCOPE_QR,
  DEFAULT_CHAT_APP_ID,
  DEFAULT_QR_THEME,
  type Locale,
} from '@/lib/constants';
import type { BindIntent } from '@/lib/session/code-step';
import { publicEnv } from '@/lib/public-env';

/** C04: `NEXT_PUBLIC_CHAT_APP_LOGIN=1` shows the QR tab and the settings' bind buttons (build time). */
export function chatAppLoginEnabled(): boolean {
  return publicEnv().NEXT_PUBLIC_CHAT_APP_LOGIN;
}

export function chatAppId(): string {
  return publicEnv().NEXT_PUBLIC_CHAT_APP_ID ?? DEFAULT_CHAT_APP_ID;
}

/** The chat-app in-app browser (W05, W23). */
export function isChatAppBrowser(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent);
}

/** A random state per authorization (C08). */
export function newAuthState(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The states of the chat-app authorizations this browser started (issue 17 item 1): a short-lived cookie
 * (10 minutes, path /, SameSite=Lax so it comes back with the provider's top-level redirect) holding the last
 * few states, dot separated. The code step only redeems a code whose `state` is in it, and the token call
 * sends that state, to which the code is bound: a code obtained by another browser (a login-CSRF link,
 * a QR scanned elsewhere) finds no state here and logs nobody in.
 */
export const CHAT_APP_STATE_COOKIE = 'chat_app_state';
const STATE_COOKIE_MAX_AGE_SECONDS = CHAT_APP_STATE_TTL_MS / 1000;
const STATES_KEPT = 4;
const STATE_PATTERN = /^[0-9a-f]{24}$/;

function readStateCookie(): string[] {
  if (typeof document === 'undefined') return [];
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === CHAT_APP_STATE_COOKIE) {
      return part
        .slice(eq + 1)
        .trim()
        .split('.')
        .filter((s) => STATE_PATTERN.test(s));
    }
  }
  return [];
}

function writeStateCookie(states: string[]): void {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    states.length > 0
      ? `${CHAT_APP_STATE_COOKIE}=${states.join('.')}; Max-Age=${STATE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`
      : `${CHAT_APP_STATE_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${secure}`;
}

/** Records a state this browser is starting an authorization with. */
export function rememberAuthState(state: string): void {
  if (!STATE_PATTERN.test(state)) return;
  writeStateCookie([...readStateCookie().filter((s) => s !== state), state].slice(-STATES_KEPT));
}

/** A new state, recorded as started by this browser: what every chat-app authorization uses. */
export function startAuthState(): string {
  const state = newAuthState();
  rememberAuthState(state);
  return state;
}

/** Whether this browser started an authorization with `state` (within the cookie's 10 minutes). */
export function isOwnAuthState(state: string | null | undefined): boolean {
  return typeof state === 'string' && STATE_PATTERN.test(state) && readStateCookie().includes(state);
}

/** Forgets a state once its code has been used (or refused): a code step never runs twice for it. */
export function forgetAuthState(state: string | null | undefined): void {
  if (!state) return;
  const states = readStateCookie();
  if (states.includes(state)) writeStateCookie(states.filter((s) => s !== state));
}

/**
 * The sandbox's authorization page for this site: it returns to `/redirect?redirectUri=<returnPath>`
 * with `code` and `state` (A03, B21–B25). `official` asks for an official-account code.
 */
export function chatAppAuthorizeUrl(input: { origin: string; returnPath: string; state: string; official?: boolean; lang?: Locale }): string {
  const redirectUri = `${input.origin}/redirect?redirectUri=${encodeURIComponent(input.returnPath)}`;
  const query = new URLSearchParams({
    appid: chatAppId(),
    redirect_uri: redirectUri,
    scope: input.official ? CHAT_APP_SCOPE_OFFICIAL : CHAT_APP_SCOPE_QR,
    state: input.state,
    theme: DEFAULT_QR_THEME,
  });
  if (input.lang) query.set('lang', input.lang);
  return `${input.origin}${CHAT_APP_AUTHORIZE_PATH}?${query.toString()}`;
}

const BIND_INTENT_KEY = 'chat-app-bind-intent';

export function readBindIntent(): BindIntent | null {
  try {
    const raw = window.localStorage.getItem(BIND_INTENT_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<BindIntent>;
    return typeof value.state === 'string' && typeof value.at === 'number' ? { state: value.state, at: value.at } : null;
  } catch {
    return null;
  }
}

export function saveBindIntent(intent: BindIntent): void {
  try {
    window.localStorage.setItem(BIND_INTENT_KEY, JSON.stringify(intent));
  } catch {
    // storage refused (private mode): the bind then reads as a plain code and is ignored (B24)
  }
}

export function clearBindIntent(): void {
  try {
    window.localStorage.removeItem(BIND_INTENT_KEY);
  } catch {
    // nothing stored
  }
}
