import { expect, test, type Browser, type Page } from '@playwright/test';
import { storageStatePath, type DemoRole } from './auth-state';

/**
 * Private chat (issue 6, J01–J53, I46, K11). Desktop: two browsers, 13800000001 (member 1001) and
 * 13800000002 (member 1002, seeded as friends) chat in real time over STOMP/SockJS. Mobile: the message
 * pages at 375 px with a REST send.
 */
const A = { role: 'member1', id: 1001 } as const satisfies { role: DemoRole; id: number };
const B = { role: 'member2', id: 1002 } as const satisfies { role: DemoRole; id: number };

/** A browser of its own for a member, logged in through the API (the setup project's saved state). */
async function loggedIn(browser: Browser, baseURL: string | undefined, role: DemoRole, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, storageState: storageStatePath(role) });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

/** I46: the message button of a member page opens the dialog on that conversation, connected (J44). */
async function openChatFromMemberPage(page: Page, memberId: number) {
  await page.goto(`/people/${memberId}`);
  await page.getByTestId('message-button').click();
  const dialog = page.getByTestId('chat-dialog');
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('chat-conversation').and(page.locator('[aria-current="true"]'))).toHaveAttribute('data-member-id', String(memberId === A.id ? A.id : B.id));
  await expect(dialog).toHaveAttribute('data-connected', 'true', { timeout: 20_000 });
  return dialog;
}

async function send(page: Page, text: string) {
  const input = page.getByTestId('chat-input');
  await input.fill(text);
  await input.press('Enter');
}

test.describe('private chat', () => {
  test('J44–J49 two members chat in real time: message, unread badge and toast, reply, link', { tag: '@desktop-only' }, async ({ browser }, info) => {
    test.setTimeout(150_000);
    const baseURL = info.project.use.baseURL;
    const stamp = Date.now() % 1_000_000;
    const b = await loggedIn(browser, baseURL, B.role, `/people/${A.id}`);
    const a = await loggedIn(browser, baseURL, A.role, `/people/${B.id}`);

    const bDialog = await openChatFromMemberPage(b, A.id);
    const aDialog = await openChatFromMemberPage(a, B.id);

    // 0001 sends; it shows on its own side and in 0002's open dialog in real time (J38, J46)
    const hello = `您好，关于PET瓶坯的报价单已发您邮箱 ${stamp}`;
    await send(a, hello);
    await expect(a.getByTestId('chat-input')).toHaveValue('');
    await expect(aDialog.getByTestId('chat-message').filter({ hasText: hello })).toHaveAttribute('data-direction', '1');
    await expect(bDialog.getByTestId('chat-message').filter({ hasText: hello })).toHaveAttribute('data-direction', '0', { timeout: 15_000 });

    // with 0002's dialog closed, the next message is announced: toast and header badge (J47, J49)
    await b.getByTestId('chat-close').click();
    await expect(bDialog).toBeHidden();
    const second = `样品下周一寄出，请注意查收 ${stamp}`;
    await send(a, second);
    await expect(b.getByTestId('chat-toast')).toBeVisible({ timeout: 15_000 });
    await expect(b.getByTestId('notice-badge-count')).toBeVisible();

    // K11: the 私信 tab shows the conversation with its unread count; a click opens it (J11)
    await b.getByTestId('notice-badge').click();
    await b.getByTestId('panel-tab-private').click();
    const item = b.getByTestId('private-preview').locator(`[data-testid="chat-conversation"][data-member-id="${A.id}"]`);
    await expect(item.getByTestId('chat-conversation-unread')).toBeVisible();
    await item.click();
    await expect(bDialog).toBeVisible();
    await expect(bDialog.getByTestId('chat-message').filter({ hasText: second })).toBeVisible();

    // 0002 replies (Enter sends) and 0001 sees it at once
    const reply = `收到，谢谢！样品到了我安排上机测试 ${stamp}`;
    await send(b, reply);
    await expect(aDialog.getByTestId('chat-message').filter({ hasText: reply })).toBeVisible({ timeout: 15_000 });

    // J36: a URL goes as a link message, opening in a new tab
    const url = `https://www.example.com/spec-${stamp}.pdf`;
    await send(a, url);
    await expect(aDialog.getByTestId('chat-link').filter({ hasText: url })).toHaveAttribute('target', '_blank');
    await expect(bDialog.getByTestId('chat-link').filter({ hasText: url })).toBeVisible({ timeout: 15_000 });

    await a.context().close();
    await b.context().close();
  });

});

test.describe('private chat of 13800000001', () => {
  test.use({ storageState: storageStatePath(A.role) });

  test('J02 A32 on desktop /message/{id} opens the dialog over the home page instead of a page', { tag: '@desktop-only' }, async ({ page }) => {
    await page.goto(`/message/${B.id}`);
    const dialog = page.getByTestId('chat-dialog');
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await expect(page).not.toHaveURL(/\/message\//);
    await expect(dialog.locator('[data-testid="chat-conversation"][aria-current="true"]')).toHaveAttribute('data-member-id', String(B.id));
    await expect(page.getByTestId('message-page')).toHaveCount(0);
  });

  test('J01/J02/J52/A32 the mobile message pages at 375 px: list, conversation and a REST send', { tag: '@mobile-only' }, async ({ page }) => {
    await page.goto('/message/list');
    await expect(page.getByTestId('message-list-page')).toBeVisible();
    const item = page.locator(`[data-testid="chat-conversation"][data-member-id="${B.id}"]`);
    await expect(item).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await item.click();
    await expect(page).toHaveURL(new RegExp(`/message/${B.id}$`));
    await expect(page.getByTestId('message-page')).toBeVisible();
    await expect(page.getByTestId('chat-message').first()).toBeVisible();

    const text = `手机端发送：明天下午三点到厂里看样 ${Date.now() % 1_000_000}`;
    await page.getByTestId('chat-input').fill(text);
    await page.getByTestId('chat-send').click();
    await expect(page.getByTestId('chat-message').filter({ hasText: text })).toHaveAttribute('data-direction', '1');
    await expect(page.getByTestId('chat-input')).toHaveValue('');

    // the message was stored: a refresh reloads it from GET /msg/messages/page
    await page.getByTestId('message-refresh').click();
    await expect(page.getByTestId('chat-message').filter({ hasText: text })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
