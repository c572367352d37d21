/**
 * The system-message badge and panel (K01–K16): 99+ badges, tabs, mark-read rules, the 20012/20013 toast.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SystemPanel } from '@/components/notice/system-panel';
import { UnreadBadge } from '@/components/notice/unread-badge';
import { ApiError } from '@/lib/api/errors';
import { useSessionStore } from '@/stores/session';
import { badgeText, INITIAL_UNREAD, useUnreadStore } from '@/stores/unread';
import { renderWithI18n } from './render';

vi.mock('next/navigation', () => ({ usePathname: () => '/news', useRouter: () => ({ push: vi.fn() }) }));

const api = {
  t: {},
  getFriendRequests: vi.fn(),
  getNoticePage: vi.fn(),
  readNotices: vi.fn(),
  decideFriendRequest: vi.fn(),
  decideCircleRequest: vi.fn(),
};
vi.mock('@/components/notice/lazy-api', () => ({ noticeApi: async () => api }));
// K11: the private tab lists the conversations (none here) and marks nothing read
vi.mock('@/lib/chat/api-loader', () => ({ chatApi: async () => ({ t: {}, getConversations: async () => [] }) }));

const emptyPage = { records: [], total: 0, size: 5, current: 1, pages: 0 };
const request = (id: number, status = 'PENDING') => ({
  id,
  requestMemberId: 1050 + id,
  avatar: null,
  nickname: `会员${id}`,
  company: '蓝海塑胶容器有限公司',
  position: '外贸业务员',
  message: '你好，想交流一下',
  status,
});

function counts(n: Partial<typeof INITIAL_UNREAD>) {
  useUnreadStore.setState({ ...INITIAL_UNREAD, ...n, load: async () => undefined });
}

beforeEach(() => {
  for (const fn of [api.getFriendRequests, api.getNoticePage, api.readNotices, api.decideFriendRequest, api.decideCircleRequest]) fn.mockReset();
  api.getFriendRequests.mockResolvedValue({ ...emptyPage, records: [request(1), request(2, 'APPROVED'), request(3, 'EXPIRED')], total: 3, pages: 1 });
  api.getNoticePage.mockResolvedValue(emptyPage);
  api.readNotices.mockResolvedValue(0);
  useSessionStore.setState({ hydrated: true, isLogin: true, memberId: 1002 });
});

describe('badge (K04, K06)', () => {
  it('shows 99+ above 99, 99 at 99, nothing at 0 or −1', () => {
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(0)).toBe('');
    expect(badgeText(-1)).toBe('');
  });

  it('the header badge sums the counters, capped at 99+', () => {
    counts({ noticeUnreadMessageCount: 60, commentUnreadMessageCount: 40, friendApplicationsPendingCount: 3 });
    renderWithI18n(<UnreadBadge />);
    expect(screen.getByTestId('notice-badge-count').textContent).toBe('99+');
  });

  it('no count while the counters are unknown (−1); nothing for a visitor (K01)', () => {
    counts({});
    const { unmount } = renderWithI18n(<UnreadBadge />);
    expect(screen.getByTestId('notice-badge')).toBeTruthy();
    expect(screen.queryByTestId('notice-badge-count')).toBeNull();
    unmount();
    useSessionStore.setState({ isLogin: false, memberId: null });
    renderWithI18n(<UnreadBadge />);
    expect(screen.queryByTestId('notice-badge')).toBeNull();
  });
});

describe('panel (K02, K07–K16)', () => {
  it('K02/K10 lists the tabs in order; the apply tab loads requests and marks nothing read', async () => {
    counts({ friendApplicationsPendingCount: 1 });
    renderWithI18n(<SystemPanel mode="popover" size={5} />);
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent?.replace(/\d+\+?$/, ''));
    expect(tabs).toEqual(['好友申请', '评论', '通知', '私信', '新成员']);
    await screen.findAllByTestId('friend-request-card');
    expect(api.getFriendRequests).toHaveBeenCalledWith({}, { current: 1, size: 5 });
    expect(api.readNotices).not.toHaveBeenCalled();
    expect(screen.getByTestId('panel-view-all').getAttribute('href')).toBe('/system-message');
    // K12/K15: a pending card has ignore and agree; others a disabled label
    expect(screen.getAllByTestId('friend-agree')).toHaveLength(1);
    const labels = screen.getAllByTestId('friend-status').map((b) => [b.textContent, (b as HTMLButtonElement).disabled]);
    expect(labels).toEqual([
      ['已同意', true],
      ['已过期', true],
    ]);
  });

  it('K07/K08 the comment tab loads type 1 and marks it read; the notice tab reads with 2,5; private marks nothing', async () => {
    counts({ commentUnreadMessageCount: 4 });
    renderWithI18n(<SystemPanel mode="popover" size={5} />);
    await screen.findAllByTestId('friend-request-card');
    await act(async () => fireEvent.click(screen.getByTestId('panel-tab-comment')));
    await waitFor(() => expect(api.readNotices).toHaveBeenCalledWith({}, 1, undefined));
    expect(api.getNoticePage).toHaveBeenCalledWith({}, { noticeType: 1, current: 1, size: 5 });
    expect(useUnreadStore.getState().commentUnreadMessageCount).toBe(0);
    await act(async () => fireEvent.click(screen.getByTestId('panel-tab-notice')));
    await waitFor(() => expect(api.readNotices).toHaveBeenCalledWith({}, 0, '2,5'));
    api.readNotices.mockClear();
    api.getNoticePage.mockClear();
    await act(async () => fireEvent.click(screen.getByTestId('panel-tab-private')));
    expect(await screen.findByText('暂无私信')).toBeTruthy();
    expect(api.getNoticePage).not.toHaveBeenCalled();
    expect(api.readNotices).not.toHaveBeenCalled();
  });

  it('K13 agree turns the card into a disabled label and drops the pending count', async () => {
    counts({ friendApplicationsPendingCount: 2 });
    api.decideFriendRequest.mockResolvedValue('APPROVED');
    renderWithI18n(<SystemPanel mode="page" size={10} />);
    const agree = await screen.findByTestId('friend-agree');
    await act(async () => fireEvent.click(agree));
    expect(api.decideFriendRequest).toHaveBeenCalledWith({}, 1, true);
    expect(screen.queryByTestId('friend-agree')).toBeNull();
    expect(useUnreadStore.getState().friendApplicationsPendingCount).toBe(1);
  });

  it('K16 20012/20013 show the server msg as an error toast and leave the card unchanged', async () => {
    counts({ friendApplicationsPendingCount: 1 });
    api.decideFriendRequest.mockRejectedValue(new ApiError(20012, '该好友申请已处理'));
    renderWithI18n(<SystemPanel mode="popover" size={5} />);
    const ignore = await screen.findByTestId('friend-ignore');
    await act(async () => fireEvent.click(ignore));
    expect(screen.getByTestId('panel-toast').textContent).toBe('该好友申请已处理');
    expect(screen.getByTestId('friend-agree')).toBeTruthy();
    expect(useUnreadStore.getState().friendApplicationsPendingCount).toBe(1);
  });

  it('K17/K18 join requests: pending shows accept and reject, decided ones their result', async () => {
    counts({});
    const notice = (id: number, operationResult: number) => ({
      id,
      sentTime: '2026-11-20 10:00:00',
      noticeType: 5,
      entityType: null,
      entityId: 40 + id,
      noticeContent: { requesterId: 1060, requesterName: '鲍国平', circleId: 1, circleName: '食品包材采购交流圈' },
      operationResult,
    });
    api.getNoticePage.mockResolvedValue({ ...emptyPage, records: [notice(1, 0), notice(2, 1), notice(3, 2)], total: 3, pages: 1 });
    renderWithI18n(<SystemPanel mode="popover" size={5} />);
    await screen.findAllByTestId('friend-request-card');
    await act(async () => fireEvent.click(screen.getByTestId('panel-tab-newUser')));
    await screen.findAllByTestId('notice-item');
    expect(screen.getAllByTestId('join-accept')).toHaveLength(1);
    expect(screen.getAllByTestId('join-reject')).toHaveLength(1);
    expect(screen.getByText('已接受')).toBeTruthy();
    expect(screen.getByText('已拒绝')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: '食品包材采购交流圈' })[0]?.getAttribute('href')).toBe('/circle/1');
    expect(api.readNotices).toHaveBeenCalledWith({}, 5, undefined);
  });
});
