/**
 * Chat-app (WeChat) login on the web: the configuration flag, the authorization URL of the sandbox, the
 * per-open state and the bind intent (B23, B48) kept in localStorage.
 */
import {
  CHAT_APP_AUTHORIZE_PATH,
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
