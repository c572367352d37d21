/**
 * The chat store (J11–J14, J35, J38, J41, J46–J51): unread handling and the private total, paging calls,
 * incoming-message routing, sends over the channel or REST, catch-up, and the reset on logout. The store keeps
 * the server data in the query cache (`lib/queries/chat.ts`); the network is mocked with msw.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { unreadTotal } from '@/lib/chat/rules';
import type { RealtimeChannel } from '@/lib/chat/realtime';
import type { Conversation, Message } from '@/lib/contract/msg';
import { chatKeys, conversationListQuery, type ConversationHistory } from '@/lib/queries/chat';
import { getQueryClient } from '@/lib/queries/query-client';
import { clearSession } from '@/lib/session/session';
import { setRealtimeChannel, useChatStore } from '@/stores/chat';
import { useSessionStore } from '@/stores/session';
import { chatApiStandIn, type ChatApiStandIn } from '../mocks/chat-api';
import { refuse } from '../mocks/envelope';
import { server, startMockServer } from '../mocks/server';

startMockServer();
const queryClient = getQueryClient();
let api: ChatApiStandIn;

/** The conversation list as the cache holds it (what the contacts, the 私信 tab and the badge show). */
const conversations = () => queryClient.getQueryData(conversationListQuery(1001).queryKey) ?? [];
const setConversations = (list: Conversation[]) => queryClient.setQueryData(conversationListQuery(1001).queryKey, list);
const history = (convId: number) => queryClient.getQueryData<ConversationHistory>(chatKeys.history(convId, 'history', 1001));
const ids = (convId: number) => history(convId)?.list.map((m) => m.id);

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
/** Until the fire-and-forget calls (read marks, list reloads) have been answered. */
const until = (check: () => void) => vi.waitFor(check, { timeout: 5000 });

beforeAll(async () => {
  await Promise.all([import('@/lib/api/client'), import('@/lib/api/chat')]);
});

beforeEach(() => {
  queryClient.clear();
  const standIn = chatApiStandIn();
  api = standIn.api;
  server.use(...standIn.handlers);
  setRealtimeChannel(null);
  useChatStore.getState().reset();
  useChatStore.setState({ historySource: 'history' });
  useSessionStore.setState({ hydrated: true, isLogin: true, memberId: 1001, isBanned: false });
});

describe('chat store', () => {
  it('J05/J11 loads the list, sums unread into privateUnread, and opening clears one conversation and marks it read', async () => {
    api.conversations.mockReturnValue([conv(1, 1002, { unreadMessageCount: 2, lastMessage: msg(40) }), conv(2, 1003, { unreadMessageCount: 5 })]);
    api.history.mockReturnValue(page([msg(39), msg(40)], 1, 3));
    await useChatStore.getState().reloadConversations();
    expect(unreadTotal(conversations())).toBe(7);
    await useChatStore.getState().openConversation(1);
    expect(conversations()[0]!.unreadMessageCount).toBe(0);
    expect(unreadTotal(conversations())).toBe(5);
    await until(() => expect(api.read).toHaveBeenCalledWith(1));
    // J12: current 1, size loaded + 10, bounded by the last message id
    expect(api.history).toHaveBeenCalledWith({ convId: 1, current: 1, size: 10, lastMsgId: 40 });
    expect(ids(1)).toEqual([39, 40]);
  });

  it('J13/J14 later pages ask for size 10 until current = pages', async () => {
    setConversations([conv(1, 1002, { lastMessage: msg(40) })]);
    api.history.mockReturnValueOnce(page([msg(31), msg(40)], 1, 2)).mockReturnValueOnce(page([msg(21), msg(22)], 2, 2));
    await useChatStore.getState().openConversation(1);
    await useChatStore.getState().loadOlder();
    expect(api.history).toHaveBeenLastCalledWith({ convId: 1, current: 2, size: 10, lastMsgId: 40 });
    expect(ids(1)).toEqual([21, 22, 31, 40]);
    await useChatStore.getState().loadOlder();
    expect(api.history).toHaveBeenCalledTimes(2);
  });

  it('J52 the mobile page reads GET /msg/messages/page, without a bound', async () => {
    useChatStore.setState({ historySource: 'page' });
    setConversations([conv(1, 1002, { lastMessage: msg(40) })]);
    api.page.mockReturnValueOnce(page([msg(31), msg(40)], 1, 2)).mockReturnValueOnce(page([msg(21)], 2, 2));
    await useChatStore.getState().openConversation(1);
    await useChatStore.getState().loadOlder();
    expect(api.page.mock.calls.map((c) => c[0])).toEqual([
      { convId: 1, current: 1, size: 10 },
      { convId: 1, current: 2, size: 10 },
    ]);
    expect(api.history).not.toHaveBeenCalled();
    expect(queryClient.getQueryData<ConversationHistory>(chatKeys.history(1, 'page', 1001))?.list.map((m) => m.id)).toEqual([21, 31, 40]);
  });

  it('J46–J50 routes incoming messages', async () => {
    setConversations([conv(1, 1002), conv(2, 1003)]);
    useChatStore.setState({ dialogOpen: true });
    api.history.mockReturnValue(page([msg(1)]));
    await useChatStore.getState().openConversation(1);
    await until(() => expect(api.read).toHaveBeenCalledTimes(1));
    api.read.mockClear();

    // open conversation: appended and read (J46)
    useChatStore.getState().receive(msg(2));
    expect(ids(1)).toEqual([1, 2]);
    await until(() => expect(api.read).toHaveBeenCalledWith(1));

    // another known conversation: +1 unread, moved to the top, announced (J47, J49)
    useChatStore.getState().receive(msg(3, { convId: 2, msgFrom: 1003, msgFromName: '会员1003' }));
    expect(conversations().map((c) => [c.id, c.unreadMessageCount])).toEqual([[2, 1], [1, 0]]);
    expect(unreadTotal(conversations())).toBe(1);
    expect(useChatStore.getState().announcement).toMatchObject({ name: '会员1003' });
    // a conversation never opened has no history to append to
    expect(history(2)).toBeUndefined();

    // type 1 is only announced (J50)
    useChatStore.getState().receive(msg(4, { convId: 2, msgFrom: 1003, msgType: 1 }));
    expect(conversations()[0]!.unreadMessageCount).toBe(1);

    // unknown conversation reloads the list (J48)
    api.conversations.mockReturnValue([conv(9, 1009, { unreadMessageCount: 1 }), conv(2, 1003, { unreadMessageCount: 1 }), conv(1, 1002)]);
    useChatStore.getState().receive(msg(5, { convId: 9, msgFrom: 1009 }));
    await until(() => expect(conversations().map((c) => c.id)).toEqual([9, 2, 1]));
    expect(api.conversations).toHaveBeenCalledTimes(1);
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
    setConversations([conv(2, 1003), conv(1, 1002)]);
    useChatStore.setState({ openId: 1 });
    const first = useChatStore.getState().send('报价单已发您邮箱');
    expect(await useChatStore.getState().send('第二条')).toEqual({ status: 'ignored' });
    release();
    const outcome = await first;
    expect(outcome.status).toBe('sent');
    expect(channel.send).toHaveBeenCalledWith(expect.objectContaining({ msgFrom: 1001, msgTo: 1002, msgType: 0, msgContent: '报价单已发您邮箱', convId: 1 }));
    expect(conversations()[0]!.id).toBe(1);
    expect(history(1)!.list.at(-1)!.msgContent).toBe('报价单已发您邮箱');
    await until(() => expect(api.read).toHaveBeenCalledWith(1));
    expect(api.send).not.toHaveBeenCalled();
  });

  it('sends over REST without a connected channel; a rule code maps to the spec message', async () => {
    setConversations([conv(1, 1002)]);
    useChatStore.setState({ openId: 1 });
    api.send.mockReturnValueOnce(msg(50, { msgFrom: 1001, msgTo: 1002, msgType: 3, msgContent: 'https://a.cn' }));
    const sent = await useChatStore.getState().send('https://a.cn');
    expect(api.send).toHaveBeenCalledWith(expect.objectContaining({ convId: 1, msgTo: 1002, msgType: 3, msgContent: 'https://a.cn' }));
    expect(sent.status).toBe('sent');
    expect(history(1)!.list.map((m) => m.id)).toEqual([50]);
    expect(conversations()[0]!.lastMessage?.id).toBe(50);
    api.send.mockReturnValueOnce(refuse(20042, 'blocked'));
    expect(await useChatStore.getState().send('你好')).toEqual({ status: 'failed', error: 'chat.blocked', msg: 'blocked' });
  });

  it('J41 reuses a conversation with the member or creates one', async () => {
    api.conversations.mockReturnValue([conv(1, 1002)]);
    api.history.mockReturnValue(page([]));
    await useChatStore.getState().openFor({ memberId: 1002 });
    expect(api.create).not.toHaveBeenCalled();
    expect(useChatStore.getState().openId).toBe(1);
    api.create.mockReturnValue(conv(7, 1003));
    await useChatStore.getState().openFor({ memberId: 1003 });
    expect(api.create).toHaveBeenCalledWith({ members: [1003] });
    expect(useChatStore.getState().openId).toBe(7);
    expect(conversations()[0]!.id).toBe(7);
  });

  it('catch-up after a reconnect reloads the list and the open conversation', async () => {
    setConversations([conv(1, 1002, { lastMessage: msg(3) })]);
    useChatStore.setState({ dialogOpen: true });
    api.history.mockReturnValue(page([msg(3)]));
    await useChatStore.getState().openConversation(1);
    api.conversations.mockReturnValue([conv(1, 1002, { lastMessage: msg(5), unreadMessageCount: 2 })]);
    api.history.mockReturnValue(page([msg(3), msg(4), msg(5)]));
    await useChatStore.getState().catchUp();
    expect(api.history).toHaveBeenLastCalledWith({ convId: 1, current: 1, size: 10, lastMsgId: 5 });
    expect(ids(1)).toEqual([3, 4, 5]);
    expect(unreadTotal(conversations())).toBe(0);
  });

  it('J51 a session clear stops the channel and empties the store', async () => {
    const stop = vi.fn(async () => undefined);
    setRealtimeChannel({ start: async () => undefined, stop, isConnected: () => false, send: async () => undefined });
    setConversations([conv(1, 1002)]);
    queryClient.setQueryData(chatKeys.history(1, 'history', 1001), { list: [msg(1)], current: 1, pages: 1, lastMsgId: 1 });
    useChatStore.setState({ openId: 1 });
    clearSession();
    expect(stop).toHaveBeenCalled();
    expect(queryClient.getQueryCache().findAll({ queryKey: chatKeys.all })).toEqual([]);
    expect(useChatStore.getState().openId).toBeNull();
  });
});
