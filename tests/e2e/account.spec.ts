import crypto from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO, openLoginDialog, passwordLogin, slideCaptcha } from './helpers';

const CLIENT = `Basic ${Buffer.from('web:web').toString('base64')}`;

/**
 * Registers a fresh mobile with the signed mobile grant (B05: HMAC-SHA256 of the mobile keyed with the client
 * secret), so no sms code is spent and the reset view may send one at once (one code per number per 60 s).
 */
async function registerFreshMobile(request: APIRequestContext): Promise<string> {
  const mobile = `136${String(Date.now() + Math.floor(Math.random() * 1e5)).slice(-8)}`;
  const signature = crypto.createHmac('sha256', 'web').update(mobile).digest('hex');
  const token = await (
    await request.post('/api/auth/oauth/token', {
      headers: { Authorization: CLIENT },
      form: { grant_type: 'mobile', scope: 'server', mobile, appId: 'web', signature },
    })
  ).json();
  expect(token.code).toBe(0);
  return mobile;
}

test.describe('account', () => {
  test('B45 /mine/account-setting shows the masked mobile of the member', async ({ page }) => {
    // A12: the login route sends a visitor home with `redirect`; the dialog opens and login returns there
    await page.goto('/mine/account-setting');
    await expect(page.getByRole('dialog')).toBeVisible();
    await passwordLogin(page, DEMO.mobile, DEMO.password);
    await expect(page).toHaveURL(/\/mine\/account-setting$/);
    await expect(page.getByTestId('account-mobile')).toHaveText('138****0001');
    await expect(page.getByTestId('account-wechat')).toBeVisible();
    await expect(page.getByRole('switch').first()).toBeVisible();
  });

  test('C23–C25/S64 forgot password: reset with the sms code, then log in with the new password', async ({ page }) => {
    test.setTimeout(120_000);
    const mobile = await registerFreshMobile(page.request);
    await page.goto('/news');
    await openLoginDialog(page);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: /密码登录|Password login/ }).click();
    await dialog.getByTestId('login-forgot').click();
    const form = dialog.getByTestId('reset-form');
    await form.getByTestId('login-mobile').fill(mobile);
    await expect(form.getByTestId('reset-send')).toBeDisabled();
    await slideCaptcha(page);
    await form.getByTestId('reset-send').click();
    await expect(form.getByTestId('reset-send')).toContainText(/秒后重新获取|Resend in/);
    await form.getByTestId('reset-code').fill('123456');
    await form.getByTestId('reset-password').fill('Reset2024');
    await form.getByTestId('reset-confirm').fill('Reset2025');
    await form.getByTestId('reset-submit').click();
    await expect(form.getByText('两次输入的密码不一致')).toBeVisible();
    await form.getByTestId('reset-confirm').fill('Reset2024');
    await form.getByTestId('reset-submit').click();
    await expect(page.getByText('密码重置成功')).toBeVisible();
    await expect(dialog.getByTestId('password-login-form')).toBeVisible();
    await passwordLogin(page, mobile, 'Reset2024');
    // a fresh account must complete its profile: the wizard opens, which proves the login
    await expect(page.getByTestId('wizard-supplement')).toBeVisible();
  });

  test('S34 reset send-code for an unknown account says it does not exist', async ({ page }) => {
    await page.goto('/news');
    await openLoginDialog(page);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: /密码登录|Password login/ }).click();
    await dialog.getByTestId('login-forgot').click();
    const form = dialog.getByTestId('reset-form');
    await form.getByTestId('login-mobile').fill(`135${String(Date.now()).slice(-8)}`);
    await slideCaptcha(page);
    await form.getByTestId('reset-send').click();
    await expect(page.getByText(/账号不存在/)).toBeVisible();
  });
});
