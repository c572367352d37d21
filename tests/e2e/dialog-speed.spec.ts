import { expect, test, type Locator, type Page } from '@playwright/test';
import { storageStatePath } from './auth-state';

/**
 * Issue 18 item 13: dialogs open at once. From the click to something on screen — the dialog's frame, which it
 * then replaces — takes ≤ 200 ms; the tests allow twice that for a loaded test machine. The time until the dialog
 * itself has rendered is recorded (annotation `dialog ms`) and only bounded loosely: on this shared machine antd's
 * first render of a dialog took 0.4–1.7 s. Each is measured in the page: the click's time in a capturing listener,
 * then every animation frame until the element has a box.
 */
const BUDGET_MS = 200;
const MARGIN = 2;
/** The dialog itself, fully rendered: a sanity bound, far above the frame's. */
const DIALOG_BOUND_MS = 5000;

async function measure(page: Page, trigger: Locator, first: string, full: string): Promise<{ frame: number; dialog: number }> {
  await page.evaluate(
    ({ first, full }) => {
      const w = window as unknown as { __open: { clicked: number; frame: number; dialog: number } };
      w.__open = { clicked: 0, frame: 0, dialog: 0 };
      const visible = (selector: string) =>
        [...document.querySelectorAll(selector)].some((el) => {
          const r = el.getBoundingClientRect();
          return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
        });
      document.addEventListener(
        'click',
        () => {
          w.__open.clicked = performance.now();
          const check = () => {
            const now = performance.now();
            if (!w.__open.frame && visible(first)) w.__open.frame = now;
            if (!w.__open.dialog && visible(full)) w.__open.dialog = now;
            if (!w.__open.dialog && now - w.__open.clicked < 20_000) requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        },
        { capture: true, once: true },
      );
    },
    { first, full },
  );
  await trigger.click();
  const read = () => page.evaluate(() => (window as unknown as { __open: { clicked: number; frame: number; dialog: number } }).__open);
  await expect.poll(async () => (await read()).dialog, { timeout: 20_000 }).toBeGreaterThan(0);
  const o = await read();
  const figures = { frame: Math.round(o.frame - o.clicked), dialog: Math.round(o.dialog - o.clicked) };
  test.info().annotations.push({ type: 'frame ms', description: String(figures.frame) }, { type: 'dialog ms', description: String(figures.dialog) });
  return figures;
}

/** The page is hydrated and has been left alone (the idle preloads had their chance). */
async function settled(page: Page, ready: Locator) {
  await expect(ready).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test.describe('issue 18 item 13 as a visitor', () => {
  test('U01 the login dialog shows within 200 ms of the click, on the first click after landing', async ({ page }) => {
    await page.goto('/news');
    const login = page.getByTestId('header-login');
    await expect(login).toBeVisible();
    // no waiting for the idle preload: the frame alone must be quick
    const cold = await measure(page, login, '[data-testid="login-frame"], .ant-modal', '.ant-modal [role="tab"]');
    expect(cold.frame).toBeLessThanOrEqual(BUDGET_MS * MARGIN);
    await expect(page.getByRole('dialog').getByRole('tab', { name: /密码登录|Password login/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.ant-modal')).toHaveCount(0);

    // the second time the code is there: the frame still comes first
    const warm = await measure(page, login, '[data-testid="login-frame"], .ant-modal', '.ant-modal [role="tab"]');
    expect(warm.frame).toBeLessThanOrEqual(BUDGET_MS * MARGIN);
    expect(warm.dialog).toBeLessThanOrEqual(DIALOG_BOUND_MS);
  });

  test('U01 issue 28 item 2: after the page was idle (or the button hovered) the dialog is rendered ahead, and usable within 200 ms of the click', async ({ page }) => {
    await page.goto('/community/topic/latest');
    const login = page.getByTestId('header-login');
    await settled(page, login);
    await login.hover().catch(() => undefined);
    // rendered ahead, closed: its tabs are in the document, hidden, and no dialog is shown
    await expect(page.locator('.ant-modal [role="tab"]').first()).toBeAttached();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const figures = await measure(page, login, '[data-testid="login-frame"], .ant-modal', '.ant-modal [role="tab"]');
    expect(figures.frame).toBeLessThanOrEqual(BUDGET_MS * MARGIN);
    expect(figures.dialog).toBeLessThanOrEqual(BUDGET_MS * MARGIN);
    // a field takes input at once
    await expect(page.getByRole('dialog').getByRole('tab', { name: /密码登录|Password login/ })).toBeVisible();
    await page.getByRole('dialog').getByRole('tab', { name: /验证码登录|SMS login/ }).click();
    await page.getByRole('dialog').getByTestId('login-mobile').first().fill('13800000001');
    // closed and opened again: the same dialog, at once, with an empty form
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // its forms remount, hidden, once it has closed
    await expect(page.locator('.ant-modal [data-testid="login-mobile"]').first()).toHaveValue('');
    const again = await measure(page, login, '[data-testid="login-frame"], .ant-modal', '.ant-modal [role="tab"]');
    expect(again.dialog).toBeLessThanOrEqual(BUDGET_MS * MARGIN);
    await page.getByRole('dialog').getByRole('tab', { name: /验证码登录|SMS login/ }).click();
    await expect(page.getByRole('dialog').getByTestId('login-mobile').first()).toHaveValue('');
  });
});

test.describe('issue 18 item 13 as a member', () => {
  test.use({ storageState: storageStatePath('member1') });

  test('G05 the post editor (its frame) shows within 200 ms of 发布', async ({ page }, info) => {
    await page.goto('/community/demand_supply/latest');
    const publish = page.getByTestId(info.project.name === 'mobile' ? 'mobile-publish' : 'header-publish');
    await settled(page, page.getByTestId(/header-avatar|mobile-avatar/));
    const figures = await measure(page, publish, '[data-testid="editor-frame"], [data-testid="post-editor"]', '[data-testid="post-editor"]');
    expect(figures.frame).toBeLessThanOrEqual(BUDGET_MS * MARGIN);
    await expect(page).toHaveURL(/\/community\/circle\/post\/create/);
    await expect(page.getByTestId('post-editor')).toBeVisible();

    // issue 28 item 2: once a person's pointer has reached 发布, the editor's page (its server part included) is
    // fetched ahead, so the click goes to the editor without asking the server again (click → editor usable: median
    // 150–156 ms on an idle machine, was 450–510: decision 006; annotated as `dialog ms`)
    await page.goto('/community/demand_supply/latest');
    await settled(page, page.getByTestId(/header-avatar|mobile-avatar/));
    const isEditorPage = (url: string) => url.includes('/post/create') && url.includes('_rsc=');
    const prefetched = page.waitForResponse((response) => isEditorPage(response.url()) && !response.request().headers()['next-router-prefetch'], { timeout: 15_000 });
    await publish.hover();
    await prefetched;
    await page.waitForLoadState('networkidle');
    // and the editor's antd controls are rendered ahead, hidden, so their styles are written before the click
    await expect(page.getByTestId('editor-styles-ahead')).toBeAttached();
    await expect(page.getByTestId('editor-styles-ahead')).toBeHidden();
    // what the click itself asks of the server for the editor's page (Next's route-tree prefetches aside)
    const afterClick: string[] = [];
    page.on('request', (request) => {
      if (isEditorPage(request.url()) && !request.headers()['next-router-prefetch']) afterClick.push(request.url());
    });
    const warm = await measure(page, publish, '[data-testid="editor-frame"], [data-testid="post-editor"]', '[data-testid="post-editor"]');
    expect(warm.frame).toBeLessThanOrEqual(BUDGET_MS * MARGIN);
    await expect(page.getByTestId('post-editor').getByRole('textbox').first()).toBeVisible();
    expect(afterClick).toEqual([]);
  });

  test('J03 issue 28 item 2: the chat dialog (its frame) shows within 200 ms of 私信, and once a person\'s pointer has reached 私信 the dialog itself does', { tag: '@desktop-only' }, async ({ page }) => {
    const chat = '[data-testid="chat-frame"], [data-testid="chat-dialog"]';
    await page.goto('/people/1002');
    const button = page.getByTestId('message-button').first();
    await settled(page, button);
    // nobody has moved on the page yet: the frame shows while the dialog's code loads and it renders
    const cold = await measure(page, button, chat, '[data-testid="chat-dialog"]');
    expect(cold.frame).toBeLessThanOrEqual(BUDGET_MS * MARGIN);
    await expect(page.getByTestId('chat-dialog')).toBeVisible();
    await expect(page.getByTestId('chat-frame')).toHaveCount(0);

    // a person's pointer reaches 私信 before the click: the dialog is rendered ahead, hidden, and shows at once
    await page.goto('/people/1002');
    await settled(page, button);
    await button.hover();
    await expect(page.getByTestId('chat-dialog')).toBeAttached();
    await expect(page.getByTestId('chat-dialog')).toBeHidden();
    const warm = await measure(page, button, chat, '[data-testid="chat-dialog"]');
    expect(warm.dialog).toBeLessThanOrEqual(BUDGET_MS * MARGIN);
    // the conversation with the member opens in it (J41)
    await expect(page.getByTestId('chat-dialog').getByRole('textbox')).toBeFocused();
  });

  test('K01 issue 28 item 2: the system-message popover\'s frame shows within 200 ms of the bell, and once a person\'s pointer has reached the bell the popover itself does', { tag: '@desktop-only' }, async ({ page }) => {
    const popover = '[data-testid="notice-frame"], [data-testid="system-panel-popover"]';
    await page.goto('/news');
    const bell = page.getByTestId('notice-badge');
    await settled(page, bell);
    // nobody has moved on the page yet: the popover's code is fetched on the click, its frame shows meanwhile
    const cold = await measure(page, bell, popover, '[data-testid="system-panel-popover"]');
    expect(cold.frame).toBeLessThanOrEqual(BUDGET_MS * MARGIN);
    expect(cold.dialog).toBeLessThanOrEqual(DIALOG_BOUND_MS);
    // a person's pointer reaches the bell before the click (it fetches the code): the popover is usable at once
    await page.goto('/news');
    await settled(page, bell);
    await bell.hover();
    await page.waitForLoadState('networkidle');
    const warm = await measure(page, bell, popover, '[data-testid="system-panel-popover"]');
    expect(warm.dialog).toBeLessThanOrEqual(BUDGET_MS * MARGIN);
    await expect(page.getByTestId('panel-tab-apply')).toBeVisible();
  });
});
