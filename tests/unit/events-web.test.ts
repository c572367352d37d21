/**
 * Events web rules (issue 14): routes (A10, H01–H17), the price and time labels (H19, H20), where an order goes
 * (H31–H33), the order body (H28, H49) and the JSON-LD Event of a detail page.
 */
import { describe, expect, it } from 'vitest';
import { decide, findRoute } from '@/lib/routing/decide';
import type { EventDetail, OrderResult, TicketProduct } from '@/lib/contract/ec';
import { afterOrderHref, buildOrderInput } from '@/lib/events/checkout';
import { formatDateRange } from '@/lib/format/date-range';
import { eventPriceLabel } from '@/lib/format/event-price';
import { eventJsonLd } from '@/lib/seo/events';

const facts = (pathname: string, search = '', isLogin = false) => ({
  pathname,
  search,
  host: 'localhost:3000',
  session: { isLogin, memberId: isLogin ? '1001' : null, lang: null },
  layoutCookie: null,
  device: { isMobile: false, isTablet: false },
});

describe('event routes', () => {
  it('A10 H01 H03 a digit segment is an event, a code is a type filter, a code starting with a digit is a 404', () => {
    expect(findRoute('/events/12').matched?.route.pattern).toBe('/events/:id');
    expect(decide(facts('/events/expo'))).toMatchObject({ kind: 'rewrite', path: '/v/zh.desktop.1/events/list/expo' });
    expect(decide(facts('/events', '?page=2'))).toMatchObject({ kind: 'rewrite', path: '/v/zh.desktop.2/events/list' });
    expect(findRoute('/activity/1abc/5')).toEqual({ matched: null, invalid: true });
  });

  it('H13 H14 the list and detail aliases map onto the same pages', () => {
    expect(decide(facts('/events/list/all'))).toMatchObject({ path: '/v/zh.desktop.1/events/list' });
    expect(decide(facts('/events/list/forum'))).toMatchObject({ path: '/v/zh.desktop.1/events/list/forum' });
    expect(decide(facts('/events/detail/12/all'))).toMatchObject({ path: '/v/zh.desktop.1/events/12' });
  });

  it('H06 H11 H12 H16 checkout and success pages are open to visitors; payment of one order, orders and tickets need a login', () => {
    for (const path of ['/events/12/apply/34', '/events/entrySuccess/5', '/events/unLoginSuccess/3', '/people/anonymous-ticket/AB12CD34EF56', '/pay']) {
      expect(decide(facts(path)).kind, path).toBe('rewrite');
    }
    for (const path of ['/payment', '/people/order/5', '/people/ticket/5']) {
      expect(decide(facts(path, '?orderId=5'))).toMatchObject({ kind: 'redirect' });
    }
    expect(decide(facts('/people/anonymous-ticket/AB12CD34EF56'))).toMatchObject({ personal: true });
  });
});

describe('labels', () => {
  it('H20 Q19 an invalid price is "-", 0 is free, a range shows both ends', () => {
    expect(eventPriceLabel(null, null, '免费')).toBe('-');
    expect(eventPriceLabel(-1, 5, '免费')).toBe('-');
    expect(eventPriceLabel(0, 0, '免费')).toBe('免费');
    expect(eventPriceLabel(199, 199, '免费')).toBe('¥199.00');
    expect(eventPriceLabel(0, 599, '免费')).toBe('¥0.00 - ¥599.00');
  });

  it('H19 Q18 a missing or invalid time range is 时间待定', () => {
    expect(formatDateRange(null, null)).toBe('时间待定');
    expect(formatDateRange('2026-12-01 09:00:00', '2026-11-30 18:00:00')).toBe('时间待定');
    expect(formatDateRange('2026-12-01 09:00:00', '2026-12-01 17:30:00')).toBe('2026-12-01 09:00 ~ 17:30');
  });
});

describe('after the order', () => {
  const result = (payAmount: number, tradeNo: string | null): OrderResult => ({
    tradeNo,
    orderList: [{ id: 41, orderNo: 'E1', payAmount }],
    ticketCodes: payAmount === 0 ? ['AB12CD34EF56'] : [],
    formId: 6,
    isGroupBuy: false,
  });

  it('H31 H32 H33 paid with a trade → /pay, paid without → /payment, free → the success page', () => {
    expect(afterOrderHref(result(99, 'T2026'), false, 6)).toBe('/pay?tradeNo=T2026');
    expect(afterOrderHref(result(99, null), true, 6)).toBe('/payment?orderId=41');
    expect(afterOrderHref(result(0, null), true, 6)).toBe('/events/entrySuccess/41');
    expect(afterOrderHref(result(0, null), false, 6)).toBe('/events/unLoginSuccess/6?code=AB12CD34EF56');
  });

  it('H28 H49 the order body: empty coupon and sales code left out, ONLINE payment', () => {
    const body = buildOrderInput({ skuId: 7, quantity: 2, couponCode: '  ', recipients: [] }, { form: null, salesCode: '', requestId: 'abcdefgh1' });
    expect(body).toEqual({ skuQuantityList: [{ skuId: 7, quantity: 2 }], paymentType: 'ONLINE', requestId: 'abcdefgh1' });
  });
});

describe('JSON-LD Event', () => {
  it('T04 carries dates, status, place with address, organiser, image and CNY offers with availability', () => {
    const event = {
      id: 12,
      title: '2026 中国食品包装创新论坛',
      startTime: '2026-12-01 09:00:00',
      endTime: '2026-12-01 17:30:00',
      city: '上海',
      venue: '上海国际会议中心',
      coverImg: '/api/files/seed/event/1.svg',
      merchant: { id: 3, name: '中国包装联合会', enName: null, logo: null, description: null, companyId: null, eventCount: 4 },
      sourceName: '中国包装联合会',
    } as unknown as EventDetail;
    const product = { id: 34, ended: false, skuList: [{ id: 1, name: '标准票', price: 199, soldOut: false }, { id: 2, name: 'VIP', price: 599, soldOut: true }] } as unknown as TicketProduct;
    const ld = eventJsonLd(event, product, 'http://localhost:3000/events/12', '论坛') as Record<string, unknown>;
    expect(ld).toMatchObject({
      '@type': 'Event',
      startDate: '2026-12-01T09:00:00+08:00',
      endDate: '2026-12-01T17:30:00+08:00',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', address: { addressLocality: '上海', streetAddress: '上海国际会议中心' } },
      organizer: { name: '中国包装联合会' },
      // issue 20 item 2: the raster rendition of the seed SVG
      image: ['http://localhost:3000/api/files/seed/event/1.png'],
    });
    expect(ld.offers).toEqual([
      expect.objectContaining({ price: '199.00', priceCurrency: 'CNY', availability: 'https://schema.org/InStock', url: 'http://localhost:3000/events/12/apply/34?skuId=1' }),
      expect.objectContaining({ price: '599.00', availability: 'https://schema.org/SoldOut' }),
    ]);
  });
});
