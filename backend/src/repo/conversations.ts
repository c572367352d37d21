/**
 * Private conversations (§3 Conversation, chat contract): two members, an optional post context, per-member
 * unread count and hidden (deleted) flag. A conversation deleted by a member stays hidden for that member
 * until a new message arrives in it.
 */
import type { Conversation } from '@/lib/contract/msg';
import type { Db } from '../db/connection';
import { all, get, run, transaction, insertId } from '../db/sql';
import { nowText } from '../db/time';
import { fail, notFound } from '../http/envelope';
import { ANONYMOUS_NAME, lastMessageOf, markConversationRead } from './messages';

export const CONTEXT_POST = 'post';

interface MemberRow {
  id: number;
  nickname: string | null;
  avatar: string | null;
  company: string | null;
  company_id: number;
  position: string | null;
  is_anonymous: number;
  unread_count: number;
}

interface ConversationRow {
  id: number;
  context_type: string | null;
  context_id: number | null;
  created_at: string;
}

export interface Membership {
  convId: number;
  memberId: number;
  unreadCount: number;
  isDeleted: number;
  isAnonymous: number;
}

/** The member's place in the conversation, or null when they are not in it (or it does not exist). */
export async function membershipOf(db: Db, convId: number, memberId: number): Promise<Membership | null> {
  const row = await get<{ unread_count: number; is_deleted: number; is_anonymous: number }>(
    db,
    'SELECT unread_count, is_deleted, is_anonymous FROM conversation_members WHERE conv_id = ? AND member_id = ?',
    convId,
    memberId,
  );
  return row ? { convId, memberId, unreadCount: row.unread_count, isDeleted: row.is_deleted, isAnonymous: row.is_anonymous } : null;
}

/** Membership or `{code: 404}`. */
export async function requireMembership(db: Db, convId: number, memberId: number): Promise<Membership> {
  const membership = await membershipOf(db, convId, memberId);
  if (!membership) throw notFound();
  return membership;
}

/** The other member of a conversation (null for a conversation without one). */
export async function counterpartOf(db: Db, convId: number, memberId: number): Promise<number | null> {
  return (await get<{ member_id: number }>(db, 'SELECT member_id FROM conversation_members WHERE conv_id = ? AND member_id <> ? ORDER BY member_id LIMIT 1', convId, memberId))?.member_id ?? null;
}

async function relation(db: Db, sql: string, a: number, b: number): Promise<boolean> {
  return await get(db, sql, a, b) !== undefined;
}

/** The conversation as `viewerId` sees it (relations are relative to the counterpart). */
export async function conversationView(db: Db, convId: number, viewerId: number): Promise<Conversation | null> {
  const conv = await get<ConversationRow>(db, 'SELECT id, context_type, context_id, created_at FROM conversations WHERE id = ?', convId);
  if (!conv) return null;
  const rows = await all<MemberRow>(
    db,
    `SELECT m.id, m.nickname, m.avatar, m.company, m.company_id, m.position, cm.is_anonymous, cm.unread_count
     FROM conversation_members cm JOIN members m ON m.id = cm.member_id WHERE cm.conv_id = ? ORDER BY cm.member_id`,
    convId,
  );
  const me = rows.find((r) => r.id === viewerId);
  if (!me) return null;
  const other = rows.find((r) => r.id !== viewerId);
  const otherId = other?.id ?? 0;
  return {
    id: conv.id,
    members: rows.map((r) => {
      const hidden = r.is_anonymous === 1 && r.id !== viewerId;
      return {
        id: r.id,
        name: hidden ? ANONYMOUS_NAME : r.nickname,
        nickname: hidden ? ANONYMOUS_NAME : r.nickname,
        avatar: hidden ? null : r.avatar,
        company: hidden ? null : r.company,
        position: hidden ? null : r.position,
        companyRelation: !hidden && r.company_id > 0 ? 'MANAGEMENT' : null,
        isAnonymous: r.is_anonymous ? 1 : 0,
        contextType: conv.context_type,
        contextId: conv.context_id,
      };
    }),
    isFriend: await relation(db, 'SELECT 1 FROM friendships WHERE member_id = ? AND friend_id = ?', viewerId, otherId),
    isBlockedMe: await relation(db, 'SELECT 1 FROM member_blacklist WHERE member_id = ? AND blocked_member_id = ?', otherId, viewerId),
    isFollowed: await relation(db, 'SELECT 1 FROM follows WHERE follower_id = ? AND followee_id = ?', viewerId, otherId),
    unreadMessageCount: me.unread_count,
    lastMessage: await lastMessageOf(db, conv.id, viewerId),
    createdTime: conv.created_at,
  };
}

/** `GET /msg/conversation/list`: the member's visible conversations, last activity first (the newest message breaks ties within a second). */
export async function conversationList(db: Db, memberId: number): Promise<Conversation[]> {
  const ids = await all<{ id: number }>(
    db,
    `SELECT c.id FROM conversations c JOIN conversation_members cm ON cm.conv_id = c.id
     WHERE cm.member_id = ? AND cm.is_deleted = 0
     ORDER BY c.updated_at DESC NULLS LAST, (SELECT MAX(m.id) FROM messages m WHERE m.conv_id = c.id) DESC NULLS LAST, c.id DESC`,
    memberId,
  );
  return (await Promise.all(ids.map(async (r) => await conversationView(db, r.id, memberId)))).filter((c): c is Conversation => c !== null);
}

export interface OpenConversationInput {
  members: number[];
  contextType?: string;
  contextId?: number;
}

/**
 * `POST /msg/conversation`: reuses the conversation of the two members with the same context (none =
 * plain) or creates it, and shows it again to the caller. A new conversation stays hidden from the other
 * member until its first message. With a post context, the author of an anonymous post stays anonymous
 * in the conversation.
 */
export async function openConversation(db: Db, me: number, input: OpenConversationInput): Promise<Conversation> {
  const others = [...new Set(input.members)].filter((id) => id !== me);
  if (others.length === 0) throw fail('members: cannot start a conversation with yourself');
  if (others.length > 1) throw fail('members: a conversation has the caller and one other member');
  const other = others[0] as number;
  if (!await get(db, 'SELECT 1 FROM members WHERE id = ?', other)) throw notFound();

  let contextType: string | null = null;
  let contextId: number | null = null;
  let otherAnonymous = 0;
  if (input.contextType !== undefined || input.contextId !== undefined) {
    if (input.contextType !== CONTEXT_POST) throw fail(`contextType: must be '${CONTEXT_POST}'`);
    if (input.contextId === undefined) throw fail('contextId: required with contextType');
    const post = await get<{ member_id: number; is_anonymous: number }>(db, 'SELECT member_id, is_anonymous FROM posts WHERE id = ?', input.contextId);
    if (!post) throw notFound();
    contextType = CONTEXT_POST;
    contextId = input.contextId;
    otherAnonymous = post.is_anonymous && post.member_id === other ? 1 : 0;
  }

  let convId = (await get<{ id: number }>(
    db,
    `SELECT c.id FROM conversations c
     JOIN conversation_members a ON a.conv_id = c.id AND a.member_id = ?
     JOIN conversation_members b ON b.conv_id = c.id AND b.member_id = ?
     WHERE c.context_type IS NOT DISTINCT FROM ? AND c.context_id IS NOT DISTINCT FROM ? ORDER BY c.id LIMIT 1`,
    me,
    other,
    contextType,
    contextId,
  ))?.id;
  await transaction(db, async () => {
    if (convId === undefined) {
      const now = nowText();
      convId = (await insertId(db, 'INSERT INTO conversations (context_type, context_id, created_at, updated_at) VALUES (?, ?, ?, ?)', contextType, contextId, now, now));
      await run(db, 'INSERT INTO conversation_members (conv_id, member_id, is_anonymous) VALUES (?, ?, 0)', convId, me);
      // the other member sees the conversation once a message arrives in it
      await run(db, 'INSERT INTO conversation_members (conv_id, member_id, is_anonymous, is_deleted) VALUES (?, ?, ?, 1)', convId, other, otherAnonymous);
    } else {
      await run(db, 'UPDATE conversation_members SET is_deleted = 0 WHERE conv_id = ? AND member_id = ?', convId, me);
    }
  });
  const view = await conversationView(db, convId as number, me);
  if (!view) throw notFound();
  return view;
}

/** `DELETE /msg/conversation/{id}`: hides it for the member; what it held for them counts as read. */
export async function hideConversation(db: Db, convId: number, memberId: number): Promise<void> {
  await requireMembership(db, convId, memberId);
  await transaction(db, async () => {
    await markConversationRead(db, convId, memberId);
    await run(db, 'UPDATE conversation_members SET is_deleted = 1 WHERE conv_id = ? AND member_id = ?', convId, memberId);
  });
}
