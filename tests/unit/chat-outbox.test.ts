/**
 * Issue 17 item 8 / attack 34 (client side): reconnect back-off, and the outbox — a message typed while the API
 * cannot be reached waits (shown as pending), then is sent once with the key it got when it was typed. The
 * network is mocked with msw: `unreachable()` is a send that gets no answer.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { RECONNECT_BASE_MS, RECONNECT_CAP_MS, reconnectDelay } from '@/lib/chat/backoff';
import { isRetryableSendError, newClientMsgId } from '@/lib/chat/outbox';
import type { RealtimeChannel } from '@/lib/chat/realtime';
import { ERR_CHAT_NOT_FRIEND, ERR_NON_BUSINESS } from '@/lib/constants';
import { CLIENT_MSG_ID_PATTERN, type Conversation, type Message } from '@/lib/contract/msg';
import { chatKeys, conversationListQuery, type ConversationHistory } from '@/lib/queries/chat';
import { getQueryClient } from '@/lib/queries/query-client';
import { setRealtimeChannel, useChatStore } from '@/stores/chat';
import { useSessionStore } from '@/stores/session';
import { chatApiStandIn, type ChatApiStandIn } from '../mocks/chat-api';
import { refuse, unreachable } from '../mocks/envelope';
import { server, startMockServer } from '../mocks/server';

startMockServer();
const queryClient = getQueryClient();
let api: ChatApiStandIn;
const history = () => queryClient.getQueryData<ConversationHistory>(chatKeys.history(1, 'history', 1001));

const member = (id: number): Conversation['members'][number] => ({ id, name: `会员${id}`, nickname: null, avatar: null, company: null, position: null, isAnonymous: 0, contextType: null, contextId: null });
const conv: Conversation = { id: 1, members: [member(1001), member(1002)], isFriend: true, isBlockedMe: false, isFollowed: true, unreadMessageCount: 0, lastMessage: null, createdTime: '2026-01-01 10:00:00' };
const stored = (id: number, content: string): Message => ({ id, convId: 1, msgFrom: 1001, msgTo: 1002, msgType: 0, msgContent: content, sentTime: '2026-01-01 10:00:00', isRead: 0 });
const offline = () => new ApiError(ERR_NON_BUSINESS, 'network error');

beforeAll(async () => {
  await Promise.all([import('@/lib/api/client'), import('@/lib/api/chat')]);
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  queryClient.clear();
  const standIn = chatApiStandIn();
  api = standIn.api;
  server.use(...standIn.handlers);
  setRealtimeChannel(null);
  useChatStore.getState().reset();
  useSessionStore.setState({ hydrated: true, isLogin: true, memberId: 1001, isBanned: false });
  queryClient.setQueryData(conversationListQuery(1001).queryKey, [conv]);
  useChatStore.setState({ openId: 1 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('security 34: reconnect back-off', () => {
  it('security 34: doubles from the base, is capped, and is jittered between half and all of its ceiling', () => {
    expect(reconnectDelay(1, () => 0)).toBe(RECONNECT_BASE_MS / 2);
    expect(reconnectDelay(1, () => 1)).toBe(RECONNECT_BASE_MS);
    expect(reconnectDelay(2, () => 1)).toBe(RECONNECT_BASE_MS * 2);
    expect(reconnectDelay(3, () => 0.5)).toBe(RECONNECT_BASE_MS * 3);
    expect(reconnectDelay(50, () => 1)).toBe(RECONNECT_CAP_MS);
    expect(reconnectDelay(50, () => 0)).toBe(RECONNECT_CAP_MS / 2);
    const spread = new Set(Array.from({ length: 20 }, () => reconnectDelay(4)));
    expect(spread.size).toBeGreaterThan(1);
  });
});

describe('security 34: the outbox', () => {
  it('security 34: keys are valid idempotency keys; only no-answer and 503 failures are retried', () => {
    expect(newClientMsgId()).toMatch(CLIENT_MSG_ID_PATTERN);
    expect(newClientMsgId()).not.toBe(newClientMsgId());
    expect(isRetryableSendError(offline())).toBe(true);
    expect(isRetryableSendError(new ApiError(503, 'busy', 503))).toBe(true);
    expect(isRetryableSendError(new ApiError(ERR_CHAT_NOT_FRIEND, 'not a friend'))).toBe(false);
  });

  it('security 34: a message typed while offline is queued (shown pending), then sent once with its key when the connection returns', async () => {
    api.send.mockReturnValueOnce(unreachable());
    const outcome = await useChatStore.getState().send('断线时写的');
    expect(outcome.status).toBe('queued');
    const state = useChatStore.getState();
    expect(state.outbox).toHaveLength(1);
    const local = history()!.list.at(-1)!;
    expect(local.msgContent).toBe('断线时写的');
    expect(state.delivery[local.id]).toBe('pending');
    const key = api.send.mock.calls[0]![0].clientMsgId!;
    expect(key).toMatch(CLIENT_MSG_ID_PATTERN);

    // a second message typed meanwhile waits behind the first, without a call of its own
    expect((await useChatStore.getState().send('第二条')).status).toBe('queued');
    expect(api.send).toHaveBeenCalledTimes(1);

    api.send.mockReturnValueOnce(stored(501, '断线时写的')).mockReturnValueOnce(stored(502, '第二条'));
    await useChatStore.getState().flushOutbox();
    const calls = api.send.mock.calls.slice(1).map((c) => c[0]);
    expect(calls.map((c) => c.msgContent)).toEqual(['断线时写的', '第二条']);
    expect(calls[0]!.clientMsgId).toBe(key);
    const after = useChatStore.getState();
    expect(after.outbox).toEqual([]);
    expect(after.delivery).toEqual({});
    expect(history()!.list.map((m) => m.id)).toEqual([501, 502]);

    // nothing left: another flush sends nothing
    await useChatStore.getState().flushOutbox();
    expect(api.send).toHaveBeenCalledTimes(3);
  });

  it('security 34: a flush that fails again keeps the message and retries after the back-off; the socket coming back sends over the socket', async () => {
    api.send.mockReturnValue(unreachable());
    await useChatStore.getState().send('稍后发送');
    await useChatStore.getState().flushOutbox();
    expect(useChatStore.getState().outbox).toHaveLength(1);
    const send = vi.fn(async () => undefined);
    const channel: RealtimeChannel = { start: async () => undefined, stop: async () => undefined, isConnected: () => true, send };
    setRealtimeChannel(channel);
    await vi.advanceTimersByTimeAsync(RECONNECT_CAP_MS);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ msgContent: '稍后发送', clientMsgId: expect.stringMatching(CLIENT_MSG_ID_PATTERN) }));
    expect(useChatStore.getState().outbox).toEqual([]);
    expect(Object.values(useChatStore.getState().delivery)).toEqual([]);
  });

  it('security 34: a queued message the API refuses when it finally arrives is marked not sent and never retried', async () => {
    api.send.mockReturnValueOnce(unreachable()).mockReturnValueOnce(refuse(ERR_CHAT_NOT_FRIEND, 'not a friend'));
    await useChatStore.getState().send('被拒绝的');
    await useChatStore.getState().flushOutbox();
    const state = useChatStore.getState();
    expect(state.outbox).toEqual([]);
    expect(Object.values(state.delivery)).toEqual(['failed']);
    await vi.advanceTimersByTimeAsync(RECONNECT_CAP_MS * 2);
    expect(api.send).toHaveBeenCalledTimes(2);
  });

  it('security 34: a rule failure while online is not queued', async () => {
    api.send.mockReturnValueOnce(refuse(ERR_CHAT_NOT_FRIEND, 'not a friend'));
    expect((await useChatStore.getState().send('你好')).status).toBe('failed');
    expect(useChatStore.getState().outbox).toEqual([]);
  });
});
