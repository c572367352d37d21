/**
 * The private chat's client state and actions (J05–J53): which conversation is open, the dialog and its open
 * requests, the real-time channel's state, sends (through the channel, REST when it is not connected, and
 * always on mobile) and incoming-message routing (J46–J50). The server data — the conversation list with its
 * unread counts, the histories — is TanStack Query data (`lib/queries/chat.ts`): the actions read it with
 * `getQueryData` and keep it current with `setQueryData`, the islands read it with `useQuery`.
 *
 * Outages (issue 17 item 8): the channel's state is `connection` ('reconnecting' shows "连接已断开，正在重连…");
 * every send carries an idempotency key, and a message that could not reach the API (network, timeout, 503)
 * waits in the outbox — shown in the conversation as "等待发送" — until the socket is back (desktop), the
 * browser is online again, or a back-off retry gets through; it is then sent once, with the same key.
 */
import { create } from 'zustand';
import { isApiError } from '@/lib/api/errors';
import { reconnectDelay } from '@/lib/chat/backoff';
import { isRetryableSendError, newClientMsgId } from '@/lib/chat/outbox';
import { clearDrafts } from '@/lib/chat/drafts';
import type { RealtimeChannel } from '@/lib/chat/realtime';
import {
  CHAT_ERROR_KEYS,
  checkSend,
  counterpartOf,
  createInputFor,
  historyComplete,
  matchConversation,
  NEXT_HISTORY_SIZE,
  postCardContent,
  type ChatTarget,
  type SendRuleError,
} from '@/lib/chat/rules';
import { MSG_TYPE, type Conversation, type Message, type OutgoingMessage } from '@/lib/contract/msg';
import { formatMessageTime } from '@/lib/format/message-time';
import {
  chatCalls,
  chatKeys,
  conversationHistoryQuery,
  conversationListQuery,
  fetchOlderMessages,
  withAppended,
  withConversationFirst,
  withConversationRead,
  withDelivered,
  withOlder,
  withReceivedMessage,
  withSentMessage,
  type ConversationHistory,
  type HistorySource,
} from '@/lib/queries/chat';
import { getQueryClient } from '@/lib/queries/query-client';
import { onSessionCleared } from '@/lib/session/session';
import { useSessionStore } from '@/stores/session';

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
  openId: number | null;
  /** J13: an older page of the open conversation is being read. */
  loadingOlder: boolean;
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
  historySource: HistorySource;

  /** J06: reads the conversation list again (the dialog opening, the 私信 tab, the mobile list, a reconnect). */
  reloadConversations: () => Promise<Conversation[]>;
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

const initial = {
  openId: null,
  loadingOlder: false,
  sending: false,
  dialogOpen: false,
  request: null,
  connected: false,
  connection: 'idle' as ConnectionState,
  outbox: [] as OutboxEntry[],
  delivery: {} as Record<number, 'pending' | 'failed'>,
  announcement: null,
  historySource: 'history' as HistorySource,
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

/** The member's conversations as the query cache holds them (empty before the first read). */
function cachedConversations(): Conversation[] {
  return getQueryClient().getQueryData(conversationListQuery(myId()).queryKey) ?? [];
}

/** Applies a change to the cached conversation list (an unread list stays unread). */
function editConversations(edit: (list: Conversation[]) => Conversation[]): void {
  getQueryClient().setQueryData(conversationListQuery(myId()).queryKey, (list) => list && edit(list));
}

/** J06 / J41: the last read of the conversation list failed (the dialog and the mobile page say so). */
export function conversationListFailed(): boolean {
  return getQueryClient().getQueryState(chatKeys.conversations(myId()))?.status === 'error';
}

function errorOf(error: unknown): { error: SendRuleError | null; msg: string } {
  if (isApiError(error)) return { error: CHAT_ERROR_KEYS[error.code] ?? null, msg: error.msg };
  return { error: null, msg: error instanceof Error ? error.message : '' };
}

function announce(message: Message): Announcement {
  return { id: message.id, name: message.msgFromName ?? '', anonymous: message.msgFromIsAnonymous === 1 };
}

export const useChatStore = create<ChatState>()((set, get) => {
  const historyKey = (convId: number) => chatKeys.history(convId, get().historySource, myId());
  const cachedHistory = (convId: number) => getQueryClient().getQueryData<ConversationHistory>(historyKey(convId));
  const editHistory = (convId: number, edit: (history: ConversationHistory | undefined) => ConversationHistory | undefined) =>
    getQueryClient().setQueryData<ConversationHistory>(historyKey(convId), edit);

  const markRead = (convId: number) => {
    void chatCalls()
      .then(({ transport, api }) => api.markConversationRead(transport, convId))
      .catch(() => undefined);
  };

  /** J12: the first page, read again; a failure shows in the conversation (the query's error state). */
  const loadFirstPage = async (conversation: Conversation) => {
    try {
      await getQueryClient().fetchQuery({ ...conversationHistoryQuery(conversation, get().historySource, myId()), staleTime: 0 });
    } catch {
      // the pane reads the failure from the query
    }
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
    const { transport, api } = await chatCalls();
    return api.sendMessageRest(transport, {
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
    editHistory(convId, (history) => withDelivered(history, message, replaces));
    editConversations((list) => withSentMessage(list, convId, message));
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

    reloadConversations: () => getQueryClient().fetchQuery({ ...conversationListQuery(myId()), staleTime: 0 }),

    openConversation: async (id) => {
      const conversation = cachedConversations().find((c) => c.id === id);
      if (!conversation) return;
      set({ openId: id });
      const first = loadFirstPage(conversation);
      // J11: the unread count clears locally and on the server
      editConversations((list) => withConversationRead(list, id));
      markRead(id);
      await first;
    },

    loadOlder: async () => {
      const id = get().openId;
      if (id === null || get().loadingOlder) return;
      const history = cachedHistory(id);
      if (!history || getQueryClient().isFetching({ queryKey: historyKey(id) }) > 0 || historyComplete(history.current, history.pages)) return;
      set({ loadingOlder: true });
      try {
        const page = await fetchOlderMessages(id, get().historySource, history, NEXT_HISTORY_SIZE);
        editHistory(id, (now) => now && withOlder(now, page));
      } catch {
        // the link stays: the member can try again
      } finally {
        set({ loadingOlder: false });
      }
    },

    openFor: async (target) => {
      const list = await get().reloadConversations();
      let conversation = matchConversation(list, myId(), target);
      if (!conversation) {
        const { transport, api } = await chatCalls();
        const created = await api.createConversation(transport, createInputFor(target));
        conversation = created;
        editConversations((now) => withConversationFirst(now, created));
      }
      await get().openConversation(conversation.id);
      return cachedConversations().find((c) => c.id === conversation.id) ?? conversation;
    },

    sendPostCard: (post) =>
      get().send(postCardContent({ postId: post.id, title: post.title, type: post.type ?? null, coverImg: post.coverImg ?? null }), 'postCard'),

    send: async (text, kind = 'text') => {
      if (get().sending) return { status: 'ignored' };
      const session = useSessionStore.getState();
      const conversation = cachedConversations().find((c) => c.id === get().openId) ?? null;
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
      const known = cachedConversations().some((c) => c.id === message.convId);
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
      editHistory(message.convId, (history) => withAppended(history, message));
      editConversations((list) => withReceivedMessage(list, message, { viewing, fromMe }));
      // J46: the open conversation is read at once
      if (viewing && !fromMe) markRead(message.convId);
      // J49: announced (header badge via the list's unread counts, and a toast with the sender's name)
      if (!fromMe && !viewing) set({ announcement: announce(message) });
    },

    removeConversation: async (id) => {
      try {
        const { transport, api } = await chatCalls();
        await api.deleteConversation(transport, id);
      } catch {
        return false;
      }
      editConversations((list) => list.filter((c) => c.id !== id));
      if (get().openId === id) set({ openId: null });
      return true;
    },

    catchUp: async () => {
      const list = await get().reloadConversations();
      const id = get().openId;
      const open = id === null ? null : list.find((c) => c.id === id);
      if (!open) {
        if (id !== null) set({ openId: null });
        return;
      }
      if (get().dialogOpen || cachedHistory(open.id)) {
        // messages still in the outbox stay (as pending) after the reload
        const pending = get().delivery;
        editHistory(open.id, (history) => history && { ...history, list: history.list.filter((m) => pending[m.id] === 'pending') });
        editConversations((now) => withConversationRead(now, open.id));
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
          const conversation = cachedConversations().find((c) => c.id === entry.out.convId);
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
      set((s) => ({ ...initial, outbox: [], delivery: {}, historySource: s.historySource }));
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
        chatCalls()
          .then(({ transport, api }) => api.getWsTicket(transport))
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
  // the member's conversations and histories go with the session
  getQueryClient().removeQueries({ queryKey: chatKeys.all });
});
