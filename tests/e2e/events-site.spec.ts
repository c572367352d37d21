import { expect, test } from '@playwright/test';
import { switchToEnglish } from './english';
import { storageStatePath } from './auth-state';

/**
 * The rest of the events site (issue 14): cards, the tag-context detail, a protocol page, the trade pay page and the
 * right column's ticket box, for a visitor and for a member who holds tickets.
 */
test.describe('events site as a visitor', () => {
  test('H18 H04 H10 H51 W22 cards carry their fields, the tag-context detail and a protocol page open; the ticket box asks a visitor to log in', async ({ page }, info) => {
    await page.goto('/events/forum');
    const card = page.getByTestId('event-card').filter({ hasText: '2027 食品减糖创新峰会' });
    await expect(card.getByRole('heading', { level: 2 })).toHaveText('2027 食品减糖创新峰会');
    await expect(card.locator('img')).toHaveAttribute('src', /.+/);
    await expect(card.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}/);
    await expect(card).toContainText('杭州');

    // H51: the ticket box of the right column, for a visitor; a phone shows only the hot events there (W22).
    if (info.project.name === 'mobile') await expect(page.getByTestId('ticket-box')).toHaveCount(0);
    else await expect(page.getByText('登录后查看您报名的活动门票')).toBeVisible();

    // H04: the same detail under its type tag; an unknown tag is a 404.
    await page.goto('/activity/forum/4');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('2027 食品减糖创新峰会');
    expect((await page.goto('/activity/no-such-tag/4'))?.status()).toBe(404);

    // H10: the refund protocol linked from a paid ticket's checkout.
    const policy = await page.goto('/events/policy/refund_instructions');
    expect(policy?.status()).toBe(200);
    await expect(page.locator('main')).toContainText(/退款|退票/);
    expect((await page.goto('/events/policy/no_such_page'))?.status()).toBe(404);
  });

  test('H08 H31 a visitor’s paid order is paid on /pay?tradeNo= with its amount and methods', async ({ page, request }) => {
    await page.goto('/events/4');
    const buy = page.getByRole('link', { name: '购买门票' }).first();
    const skuId = Number(new URL((await buy.getAttribute('href')) ?? '', page.url()).searchParams.get('skuId'));
    expect(skuId).toBeGreaterThan(0);
    const price = (await page.getByTestId('sku-price').first().textContent()) ?? '';
    const res = await request.post('/api/ec/orders/anonymous', {
      data: { skuQuantityList: [{ skuId, quantity: 1 }], contactName: '钱多多', contactMobile: '13912340000' },
    });
    const body = (await res.json()) as { code: number; data: { tradeNo: string | null } };
    expect(body.code).toBe(0);
    expect(body.data.tradeNo).toBeTruthy();

    await page.goto(`/pay?tradeNo=${body.data.tradeNo}`);
    await expect(page.getByTestId('pay-amount')).toHaveText(price);
    await expect(page.getByTestId('pay-countdown')).toContainText(/\d{2}:\d{2}/);
    await expect(page.getByTestId('pay-panel').getByText('微信支付')).toBeVisible();
    expect((await page.goto('/pay?tradeNo=%3Cscript%3E'))?.status()).toBe(404);
  });
});

test('H03 V03 in English the event page, its tickets and the column speak English', async ({ page, context, baseURL }) => {
  await switchToEnglish(context, baseURL);
  await page.goto('/events/4');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'Buy tickets' }).first()).toBeVisible();
  await expect(page.getByTestId('event-skus')).toContainText(/seats left/);
  await page.goto('/events/12');
  await expect(page.getByTestId('sku-price').first()).toHaveText('Free');
});

test.describe('events site as a member', () => {
  test.use({ storageState: storageStatePath('member2') });

  // desktop: the ticket box is a right-column module a phone does not get (W22)
  test('H51 O40 the ticket box lists the member’s upcoming tickets, each linking to its ticket', { tag: '@desktop-only' }, async ({ page }, info) => {
    // member2 registers for a free salon first (a ticket of their own), one per project.
    const id = info.project.name === 'mobile' ? 15 : 12;
    await page.goto(`/events/${id}`);
    await page.getByRole('link', { name: '立即报名' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/events/${id}/apply/${id}`));
    const attendee = page.getByTestId('attendee').first();
    await attendee.getByLabel(/姓名/).fill('李清泉');
    await attendee.getByLabel(/手机号/).fill('13800000002');
    await page.getByTestId('order-button').click();
    await expect(page).toHaveURL(/\/events\/entrySuccess\/\d+/, { timeout: 30_000 });

    await page.goto('/events');
    const box = page.getByTestId('ticket-box-list');
    await expect(box.getByRole('link').first()).toBeVisible();
    await box.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/people\/ticket\/\d+$/);
    await expect(page.getByTestId('ticket-qr')).toBeVisible();
  });
});
