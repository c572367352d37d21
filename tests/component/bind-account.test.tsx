/**
 * C26 (with S25/S29/S62): bind mode of the login dialog offers an existing account by mobile and password;
 * `PUT /admin/wx/auth/bind/account` gets `{account, accountType: 'MOBILE', password}` with the password
 * encrypted like password login; a reset by mobile in bind mode binds with the new password.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginDialog } from '@/components/auth/login-dialog';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import { AntdScope } from '@/components/providers/antd-scope';
import type { Token } from '@/lib/contract/auth';
import { encryptPassword } from '@/lib/session/password-crypto';
import { clearSession, getAccessToken, getSession } from '@/lib/session/session';
import { useDialogs } from '@/stores/dialogs';
import { useSessionStore } from '@/stores/session';
import { refuse, type Refusal } from '../mocks/envelope';
import { authHandlers, pendingCaptcha } from '../mocks/handlers/auth';
import { memberHandlers, memberInfo } from '../mocks/handlers/member';
import { bodyOf } from '../mocks/request';
import { server, startMockServer } from '../mocks/server';
import { renderWithI18n } from './render';

startMockServer();

const TOKEN: Token = { access_token: 'a', refresh_token: 'r', token_type: 'bearer', expires_in: 3600, scope: 'server', identity: '13800000004', memberId: 1004 };

/** The calls the dialog made (`METHOD path`, with the bearer token it carried), the bind bodies, and the next bind answers. */
let calls: string[];
let binds: unknown[];
let bindAnswers: Refusal[];
let resets: unknown[];
let captcha: ReturnType<typeof pendingCaptcha>;
const assign = vi.fn();
const reload = vi.fn();
const realLocation = window.location;

function called(request: Request) {
  calls.push(`${request.method} ${new URL(request.url).pathname.replace(/^\/api/, '')} ${request.headers.get('authorization') ?? '-'}`);
}

function openBindDialog() {
  useDialogs.setState({ login: { open: true, options: { bindMobile: true, redirect: '/circle' } } });
  renderWithI18n(<LoginDialog />, 'zh', 'desktop');
}

async function submitBindAccount(values: { mobile?: string; password?: string; agree?: boolean }) {
  fireEvent.click(screen.getByRole('tab', { name: '绑定已有账号' }));
  const form = await screen.findByTestId('bind-account-form');
  fireEvent.change(form.querySelector('[data-testid="login-mobile"]') as Element, { target: { value: values.mobile ?? '13800000004' } });
  fireEvent.change(screen.getByTestId('bind-account-password'), { target: { value: values.password ?? 'Demo1234' } });
  if (values.agree ?? true) fireEvent.click(form.querySelector('[data-testid="login-agree"] input') ?? screen.getAllByTestId('login-agree')[1]!);
  await act(async () => {
    fireEvent.click(screen.getByTestId('bind-account-submit'));
  });
  await act(async () => {
    await new Promise((r) => setTimeout(r, 50));
  });
}

beforeEach(() => {
  calls = [];
  binds = [];
  bindAnswers = [];
  resets = [];
  captcha = pendingCaptcha();
  // a real URL keeps the origin the API client resolves `/api` against; leaving the page is recorded instead
  Object.defineProperty(window, 'location', { configurable: true, value: Object.assign(new URL('http://localhost:3000/news'), { assign, reload }) });
  server.use(
    captcha.handler,
    authHandlers.bindAccount(async (request) => {
      called(request);
      binds.push(await bodyOf(request));
      return bindAnswers.shift() ?? TOKEN;
    }),
    authHandlers.resetPassword(async (request) => {
      resets.push(await bodyOf(request));
      return true;
    }),
    memberHandlers.registerStatus((request) => {
      called(request);
      return { isRegister: true, isRequired: true, step: 4 };
    }),
    memberHandlers.basicInfo((request) => {
      called(request);
      return memberInfo();
    }),
    memberHandlers.membershipBenefit([]),
    memberHandlers.authorities([]),
  );
});
afterEach(() => {
  captcha.release();
  vi.clearAllMocks();
  clearSession();
  useDialogs.setState({ login: { open: false, options: {} } });
  Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
});

describe('bind mode: bind an existing account (C26)', { timeout: 20_000 }, () => {
  it('offers the sms bind (default) and the existing-account tab', () => {
    openBindDialog();
    expect(screen.getByRole('tab', { name: '绑定手机号' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: '绑定已有账号' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: '密码登录' })).toBeNull();
  });

  it('sends {account, accountType: MOBILE, password} with the password encrypted, then continues like a login', async () => {
    openBindDialog();
    await submitBindAccount({});
    await waitFor(() => expect(binds).toHaveLength(1));
    expect(binds).toEqual([{ account: '13800000004', accountType: 'MOBILE', password: encryptPassword('Demo1234') }]);
    expect((binds[0] as { password: string }).password).not.toBe('Demo1234');
    // B11–B16 as after a login: the answered token is stored (remembered), the register status and the member load with it, then the redirect
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/circle'));
    expect(calls).toEqual(['PUT /admin/wx/auth/bind/account -', 'GET /admin/member/register/status Bearer a', 'GET /admin/member/basic-info Bearer a']);
    expect(getAccessToken()).toBe('a');
    expect(getSession().rememberMe).toBe(true);
    expect(useSessionStore.getState().memberInfo?.nickname).toBe('周子航');
    expect(await screen.findByText('账号绑定成功')).toBeTruthy();
  });

  it('R11 the privacy tick is required', async () => {
    openBindDialog();
    await submitBindAccount({ agree: false });
    expect(binds).toEqual([]);
  });

  it('S29/S62 a wrong password (code 1) shows the server message in a closable error toast; the form stays usable', async () => {
    bindAnswers.push(refuse(1, '账号或密码错误'));
    openBindDialog();
    await submitBindAccount({});
    expect(await screen.findByText('绑定失败')).toBeTruthy();
    expect(await screen.findByText('账号或密码错误')).toBeTruthy();
    // no login follows: nothing stored, no register status asked
    expect(calls).toEqual(['PUT /admin/wx/auth/bind/account -']);
    expect(getAccessToken()).toBeNull();
    expect((screen.getByTestId('bind-account-submit') as HTMLButtonElement).disabled).toBe(false);
  });

  it('S25 20009 and S26 20022 use the login table', async () => {
    bindAnswers.push(refuse(20009, 'x'), refuse(20022, 'x'));
    openBindDialog();
    await submitBindAccount({});
    expect(await screen.findByText('该手机号已绑定其他微信')).toBeTruthy();
    await waitFor(() => expect((screen.getByTestId('bind-account-submit') as HTMLButtonElement).disabled).toBe(false));
    await act(async () => {
      fireEvent.click(screen.getByTestId('bind-account-submit'));
    });
    expect(await screen.findByText('账号不存在')).toBeTruthy();
    expect(binds).toHaveLength(2);
    expect(getAccessToken()).toBeNull();
  });

  it('forgot password opens the reset view from the bind tab', async () => {
    openBindDialog();
    fireEvent.click(screen.getByRole('tab', { name: '绑定已有账号' }));
    fireEvent.click(await screen.findByTestId('bind-account-forgot'));
    expect(await screen.findByTestId('reset-form')).toBeTruthy();
  });
});

describe('reset in bind mode (C26 from the reset form)', { timeout: 20_000 }, () => {
  type Bind = (mobile: string, password: string, rememberMe: boolean) => Promise<'left' | 'stay' | false>;
  async function resetWith(bind: Bind) {
    const onDone = vi.fn();
    renderWithI18n(
      <AntdScope>
        <ResetPasswordForm onDone={onDone} onBack={vi.fn()} bind={bind} />
      </AntdScope>,
    );
    const form = screen.getByTestId('reset-form');
    fireEvent.change(form.querySelector('[data-testid="login-mobile"]') as Element, { target: { value: '13800000004' } });
    fireEvent.change(screen.getByTestId('reset-code'), { target: { value: '123456' } });
    fireEvent.change(screen.getByTestId('reset-password'), { target: { value: 'NewPass123' } });
    fireEvent.change(screen.getByTestId('reset-confirm'), { target: { value: 'NewPass123' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('reset-submit'));
    });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    return onDone;
  }

  it('a reset by mobile binds that account with the new password', async () => {
    const bind = vi.fn<Bind>().mockResolvedValue('left');
    const onDone = await resetWith(bind);
    await waitFor(() => expect(bind).toHaveBeenCalledWith('13800000004', 'NewPass123', true));
    expect(resets).toEqual([{ mobile: '13800000004', code: '123456', secretKey: '', password: encryptPassword('NewPass123') }]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('a failed bind returns to the password tab', async () => {
    const bind = vi.fn<Bind>().mockResolvedValue(false);
    const onDone = await resetWith(bind);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });
});
