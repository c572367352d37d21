/**
 * Issue 28 item 2: the login dialog rendered ahead, closed, opens by one prop. Nothing of it is visible or focusable
 * while closed; each opening starts on the tab its options ask for, with empty forms (closing remounts them hidden).
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginDialog } from '@/components/auth/login-dialog';
import { useDialogs } from '@/stores/dialogs';
import { API, server, startMockServer } from '../mocks/server';
import { renderWithI18n } from './render';


startMockServer();

let captchaCalls = 0;
beforeEach(() => {
  captchaCalls = 0;
  server.use(
    http.get(`${API}/admin/captcha-image`, () => {
      captchaCalls += 1;
      return HttpResponse.json({ code: 1, msg: 'down', data: null });
    }),
  );
});

afterEach(() => {
  vi.unstubAllEnvs();
  useDialogs.setState({ login: { open: false, options: {} } });
});

/** The host's use of it: always mounted, open as the store says. */
function Ahead() {
  const open = useDialogs((s) => s.login.open);
  return <LoginDialog open={open} />;
}
const setOpen = (open: boolean) => act(() => useDialogs.setState({ login: { open, options: {} } }));

describe('the login dialog rendered ahead', { timeout: 20_000 }, () => {
  it('C01 C03 closed it shows nothing; opened it shows the sms tab at once; reopened its fields are empty and its tab is the default again', async () => {
    vi.stubEnv('NEXT_PUBLIC_CHAT_APP_LOGIN', '');
    renderWithI18n(<Ahead />, 'zh', 'desktop');
    // rendered (the forms are in the document) but hidden: no dialog, no tab a user can reach
    expect(document.querySelector('[data-testid="login-mobile"]')).not.toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
    // nothing is asked of the API ahead: the captcha comes when the dialog opens (it expires)
    expect(captchaCalls).toBe(0);

    setOpen(true);
    expect(screen.getByRole('dialog')).toBeTruthy();
    await waitFor(() => expect(captchaCalls).toBe(1));
    expect(screen.getByRole('tab', { name: '验证码登录' }).getAttribute('aria-selected')).toBe('true');
    const smsMobile = () => within(screen.getByTestId('sms-login-form')).getByTestId('login-mobile') as HTMLInputElement;
    fireEvent.change(smsMobile(), { target: { value: '13800000001' } });
    fireEvent.click(screen.getByRole('tab', { name: '密码登录' }));
    expect(screen.getByRole('tab', { name: '密码登录' }).getAttribute('aria-selected')).toBe('true');

    setOpen(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    setOpen(true);
    expect(screen.getByRole('tab', { name: '验证码登录' }).getAttribute('aria-selected')).toBe('true');
    expect(smsMobile().value).toBe('');
  });
});
