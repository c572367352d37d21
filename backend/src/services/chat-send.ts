/**
 * The one send service of private chat, used by `POST /msg/messages` and by the STOMP `/app/message`
 * destination: checks the send rules, stores the message (conversation activity, recipient unread count,
 * un-hiding) and delivers it to the connected sessions of the recipient and of the sender, on every API instance.
 *
 * Rules in order: input shape (code 1) → sender muted (20040) → sender not in the conversation (404) →
 * msgTo not the counterpart (code 1) → content per type (code 1: empty text, > 2000 characters, an image
 * not served by our storage, a link that is not http(s), a malformed card) → not friends (20041) →
 * the counterpart blacklisted the sender (20042).
 *
 * Idempotency: a send carrying `clientMsgId` that the sender already used answers the stored message again
 * (nothing stored or delivered twice), so the client's outbox may resend after an outage.
 */
import { z } from 'zod';
import { idSchema } from '@/lib/contract/common';
import { ERR_CHAT_BLOCKED, ERR_CHAT_MUTED, ERR_CHAT_NOT_FRIEND } from '@/lib/constants';
import { CLIENT_MSG_ID_PATTERN, MSG_CONTENT_MAX, MSG_TYPE, type Message } from '@/lib/contract/msg';
import type { AppContext } from '../context';
import { get } from '../db/sql';
import { nowText } from '../db/time';
import { ApiError, fail, notFound } from '../http/envelope';
import { describeZodError } from '../http/validate';
import { counterpartOf, requireMembership } from '../repo/conversations';
import { areFriends } from '../repo/friends';
import { messageById, messageIdByClientKey, storeMessage } from '../repo/messages';
import { chatHubOf } from '../realtime/sessions';

export const CHAT_MESSAGES = {
  muted: 'Your account has been muted, please contact the administrator',
  notFriend: 'The other party is not your friend; send a friend request first, and private messages can start after they accept',
  blocked: 'The other party has blacklisted you, unable to send',
} as const;

/** The fields a client sends (REST body or the STOMP SEND body; the socket also sends msgFrom). */
export const chatSendInput = z.object({
  convId: idSchema,
  msgTo: idSchema,
  msgType: z.coerce.number().int().min(0),
  msgContent: z.string().max(MSG_CONTENT_MAX),
  sentTime: z.string().max(40).optional(),
  clientMsgId: z.string().regex(CLIENT_MSG_ID_PATTERN).optional(),
});
export type ChatSendInput = z.infer<typeof chatSendInput>;

/** Types a member may send (type 1 is a system message: only the platform sends it). */
const SENDABLE_TYPES = new Set<number>([MSG_TYPE.text, MSG_TYPE.image, MSG_TYPE.link, MSG_TYPE.postCard, MSG_TYPE.template]);

/** Site paths (or absolute URLs with such a path) of files our storage serves. */
const STORAGE_PATH = /^\/api\/files\/(?:oss|seed)\/[\w\-./%]+$/;
const HTTP_URL = /^https?:\/\/[^\s]+$/i;

export function isStorageImageUrl(value: string): boolean {
  if (value.includes('..')) return false;
  if (STORAGE_PATH.test(value)) return true;
  if (!HTTP_URL.test(value)) return false;
  try {
    return STORAGE_PATH.test(new URL(value).pathname);
  } catch {
    return false;
  }
}

export function isHttpUrl(value: string): boolean {
  if (!HTTP_URL.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

const postCardContent = z.object({
  postId: idSchema,
  title: z.string().max(500).nullable().optional(),
  type: z.union([z.string().max(40), z.number()]).nullable().optional(),
  coverImg: z.string().max(1000).nullable().optional(),
});
const templateContent = z.object({ title: z.string().min(1).max(200), choices: z.array(z.string().max(500)).max(20) });

function parseJsonContent(content: string, schema: z.ZodType): string | null {
  let value: unknown;
  try {
    value = JSON.parse(content);
  } catch {
    return 'msgContent: must be JSON';
  }
  const result = schema.safeParse(value);
  return result.success ? null : `msgContent.${describeZodError(result.error)}`;
}

/** The code-1 reason why the content is not valid for its type, or null. */
export function contentProblem(msgType: number, content: string): string | null {
  if (!SENDABLE_TYPES.has(msgType)) return 'msgType: not a type members can send';
  switch (msgType) {
    case MSG_TYPE.text:
      return content.trim() === '' ? 'msgContent: must not be empty' : null;
    case MSG_TYPE.image:
      return isStorageImageUrl(content.trim()) ? null : 'msgContent: must be an image served by the site storage';
    case MSG_TYPE.link:
      return isHttpUrl(content.trim()) ? null : 'msgContent: must be an http(s) URL';
    case MSG_TYPE.postCard:
      return parseJsonContent(content, postCardContent);
    default:
      return parseJsonContent(content, templateContent);
  }
}

export interface SendOptions {
  /** The real-time session the message came from: it is not echoed there. */
  originSessionId?: string;
}

/** Checks, stores and delivers a message from `senderId`; answers it as the sender sees it. */
export async function sendChatMessage(ctx: AppContext, senderId: number, input: ChatSendInput, options: SendOptions = {}): Promise<Message> {
  const { db } = ctx;
  const sender = await get<{ is_banned: number }>(db, 'SELECT is_banned FROM members WHERE id = ?', senderId);
  if (!sender) throw notFound();
  if (sender.is_banned) throw new ApiError(ERR_CHAT_MUTED, CHAT_MESSAGES.muted);
  await requireMembership(db, input.convId, senderId);
  // a resend of the outbox (same key): the stored message, not a second one (delivered when it was stored)
  if (input.clientMsgId) {
    const sent = await messageIdByClientKey(db, senderId, input.clientMsgId);
    const message = sent === null ? null : await messageById(db, sent, senderId);
    if (message) return message;
  }
  const counterpart = await counterpartOf(db, input.convId, senderId);
  if (counterpart === null || input.msgTo !== counterpart) throw fail('msgTo: must be the other member of the conversation');
  const problem = contentProblem(input.msgType, input.msgContent);
  if (problem) throw fail(problem);
  if (!await areFriends(db, senderId, counterpart)) throw new ApiError(ERR_CHAT_NOT_FRIEND, CHAT_MESSAGES.notFriend);
  if (await get(db, 'SELECT 1 FROM member_blacklist WHERE member_id = ? AND blocked_member_id = ?', counterpart, senderId)) {
    throw new ApiError(ERR_CHAT_BLOCKED, CHAT_MESSAGES.blocked);
  }

  const trimmed = input.msgType === MSG_TYPE.image || input.msgType === MSG_TYPE.link ? input.msgContent.trim() : input.msgContent;
  const id = await storeMessage(db, {
    convId: input.convId,
    msgFrom: senderId,
    msgTo: counterpart,
    msgType: input.msgType,
    msgContent: trimmed,
    sentTime: nowText(),
    clientMsgId: input.clientMsgId ?? null,
  });

  // through the shared state's bus: the sessions of both members on every API instance (realtime/sessions.ts)
  const hub = chatHubOf(ctx);
  const forRecipient = await messageById(db, id, counterpart);
  if (forRecipient) await hub.deliver(counterpart, forRecipient);
  const forSender = await messageById(db, id, senderId);
  if (!forSender) throw notFound();
  await hub.deliver(senderId, forSender, options.originSessionId);
  return forSender;
}
