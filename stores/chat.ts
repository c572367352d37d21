/**
 * The private chat's client state and actions (J05–J53), one zustand store made of three slices (the zustand
 * slices pattern: each slice a `StateCreator` over the whole state, spread into one `create`):
 *
 * - `chat-connection.ts` — the real-time channel, its state and reconnects, incoming-message routing (J44–J51);
 * - `chat-outbox.ts` — sends: the one in flight, the outbox of messages waiting for the API, their delivery marks;
 * - `chat-dialog.ts` — which conversation is open, the desktop dialog and its open requests or the mobile page.
 *
 * The server data — the conversation list with its unread counts, the histories — is TanStack Query data: the
 * islands read it with `useQuery`, and the slices change it only through the named cache edits of
 * `lib/queries/chat.ts` (`appendIncomingMessage`, `placeSentMessage`, `markConversationRead` …).
 */
import { create } from 'zustand';
import { clearDrafts } from '@/lib/chat/drafts';
import { clearChatCache, conversationListReadFailed } from '@/lib/queries/chat';
import { getQueryClient } from '@/lib/queries/query-client';
import { onSessionCleared } from '@/lib/session/session-events';
import { connectionInitial, createConnectionSlice, type ConnectionSlice } from './chat-connection';
import { createDialogSlice, dialogInitial, type DialogSlice } from './chat-dialog';
import { cancelScheduledFlush, createOutboxSlice, outboxInitial, type OutboxSlice } from './chat-outbox';
import { myId } from './chat-shared';

export { setRealtimeChannel, type Announcement } from './chat-connection';
export type { SendOutcome } from './chat-outbox';

export type ChatState = ConnectionSlice &
  OutboxSlice &
  DialogSlice & {
    /** Logout: every slice back to its start (the view's `historySource` stays). */
    reset: () => void;
  };

export const useChatStore = create<ChatState>()((...a) => {
  const [set] = a;
  return {
    ...createConnectionSlice(...a),
    ...createOutboxSlice(...a),
    ...createDialogSlice(...a),
    reset: () => {
      cancelScheduledFlush();
      set({ ...connectionInitial, ...outboxInitial(), ...dialogInitial });
    },
  };
});

/** J06 / J41: the last read of the conversation list failed (the dialog and the mobile page say so). */
export function conversationListFailed(): boolean {
  return conversationListReadFailed(getQueryClient(), myId());
}

/** J44: the real-time channel of a desktop member (one per page; a second call reuses it). */
export function startRealtime(): Promise<void> {
  return useChatStore.getState().connect();
}

/** J51: logout (and any session clear) disconnects the channel; nothing arrives afterwards. */
export function stopRealtime(): Promise<void> {
  return useChatStore.getState().disconnect();
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
  clearChatCache(getQueryClient());
});
