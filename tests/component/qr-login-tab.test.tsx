/** C03/C04/C05/C07: the chat-app QR tab exists only when enabled by config; then it is the desktop default. */
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginDialog } from '@/components/auth/login-dialog';
import { useDialogs } from '@/stores/dialogs';
import { pendingCaptcha } from '../mocks/handlers/auth';
import { server, startMockServer } from '../mocks/server';
import { renderWithI18n } from './render';

// the QR image is drawn by the library (a canvas in the browser); the test checks the URL it encodes
vi.mock('qrcode', () => ({ default: { toDataURL: () => Promise.resolve('data:image/png;base64,iVBORw0KGgo=') }, toDataURL: () => Promise.resolve('data:image/png;base64,iVBORw0KGgo=') }));

startMockServer();

// the sms tabs load a slider captcha; it stays loading here (no call of the dialog is under test)
let captcha: ReturnType<typeof pendingCaptcha>;
beforeEach(() => {
  captcha = pendingCaptcha();
  server.use(captcha.handler);
});

afterEach(() => {
  captcha.release();
  vi.unstubAllEnvs();
  useDialogs.setState({ login: { open: false, options: {} } });
});

function openDialog(device: 'desktop' | 'mobile', options = {}) {
  useDialogs.setState({ login: { open: true, options } });
  renderWithI18n(<LoginDialog />, 'zh', device);
}

describe('login dialog QR tab', { timeout: 20_000 }, () => {
  it('C04 disabled: no QR tab, the sms tab is the desktop default', () => {
    vi.stubEnv('NEXT_PUBLIC_CHAT_APP_LOGIN', '');
    openDialog('desktop');
    expect(screen.queryByRole('tab', { name: '微信扫码登录' })).toBeNull();
    expect(screen.getByRole('tab', { name: '验证码登录' }).getAttribute('aria-selected')).toBe('true');
  });

  it('C04/C08 enabled: the QR tab is the desktop default, with the QR code and the authorization link', async () => {
    vi.stubEnv('NEXT_PUBLIC_CHAT_APP_LOGIN', '1');
    openDialog('desktop', { redirect: '/mine/account-setting' });
    expect(screen.getByRole('tab', { name: '微信扫码登录' }).getAttribute('aria-selected')).toBe('true');
    const link = await screen.findByTestId('qr-open-authorize');
    const url = new URL(link.getAttribute('href') as string);
    expect(url.pathname).toBe('/api/sandbox/chat-app/authorize');
    expect(url.searchParams.get('scope')).toBe('snsapi_login');
    expect(url.searchParams.get('theme')).toBe('black');
    expect(url.searchParams.get('state')).toMatch(/^[0-9a-f]{24}$/);
    const back = new URL(url.searchParams.get('redirect_uri') as string);
    expect(back.pathname).toBe('/redirect');
    expect(back.searchParams.get('redirectUri')).toContain('redirect=%2Fmine%2Faccount-setting');
    await waitFor(() => expect(screen.getByTestId('qr-login-image')).toBeTruthy());
  });

  it('C05/C07 enabled on mobile: the QR tab exists but sms is the default', () => {
    vi.stubEnv('NEXT_PUBLIC_CHAT_APP_LOGIN', '1');
    openDialog('mobile');
    expect(screen.getByRole('tab', { name: '微信扫码登录' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '验证码登录' }).getAttribute('aria-selected')).toBe('true');
  });

  it('C05/C27 bind mode: no QR tab; the bind-mobile sms tab is the default', () => {
    vi.stubEnv('NEXT_PUBLIC_CHAT_APP_LOGIN', '1');
    openDialog('desktop', { bindMobile: true });
    expect(screen.queryByRole('tab', { name: '微信扫码登录' })).toBeNull();
    expect(screen.getByRole('tab', { name: '绑定手机号' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('bind-mobile-form')).toBeTruthy();
  });
});

describe('account settings chat-app binding (B48/B49)', { timeout: 20_000 }, () => {
  it('disabled: no bind or unbind button', async () => {
    vi.stubEnv('NEXT_PUBLIC_CHAT_APP_LOGIN', '');
    const { ChatAppBinding } = await import('@/components/account/chat-app-binding');
    const { AntdScope } = await import('@/components/providers/antd-scope');
    renderWithI18n(
      <AntdScope>
        <ChatAppBinding bound={false} onChanged={vi.fn()} />
      </AntdScope>,
    );
    expect(screen.queryByTestId('account-wx-bind')).toBeNull();
    expect(screen.queryByTestId('account-wx-unbind')).toBeNull();
  });

  it('enabled: bind when not bound, unbind when bound', async () => {
    vi.stubEnv('NEXT_PUBLIC_CHAT_APP_LOGIN', '1');
    const { ChatAppBinding } = await import('@/components/account/chat-app-binding');
    const { AntdScope } = await import('@/components/providers/antd-scope');
    renderWithI18n(
      <AntdScope>
        <ChatAppBinding bound={false} onChanged={vi.fn()} />
      </AntdScope>,
    );
    expect(screen.getByTestId('account-wx-bind').textContent).toContain('绑定微信');
    cleanup();
    renderWithI18n(
      <AntdScope>
        <ChatAppBinding bound onChanged={vi.fn()} />
      </AntdScope>,
    );
    expect(screen.getByTestId('account-wx-unbind').textContent).toContain('解绑微信');
  });
});
