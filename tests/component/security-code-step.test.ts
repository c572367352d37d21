/**
 * Issue 17 item 1 and attack list 31 in the browser: the code step redeems only a code whose `state` this
 * browser started (its state cookie), sends that state with the token call, and spends it; a login-CSRF link
 * (`/redirect?redirectUri=/news&code=<attacker's code>&state=x`) logs nobody in and makes no call. The network
 * is mocked with msw: the token call, the bind and the after-login reads run for real.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runCodeStep } from '@/components/auth/code-step-runner';
import { useCodeStepStore } from '@/components/auth/code-step-store';
import type { Token } from '@/lib/contract/auth';
import { decide } from '@/lib/routing/decide';
import { CHAT_APP_STATE_COOKIE, isOwnAuthState, saveBindIntent, startAuthState } from '@/lib/session/chat-app';
import { clearSession, saveLoginSession } from '@/lib/session/session';
import { createTranslate } from '@/lib/i18n/translate';
import { zh } from '@/locales/zh';
import { useSessionStore } from '@/stores/session';
import { authHandlers, grantOf } from '../mocks/handlers/auth';
import { memberHandlers, memberInfo } from '../mocks/handlers/member';
import { bodyOf } from '../mocks/request';
import { server, startMockServer } from '../mocks/server';

// leaving the page after a login is a browser navigation (window.location, 200 ms later): recorded instead
const leaveAfterLogin = vi.hoisted(() => vi.fn());
vi.mock('@/components/auth/after-login', async (importOriginal) => ({ ...(await importOriginal<object>()), leaveAfterLogin }));

startMockServer();

const t = createTranslate(zh);
const TOKEN: Token = { access_token: 'a', refresh_token: 'r', token_type: 'bearer', expires_in: 3600, scope: 'server', identity: '13800000002', memberId: 2 };
let n = 0;
/** The token calls' form fields and the bind bodies the step sent. */
let grants: Record<string, string>[];
let binds: unknown[];

function arriveAt(path: string): void {
  window.history.replaceState(null, '', path);
}

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

beforeEach(() => {
  clearCookies();
  localStorage.clear();
  grants = [];
  binds = [];
  server.use(
    authHandlers.token(async (request) => {
      grants.push(await grantOf(request));
      return TOKEN;
    }),
    authHandlers.bindChatApp(async (request) => {
      binds.push(await bodyOf(request));
      return true;
    }),
    memberHandlers.registerStatus({ isRegister: true, isRequired: false, step: 4 }),
    memberHandlers.basicInfo(memberInfo({ memberId: 2, phoneNumber: '13800000002' })),
    memberHandlers.membershipBenefit([]),
    memberHandlers.authorities([]),
  );
  n += 1;
});
afterEach(() => {
  vi.clearAllMocks();
  useCodeStepStore.setState({ notice: null });
});

describe('the chat-app code step (issue 17 item 1)', () => {
  it('security: the login-CSRF link logs nobody in: no state of ours → refused, no token call, code and state gone from the URL', async () => {
    const decision = decide({
      pathname: '/redirect',
      search: `?redirectUri=%2Fnews&code=attacker-code-${n}&state=x`,
      host: 'localhost:3000',
      session: { isLogin: false, memberId: null, lang: null },
      layoutCookie: null,
      device: { isMobile: false, isTablet: false },
    });
    expect(decision).toEqual({ kind: 'redirect', location: `/news?code=attacker-code-${n}&state=x` });
    arriveAt((decision as { location: string }).location);
    expect(await runCodeStep(t)).toBe('refused');
    expect(grants).toEqual([]);
    expect(useCodeStepStore.getState().notice).toEqual({ kind: 'error', text: t('codeStep.notStartedHere') });
    expect(window.location.search).toBe('');
  });

  it('security 31: a state started by another browser (not in this cookie) is refused even when well formed', async () => {
    const elsewhere = 'a1b2c3d4e5f60718293a4b5c';
    arriveAt(`/news?code=scanned-elsewhere-${n}&state=${elsewhere}`);
    expect(await runCodeStep(t)).toBe('refused');
    expect(grants).toEqual([]);
  });

  it('security: the browser that started the authorization logs in, sending its state, and the state is spent', async () => {
    const state = startAuthState();
    expect(document.cookie).toContain(`${CHAT_APP_STATE_COOKIE}=`);
    arriveAt(`/news?code=good-${n}&state=${state}`);
    expect(await runCodeStep(t)).toBe('qr-login');
    expect(grants).toEqual([{ grant_type: 'web_code', code: `good-${n}`, state, scope: 'server' }]);
    expect(isOwnAuthState(state)).toBe(false);
    // logged in: the member was read and the page is left
    expect(useSessionStore.getState().memberInfo?.memberId).toBe(2);
    expect(leaveAfterLogin).toHaveBeenCalledWith(null);
    // the same link again (a second tab, or after logging out) is refused without a call
    clearSession();
    arriveAt(`/news?code=good-${n}-again&state=${state}`);
    expect(await runCodeStep(t)).toBe('refused');
    expect(grants).toHaveLength(1);
  });

  it('security: a bind sends the state it was started with', async () => {
    saveLoginSession({ access_token: 'member', refresh_token: 'r', expires_in: 3600, memberId: 1 }, { rememberMe: true });
    const state = startAuthState();
    saveBindIntent({ state, at: Date.now() });
    arriveAt(`/mine/account-setting?code=bind-${n}&state=${state}`);
    expect(await runCodeStep(t)).toBe('bind');
    expect(binds).toEqual([{ code: `bind-${n}`, state }]);
    expect(useCodeStepStore.getState().notice).toEqual({ kind: 'success', text: t('codeStep.bound') });
  });
});
