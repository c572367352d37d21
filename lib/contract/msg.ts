/**
 * Messaging: conversations, messages, templates, notices (spec §3 shapes, §7.8 calls).
 */
import { z } from 'zod';
import { currentParam, idSchema, pageOf, sizeParam, timeString } from './common';

export const messageSchema = z.object({
  id: z.number(),
  convId: z.number(),
  msgFrom: z.number(),
  msgTo: z.number(),
  /** 0 text, 1 post card / system, 2 image, 3 link, 900 client post card, 901 template. */
  msgType: z.number(),
  msgContent: z.string(),
  sentTime: timeString,
  isRead: z.boolean().or(z.number()),
  msgFromName: z.string().nullable().optional(),
  msgToName: z.string().nullable().optional(),
  msgFromIsAnonymous: z.number().optional(),
  msgToIsAnonymous: z.number().optional(),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationMemberSchema = z.object({
  id: z.number(),
  name: z.string().nullable(),
  nickname: z.string().nullable().optional(),
  avatar: z.string().nullable(),
  company: z.string().nullable(),
  position: z.string().nullable(),
  companyRelation: z.string().nullable().optional(),
  isAnonymous: z.number(),
  contextType: z.string().nullable().optional(),
  contextId: z.number().nullable().optional(),
});

export const conversationSchema = z.object({
  id: z.number(),
  members: z.array(conversationMemberSchema),
  isFriend: z.boolean(),
  isBlockedMe: z.boolean(),
  isFollowed: z.boolean(),
  unreadMessageCount: z.number(),
  lastMessage: messageSchema.nullable(),
  createdTime: timeString,
});
export type Conversation = z.infer<typeof conversationSchema>;

export const noticeSchema = z.object({
  id: z.number(),
  sentTime: timeString,
  noticeType: z.number(),
  entityType: z.number().nullable(),
  entityId: z.number().nullable(),
  noticeContent: z.record(z.string(), z.unknown()),
  /** 0 pending, 1 accepted, 2 rejected. */
  operationResult: z.number().nullable(),
});
export type Notice = z.infer<typeof noticeSchema>;

/** `POST /msg/conversation`. */
export const createConversationInput = z.object({
  members: z.array(idSchema).min(1).max(2),
  contextType: z.string().max(20).optional(),
  contextId: idSchema.optional(),
});
export type CreateConversationInput = z.infer<typeof createConversationInput>;

// ---- Private messages (chat contract; J01–J53) ----

/** `GET /msg/ws/ticket`: what the chat socket's URL carries instead of the access token (one minute, single use). */
export const wsTicketSchema = z.object({ ticket: z.string().min(1), expiresIn: z.number() });
export type WsTicket = z.infer<typeof wsTicketSchema>;

/** Message types (S1§3). */
export const MSG_TYPE = { text: 0, system: 1, image: 2, link: 3, postCard: 900, template: 901 } as const;
/** The longest msgContent the API stores. */
export const MSG_CONTENT_MAX = 2000;

/** An idempotency key of a send: 8–64 letters, digits, `_` or `-`. */
export const CLIENT_MSG_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** `POST /msg/messages` (REST send, mobile) and the STOMP `/app/message` body (J37; the socket adds msgFrom). */
export const sendMessageInput = z.object({
  convId: idSchema,
  msgTo: idSchema,
  msgType: z.coerce.number().int().min(0),
  msgContent: z.string().max(MSG_CONTENT_MAX),
  sentTime: timeString.optional(),
  /** The sender's idempotency key: a resend with the same key answers the first message (outbox, issue 17). */
  clientMsgId: z.string().regex(CLIENT_MSG_ID_PATTERN).optional(),
});
export type SendMessageInput = z.infer<typeof sendMessageInput>;
/** What the client publishes to `/app/message` (J37): the send input plus the sender. */
export type OutgoingMessage = SendMessageInput & { msgFrom: number; sentTime: string };

/** `GET /msg/messages/history` (J12–J14): page 1 = the newest `size` with id ≤ lastMsgId (absent/0 = none). */
export const messageHistoryQuery = z.object({
  convId: idSchema,
  current: currentParam,
  size: sizeParam,
  lastMsgId: z.coerce.number().int().min(0).optional(),
});
/** `GET /msg/messages/page` (J52). */
export const messagePageQuery = z.object({ convId: idSchema, current: currentParam, size: sizeParam });
/** A page of messages; `records` are oldest first so a page is prepended as-is. */
export const messagePageSchema = pageOf(messageSchema);

/** `GET /msg/messages/template/categories`. */
export const templateCategorySchema = z.object({ category: z.string(), name: z.string() });
export type TemplateCategory = z.infer<typeof templateCategorySchema>;
/** `GET /msg/messages/template/list/category?category=`. */
export const messageTemplateSchema = z.object({ id: z.number(), category: z.string(), title: z.string(), content: z.string() });
export type MessageTemplate = z.infer<typeof messageTemplateSchema>;

/** `GET /admin/member-friend/request/{memberId}/message` (J16): the friend-request message, or null. */
export const friendRequestMessageSchema = z
  .object({ message: z.string().nullable(), createdTime: timeString })
  .passthrough()
  .nullable();
export type FriendRequestMessage = z.infer<typeof friendRequestMessageSchema>;

/** Type 1 / 900 content (J21, J24). */
export const postCardSchema = z.object({
  postId: z.coerce.number(),
  title: z.string().nullable().optional(),
  type: z.union([z.string(), z.number()]).nullable().optional(),
  coverImg: z.string().nullable().optional(),
});
export type PostCard = z.infer<typeof postCardSchema>;
/** Type 901 content (J25). */
export const templateContentSchema = z.object({ title: z.string(), choices: z.array(z.string()) });
export type TemplateContent = z.infer<typeof templateContentSchema>;

/** A rule failure on `/user/queue/errors` (J35): `{code, msg, convId, receipt-id}`. */
export const chatErrorSchema = z.object({
  code: z.number(),
  msg: z.string().nullable().optional(),
  convId: z.number().nullable().optional(),
  'receipt-id': z.string().nullable().optional(),
});
export type ChatError = z.infer<typeof chatErrorSchema>;

// ---- System notices (routes in backend/src/routes/notices.ts) ----

/** Notice types listed by the notice tab (K34 DEFAULT: 2, 3 and 4 join it, with friend results 6 and achievements 16). */
export const NOTICE_TAB_TYPES = [0, 2, 3, 4, 6, 16] as const;

/** `GET /msg/notice/page` (K07–K09): `searchCount` is accepted and ignored. */
export const noticePageQuery = z.object({ current: currentParam, size: sizeParam, noticeType: z.coerce.number().int().min(0) });
export const noticePageSchema = pageOf(noticeSchema);

/** `GET /msg/notice/read`: marks a tab read; `entityTypeList` ('2,5') names further notice types to clear (K08). */
export const noticeReadQuery = z.object({
  noticeType: z.coerce.number().int().min(0),
  entityTypeList: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? [] : String(Array.isArray(v) ? v.join(',') : v).split(',').filter(Boolean)),
    z.array(z.coerce.number().int().min(0)).max(20),
  ),
});

/** `GET /msg/notice/count`: the unread counters (Q29). */
export const noticeCountSchema = z.object({
  noticeUnreadMessageCount: z.number(),
  commentUnreadMessageCount: z.number(),
  circleRequestUnreadMessageCount: z.number(),
  friendApplicationsPendingCount: z.number(),
});
export type NoticeCount = z.infer<typeof noticeCountSchema>;
