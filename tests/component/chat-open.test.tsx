/**
 * Opening the chat (J03, J53, I46, K11): a visitor gets the login dialog, mobile navigates to
 * `/message/{id}`, desktop dispatches the open-message-dialog event that the host takes once per 1000 ms.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatHost } from '@/components/chat/chat-host';
import { MemberChatHost } from '@/components/chat/member-chat-host';
import { MessageAuthorButton } from '@/components/chat/message-author-button';
import { MessageButton } from '@/components/chat/message-button';
import { OPEN_MESSAGE_DIALOG_EVENT } from '@/components/chat/open-message';
import { setRealtimeChannel, useChatStore } from '@/stores/chat';
import { useDialogs } from '@/stores/dialogs';
import { useSessionStore } from '@/stores/session';
import { chatHandlers } from '../mocks/handlers/chat';
import { server, startMockServer } from '../mocks/server';
import { renderWithI18n } from './render';
import { navigation, router } from './navigation';

// the page these components are on
beforeEach(() => {
  navigation.pathname = '/people/1002';
});

const { push } = router;
vi.mock('next/dynamic', () => ({ default: () => () => null }));
// the hosts' lazily loaded parts render nothing here: a test shows the member's host by hand
vi.mock('@/components/ui/lazy-island', () => ({ lazyIsland: () => () => null }));

startMockServer();
let listCalls: number;

beforeEach(() => {
  push.mockReset();
  document.documentElement.className = '';
  useDialogs.setState({ login: { open: false, options: {} } });
  useChatStore.getState().reset();
  listCalls = 0;
  server.use(
    chatHandlers.conversations(() => {
      listCalls += 1;
      return [];
    }),
  );
  // the socket is the browser's: a channel that is already open stands in for it (J44)
  setRealtimeChannel({ start: async () => undefined, stop: async () => undefined, isConnected: () => true, send: async () => undefined });
});
afterEach(() => {
  document.documentElement.className = '';
});

describe('opening the chat', () => {
  it('J53 a visitor gets the login dialog', () => {
    useSessionStore.setState({ hydrated: true, isLogin: false, memberId: null });
    renderWithI18n(<MessageButton memberId={1002}>私信</MessageButton>);
    fireEvent.click(screen.getByTestId('message-button'));
    expect(useDialogs.getState().login.open).toBe(true);
  });

  it('I46 mobile goes to /message/{id}', () => {
    useSessionStore.setState({ hydrated: true, isLogin: true, memberId: 1001 });
    document.documentElement.className = 'mobile';
    renderWithI18n(<MessageButton memberId={1002}>私信</MessageButton>, 'zh', 'mobile');
    fireEvent.click(screen.getByTestId('message-button'));
    expect(push).toHaveBeenCalledWith('/message/1002');
  });

  it('J03 desktop: the host takes the event once per 1000 ms (leading edge)', async () => {
    useSessionStore.setState({ hydrated: true, isLogin: true, memberId: 1001 });
    const events: unknown[] = [];
    const listen = (e: Event) => events.push((e as CustomEvent).detail);
    window.addEventListener(OPEN_MESSAGE_DIALOG_EVENT, listen);
    renderWithI18n(
      <>
        <MemberChatHost />
        <MessageButton memberId={1002}>私信</MessageButton>
      </>,
    );
    const requestOpen = vi.spyOn(useChatStore.getState(), 'requestOpen');
    await act(async () => {
      fireEvent.click(screen.getByTestId('message-button'));
      fireEvent.click(screen.getByTestId('message-button'));
      await new Promise((r) => setTimeout(r, 20));
    });
    window.removeEventListener(OPEN_MESSAGE_DIALOG_EVENT, listen);
    expect(events).toHaveLength(2);
    // issue 18 item 13: the request waits for the frame to paint (an animation frame)
    await act(async () => {
      await new Promise((r) => setTimeout(r, 100));
    });
    expect(requestOpen).toHaveBeenCalledTimes(1);
    expect(requestOpen).toHaveBeenCalledWith({ memberId: 1002, conversationId: null, post: null });
    expect(useChatStore.getState().dialogOpen).toBe(true);
    // the host reads the member's conversations once (the 私信 unread total)
    await waitFor(() => expect(listCalls).toBe(1));
  });

  it('J03 a 私信 clicked while the member host is still loading opens the dialog once it has loaded', async () => {
    useSessionStore.setState({ hydrated: true, isLogin: true, memberId: 1001 });
    // the member's host is shown by hand once "loaded"
    let showHost: (shown: boolean) => void = () => undefined;
    function Page() {
      const [host, setHost] = useState(false);
      showHost = setHost;
      return (
        <>
          <ChatHost />
          {host && <MemberChatHost />}
          <MessageButton memberId={1002}>私信</MessageButton>
        </>
      );
    }
    renderWithI18n(<Page />);
    const requestOpen = vi.spyOn(useChatStore.getState(), 'requestOpen');
    requestOpen.mockClear();
    fireEvent.click(screen.getByTestId('message-button'));
    expect(requestOpen).not.toHaveBeenCalled();
    act(() => showHost(true));
    // a few ms when the machine is idle; waited for, not slept for, so a busy machine does not leak the call into the next test
    await waitFor(() => expect(requestOpen).toHaveBeenCalledTimes(1));
    expect(requestOpen).toHaveBeenCalledWith({ memberId: 1002, conversationId: null, post: null });
  });

  it('G30 “message the author” on a post opens the dialog for the author with the post as context (its card is then sent, J42); the author sees no button', async () => {
    useSessionStore.setState({ hydrated: true, isLogin: true, memberId: 1001 });
    const post = { authorId: 1002, postId: 77, title: '求购食品级PET瓶坯', type: '求购', coverImg: '/api/files/seed/photo/bottle-1.jpg', anonymous: true };
    renderWithI18n(
      <>
        <MemberChatHost />
        <MessageAuthorButton {...post} />
      </>,
    );
    const requestOpen = vi.spyOn(useChatStore.getState(), 'requestOpen');
    act(() => {
      fireEvent.click(screen.getByTestId('message-author'));
    });
    await waitFor(() =>
      expect(requestOpen).toHaveBeenCalledWith({
        memberId: 1002,
        conversationId: null,
        post: { id: 77, title: '求购食品级PET瓶坯', type: '求购', coverImg: '/api/files/seed/photo/bottle-1.jpg', anonymous: true },
      }),
    );
    expect(useChatStore.getState().dialogOpen).toBe(true);
    expect(push).not.toHaveBeenCalled();
  });

  it('G30 the author of the post gets no “message the author” button', () => {
    useSessionStore.setState({ hydrated: true, isLogin: true, memberId: 1002 });
    renderWithI18n(<MessageAuthorButton authorId={1002} postId={77} title="求购食品级PET瓶坯" type="求购" coverImg={null} anonymous={false} />);
    expect(screen.queryByTestId('message-author')).toBeNull();
  });
});
