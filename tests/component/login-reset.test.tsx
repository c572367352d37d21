/** C23–C25, R14–R16, S64/S65: the login dialog's reset view. */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import { AntdScope } from '@/components/providers/antd-scope';
import { ApiError } from '@/lib/api/errors';
import { renderWithI18n } from './render';

const api = vi.hoisted(() => ({ resetPassword: vi.fn(), sendResetCode: vi.fn() }));
vi.mock('@/lib/api/client', () => ({ clientTransport: {} }));
vi.mock('@/lib/api/auth', () => ({ getCaptcha: () => new Promise(() => undefined), checkCaptcha: vi.fn(), smsCountdownOf: () => null }));
vi.mock('@/lib/api/account', () => ({ resetPassword: api.resetPassword, sendResetCode: api.sendResetCode }));

function renderForm() {
  const onDone = vi.fn();
  renderWithI18n(
    <AntdScope>
      <ResetPasswordForm onDone={onDone} onBack={vi.fn()} />
    </AntdScope>,
  );
  return onDone;
}

async function fillAndSubmit(values: { mobile?: string; code?: string; password?: string; confirm?: string }) {
  const form = screen.getByTestId('reset-form');
  fireEvent.change(form.querySelector('[data-testid="login-mobile"]') as Element, { target: { value: values.mobile ?? '13800000002' } });
  fireEvent.change(screen.getByTestId('reset-code'), { target: { value: values.code ?? '123456' } });
  fireEvent.change(screen.getByTestId('reset-password'), { target: { value: values.password ?? 'NewPass123' } });
  fireEvent.change(screen.getByTestId('reset-confirm'), { target: { value: values.confirm ?? values.password ?? 'NewPass123' } });
  await act(async () => {
    fireEvent.click(screen.getByTestId('reset-submit'));
  });
  await act(async () => {
    await new Promise((r) => setTimeout(r, 50));
  });
}

beforeEach(() => {
  api.resetPassword.mockResolvedValue(true);
});
afterEach(() => vi.clearAllMocks());

describe('ResetPasswordForm', { timeout: 20_000 }, () => {
  it('C12 the send button waits for the slider', () => {
    renderForm();
    expect((screen.getByTestId('reset-send') as HTMLButtonElement).disabled).toBe(true);
  });

  it('R16 the code input takes at most 6 characters', () => {
    renderForm();
    expect(screen.getByTestId('reset-code').getAttribute('maxlength')).toBe('6');
  });

  it('R14 a new password breaking the rule is refused', async () => {
    renderForm();
    await fillAndSubmit({ password: '12345678', confirm: '12345678' });
    expect(await screen.findByText('密码为8-16位字母和数字组合')).toBeTruthy();
    expect(api.resetPassword).not.toHaveBeenCalled();
  });

  it('R15 the confirmation must equal the new password', async () => {
    renderForm();
    await fillAndSubmit({ password: 'NewPass123', confirm: 'NewPass124' });
    expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy();
    expect(api.resetPassword).not.toHaveBeenCalled();
  });

  it('C25/S64 success sends {mobile, code, secretKey, password} and returns to login', async () => {
    const onDone = renderForm();
    await fillAndSubmit({});
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.resetPassword).toHaveBeenCalledWith({}, { mobile: '13800000002', code: '123456', secretKey: '', password: 'NewPass123' });
    expect(await screen.findByText('密码重置成功')).toBeTruthy();
  });

  it('S65 a failure shows reset-password-failed; 20003 the code error; 20022 account does not exist', async () => {
    api.resetPassword.mockRejectedValueOnce(new ApiError(1, 'x'));
    renderForm();
    await fillAndSubmit({});
    expect(await screen.findByText('密码重置失败')).toBeTruthy();
    api.resetPassword.mockRejectedValueOnce(new ApiError(20003, '验证码错误'));
    await fillAndSubmit({});
    expect(await screen.findByText('验证码错误')).toBeTruthy();
    api.resetPassword.mockRejectedValueOnce(new ApiError(20022, '账号不存在'));
    await fillAndSubmit({});
    expect(await screen.findByText('账号不存在')).toBeTruthy();
  });
});
