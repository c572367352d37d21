import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { firstHistorySize, moveToTop, prependMessages } from '@/lib/chat/lists';
import type { Locale } from '@/lib/constants';
import type { Page } from '@/lib/contract/common';
import type { Conversation, CreateConversationInput, FriendRequestMessage, Message, MessageTemplate, OutgoingMessage, TemplateCategory } from '@/lib/contract/msg';
import { clientTransport, type Viewer } from '@/lib/queries/client';

/**
 * The private chat's server data (J05–J52): the conversation list (with the unread counts the contacts, the
 * 私信 tab and the header badge show), each conversation's loaded history, the friend-request message and the
 * templates. The list and the histories are read once and then kept current by the real-time channel and the
 * sends through the named cache edits at the end of this file (`appendIncomingMessage`, `placeSentMessage`,
 * `markConversationRead` …), which the chat store (`stores/chat*.ts`) calls; they are read again where the spec
 * says so (the dialog opening, the 私信 tab, the mobile list, a reconnect, an unknown conversation).
 */

/** Where a history is read from: the dialog's `GET /msg/messages/history` (J12–J14) or the mobile page's `GET /msg/messages/page` (J52). */
export type HistorySource = 'history' | 'page';

/** Query keys of the chat. */
export const chatKeys = {
  all: ['chat'] as const,
  conversations: (viewer: Viewer) => [...chatKeys.all, 'conversations', viewer] as const,
  history: (convId: number, source: HistorySource, viewer: Viewer) => [...chatKeys.all, 'history', convId, source, viewer] as const,
  friendMessage: (memberId: number, viewer: Viewer) => [...chatKeys.all, 'friend-message', memberId, viewer] as const,
  templateCategories: (locale: Locale) => [...chatKeys.all, 'template-categories', locale] as const,
  templates: (category: string, locale: Locale) => [...chatKeys.all, 'templates', category, locale] as const,
};

/** The chat calls with the browser transport, loaded on first use (keeps axios and zod out of first loads). */
export async function chatCalls() {
  const [transport, api] = await Promise.all([clientTransport(), import('@/lib/api/chat')]);
  return { transport, api };
}

/**
 * J06: the caller's conversations, last activity first (`GET /msg/conversation/list`). Never stale: after the
 * first read the real-time channel and the sends keep it current; a reload is explicit (`staleTime: 0`).
 */
export function conversationListQuery(viewer: Viewer) {
  return queryOptions({
    queryKey: chatKeys.conversations(viewer),
    queryFn: async (): Promise<Conversation[]> => {
      const { transport, api } = await chatCalls();
      return api.getConversations(transport);
    },
    staleTime: Infinity,
  });
}

/** The loaded history of a conversation: oldest first, its paging, and the bound fixed at its first page (J12). */
export interface ConversationHistory {
  list: Message[];
  current: number;
  pages: number;
  /** The upper bound of the history pages: the conversation's last message when the first page was read. */
  lastMsgId: number | null;
}

/**
 * J12 / J52: the first page of a conversation's history, read again on every opening: `current` 1, the size of
 * what is already loaded plus one page, bounded by the conversation's last message. Messages that arrived
 * after the bound (real time, own sends, the outbox's pending copies) stay after the page. Kept for the
 * session (`gcTime`), like the list: a conversation opened again asks for what it showed.
 */
export function conversationHistoryQuery(conversation: Pick<Conversation, 'id' | 'lastMessage'>, source: HistorySource, viewer: Viewer) {
  const convId = conversation.id;
  const lastMsgId = conversation.lastMessage?.id ?? null;
  return queryOptions({
    queryKey: chatKeys.history(convId, source, viewer),
    queryFn: async ({ client, queryKey }): Promise<ConversationHistory> => {
      const known = client.getQueryData<ConversationHistory>(queryKey);
      const { transport, api } = await chatCalls();
      const size = firstHistorySize(known?.list.length ?? 0);
      const page =
        source === 'page'
          ? await api.getMessagePage(transport, { convId, current: 1, size })
          : await api.getMessageHistory(transport, { convId, current: 1, size, lastMsgId });
      const now = client.getQueryData<ConversationHistory>(queryKey);
      const newer = (now?.list ?? []).filter((m) => m.id < 0 || (lastMsgId !== null && m.id > lastMsgId));
      return { list: prependMessages(page.records, newer), current: page.current, pages: page.pages, lastMsgId };
    },
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** J13: the next older page of a loaded history (one page, the same bound). */
export async function fetchOlderMessages(convId: number, source: HistorySource, history: ConversationHistory, size: number): Promise<Page<Message>> {
  const { transport, api } = await chatCalls();
  const q = { convId, current: history.current + 1, size };
  return source === 'page' ? api.getMessagePage(transport, q) : api.getMessageHistory(transport, { ...q, lastMsgId: history.lastMsgId });
}

/** J16: the friend-request message shown first in a conversation with the member (null when there is none). */
export function friendRequestMessageQuery(memberId: number, viewer: Viewer) {
  return queryOptions({
    queryKey: chatKeys.friendMessage(memberId, viewer),
    queryFn: async (): Promise<FriendRequestMessage> => {
      const { transport, api } = await chatCalls();
      return api.getFriendRequestMessage(transport, memberId);
    },
    staleTime: Infinity,
  });
}

/** J27: the template categories of the composer, in the interface's language (V05). */
export function templateCategoriesQuery(locale: Locale) {
  return queryOptions({
    queryKey: chatKeys.templateCategories(locale),
    queryFn: async (): Promise<TemplateCategory[]> => {
      const { transport, api } = await chatCalls();
      return api.getTemplateCategories(transport, locale);
    },
    retry: false,
  });
}

/** J27: the templates of a category, read when it is first opened, in the interface's language (V05). */
export function templatesQuery(category: string, locale: Locale) {
  return queryOptions({
    queryKey: chatKeys.templates(category, locale),
    queryFn: async (): Promise<MessageTemplate[]> => {
      const { transport, api } = await chatCalls();
      return api.getTemplates(transport, category, locale);
    },
    staleTime: Infinity,
    retry: false,
  });
}

// ---- The chat's writes (the transport loaded on first use) ----

/** J11: the server marks a conversation read; fire and forget (a failure leaves the count for the next reload). */
export function sendReadMark(convId: number): void {
  void chatCalls()
    .then(({ transport, api }) => api.markConversationRead(transport, convId))
    .catch(() => undefined);
}

/** J41: a conversation with a member (and the anonymous post it started from), created. */
export async function createConversation(input: CreateConversationInput): Promise<Conversation> {
  const { transport, api } = await chatCalls();
  return api.createConversation(transport, input);
}

/** A conversation deleted for the caller. */
export async function deleteConversation(convId: number): Promise<void> {
  const { transport, api } = await chatCalls();
  await api.deleteConversation(transport, convId);
}

/** A message sent over REST (no connected channel, and always on mobile): answers the stored message. */
export async function sendMessageRest(out: OutgoingMessage & { clientMsgId: string }): Promise<Message> {
  const { transport, api } = await chatCalls();
  const { convId, msgTo, msgType, msgContent, sentTime, clientMsgId } = out;
  return api.sendMessageRest(transport, { convId, msgTo, msgType, msgContent, sentTime, clientMsgId });
}

/** J44: a fresh one-minute ticket for the real-time channel's next connect. */
export async function fetchWsTicket(): Promise<string> {
  const { transport, api } = await chatCalls();
  return (await api.getWsTicket(transport)).ticket;
}

// ---- How the cached data changes (pure: the store applies them with setQueryData) ----

/** J11: a conversation read (its unread count 0); the same list when there was nothing to clear. */
export function withConversationRead(list: Conversation[], convId: number): Conversation[] {
  if (!list.some((c) => c.id === convId && c.unreadMessageCount > 0)) return list;
  return list.map((c) => (c.id === convId ? { ...c, unreadMessageCount: 0 } : c));
}

/** J38: a sent message: its conversation moves to the top with it as the last message, read. */
export function withSentMessage(list: Conversation[], convId: number, message: Message): Conversation[] {
  return moveToTop(list, convId, (c) => ({ ...c, lastMessage: message, unreadMessageCount: 0 }));
}

/**
 * J46/J47: a received message moves its conversation to the top as its last message; the conversation being
 * read has nothing unread, another one counts the message unless the caller sent it (from another tab).
 */
export function withReceivedMessage(list: Conversation[], message: Message, by: { viewing: boolean; fromMe: boolean }): Conversation[] {
  return moveToTop(list, message.convId, (c) => ({
    ...c,
    lastMessage: message,
    unreadMessageCount: by.viewing ? 0 : c.unreadMessageCount + (by.fromMe ? 0 : 1),
  }));
}

/** J41: a created (or reused) conversation first in the list. */
export function withConversationFirst(list: Conversation[], conversation: Conversation): Conversation[] {
  return [conversation, ...list.filter((c) => c.id !== conversation.id)];
}

/** A message added at the end of a loaded history (no duplicates); an unloaded history stays unloaded. */
export function withAppended(history: ConversationHistory | undefined, message: Message): ConversationHistory | undefined {
  if (!history || history.list.some((m) => m.id === message.id)) return history;
  return { ...history, list: [...history.list, message] };
}

/** A delivered message in place of its local copy (or at the end when there is none). */
export function withDelivered(history: ConversationHistory | undefined, message: Message, replaces?: number): ConversationHistory {
  const base = history ?? { list: [], current: 0, pages: 0, lastMsgId: null };
  const list = base.list.filter((m) => m.id !== message.id);
  const at = replaces === undefined ? -1 : list.findIndex((m) => m.id === replaces);
  return { ...base, list: at < 0 ? [...list, message] : list.map((m, i) => (i === at ? message : m)) };
}

/** J13: an older page prepended to a loaded history. */
export function withOlder(history: ConversationHistory, page: Page<Message>): ConversationHistory {
  return { ...history, list: prependMessages(page.records, history.list), current: page.current, pages: page.pages };
}

// ---- The cache edits the chat store makes (named, so the store never calls setQueryData itself) ----

/** Which cached history a store action means: the member's, read from the dialog's or the mobile page's source. */
export interface ChatScope {
  viewer: Viewer;
  source: HistorySource;
}

/** The member's conversations as the cache holds them (empty before the first read). */
export function cachedConversations(queryClient: QueryClient, viewer: Viewer): Conversation[] {
  return queryClient.getQueryData(conversationListQuery(viewer).queryKey) ?? [];
}

/** J06 / J41: the last read of the conversation list failed (the dialog and the mobile page say so). */
export function conversationListReadFailed(queryClient: QueryClient, viewer: Viewer): boolean {
  return queryClient.getQueryState(chatKeys.conversations(viewer))?.status === 'error';
}

/** J06: reads the conversation list again, whatever the cache holds (the list is otherwise never stale). */
export function reloadConversationList(queryClient: QueryClient, viewer: Viewer): Promise<Conversation[]> {
  return queryClient.fetchQuery({ ...conversationListQuery(viewer), staleTime: 0 });
}

/** Applies a change to the cached conversation list (an unread list stays unread). */
function editConversations(queryClient: QueryClient, viewer: Viewer, edit: (list: Conversation[]) => Conversation[]): void {
  queryClient.setQueryData(conversationListQuery(viewer).queryKey, (list) => list && edit(list));
}

function editHistory(queryClient: QueryClient, scope: ChatScope, convId: number, edit: (history: ConversationHistory | undefined) => ConversationHistory | undefined): void {
  queryClient.setQueryData<ConversationHistory>(chatKeys.history(convId, scope.source, scope.viewer), edit);
}

/** The loaded history of a conversation (undefined before its first page). */
export function cachedHistory(queryClient: QueryClient, scope: ChatScope, convId: number): ConversationHistory | undefined {
  return queryClient.getQueryData<ConversationHistory>(chatKeys.history(convId, scope.source, scope.viewer));
}

/** A page of the history is being read (the first one; an older page waits for it). */
export function historyBeingRead(queryClient: QueryClient, scope: ChatScope, convId: number): boolean {
  return queryClient.isFetching({ queryKey: chatKeys.history(convId, scope.source, scope.viewer) }) > 0;
}

/** J12: the first page of a conversation, read again; a failure shows in the conversation (the query's error state). */
export async function reloadFirstHistoryPage(queryClient: QueryClient, scope: ChatScope, conversation: Pick<Conversation, 'id' | 'lastMessage'>): Promise<void> {
  try {
    await queryClient.fetchQuery({ ...conversationHistoryQuery(conversation, scope.source, scope.viewer), staleTime: 0 });
  } catch {
    // the pane reads the failure from the query
  }
}

/** J13: an older page put before the loaded history (nothing when the history is gone meanwhile). */
export function prependOlderMessages(queryClient: QueryClient, scope: ChatScope, convId: number, page: Page<Message>): void {
  editHistory(queryClient, scope, convId, (now) => now && withOlder(now, page));
}

/** J11: a conversation read: its unread count 0 in the cached list (the server is told by `sendReadMark`). */
export function markConversationRead(queryClient: QueryClient, viewer: Viewer, convId: number): void {
  editConversations(queryClient, viewer, (list) => withConversationRead(list, convId));
}

/**
 * J46/J47: an incoming message of a known conversation: appended to its history when that is loaded, its
 * conversation first in the list with it as the last message, unread unless it is being read or the caller sent it.
 */
export function appendIncomingMessage(queryClient: QueryClient, scope: ChatScope, message: Message, by: { viewing: boolean; fromMe: boolean }): void {
  editHistory(queryClient, scope, message.convId, (history) => withAppended(history, message));
  editConversations(queryClient, scope.viewer, (list) => withReceivedMessage(list, message, by));
}

/**
 * J38: a sent message — acknowledged, or its local copy while it waits in the outbox — in place of the local
 * copy it `replaces` (or at the end), its conversation first in the list with it as the last message, read.
 */
export function placeSentMessage(queryClient: QueryClient, scope: ChatScope, convId: number, message: Message, replaces?: number): void {
  editHistory(queryClient, scope, convId, (history) => withDelivered(history, message, replaces));
  editConversations(queryClient, scope.viewer, (list) => withSentMessage(list, convId, message));
}

/** J41: a created (or reused) conversation first in the cached list. */
export function putConversationFirst(queryClient: QueryClient, viewer: Viewer, conversation: Conversation): void {
  editConversations(queryClient, viewer, (list) => withConversationFirst(list, conversation));
}

/** A deleted conversation out of the cached list. */
export function dropConversation(queryClient: QueryClient, viewer: Viewer, convId: number): void {
  editConversations(queryClient, viewer, (list) => list.filter((c) => c.id !== convId));
}

/** Before a catch-up reload: the loaded history keeps only the messages still waiting in the outbox (shown as pending). */
export function keepPendingMessages(queryClient: QueryClient, scope: ChatScope, convId: number, pending: (id: number) => boolean): void {
  editHistory(queryClient, scope, convId, (history) => history && { ...history, list: history.list.filter((m) => pending(m.id)) });
}

/** J51: the member's conversations and histories go with the session. */
export function clearChatCache(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: chatKeys.all });
}
