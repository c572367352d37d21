import { expect, type Locator, type Page } from '@playwright/test';

export const DEMO = { mobile: '13800000001', password: 'Demo1234' } as const;

/** Slides the captcha handle to the end of its track (the e2e API runs with CAPTCHA_DISABLED=1). */
export async function slideCaptcha(page: Page) {
  const handle = page.getByTestId('captcha-handle');
  await expect(handle).toBeVisible();
  const box = await handle.boundingBox();
  if (!box) throw new Error('captcha handle has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 120, box.y + box.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect(page.getByTestId('slider-captcha')).toHaveAttribute('data-state', 'passed');
}

/** Opens the login dialog from the header: one press once the header has hydrated (the dialog's code loads lazily). */
export async function openLoginDialog(page: Page) {
  const button = page.getByTestId('header-login');
  await hydrated(button);
  await button.click();
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 30_000 });
}

/** Opens the sms tab of the login dialog (with chat-app login enabled the QR tab is the desktop default, C04). */
export async function chooseSmsTab(page: Page) {
  await page.getByRole('dialog').getByRole('tab', { name: /验证码登录|SMS login|Code login/i }).click();
}

/** Logs in through the password tab of the dialog that is already open. */
export async function passwordLogin(page: Page, mobile: string = DEMO.mobile, password: string = DEMO.password) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: /密码登录|Password login/ }).click();
  const form = dialog.getByTestId('password-login-form');
  await form.getByTestId('login-mobile').fill(mobile);
  await form.getByTestId('login-password').fill(password);
  await form.getByTestId('login-agree').check();
  await form.getByTestId('login-submit').click();
}

/**
 * Logs in with the password tab and waits for the reload that follows a completed login (B16), so the
 * next step acts on the member's page, not on the one being replaced.
 */
export async function loginAndSettle(page: Page, mobile: string = DEMO.mobile, password: string = DEMO.password) {
  const reloaded = page.waitForEvent('load');
  await passwordLogin(page, mobile, password);
  await reloaded;
  await expect(page.getByTestId(/header-avatar|mobile-avatar/)).toBeVisible();
}

export async function isMobileProject(page: Page): Promise<boolean> {
  return (await page.evaluate(() => document.documentElement.className)).includes('mobile');
}

/** The page shows the member's avatar: the journey runs logged in (the setup project's storageState, auth.setup.ts). */
export async function expectLoggedIn(page: Page) {
  await expect(page.getByTestId(/header-avatar|mobile-avatar/)).toBeVisible();
}

/**
 * Waits until React has hydrated the element (a click or a submit before that would be the browser's own): the one
 * wait a spec uses before acting on an island, instead of pressing again until the island answers.
 */
export async function hydrated(target: Locator) {
  await expect(target).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => target.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__react'))), { timeout: 60_000 })
    .toBe(true);
}

/**
 * The answer to the page's beacon (lib/tracking/beacon.ts: `POST /beacon`, which the web server passes on to the API
 * with the browser's cid) whose body holds `part`: a view of that API path, a counted visit, a log batch of that path.
 */
export function beaconAnswered(page: Page, part: { view?: string; visit?: true; log?: string }, options?: { timeout?: number }) {
  return page.waitForResponse((response) => {
    const request = response.request();
    if (new URL(response.url()).pathname !== '/beacon' || request.method() !== 'POST') return false;
    const body = JSON.parse(request.postData() ?? '{}') as { view?: { path?: string }; visit?: boolean; log?: { path?: string } };
    return (!part.view || body.view?.path === part.view) && (!part.visit || body.visit === true) && (!part.log || body.log?.path === part.log);
  }, options);
}
