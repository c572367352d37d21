import { vi } from 'vitest';
import type { Page } from '@/lib/contract/common';
import type {
  Conversation,
  CreateConversationInput,
  FriendRequestMessage,
  Message,
  MessageTemplate,
  SendMessageInput,
  TemplateCategory,
} from '@/lib/contract/msg';
import { pageOf, type Answer } from './envelope';
import { chatHandlers } from './handlers/chat';
import { bodyOf, queryOf } from './request';

type Async<T> = Answer<T> | Promise<Answer<T>>;

/** A history query as the client sent it, numbers parsed (`lastMsgId` only when sent). */
export interface HistoryAsk {
  convId: number;
  current: number;
  size: number;
  lastMsgId?: number;
}

function historyAsk(request: Request): HistoryAsk {
  const q = queryOf(request);
  const ask: HistoryAsk = { convId: Number(q.convId), current: Number(q.current), size: Number(q.size) };
  if (q.lastMsgId !== undefined) ask.lastMsgId = Number(q.lastMsgId);
  return ask;
}

/**
 * The chat API for tests that run the real chat store and query layer over msw: each call is a spy that
 * records what the client sent (parsed) and answers what the test sets (`mockReturnValueOnce`, a refusal,
 * `unreachable()`). Install `handlers` with `server.use` after `startMockServer()`.
 */
export function chatApiStandIn() {
  const api = {
    conversations: vi.fn<() => Async<Conversation[]>>(() => []),
    create: vi.fn<(body: CreateConversationInput) => Async<Conversation>>(),
    remove: vi.fn<(id: number) => Async<unknown>>(() => null),
    history: vi.fn<(ask: HistoryAsk) => Async<Page<Message>>>(() => pageOf([])),
    page: vi.fn<(ask: HistoryAsk) => Async<Page<Message>>>(() => pageOf([])),
    read: vi.fn<(convId: number) => Async<number>>(() => 0),
    send: vi.fn<(body: SendMessageInput) => Async<Message>>(),
    friendMessage: vi.fn<(memberId: number) => Async<FriendRequestMessage>>(() => null),
    templateCategories: vi.fn<() => Async<TemplateCategory[]>>(() => []),
    templates: vi.fn<(category: string) => Async<MessageTemplate[]>>(() => []),
  };
  const handlers = [
    chatHandlers.conversations(() => api.conversations()),
    chatHandlers.createConversation(async (request) => api.create(await bodyOf<CreateConversationInput>(request))),
    chatHandlers.deleteConversation((request: Request) => api.remove(Number(new URL(request.url).pathname.split('/').pop()))),
    chatHandlers.history((request) => api.history(historyAsk(request))),
    chatHandlers.page((request) => api.page(historyAsk(request))),
    chatHandlers.read((request) => api.read(Number(queryOf(request).convId))),
    chatHandlers.send(async (request) => api.send(await bodyOf<SendMessageInput>(request))),
    chatHandlers.friendMessage((request) => api.friendMessage(Number(new URL(request.url).pathname.split('/').at(-2)))),
    chatHandlers.templateCategories(() => api.templateCategories()),
    chatHandlers.templates((request) => api.templates(queryOf(request).category ?? '')),
  ];
  return { api, handlers };
}

export type ChatApiStandIn = ReturnType<typeof chatApiStandIn>['api'];
