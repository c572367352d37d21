/**
 * Issue 17 item 1 and attack list 31 in the browser: the code step redeems only a code whose `state` this
 * browser started (its state cookie), sends that state with the token call, and spends it; a login-CSRF link
 * (`/redirect?redirectUri=/news&code=<attacker's code>&state=x`) logs nobody in and makes no call.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runCodeStep } from '@/components/auth/code-step-runner';
import { useCodeStepStore } from '@/components/auth/code-step-store';
import { decide } from '@/lib/routing/decide';
import { CHAT_APP_STATE_COOKIE, isOwnAuthState, saveBindIntent, startAuthState } from '@/lib/session/chat-app';
import { saveLoginSession } from '@/lib/session/session';
import { createTranslate } from '@/lib/i18n/translate';
import { zh } from '@/locales/zh';

const mocks = vi.hoisted(() => ({
  loginByWebCode: vi.fn(),
  loginByOfficialAccount: vi.fn(),
  bindChatApp: vi.fn(),
  bindChatAppOfficial: vi.fn(),
  finishLogin: vi.fn(),
  leaveAfterLogin: vi.fn(),
}));
vi.mock('@/lib/api/auth', () => ({ loginByWebCode: mocks.loginByWebCode, loginByOfficialAccount: mocks.loginByOfficialAccount }));
vi.mock('@/lib/api/chat-app', () => ({ bindChatApp: mocks.bindChatApp, bindChatAppOfficial: mocks.bindChatAppOfficial }));
vi.mock('@/lib/api/client', () => ({ clientTransport: { get: () => Promise.resolve(null) } }));
vi.mock('@/components/auth/after-login', () => ({ finishLogin: mocks.finishLogin, leaveAfterLogin: mocks.leaveAfterLogin }));

const t = createTranslate(zh);
const TOKEN = { access_token: 'a', refresh_token: 'r', token_type: 'bearer', expires_in: 3600, scope: 'server', identity: '13800000002', memberId: 2 };
let n = 0;

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
  mocks.loginByWebCode.mockResolvedValue(TOKEN);
  mocks.bindChatApp.mockResolvedValue(true);
  mocks.finishLogin.mockResolvedValue('done');
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
    expect(mocks.loginByWebCode).not.toHaveBeenCalled();
    expect(mocks.loginByOfficialAccount).not.toHaveBeenCalled();
    expect(useCodeStepStore.getState().notice).toEqual({ kind: 'error', text: t('codeStep.notStartedHere') });
    expect(window.location.search).toBe('');
  });

  it('security 31: a state started by another browser (not in this cookie) is refused even when well formed', async () => {
    const elsewhere = 'a1b2c3d4e5f60718293a4b5c';
    arriveAt(`/news?code=scanned-elsewhere-${n}&state=${elsewhere}`);
    expect(await runCodeStep(t)).toBe('refused');
    expect(mocks.loginByWebCode).not.toHaveBeenCalled();
  });

  it('security: the browser that started the authorization logs in, sending its state, and the state is spent', async () => {
    const state = startAuthState();
    expect(document.cookie).toContain(`${CHAT_APP_STATE_COOKIE}=`);
    arriveAt(`/news?code=good-${n}&state=${state}`);
    expect(await runCodeStep(t)).toBe('qr-login');
    expect(mocks.loginByWebCode).toHaveBeenCalledWith(expect.anything(), `good-${n}`, state);
    expect(isOwnAuthState(state)).toBe(false);
    // the same link again (a reload, a second tab) is refused without a call
    arriveAt(`/news?code=good-${n}-again&state=${state}`);
    expect(await runCodeStep(t)).toBe('refused');
    expect(mocks.loginByWebCode).toHaveBeenCalledTimes(1);
  });

  it('security: a bind sends the state it was started with', async () => {
    saveLoginSession({ access_token: 'member', refresh_token: 'r', expires_in: 3600, memberId: 1 }, { rememberMe: true });
    const state = startAuthState();
    saveBindIntent({ state, at: Date.now() });
    arriveAt(`/mine/account-setting?code=bind-${n}&state=${state}`);
    expect(await runCodeStep(t)).toBe('bind');
    expect(mocks.bindChatApp).toHaveBeenCalledWith(expect.anything(), `bind-${n}`, state);
  });
});
