/**
 * Messaging: conversations, messages, notices (spec §3 shapes). Routes arrive with the messaging issue.
 */
import { z } from 'zod';
import { timeString } from './common';

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
