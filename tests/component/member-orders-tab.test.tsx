/**
 * H41/H43: one's own orders tab: every status filter with its label, the list call per filter, and each order
 * linking to its detail with its status label.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemberOrdersTab } from '@/components/event/member-orders-tab';
import type { OrderListItem } from '@/lib/contract/ec';
import { useSessionStore } from '@/stores/session';
import { ecHandlers } from '../mocks/handlers/ec';
import { queryOf } from '../mocks/request';
import { server, startMockServer } from '../mocks/server';
import { renderWithI18n } from './render';

startMockServer();
/** The list queries the tab sent. */
let asked: Record<string, string>[];

const order = (id: number, status: OrderListItem['status']): OrderListItem => ({
  id,
  orderNo: `E2026${id}`,
  status,
  activityId: 13,
  activityTitle: '饮料包装设计沙龙：瓶型与货架',
  coverImg: null,
  startTime: null,
  endTime: null,
  city: '杭州',
  productId: 13,
  items: [],
  totalAmount: 99,
  payAmount: 99,
  mode: 'ONLINE',
  group: 'DEFAULT',
  createdTime: '2026-11-24 10:00:00',
});

beforeEach(() => {
  asked = [];
  useSessionStore.setState({ hydrated: true, isLogin: true, memberId: 1001 });
  server.use(
    ecHandlers.orderPage((request) => {
      const q = queryOf(request);
      asked.push(q);
      return { records: q.status === 'CANCELED' ? [order(2, 'CANCELED')] : [order(1, 'PAID'), order(2, 'CANCELED')], total: 2, size: 5, current: 1, pages: 1 };
    }),
  );
});

describe('MemberOrdersTab', () => {
  it('H41 H43 offers every status filter with its label and lists the orders of the chosen one', async () => {
    renderWithI18n(<MemberOrdersTab />);
    const labels = screen.getAllByRole('button').map((b) => b.textContent);
    expect(labels).toEqual(['全部', '已支付', '已取消', '待支付', '处理中', '退款中', '已退款', '部分退款', '部分退款中', '待补充参会信息']);
    expect((await screen.findAllByTestId('member-order')).map((a) => a.getAttribute('href'))).toEqual(['/people/order/1', '/people/order/2']);
    expect(asked).toEqual([{ status: 'ALL', current: '1', size: '5' }]);

    await act(async () => {
      fireEvent.click(screen.getByTestId('order-filter-CANCELED'));
    });
    await vi.waitFor(() => expect(screen.getAllByTestId('member-order')).toHaveLength(1));
    expect(asked.at(-1)).toEqual({ status: 'CANCELED', current: '1', size: '5' });
    expect(screen.getByTestId('member-order').textContent).toContain('已取消');
  });
});
