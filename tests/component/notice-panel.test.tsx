/**
 * The system-message badge and panel (K01–K18, K36): 99+ badges, tabs, mark-read rules (optimistic),
 * paging, the 20012/20013 toast. The network is mocked with msw: the panel runs its real queries.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SystemPanel } from '@/components/notice/system-panel';
import { UnreadBadge } from '@/components/notice/unread-badge';
import type { Page } from '@/lib/contract/common';
import type { QueryClient } from '@tanstack/react-query';
import { BADGE_CAP } from '@/lib/constants';
import type { Conversation, Notice, NoticeCount } from '@/lib/contract/msg';
import type { FriendApplication } from '@/lib/contract/social';
import { formatBadge } from '@/lib/format/count';
import { noticeCountQuery } from '@/lib/queries/msg';
import { useSessionStore } from '@/stores/session';
import { pageOf, refuse } from '../mocks/envelope';
import { chatHandlers } from '../mocks/handlers/chat';
import { circleHandlers } from '../mocks/handlers/circle';
import { msgHandlers } from '../mocks/handlers/msg';
import { socialHandlers } from '../mocks/handlers/social';
import { queryOf } from '../mocks/request';
import { server, startMockServer } from '../mocks/server';
import { renderWithI18n, testQueryClient } from './render';


startMockServer();

const request = (id: number, status: FriendApplication['status'] = 'PENDING'): FriendApplication => ({
  id,
  requestMemberId: 1050 + id,
  avatar: null,
  nickname: `会员${id}`,
  company: '蓝海塑胶容器有限公司',
  position: '外贸业务员',
  message: '你好，想交流一下',
  status,
});

const comment = (id: number): Notice => ({
  id,
  sentTime: '2026-11-20 10:00:00',
  noticeType: 1,
  entityType: 14,
  entityId: 300 + id,
  noticeContent: { memberId: 1060, memberName: '鲍国平', newsId: 12, commentType: 'news_comment', content: `评论${id}` },
  operationResult: null,
});

/** What the mock API holds, and the calls the panel made to it. */
let serverCounts: NoticeCount;
let noticePages: Record<string, Page<Notice>>;
let noticeCalls: Record<string, string>[];
let readCalls: Record<string, string>[];
let requestCalls: Record<string, string>[];
let decisions: string[];
let countCalls: number;
let conversations: Conversation[];
let queryClient: QueryClient;

/** The counters as the mock API holds them and the page has already read them (the panel reloads them after a read). */
function counts(n: Partial<NoticeCount>) {
  serverCounts = { noticeUnreadMessageCount: 0, commentUnreadMessageCount: 0, circleRequestUnreadMessageCount: 0, friendApplicationsPendingCount: 0, ...n };
  queryClient.setQueryData(noticeCountQuery(1002).queryKey, { ...serverCounts });
}

const render = (ui: React.ReactElement) => renderWithI18n(ui, 'zh', 'desktop', queryClient);
/** A tab's label with its count, as it reads. */
const tabText = (key: string) => screen.getByTestId(`panel-tab-${key}`).textContent;

const READ_CLEARS: Record<string, keyof NoticeCount> = { '0': 'noticeUnreadMessageCount', '1': 'commentUnreadMessageCount', '5': 'circleRequestUnreadMessageCount' };

beforeEach(() => {
  queryClient = testQueryClient();
  conversations = [];
  counts({});
  noticePages = {};
  noticeCalls = [];
  readCalls = [];
  requestCalls = [];
  decisions = [];
  countCalls = 0;
  useSessionStore.setState({ hydrated: true, isLogin: true, memberId: 1002 });
  server.use(
    socialHandlers.friendRequests((req) => {
      requestCalls.push(queryOf(req));
      return pageOf([request(1), request(2, 'APPROVED'), request(3, 'EXPIRED')], { size: 5 });
    }),
    msgHandlers.noticePage((req) => {
      const q = queryOf(req);
      noticeCalls.push(q);
      return noticePages[`${q.noticeType}:${q.current}`] ?? pageOf([], { size: Number(q.size) });
    }),
    msgHandlers.readNotices((req) => {
      const q = queryOf(req);
      readCalls.push(q);
      const cleared = READ_CLEARS[q.noticeType ?? ''];
      if (cleared) serverCounts[cleared] = 0;
      return 1;
    }),
    msgHandlers.noticeCount(() => {
      countCalls += 1;
      return serverCounts;
    }),
    chatHandlers.conversations(() => conversations),
  );
});

describe('badge (K04, K06)', () => {
  it('shows 99+ above 99, 99 at 99, nothing at 0 or −1', () => {
    expect(formatBadge(100, BADGE_CAP)).toBe('99+');
    expect(formatBadge(99, BADGE_CAP)).toBe('99');
    expect(formatBadge(0, BADGE_CAP)).toBe('');
    expect(formatBadge(-1, BADGE_CAP)).toBe('');
  });

  it('the header badge sums the counters, capped at 99+', async () => {
    counts({ noticeUnreadMessageCount: 60, commentUnreadMessageCount: 40, friendApplicationsPendingCount: 3 });
    render(<UnreadBadge />);
    expect(screen.getByTestId('notice-badge-count').textContent).toBe('99+');
    // K05: the badge reloads the counters on mount; the same answer keeps 99+
    await waitFor(() => expect(countCalls).toBe(1));
    await act(async () => undefined);
    expect(queryClient.getQueryData(noticeCountQuery(1002).queryKey)?.commentUnreadMessageCount).toBe(40);
    expect(screen.getByTestId('notice-badge-count').textContent).toBe('99+');
  });

  it('K05/J49 the header badge reads the counters once and adds the unread private messages', async () => {
    queryClient = testQueryClient();
    serverCounts = { noticeUnreadMessageCount: 2, commentUnreadMessageCount: 1, circleRequestUnreadMessageCount: 0, friendApplicationsPendingCount: 0 };
    const member = (id: number) => ({ id, name: `会员${id}`, nickname: null, avatar: null, company: null, position: null, isAnonymous: 0, contextType: null, contextId: null });
    const conversation = (id: number, unread: number): Conversation => ({
      id,
      members: [member(1002), member(1000 + id)],
      isFriend: true,
      isBlockedMe: false,
      isFollowed: true,
      unreadMessageCount: unread,
      lastMessage: null,
      createdTime: '2026-11-20 10:00:00',
    });
    conversations = [conversation(1, 4), conversation(2, 1)];
    render(<UnreadBadge />);
    expect(screen.queryByTestId('notice-badge-count')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('notice-badge-count').textContent).toBe('8'));
    expect(countCalls).toBe(1);
  });

  it('K03 the header popover lists 5 items per tab: every list call asks for size 5 and five items show', async () => {
    counts({ commentUnreadMessageCount: 7 });
    noticePages['1:1'] = pageOf(Array.from({ length: 5 }, (_, i) => comment(i + 1)), { size: 5, total: 7 });
    renderWithI18n(<UnreadBadge />);
    await act(async () => fireEvent.click(screen.getByTestId('notice-badge')));
    await screen.findAllByTestId('friend-request-card', {}, { timeout: 8000 });
    expect(requestCalls).toEqual([{ current: '1', size: '5', searchCount: '0' }]);
    await act(async () => fireEvent.click(screen.getByTestId('panel-tab-comment')));
    await waitFor(() => expect(screen.getAllByTestId('notice-item')).toHaveLength(5));
    await act(async () => fireEvent.click(screen.getByTestId('panel-tab-newUser')));
    await waitFor(() => expect(noticeCalls.map((q) => [q.noticeType, q.size])).toEqual([
      ['1', '5'],
      ['5', '5'],
    ]));
    // the popover has no pager: the rest is on /system-message
    expect(screen.queryByRole('button', { name: '下一页' })).toBeNull();
    expect(screen.getByTestId('panel-view-all').getAttribute('href')).toBe('/system-message');
  });

  it('no count while the counters are unknown (−1); nothing for a visitor (K01)', async () => {
    let asked = 0;
    server.use(
      msgHandlers.noticeCount(() => {
        asked += 1;
        return refuse(1, 'busy');
      }),
    );
    queryClient = testQueryClient();
    const { unmount } = render(<UnreadBadge />);
    expect(screen.getByTestId('notice-badge')).toBeTruthy();
    expect(screen.queryByTestId('notice-badge-count')).toBeNull();
    // the count call failed: the counters stay unknown and still no count shows
    await waitFor(() => expect(asked).toBe(1));
    await act(async () => undefined);
    expect(queryClient.getQueryData(noticeCountQuery(1002).queryKey)).toBeUndefined();
    expect(screen.queryByTestId('notice-badge-count')).toBeNull();
    unmount();
    useSessionStore.setState({ isLogin: false, memberId: null });
    render(<UnreadBadge />);
    expect(screen.queryByTestId('notice-badge')).toBeNull();
    expect(asked).toBe(1);
  });
});

describe('panel (K02, K07–K18)', () => {
  it('K02/K10 lists the tabs in order; the apply tab loads requests and marks nothing read', async () => {
    counts({ friendApplicationsPendingCount: 1 });
    render(<SystemPanel mode="popover" size={5} />);
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent?.replace(/\d+\+?$/, ''));
    expect(tabs).toEqual(['好友申请', '评论', '通知', '私信', '新成员']);
    await screen.findAllByTestId('friend-request-card');
    expect(requestCalls).toEqual([{ current: '1', size: '5', searchCount: '0' }]);
    expect(readCalls).toEqual([]);
    expect(noticeCalls).toEqual([]);
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
    counts({ commentUnreadMessageCount: 4, noticeUnreadMessageCount: 2 });
    render(<SystemPanel mode="popover" size={5} />);
    await screen.findAllByTestId('friend-request-card');
    await act(async () => fireEvent.click(screen.getByTestId('panel-tab-comment')));
    await waitFor(() => expect(readCalls).toEqual([{ noticeType: '1' }]));
    expect(noticeCalls).toEqual([{ current: '1', size: '5', searchCount: '0', noticeType: '1' }]);
    await waitFor(() => expect(tabText('comment')).toBe('评论'));
    expect(screen.getByTestId('panel-tab-comment').querySelector('span')).toBeNull();
    expect(tabText('notice')).toBe('通知2');
    await act(async () => fireEvent.click(screen.getByTestId('panel-tab-notice')));
    await waitFor(() => expect(readCalls).toEqual([{ noticeType: '1' }, { noticeType: '0', entityTypeList: '2,5' }]));
    await waitFor(() => expect(tabText('notice')).toBe('通知'));
    readCalls.length = 0;
    noticeCalls.length = 0;
    await act(async () => fireEvent.click(screen.getByTestId('panel-tab-private')));
    expect(await screen.findByText('暂无私信')).toBeTruthy();
    expect(noticeCalls).toEqual([]);
    expect(readCalls).toEqual([]);
  });

  it('K07 marking read is optimistic: the count goes at once and comes back when the read call fails', async () => {
    counts({ commentUnreadMessageCount: 4 });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      msgHandlers.readNotices(async (req) => {
        readCalls.push(queryOf(req));
        await held;
        return refuse(1, 'busy');
      }),
    );
    render(<SystemPanel mode="popover" size={5} />);
    await act(async () => fireEvent.click(screen.getByTestId('panel-tab-comment')));
    await waitFor(() => expect(readCalls).toEqual([{ noticeType: '1' }]));
    expect(screen.getByTestId('panel-tab-comment').querySelector('span')).toBeNull();
    await act(async () => release());
    await waitFor(() => expect(tabText('comment')).toBe('评论4'));
  });

  it('I30 a request that is not PENDING (approved, ignored, expired) shows a disabled label instead of ignore and agree', async () => {
    counts({ friendApplicationsPendingCount: 1 });
    server.use(socialHandlers.friendRequests(pageOf([request(1), request(2, 'APPROVED'), request(3, 'IGNORED'), request(4, 'EXPIRED')], { size: 5 })));
    renderWithI18n(<SystemPanel mode="popover" size={5} />);
    const cards = await screen.findAllByTestId('friend-request-card');
    expect(cards).toHaveLength(4);
    const shown = cards.map((card) => ({
      agree: card.querySelector('[data-testid="friend-agree"]') !== null,
      ignore: card.querySelector('[data-testid="friend-ignore"]') !== null,
      label: card.querySelector('[data-testid="friend-status"]')?.textContent ?? null,
      disabled: (card.querySelector('[data-testid="friend-status"]') as HTMLButtonElement | null)?.disabled ?? null,
    }));
    expect(shown).toEqual([
      { agree: true, ignore: true, label: null, disabled: null },
      { agree: false, ignore: false, label: '已同意', disabled: true },
      { agree: false, ignore: false, label: '已忽略', disabled: true },
      { agree: false, ignore: false, label: '已过期', disabled: true },
    ]);
  });

  it('K13 agree turns the card into a disabled label and drops the pending count', async () => {
    counts({ friendApplicationsPendingCount: 2 });
    server.use(
      socialHandlers.decideFriendRequest(1, true, () => {
        decisions.push('approve 1');
        return 'APPROVED';
      }),
    );
    render(<SystemPanel mode="page" size={10} />);
    const agree = await screen.findByTestId('friend-agree');
    await act(async () => fireEvent.click(agree));
    await waitFor(() => expect(screen.queryByTestId('friend-agree')).toBeNull());
    expect(decisions).toEqual(['approve 1']);
    expect(screen.getAllByTestId('friend-status').map((b) => b.textContent)).toEqual(['已同意', '已同意', '已过期']);
    expect(tabText('apply')).toBe('好友申请1');
  });

  it('K16 20012/20013 show the server msg as an error toast and leave the card unchanged', async () => {
    counts({ friendApplicationsPendingCount: 1 });
    server.use(
      socialHandlers.decideFriendRequest(1, false, () => {
        decisions.push('ignore 1');
        return refuse(20012, '该好友申请已处理');
      }),
    );
    render(<SystemPanel mode="popover" size={5} />);
    const ignore = await screen.findByTestId('friend-ignore');
    await act(async () => fireEvent.click(ignore));
    expect((await screen.findByTestId('panel-toast')).textContent).toBe('该好友申请已处理');
    expect(decisions).toEqual(['ignore 1']);
    expect(screen.getByTestId('friend-agree')).toBeTruthy();
    expect((screen.getByTestId('friend-ignore') as HTMLButtonElement).disabled).toBe(false);
    expect(tabText('apply')).toBe('好友申请1');
  });

  it('K17/K18/K38 join requests: requester and circle (linked to /circle/{id}); pending shows accept and reject, decided ones their result', async () => {
    counts({ circleRequestUnreadMessageCount: 1 });
    const notice = (id: number, operationResult: number): Notice => ({
      id,
      sentTime: '2026-11-20 10:00:00',
      noticeType: 5,
      entityType: null,
      entityId: 40 + id,
      noticeContent: { requesterId: 1060, requesterName: '鲍国平', circleId: 1, circleName: '食品包材采购交流圈' },
      operationResult,
    });
    noticePages['5:1'] = pageOf([notice(1, 0), notice(2, 1), notice(3, 2)], { size: 5 });
    render(<SystemPanel mode="popover" size={5} />);
    await screen.findAllByTestId('friend-request-card');
    await act(async () => fireEvent.click(screen.getByTestId('panel-tab-newUser')));
    await screen.findAllByTestId('notice-item');
    expect(screen.getAllByTestId('join-accept')).toHaveLength(1);
    expect(screen.getAllByTestId('join-reject')).toHaveLength(1);
    expect(screen.getByText('已接受')).toBeTruthy();
    expect(screen.getByText('已拒绝')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: '食品包材采购交流圈' })[0]?.getAttribute('href')).toBe('/circle/1');
    // K38: each request names its requester (linked to their home, K37) and the circle
    expect(screen.getAllByRole('link', { name: '鲍国平' })).toHaveLength(3);
    expect(screen.getAllByRole('link', { name: '鲍国平' })[0]?.getAttribute('href')).toBe('/people/1060');
    await waitFor(() => expect(readCalls).toEqual([{ noticeType: '5' }]));
    await waitFor(() => expect(tabText('newUser')).toBe('新成员'));
  });

  it('K17 a refused accept shows the server msg and enables the buttons again', async () => {
    counts({});
    noticePages['5:1'] = pageOf(
      [
        {
          id: 1,
          sentTime: '2026-11-20 10:00:00',
          noticeType: 5,
          entityType: null,
          entityId: 41,
          noticeContent: { requesterId: 1060, requesterName: '鲍国平', circleId: 1, circleName: '食品包材采购交流圈' },
          operationResult: 0,
        },
      ],
      { size: 5 },
    );
    server.use(
      circleHandlers.decideJoinRequest(41, true, () => {
        decisions.push('accept 41');
        return refuse(1, '无权限操作');
      }),
    );
    render(<SystemPanel mode="popover" size={5} />);
    await act(async () => fireEvent.click(screen.getByTestId('panel-tab-newUser')));
    const accept = await screen.findByTestId('join-accept');
    await act(async () => fireEvent.click(accept));
    expect((await screen.findByTestId('panel-toast')).textContent).toBe('无权限操作');
    expect(decisions).toEqual(['accept 41']);
    expect((screen.getByTestId('join-accept') as HTMLButtonElement).disabled).toBe(false);
  });

  it('K36 the full page pages 10 at a time; each page read from the server marks the tab read', async () => {
    counts({ commentUnreadMessageCount: 12 });
    noticePages['1:1'] = pageOf(Array.from({ length: 10 }, (_, i) => comment(i + 1)), { size: 10, total: 12 });
    noticePages['1:2'] = pageOf([comment(11), comment(12)], { size: 10, total: 12, current: 2 });
    render(<SystemPanel mode="page" size={10} />);
    await screen.findAllByTestId('friend-request-card');
    await act(async () => fireEvent.click(screen.getByTestId('panel-tab-comment')));
    await waitFor(() => expect(screen.getAllByTestId('notice-item')).toHaveLength(10));
    expect(screen.getByText('1 / 2')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '下一页' })));
    await waitFor(() => expect(screen.getAllByTestId('notice-item')).toHaveLength(2));
    expect(screen.getByText('2 / 2')).toBeTruthy();
    expect(noticeCalls.map((q) => [q.current, q.size, q.noticeType])).toEqual([
      ['1', '10', '1'],
      ['2', '10', '1'],
    ]);
    await waitFor(() => expect(readCalls).toEqual([{ noticeType: '1' }, { noticeType: '1' }]));
  });
});
