/**
 * Private messages (§3 Message, chat contract): the Message view with sender/recipient names, history
 * pages (newest page first, records oldest first), read marks and the message templates.
 */
import type { Locale } from '@/lib/constants';
import type { Message } from '@/lib/contract/msg';
import type { PagingQuery } from '@/lib/contract/common';
import type { Db } from '../db/connection';
import { all, get, run, transaction, insertId } from '../db/sql';
import { paged, type PageOf } from '../http/paging';

/** What an anonymous member is called to anyone but themselves. */
export const ANONYMOUS_NAME = '匿名';

interface MessageRow {
  id: number;
  conv_id: number;
  msg_from: number;
  msg_to: number;
  msg_type: number;
  msg_content: string;
  sent_time: string;
  is_read: number;
  from_name: string | null;
  to_name: string | null;
  from_anonymous: number | null;
  to_anonymous: number | null;
}

const MESSAGE_SELECT = `SELECT m.id, m.conv_id, m.msg_from, m.msg_to, m.msg_type, m.msg_content, m.sent_time, m.is_read,
  mf.nickname AS from_name, mt.nickname AS to_name, cf.is_anonymous AS from_anonymous, ct.is_anonymous AS to_anonymous
  FROM messages m
  LEFT JOIN members mf ON mf.id = m.msg_from
  LEFT JOIN members mt ON mt.id = m.msg_to
  LEFT JOIN conversation_members cf ON cf.conv_id = m.conv_id AND cf.member_id = m.msg_from
  LEFT JOIN conversation_members ct ON ct.conv_id = m.conv_id AND ct.member_id = m.msg_to`;

/** The Message as `viewerId` sees it: an anonymous counterpart's name is never revealed. */
function toMessage(row: MessageRow, viewerId: number): Message {
  const fromAnonymous = row.from_anonymous ? 1 : 0;
  const toAnonymous = row.to_anonymous ? 1 : 0;
  return {
    id: row.id,
    convId: row.conv_id,
    msgFrom: row.msg_from,
    msgTo: row.msg_to,
    msgType: row.msg_type,
    msgContent: row.msg_content,
    sentTime: row.sent_time,
    isRead: row.is_read ? 1 : 0,
    msgFromName: fromAnonymous && row.msg_from !== viewerId ? ANONYMOUS_NAME : row.from_name,
    msgToName: toAnonymous && row.msg_to !== viewerId ? ANONYMOUS_NAME : row.to_name,
    msgFromIsAnonymous: fromAnonymous,
    msgToIsAnonymous: toAnonymous,
  };
}

export async function messageById(db: Db, id: number, viewerId: number): Promise<Message | null> {
  const row = await get<MessageRow>(db, `${MESSAGE_SELECT} WHERE m.id = ?`, id);
  return row ? toMessage(row, viewerId) : null;
}

/** The newest message of a conversation (null when it has none). */
export async function lastMessageOf(db: Db, convId: number, viewerId: number): Promise<Message | null> {
  const row = await get<MessageRow>(db, `${MESSAGE_SELECT} WHERE m.conv_id = ? ORDER BY m.id DESC LIMIT 1`, convId);
  return row ? toMessage(row, viewerId) : null;
}

/**
 * `GET /msg/messages/history` and `/page`: page 1 holds the newest `size` messages with id ≤ lastMsgId
 * (no bound when absent or 0), page 2 the next older ones…; records inside a page are oldest first.
 */
export async function messagePage(db: Db, convId: number, viewerId: number, paging: PagingQuery, lastMsgId?: number): Promise<PageOf<Message>> {
  const bound = lastMsgId && lastMsgId > 0 ? lastMsgId : Number.MAX_SAFE_INTEGER;
  const total = (await get<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM messages WHERE conv_id = ? AND id <= ?', convId, bound))?.n ?? 0;
  return await paged(paging, total, async (limit, offset) =>
    (await all<MessageRow>(db, `${MESSAGE_SELECT} WHERE m.conv_id = ? AND m.id <= ? ORDER BY m.id DESC LIMIT ? OFFSET ?`, convId, bound, limit, offset))
      .reverse()
      .map((row) => toMessage(row, viewerId)),
  );
}

/** `GET /msg/messages/read`: every message to the member in the conversation is read; unread 0. */
export async function markConversationRead(db: Db, convId: number, memberId: number): Promise<number> {
  let changed = 0;
  await transaction(db, async () => {
    changed = (await run(db, 'UPDATE messages SET is_read = 1 WHERE conv_id = ? AND msg_to = ? AND is_read = 0', convId, memberId)).changes;
    await run(db, 'UPDATE conversation_members SET unread_count = 0 WHERE conv_id = ? AND member_id = ?', convId, memberId);
  });
  return changed;
}

export interface NewMessage {
  convId: number;
  msgFrom: number;
  msgTo: number;
  msgType: number;
  msgContent: string;
  sentTime: string;
  /** The sender's idempotency key (outbox resends), unique per sender. */
  clientMsgId?: string | null;
}

/**
 * Stores a message and updates the conversation: last activity, the recipient's unread count, and both
 * members see it again if they had deleted (hidden) it. Answers the new message id.
 */
/** The id of the message `msgFrom` already sent under this idempotency key, or null. */
export async function messageIdByClientKey(db: Db, msgFrom: number, clientMsgId: string): Promise<number | null> {
  return (await get<{ id: number }>(db, 'SELECT id FROM messages WHERE msg_from = ? AND client_msg_id = ?', msgFrom, clientMsgId))?.id ?? null;
}

export async function storeMessage(db: Db, message: NewMessage): Promise<number> {
  let id = 0;
  await transaction(db, async () => {
    id = (await insertId(db, 'INSERT INTO messages (conv_id, msg_from, msg_to, msg_type, msg_content, sent_time, is_read, client_msg_id) VALUES (?, ?, ?, ?, ?, ?, 0, ?)', message.convId, message.msgFrom, message.msgTo, message.msgType, message.msgContent, message.sentTime, message.clientMsgId ?? null));
    await run(db, 'UPDATE conversations SET updated_at = ? WHERE id = ?', message.sentTime, message.convId);
    await run(db, 'UPDATE conversation_members SET unread_count = unread_count + 1, is_deleted = 0 WHERE conv_id = ? AND member_id = ?', message.convId, message.msgTo);
    await run(db, 'UPDATE conversation_members SET is_deleted = 0 WHERE conv_id = ? AND member_id = ?', message.convId, message.msgFrom);
  });
  return id;
}

// ---- Templates (J27) ----

export interface TemplateCategoryItem {
  category: string;
  name: string;
}

export interface TemplateItem {
  id: number;
  category: string;
  title: string;
  content: string;
}

/** J27: the template categories, by their English names in en where they have one (V05). */
export async function templateCategories(db: Db, lang: Locale = 'zh'): Promise<TemplateCategoryItem[]> {
  const name = lang === 'en' ? 'COALESCE(c.name_en, c.name)' : 'c.name';
  return await all<TemplateCategoryItem>(
    db,
    `SELECT c.code AS category, ${name} AS name FROM message_template_categories c
     WHERE EXISTS (SELECT 1 FROM message_templates t WHERE t.category = c.code) ORDER BY c.sort, c.code`,
  );
}

/** J27: a category's templates, in English in en where a template has its English text (V05). */
export async function templatesOf(db: Db, category: string, lang: Locale = 'zh'): Promise<TemplateItem[]> {
  const text = lang === 'en' ? 'COALESCE(title_en, title) AS title, COALESCE(content_en, content) AS content' : 'title, content';
  return await all<TemplateItem>(db, `SELECT id, category, ${text} FROM message_templates WHERE category = ? ORDER BY sort, id`, category);
}
