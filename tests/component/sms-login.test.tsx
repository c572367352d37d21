/**
 * The sms login tab (C12–C21) against its error rows (S31–S33, S63), the send button waiting for the slider (R61),
 * a mobile entered with its dial code (R09), and the dialog on mobile (W07) and in the chat-app browser (W23, C06).
 * The network is mocked with msw; the slider is solved with the keyboard.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginDialog } from '@/components/auth/login-dialog';
import { SmsLoginForm } from '@/components/auth/sms-login-form';
import { AntdScope } from '@/components/providers/antd-scope';
import { useDialogs } from '@/stores/dialogs';
import { envelope, refuse, type Refusal } from '../mocks/envelope';
import { authHandlers, pendingCaptcha } from '../mocks/handlers/auth';
import { bodyOf } from '../mocks/request';
import { API, server, startMockServer } from '../mocks/server';
import { renderWithI18n } from './render';

startMockServer();

const PIXEL = 'data:image/png;base64,iVBORw0KGgo=';
/** Puzzles served (a re-initialised captcha asks for a new one), sms-code bodies sent, token calls made. */
let puzzles: number;
let smsBodies: Record<string, unknown>[];
let smsAnswers: (Refusal | 'network')[];
let tokenAnswer: Refusal | 'network';
let tokenCalls: number;

beforeEach(() => {
  puzzles = 0;
  smsBodies = [];
  smsAnswers = [];
  tokenCalls = 0;
  tokenAnswer = 'network';
  server.use(
    authHandlers.captcha(() => {
      puzzles += 1;
      return { captchaId: `c${puzzles}`, background: PIXEL, piece: PIXEL, y: 20, width: 300, height: 150, pieceSize: 50 };
    }),
    authHandlers.captchaCheck({ captchaVerifyParam: 'pass-1' }),
    http.post(`${API}/admin/v4/sms-code`, async ({ request }) => {
      smsBodies.push(await bodyOf<Record<string, unknown>>(request));
      const answer = smsAnswers.shift();
      if (answer === 'network') return HttpResponse.error();
      return envelope(null, answer ?? { secretKey: 'sk-1', countdown: 60 }, request);
    }),
    http.post(`${API}/auth/oauth/token`, ({ request }) => {
      tokenCalls += 1;
      return tokenAnswer === 'network' ? HttpResponse.error() : envelope(null, tokenAnswer, request);
    }),
  );
});

function renderForm(locale: 'zh' | 'en' = 'zh') {
  renderWithI18n(
    <AntdScope>
      <SmsLoginForm />
    </AntdScope>,
    locale,
  );
}

/** The dial code the country selector shows. */
const countryShown = () => screen.getByTestId('sms-login-form').querySelector('.ant-select-content')?.firstChild?.textContent;

const sendButton = () => screen.getByTestId('send-code') as HTMLButtonElement;

/** Key presses with event times a person at the keys would make (the slider records them as its track). */
function press(handle: HTMLElement, key: string, at: number) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  Object.defineProperty(event, 'timeStamp', { value: at });
  act(() => {
    handle.dispatchEvent(event);
  });
}

async function solveSlider() {
  const handle = await screen.findByRole('slider');
  press(handle, 'PageUp', 1000);
  press(handle, 'PageUp', 1300);
  press(handle, 'Enter', 1800);
  await waitFor(() => expect(sendButton().disabled).toBe(false));
}

function typeMobile(value: string) {
  fireEvent.change(screen.getByTestId('login-mobile'), { target: { value } });
}

async function clickSend() {
  await act(async () => fireEvent.click(sendButton()));
  await act(async () => new Promise((r) => setTimeout(r, 30)));
}

describe('sms login tab', { timeout: 30_000 }, () => {
  it('R61 C12 the send-code button stays disabled until the slider captcha succeeds', async () => {
    renderForm();
    typeMobile('13800000001');
    await screen.findByRole('slider');
    expect(sendButton().disabled).toBe(true);
    await solveSlider();
    expect(sendButton().disabled).toBe(false);
  });

  it('S32 send-code answered with code 1 shows 获取验证码失败 and re-initialises the captcha', async () => {
    renderForm();
    typeMobile('13800000001');
    await solveSlider();
    expect(puzzles).toBe(1);
    smsAnswers.push(refuse(1, '短信发送失败'));
    await clickSend();
    expect(await screen.findByText('获取验证码失败')).toBeTruthy();
    expect(smsBodies).toHaveLength(1);
    // a new puzzle, and the send button waits for it again
    await waitFor(() => expect(puzzles).toBe(2));
    expect(sendButton().disabled).toBe(true);
  });

  it('S33 a send-code network failure shows 获取验证码失败 and re-initialises the captcha', async () => {
    renderForm();
    typeMobile('13800000001');
    await solveSlider();
    smsAnswers.push('network');
    await clickSend();
    expect(await screen.findByText('获取验证码失败')).toBeTruthy();
    await waitFor(() => expect(puzzles).toBe(2));
    expect(sendButton().disabled).toBe(true);
  });

  it('S31 a network failure on login shows 登录失败 and refreshes the captcha; S63 a wrong code reads 验证码错误', async () => {
    renderForm();
    typeMobile('13800000001');
    await solveSlider();
    await clickSend();
    expect(smsBodies).toEqual([{ messageType: 'LOGIN', mobile: '13800000001', captchaVerifyParam: 'pass-1' }]);
    fireEvent.change(screen.getByTestId('login-code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('login-agree'));
    tokenAnswer = 'network';
    await act(async () => fireEvent.click(screen.getByTestId('login-submit')));
    expect(await screen.findByText('登录失败')).toBeTruthy();
    await waitFor(() => expect(puzzles).toBe(2));
    expect(tokenCalls).toBe(1);

    tokenAnswer = refuse(20003, 'sms code incorrect');
    await act(async () => fireEvent.click(screen.getByTestId('login-submit')));
    expect(await screen.findByText('验证码错误')).toBeTruthy();
    expect(tokenCalls).toBe(2);
  });

  it('R09 a mobile entered with its dial code is split against the known area codes', async () => {
    renderForm();
    typeMobile('+85291234567');
    fireEvent.blur(screen.getByTestId('login-mobile'));
    await waitFor(() => expect((screen.getByTestId('login-mobile') as HTMLInputElement).value).toBe('91234567'));
    expect(countryShown()).toBe('+852');
    await solveSlider();
    await clickSend();
    // the dial code goes with the number (C18 decides how it is written)
    expect(String(smsBodies[0]?.mobile)).toMatch(/^\+?85291234567$/);
  });

  it('R09 a bare mainland mobile stays as typed under +86', async () => {
    renderForm();
    typeMobile('13800000001');
    fireEvent.blur(screen.getByTestId('login-mobile'));
    expect((screen.getByTestId('login-mobile') as HTMLInputElement).value).toBe('13800000001');
    expect(countryShown()).toBe('+86');
  });
});

describe('the login dialog by device', { timeout: 30_000 }, () => {
  let captcha: ReturnType<typeof pendingCaptcha>;
  beforeEach(() => {
    captcha = pendingCaptcha();
    server.use(captcha.handler);
  });
  afterEach(() => {
    captcha.release();
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    useDialogs.setState({ login: { open: false, options: {} } });
  });

  it('W07 on mobile the login dialog is full-screen with the sms tab as default', () => {
    vi.stubEnv('NEXT_PUBLIC_CHAT_APP_LOGIN', '1');
    useDialogs.setState({ login: { open: true, options: {} } });
    renderWithI18n(<LoginDialog />, 'zh', 'mobile');
    const modal = document.querySelector('.ant-modal') as HTMLElement;
    expect(modal.style.width).toBe('100%');
    expect(modal.style.top).toBe('0px');
    expect(modal.style.maxWidth).toBe('100vw');
    expect(screen.getByRole('tab', { name: '验证码登录' }).getAttribute('aria-selected')).toBe('true');
  });

  it('W23 C06 in the chat-app browser no dialog shows: the page goes to the official-account authorization', async () => {
    vi.stubEnv('NEXT_PUBLIC_CHAT_APP_LOGIN', '1');
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.47');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    useDialogs.setState({ login: { open: true, options: { redirect: '/mine/account-setting' } } });
    renderWithI18n(<LoginDialog />, 'zh', 'mobile');
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(document.querySelector('.ant-modal')).toBeNull();
    const url = new URL(String(assign.mock.calls[0]?.[0]));
    expect(url.pathname).toBe('/api/sandbox/chat-app/authorize');
    expect(url.searchParams.get('scope')).toBe('snsapi_userinfo');
    expect(new URL(url.searchParams.get('redirect_uri') as string).searchParams.get('redirectUri')).toContain('redirect=%2Fmine%2Faccount-setting');
  });
});
