/**
 * Issue 17 item 8 / attacks 34–35 in the dialog: the "连接已断开，正在重连…" state, a message typed during an
 * outage shown as waiting and sent when the connection returns, and HTML in a message shown as text. The
 * network is mocked with msw (`tests/mocks/chat-api.ts`; `unreachable()` is a call that gets no answer).
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ChatDialog } from '@/components/chat/chat-dialog';
import { clearDrafts } from '@/lib/chat/drafts';
import type { Conversation, Message } from '@/lib/contract/msg';
import { chatKeys, conversationListQuery, type ConversationHistory } from '@/lib/queries/chat';
import { getQueryClient } from '@/lib/queries/query-client';
import { setRealtimeChannel, useChatStore } from '@/stores/chat';
import { useSessionStore } from '@/stores/session';
import { chatApiStandIn, type ChatApiStandIn } from '../mocks/chat-api';
import { unreachable } from '../mocks/envelope';
import { server, startMockServer } from '../mocks/server';
import { renderWithI18n } from './render';


startMockServer();
const queryClient = getQueryClient();
let api: ChatApiStandIn;

const member = (id: number, name: string): Conversation['members'][number] => ({ id, name, nickname: null, avatar: null, company: null, position: null, isAnonymous: 0, contextType: null, contextId: null });
const conv: Conversation = { id: 1, members: [member(1001, '张明远'), member(1002, '李伟')], isFriend: true, isBlockedMe: false, isFollowed: true, unreadMessageCount: 0, lastMessage: null, createdTime: '2026-01-01 10:00:00' };
const msg = (id: number, content: string, from = 1002): Message => ({ id, convId: 1, msgFrom: from, msgTo: from === 1002 ? 1001 : 1002, msgType: 0, msgContent: content, sentTime: '2026-01-01 10:00:00', isRead: 1 });
const settle = () => act(async () => new Promise((r) => setTimeout(r, 20)));

/** The conversation's loaded history as the cache holds it. */
function loaded(list: Message[]) {
  const history: ConversationHistory = { list, current: 1, pages: 1, lastMsgId: list.at(-1)?.id ?? null };
  queryClient.setQueryData(chatKeys.history(1, 'history', 1001), history);
}

function render(zhOrEn: 'zh' | 'en' = 'zh') {
  queryClient.setQueryData(conversationListQuery(1001).queryKey, [conv]);
  useChatStore.setState({ dialogOpen: true, openId: 1, request: null });
  renderWithI18n(<ChatDialog />, zhOrEn, 'desktop', queryClient);
}

beforeAll(async () => {
  await Promise.all([import('@/lib/api/client'), import('@/lib/api/chat')]);
  queryClient.setDefaultOptions({ queries: { retry: false } });
});

beforeEach(() => {
  queryClient.clear();
  const standIn = chatApiStandIn();
  api = standIn.api;
  server.use(...standIn.handlers);
  setRealtimeChannel(null);
  clearDrafts();
  useChatStore.getState().reset();
  useChatStore.setState({ historySource: 'history' });
  loaded([msg(1, '你好')]);
  useSessionStore.setState({ hydrated: true, isLogin: true, memberId: 1001, isBanned: false, membership: null });
});

describe('the chat during an outage', () => {
  it('security 34: a dropped socket shows "连接已断开，正在重连…" until it is open again', async () => {
    render();
    await settle();
    expect(screen.queryByTestId('chat-reconnecting')).toBeNull();
    act(() => useChatStore.setState({ connection: 'reconnecting', connected: false }));
    expect(screen.getByTestId('chat-reconnecting').textContent).toBe('连接已断开，正在重连…');
    act(() => useChatStore.setState({ connection: 'open', connected: true }));
    expect(screen.queryByTestId('chat-reconnecting')).toBeNull();
  });

  it('security 34: a message typed while the API is unreachable is shown as waiting, the input is cleared, and it is sent once the connection is back', async () => {
    api.send.mockReturnValueOnce(unreachable());
    render();
    await settle();
    fireEvent.change(screen.getByTestId('chat-input'), { target: { value: '断线时写的' } });
    await act(async () => fireEvent.click(screen.getByTestId('chat-send')));
    expect((await screen.findByTestId('chat-tip')).textContent).toBe('网络已断开，消息将在连接恢复后自动发送');
    expect((screen.getByTestId('chat-input') as HTMLTextAreaElement).value).toBe('');
    expect(screen.getByTestId('chat-delivery').textContent).toBe('等待发送');
    expect(screen.getAllByTestId('chat-message').at(-1)!.textContent).toContain('断线时写的');

    api.send.mockReturnValueOnce(msg(77, '断线时写的', 1001));
    await act(async () => {
      await useChatStore.getState().flushOutbox();
    });
    expect(screen.queryByTestId('chat-delivery')).toBeNull();
    expect(api.send).toHaveBeenCalledTimes(2);
    const [first, second] = api.send.mock.calls.map((c) => c[0].clientMsgId);
    expect(first).toBeTruthy();
    expect(second).toBe(first);
    expect(screen.getAllByTestId('chat-message').filter((m) => m.textContent?.includes('断线时写的'))).toHaveLength(1);
  });

  it('security 34: the reconnecting state has its English text', async () => {
    render('en');
    await settle();
    act(() => useChatStore.setState({ connection: 'reconnecting' }));
    expect(screen.getByTestId('chat-reconnecting').textContent).toBe('Connection lost, reconnecting…');
  });

  it('security 35: a message with HTML is shown as text — no element is made from it', async () => {
    const html = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';
    loaded([msg(5, html)]);
    render();
    await settle();
    const bubble = screen.getAllByTestId('chat-message').at(-1)!;
    expect(bubble.textContent).toContain(html);
    expect(bubble.querySelector('script')).toBeNull();
    expect(bubble.querySelector('img[src="x"]')).toBeNull();
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });
});
