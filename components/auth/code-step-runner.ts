/**
 * The browser side of the authorization-code step (B20–B26), loaded only on a page whose URL has `code`:
 * decides (lib/session/code-step), removes `code`, `state` and `redirect` from the URL at once (a reload
 * never replays a spent code), then logs in (official_account / web_code) and continues with the
 * after-login flow, or binds the chat-app account, or does nothing. A login code whose `state` this browser
 * did not start (its state cookie, lib/session/chat-app.ts) is refused without a call; the calls send the
 * state, to which the API binds the code.
 */
import { finishLogin, leaveAfterLogin } from '@/components/auth/after-login';
import { useCodeStepStore } from '@/components/auth/code-step-store';
import { useWizard } from '@/components/wizard/wizard-store';
import { loginByOfficialAccount, loginByWebCode } from '@/lib/api/auth';
import { bindChatApp, bindChatAppOfficial } from '@/lib/api/chat-app';
import { clientTransport } from '@/lib/api/client';
import { isApiError } from '@/lib/api/errors';
import { CODE_FAIL, ERR_ACCOUNT_WX_BOUND, ERR_WX_BOUND_OTHER } from '@/lib/constants';
import type { Token } from '@/lib/contract/auth';
import { clearBindIntent, forgetAuthState, isChatAppBrowser, isOwnAuthState, readBindIntent } from '@/lib/session/chat-app';
import { bindIntentMatches, cleanCodeUrl, decideCodeStep, officialLoginFailureKey, type CodeStepAction } from '@/lib/session/code-step';
import { readBrowserSession } from '@/lib/session/cookies';
import { logout } from '@/lib/session/logout';
import { getSession, setWxBound } from '@/lib/session/session';
import type { MessageKey } from '@/locales/zh';
import { useDialogs } from '@/stores/dialogs';
import { useSessionStore } from '@/stores/session';

type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

/** S27–S29: the message of a failed bind (code 1: the server's message). */
export function bindErrorText(error: unknown, t: Translate): string {
  if (isApiError(error)) {
    if (error.code === ERR_ACCOUNT_WX_BOUND) return t('codeStep.accountWxBound');
    if (error.code === ERR_WX_BOUND_OTHER) return t('codeStep.wxBoundOther');
    if (error.code === CODE_FAIL && error.msg) return error.msg;
  }
  return t('bindMobile.failed');
}

let started: string | null = null;

/** Runs the step for the current URL once per code (a second mount with the same code does nothing). */
export async function runCodeStep(t: Translate): Promise<CodeStepAction['kind']> {
  const query = new URLSearchParams(window.location.search);
  const code = query.get('code');
  const state = query.get('state');
  const key = `${code}|${state}`;
  if (started === key) return 'skip';
  started = key;

  const session = readBrowserSession();
  const action = decideCodeStep({
    code,
    isLogin: session.isLogin,
    inChatApp: isChatAppBrowser(navigator.userAgent),
    bindIntent: bindIntentMatches(readBindIntent(), state, Date.now()),
    ownState: isOwnAuthState(state),
  });
  // The state is spent with its code, whatever happens next (issue 17 item 1).
  forgetAuthState(state);
  const ownState = state ?? '';
  // B25: code, state and redirect leave the URL whatever happens next.
  const { cleaned, redirect } = cleanCodeUrl(window.location.href);
  window.history.replaceState(window.history.state, '', cleaned);
  const show = useCodeStepStore.getState().show;

  switch (action.kind) {
    case 'skip':
    case 'ignore':
      if (redirect) window.location.assign(redirect);
      return action.kind;
    case 'refused':
      // A code this browser did not ask for (a link from someone else, a QR finished on another device): no call.
      show({ kind: 'error', text: t('codeStep.notStartedHere') });
      return action.kind;
    case 'bind': {
      show({ kind: 'running', text: t('codeStep.binding') });
      try {
        await (action.official ? bindChatAppOfficial : bindChatApp)(clientTransport, action.code, ownState);
        setWxBound(true);
        show({ kind: 'success', text: t('codeStep.bound') });
        await useSessionStore.getState().loadMember().catch(() => undefined);
      } catch (error) {
        show({ kind: 'error', text: bindErrorText(error, t) });
      } finally {
        clearBindIntent();
        useCodeStepStore.getState().bindFinished();
      }
      if (redirect) window.location.assign(redirect);
      return action.kind;
    }
    case 'official-login':
    case 'qr-login': {
      show({ kind: 'running', text: t('codeStep.loggingIn') });
      let token: Token;
      try {
        token = await (action.kind === 'official-login' ? loginByOfficialAccount : loginByWebCode)(clientTransport, action.code, ownState);
      } catch (error) {
        const text =
          action.kind === 'official-login'
            ? t(officialLoginFailureKey(redirect))
            : isApiError(error) && error.code === CODE_FAIL && error.msg
              ? `${t('login.failed')}: ${error.msg}`
              : t('login.failed');
        show({ kind: 'error', text });
        return action.kind;
      }
      try {
        const next = await finishLogin(token, true);
        useSessionStore.getState().hydrate(getSession());
        if (next === 'bind-mobile') {
          // D02: the login dialog's sms tab in bind mode
          show(null);
          useDialogs.getState().openLogin({ bindMobile: true, redirect });
        } else if (next === 'supplement') {
          show({ kind: 'success', text: t('login.profileIncomplete') });
          useWizard.getState().open('supplement', { redirect });
        } else {
          show({ kind: 'success', text: t('login.success') });
          leaveAfterLogin(redirect);
        }
      } catch {
        show({ kind: 'error', text: t('auth.verifyFailed') });
        await logout();
        useSessionStore.getState().hydrate(getSession());
      }
      return action.kind;
    }
  }
}
