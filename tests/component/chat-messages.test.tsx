/**
 * The private-message dialog's right pane (J08, J09, J18, J21–J25, J39): the header with its links and member-type
 * popover, each message type as the member sees it, the time format of what is sent and shown, and the tip's 5 s.
 * The chat API is mocked at its loader (as in chat-dialog.test.tsx).
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatDialog } from '@/components/chat/chat-dialog';
import { clearDrafts } from '@/lib/chat/drafts';
import type { Conversation, Message } from '@/lib/contract/msg';
import { setRealtimeChannel, useChatStore } from '@/stores/chat';
import { useSessionStore } from '@/stores/session';
import { renderWithI18n } from './render';

vi.mock('next/navigation', () => ({ usePathname: () => '/news', useRouter: () => ({ push: vi.fn(), replace: vi.fn() }) }));

const api = vi.hoisted(() => ({
  t: {},
  getConversations: vi.fn(),
  createConversation: vi.fn(),
  deleteConversation: vi.fn(),
  getMessageHistory: vi.fn(),
  getMessagePage: vi.fn(),
  markConversationRead: vi.fn(),
  sendMessageRest: vi.fn(),
  getFriendRequestMessage: vi.fn(),
  getTemplateCategories: vi.fn(),
  getTemplates: vi.fn(),
}));
vi.mock('@/lib/chat/api-loader', () => ({ chatApi: async () => api }));

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

async function openWith(history: Message[]) {
  api.getMessageHistory.mockResolvedValue(page(history));
  useChatStore.setState({ conversations: [conversation], listStatus: 'ready', dialogOpen: true, openId: null, request: null });
  renderWithI18n(<ChatDialog />);
  await settle();
  await act(async () => fireEvent.click(screen.getAllByTestId('chat-conversation')[0]!));
  await settle();
}

const rows = () => screen.getAllByTestId('chat-message');
const row = (type: number) => rows().find((r) => r.getAttribute('data-type') === String(type)) as HTMLElement;

beforeEach(() => {
  for (const fn of Object.values(api)) if (typeof fn === 'function') (fn as ReturnType<typeof vi.fn>).mockReset();
  api.markConversationRead.mockResolvedValue(0);
  api.getFriendRequestMessage.mockResolvedValue(null);
  api.getTemplateCategories.mockResolvedValue([]);
  api.getTemplates.mockResolvedValue([]);
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
    expect(api.sendMessageRest).not.toHaveBeenCalled();
  });
});

describe('J18 sentTime', () => {
  it('J18 a sent message carries sentTime as YYYY-MM-DD HH:mm:ss in local time, and messages show their time that way', async () => {
    await openWith([msg(1, { sentTime: '2026-03-02 09:05:07' })]);
    // the first message has its time label, in the stored format
    expect(screen.getByTestId('chat-history').textContent).toContain('2026-03-02 09:05:07');
    api.sendMessageRest.mockImplementation(async (_t: unknown, body: Partial<Message>) => msg(90, { msgFrom: ME, msgTo: 1002, ...body }));
    const before = new Date();
    fireEvent.change(screen.getByTestId('chat-input'), { target: { value: '明天下午到厂里看样' } });
    await act(async () => fireEvent.click(screen.getByTestId('chat-send')));
    await settle();
    const body = api.sendMessageRest.mock.calls[0]![1] as { sentTime: string };
    expect(body.sentTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const [date, time] = body.sentTime.split(' ') as [string, string];
    const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
    const [h, mi, s] = time.split(':').map(Number) as [number, number, number];
    const local = new Date(y, mo - 1, d, h, mi, s).getTime();
    expect(Math.abs(local - before.getTime())).toBeLessThan(60_000);
    expect(rows().at(-1)!.querySelector('[title]')?.getAttribute('title')).toBe(body.sentTime);
  });
});

describe('J39 the tip', () => {
  it('J39 a tip (here the blacklisted tip) hides after 5 s', async () => {
    useChatStore.setState({ conversations: [{ ...conversation, isBlockedMe: true }] });
    api.getMessageHistory.mockResolvedValue(page([msg(1)]));
    useChatStore.setState({ listStatus: 'ready', dialogOpen: true, openId: null, request: null });
    renderWithI18n(<ChatDialog />);
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
    expect(api.sendMessageRest).not.toHaveBeenCalled();
  });
});
