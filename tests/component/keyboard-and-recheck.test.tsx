/**
 * Issue 31 item 8 and issue 30 item 5 at the component level: the chat's message box has a label of its own and a
 * hint fit for the keyboard it is typed on (issue 29 item 13), the history is a named log whose messages add no tab
 * stop, the checkout's quantity buttons speak the page's language, and a personal page whose token the API refused
 * refreshes once in the browser (then reloads) or, when the refresh cannot be made, says so with a retry.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionRecheck } from '@/components/auth/session-recheck';
import { Composer } from '@/components/chat/composer';
import { MessageList } from '@/components/chat/message-list';
import { QuantityInput } from '@/components/event/quantity-input';
import type { Message } from '@/lib/contract/msg';
import { renderWithI18n } from './render';


const refreshSession = vi.fn<() => Promise<string>>();
vi.mock('@/lib/api/client', () => ({ refreshSession: () => refreshSession() }));
const session = { token: 'old' as string | null };
vi.mock('@/lib/session/session', () => ({
  getAccessToken: () => session.token,
  clearSession: () => {
    session.token = null;
  },
}));
vi.mock('@/lib/queries/chat', () => ({ templateCategoriesQuery: () => ({ queryKey: ['t'], queryFn: async () => [] }), templatesQuery: () => ({ queryKey: ['tt'], queryFn: async () => [] }) }));

const composerProps = { text: '', onText: vi.fn(), onSend: vi.fn(), onImages: vi.fn(), onTip: vi.fn(), disabled: false, busy: false, withTemplates: false };

describe('issue 31 item 8 / issue 29 item 13: the message box', () => {
  it('is named by its own label; on desktop its hint is Enter / Shift+Enter', () => {
    renderWithI18n(<Composer {...composerProps} />, 'zh', 'desktop');
    const box = screen.getByRole('textbox', { name: '消息内容' });
    expect(box.getAttribute('placeholder')).toBe('Enter 发送，Shift+Enter 换行');
  });

  it('on a phone the hint names the send key, never Shift+Enter, in both languages', () => {
    const { unmount } = renderWithI18n(<Composer {...composerProps} />, 'zh', 'mobile');
    expect(screen.getByRole('textbox', { name: '消息内容' }).getAttribute('placeholder')).toBe('输入消息，点“发送”发出');
    expect(screen.getByRole('textbox').getAttribute('enterkeyhint')).toBe('send');
    expect(document.body.textContent).not.toMatch(/Shift/);
    unmount();
    renderWithI18n(<Composer {...composerProps} />, 'en', 'mobile');
    expect(screen.getByRole('textbox', { name: 'Message' }).getAttribute('placeholder')).toBe('Type a message and tap Send');
  });
});

describe('issue 31 item 8: the history', () => {
  const members = [
    { id: 1001, name: '张明远', nickname: null, avatar: null, company: null, position: null, isAnonymous: 0, contextType: null, contextId: null },
    { id: 1002, name: '李伟', nickname: null, avatar: null, company: null, position: null, isAnonymous: 0, contextType: null, contextId: null },
  ];
  const list: Message[] = Array.from({ length: 12 }, (_, i) => ({
    id: i + 1,
    convId: 1,
    msgFrom: i % 2 ? 1001 : 1002,
    msgTo: i % 2 ? 1002 : 1001,
    msgType: 0,
    msgContent: `消息${i + 1}`,
    sentTime: '2026-03-02 09:05:07',
    isRead: 1,
  }));

  it('is a named log, reachable with Tab once; the messages add no tab stop and say who wrote them', () => {
    renderWithI18n(
      <MessageList history={{ list, current: 1, pages: 1, lastMsgId: 12 }} loading={false} failed={false} myId={1001} members={members} friendMessage={undefined} onLoadOlder={vi.fn()} onChoice={vi.fn()} />,
    );
    const log = screen.getByRole('log', { name: '消息记录' });
    expect(log.getAttribute('tabindex')).toBe('0');
    const senderLinks = screen.getAllByTestId('chat-message-sender');
    expect(senderLinks).toHaveLength(12);
    for (const link of senderLinks) {
      expect(link.getAttribute('tabindex')).toBe('-1');
      expect(link.getAttribute('aria-hidden')).toBe('true');
    }
    expect(screen.getAllByText('李伟：')).toHaveLength(6);
    expect(screen.getAllByText('我：')).toHaveLength(6);
  });
});

describe('issue 31 item 8: the quantity buttons', () => {
  it('are named in the page’s language and step within the limits', () => {
    const onChange = vi.fn();
    const { unmount } = renderWithI18n(<QuantityInput value={1} onChange={onChange} min={1} max={3} />, 'zh');
    expect((screen.getByRole('button', { name: '减少数量' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '增加数量' }));
    expect(onChange).toHaveBeenCalledWith(2);
    expect(screen.queryByLabelText(/Increase Value|Decrease Value/)).toBeNull();
    unmount();
    renderWithI18n(<QuantityInput value={3} onChange={onChange} min={1} max={3} />, 'en');
    expect((screen.getByRole('button', { name: 'More tickets' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Fewer tickets' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('issue 30 item 5: a personal page whose token was refused', () => {
  const reload = vi.fn();
  const realLocation = window.location;
  beforeEach(() => {
    session.token = 'old';
    refreshSession.mockReset();
    reload.mockReset();
    window.sessionStorage.clear();
    Object.defineProperty(window, 'location', { configurable: true, value: Object.assign(new URL('http://localhost:3000/people/order/1'), { reload }) });
  });
  afterEach(() => {
    Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
  });

  it('shows that it is checking, refreshes once and reloads (renewed: the page reads again; refused: the login gate)', async () => {
    refreshSession.mockResolvedValue('new');
    renderWithI18n(<SessionRecheck />);
    expect(screen.getByRole('status').textContent).toContain('正在确认登录状态…');
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(refreshSession).toHaveBeenCalledTimes(1);
  });

  it('refused again right after a refresh: logs out and reloads instead of refreshing in a loop', async () => {
    refreshSession.mockResolvedValue('new');
    const first = renderWithI18n(<SessionRecheck />);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    first.unmount();
    renderWithI18n(<SessionRecheck />);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(2));
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(session.token).toBeNull();
  });

  it('a refresh that could not be made (network) says so and retries on demand', async () => {
    refreshSession.mockRejectedValueOnce(new Error('network'));
    renderWithI18n(<SessionRecheck />);
    expect((await screen.findByText('无法确认登录状态，请检查网络后重试')).textContent).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
    refreshSession.mockResolvedValue('new');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '重试' })));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });
});
