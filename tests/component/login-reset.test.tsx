/** C23–C25, R14–R16, S64/S65: the login dialog's reset view (the network mocked with msw). */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import { AntdScope } from '@/components/providers/antd-scope';
import { encryptPassword } from '@/lib/session/password-crypto';
import { refuse, type Refusal } from '../mocks/envelope';
import { authHandlers, pendingCaptcha } from '../mocks/handlers/auth';
import { bodyOf } from '../mocks/request';
import { server, startMockServer } from '../mocks/server';
import { renderWithI18n } from './render';

startMockServer();

/** The reset calls made, and the API's answers to the next ones (first in, first out; else true). */
let resets: unknown[];
let answers: Refusal[];
let captcha: ReturnType<typeof pendingCaptcha>;

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
  resets = [];
  answers = [];
  captcha = pendingCaptcha();
  server.use(
    captcha.handler,
    authHandlers.resetPassword(async (request) => {
      resets.push(await bodyOf(request));
      return answers.shift() ?? true;
    }),
  );
});
afterEach(() => captcha.release());

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
    expect(resets).toEqual([]);
  });

  it('R15 the confirmation must equal the new password', async () => {
    renderForm();
    await fillAndSubmit({ password: 'NewPass123', confirm: 'NewPass124' });
    expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy();
    expect(resets).toEqual([]);
  });

  it('C25/S64 success sends {mobile, code, secretKey, password} (the password encrypted) and returns to login', async () => {
    const onDone = renderForm();
    await fillAndSubmit({});
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(resets).toEqual([{ mobile: '13800000002', code: '123456', secretKey: '', password: encryptPassword('NewPass123') }]);
    expect(await screen.findByText('密码重置成功')).toBeTruthy();
  });

  it('S65 a failure shows reset-password-failed; 20003 the code error; 20022 account does not exist', async () => {
    answers.push(refuse(1, 'x'), refuse(20003, '验证码错误'), refuse(20022, '账号不存在'));
    const onDone = renderForm();
    await fillAndSubmit({});
    expect(await screen.findByText('密码重置失败')).toBeTruthy();
    await fillAndSubmit({});
    expect(await screen.findByText('验证码错误')).toBeTruthy();
    await fillAndSubmit({});
    expect(await screen.findByText('账号不存在')).toBeTruthy();
    expect(resets).toHaveLength(3);
    expect(onDone).not.toHaveBeenCalled();
  });
});
