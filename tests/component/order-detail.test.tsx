/**
 * H17/H46/H47 and issue 29 item 11: the order page. A paid order shows its refund path (the 退款说明 site page, O07)
 * and its amount lines; an ADDTICKETFORM order is completed on the page itself (the form slot, reached by the
 * 补充参会信息 link) instead of the bare SSO form.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderDetailView } from '@/components/event/order-detail-view';
import type { OrderDetail } from '@/lib/contract/ec';
import { createTranslate, getMessages } from '@/lib/i18n/messages';

const t = createTranslate(getMessages('zh'));

const PAID: OrderDetail = {
  id: 88,
  orderNo: 'E2026001',
  status: 'PAID',
  activityId: 4,
  activityTitle: '2027 食品减糖创新峰会',
  coverImg: null,
  startTime: '2027-03-18 09:00:00',
  endTime: '2027-03-18 17:00:00',
  city: '杭州',
  productId: 4,
  items: [{ skuId: 41, skuName: '标准票', quantity: 1, price: 1280 }],
  totalAmount: 1280,
  payAmount: 1230,
  mode: 'ONLINE',
  group: 'DEFAULT',
  createdTime: '2026-11-20 10:00:00',
  tradeNo: null,
  paymentMethod: 'WEPAY',
  couponCode: 'WELCOME50',
  amountList: [
    { type: 'ORDER', amount: 1280 },
    { type: 'COUPON', amount: -50 },
  ],
  paidTime: '2026-11-20 10:05:00',
  canceledTime: null,
  cancelReason: null,
  expired: false,
  countdown: null,
  formId: 5,
  recipients: [],
  tickets: [{ id: 7, code: 'AB12CD34EF56', status: 'VALID' }],
};

describe('OrderDetailView', () => {
  it('issue 29 item 11 H47 O07 a paid order shows its amount lines with the coupon and its refund path, the 退款说明 page', () => {
    render(<OrderDetailView t={t} locale="zh" order={PAID} />);
    expect(screen.getByTestId('amount-lines').textContent).toContain('优惠券-¥50.00');
    expect(screen.getByTestId('order-total').textContent).toBe('¥1230.00');
    const refund = screen.getByTestId('order-refund');
    expect(refund.textContent).toContain('如需退款');
    expect(screen.getByRole('link', { name: '退款说明' }).getAttribute('href')).toBe('/site/refund');
  });

  it('issue 29 item 11 H45 an unpaid or cancelled order shows no refund path', () => {
    const { rerender } = render(<OrderDetailView t={t} locale="zh" order={{ ...PAID, status: 'PENDING', paidTime: null, tickets: [] }} />);
    expect(screen.queryByTestId('order-refund')).toBeNull();
    rerender(<OrderDetailView t={t} locale="zh" order={{ ...PAID, status: 'CANCELED', paidTime: null, tickets: [] }} />);
    expect(screen.queryByTestId('order-refund')).toBeNull();
  });

  it('issue 29 item 11 H46 补充参会信息 leads to the form on this page when the page gives it, else to the SSO form', () => {
    const order = { ...PAID, status: 'ADDTICKETFORM' as const };
    const { rerender } = render(<OrderDetailView t={t} locale="zh" order={order} attendeeForm={<p data-testid="slot">form</p>} />);
    expect(screen.getByTestId('order-complete-form').getAttribute('href')).toBe('#attendee-form');
    expect(screen.getByTestId('slot').closest('#attendee-form')).not.toBeNull();
    rerender(<OrderDetailView t={t} locale="zh" order={order} />);
    expect(screen.getByTestId('order-complete-form').getAttribute('href')).toBe('/form/5/uniapp?orderId=88');
  });
});
