import { expect, test } from '@playwright/test';
import { apiLogin } from './api-session';
import { storageStatePath } from './auth-state';
import { hydrated } from './helpers';

/**
 * W18, J02, issue 18 item 5: the conversation page on a phone opens at the newest message, keeps the composer at
 * the bottom of what is visible (also when the visible height shrinks, as when the on-screen keyboard opens)
 * and shows no footer. Member 1001 (13800000001) talks with 1002 (13800000002) in the seed.
 */
const OTHER = 1002;

test.use({ storageState: storageStatePath('member1') });

test('W18 J02 item 5: newest message in view, composer at the bottom above the keyboard, no footer', { tag: '@mobile-only' }, async ({ page }) => {
  await page.goto(`/message/${OTHER}`);
  const history = page.getByTestId('chat-history');
  const messages = page.getByTestId('chat-message');
  await expect(messages.last()).toBeVisible();
  await expect(page.locator('footer')).toHaveCount(0);

  // the history scrolls inside the page and starts at its end
  await expect.poll(() => history.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  await expect.poll(() => history.evaluate((el) => Math.round(el.scrollHeight - el.scrollTop - el.clientHeight))).toBeLessThanOrEqual(2);
  await expect(messages.last()).toBeInViewport();

  // the composer is on screen without scrolling the document
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight + 1)).toBe(true);
  await expect(page.getByTestId('chat-input')).toBeInViewport();
  const viewportBottom = async () => page.evaluate(() => (window.visualViewport ? window.visualViewport.offsetTop + window.visualViewport.height : window.innerHeight));
  const sendBottom = async () => {
    const box = await page.getByTestId('chat-send').boundingBox();
    return box ? Math.round(box.y + box.height) : Number.POSITIVE_INFINITY;
  };
  expect(await sendBottom()).toBeLessThanOrEqual(await viewportBottom());
  expect(await sendBottom()).toBeGreaterThan((await viewportBottom()) - 80);

  // the keyboard takes the lower half: the composer moves up with the visible area, the newest message stays in view
  await page.setViewportSize({ width: 375, height: 420 });
  await expect.poll(sendBottom).toBeLessThanOrEqual(420);
  await expect.poll(sendBottom).toBeGreaterThan(420 - 80);
  await expect(page.getByTestId('chat-input')).toBeInViewport();
  await expect(messages.last()).toBeInViewport();

  const text = `键盘打开时发送 ${Date.now() % 1_000_000}`;
  await page.getByTestId('chat-input').fill(text);
  await page.getByTestId('chat-send').click();
  await expect(messages.filter({ hasText: text })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // back to the full height: still at the bottom
  await page.setViewportSize({ width: 375, height: 812 });
  await expect.poll(sendBottom).toBeGreaterThan(812 - 80);
  await expect(messages.filter({ hasText: text })).toBeInViewport();
});

test('W18 the conversation list keeps its footer', { tag: '@mobile-only' }, async ({ page }) => {
  await page.goto('/message/list');
  await expect(page.getByTestId('message-list-page')).toBeVisible();
  await expect(page.locator('footer')).toHaveCount(1);
});

test('issue 29 item 13 J02: the phone conversation is live (a reply arrives without a reload) and its hint names no Shift+Enter', { tag: '@mobile-only' }, async ({ page, request }) => {
  test.setTimeout(90_000);
  const sockets: string[] = [];
  let subscribed = false;
  page.on('websocket', (ws) => {
    sockets.push(ws.url());
    ws.on('framesent', (frame) => {
      if (String(frame.payload).includes('SUBSCRIBE') && String(frame.payload).includes('/user/queue/messages')) subscribed = true;
    });
  });
  await page.goto(`/message/${OTHER}`);
  const input = page.getByTestId('chat-input');
  await hydrated(input);
  // a touch keyboard: the hint and the label say nothing of Enter / Shift+Enter
  await expect(input).toHaveAttribute('placeholder', '输入消息，点“发送”发出');
  await expect(page.getByRole('textbox', { name: '消息内容' })).toBeVisible();
  await expect(page.getByTestId('message-page')).not.toContainText('Shift+Enter');
  await expect(input).toHaveAttribute('enterkeyhint', 'send');
  // the socket opens as the desktop dialog's does
  await expect.poll(() => sockets.some((u) => u.includes('/api/msg/ws/')), { timeout: 30_000 }).toBe(true);

  // 13800000002 replies from elsewhere (the API, its own session)
  const token = await apiLogin(request, 'member2');
  const auth = { Authorization: `Bearer ${token.access_token}` };
  const list = (await (await request.get('/api/msg/conversation/list', { headers: auth })).json()) as { data: { id: number; members: { id: number }[] }[] };
  const conversation = list.data.find((c) => c.members.some((m) => m.id === 1001));
  expect(conversation).toBeTruthy();
  const text = `手机上实时收到 ${Date.now() % 1_000_000}`;
  // sent once the page listens on the socket (the message must come through it, not a reload)
  await expect.poll(() => subscribed, { timeout: 30_000 }).toBe(true);
  const sent = await request.post('/api/msg/messages', { headers: auth, data: { convId: conversation!.id, msgTo: 1001, msgType: 0, msgContent: text } });
  expect(((await sent.json()) as { code: number }).code).toBe(0);
  await expect(page.getByTestId('chat-message').filter({ hasText: text })).toBeVisible({ timeout: 15_000 });
  // read on screen: no "new message" toast for the conversation being read
  await expect(page.getByTestId('chat-toast')).toHaveCount(0);
});
