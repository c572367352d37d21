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
import { ApiError } from '@/lib/api/errors';
import { encryptPassword } from '@/lib/session/password-crypto';
import { useDialogs } from '@/stores/dialogs';
import { renderWithI18n } from './render';

const mocks = vi.hoisted(() => ({
  put: vi.fn(),
  finishLogin: vi.fn(),
  leaveAfterLogin: vi.fn(),
  resetPassword: vi.fn(),
}));
vi.mock('@/lib/api/client', () => ({ clientTransport: { put: mocks.put } }));
vi.mock('@/lib/api/auth', () => ({ getCaptcha: () => new Promise(() => undefined), checkCaptcha: vi.fn(), smsCountdownOf: () => null }));
vi.mock('@/lib/api/account', () => ({ resetPassword: mocks.resetPassword, sendResetCode: vi.fn() }));
vi.mock('@/components/auth/after-login', () => ({ finishLogin: mocks.finishLogin, leaveAfterLogin: mocks.leaveAfterLogin, safeInternalPath: (p: string) => p }));

const TOKEN = { access_token: 'a', refresh_token: 'r', token_type: 'bearer', expires_in: 3600, scope: 'server', identity: '13800000004', memberId: 1004 };

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
  mocks.put.mockResolvedValue(TOKEN);
  mocks.finishLogin.mockResolvedValue('done');
});
afterEach(() => {
  vi.clearAllMocks();
  useDialogs.setState({ login: { open: false, options: {} } });
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
    await waitFor(() => expect(mocks.put).toHaveBeenCalledTimes(1));
    const [url, options] = mocks.put.mock.calls[0]!;
    expect(url).toBe('/admin/wx/auth/bind/account');
    expect(options.body).toEqual({ account: '13800000004', accountType: 'MOBILE', password: encryptPassword('Demo1234') });
    expect(options.body.password).not.toBe('Demo1234');
    await waitFor(() => expect(mocks.leaveAfterLogin).toHaveBeenCalledWith('/circle'));
    expect(mocks.finishLogin).toHaveBeenCalledWith(TOKEN, true);
    expect(await screen.findByText('账号绑定成功')).toBeTruthy();
  });

  it('R11 the privacy tick is required', async () => {
    openBindDialog();
    await submitBindAccount({ agree: false });
    expect(mocks.put).not.toHaveBeenCalled();
  });

  it('S29/S62 a wrong password (code 1) shows the server message in a closable error toast; the form stays usable', async () => {
    mocks.put.mockRejectedValueOnce(new ApiError(1, '账号或密码错误'));
    openBindDialog();
    await submitBindAccount({});
    expect(await screen.findByText('绑定失败')).toBeTruthy();
    expect(await screen.findByText('账号或密码错误')).toBeTruthy();
    expect(mocks.finishLogin).not.toHaveBeenCalled();
    expect((screen.getByTestId('bind-account-submit') as HTMLButtonElement).disabled).toBe(false);
  });

  it('S25 20009 and S26 20022 use the login table', async () => {
    mocks.put.mockRejectedValueOnce(new ApiError(20009, 'x'));
    openBindDialog();
    await submitBindAccount({});
    expect(await screen.findByText('该手机号已绑定其他微信')).toBeTruthy();
    mocks.put.mockRejectedValueOnce(new ApiError(20022, 'x'));
    await act(async () => {
      fireEvent.click(screen.getByTestId('bind-account-submit'));
    });
    expect(await screen.findByText('账号不存在')).toBeTruthy();
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
    mocks.resetPassword.mockResolvedValue(true);
    const bind = vi.fn<Bind>().mockResolvedValue('left');
    const onDone = await resetWith(bind);
    await waitFor(() => expect(bind).toHaveBeenCalledWith('13800000004', 'NewPass123', true));
    expect(onDone).not.toHaveBeenCalled();
  });

  it('a failed bind returns to the password tab', async () => {
    mocks.resetPassword.mockResolvedValue(true);
    const bind = vi.fn<Bind>().mockResolvedValue(false);
    const onDone = await resetWith(bind);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });
});
