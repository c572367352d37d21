/**
 * Behaviour by device: crossing the 1000 px boundary reloads the page once per crossing (W02), and the real-time
 * chat socket is opened on desktop only (W20, J52).
 */
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatHost } from '@/components/chat/chat-host';
import { DeviceWatcher } from '@/components/layout/device-watcher';
import { useSessionStore } from '@/stores/session';
import { renderWithI18n } from './render';

const chat = vi.hoisted(() => {
  const state = { dialogOpen: false, listStatus: 'idle', announcement: null, loadConversations: vi.fn(async () => []) };
  return { state, startRealtime: vi.fn(async () => undefined), useChatStore: { getState: () => state, subscribe: () => () => undefined } };
});
vi.mock('@/stores/chat', () => ({ useChatStore: chat.useChatStore, startRealtime: chat.startRealtime }));

const reload = vi.fn();
const realLocation = window.location;

beforeEach(() => {
  reload.mockReset();
  Object.defineProperty(window, 'location', { configurable: true, value: Object.assign(new URL('http://localhost:3000/news'), { reload }) });
});
afterEach(() => {
  Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
});

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

const layoutCookie = () => /(?:^|;\s*)layout=(\w+)/.exec(document.cookie)?.[1];

describe('W02 the 1000 px boundary', () => {
  it('W02 resizing within one side does not reload; crossing it reloads once, in either direction', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
    renderWithI18n(<DeviceWatcher device="desktop" />);
    expect(reload).not.toHaveBeenCalled();
    expect(layoutCookie()).toBe('desktop');

    resizeTo(1100);
    resizeTo(1001);
    expect(reload).not.toHaveBeenCalled();

    resizeTo(1000);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(layoutCookie()).toBe('mobile');
    resizeTo(800);
    resizeTo(375);
    expect(reload).toHaveBeenCalledTimes(1);

    resizeTo(1001);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(layoutCookie()).toBe('desktop');
  });

  it('W02 a page rendered for the other layout than the window reloads at once', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 900 });
    renderWithI18n(<DeviceWatcher device="desktop" />);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(layoutCookie()).toBe('mobile');
  });
});

describe('W20 the real-time socket', () => {
  beforeEach(() => {
    chat.startRealtime.mockClear();
    chat.state.loadConversations.mockClear();
    useSessionStore.setState({ hydrated: true, isLogin: true, memberId: 1001 });
  });

  it('W20 J52 on mobile no socket is opened (the conversations still load over REST)', async () => {
    renderWithI18n(<ChatHost />, 'zh', 'mobile');
    await waitFor(() => expect(chat.state.loadConversations).toHaveBeenCalled());
    expect(chat.startRealtime).not.toHaveBeenCalled();
  });

  it('W20 on desktop the socket is opened for a member', async () => {
    renderWithI18n(<ChatHost />, 'zh', 'desktop');
    await waitFor(() => expect(chat.startRealtime).toHaveBeenCalledTimes(1));
  });
});
