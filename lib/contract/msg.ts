/**
 * Messaging: conversations, messages, notices (spec §3 shapes). Routes arrive with the messaging issue.
 */
import { z } from 'zod';
import { currentParam, pageOf, sizeParam, timeString } from './common';

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
  members: z.array(z.coerce.number().int().positive()).min(1).max(2),
  contextType: z.string().max(20).optional(),
  contextId: z.coerce.number().int().positive().optional(),
});

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
