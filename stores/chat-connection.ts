/**
 * The connection slice of the chat store (J44–J51, issue 17 item 8): the real-time channel (STOMP over SockJS,
 * `lib/chat/realtime.ts`; one per page, desktop and the mobile conversation page), its state ('reconnecting'
 * shows "连接已断开，正在重连…"), the routing of what arrives through it (J46–J50) and the catch-up after a
 * reconnect. The server data it touches is edited through `lib/queries/chat.ts`.
 */
import type { StateCreator } from 'zustand';
import type { RealtimeChannel } from '@/lib/chat/realtime';
import { MSG_TYPE, type Message } from '@/lib/contract/msg';
import {
  appendIncomingMessage,
  cachedConversations,
  cachedHistory,
  fetchWsTicket,
  keepPendingMessages,
  markConversationRead,
  reloadFirstHistoryPage,
  sendReadMark,
} from '@/lib/queries/chat';
import { getQueryClient } from '@/lib/queries/query-client';
import type { ChatState } from './chat';
import { myId, scopeOf } from './chat-shared';

/** An incoming message announced to the member (J49, J50): the sender's name. */
export interface Announcement {
  id: number;
  name: string;
  anonymous: boolean;
}

export type ConnectionState = 'idle' | 'open' | 'reconnecting';

export interface ConnectionSlice {
  connected: boolean;
  /** The real-time channel: not started (or mobile), open, or dropped and reconnecting. */
  connection: ConnectionState;
  announcement: Announcement | null;

  /** J44: opens the channel (one per page; a second call reuses it). */
  connect: () => Promise<void>;
  /** J51: closes the channel; nothing arrives afterwards. */
  disconnect: () => Promise<void>;
  /** J46–J50: a message that arrived through the channel. */
  receive: (message: Message) => void;
  /** Reloads the list and the open conversation (after a reconnect, a pull-to-refresh). */
  catchUp: () => Promise<void>;
  dismissAnnouncement: () => void;
}

export const connectionInitial = {
  connected: false,
  connection: 'idle',
  announcement: null,
} satisfies Partial<ConnectionSlice>;

let channel: RealtimeChannel | null = null;

/** The page's channel, if one was started (the outbox sends through it while it is connected). */
export function realtimeChannel(): RealtimeChannel | null {
  return channel;
}

/** Tests: install a channel (a fake) or remove it. */
export function setRealtimeChannel(value: RealtimeChannel | null): void {
  channel = value;
}

function announce(message: Message): Announcement {
  return { id: message.id, name: message.msgFromName ?? '', anonymous: message.msgFromIsAnonymous === 1 };
}

export const createConnectionSlice: StateCreator<ChatState, [], [], ConnectionSlice> = (set, get) => ({
  ...connectionInitial,

  connect: async () => {
    if (!channel) {
      const { createRealtime } = await import('@/lib/chat/realtime');
      channel ??= createRealtime({
        // a fresh one-minute ticket before every connect (the API client refreshes an expired token first)
        ticket: fetchWsTicket,
        onMessage: (message) => get().receive(message),
        onReconnect: () => {
          // the outbox first, so the reload shows what it sent, and nothing twice
          void get()
            .flushOutbox()
            .then(() => get().catchUp())
            .catch(() => undefined);
        },
        onStateChange: (connected) => {
          set({ connected, connection: connected ? 'open' : 'reconnecting' });
          if (connected) void get().flushOutbox();
        },
        onDrop: () => set({ connection: 'reconnecting' }),
      });
    }
    await channel.start();
  },

  disconnect: async () => {
    const current = channel;
    channel = null;
    if (current) await current.stop();
    set({ connection: 'idle' });
  },

  receive: (message) => {
    const queryClient = getQueryClient();
    const me = myId();
    const known = cachedConversations(queryClient, me).some((c) => c.id === message.convId);
    const fromMe = me !== null && message.msgFrom === me;
    if (message.msgType === MSG_TYPE.system) {
      // J50: system messages are only announced
      if (!fromMe) set({ announcement: announce(message) });
      return;
    }
    if (!known) {
      // J48: an unknown conversation reloads the list
      void get()
        .reloadConversations()
        .catch(() => undefined);
      if (!fromMe) set({ announcement: announce(message) });
      return;
    }
    // on screen: in the open dialog, or on the phone's conversation page (issue 29 item 13)
    const viewing = get().openId === message.convId && (get().dialogOpen || get().historySource === 'page');
    appendIncomingMessage(queryClient, scopeOf(get()), message, { viewing, fromMe });
    // J46: the open conversation is read at once
    if (viewing && !fromMe) sendReadMark(message.convId);
    // J49: announced (header badge via the list's unread counts, and a toast with the sender's name)
    if (!fromMe && !viewing) set({ announcement: announce(message) });
  },

  catchUp: async () => {
    const list = await get().reloadConversations();
    const id = get().openId;
    const open = id === null ? null : list.find((c) => c.id === id);
    if (!open) {
      if (id !== null) set({ openId: null });
      return;
    }
    const queryClient = getQueryClient();
    const scope = scopeOf(get());
    if (get().dialogOpen || cachedHistory(queryClient, scope, open.id)) {
      // messages still in the outbox stay (as pending) after the reload
      const pending = get().delivery;
      keepPendingMessages(queryClient, scope, open.id, (messageId) => pending[messageId] === 'pending');
      markConversationRead(queryClient, scope.viewer, open.id);
      sendReadMark(open.id);
      await reloadFirstHistoryPage(queryClient, scope, open);
    }
  },

  dismissAnnouncement: () => set({ announcement: null }),
});
