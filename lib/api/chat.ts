/**
 * Private-message calls (S2§7.8, chat contract): conversations, history, read marks, the REST send of the
 * mobile page, templates and the friend-request message shown first in a chat (J16).
 */
import { z } from 'zod';
import type { Page } from '@/lib/contract/common';
import {
  conversationSchema,
  friendRequestMessageSchema,
  messagePageSchema,
  messageSchema,
  messageTemplateSchema,
  templateCategorySchema,
  wsTicketSchema,
  type Conversation,
  type CreateConversationInput,
  type FriendRequestMessage,
  type Message,
  type MessageTemplate,
  type SendMessageInput,
  type TemplateCategory,
  type WsTicket,
} from '@/lib/contract/msg';
import type { Locale } from '@/lib/constants';
import type { Transport } from '@/lib/api/transport';

const conversationListSchema = z.array(conversationSchema);

/** `GET /msg/conversation/list` (J06): the caller's conversations, last activity first. */
export function getConversations(t: Transport): Promise<Conversation[]> {
  return t.get('/msg/conversation/list', { schema: conversationListSchema });
}

/** `POST /msg/conversation` (J41): reuses the conversation with the same members and context, else creates it. */
export function createConversation(t: Transport, input: CreateConversationInput): Promise<Conversation> {
  return t.post('/msg/conversation', { body: input, schema: conversationSchema });
}

/** `DELETE /msg/conversation/{id}` (J43): hides it for the caller. */
export function deleteConversation(t: Transport, id: number): Promise<unknown> {
  return t.del(`/msg/conversation/${id}`);
}

/** `GET /msg/messages/history` (J12–J14): records oldest first. */
export function getMessageHistory(
  t: Transport,
  q: { convId: number; current: number; size: number; lastMsgId?: number | null },
): Promise<Page<Message>> {
  return t.get('/msg/messages/history', {
    query: { convId: q.convId, current: q.current, size: q.size, lastMsgId: q.lastMsgId || undefined },
    schema: messagePageSchema,
  });
}

/** `GET /msg/messages/page` (J52): the mobile conversation page. */
export function getMessagePage(t: Transport, q: { convId: number; current: number; size: number }): Promise<Page<Message>> {
  return t.get('/msg/messages/page', { query: q, schema: messagePageSchema });
}

/**
 * `POST /msg/messages/read` (J11, J38, J46): every message to the caller in the conversation is read. The spec names
 * a GET (the API keeps it); a call that changes state goes as a POST (issue 30 item 12).
 */
export function markConversationRead(t: Transport, convId: number): Promise<unknown> {
  return t.post('/msg/messages/read', { query: { convId } });
}

/** `POST /msg/messages` (J52): the REST send of the mobile page; answers the stored message. */
export function sendMessageRest(t: Transport, input: SendMessageInput): Promise<Message> {
  return t.post('/msg/messages', { body: input, schema: messageSchema });
}

/** `GET /msg/ws/ticket` (issue 17): the one-minute, single-use ticket the chat socket's URL carries. */
export function getWsTicket(t: Transport): Promise<WsTicket> {
  return t.get('/msg/ws/ticket', { schema: wsTicketSchema });
}

/** `GET /msg/messages/template/categories` (J27). */
export function getTemplateCategories(t: Transport, lang?: Locale): Promise<TemplateCategory[]> {
  return t.get('/msg/messages/template/categories', { query: { lang: lang === 'en' ? lang : undefined }, schema: z.array(templateCategorySchema) });
}

/** `GET /msg/messages/template/list/category` (J27). */
export function getTemplates(t: Transport, category: string, lang?: Locale): Promise<MessageTemplate[]> {
  return t.get('/msg/messages/template/list/category', { query: { category, lang: lang === 'en' ? lang : undefined }, schema: z.array(messageTemplateSchema) });
}

/** `GET /admin/member-friend/request/{memberId}/message` (J16): null when there is none. */
export function getFriendRequestMessage(t: Transport, memberId: number): Promise<FriendRequestMessage> {
  return t.get(`/admin/member-friend/request/${memberId}/message`, { schema: friendRequestMessageSchema });
}
