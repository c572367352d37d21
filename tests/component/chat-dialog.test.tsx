/**
 * The private-message dialog (J04–J43): send rules with their messages, Enter vs Shift+Enter, history
 * paging sizes and the 'load history' link, drafts per conversation, chat image rules, tab totals and 99+.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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
const upload = vi.hoisted(() => ({ uploadFile: vi.fn() }));
vi.mock('@/lib/upload/upload', () => upload);

function member(id: number, name: string): Conversation['members'][number] {
  return { id, name, nickname: null, avatar: null, company: '华鼎食品科技股份有限公司', position: '采购总监', isAnonymous: 0, contextType: null, contextId: null };
}
function conv(id: number, other: Conversation['members'][number], extra: Partial<Conversation> = {}): Conversation {
  return { id, members: [member(1001, '张明远'), other], isFriend: true, isBlockedMe: false, isFollowed: true, unreadMessageCount: 0, lastMessage: null, createdTime: '2026-01-01 10:00:00', ...extra };
}
function msg(id: number, extra: Partial<Message> = {}): Message {
  return { id, convId: 1, msgFrom: 1002, msgTo: 1001, msgType: 0, msgContent: `消息${id}`, sentTime: '2026-01-01 10:00:00', isRead: 1, ...extra };
}
const page = (records: Message[], current: number, pages: number) => ({ records, total: pages * 10, size: 10, current, pages });
const settle = () => act(async () => new Promise((r) => setTimeout(r, 20)));

const liWei = member(1002, '李伟');
const wangFang = member(1003, '王芳');

function setup(conversations: Conversation[], openId: number | null = null) {
  useChatStore.setState({ conversations, listStatus: 'ready', dialogOpen: true, openId, request: null });
  renderWithI18n(<ChatDialog />);
}

async function openConv(name: string) {
  await act(async () => fireEvent.click(screen.getAllByTestId('chat-conversation').find((b) => b.textContent?.includes(name))!));
  await settle();
}

function input(): HTMLTextAreaElement {
  return screen.getByTestId('chat-input') as HTMLTextAreaElement;
}

beforeEach(() => {
  for (const fn of Object.values(api)) if (typeof fn === 'function') (fn as ReturnType<typeof vi.fn>).mockReset();
  upload.uploadFile.mockReset();
  api.markConversationRead.mockResolvedValue(0);
  api.getFriendRequestMessage.mockResolvedValue(null);
  api.getTemplateCategories.mockResolvedValue([{ category: 'supply', name: '供应咨询' }]);
  api.getTemplates.mockResolvedValue([{ id: 1, category: 'supply', title: '询问库存', content: '您好，请问这款产品目前库存多少？' }]);
  api.getMessageHistory.mockResolvedValue(page([msg(1)], 1, 1));
  setRealtimeChannel(null);
  clearDrafts();
  useChatStore.getState().reset();
  useChatStore.setState({ historySource: 'history' });
  useSessionStore.setState({ hydrated: true, isLogin: true, memberId: 1001, isBanned: false, membership: null });
});

describe('contacts (J05, J07)', () => {
  it('tab totals per tab with the 99+ cap, and per-conversation badges', async () => {
    setup([conv(1, liWei, { unreadMessageCount: 120 }), conv(2, wangFang, { unreadMessageCount: 4, isFollowed: false }), conv(3, member(1004, '赵强'), { unreadMessageCount: 3 })]);
    await settle();
    expect(screen.getByText('联系人')).toBeTruthy();
    expect(screen.getByTestId('chat-tab-total-followed').textContent).toBe('99+');
    expect(screen.getByTestId('chat-tab-total-notFollowed').textContent).toBe('4');
    const items = screen.getAllByTestId('chat-conversation');
    expect(items.map((i) => i.textContent?.slice(0, 2))).toEqual(['李伟', '赵强']);
    expect(within(items[0]!).getByTestId('chat-conversation-unread').textContent).toBe('99+');
    await act(async () => fireEvent.click(screen.getByTestId('chat-tab-notFollowed')));
    expect(screen.getAllByTestId('chat-conversation').map((i) => i.textContent?.slice(0, 2))).toEqual(['王芳']);
  });

  it('J11 opening a conversation clears its count and the tab total', async () => {
    setup([conv(1, liWei, { unreadMessageCount: 2 }), conv(3, member(1004, '赵强'), { unreadMessageCount: 3 })]);
    await openConv('李伟');
    expect(screen.getByTestId('chat-tab-total-followed').textContent).toBe('3');
    expect(api.markConversationRead).toHaveBeenCalledWith({}, 1);
  });
});

describe('send rules (J29–J36)', () => {
  it('J31 S43 no conversation chosen: 请选择聊天对象', async () => {
    setup([conv(1, liWei)]);
    await settle();
    fireEvent.change(input(), { target: { value: '你好' } });
    await act(async () => fireEvent.click(screen.getByTestId('chat-send')));
    expect(screen.getByTestId('chat-tip').textContent).toBe('请选择聊天对象');
  });

  it('J32 S44 empty text, J33 S45 not a friend, J34 S46 blacklisted; nothing is sent', async () => {
    setup([conv(1, liWei, { isFriend: false }), conv(2, wangFang, { isBlockedMe: true })]);
    await openConv('李伟');
    fireEvent.change(input(), { target: { value: '   ' } });
    await act(async () => fireEvent.click(screen.getByTestId('chat-send')));
    expect(screen.getByTestId('chat-tip').textContent).toBe('请输入消息内容');
    fireEvent.change(input(), { target: { value: '你好' } });
    await act(async () => fireEvent.click(screen.getByTestId('chat-send')));
    expect(screen.getByTestId('chat-tip').textContent).toBe('对方还不是您的好友，请先发送好友申请，对方同意后即可私信');
    await openConv('王芳');
    fireEvent.change(input(), { target: { value: '你好' } });
    await act(async () => fireEvent.click(screen.getByTestId('chat-send')));
    expect(screen.getByTestId('chat-tip').textContent).toBe('对方已将您拉黑，无法发送');
    expect(api.sendMessageRest).not.toHaveBeenCalled();
  });

  it('J30 S42 S77 a banned member has a disabled input and gets the muted message', async () => {
    useSessionStore.setState({ isBanned: true });
    setup([conv(1, liWei)]);
    await openConv('李伟');
    expect(input().disabled).toBe(true);
    await act(async () => fireEvent.click(screen.getByTestId('chat-send')));
    expect(screen.getByTestId('chat-tip').textContent).toBe('您的账号已被禁言，请联系管理员');
  });

  it('J29 Enter sends, Shift+Enter does not; J36 a URL goes as a link; J38 the input clears', async () => {
    setup([conv(1, liWei)]);
    await openConv('李伟');
    api.sendMessageRest.mockImplementation(async (_t: unknown, body: { msgType: number; msgContent: string }) => msg(90, { msgFrom: 1001, msgTo: 1002, ...body }));
    expect(input().placeholder).toBe('Enter 发送，Shift+Enter 换行');
    fireEvent.change(input(), { target: { value: 'https://www.example.com/spec.pdf' } });
    await act(async () => fireEvent.keyDown(input(), { key: 'Enter', shiftKey: true }));
    expect(api.sendMessageRest).not.toHaveBeenCalled();
    await act(async () => fireEvent.keyDown(input(), { key: 'Enter' }));
    await settle();
    expect(api.sendMessageRest).toHaveBeenCalledWith({}, expect.objectContaining({ convId: 1, msgTo: 1002, msgType: 3, msgContent: 'https://www.example.com/spec.pdf' }));
    expect(input().value).toBe('');
    expect(screen.getByTestId('chat-link').getAttribute('target')).toBe('_blank');
  });

  it('J27 a template fills the input', async () => {
    setup([conv(1, liWei)]);
    await openConv('李伟');
    await act(async () => fireEvent.click(screen.getByTestId('chat-template-category')));
    await settle();
    await act(async () => fireEvent.click(screen.getByText('询问库存')));
    expect(input().value).toBe('您好，请问这款产品目前库存多少？');
  });

  it('S41 a template load failure shows 获取对话模板失败', async () => {
    api.getTemplateCategories.mockRejectedValue(new Error('down'));
    setup([conv(1, liWei)]);
    await settle();
    expect(screen.getByTestId('chat-tip').textContent).toBe('获取对话模板失败');
  });

  it('S40 a conversation-list load failure shows 对话列表加载失败，请稍后重试', async () => {
    api.getConversations.mockRejectedValue(new Error('down'));
    useChatStore.setState({ conversations: [], listStatus: 'idle', dialogOpen: true, openId: null, request: null });
    renderWithI18n(<ChatDialog />);
    await act(async () => useChatStore.getState().requestOpen(null));
    await settle();
    await waitFor(() => expect(screen.getByText('对话列表加载失败，请稍后重试')).toBeTruthy());
    expect(api.getConversations).toHaveBeenCalled();
  });

  it('S43 S44 the send-rule messages in en are the specification\'s English', async () => {
    useChatStore.setState({ conversations: [conv(1, liWei)], listStatus: 'ready', dialogOpen: true, openId: null, request: null });
    renderWithI18n(<ChatDialog />, 'en');
    await settle();
    fireEvent.change(input(), { target: { value: 'hello' } });
    await act(async () => fireEvent.click(screen.getByTestId('chat-send')));
    expect(screen.getByTestId('chat-tip').textContent).toBe('Please select a conversation partner');
    await openConv('李伟');
    fireEvent.change(input(), { target: { value: '  ' } });
    await act(async () => fireEvent.click(screen.getByTestId('chat-send')));
    expect(screen.getByTestId('chat-tip').textContent).toBe('Please enter message content');
  });
  it('U34 the member-type popover lists the membership benefits', async () => {
    useSessionStore.setState({ membership: [{ name: '行业资讯无限阅读', description: '全部深度报道' }, { name: '展会优先报名', description: '' }] });
    setup([conv(1, liWei)]);
    await openConv('李伟');
    await act(async () => fireEvent.click(screen.getByTestId('chat-member-type')));
    await settle();
    const popover = document.querySelector('.ant-popover') as HTMLElement;
    expect(within(popover).getByText('会员类型')).toBeTruthy();
    expect(Array.from(popover.querySelectorAll('li')).map((li) => li.textContent)).toEqual(['行业资讯无限阅读：全部深度报道', '展会优先报名']);
  });
});

describe('history paging (J12–J16)', () => {
  it('first load current 1 size loaded + 10, then 10; the link hides when current = pages', async () => {
    setup([conv(1, liWei, { lastMessage: msg(30) })]);
    // two messages already loaded (received in real time before the conversation was opened)
    useChatStore.setState({ messages: { 1: { list: [msg(29), msg(30)], current: 0, pages: 0, lastMsgId: null, loading: false, loaded: true, failed: false } } });
    api.getMessageHistory.mockResolvedValueOnce(page([msg(19), msg(30)], 1, 2)).mockResolvedValueOnce(page([msg(9), msg(10)], 2, 2));
    api.getFriendRequestMessage.mockResolvedValue({ message: '你好，我是华鼎食品的采购总监', createdTime: '2025-12-30 09:00:00' });
    await openConv('李伟');
    expect(api.getMessageHistory).toHaveBeenCalledWith({}, { convId: 1, current: 1, size: 12, lastMsgId: 30 });
    expect(screen.queryByTestId('chat-friend-request')).toBeNull();
    await act(async () => fireEvent.click(screen.getByTestId('chat-load-history')));
    await settle();
    expect(api.getMessageHistory).toHaveBeenLastCalledWith({}, { convId: 1, current: 2, size: 10, lastMsgId: 30 });
    expect(screen.queryByTestId('chat-load-history')).toBeNull();
    // J16: the friend-request message comes first once the history is complete
    const history = screen.getByTestId('chat-history');
    expect(history.firstElementChild?.getAttribute('data-testid')).toBe('chat-friend-request');
    expect(screen.getAllByTestId('chat-message')).toHaveLength(4);
    // scrolling to the top makes no further call
    fireEvent.scroll(history, { target: { scrollTop: 0 } });
    expect(api.getMessageHistory).toHaveBeenCalledTimes(2);
  });

  it('J13 scrolling to under 10 px from the top loads the next page', async () => {
    setup([conv(1, liWei, { lastMessage: msg(30) })]);
    api.getMessageHistory.mockResolvedValueOnce(page([msg(30)], 1, 3)).mockResolvedValueOnce(page([msg(20)], 2, 3));
    await openConv('李伟');
    const history = screen.getByTestId('chat-history');
    let top = 5;
    Object.defineProperty(history, 'scrollTop', { get: () => top, set: (v: number) => (top = v), configurable: true });
    await act(async () => fireEvent.scroll(history));
    await settle();
    expect(api.getMessageHistory).toHaveBeenLastCalledWith({}, { convId: 1, current: 2, size: 10, lastMsgId: 30 });
    expect(screen.getByTestId('chat-load-history')).toBeTruthy();
  });
});

describe('drafts (J40)', () => {
  it('keeps unsent text per conversation', async () => {
    setup([conv(1, liWei), conv(2, member(1004, '赵强'))]);
    await openConv('李伟');
    fireEvent.change(input(), { target: { value: '关于PET瓶坯的报价' } });
    await openConv('赵强');
    expect(input().value).toBe('');
    fireEvent.change(input(), { target: { value: '展会见' } });
    await openConv('李伟');
    expect(input().value).toBe('关于PET瓶坯的报价');
    await openConv('赵强');
    expect(input().value).toBe('展会见');
    expect(JSON.parse(window.sessionStorage.getItem('chat-drafts') ?? '{}')).toMatchObject({ 1: '关于PET瓶坯的报价' });
  });
});

describe('images (J28, R48–R51, S58–S61)', () => {
  const file = (name: string, type: string, size: number) => {
    const f = new File(['x'], name, { type });
    Object.defineProperty(f, 'size', { value: size });
    return f;
  };
  async function choose(files: File[]) {
    const el = screen.getByTestId('chat-image-input') as HTMLInputElement;
    Object.defineProperty(el, 'files', { value: files, configurable: true });
    await act(async () => fireEvent.change(el));
    await settle();
  }

  it('S59 rejects 10 images, wrong types and images of 2 MB (发送的图片不能超过2MB)', async () => {
    setup([conv(1, liWei)]);
    await openConv('李伟');
    await choose(Array.from({ length: 10 }, (_, i) => file(`${i}.png`, 'image/png', 1000)));
    expect(screen.getByTestId('chat-tip').textContent).toBe('一次最多发送9张图片');
    await choose([file('a.bmp', 'image/bmp', 1000)]);
    expect(screen.getByTestId('chat-tip').textContent).toBe('仅支持jpg、png、gif格式');
    await choose([file('a.jpg', 'image/jpeg', 2 * 1024 * 1024)]);
    expect(screen.getByTestId('chat-tip').textContent).toBe('发送的图片不能超过2MB');
    expect(upload.uploadFile).not.toHaveBeenCalled();
  });

  it('P29 P30 uploads each image under image/message/ and sends it as type 2; an upload failure shows image sending failed', async () => {
    setup([conv(1, liWei)]);
    await openConv('李伟');
    upload.uploadFile.mockResolvedValueOnce({ url: '/api/files/image/message/a.png' }).mockRejectedValueOnce(new Error('upload'));
    api.sendMessageRest.mockImplementation(async (_t: unknown, body: { msgType: number; msgContent: string }) => msg(91, { msgFrom: 1001, ...body }));
    await choose([file('a.png', 'image/png', 1000), file('b.gif', '', 1000)]);
    expect(upload.uploadFile).toHaveBeenCalledWith(expect.any(File), { prefix: 'image/message/' });
    expect(api.sendMessageRest).toHaveBeenCalledWith({}, expect.objectContaining({ msgType: 2, msgContent: '/api/files/image/message/a.png' }));
    expect(screen.getByTestId('chat-tip').textContent).toBe('图片发送失败');
  });
});

describe('delete (J43)', () => {
  it('J43 S47 right-click asks, then deletes and says conversation deleted', async () => {
    setup([conv(1, liWei)]);
    await settle();
    api.deleteConversation.mockResolvedValue(null);
    await act(async () => fireEvent.contextMenu(screen.getByTestId('chat-conversation')));
    await settle();
    expect(document.querySelectorAll('.ant-modal-confirm').length).toBe(1);
    const confirm = document.querySelector('.ant-modal-confirm') as HTMLElement;
    expect(within(confirm).getAllByText('确定删除与“李伟”的对话吗？').length).toBeGreaterThan(0);
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: '删 除' })));
    await settle();
    await waitFor(() => expect(screen.getByText('对话已删除')).toBeTruthy());
    expect(api.deleteConversation).toHaveBeenCalledWith({}, 1);
    expect(screen.queryByTestId('chat-conversation')).toBeNull();
  });

  it('S48 a failed delete says conversation delete failed and keeps the conversation', async () => {
    setup([conv(1, liWei)]);
    await settle();
    api.deleteConversation.mockRejectedValue(new Error('down'));
    await act(async () => fireEvent.contextMenu(screen.getByTestId('chat-conversation')));
    await settle();
    const confirm = document.querySelector('.ant-modal-confirm') as HTMLElement;
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: '删 除' })));
    await settle();
    await waitFor(() => expect(screen.getByText('对话删除失败')).toBeTruthy());
    expect(screen.queryByText('对话已删除')).toBeNull();
    expect(screen.getAllByTestId('chat-conversation')).toHaveLength(1);
  });
});

describe('opening from a post (J41, J42)', () => {
  it('creates the conversation with the anonymous author in the post context and sends a post card', async () => {
    api.getConversations.mockResolvedValue([conv(1, liWei)]);
    api.createConversation.mockResolvedValue(conv(5, member(1002, '李伟'), { members: [member(1001, '张明远'), { ...member(1002, '李伟'), isAnonymous: 1, contextType: 'post', contextId: 77 }] }));
    api.getMessageHistory.mockResolvedValue(page([], 1, 0));
    api.sendMessageRest.mockImplementation(async (_t: unknown, body: { msgType: number; msgContent: string }) => msg(92, { convId: 5, msgFrom: 1001, ...body }));
    useChatStore.setState({ dialogOpen: true, request: { seq: 1, target: { memberId: 1002, post: { id: 77, title: '求购食品级PET瓶坯', type: '求购', coverImg: null, anonymous: true } } } });
    renderWithI18n(<ChatDialog />);
    await settle();
    await settle();
    expect(api.createConversation).toHaveBeenCalledWith({}, { members: [1002], contextType: 'post', contextId: 77 });
    expect(api.sendMessageRest).toHaveBeenCalledWith({}, expect.objectContaining({ convId: 5, msgType: 900 }));
    const body = api.sendMessageRest.mock.calls[0]![1] as { msgContent: string };
    expect(JSON.parse(body.msgContent)).toEqual({ postId: 77, title: '求购食品级PET瓶坯', type: '求购', coverImg: null });
    // J10: the anonymous author shows as 匿名 without a link
    expect(screen.getByTestId('chat-header-name').textContent).toBe('匿名');
    expect(screen.getByTestId('chat-header-name').querySelector('a')).toBeNull();
    expect(screen.getByTestId('chat-post-card').getAttribute('href')).toBe('/community/post/77');
    expect(useChatStore.getState().request).toBeNull();
  });
});
