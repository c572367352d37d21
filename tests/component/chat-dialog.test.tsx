/**
 * The private-message dialog (J04–J43): send rules with their messages, Enter vs Shift+Enter, history
 * paging sizes and the 'load history' link, drafts per conversation, chat image rules, tab totals and 99+.
 * The network is mocked with msw (`tests/mocks/chat-api.ts`): the dialog runs the real chat store, its
 * queries (`lib/queries/chat.ts`) and the API client.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ChatDialog } from '@/components/chat/chat-dialog';
import { clearDrafts } from '@/lib/chat/drafts';
import type { Conversation, Message } from '@/lib/contract/msg';
import { chatKeys, conversationListQuery, type ConversationHistory } from '@/lib/queries/chat';
import { getQueryClient } from '@/lib/queries/query-client';
import { setRealtimeChannel, useChatStore } from '@/stores/chat';
import { useSessionStore } from '@/stores/session';
import { chatApiStandIn, type ChatApiStandIn } from '../mocks/chat-api';
import { refuse, unreachable } from '../mocks/envelope';
import { postObjectOf, storedObject, uploadHandlers } from '../mocks/handlers/upload';
import { server, startMockServer } from '../mocks/server';
import { renderWithI18n } from './render';


startMockServer();
// the chat store writes into the page's query client; the dialog reads from the same one
const queryClient = getQueryClient();
let api: ChatApiStandIn;
/** What the storage stand-in was sent: the keys, in order. */
let stored: string[];

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
const ME = 1001;

const liWei = member(1002, '李伟');
const wangFang = member(1003, '王芳');

function setup(conversations: Conversation[], openId: number | null = null) {
  queryClient.setQueryData(conversationListQuery(ME).queryKey, conversations);
  useChatStore.setState({ dialogOpen: true, openId, request: null });
  renderWithI18n(<ChatDialog />, 'zh', 'desktop', queryClient);
}

async function openConv(name: string) {
  await act(async () => fireEvent.click(screen.getAllByTestId('chat-conversation').find((b) => b.textContent?.includes(name))!));
  await settle();
}

function input(): HTMLTextAreaElement {
  return screen.getByTestId('chat-input') as HTMLTextAreaElement;
}

beforeAll(async () => {
  // the client and the chat calls load on first use; loaded here, no test waits for them
  await Promise.all([import('@/lib/api/client'), import('@/lib/api/chat')]);
  queryClient.setDefaultOptions({ queries: { retry: false } });
});

beforeEach(() => {
  queryClient.clear();
  const standIn = chatApiStandIn();
  api = standIn.api;
  stored = [];
  api.templateCategories.mockReturnValue([{ category: 'supply', name: '供应咨询' }]);
  api.templates.mockReturnValue([{ id: 1, category: 'supply', title: '询问库存', content: '您好，请问这款产品目前库存多少？' }]);
  api.history.mockReturnValue(page([msg(1)], 1, 1));
  server.use(
    ...standIn.handlers,
    uploadHandlers.sign(),
    uploadHandlers.store(async (request) => {
      const { key, file } = await postObjectOf(request);
      stored.push(key);
      return storedObject(key, { name: file?.name ?? '', size: file?.size ?? 0, type: file?.type ?? '' });
    }),
  );
  setRealtimeChannel(null);
  clearDrafts();
  useChatStore.getState().reset();
  useChatStore.setState({ historySource: 'history' });
  useSessionStore.setState({ hydrated: true, isLogin: true, memberId: ME, isBanned: false, membership: null });
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
    await waitFor(() => expect(api.read).toHaveBeenCalledWith(1));
  });
});

describe('real time (J46–J49)', () => {
  it('an incoming message shows in the open conversation at once; another one moves up with its count and last message', async () => {
    setup([conv(1, liWei), conv(3, member(1004, '赵强'))]);
    await openConv('李伟');
    await screen.findByText('消息1');
    await waitFor(() => expect(api.read).toHaveBeenCalledTimes(1));
    act(() => useChatStore.getState().receive(msg(2, { msgContent: '样品已寄出' })));
    await waitFor(() => expect(screen.getAllByTestId('chat-message').at(-1)!.textContent).toContain('样品已寄出'));
    // J46: the conversation being read is marked read again on the server
    await waitFor(() => expect(api.read).toHaveBeenCalledTimes(2));
    act(() => useChatStore.getState().receive(msg(3, { convId: 3, msgFrom: 1004, msgTo: 1001, msgContent: '展会见', msgFromName: '赵强' })));
    await waitFor(() => expect(screen.getAllByTestId('chat-conversation')[0]!.getAttribute('data-member-id')).toBe('1004'));
    const items = screen.getAllByTestId('chat-conversation');
    expect(items.map((i) => i.getAttribute('data-member-id'))).toEqual(['1004', '1002']);
    expect(within(items[0]!).getByTestId('chat-conversation-unread').textContent).toBe('1');
    expect(items[0]!.textContent).toContain('展会见');
    expect(within(items[1]!).queryByTestId('chat-conversation-unread')).toBeNull();
    expect(screen.getByTestId('chat-tab-total-followed').textContent).toBe('1');
    // the open conversation still shows its own messages only
    expect(screen.queryByText('展会见', { selector: '[data-testid="chat-history"] *' })).toBeNull();
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
    expect(api.send).not.toHaveBeenCalled();
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
    api.send.mockImplementation((body) => msg(90, { msgFrom: 1001, msgTo: 1002, msgType: body.msgType, msgContent: body.msgContent }));
    expect(input().placeholder).toBe('Enter 发送，Shift+Enter 换行');
    fireEvent.change(input(), { target: { value: 'https://www.example.com/spec.pdf' } });
    await act(async () => fireEvent.keyDown(input(), { key: 'Enter', shiftKey: true }));
    expect(api.send).not.toHaveBeenCalled();
    await act(async () => fireEvent.keyDown(input(), { key: 'Enter' }));
    await waitFor(() => expect(input().value).toBe(''));
    expect(api.send).toHaveBeenCalledWith(expect.objectContaining({ convId: 1, msgTo: 1002, msgType: 3, msgContent: 'https://www.example.com/spec.pdf' }));
    expect(screen.getByTestId('chat-link').getAttribute('target')).toBe('_blank');
  });

  it('J27 a template fills the input', async () => {
    setup([conv(1, liWei)]);
    await openConv('李伟');
    const category = await screen.findByTestId('chat-template-category');
    await act(async () => fireEvent.click(category));
    const template = await screen.findByText('询问库存');
    await act(async () => fireEvent.click(template));
    expect(input().value).toBe('您好，请问这款产品目前库存多少？');
  });

  it('S41 a template load failure shows 获取对话模板失败', async () => {
    api.templateCategories.mockReturnValue(unreachable());
    setup([conv(1, liWei)]);
    expect((await screen.findByTestId('chat-tip')).textContent).toBe('获取对话模板失败');
    expect(screen.queryByTestId('chat-template-category')).toBeNull();
  });

  it('S41 a category whose templates fail to load closes again with 获取对话模板失败', async () => {
    api.templates.mockReturnValue(refuse(1, 'busy'));
    setup([conv(1, liWei)]);
    const category = await screen.findByTestId('chat-template-category');
    await act(async () => fireEvent.click(category));
    expect((await screen.findByTestId('chat-tip')).textContent).toBe('获取对话模板失败');
    expect(screen.getByTestId('chat-template-category').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('chat-template-list')).toBeNull();
  });

  it('S40 a conversation-list load failure shows 对话列表加载失败，请稍后重试', async () => {
    api.conversations.mockReturnValue(unreachable());
    useChatStore.setState({ dialogOpen: true, openId: null, request: null });
    renderWithI18n(<ChatDialog />, 'zh', 'desktop', queryClient);
    await act(async () => useChatStore.getState().requestOpen(null));
    await settle();
    await waitFor(() => expect(screen.getByText('对话列表加载失败，请稍后重试')).toBeTruthy());
    expect(api.conversations).toHaveBeenCalled();
  });

  it('S43 S44 the send-rule messages in en are the specification\'s English', async () => {
    queryClient.setQueryData(conversationListQuery(ME).queryKey, [conv(1, liWei)]);
    useChatStore.setState({ dialogOpen: true, openId: null, request: null });
    renderWithI18n(<ChatDialog />, 'en', 'desktop', queryClient);
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
    // two messages already loaded (the conversation was open before)
    const loaded: ConversationHistory = { list: [msg(29), msg(30)], current: 0, pages: 0, lastMsgId: null };
    queryClient.setQueryData(chatKeys.history(1, 'history', ME), loaded);
    api.history.mockReturnValueOnce(page([msg(19), msg(30)], 1, 2)).mockReturnValueOnce(page([msg(9), msg(10)], 2, 2));
    api.friendMessage.mockReturnValue({ message: '你好，我是华鼎食品的采购总监', createdTime: '2025-12-30 09:00:00' });
    await openConv('李伟');
    await screen.findByTestId('chat-load-history');
    expect(api.history).toHaveBeenCalledWith({ convId: 1, current: 1, size: 12, lastMsgId: 30 });
    expect(screen.queryByTestId('chat-friend-request')).toBeNull();
    await act(async () => fireEvent.click(screen.getByTestId('chat-load-history')));
    await waitFor(() => expect(screen.queryByTestId('chat-load-history')).toBeNull());
    expect(api.history).toHaveBeenLastCalledWith({ convId: 1, current: 2, size: 10, lastMsgId: 30 });
    expect(api.friendMessage).toHaveBeenCalledWith(1002);
    await screen.findByTestId('chat-friend-request');
    // J16: the friend-request message comes first once the history is complete
    const history = screen.getByTestId('chat-history');
    expect(history.firstElementChild?.getAttribute('data-testid')).toBe('chat-friend-request');
    expect(screen.getAllByTestId('chat-message')).toHaveLength(4);
    // scrolling to the top makes no further call
    fireEvent.scroll(history, { target: { scrollTop: 0 } });
    await settle();
    expect(api.history).toHaveBeenCalledTimes(2);
  });

  it('J13 scrolling to under 10 px from the top loads the next page', async () => {
    setup([conv(1, liWei, { lastMessage: msg(30) })]);
    api.history.mockReturnValueOnce(page([msg(30)], 1, 3)).mockReturnValueOnce(page([msg(20)], 2, 3));
    await openConv('李伟');
    await screen.findByTestId('chat-load-history');
    const history = screen.getByTestId('chat-history');
    let top = 5;
    Object.defineProperty(history, 'scrollTop', { get: () => top, set: (v: number) => (top = v), configurable: true });
    await act(async () => fireEvent.scroll(history));
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(2));
    expect(api.history).toHaveBeenLastCalledWith({ convId: 1, current: 2, size: 10, lastMsgId: 30 });
    expect(screen.getByTestId('chat-load-history')).toBeTruthy();
  });

  it('J12 a first page that fails to load says so', async () => {
    setup([conv(1, liWei, { lastMessage: msg(30) })]);
    api.history.mockReturnValue(refuse(1, 'busy'));
    await openConv('李伟');
    expect(await screen.findByText('消息加载失败，请稍后重试')).toBeTruthy();
    expect(screen.queryByTestId('chat-message')).toBeNull();
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
    expect(stored).toEqual([]);
  });

  it('P29 P30 uploads each image under image/message/ and sends it as type 2; an upload failure shows image sending failed', async () => {
    setup([conv(1, liWei)]);
    await openConv('李伟');
    let uploads = 0;
    server.use(
      uploadHandlers.store(async (request) => {
        uploads += 1;
        if (uploads > 1) return unreachable();
        const { key } = await postObjectOf(request);
        stored.push(key);
        return storedObject(key);
      }),
    );
    api.send.mockImplementation((body) => msg(91, { msgFrom: 1001, msgType: body.msgType, msgContent: body.msgContent }));
    await choose([file('a.png', 'image/png', 1000), file('b.gif', '', 1000)]);
    expect((await screen.findByTestId('chat-tip')).textContent).toBe('图片发送失败');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatch(/^image\/message\//);
    expect(api.send).toHaveBeenCalledTimes(1);
    expect(api.send).toHaveBeenCalledWith(expect.objectContaining({ msgType: 2, msgContent: `/api/files/oss/${stored[0]}` }));
  });
});

describe('delete (J43)', () => {
  it('J43 S47 right-click asks, then deletes and says conversation deleted', async () => {
    setup([conv(1, liWei)]);
    await settle();
    await act(async () => fireEvent.contextMenu(screen.getByTestId('chat-conversation')));
    await settle();
    expect(document.querySelectorAll('.ant-modal-confirm').length).toBe(1);
    const confirm = document.querySelector('.ant-modal-confirm') as HTMLElement;
    expect(within(confirm).getAllByText('确定删除与“李伟”的对话吗？').length).toBeGreaterThan(0);
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: '删 除' })));
    await settle();
    await waitFor(() => expect(screen.getByText('对话已删除')).toBeTruthy());
    expect(api.remove).toHaveBeenCalledWith(1);
    expect(screen.queryByTestId('chat-conversation')).toBeNull();
  });

  it('S48 a failed delete says conversation delete failed and keeps the conversation', async () => {
    setup([conv(1, liWei)]);
    await settle();
    api.remove.mockReturnValue(unreachable());
    await act(async () => fireEvent.contextMenu(screen.getByTestId('chat-conversation')));
    await settle();
    const confirm = document.querySelector('.ant-modal-confirm') as HTMLElement;
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: '删 除' })));
    await settle();
    await waitFor(() => expect(screen.getByText('对话删除失败')).toBeTruthy());
    expect(api.remove).toHaveBeenCalledWith(1);
    expect(screen.queryByText('对话已删除')).toBeNull();
    expect(screen.getAllByTestId('chat-conversation')).toHaveLength(1);
  });
});

describe('opening from a post (J41, J42)', () => {
  it('creates the conversation with the anonymous author in the post context and sends a post card', async () => {
    api.conversations.mockReturnValue([conv(1, liWei)]);
    api.create.mockReturnValue(conv(5, member(1002, '李伟'), { members: [member(1001, '张明远'), { ...member(1002, '李伟'), isAnonymous: 1, contextType: 'post', contextId: 77 }] }));
    api.history.mockReturnValue(page([], 1, 0));
    api.send.mockImplementation((body) => msg(92, { convId: 5, msgFrom: 1001, msgTo: 1002, msgType: body.msgType, msgContent: body.msgContent }));
    useChatStore.setState({ dialogOpen: true, request: { seq: 1, target: { memberId: 1002, post: { id: 77, title: '求购食品级PET瓶坯', type: '求购', coverImg: null, anonymous: true } } } });
    renderWithI18n(<ChatDialog />, 'zh', 'desktop', queryClient);
    await screen.findByTestId('chat-post-card');
    expect(api.create).toHaveBeenCalledWith({ members: [1002], contextType: 'post', contextId: 77 });
    expect(api.send).toHaveBeenCalledWith(expect.objectContaining({ convId: 5, msgType: 900 }));
    const body = api.send.mock.calls[0]![0];
    expect(JSON.parse(body.msgContent)).toEqual({ postId: 77, title: '求购食品级PET瓶坯', type: '求购', coverImg: null });
    // J10: the anonymous author shows as 匿名 without a link
    expect(screen.getByTestId('chat-header-name').textContent).toBe('匿名');
    expect(screen.getByTestId('chat-header-name').querySelector('a')).toBeNull();
    expect(screen.getByTestId('chat-post-card').getAttribute('href')).toBe('/community/post/77');
    expect(useChatStore.getState().request).toBeNull();
  });
});
