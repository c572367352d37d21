/**
 * The dialog slice of the chat store: which conversation is open, where it is shown (the desktop dialog and its
 * open requests, or the mobile conversation page, `historySource`), and the actions that open, page and close
 * conversations (J06, J11–J14, J41). The server data they touch is edited through `lib/queries/chat.ts`.
 */
import type { StateCreator } from 'zustand';
import { createInputFor, historyComplete, matchConversation, NEXT_HISTORY_SIZE, type ChatTarget } from '@/lib/chat/rules';
import type { Conversation } from '@/lib/contract/msg';
import {
  cachedConversations,
  cachedHistory,
  createConversation,
  deleteConversation,
  dropConversation,
  fetchOlderMessages,
  historyBeingRead,
  markConversationRead,
  prependOlderMessages,
  putConversationFirst,
  reloadConversationList,
  reloadFirstHistoryPage,
  sendReadMark,
  type HistorySource,
} from '@/lib/queries/chat';
import { getQueryClient } from '@/lib/queries/query-client';
import type { ChatState } from './chat';
import { myId, scopeOf } from './chat-shared';

export interface DialogSlice {
  openId: number | null;
  /** J13: an older page of the open conversation is being read. */
  loadingOlder: boolean;
  dialogOpen: boolean;
  /** What the dialog was last asked to open (the host sets it; the dialog consumes it). */
  request: { seq: number; target: ChatTarget | null } | null;
  /** 'history' (the dialog, J12–J14) or 'page' (the mobile page, J52: `GET /msg/messages/page`). */
  historySource: HistorySource;

  /** J06: reads the conversation list again (the dialog opening, the 私信 tab, the mobile list, a reconnect). */
  reloadConversations: () => Promise<Conversation[]>;
  openConversation: (id: number) => Promise<void>;
  loadOlder: () => Promise<void>;
  /** J41: the conversation with a member, reused or created, then opened. Rejects when loading or creating fails. */
  openFor: (target: ChatTarget) => Promise<Conversation>;
  removeConversation: (id: number) => Promise<boolean>;
  requestOpen: (target: ChatTarget | null) => void;
  closeDialog: () => void;
  closeConversation: () => void;
}

/** The slice's data before anything is opened (`historySource` survives a reset: the view sets it). */
export const dialogInitial = {
  openId: null,
  loadingOlder: false,
  dialogOpen: false,
  request: null,
} satisfies Partial<DialogSlice>;

let requestSeq = 0;

export const createDialogSlice: StateCreator<ChatState, [], [], DialogSlice> = (set, get) => ({
  ...dialogInitial,
  historySource: 'history',

  reloadConversations: () => reloadConversationList(getQueryClient(), myId()),

  openConversation: async (id) => {
    const queryClient = getQueryClient();
    const conversation = cachedConversations(queryClient, myId()).find((c) => c.id === id);
    if (!conversation) return;
    set({ openId: id });
    const first = reloadFirstHistoryPage(queryClient, scopeOf(get()), conversation);
    // J11: the unread count clears locally and on the server
    markConversationRead(queryClient, myId(), id);
    sendReadMark(id);
    await first;
  },

  loadOlder: async () => {
    const id = get().openId;
    if (id === null || get().loadingOlder) return;
    const queryClient = getQueryClient();
    const scope = scopeOf(get());
    const history = cachedHistory(queryClient, scope, id);
    if (!history || historyBeingRead(queryClient, scope, id) || historyComplete(history.current, history.pages)) return;
    set({ loadingOlder: true });
    try {
      const page = await fetchOlderMessages(id, scope.source, history, NEXT_HISTORY_SIZE);
      prependOlderMessages(queryClient, scope, id, page);
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
      const created = await createConversation(createInputFor(target));
      conversation = created;
      putConversationFirst(getQueryClient(), myId(), created);
    }
    await get().openConversation(conversation.id);
    return cachedConversations(getQueryClient(), myId()).find((c) => c.id === conversation.id) ?? conversation;
  },

  removeConversation: async (id) => {
    try {
      await deleteConversation(id);
    } catch {
      return false;
    }
    dropConversation(getQueryClient(), myId(), id);
    if (get().openId === id) set({ openId: null });
    return true;
  },

  requestOpen: (target) => {
    requestSeq += 1;
    set({ dialogOpen: true, request: { seq: requestSeq, target } });
  },
  closeDialog: () => set({ dialogOpen: false }),
  closeConversation: () => set({ openId: null }),
});
