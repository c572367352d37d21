import { expect, test, type Page } from '@playwright/test';
import { storageStatePath } from './auth-state';

/**
 * Events with paid registration (issue 14), journeys on the seeded API. Each project uses its own events so the two
 * runs never share an order: 13 and 29 are paid salons (¥99, no form), 12 and 15 free salons, 4 a paid forum, 23 an
 * event without a date.
 */
const EVENTS = {
  desktop: { paid: { id: 13, title: '饮料包装设计沙龙：瓶型与货架' }, cancel: 29, free: { id: 15, title: '印刷厂长下午茶：数码印刷选型' } },
  mobile: { paid: { id: 29, title: '出海企业东南亚市场沙龙' }, cancel: 13, free: { id: 12, title: '烘焙新品研发沙龙' } },
} as const;
const eventsFor = (project: string) => (project === 'mobile' ? EVENTS.mobile : EVENTS.desktop);

async function fillFirstAttendee(page: Page, name: string, mobile: string) {
  const attendee = page.getByTestId('attendee').first();
  await attendee.getByLabel(/姓名|Name/).fill(name);
  await attendee.getByLabel(/手机号|Mobile/).fill(mobile);
}

test.describe('events of a member (13800000001, logged in through the API)', () => {
  test.use({ storageState: storageStatePath('member1') });

  test('H03 H06 H07 H31 H32 H37 H38 H09 H17 H43 H15 a member buys a paid ticket, pays in the sandbox and holds the ticket', async ({ page, context }, info) => {
    test.setTimeout(150_000);
    const { paid } = eventsFor(info.project.name);
    await page.goto(`/events/${paid.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(paid.title);
    await expect(page.getByTestId('sku-price').first()).toHaveText('¥99.00');
    await page.getByRole('link', { name: '购买门票' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/events/${paid.id}/apply/${paid.id}`), { timeout: 30_000 });

    await fillFirstAttendee(page, '王晓明', '13800000001');
    await expect(page.getByTestId('checkout-total')).toHaveText('¥99.00');
    await page.getByTestId('order-button').click();
    await expect(page).toHaveURL(/\/payment\?orderId=\d+/, { timeout: 30_000 });
    const orderId = Number(new URL(page.url()).searchParams.get('orderId'));

    await expect(page.getByTestId('pay-amount')).toHaveText('¥99.00');
    await expect(page.getByTestId('pay-countdown')).toContainText(/\d{2}:\d{2}/);
    const methods = page.getByTestId('pay-panel');
    await expect(methods.getByText('微信支付')).toBeVisible();
    await expect(methods.getByText('支付宝')).toBeVisible();
    await expect(methods.getByText('对公转账')).toBeVisible();
    await page.getByTestId('pay-button').click();
    const qr = page.getByTestId('cashier-qr');
    await expect(qr).toBeVisible();
    const cashierUrl = await qr.getAttribute('data-qr-text');
    expect(cashierUrl).toContain('/api/sandbox/pay/cashier/');
    // On a phone the cashier is also one tap away (H38), above the code (a payer cannot scan their own screen).
    if (info.project.name === 'mobile') {
      await expect(page.getByTestId('cashier-link')).toBeVisible();
      const [link, code] = await Promise.all([page.getByTestId('cashier-link').boundingBox(), qr.boundingBox()]);
      expect(link!.y).toBeLessThan(code!.y);
    }
    await expect(page.getByTestId('pay-order-link')).toHaveAttribute('href', `/people/order/${orderId}`);

    // The payer scans the code: the sandbox cashier confirms, the provider notifies the API, the pay page polls.
    const cashier = await context.newPage();
    await cashier.goto(new URL(cashierUrl ?? '', page.url()).pathname);
    await expect(cashier.getByTestId('cashier-amount')).toHaveText('¥99.00');
    await cashier.getByTestId('cashier-confirm').click();
    await expect(cashier.getByTestId('cashier-done')).toBeVisible();
    await cashier.close();

    await expect(page).toHaveURL(new RegExp(`/pay-success\\?isGroupBuy=false&orderId=${orderId}`), { timeout: 30_000 });
    await expect(page.getByTestId('success-view')).toContainText('支付成功');
    await page.getByRole('link', { name: '查看订单' }).click();
    await expect(page).toHaveURL(new RegExp(`/people/order/${orderId}$`));
    await expect(page.getByTestId('order-status')).toHaveText('已支付');
    await expect(page.getByTestId('order-total')).toHaveText('¥99.00');
    await expect(page.getByTestId('order-cancel')).toHaveCount(0);

    await page.getByTestId('order-ticket-link').first().click();
    await expect(page).toHaveURL(/\/people\/ticket\/\d+$/);
    await expect(page.getByTestId('ticket-qr')).toBeVisible();
    await expect(page.getByTestId('ticket-order-status')).toHaveText('已支付');
  });

  test('H40 H45 H43 a member cancels a pending order with a reason', async ({ page }, info) => {
    test.setTimeout(120_000);
    const id = eventsFor(info.project.name).cancel;
    await page.goto(`/events/${id}/apply/${id}`);
    await fillFirstAttendee(page, '李娜', '13800000001');
    await page.getByTestId('order-button').click();
    await expect(page).toHaveURL(/\/payment\?orderId=\d+/, { timeout: 30_000 });
    const orderId = Number(new URL(page.url()).searchParams.get('orderId'));

    await page.goto(`/people/order/${orderId}`);
    await expect(page.getByTestId('order-status')).toHaveText('待支付');
    await page.getByTestId('order-cancel').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('取消原因').fill('行程冲突，无法参加');
    await dialog.getByRole('button', { name: /确认取消/ }).click();
    await expect(page.getByTestId('order-status')).toHaveText('已取消');
    await expect(page.getByTestId('order-cancel')).toHaveCount(0);
    await expect(page.getByTestId('order-detail')).toContainText('行程冲突，无法参加');

    // issue 29 item 11: its pay page says it is cancelled, lists no way to pay, and leads back to the order
    await page.goto(`/payment?orderId=${orderId}`);
    await expect(page.getByTestId('pay-status')).toHaveText('订单已取消');
    await expect(page.getByTestId('pay-button')).toHaveCount(0);
    await expect(page.getByTestId('method-WEPAY')).toHaveCount(0);
    await expect(page.getByTestId('pay-order-link')).toHaveAttribute('href', `/people/order/${orderId}`);
  });

});

test.describe('events of a visitor', () => {
  test('H06 H33 H12 H16 A24 a visitor registers for a free event (375 px in the mobile project) and opens the anonymous ticket', async ({ page }, info) => {
    test.setTimeout(120_000);
    const { free } = eventsFor(info.project.name);
    await page.goto(`/events/${free.id}`);
    await expect(page.getByTestId('sku-price').first()).toHaveText('免费');
    await page.getByRole('link', { name: '立即报名' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/events/${free.id}/apply/${free.id}`));
    await expect(page.getByTestId('checkout-total')).toHaveText('免费');
    await fillFirstAttendee(page, '赵敏', '13912345678');
    await page.getByTestId('order-button').click();
    await expect(page).toHaveURL(/\/events\/unLoginSuccess\/\d+\?code=[A-Z0-9]{12}/, { timeout: 30_000 });
    await expect(page.getByTestId('success-view')).toContainText('报名成功');

    await page.getByTestId('anonymous-ticket-link').click();
    await expect(page).toHaveURL(/\/people\/anonymous-ticket\/[A-Z0-9]{12}$/);
    await expect(page.getByTestId('ticket-view')).toContainText(free.title);
    await expect(page.getByTestId('ticket-qr')).toBeVisible();
    await expect(page.getByTestId('header-login')).toHaveCount(0);
    await expect(page.locator('footer')).toHaveCount(0);
  });
});

test.describe('events, a member who chooses a ticket right after load', () => {
  test.use({ storageState: storageStatePath('member1') });

  test('H06 H28 a ticket chosen as soon as the checkout arrives is the one ordered, not the ?skuId= of the link', async ({ page }) => {
    test.setTimeout(120_000);
    // Event 3 sells a free 专业观众票 (the link's ?skuId=4) and the ¥680 大师课通票. The check is tried from the first
    // byte of the page on: the tickets take no click until the island has applied ?skuId= and the kept values, so the
    // choice cannot be overwritten by them (issue 29 item 12: once in six tries the free ticket was ordered).
    await page.goto('/events/3/apply/3?skuId=4', { waitUntil: 'commit' });
    const master = page.getByRole('radio', { name: /大师课通票/ });
    await master.check();
    await expect(master).toBeChecked();
    await expect(page.getByRole('radio', { name: /专业观众票/ })).not.toBeChecked();
    await expect(page.getByTestId('checkout-total')).toHaveText('¥680.00');
    await expect(page.getByTestId('order-button')).toHaveText(/提交订单/);
    await fillFirstAttendee(page, '周立', '13800000001');
    await page.getByTestId('order-button').click();
    await expect(page).toHaveURL(/\/payment\?orderId=\d+/, { timeout: 30_000 });
    await expect(page.getByTestId('pay-amount')).toHaveText('¥680.00');
  });
});

test.describe('events, a coupon priced before ordering', () => {
  test.use({ storageState: storageStatePath('member2') });

  test('issue 29 item 10 H06 H49 H47 WELCOME50 shows its discount in 合计 before 提交订单, a refused code says why, and the order pays the quoted amount', async ({ page, context }, info) => {
    test.setTimeout(150_000);
    const mobile = info.project.name === 'mobile';
    // the phone runs it as a visitor (a visitor's quote and no order), the desktop as 13800000002, who orders
    if (mobile) await context.clearCookies();
    const coupon = page.getByTestId('coupon');
    const help = page.getByTestId('coupon-help');
    const total = page.getByTestId('checkout-total');

    // 2027 食品减糖创新峰会, 标准票 ¥1280: past WELCOME50's ¥200 minimum
    await page.goto('/events/4/apply/4');
    await expect(page.getByTestId('order-button')).toBeEnabled();
    await expect(total).toHaveText('¥1280.00');
    await coupon.fill('welcome50');
    await expect(page.getByTestId('checkout-line-COUPON')).toHaveText('优惠券: -¥50.00', { timeout: 15_000 });
    await expect(total).toHaveText('¥1230.00');
    await expect(help).toHaveText('已优惠 ¥50.00');
    await coupon.fill('SUMMER2026');
    await coupon.press('Enter');
    await expect(help).toHaveText('该优惠券已于 2026-08-31 过期', { timeout: 15_000 });
    await expect(total).toHaveText('¥1280.00');
    await expect(page).toHaveURL(/\/events\/4\/apply\/4/);
    await coupon.fill('NOPE2026');
    await page.getByTestId('coupon-apply').click();
    await expect(help).toHaveText('优惠码不存在，请核对后重新输入', { timeout: 15_000 });

    // the ¥99 salon: SUGAR200 belongs to the summit; WELCOME50 needs ¥200, so three tickets, not one
    const salon = eventsFor(info.project.name).paid.id;
    await page.goto(`/events/${salon}/apply/${salon}`);
    await expect(page.getByTestId('order-button')).toBeEnabled();
    await coupon.fill('SUGAR200');
    await expect(help).toHaveText('该优惠券不适用于本活动', { timeout: 15_000 });
    await coupon.fill('WELCOME50');
    await expect(help).toHaveText('订单满 ¥200.00 才可使用该优惠券', { timeout: 15_000 });
    await expect(coupon).toHaveValue('WELCOME50');
    await page.getByRole('button', { name: '增加数量' }).click();
    await page.getByRole('button', { name: '增加数量' }).click();
    await expect(total).toHaveText('¥247.00', { timeout: 15_000 });
    if (mobile) return;

    const attendees = page.getByTestId('attendee');
    await expect(attendees).toHaveCount(3);
    for (const [i, name] of ['包装老周', '李娜', '赵敏'].entries()) {
      await attendees.nth(i).getByLabel('姓名').fill(name);
      await attendees.nth(i).getByLabel('手机号').fill(`1390000000${i}`);
    }
    await page.getByTestId('order-button').click();
    await expect(page).toHaveURL(/\/payment\?orderId=\d+/, { timeout: 30_000 });
    const orderId = Number(new URL(page.url()).searchParams.get('orderId'));
    await expect(page.getByTestId('pay-amount')).toHaveText('¥247.00');
    await page.goto(`/people/order/${orderId}`);
    await expect(page.getByTestId('amount-lines')).toContainText('-¥50.00');
    await expect(page.getByTestId('order-total')).toHaveText('¥247.00');
    // cancelling gives the coupon's use back (a rerun on this database quotes it again)
    await page.getByTestId('order-cancel').click();
    await page.getByRole('dialog').getByRole('button', { name: /确认取消/ }).click();
    await expect(page.getByTestId('order-status')).toHaveText('已取消');
  });
});

test.describe('events without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('H03 H19 H20 T04 an event page shows title, time, place and price without JavaScript, with its JSON-LD Event', async ({ page }) => {
    await page.goto('/events/4');
    await expect(page).toHaveTitle(/^2027 食品减糖创新峰会_活动_/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('2027 食品减糖创新峰会');
    await expect(page.getByTestId('event-time')).toContainText('2027-03-18 09:00');
    await expect(page.getByTestId('event-place')).toContainText('杭州');
    await expect(page.getByTestId('sku-price').first()).toHaveText(/^¥\d+\.\d{2}$/);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as Record<string, unknown>;
    expect(ld).toMatchObject({ '@type': 'Event', startDate: '2027-03-18T09:00:00+08:00', location: { address: { addressLocality: '杭州' } } });
    expect((ld.offers as { priceCurrency: string }[])[0]?.priceCurrency).toBe('CNY');

    await page.goto('/events/23');
    await expect(page.getByTestId('event-time')).toHaveText('时间待定');
    await page.goto('/events/forum');
    await expect(page.getByTestId('event-card').first()).toBeVisible();
    const missing = await page.goto('/events/99999');
    expect(missing?.status()).toBe(404);
  });

  test('H06 the checkout as first drawn takes no ticket choice before its island has applied ?skuId=', async ({ page }) => {
    await page.goto('/events/3/apply/3?skuId=4');
    await expect(page.getByRole('radio', { name: /大师课通票/ })).toBeDisabled();
    await expect(page.getByRole('radio', { name: /专业观众票/ })).toBeDisabled();
  });
});
