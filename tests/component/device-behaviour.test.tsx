/**
 * Behaviour by device: crossing the 1000 px boundary reloads the page once per crossing (W02), and the real-time
 * chat socket is opened on desktop only (W20, J52).
 */
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatHost } from '@/components/chat/chat-host';
import { DeviceWatcher } from '@/components/layout/device-watcher';
import { setRealtimeChannel, useChatStore } from '@/stores/chat';
import { useSessionStore } from '@/stores/session';
import { chatApiStandIn, type ChatApiStandIn } from '../mocks/chat-api';
import { server, startMockServer } from '../mocks/server';
import { renderWithI18n } from './render';


startMockServer();

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
  /** The conversation list over msw, and the socket as a channel whose opening is recorded (the chat store's seam). */
  let api: ChatApiStandIn;
  const socketStart = vi.fn(async () => undefined);

  beforeEach(() => {
    const standIn = chatApiStandIn();
    api = standIn.api;
    server.use(...standIn.handlers);
    socketStart.mockClear();
    useChatStore.getState().reset();
    setRealtimeChannel({ start: socketStart, stop: async () => undefined, isConnected: () => false, send: async () => undefined });
    useSessionStore.setState({ hydrated: true, isLogin: true, memberId: 1001 });
  });
  afterEach(() => setRealtimeChannel(null));

  it('W20 J52 on mobile no socket is opened (the conversations still load over REST)', async () => {
    renderWithI18n(<ChatHost />, 'zh', 'mobile');
    await waitFor(() => expect(api.conversations).toHaveBeenCalled());
    // the host's effect has run (it imports the chat store first): still no socket
    await new Promise((r) => setTimeout(r, 50));
    expect(socketStart).not.toHaveBeenCalled();
  });

  it('W20 on desktop the socket is opened for a member', async () => {
    renderWithI18n(<ChatHost />, 'zh', 'desktop');
    await waitFor(() => expect(socketStart).toHaveBeenCalledTimes(1));
  });
});
