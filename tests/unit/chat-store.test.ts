/**
 * The chat store (J11–J14, J35, J38, J41, J46–J51): unread handling and the private total, paging calls,
 * incoming-message routing, sends over the channel or REST, catch-up, and the reset on logout.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeChannel } from '@/lib/chat/realtime';
import type { Conversation, Message } from '@/lib/contract/msg';
import { clearSession } from '@/lib/session/session';
import { setRealtimeChannel, useChatStore } from '@/stores/chat';
import { useSessionStore } from '@/stores/session';
import { useUnreadStore } from '@/stores/unread';

const api = {
  t: {},
  getConversations: vi.fn(),
  createConversation: vi.fn(),
  deleteConversation: vi.fn(),
  getMessageHistory: vi.fn(),
  getMessagePage: vi.fn(),
  markConversationRead: vi.fn(),
  sendMessageRest: vi.fn(),
  getFriendRequestMessage: vi.fn(),
};
vi.mock('@/lib/chat/api-loader', () => ({ chatApi: async () => api }));

function member(id: number): Conversation['members'][number] {
  return { id, name: `会员${id}`, nickname: null, avatar: null, company: null, position: null, isAnonymous: 0, contextType: null, contextId: null };
}
function conv(id: number, other: number, extra: Partial<Conversation> = {}): Conversation {
  return { id, members: [member(1001), member(other)], isFriend: true, isBlockedMe: false, isFollowed: true, unreadMessageCount: 0, lastMessage: null, createdTime: '2026-01-01 10:00:00', ...extra };
}
function msg(id: number, extra: Partial<Message> = {}): Message {
  return { id, convId: 1, msgFrom: 1002, msgTo: 1001, msgType: 0, msgContent: `消息${id}`, sentTime: '2026-01-01 10:00:00', isRead: 0, msgFromName: '会员1002', ...extra };
}
const page = (records: Message[], current = 1, pages = 1) => ({ records, total: records.length, size: 10, current, pages });
const flush = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  for (const fn of Object.values(api)) if (typeof fn === 'function') (fn as ReturnType<typeof vi.fn>).mockReset();
  api.markConversationRead.mockResolvedValue(0);
  api.getFriendRequestMessage.mockResolvedValue(null);
  setRealtimeChannel(null);
  useChatStore.getState().reset();
  useChatStore.setState({ historySource: 'history' });
  useSessionStore.setState({ hydrated: true, isLogin: true, memberId: 1001, isBanned: false });
});

describe('chat store', () => {
  it('J05/J11 loads the list, sums unread into privateUnread, and opening clears one conversation and marks it read', async () => {
    api.getConversations.mockResolvedValue([conv(1, 1002, { unreadMessageCount: 2, lastMessage: msg(40) }), conv(2, 1003, { unreadMessageCount: 5 })]);
    api.getMessageHistory.mockResolvedValue(page([msg(39), msg(40)], 1, 3));
    await useChatStore.getState().loadConversations();
    expect(useUnreadStore.getState().privateUnread).toBe(7);
    await useChatStore.getState().openConversation(1);
    expect(useChatStore.getState().conversations[0]!.unreadMessageCount).toBe(0);
    expect(useUnreadStore.getState().privateUnread).toBe(5);
    expect(api.markConversationRead).toHaveBeenCalledWith({}, 1);
    // J12: current 1, size loaded + 10, bounded by the last message id
    expect(api.getMessageHistory).toHaveBeenCalledWith({}, { convId: 1, current: 1, size: 10, lastMsgId: 40 });
  });

  it('J13/J14 later pages ask for size 10 until current = pages', async () => {
    useChatStore.setState({ conversations: [conv(1, 1002, { lastMessage: msg(40) })] });
    api.getMessageHistory.mockResolvedValueOnce(page([msg(31), msg(40)], 1, 2)).mockResolvedValueOnce(page([msg(21), msg(22)], 2, 2));
    await useChatStore.getState().openConversation(1);
    await useChatStore.getState().loadOlder();
    expect(api.getMessageHistory).toHaveBeenLastCalledWith({}, { convId: 1, current: 2, size: 10, lastMsgId: 40 });
    expect(useChatStore.getState().messages[1]!.list.map((m) => m.id)).toEqual([21, 22, 31, 40]);
    await useChatStore.getState().loadOlder();
    expect(api.getMessageHistory).toHaveBeenCalledTimes(2);
  });

  it('J46–J50 routes incoming messages', async () => {
    useChatStore.setState({ conversations: [conv(1, 1002), conv(2, 1003)], dialogOpen: true });
    api.getMessageHistory.mockResolvedValue(page([msg(1)]));
    await useChatStore.getState().openConversation(1);
    api.markConversationRead.mockClear();

    // open conversation: appended and read (J46)
    useChatStore.getState().receive(msg(2));
    expect(useChatStore.getState().messages[1]!.list.map((m) => m.id)).toEqual([1, 2]);
    await flush();
    expect(api.markConversationRead).toHaveBeenCalledWith({}, 1);

    // another known conversation: +1 unread, moved to the top, announced (J47, J49)
    useChatStore.getState().receive(msg(3, { convId: 2, msgFrom: 1003, msgFromName: '会员1003' }));
    expect(useChatStore.getState().conversations.map((c) => [c.id, c.unreadMessageCount])).toEqual([[2, 1], [1, 0]]);
    expect(useUnreadStore.getState().privateUnread).toBe(1);
    expect(useChatStore.getState().announcement).toMatchObject({ name: '会员1003' });

    // type 1 is only announced (J50)
    useChatStore.getState().receive(msg(4, { convId: 2, msgFrom: 1003, msgType: 1 }));
    expect(useChatStore.getState().conversations[0]!.unreadMessageCount).toBe(1);

    // unknown conversation reloads the list (J48)
    api.getConversations.mockResolvedValue([conv(9, 1009, { unreadMessageCount: 1 }), conv(2, 1003, { unreadMessageCount: 1 }), conv(1, 1002)]);
    useChatStore.getState().receive(msg(5, { convId: 9, msgFrom: 1009 }));
    await flush();
    expect(api.getConversations).toHaveBeenCalled();
    expect(useChatStore.getState().conversations.map((c) => c.id)).toEqual([9, 2, 1]);
  });

  it('J35/J37/J38 sends over the channel with one send in flight; success appends, moves to the top and marks read', async () => {
    let release: () => void = () => undefined;
    const channel: RealtimeChannel = {
      start: async () => undefined,
      stop: async () => undefined,
      isConnected: () => true,
      send: vi.fn(() => new Promise<void>((r) => (release = r))),
    };
    setRealtimeChannel(channel);
    useChatStore.setState({ conversations: [conv(2, 1003), conv(1, 1002)], openId: 1 });
    const first = useChatStore.getState().send('报价单已发您邮箱');
    expect(await useChatStore.getState().send('第二条')).toEqual({ status: 'ignored' });
    release();
    const outcome = await first;
    expect(outcome.status).toBe('sent');
    expect(channel.send).toHaveBeenCalledWith(expect.objectContaining({ msgFrom: 1001, msgTo: 1002, msgType: 0, msgContent: '报价单已发您邮箱', convId: 1 }));
    expect(useChatStore.getState().conversations[0]!.id).toBe(1);
    expect(useChatStore.getState().messages[1]!.list.at(-1)!.msgContent).toBe('报价单已发您邮箱');
    await flush();
    expect(api.markConversationRead).toHaveBeenCalledWith({}, 1);
  });

  it('sends over REST without a connected channel; a rule code maps to the spec message', async () => {
    useChatStore.setState({ conversations: [conv(1, 1002)], openId: 1 });
    api.sendMessageRest.mockResolvedValueOnce(msg(50, { msgFrom: 1001, msgTo: 1002, msgType: 3, msgContent: 'https://a.cn' }));
    const sent = await useChatStore.getState().send('https://a.cn');
    expect(api.sendMessageRest).toHaveBeenCalledWith({}, expect.objectContaining({ convId: 1, msgTo: 1002, msgType: 3, msgContent: 'https://a.cn' }));
    expect(sent.status).toBe('sent');
    const { ApiError } = await import('@/lib/api/errors');
    api.sendMessageRest.mockRejectedValueOnce(new ApiError(20042, 'blocked'));
    expect(await useChatStore.getState().send('你好')).toEqual({ status: 'failed', error: 'chat.blocked', msg: 'blocked' });
  });

  it('J41 reuses a conversation with the member or creates one', async () => {
    api.getConversations.mockResolvedValue([conv(1, 1002)]);
    api.getMessageHistory.mockResolvedValue(page([]));
    await useChatStore.getState().openFor({ memberId: 1002 });
    expect(api.createConversation).not.toHaveBeenCalled();
    expect(useChatStore.getState().openId).toBe(1);
    api.createConversation.mockResolvedValue(conv(7, 1003));
    await useChatStore.getState().openFor({ memberId: 1003 });
    expect(api.createConversation).toHaveBeenCalledWith({}, { members: [1003] });
    expect(useChatStore.getState().openId).toBe(7);
    expect(useChatStore.getState().conversations[0]!.id).toBe(7);
  });

  it('catch-up after a reconnect reloads the list and the open conversation', async () => {
    useChatStore.setState({ conversations: [conv(1, 1002, { lastMessage: msg(3) })], dialogOpen: true });
    api.getMessageHistory.mockResolvedValue(page([msg(3)]));
    await useChatStore.getState().openConversation(1);
    api.getConversations.mockResolvedValue([conv(1, 1002, { lastMessage: msg(5), unreadMessageCount: 2 })]);
    api.getMessageHistory.mockResolvedValue(page([msg(3), msg(4), msg(5)]));
    await useChatStore.getState().catchUp();
    expect(api.getMessageHistory).toHaveBeenLastCalledWith({}, { convId: 1, current: 1, size: 10, lastMsgId: 5 });
    expect(useChatStore.getState().messages[1]!.list.map((m) => m.id)).toEqual([3, 4, 5]);
    expect(useUnreadStore.getState().privateUnread).toBe(0);
  });

  it('J51 a session clear stops the channel and empties the store', async () => {
    const stop = vi.fn(async () => undefined);
    setRealtimeChannel({ start: async () => undefined, stop, isConnected: () => false, send: async () => undefined });
    useChatStore.setState({ conversations: [conv(1, 1002)], openId: 1 });
    clearSession();
    expect(stop).toHaveBeenCalled();
    expect(useChatStore.getState().conversations).toEqual([]);
    expect(useChatStore.getState().openId).toBeNull();
  });
});
