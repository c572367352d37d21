/**
 * The private-message dialog's right pane (J08, J09, J18, J21–J25, J39): the header with its links and member-type
 * popover, each message type as the member sees it, the time format of what is sent and shown, and the tip's 5 s.
 * The network is mocked with msw (`tests/mocks/chat-api.ts`, as in chat-dialog.test.tsx): the dialog runs the real
 * chat store, its queries (`lib/queries/chat.ts`) and the API client.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatDialog } from '@/components/chat/chat-dialog';
import { clearDrafts } from '@/lib/chat/drafts';
import type { Conversation, Message } from '@/lib/contract/msg';
import { conversationListQuery } from '@/lib/queries/chat';
import { getQueryClient } from '@/lib/queries/query-client';
import { setRealtimeChannel, useChatStore } from '@/stores/chat';
import { useSessionStore } from '@/stores/session';
import { chatApiStandIn, type ChatApiStandIn } from '../mocks/chat-api';
import { server, startMockServer } from '../mocks/server';
import { renderWithI18n } from './render';


startMockServer();
// the chat store writes into the page's query client; the dialog reads from the same one
const queryClient = getQueryClient();
let api: ChatApiStandIn;

const ME = 1001;
const liWei: Conversation['members'][number] = {
  id: 1002,
  name: '李伟',
  nickname: null,
  avatar: '/api/files/seed/avatar/1002.svg',
  company: '华鼎食品科技股份有限公司',
  position: '采购总监',
  isAnonymous: 0,
  contextType: null,
  contextId: null,
};
const conversation: Conversation = {
  id: 1,
  members: [{ ...liWei, id: ME, name: '张明远' }, liWei],
  isFriend: true,
  isBlockedMe: false,
  isFollowed: true,
  unreadMessageCount: 0,
  lastMessage: null,
  createdTime: '2026-01-01 10:00:00',
};
function msg(id: number, extra: Partial<Message> = {}): Message {
  return { id, convId: 1, msgFrom: 1002, msgTo: ME, msgType: 0, msgContent: `消息${id}`, sentTime: '2026-03-02 09:05:07', isRead: 1, ...extra };
}
const page = (records: Message[]) => ({ records, total: records.length, size: 10, current: 1, pages: 1 });
const settle = () => act(async () => new Promise((r) => setTimeout(r, 20)));

const POST_CARD = JSON.stringify({ postId: 77, title: '求购食品级PET瓶坯', type: '求购', coverImg: '/api/files/seed/photo/bottle-1.jpg' });

function showDialog(conversations: Conversation[]) {
  queryClient.setQueryData(conversationListQuery(ME).queryKey, conversations);
  useChatStore.setState({ dialogOpen: true, openId: null, request: null });
  renderWithI18n(<ChatDialog />, 'zh', 'desktop', queryClient);
}

async function openWith(history: Message[]) {
  api.history.mockReturnValue(page(history));
  showDialog([conversation]);
  await settle();
  await act(async () => fireEvent.click(screen.getAllByTestId('chat-conversation')[0]!));
  await settle();
}

const rows = () => screen.getAllByTestId('chat-message');
const row = (type: number) => rows().find((r) => r.getAttribute('data-type') === String(type)) as HTMLElement;

beforeAll(async () => {
  // the client and the chat calls load on first use; loaded here, no test waits for them
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
  useSessionStore.setState({ hydrated: true, isLogin: true, memberId: ME, isBanned: false, membership: null });
});
afterEach(() => vi.useRealTimers());

describe('the pane header (J08, J09)', () => {
  it('J08 shows name, company, position, a member-type popover (the membership type) and a close button', async () => {
    await openWith([msg(1)]);
    const header = screen.getByTestId('chat-header');
    expect(header.textContent).toContain('李伟');
    expect(header.textContent).toContain('华鼎食品科技股份有限公司');
    expect(header.textContent).toContain('采购总监');
    await act(async () => fireEvent.click(within(header).getByTestId('chat-member-type')));
    expect(await screen.findByText('普通会员')).toBeTruthy();
    useSessionStore.setState({ membership: [{ name: '学院会员', description: '可查看全部课程' }] });
    await settle();
    expect(await screen.findByText('学院会员：可查看全部课程')).toBeTruthy();
    await act(async () => fireEvent.click(within(header).getByTestId('chat-close')));
    expect(useChatStore.getState().dialogOpen).toBe(false);
  });

  it('J09 name, company and position link to the member’s home, and so does each message’s avatar', async () => {
    await openWith([msg(1), msg(2, { msgFrom: ME, msgTo: 1002 })]);
    const header = screen.getByTestId('chat-header');
    const links = within(header).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['李伟', '/people/1002'],
      ['华鼎食品科技股份有限公司', '/people/1002'],
      ['采购总监', '/people/1002'],
    ]);
    const [received, sent] = rows();
    expect(received!.querySelector('a')?.getAttribute('href')).toBe('/people/1002');
    expect(sent!.querySelector('a')?.getAttribute('href')).toBe(`/people/${ME}`);
  });
});

describe('message types (J21–J25)', () => {
  it('J21 type 1 with post JSON is a post card opening /community/post/{postId}; other type 1 text is a title-only card', async () => {
    await openWith([msg(1, { msgType: 1, msgContent: POST_CARD }), msg(2, { msgType: 1, msgContent: '平台将于周六凌晨维护' })]);
    const [card, title] = rows();
    const link = within(card!).getByTestId('chat-post-card');
    expect(link.getAttribute('href')).toBe('/community/post/77');
    expect(link.textContent).toContain('求购食品级PET瓶坯');
    expect(link.querySelector('img')?.getAttribute('src')).toBe('/api/files/seed/photo/bottle-1.jpg');
    expect(within(title!).getByTestId('chat-title-card').textContent).toBe('平台将于周六凌晨维护');
    expect(within(title!).queryByRole('link', { name: /平台/ })).toBeNull();
  });

  it('J24 type 900 (the client’s post card) renders like a type 1 card', async () => {
    await openWith([msg(1, { msgType: 900, msgContent: POST_CARD })]);
    const link = within(row(900)).getByTestId('chat-post-card');
    expect(link.getAttribute('href')).toBe('/community/post/77');
    expect(link.textContent).toContain('求购食品级PET瓶坯');
  });

  it('J22 type 2 shows the image as a thumbnail; clicking it opens the gallery', async () => {
    await openWith([msg(1, { msgType: 2, msgContent: '/api/files/oss/chat/sample.jpg' })]);
    const image = within(row(2)).getByAltText('[图片]') as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('/api/files/oss/chat/sample.jpg');
    expect(image.getAttribute('width')).toBe('120');
    expect(document.querySelector('.ant-image-preview')).toBeNull();
    await act(async () => fireEvent.click(image));
    await waitFor(() => expect(document.querySelector('.ant-image-preview')).not.toBeNull());
    expect(document.querySelector('.ant-image-preview img')?.getAttribute('src')).toBe('/api/files/oss/chat/sample.jpg');
  });

  it('J23 type 3 is a clickable link opening in a new tab', async () => {
    await openWith([msg(1, { msgType: 3, msgContent: 'https://www.example.com/spec.pdf' })]);
    const link = within(row(3)).getByRole('link', { name: 'https://www.example.com/spec.pdf' });
    expect(link.getAttribute('href')).toBe('https://www.example.com/spec.pdf');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('J25 type 901 shows its title and choices; clicking a choice puts its text into the input', async () => {
    await openWith([msg(1, { msgType: 901, msgContent: JSON.stringify({ title: '您关注哪类产品？', choices: ['瓶坯', '瓶盖'] }) })]);
    const template = within(row(901)).getByTestId('chat-template');
    expect(template.textContent).toContain('您关注哪类产品？');
    await act(async () => fireEvent.click(within(template).getByRole('button', { name: '瓶盖' })));
    expect((screen.getByTestId('chat-input') as HTMLTextAreaElement).value).toBe('瓶盖');
    expect(api.send).not.toHaveBeenCalled();
  });
});

describe('J18 sentTime', () => {
  it('J18 a sent message carries sentTime as YYYY-MM-DD HH:mm:ss in local time, and messages show their time that way', async () => {
    await openWith([msg(1, { sentTime: '2026-03-02 09:05:07' })]);
    // the first message has its time label, in the stored format
    expect(screen.getByTestId('chat-history').textContent).toContain('2026-03-02 09:05:07');
    api.send.mockImplementation((body) => msg(90, { msgFrom: ME, msgTo: 1002, msgType: body.msgType, msgContent: body.msgContent, ...(body.sentTime ? { sentTime: body.sentTime } : {}) }));
    const before = new Date();
    fireEvent.change(screen.getByTestId('chat-input'), { target: { value: '明天下午到厂里看样' } });
    await act(async () => fireEvent.click(screen.getByTestId('chat-send')));
    await settle();
    await waitFor(() => expect(api.send).toHaveBeenCalledTimes(1));
    const sentTime = api.send.mock.calls[0]![0].sentTime ?? '';
    expect(sentTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const [date, time] = sentTime.split(' ') as [string, string];
    const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
    const [h, mi, s] = time.split(':').map(Number) as [number, number, number];
    const local = new Date(y, mo - 1, d, h, mi, s).getTime();
    expect(Math.abs(local - before.getTime())).toBeLessThan(60_000);
    expect(rows().at(-1)!.querySelector('[title]')?.getAttribute('title')).toBe(sentTime);
  });
});

describe('J39 the tip', () => {
  it('J39 a tip (here the blacklisted tip) hides after 5 s', async () => {
    api.history.mockReturnValue(page([msg(1)]));
    showDialog([{ ...conversation, isBlockedMe: true }]);
    await settle();
    await act(async () => fireEvent.click(screen.getAllByTestId('chat-conversation')[0]!));
    await settle();
    vi.useFakeTimers();
    fireEvent.change(screen.getByTestId('chat-input'), { target: { value: '你好' } });
    await act(async () => fireEvent.click(screen.getByTestId('chat-send')));
    expect(screen.getByTestId('chat-tip').textContent).toBe('对方已将您拉黑，无法发送');
    await act(async () => vi.advanceTimersByTime(4999));
    expect(screen.getByTestId('chat-tip')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('chat-tip')).toBeNull();
    expect(api.send).not.toHaveBeenCalled();
  });
});
