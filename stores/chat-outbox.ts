/**
 * The outbox slice of the chat store (J35–J38, issue 17 item 8): the one send in flight, and the messages that
 * could not reach the API (network, timeout, 503). Each send carries an idempotency key (`clientMsgId`); a message
 * that could not be sent waits in the outbox — shown in the conversation as "等待发送" through its local (negative)
 * id — until the socket is back (desktop), the browser is online again, or a back-off retry gets through; it is
 * then sent once, with the same key. One the API refuses when it finally arrives is marked 'failed'.
 */
import type { StateCreator } from 'zustand';
import { isApiError } from '@/lib/api/errors';
import { reconnectDelay } from '@/lib/chat/backoff';
import { isRetryableSendError, newClientMsgId } from '@/lib/chat/outbox';
import { CHAT_ERROR_KEYS, checkSend, counterpartOf, postCardContent, type ChatTarget, type SendRuleError } from '@/lib/chat/rules';
import type { Conversation, Message, OutgoingMessage } from '@/lib/contract/msg';
import { formatMessageTime } from '@/lib/format/message-time';
import { cachedConversations, placeSentMessage, sendMessageRest, sendReadMark } from '@/lib/queries/chat';
import { getQueryClient } from '@/lib/queries/query-client';
import { useSessionStore } from '@/stores/session';
import type { ChatState } from './chat';
import { realtimeChannel } from './chat-connection';
import { myId, scopeOf } from './chat-shared';

export type SendOutcome =
  | { status: 'sent'; message: Message }
  /** The API could not be reached: the message waits in the outbox (shown as pending) and is sent later. */
  | { status: 'queued'; message: Message }
  | { status: 'ignored' }
  | { status: 'rejected'; error: SendRuleError }
  | { status: 'failed'; error: SendRuleError | null; msg: string };

/** A message waiting to be sent (typed during an outage). */
export interface OutboxEntry {
  /** The local (negative) id of the message shown meanwhile. */
  localId: number;
  out: OutgoingMessage & { clientMsgId: string };
}

export interface OutboxSlice {
  /** J35: one in-flight send. */
  sending: boolean;
  /** Messages typed while the API could not be reached, oldest first. */
  outbox: OutboxEntry[];
  /** Local message id → 'pending' (in the outbox) or 'failed' (the API refused it when it was finally sent). */
  delivery: Record<number, 'pending' | 'failed'>;

  /** J42: the post card of the post the chat was opened from (type 900). */
  sendPostCard: (post: NonNullable<ChatTarget['post']>) => Promise<SendOutcome>;
  send: (text: string, kind?: 'text' | 'image' | 'postCard') => Promise<SendOutcome>;
  /** Sends what waits in the outbox, in order, once each; stops at the first failure that is worth retrying. */
  flushOutbox: () => Promise<void>;
}

/** A fresh outbox: nothing in flight, nothing waiting (new objects, so a reset shares nothing). */
export function outboxInitial(): Pick<OutboxSlice, 'sending' | 'outbox' | 'delivery'> {
  return { sending: false, outbox: [], delivery: {} };
}

let localIds = 0;
let flushing: Promise<void> | null = null;
let flushTimer: ReturnType<typeof setTimeout> | null = null;
let flushAttempts = 0;

/** A reset (logout): no retry stays scheduled, and the next outage backs off from the start. */
export function cancelScheduledFlush(): void {
  if (flushTimer) clearTimeout(flushTimer);
  flushTimer = null;
  flushAttempts = 0;
}

function errorOf(error: unknown): { error: SendRuleError | null; msg: string } {
  if (isApiError(error)) return { error: CHAT_ERROR_KEYS[error.code] ?? null, msg: error.msg };
  return { error: null, msg: error instanceof Error ? error.message : '' };
}

/** A local copy of a message the API has (or will have): negative id until the next reload. */
function localCopy(conversation: Conversation, out: OutgoingMessage, id?: number): Message {
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
}

/** Through the channel while it is connected (the local copy stands for it), else over REST. */
async function deliver(conversation: Conversation, out: OutgoingMessage & { clientMsgId: string }, localId?: number): Promise<Message> {
  const channel = realtimeChannel();
  if (channel?.isConnected()) {
    await channel.send(out);
    return localCopy(conversation, out, localId);
  }
  return sendMessageRest(out);
}

export const createOutboxSlice: StateCreator<ChatState, [], [], OutboxSlice> = (set, get) => {
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
    ...outboxInitial(),

    sendPostCard: (post) =>
      get().send(postCardContent({ postId: post.id, title: post.title, type: post.type ?? null, coverImg: post.coverImg ?? null }), 'postCard'),

    send: async (text, kind = 'text') => {
      if (get().sending) return { status: 'ignored' };
      const session = useSessionStore.getState();
      const queryClient = getQueryClient();
      const conversation = cachedConversations(queryClient, myId()).find((c) => c.id === get().openId) ?? null;
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
        placeSentMessage(queryClient, scopeOf(get()), conversation.id, message);
        sendReadMark(conversation.id);
        return { status: 'sent', message };
      } catch (error) {
        if (!isRetryableSendError(error)) return { status: 'failed', ...errorOf(error) };
        const message = localCopy(conversation, out);
        set((s) => ({ outbox: [...s.outbox, { localId: message.id, out }] }));
        setDelivery(message.id, 'pending');
        placeSentMessage(queryClient, scopeOf(get()), conversation.id, message);
        scheduleFlush();
        return { status: 'queued', message };
      } finally {
        set({ sending: false });
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
          const queryClient = getQueryClient();
          const conversation = cachedConversations(queryClient, myId()).find((c) => c.id === entry.out.convId);
          try {
            if (!conversation) throw Object.assign(new Error('conversation gone'), { drop: true });
            const message = await deliver(conversation, entry.out, entry.localId);
            placeSentMessage(queryClient, scopeOf(get()), conversation.id, message, entry.localId);
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
  };
};
