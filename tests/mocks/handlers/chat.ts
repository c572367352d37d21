import { http } from 'msw';
import { z } from 'zod';
import type { Page } from '@/lib/contract/common';
import { conversationSchema, friendRequestMessageSchema, messagePageSchema, messageSchema, messageTemplateSchema, templateCategorySchema, wsTicketSchema } from '@/lib/contract/msg';
import type { Conversation, FriendRequestMessage, Message, MessageTemplate, TemplateCategory, WsTicket } from '@/lib/contract/msg';
import { envelope, type Reply } from '../envelope';
import { API } from '../server';

/** The private chat's REST calls (J06–J52, `lib/api/chat.ts`). */
export const chatHandlers = {
  /** `GET /msg/conversation/list` (J06). */
  conversations: (reply: Reply<Conversation[]>) => http.get(`${API}/msg/conversation/list`, ({ request }) => envelope(z.array(conversationSchema), reply, request)),
  /** `POST /msg/conversation` `{members, contextType?, contextId?}` (J41): the reused or created conversation. */
  createConversation: (reply: Reply<Conversation>) => http.post(`${API}/msg/conversation`, ({ request }) => envelope(conversationSchema, reply, request)),
  /** `DELETE /msg/conversation/{id}` (J43). */
  deleteConversation: (reply: Reply<unknown>) => http.delete(`${API}/msg/conversation/:id`, ({ request }) => envelope(null, reply, request)),
  /** `GET /msg/messages/history?convId&current&size[&lastMsgId]` (J12–J14). */
  history: (reply: Reply<Page<Message>>) => http.get(`${API}/msg/messages/history`, ({ request }) => envelope(messagePageSchema, reply, request)),
  /** `GET /msg/messages/page?convId&current&size` (J52, the mobile page). */
  page: (reply: Reply<Page<Message>>) => http.get(`${API}/msg/messages/page`, ({ request }) => envelope(messagePageSchema, reply, request)),
  /** `POST /msg/messages/read?convId` (J11, J38, J46; the spec's GET form is kept by the API): how many messages it marked read. */
  read: (reply: Reply<number>) => http.post(`${API}/msg/messages/read`, ({ request }) => envelope(z.number().int().min(0), reply, request)),
  /** `POST /msg/messages` (the REST send): the stored message. */
  send: (reply: Reply<Message>) => http.post(`${API}/msg/messages`, ({ request }) => envelope(messageSchema, reply, request)),
  /** `GET /msg/ws/ticket`. */
  wsTicket: (reply: Reply<WsTicket>) => http.get(`${API}/msg/ws/ticket`, ({ request }) => envelope(wsTicketSchema, reply, request)),
  /** `GET /msg/messages/template/categories` (J27). */
  templateCategories: (reply: Reply<TemplateCategory[]>) =>
    http.get(`${API}/msg/messages/template/categories`, ({ request }) => envelope(z.array(templateCategorySchema), reply, request)),
  /** `GET /msg/messages/template/list/category?category` (J27). */
  templates: (reply: Reply<MessageTemplate[]>) =>
    http.get(`${API}/msg/messages/template/list/category`, ({ request }) => envelope(z.array(messageTemplateSchema), reply, request)),
  /** `GET /admin/member-friend/request/{memberId}/message` (J16): null when there is none. */
  friendMessage: (reply: Reply<FriendRequestMessage>) =>
    http.get(`${API}/admin/member-friend/request/:memberId/message`, ({ request }) => envelope(friendRequestMessageSchema, reply, request)),
};
