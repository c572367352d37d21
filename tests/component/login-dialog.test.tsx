/**
 * The login dialog (C01–C33, A13; the network mocked with msw): its frame, the phone and code fields, the privacy
 * and remember-me ticks, what each tab sends to `POST /auth/oauth/token`, one request per click, the error texts,
 * and what a success or a failure does to the dialog. The tabs' default choice (C03–C05, C07) and the QR tab (C08)
 * are in qr-login-tab.test.tsx.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginDialog } from '@/components/auth/login-dialog';
import { LoginHost } from '@/components/auth/login-host';
import { LoginTipHost } from '@/components/auth/login-tip-host';
import type { Token } from '@/lib/contract/auth';
import { encryptPassword } from '@/lib/session/password-crypto';
import { clearSession, getAccessToken, getSession, setVisitCount, setVisitLimit } from '@/lib/session/session';
import { useDialogs } from '@/stores/dialogs';
import { useLoginTip } from '@/stores/login-tip';
import { useSessionStore } from '@/stores/session';
import { refuse, type Refusal } from '../mocks/envelope';
import { authHandlers } from '../mocks/handlers/auth';
import { memberHandlers, memberInfo } from '../mocks/handlers/member';
import { bodyOf } from '../mocks/request';
import { API, server, startMockServer } from '../mocks/server';
import { renderWithI18n } from './render';
import { navigation } from './navigation';

// the page these components are on
beforeEach(() => {
  navigation.pathname = '/community/demand_supply/latest';
});

vi.mock('qrcode', () => ({ default: { toDataURL: () => Promise.resolve('data:image/png;base64,iVBORw0KGgo=') }, toDataURL: () => Promise.resolve('data:image/png;base64,iVBORw0KGgo=') }));

startMockServer();

const PIXEL = 'data:image/png;base64,iVBORw0KGgo=';
const TOKEN: Token = { access_token: 'a-1', refresh_token: 'r-1', token_type: 'bearer', expires_in: 2_592_000, scope: 'server', identity: '13800000004', memberId: 1004 };

/** The token calls' form bodies, the sms-code bodies, the member calls (in order), and the next token answers. */
let tokens: Record<string, string>[];
let smsCodes: unknown[];
let calls: string[];
let answers: (Refusal | 'network')[];
let tokenDelayMs: number;
const assign = vi.fn();
const reload = vi.fn();
const realLocation = window.location;
const browserAgent = navigator.userAgent;

function setLocation(path: string) {
  Object.defineProperty(window, 'location', { configurable: true, value: Object.assign(new URL(`http://localhost:3000${path}`), { assign, reload }) });
}

beforeEach(() => {
  tokens = [];
  smsCodes = [];
  calls = [];
  answers = [];
  tokenDelayMs = 0;
  setLocation('/news');
  server.use(
    authHandlers.captcha({ captchaId: 'c1', background: PIXEL, piece: PIXEL, y: 20, width: 300, height: 150, pieceSize: 50 }),
    authHandlers.captchaCheck({ captchaVerifyParam: 'pass-1' }),
    authHandlers.smsCode(async (request) => {
      smsCodes.push(await bodyOf(request));
      return { secretKey: 'secret-9', countdown: 60 };
    }),
    http.post(`${API}/auth/oauth/token`, async ({ request }) => {
      tokens.push(Object.fromEntries(new URLSearchParams(await request.text())));
      if (tokenDelayMs) await delay(tokenDelayMs);
      const answer = answers.shift();
      if (answer === 'network') return HttpResponse.error();
      if (answer) return HttpResponse.json({ code: answer.code, msg: answer.msg, data: null });
      return HttpResponse.json({ code: 0, msg: 'ok', data: TOKEN });
    }),
    memberHandlers.registerStatus(() => {
      calls.push('register/status');
      return { isRegister: true, isRequired: true, step: 4 };
    }),
    memberHandlers.basicInfo(() => {
      calls.push('basic-info');
      return memberInfo();
    }),
    memberHandlers.membershipBenefit([]),
    memberHandlers.authorities([]),
  );
});

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllEnvs();
  clearSession();
  useSessionStore.getState().reset();
  useDialogs.setState({ login: { open: false, options: {} } });
  useLoginTip.getState().hide();
  Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
  Object.defineProperty(window.navigator, 'userAgent', { value: browserAgent, configurable: true });
});

function openDialog(options = {}, device: 'desktop' | 'mobile' = 'desktop') {
  vi.stubEnv('NEXT_PUBLIC_CHAT_APP_LOGIN', '');
  useDialogs.setState({ login: { open: true, options } });
  return renderWithI18n(<LoginDialog />, 'zh', device);
}

const settle = () => act(async () => new Promise((r) => setTimeout(r, 50)));

async function passwordTab() {
  fireEvent.click(await screen.findByRole('tab', { name: '密码登录' }));
  return screen.findByTestId('password-login-form');
}

async function fillPassword(values: { mobile?: string; password?: string; agree?: boolean; rememberMe?: boolean } = {}) {
  const form = await passwordTab();
  fireEvent.change(within(form).getByTestId('login-mobile'), { target: { value: values.mobile ?? '13800000004' } });
  fireEvent.change(within(form).getByTestId('login-password'), { target: { value: values.password ?? 'Demo1234' } });
  if (values.agree ?? true) fireEvent.click(within(form).getByTestId('login-agree'));
  if (values.rememberMe === false) fireEvent.click(within(form).getByLabelText('记住我'));
  return form;
}

async function submit(form: HTMLElement) {
  await act(async () => {
    fireEvent.click(within(form).getByTestId('login-submit'));
  });
  await settle();
}

/** Slides the captcha with the keys (issue 18 item 10) so the send button unlocks. */
async function passCaptcha(form: HTMLElement) {
  const handle = await within(form).findByRole('slider');
  for (const [key, at] of [['PageUp', 100], ['PageUp', 300], ['Enter', 800]] as const) {
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
    Object.defineProperty(event, 'timeStamp', { value: at });
    act(() => {
      handle.dispatchEvent(event);
    });
  }
  await waitFor(() => expect((within(form).getByTestId('send-code') as HTMLButtonElement).disabled).toBe(false));
}

describe('the dialog frame (C01, C02)', { timeout: 20_000 }, () => {
  it('C01 is 400 px wide on desktop and full-screen on mobile', async () => {
    const desktop = openDialog();
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('400px');
    desktop.unmount();
    expect(document.querySelector('.ant-modal')).toBeNull();
    openDialog({}, 'mobile');
    const modal = document.querySelector('.ant-modal') as HTMLElement;
    expect(modal.style.width).toBe('100%');
    expect(modal.style.top).toBe('0px');
    expect(modal.style.maxWidth).toBe('100vw');
  });

  it('C02 a click on the mask leaves it open; the close (X) button closes it without a call or a session change', async () => {
    openDialog();
    const wrap = document.querySelector('.ant-modal-wrap') as HTMLElement;
    fireEvent.mouseDown(wrap);
    fireEvent.mouseUp(wrap);
    fireEvent.click(wrap);
    const mask = document.querySelector('.ant-modal-mask');
    if (mask) fireEvent.click(mask);
    await settle();
    expect(useDialogs.getState().login.open).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(useDialogs.getState().login.open).toBe(false);
    expect(tokens).toEqual([]);
    expect(calls).toEqual([]);
    expect(getSession().isLogin).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('fields (C10, C11, C15, C16)', { timeout: 20_000 }, () => {
  it('C10 the country code starts at +86; the list offers +852, +853, +886, +1 and +44 with their names', async () => {
    openDialog();
    const form = screen.getByTestId('sms-login-form');
    const selector = within(form).getByRole('combobox', { name: '国家/地区' });
    expect(selector.closest('[title]')?.getAttribute('title')).toBe('中国 +86');
    fireEvent.mouseDown(selector);
    const list = await waitFor(() => document.querySelector('.ant-select-dropdown') as HTMLElement);
    const options = () => [...list.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'));
    await waitFor(() => expect(options().slice(0, 4)).toEqual(['中国 +86', '中国香港 +852', '中国澳门 +853', '中国台湾 +886']));
    for (const [typed, name] of [
      ['美国', '美国 +1'],
      ['英国', '英国 +44'],
    ] as const) {
      fireEvent.change(selector, { target: { value: typed } });
      await waitFor(() => expect(options()).toContain(name));
    }
  });

  it('C11 an invalid phone is refused on the field: password login makes no call; sms send-code makes no call', async () => {
    openDialog();
    const form = await fillPassword({ mobile: '1380000' });
    await submit(form);
    expect(await within(form).findByText('请输入正确的手机号')).toBeTruthy();
    const emptyForm = await fillPassword({ mobile: '' });
    await submit(emptyForm);
    expect(await within(emptyForm).findByText('请输入手机号')).toBeTruthy();
    expect(tokens).toEqual([]);

    fireEvent.click(screen.getByRole('tab', { name: '验证码登录' }));
    const sms = screen.getByTestId('sms-login-form');
    await passCaptcha(sms);
    fireEvent.change(within(sms).getByTestId('login-mobile'), { target: { value: '2380000000' } });
    await act(async () => fireEvent.click(within(sms).getByTestId('send-code')));
    await settle();
    expect(await within(sms).findByText('请输入正确的手机号')).toBeTruthy();
    expect(smsCodes).toEqual([]);
  });

  it('C15 the code input takes at most 6 characters; an empty code blocks the login', async () => {
    openDialog();
    const sms = screen.getByTestId('sms-login-form');
    expect(within(sms).getByTestId('login-code').getAttribute('maxlength')).toBe('6');
    fireEvent.change(within(sms).getByTestId('login-mobile'), { target: { value: '13800000004' } });
    fireEvent.click(within(sms).getByTestId('login-agree'));
    await submit(sms);
    expect(await within(sms).findByText('请输入验证码')).toBeTruthy();
    expect(tokens).toEqual([]);
  });

  it('C16 the privacy tick links the agreement and privacy pages in new tabs; without it sms and password login are refused with a prompt', async () => {
    openDialog();
    const sms = screen.getByTestId('sms-login-form');
    const agree = within(sms).getByTestId('login-agree') as HTMLInputElement;
    const links = within(agree.closest('label') as HTMLElement).getAllByRole('link');
    expect(links.map((a) => [a.getAttribute('href'), a.getAttribute('target')])).toEqual([
      ['/site/agreement', '_blank'],
      ['/site/privacy', '_blank'],
    ]);
    expect(agree.checked).toBe(false);
    fireEvent.change(within(sms).getByTestId('login-mobile'), { target: { value: '13800000004' } });
    fireEvent.change(within(sms).getByTestId('login-code'), { target: { value: '123456' } });
    await submit(sms);
    expect(await within(sms).findByText('请阅读并同意用户协议和隐私政策')).toBeTruthy();

    const form = await fillPassword({ agree: false });
    await submit(form);
    expect(await within(form).findByText('请阅读并同意用户协议和隐私政策')).toBeTruthy();
    expect(tokens).toEqual([]);
  });
});

describe('what each tab sends (C17, C18, C19)', { timeout: 20_000 }, () => {
  it('C19/C17 password login sends web_password with the password encrypted (input max 16) and remember_me ticked by default; the session remembers', async () => {
    openDialog();
    const form = await fillPassword();
    expect(within(form).getByTestId('login-password').getAttribute('maxlength')).toBe('16');
    expect((within(form).getByLabelText('记住我') as HTMLInputElement).checked).toBe(true);
    await submit(form);
    await waitFor(() => expect(tokens).toHaveLength(1));
    expect(tokens[0]).toEqual({ grant_type: 'web_password', mobile: '13800000004', password: encryptPassword('Demo1234'), remember_me: 'true', scope: 'server' });
    await waitFor(() => expect(getSession().isLogin).toBe(true));
    expect(getSession().rememberMe).toBe(true);
  });

  it('C17 unticking remember-me sends remember_me false and the session does not remember (no navigation refresh, B31)', async () => {
    openDialog();
    const form = await fillPassword({ rememberMe: false });
    await submit(form);
    await waitFor(() => expect(getSession().isLogin).toBe(true));
    expect(tokens[0]).toMatchObject({ grant_type: 'web_password', remember_me: 'false' });
    expect(getSession().rememberMe).toBe(false);
  });

  it('C18 sms login sends grant mobile with the mobile, the code and the secretKey of the sent code; a mainland number goes bare', async () => {
    openDialog();
    const sms = screen.getByTestId('sms-login-form');
    await passCaptcha(sms);
    fireEvent.change(within(sms).getByTestId('login-mobile'), { target: { value: '13800000004' } });
    await act(async () => fireEvent.click(within(sms).getByTestId('send-code')));
    await waitFor(() => expect(smsCodes).toEqual([{ messageType: 'LOGIN', mobile: '13800000004', captchaVerifyParam: 'pass-1' }]));
    fireEvent.change(within(sms).getByTestId('login-code'), { target: { value: '654321' } });
    fireEvent.click(within(sms).getByTestId('login-agree'));
    await submit(sms);
    await waitFor(() => expect(tokens).toHaveLength(1));
    expect(tokens[0]).toEqual({ grant_type: 'mobile', mobile: '13800000004', smsCode: '654321', secretKey: 'secret-9', scope: 'server' });
  });

  it('C18 an overseas number is sent as dial code and number without +', async () => {
    openDialog();
    const sms = screen.getByTestId('sms-login-form');
    fireEvent.mouseDown(within(sms).getByRole('combobox', { name: '国家/地区' }));
    fireEvent.click(await screen.findByTitle('中国香港 +852'));
    await waitFor(() => expect(within(sms).getByRole('combobox', { name: '国家/地区' }).closest('[title]')?.getAttribute('title')).toBe('中国香港 +852'));
    await passCaptcha(sms);
    fireEvent.change(within(sms).getByTestId('login-mobile'), { target: { value: '61234567' } });
    await act(async () => fireEvent.click(within(sms).getByTestId('send-code')));
    await waitFor(() => expect(smsCodes).toEqual([{ messageType: 'LOGIN', mobile: '85261234567', captchaVerifyParam: 'pass-1' }]));
    fireEvent.change(within(sms).getByTestId('login-code'), { target: { value: '123456' } });
    fireEvent.click(within(sms).getByTestId('login-agree'));
    await submit(sms);
    await waitFor(() => expect(tokens[0]).toMatchObject({ grant_type: 'mobile', mobile: '85261234567' }));
  });
});

describe('submitting (C20, C22, C33, A13)', { timeout: 20_000 }, () => {
  it('C20 the button is disabled while the login is in flight: a double click sends one request', async () => {
    tokenDelayMs = 300;
    openDialog();
    const form = await fillPassword();
    const button = within(form).getByTestId('login-submit');
    await act(async () => {
      fireEvent.click(button);
    });
    await act(async () => {
      fireEvent.click(button);
    });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    await act(async () => {
      fireEvent.click(button);
    });
    await waitFor(() => expect(getSession().isLogin).toBe(true));
    expect(tokens).toHaveLength(1);
  });

  it('C22 errors: the code table (20003 验证码错误, 20022 账号不存在), password code 1 as the password error, anything else and a network failure 登录失败; C33 the dialog stays open', async () => {
    answers.push(refuse(1, 'bad credentials'), refuse(20022, '账号不存在'), refuse(40001, '未知错误'), 'network', refuse(20003, '验证码错误'));
    openDialog();
    const form = await fillPassword();
    for (const expected of ['账号或密码错误', '账号不存在', '登录失败', '登录失败']) {
      await submit(form);
      await waitFor(() => expect(screen.getAllByText(expected).length).toBeGreaterThan(0));
      act(() => {
        for (const notice of document.querySelectorAll('.ant-message-notice')) notice.remove();
      });
    }
    fireEvent.click(screen.getByRole('tab', { name: '验证码登录' }));
    const sms = screen.getByTestId('sms-login-form');
    fireEvent.change(within(sms).getByTestId('login-mobile'), { target: { value: '13800000004' } });
    fireEvent.change(within(sms).getByTestId('login-code'), { target: { value: '111111' } });
    fireEvent.click(within(sms).getByTestId('login-agree'));
    await submit(sms);
    expect((await screen.findAllByText('验证码错误')).length).toBeGreaterThan(0);
    expect(tokens).toHaveLength(5);
    // C33: nothing stored, the dialog still open on every failure
    expect(getAccessToken()).toBeNull();
    expect(calls).toEqual([]);
    expect(useDialogs.getState().login.open).toBe(true);
  });

  it('C33 a successful login stores the session, checks the register status, loads the member, closes the dialog and reloads the page', async () => {
    openDialog();
    const form = await fillPassword();
    await submit(form);
    await waitFor(() => expect(useDialogs.getState().login.open).toBe(false));
    expect(calls).toEqual(['register/status', 'basic-info']);
    expect(getAccessToken()).toBe('a-1');
    expect(useSessionStore.getState().memberInfo?.memberId).toBe(1004);
    expect(await screen.findByText('登录成功')).toBeTruthy();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(assign).not.toHaveBeenCalled();
  });

  it('A13/A12 a visitor sent home with ?redirect gets the dialog 500 ms later; after logging in the browser goes to that path with its query', async () => {
    const wanted = '/mine/account-setting?x=1';
    setLocation(`/community/demand_supply/latest?redirect=${encodeURIComponent(wanted)}`);
    vi.stubEnv('NEXT_PUBLIC_CHAT_APP_LOGIN', '');
    renderWithI18n(<LoginHost />);
    expect(useDialogs.getState().login.open).toBe(false);
    await waitFor(() => expect(useDialogs.getState().login).toEqual({ open: true, options: { redirect: wanted } }));
    const form = await fillPassword();
    await submit(form);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(wanted));
    expect(reload).not.toHaveBeenCalled();
    expect(getSession().isLogin).toBe(true);
  });
});

describe('entry points (C06, C32)', { timeout: 20_000 }, () => {
  it('C06 inside the chat-app browser no dialog shows: the page goes to the official-account authorization, which returns to /redirect', async () => {
    vi.stubEnv('NEXT_PUBLIC_CHAT_APP_LOGIN', '1');
    Object.defineProperty(window.navigator, 'userAgent', {
      value: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.44',
      configurable: true,
    });
    useDialogs.setState({ login: { open: true, options: { redirect: '/circle/3' } } });
    renderWithI18n(<LoginDialog />, 'zh', 'mobile');
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(document.querySelector('.ant-modal')).toBeNull();
    const url = new URL(assign.mock.calls[0]![0] as string);
    expect(url.searchParams.get('scope')).toBe('snsapi_userinfo');
    expect(url.searchParams.get('state')).toMatch(/^[0-9a-f]{24}$/);
    const back = new URL(url.searchParams.get('redirect_uri') as string);
    expect(back.pathname).toBe('/redirect');
    expect(back.searchParams.get('redirectUri')).toContain(encodeURIComponent('/circle/3'));
  });

  it('C32 from the login tip, 立即登录 opens the dialog on its default tab (the QR tab on desktop when enabled) and 立即注册 on the sms tab', async () => {
    vi.stubEnv('NEXT_PUBLIC_CHAT_APP_LOGIN', '1');
    function Page() {
      const open = useDialogs((s) => s.login.open);
      return (
        <>
          <LoginTipHost />
          {open ? <LoginDialog /> : null}
        </>
      );
    }
    for (const [button, tab] of [
      ['login-tip-login', '微信扫码登录'],
      ['login-tip-register', '验证码登录'],
    ] as const) {
      setVisitCount(5);
      setVisitLimit(true);
      const view = renderWithI18n(<Page />);
      fireEvent.click(await screen.findByTestId(button));
      const selected = await screen.findByRole('tab', { name: tab });
      await waitFor(() => expect(selected.getAttribute('aria-selected')).toBe('true'));
      expect(screen.queryByTestId('login-tip')).toBeNull();
      view.unmount();
      act(() => useDialogs.setState({ login: { open: false, options: {} } }));
    }
  });
});
