/**
 * The authorization-code step (B20–B26), pure: what a page that finds `?code` in its URL does, which URL it
 * keeps afterwards, where it goes, and the official-account failure message. The browser side lives in
 * components/auth/code-step-runner.ts.
 */
import { CHAT_APP_BIND_INTENT_TTL_MS } from '@/lib/constants';
import { sitePath } from '@/lib/routing/safe-redirect';
import type { MessageKey } from '@/locales/zh';

export interface CodeStepFacts {
  /** The `code` query value (null when absent). */
  code: string | null;
  isLogin: boolean;
  /** The page runs inside the chat-app (WeChat) in-app browser (user agent `MicroMessenger`). */
  inChatApp: boolean;
  /** A live bind intent whose state matches the URL's (see {@link bindIntentMatches}). */
  bindIntent: boolean;
  /**
   * The URL's `state` is one this browser started an authorization with (its state cookie, issue 17 item 1).
   * A login code without it came from another browser (a login-CSRF link, a QR scanned elsewhere).
   */
  ownState: boolean;
}

export type CodeStepAction =
  /** B20: no code or an empty one; no token call. */
  | { kind: 'skip' }
  /** B21: logged out inside the chat-app browser → grant official_account. */
  | { kind: 'official-login'; code: string }
  /** B22: logged out elsewhere → grant web_code. */
  | { kind: 'qr-login'; code: string }
  /** B23: logged in with bind intent → bind (official-account bind inside the chat-app browser). */
  | { kind: 'bind'; code: string; official: boolean }
  /** B24: logged in without bind intent → the code is ignored, no call. */
  | { kind: 'ignore' }
  /** Logged out with a code this browser did not ask for (its state is not ours) → refused, no call. */
  | { kind: 'refused' };

export function decideCodeStep(facts: CodeStepFacts): CodeStepAction {
  const code = facts.code?.trim() ?? '';
  if (!code) return { kind: 'skip' };
  if (!facts.isLogin) {
    if (!facts.ownState) return { kind: 'refused' };
    return facts.inChatApp ? { kind: 'official-login', code } : { kind: 'qr-login', code };
  }
  if (facts.bindIntent) return { kind: 'bind', code, official: facts.inChatApp };
  return { kind: 'ignore' };
}

export const CODE_STEP_PARAMS = ['code', 'state', 'redirect'] as const;

/**
 * Only same-site paths are followed (never `//host`, `/\host`, a control character or another scheme):
 * lib/routing/safe-redirect.ts `sitePath`, canonical as the URL parser reads it.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  return sitePath(value);
}

/**
 * B25: the current URL without `code`, `state` and `redirect` (path + query + hash, for
 * history.replaceState), and the safe `redirect` it carried, if any.
 */
export function cleanCodeUrl(href: string): { cleaned: string; redirect: string | null } {
  const url = new URL(href, 'http://internal');
  const redirect = safeRedirectPath(url.searchParams.get('redirect'));
  for (const param of CODE_STEP_PARAMS) url.searchParams.delete(param);
  return { cleaned: `${url.pathname}${url.search}${url.hash}`, redirect };
}

/**
 * Where the chat-app sandbox should send the browser back to (the `redirectUri` of `/redirect`): the
 * current page without a previous code, keeping the login's `redirect` (the login dialog's target wins).
 */
export function codeReturnPath(current: string, redirect: string | null | undefined): string {
  const url = new URL(current, 'http://internal');
  for (const param of CODE_STEP_PARAMS) url.searchParams.delete(param);
  const target = safeRedirectPath(redirect ?? null);
  if (target) url.searchParams.set('redirect', target);
  return `${url.pathname}${url.search}`;
}

/** After the step: the `redirect` when given, else stay on the cleaned current path. */
export function codeStepDestination(cleaned: string, redirect: string | null): string {
  return redirect ?? cleaned;
}

/** Pages where an official-account login failure asks to log in before publishing (S66). */
const POST_CREATE_PATHS = [/^\/community\/circle\/post\/create(?:[/?#]|$)/, /^\/circle\/post\/create(?:[/?#]|$)/];

/** B26: S66 when the redirect is a post-create page, else S67. */
export function officialLoginFailureKey(redirect: string | null): MessageKey {
  return redirect && POST_CREATE_PATHS.some((p) => p.test(redirect)) ? 'codeStep.officialFailedPublish' : 'codeStep.officialFailed';
}

export interface BindIntent {
  /** The state sent to the authorization page with the bind. */
  state: string;
  /** When the bind button was pressed (ms). */
  at: number;
}

/** The bind intent counts when it is younger than 10 minutes and carries the URL's state. */
export function bindIntentMatches(intent: BindIntent | null, state: string | null, now: number): boolean {
  if (!intent || !state) return false;
  const age = now - intent.at;
  return age >= 0 && age <= CHAT_APP_BIND_INTENT_TTL_MS && intent.state === state;
}
