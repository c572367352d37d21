/**
 * The chat's named cache edits (`lib/queries/chat.ts`, issue 27 item 4): what the query cache holds — the
 * conversation list the contacts, the 私信 tab and the badge show, and a conversation's loaded history — after
 * an incoming message, an acknowledged send, a send that failed, and a read. No network: the edits are synchronous.
 */
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Conversation, Message } from '@/lib/contract/msg';
import {
  appendIncomingMessage,
  cachedConversations,
  cachedHistory,
  chatKeys,
  clearChatCache,
  conversationListQuery,
  dropConversation,
  keepPendingMessages,
  markConversationRead,
  placeSentMessage,
  prependOlderMessages,
  putConversationFirst,
  type ChatScope,
  type ConversationHistory,
} from '@/lib/queries/chat';

const ME = 1001;
const scope: ChatScope = { viewer: ME, source: 'history' };
let queryClient: QueryClient;

const member = (id: number): Conversation['members'][number] => ({ id, name: `会员${id}`, nickname: null, avatar: null, company: null, position: null, isAnonymous: 0, contextType: null, contextId: null });
const conv = (id: number, other: number, extra: Partial<Conversation> = {}): Conversation => ({
  id,
  members: [member(ME), member(other)],
  isFriend: true,
  isBlockedMe: false,
  isFollowed: true,
  unreadMessageCount: 0,
  lastMessage: null,
  createdTime: '2026-01-01 10:00:00',
  ...extra,
});
const msg = (id: number, extra: Partial<Message> = {}): Message => ({ id, convId: 1, msgFrom: 1002, msgTo: ME, msgType: 0, msgContent: `消息${id}`, sentTime: '2026-01-01 10:00:00', isRead: 0, ...extra });
const history = (list: Message[]): ConversationHistory => ({ list, current: 1, pages: 2, lastMsgId: list.at(-1)?.id ?? null });

const list = () => cachedConversations(queryClient, ME);
const summary = () => list().map((c) => [c.id, c.unreadMessageCount, c.lastMessage?.id ?? null]);
const ids = (convId: number) => cachedHistory(queryClient, scope, convId)?.list.map((m) => m.id);

beforeEach(() => {
  queryClient = new QueryClient();
  queryClient.setQueryData(conversationListQuery(ME).queryKey, [conv(2, 1003, { unreadMessageCount: 1 }), conv(1, 1002, { unreadMessageCount: 2 })]);
  queryClient.setQueryData(chatKeys.history(1, 'history', ME), history([msg(10), msg(11)]));
});

describe('chat cache edits', () => {
  it('J46/J47 an incoming message: appended to a loaded history, its conversation first, counted unread unless read or sent by me', () => {
    appendIncomingMessage(queryClient, scope, msg(12), { viewing: false, fromMe: false });
    expect(ids(1)).toEqual([10, 11, 12]);
    expect(summary()).toEqual([
      [1, 3, 12],
      [2, 1, null],
    ]);

    // the conversation being read stays at 0; the same message twice is kept once
    appendIncomingMessage(queryClient, scope, msg(12), { viewing: true, fromMe: false });
    expect(ids(1)).toEqual([10, 11, 12]);
    expect(summary()[0]).toEqual([1, 0, 12]);

    // one the member sent from another tab is not unread; a history never loaded stays unloaded
    appendIncomingMessage(queryClient, scope, msg(20, { convId: 2, msgFrom: ME, msgTo: 1003 }), { viewing: false, fromMe: true });
    expect(summary()).toEqual([
      [2, 1, 20],
      [1, 0, 12],
    ]);
    expect(cachedHistory(queryClient, scope, 2)).toBeUndefined();
  });

  it('J38 an acknowledged send: the stored message in place of its local copy, its conversation first and read', () => {
    const local = msg(-1, { msgFrom: ME, msgTo: 1002, msgContent: '报价单' });
    placeSentMessage(queryClient, scope, 1, local);
    expect(ids(1)).toEqual([10, 11, -1]);

    const stored = { ...local, id: 12 };
    placeSentMessage(queryClient, scope, 1, stored, -1);
    expect(ids(1)).toEqual([10, 11, 12]);
    expect(summary()).toEqual([
      [1, 0, 12],
      [2, 1, null],
    ]);
    // a send into a history not loaded yet starts it
    placeSentMessage(queryClient, scope, 2, msg(30, { convId: 2, msgFrom: ME, msgTo: 1003 }));
    expect(ids(2)).toEqual([30]);
    expect(summary()[0]).toEqual([2, 0, 30]);
  });

  it('issue 17 item 8 a failed send: its local copy stays while it waits; the catch-up keeps only what still waits', () => {
    const waiting = msg(-1, { msgFrom: ME, msgTo: 1002, msgContent: '等一下' });
    const refused = msg(-2, { msgFrom: ME, msgTo: 1002, msgContent: '被拒' });
    placeSentMessage(queryClient, scope, 1, waiting);
    placeSentMessage(queryClient, scope, 1, refused);
    expect(ids(1)).toEqual([10, 11, -1, -2]);
    expect(summary()[0]).toEqual([1, 0, -2]);

    // -1 is still in the outbox, -2 was refused when it finally arrived ('failed'): the reload drops it
    keepPendingMessages(queryClient, scope, 1, (id) => id === -1);
    expect(ids(1)).toEqual([-1]);
    // the list is the catch-up's reload to set; the edit leaves it alone
    expect(summary()[0]).toEqual([1, 0, -2]);
  });

  it('J11 a read: the conversation has nothing unread and the others keep their counts; a read list is the same list', () => {
    markConversationRead(queryClient, ME, 1);
    expect(summary()).toEqual([
      [2, 1, null],
      [1, 0, null],
    ]);
    const before = list();
    markConversationRead(queryClient, ME, 1);
    expect(list()).toBe(before);
    // another member's list (a different viewer key) is not there: nothing is made up for it
    markConversationRead(queryClient, 2002, 1);
    expect(queryClient.getQueryData(conversationListQuery(2002).queryKey)).toBeUndefined();
  });

  it('J13/J41 older pages, created and deleted conversations, and the logout clear', () => {
    prependOlderMessages(queryClient, scope, 1, { records: [msg(8), msg(9)], total: 4, size: 10, current: 2, pages: 2 });
    expect(ids(1)).toEqual([8, 9, 10, 11]);
    expect(cachedHistory(queryClient, scope, 1)).toMatchObject({ current: 2, pages: 2 });

    putConversationFirst(queryClient, ME, conv(7, 1007));
    putConversationFirst(queryClient, ME, conv(1, 1002));
    expect(list().map((c) => c.id)).toEqual([1, 7, 2]);
    dropConversation(queryClient, ME, 7);
    expect(list().map((c) => c.id)).toEqual([1, 2]);

    clearChatCache(queryClient);
    expect(queryClient.getQueryCache().findAll({ queryKey: chatKeys.all })).toEqual([]);
  });
});
