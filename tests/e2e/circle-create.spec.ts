import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import { storageStatePath } from './auth-state';
import { expectLoggedIn, hydrated } from './helpers';

/**
 * G40 / G42: a member (13800000001) creates a circle with an avatar, finds it under 'mine' on /circle and
 * edits its introduction from the management page; issue 5 §3 / P15 / W17: a member publishes a post with
 * a video (a 6 KB WEBM fixture) that plays on the detail page, going fullscreen. Desktop 1440 and mobile 375.
 * The member journeys start logged in from the setup project's storageState (tests/e2e/auth.setup.ts).
 */
const VIDEO = fs.readFileSync(path.join(__dirname, 'fixtures', 'filling-line.webm'));

function marker(project: string): string {
  return `${project === 'mobile' ? 'M' : 'D'}${Date.now().toString(36).slice(-5)}`;
}

/** The circle form's field (antd may put the test id on the input or on its wrapper). */
function field(page: Page, testId: string) {
  return page.getByRole('dialog').locator(`input[data-testid="${testId}"], textarea[data-testid="${testId}"], [data-testid="${testId}"] input`).first();
}

test('G42 the mine tab asks a visitor to log in, and its button opens the login dialog', async ({ page }) => {
  await page.goto('/circle');
  await page.getByTestId('circle-tab-mine').click();
  await expect(page.getByTestId('my-circles-login')).toBeVisible();
  const dialog = page.getByRole('dialog');
  const login = page.getByTestId('my-circles-login').getByRole('button');
  await hydrated(login);
  await login.click();
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByRole('tab', { name: /密码登录|Password login/ })).toBeVisible();
});

test.describe('as 13800000001', () => {
  test.use({ storageState: storageStatePath('member1') });

  test('G40 G42 a member creates a circle with an avatar, sees it under mine and edits its introduction', async ({ page }, info) => {
    const name = `烘焙原料研习社${marker(info.project.name)}`;
    const avatar = await QRCode.toBuffer(name, { type: 'png', width: 200 });

    await page.goto('/circle');
    await expectLoggedIn(page);

    await page.getByTestId('circle-tab-mine').click();
    await page.getByTestId('circle-create').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('circle-form')).toBeVisible();

    // validation first: nothing filled (the dialog is drawn by React in the browser: the press is handled once it may be pressed)
    const submit = dialog.getByTestId('circle-form-submit');
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(dialog.getByText('请输入圈子名称')).toBeVisible();
    await expect(dialog.getByText('请上传圈子头像')).toBeVisible();

    await field(page, 'circle-form-name').fill(name);
    await dialog.getByTestId('circle-form-avatar-input').setInputFiles({ name: 'logo+1.png', mimeType: 'image/png', buffer: avatar });
    await expect(dialog.getByTestId('circle-form-avatar-preview')).toHaveAttribute('src', /^\/api\/files\/oss\/image\/circle\/[0-9a-f]{36}\.png$/, { timeout: 30_000 });
    await field(page, 'circle-form-category').fill('食品配料');
    await field(page, 'circle-form-description').fill('面向烘焙原料采购与研发人员，交流油脂、乳粉与酶制剂的选型经验。');
    await dialog.getByTestId('circle-form-submit').click();

    await expect(page).toHaveURL(/\/circle\/\d+$/, { timeout: 20_000 });
    const circleId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    await expect(page.getByTestId('circle-nav')).toHaveAttribute('data-member-type', 'OWNER');

    await page.goto('/circle#mine');
    await page.getByTestId('circle-tab-mine').click();
    await expect(page.getByTestId('my-circle-list').getByText(name)).toBeVisible();

    await page.goto(`/circle/management/${circleId}`);
    await page.getByTestId('circle-edit').click();
    await expect(field(page, 'circle-form-name')).toHaveValue(name);
    const edited = `色差、套准与配方交流：${name}`;
    await field(page, 'circle-form-description').fill(edited);
    await page.getByRole('dialog').getByTestId('circle-form-submit').click();
    await expect(page.getByTestId('circle-management-description')).toHaveText(edited, { timeout: 20_000 });

    // a plain member cannot edit it (the API decides)
    const res = await page.request.get(`/api/post/circles/detail/${circleId}`);
    expect((await res.json()).data.description).toBe(edited);
  });

  test('issue 5 §3 P15 W17 a member publishes a post with a video that plays on the detail page', async ({ page }, info) => {
    const title = `无菌灌装线试运行视频${marker(info.project.name)}`;
    await page.goto('/circle/post/create');
    await expectLoggedIn(page);
    await expect(page).toHaveURL(/\/circle\/post\/create/);

    await page.getByTestId('editor-title').fill(title);
    await page.getByTestId('editor-content').fill('新线每小时 24000 瓶，附上试运行的视频，欢迎同行交流吹灌旋一体机的调试经验。');
    await page.getByTestId('video-input').setInputFiles({ name: 'filling line#1.webm', mimeType: 'video/webm', buffer: VIDEO });
    await expect(page.getByTestId('video-preview')).toHaveAttribute('src', /^\/api\/files\/oss\/video\/post\/[0-9a-f]{36}\.webm$/, { timeout: 30_000 });
    await page.getByTestId('editor-submit').click();

    await expect(page).toHaveURL(/\/community\/post\/\d+$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
    const video = page.getByTestId('post-video-element');
    await expect(video).toHaveAttribute('src', /\/api\/files\/oss\/video\/post\/[0-9a-f]{36}\.webm$/);
    await page.getByTestId('post-video-play').click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement?.tagName ?? null)).toBe('VIDEO');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await video.evaluate((v: HTMLVideoElement) => v.error)).toBeNull();
  });
});
