/**
 * The private chat (J05–J53): conversations, the open conversation, its messages and history paging, unread
 * counts (the sum goes to `privateUnread` of the unread store), sends through the real-time channel (REST
 * when it is not connected, and always on mobile), and incoming-message routing (J46–J50).
 *
 * Outages (issue 17 item 8): the channel's state is `connection` ('reconnecting' shows "连接已断开，正在重连…");
 * every send carries an idempotency key, and a message that could not reach the API (network, timeout, 503)
 * waits in the outbox — shown in the conversation as "等待发送" — until the socket is back (desktop), the
 * browser is online again, or a back-off retry gets through; it is then sent once, with the same key.
 */
import { create } from 'zustand';
import { isApiError } from '@/lib/api/errors';
import { chatApi } from '@/lib/chat/api-loader';
import { reconnectDelay } from '@/lib/chat/backoff';
import { isRetryableSendError, newClientMsgId } from '@/lib/chat/outbox';
import { clearDrafts } from '@/lib/chat/drafts';
import type { RealtimeChannel } from '@/lib/chat/realtime';
import {
  CHAT_ERROR_KEYS,
  checkSend,
  counterpartOf,
  createInputFor,
  firstHistorySize,
  historyComplete,
  matchConversation,
  moveToTop,
  NEXT_HISTORY_SIZE,
  postCardContent,
  prependMessages,
  unreadTotal,
  type ChatTarget,
  type SendRuleError,
} from '@/lib/chat/rules';
import { MSG_TYPE, type Conversation, type FriendRequestMessage, type Message, type OutgoingMessage } from '@/lib/contract/msg';
import { formatMessageTime } from '@/lib/format/message-time';
import { onSessionCleared } from '@/lib/session/session';
import { useSessionStore } from '@/stores/session';
import { useUnreadStore } from '@/stores/unread';

export interface ConversationMessages {
  list: Message[];
  current: number;
  pages: number;
  /** The upper bound of the history pages (J12), fixed at the first load. */
  lastMsgId: number | null;
  loading: boolean;
  /** The first load answered (paging fields are meaningful). */
  loaded: boolean;
  failed: boolean;
}

export type SendOutcome =
  | { status: 'sent'; message: Message }
  /** The API could not be reached: the message waits in the outbox (shown as pending) and is sent later. */
  | { status: 'queued'; message: Message }
  | { status: 'ignored' }
  | { status: 'rejected'; error: SendRuleError }
  | { status: 'failed'; error: SendRuleError | null; msg: string };

/** An incoming message announced to the member (J49, J50): the sender's name. */
export interface Announcement {
  id: number;
  name: string;
  anonymous: boolean;
}

/** A message waiting to be sent (typed during an outage). */
export interface OutboxEntry {
  /** The local (negative) id of the message shown meanwhile. */
  localId: number;
  out: OutgoingMessage & { clientMsgId: string };
}

export type ConnectionState = 'idle' | 'open' | 'reconnecting';

export interface ChatState {
  conversations: Conversation[];
  listStatus: 'idle' | 'loading' | 'ready' | 'error';
  openId: number | null;
  messages: Record<number, ConversationMessages>;
  /** J16 by counterpart member id; undefined = not loaded yet. */
  friendMessages: Record<number, FriendRequestMessage | undefined>;
  /** J35: one in-flight send. */
  sending: boolean;
  dialogOpen: boolean;
  /** What the dialog was last asked to open (the host sets it; the dialog consumes it). */
  request: { seq: number; target: ChatTarget | null } | null;
  connected: boolean;
  /** The real-time channel: not started (or mobile), open, or dropped and reconnecting. */
  connection: ConnectionState;
  /** Messages typed while the API could not be reached, oldest first. */
  outbox: OutboxEntry[];
  /** Local message id → 'pending' (in the outbox) or 'failed' (the API refused it when it was finally sent). */
  delivery: Record<number, 'pending' | 'failed'>;
  announcement: Announcement | null;
  /** 'history' (the dialog, J12–J14) or 'page' (the mobile page, J52: `GET /msg/messages/page`). */
  historySource: 'history' | 'page';

  loadConversations: () => Promise<Conversation[]>;
  openConversation: (id: number) => Promise<void>;
  loadOlder: () => Promise<void>;
  /** J41: the conversation with a member, reused or created, then opened. Rejects when loading or creating fails. */
  openFor: (target: ChatTarget) => Promise<Conversation>;
  /** J42: the post card of the post the chat was opened from (type 900). */
  sendPostCard: (post: NonNullable<ChatTarget['post']>) => Promise<SendOutcome>;
  send: (text: string, kind?: 'text' | 'image' | 'postCard') => Promise<SendOutcome>;
  receive: (message: Message) => void;
  removeConversation: (id: number) => Promise<boolean>;
  /** Reloads the list and the open conversation (after a reconnect, a pull-to-refresh). */
  catchUp: () => Promise<void>;
  /** Sends what waits in the outbox, in order, once each; stops at the first failure that is worth retrying. */
  flushOutbox: () => Promise<void>;
  requestOpen: (target: ChatTarget | null) => void;
  closeDialog: () => void;
  closeConversation: () => void;
  dismissAnnouncement: () => void;
  reset: () => void;
}

const emptyMessages: ConversationMessages = { list: [], current: 0, pages: 0, lastMsgId: null, loading: false, loaded: false, failed: false };

const initial = {
  conversations: [] as Conversation[],
  listStatus: 'idle' as const,
  openId: null,
  messages: {} as Record<number, ConversationMessages>,
  friendMessages: {} as Record<number, FriendRequestMessage | undefined>,
  sending: false,
  dialogOpen: false,
  request: null,
  connected: false,
  connection: 'idle' as ConnectionState,
  outbox: [] as OutboxEntry[],
  delivery: {} as Record<number, 'pending' | 'failed'>,
  announcement: null,
  historySource: 'history' as 'history' | 'page',
};

let channel: RealtimeChannel | null = null;
let localIds = 0;
let requestSeq = 0;
let flushing: Promise<void> | null = null;
let flushTimer: ReturnType<typeof setTimeout> | null = null;
let flushAttempts = 0;

function myId(): number | null {
  return useSessionStore.getState().memberId;
}

function syncUnread(list: readonly Conversation[]): void {
  useUnreadStore.getState().setPrivateUnread(unreadTotal(list));
}

function errorOf(error: unknown): { error: SendRuleError | null; msg: string } {
  if (isApiError(error)) return { error: CHAT_ERROR_KEYS[error.code] ?? null, msg: error.msg };
  return { error: null, msg: error instanceof Error ? error.message : '' };
}

export const useChatStore = create<ChatState>()((set, get) => {
  const patchMessages = (convId: number, patch: Partial<ConversationMessages>) =>
    set((s) => ({ messages: { ...s.messages, [convId]: { ...(s.messages[convId] ?? emptyMessages), ...patch } } }));

  const setConversations = (conversations: Conversation[]) => {
    set({ conversations });
    syncUnread(conversations);
  };

  const markRead = (convId: number) => {
    void chatApi()
      .then((api) => api.markConversationRead(api.t, convId))
      .catch(() => undefined);
  };

  const clearUnread = (convId: number) => {
    const list = get().conversations;
    if (!list.some((c) => c.id === convId && c.unreadMessageCount > 0)) return;
    setConversations(list.map((c) => (c.id === convId ? { ...c, unreadMessageCount: 0 } : c)));
  };

  const loadFirstPage = async (conversation: Conversation) => {
    const convId = conversation.id;
    const known = get().messages[convId] ?? emptyMessages;
    const lastMsgId = conversation.lastMessage?.id ?? null;
    patchMessages(convId, { loading: true, failed: false });
    try {
      const api = await chatApi();
      const size = firstHistorySize(known.list.length);
      const page =
        get().historySource === 'page'
          ? await api.getMessagePage(api.t, { convId, current: 1, size })
          : await api.getMessageHistory(api.t, { convId, current: 1, size, lastMsgId });
      // messages that arrived after the bound (real time, own sends) stay after the page
      const newer = (get().messages[convId] ?? emptyMessages).list.filter((m) => m.id < 0 || (lastMsgId !== null && m.id > lastMsgId));
      patchMessages(convId, {
        list: prependMessages(page.records, newer),
        current: page.current,
        pages: page.pages,
        lastMsgId,
        loading: false,
        loaded: true,
      });
    } catch {
      patchMessages(convId, { loading: false, failed: true });
    }
  };

  const loadFriendMessage = (memberId: number) => {
    if (memberId in get().friendMessages) return;
    set((s) => ({ friendMessages: { ...s.friendMessages, [memberId]: null } }));
    void chatApi()
      .then((api) => api.getFriendRequestMessage(api.t, memberId))
      .then((found) => set((s) => ({ friendMessages: { ...s.friendMessages, [memberId]: found } })))
      .catch(() => undefined);
  };

  /** A local copy of a message the API has (or will have): negative id until the next reload. */
  const localCopy = (conversation: Conversation, out: OutgoingMessage, id?: number): Message => {
    const other = counterpartOf(conversation, out.msgFrom);
    const me = useSessionStore.getState().memberInfo;
    if (id === undefined) {
      localIds -= 1;
      id = localIds;
    }
    const { clientMsgId: _key, ...fields } = out;
    return {
      id,
      ...fields,
        isRead: 1,
        msgFromName: me?.nickname ?? null,
        msgToName: other?.name ?? other?.nickname ?? null,
      msgFromIsAnonymous: conversation.members.find((m) => m.id === out.msgFrom)?.isAnonymous ?? 0,
      msgToIsAnonymous: other?.isAnonymous ?? 0,
    };
  };

  const deliver = async (conversation: Conversation, out: OutgoingMessage, localId?: number): Promise<Message> => {
    if (channel?.isConnected()) {
      await channel.send(out);
      return localCopy(conversation, out, localId);
    }
    const api = await chatApi();
    return api.sendMessageRest(api.t, {
      convId: out.convId,
      msgTo: out.msgTo,
      msgType: out.msgType,
      msgContent: out.msgContent,
      sentTime: out.sentTime,
      clientMsgId: out.clientMsgId,
    });
  };

  /** Puts a delivered message in place of its local copy (or at the end) and moves its conversation up. */
  const placeSent = (convId: number, message: Message, replaces?: number) => {
    const now = get().messages[convId] ?? emptyMessages;
    const list = now.list.filter((m) => m.id !== message.id);
    const at = replaces === undefined ? -1 : list.findIndex((m) => m.id === replaces);
    patchMessages(convId, { list: at < 0 ? [...list, message] : list.map((m, i) => (i === at ? message : m)) });
    setConversations(moveToTop(get().conversations, convId, (c) => ({ ...c, lastMessage: message, unreadMessageCount: 0 })));
  };

  const setDelivery = (id: number, value: 'pending' | 'failed' | null) =>
    set((s) => {
      const delivery = { ...s.delivery };
      if (value) delivery[id] = value;
      else delete delivery[id];
      return { delivery };
    });

  /** Retries the outbox after a back-off while it is not empty (mobile has no socket to say it is back). */
  const scheduleFlush = () => {
    if (flushTimer || get().outbox.length === 0) return;
    flushAttempts += 1;
    flushTimer = setTimeout(() => {
      flushTimer = null;
      void get().flushOutbox();
    }, reconnectDelay(flushAttempts));
  };

  return {
    ...initial,

    loadConversations: async () => {
      set({ listStatus: 'loading' });
      try {
        const api = await chatApi();
        const list = await api.getConversations(api.t);
        setConversations(list);
        set({ listStatus: 'ready' });
        return list;
      } catch (error) {
        set({ listStatus: 'error' });
        throw error;
      }
    },

    openConversation: async (id) => {
      const conversation = get().conversations.find((c) => c.id === id);
      if (!conversation) return;
      set({ openId: id });
      // J11: the unread count clears locally and on the server
      clearUnread(id);
      markRead(id);
      const other = counterpartOf(conversation, myId());
      if (other) loadFriendMessage(other.id);
      await loadFirstPage(conversation);
    },

    loadOlder: async () => {
      const id = get().openId;
      if (id === null) return;
      const state = get().messages[id];
      if (!state || !state.loaded || state.loading || historyComplete(state.current, state.pages)) return;
      patchMessages(id, { loading: true });
      try {
        const api = await chatApi();
        const q = { convId: id, current: state.current + 1, size: NEXT_HISTORY_SIZE };
        const page =
          get().historySource === 'page'
            ? await api.getMessagePage(api.t, q)
            : await api.getMessageHistory(api.t, { ...q, lastMsgId: state.lastMsgId });
        const now = get().messages[id] ?? emptyMessages;
        patchMessages(id, { list: prependMessages(page.records, now.list), current: page.current, pages: page.pages, loading: false });
      } catch {
        patchMessages(id, { loading: false });
      }
    },

    openFor: async (target) => {
      const list = await get().loadConversations();
      let conversation = matchConversation(list, myId(), target);
      if (!conversation) {
        const api = await chatApi();
        const created = await api.createConversation(api.t, createInputFor(target));
        conversation = created;
        setConversations([created, ...get().conversations.filter((c) => c.id !== created.id)]);
      }
      await get().openConversation(conversation.id);
      return get().conversations.find((c) => c.id === conversation.id) ?? conversation;
    },

    sendPostCard: (post) =>
      get().send(postCardContent({ postId: post.id, title: post.title, type: post.type ?? null, coverImg: post.coverImg ?? null }), 'postCard'),

    send: async (text, kind = 'text') => {
      if (get().sending) return { status: 'ignored' };
      const session = useSessionStore.getState();
      const conversation = get().conversations.find((c) => c.id === get().openId) ?? null;
      const check = checkSend({ isBanned: session.isBanned, conversation, text, kind });
      if (!check.ok) return { status: 'rejected', error: check.error };
      const me = session.memberId;
      const other = conversation ? counterpartOf(conversation, me) : null;
      if (!conversation || !other || me === null) return { status: 'rejected', error: 'chat.noPartner' };
      const out: OutgoingMessage & { clientMsgId: string } = {
        msgFrom: me,
        msgTo: other.id,
        msgType: check.msgType,
        msgContent: check.msgContent,
        convId: conversation.id,
        sentTime: formatMessageTime(),
        clientMsgId: newClientMsgId(),
      };
      set({ sending: true });
      try {
        // earlier messages still waiting go first: this one joins them
        if (get().outbox.length > 0) throw Object.assign(new Error('outbox not empty'), { queueBehind: true });
        const message = await deliver(conversation, out);
        // J38: added locally, the conversation moves to the top and is marked read
        placeSent(conversation.id, message);
        markRead(conversation.id);
        return { status: 'sent', message };
      } catch (error) {
        if (!isRetryableSendError(error)) return { status: 'failed', ...errorOf(error) };
        const message = localCopy(conversation, out);
        set((s) => ({ outbox: [...s.outbox, { localId: message.id, out }] }));
        setDelivery(message.id, 'pending');
        placeSent(conversation.id, message);
        scheduleFlush();
        return { status: 'queued', message };
      } finally {
        set({ sending: false });
      }
    },

    receive: (message) => {
      const me = myId();
      const list = get().conversations;
      const known = list.find((c) => c.id === message.convId);
      const fromMe = me !== null && message.msgFrom === me;
      if (message.msgType === MSG_TYPE.system) {
        // J50: system messages are only announced
        if (!fromMe) set({ announcement: { id: message.id, name: message.msgFromName ?? '', anonymous: message.msgFromIsAnonymous === 1 } });
        return;
      }
      if (!known) {
        // J48: an unknown conversation reloads the list
        void get()
          .loadConversations()
          .catch(() => undefined);
        if (!fromMe) set({ announcement: { id: message.id, name: message.msgFromName ?? '', anonymous: message.msgFromIsAnonymous === 1 } });
        return;
      }
      const viewing = get().dialogOpen && get().openId === message.convId;
      const state = get().messages[message.convId];
      if (state && state.loaded && !state.list.some((m) => m.id === message.id)) {
        patchMessages(message.convId, { list: [...state.list, message] });
      }
      const unreadBy = fromMe || viewing ? 0 : 1;
      setConversations(
        moveToTop(list, message.convId, (c) => ({ ...c, lastMessage: message, unreadMessageCount: viewing ? 0 : c.unreadMessageCount + unreadBy })),
      );
      // J46: the open conversation is read at once
      if (viewing && !fromMe) markRead(message.convId);
      // J49: announced (header badge via privateUnread, and a toast with the sender's name)
      if (!fromMe && !viewing) set({ announcement: { id: message.id, name: message.msgFromName ?? '', anonymous: message.msgFromIsAnonymous === 1 } });
    },

    removeConversation: async (id) => {
      try {
        const api = await chatApi();
        await api.deleteConversation(api.t, id);
      } catch {
        return false;
      }
      setConversations(get().conversations.filter((c) => c.id !== id));
      if (get().openId === id) set({ openId: null });
      return true;
    },

    catchUp: async () => {
      const list = await get().loadConversations();
      const id = get().openId;
      const open = id === null ? null : list.find((c) => c.id === id);
      if (!open) {
        if (id !== null) set({ openId: null });
        return;
      }
      if (get().dialogOpen || get().messages[open.id]?.loaded) {
        // messages still in the outbox stay (as pending) after the reload
        const waiting = (get().messages[open.id]?.list ?? []).filter((m) => get().delivery[m.id] === 'pending');
        patchMessages(open.id, { list: waiting });
        clearUnread(open.id);
        markRead(open.id);
        await loadFirstPage(open);
      }
    },

    flushOutbox: () => {
      if (flushing) return flushing;
      if (flushTimer) {
        clearTimeout(flushTimer);
        flushTimer = null;
      }
      flushing = (async () => {
        while (get().outbox.length > 0) {
          const [entry] = get().outbox;
          if (!entry) break;
          const conversation = get().conversations.find((c) => c.id === entry.out.convId);
          try {
            if (!conversation) throw Object.assign(new Error('conversation gone'), { drop: true });
            const message = await deliver(conversation, entry.out, entry.localId);
            placeSent(conversation.id, message, entry.localId);
            setDelivery(entry.localId, null);
          } catch (error) {
            if (isRetryableSendError(error) && !(error as { drop?: boolean }).drop) {
              scheduleFlush();
              return;
            }
            // refused when it finally arrived (rules, session): shown as not sent, never retried
            setDelivery(entry.localId, 'failed');
          }
          set((s) => ({ outbox: s.outbox.filter((e) => e.localId !== entry.localId) }));
        }
        flushAttempts = 0;
      })().finally(() => {
        flushing = null;
      });
      return flushing;
    },

    requestOpen: (target) => {
      requestSeq += 1;
      set({ dialogOpen: true, request: { seq: requestSeq, target } });
    },
    closeDialog: () => set({ dialogOpen: false }),
    closeConversation: () => set({ openId: null }),
    dismissAnnouncement: () => set({ announcement: null }),
    reset: () => {
      if (flushTimer) clearTimeout(flushTimer);
      flushTimer = null;
      flushAttempts = 0;
      set((s) => ({ ...initial, messages: {}, friendMessages: {}, conversations: [], outbox: [], delivery: {}, historySource: s.historySource }));
    },
  };
});

/** J44: the real-time channel of a desktop member (one per page; a second call reuses it). */
export async function startRealtime(): Promise<void> {
  if (!channel) {
    const { createRealtime } = await import('@/lib/chat/realtime');
    channel ??= createRealtime({
      // a fresh one-minute ticket before every connect (the API client refreshes an expired token first)
      ticket: () =>
        chatApi()
          .then((api) => api.getWsTicket(api.t))
          .then((t) => t.ticket),
      onMessage: (message) => useChatStore.getState().receive(message),
      onReconnect: () => {
        // the outbox first, so the reload shows what it sent, and nothing twice
        const store = useChatStore.getState();
        void store
          .flushOutbox()
          .then(() => useChatStore.getState().catchUp())
          .catch(() => undefined);
      },
      onStateChange: (connected) => {
        useChatStore.setState({ connected, connection: connected ? 'open' : 'reconnecting' });
        if (connected) void useChatStore.getState().flushOutbox();
      },
      onDrop: () => useChatStore.setState({ connection: 'reconnecting' }),
    });
  }
  await channel.start();
}

/** J51: logout (and any session clear) disconnects the channel; nothing arrives afterwards. */
export async function stopRealtime(): Promise<void> {
  const current = channel;
  channel = null;
  if (current) await current.stop();
  useChatStore.setState({ connection: 'idle' });
}

/** Tests: install a channel (a fake) or remove it. */
export function setRealtimeChannel(value: RealtimeChannel | null): void {
  channel = value;
}

// a phone (no socket) or a desktop whose socket stayed up: the browser telling it is online again is the cue
if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    if (useChatStore.getState().outbox.length > 0) void useChatStore.getState().flushOutbox();
  });
}

onSessionCleared(() => {
  void stopRealtime();
  clearDrafts();
  useChatStore.getState().reset();
});
