/**
 * Pure rules of the private chat (J05–J41): send checks, message kinds, history paging, tab totals,
 * conversation matching. No React, no I/O.
 */
import { ERR_CHAT_BLOCKED, ERR_CHAT_MUTED, ERR_CHAT_NOT_FRIEND, MESSAGE_PAGE_SIZE } from '@/lib/constants';
import {
  MSG_TYPE,
  postCardSchema,
  templateContentSchema,
  type Conversation,
  type Message,
  type PostCard,
} from '@/lib/contract/msg';
import { showsMessageTimeLabel } from '@/lib/format/message-time';
import { firstHistorySize, moveToTop, prependMessages, unreadTotal } from '@/lib/chat/lists';
import { isUrl } from '@/lib/validation/contact';

export { showsMessageTimeLabel, firstHistorySize, moveToTop, prependMessages, unreadTotal };

export type ConversationMember = Conversation['members'][number];

/** Message keys of the send rules (S42–S46). */
export type SendRuleError = 'error.banned' | 'chat.noPartner' | 'chat.emptyText' | 'chat.notFriend' | 'chat.blocked';

export type SendCheck =
  | { ok: true; msgType: number; msgContent: string }
  | { ok: false; error: SendRuleError };

/**
 * J30–J36 in the order the spec lists them: muted, no conversation, empty text (image sends exempt), not
 * a friend, blacklisted. A text that is a URL (R10) becomes a link message (type 3).
 */
export function checkSend(input: {
  isBanned: boolean;
  conversation: Pick<Conversation, 'isFriend' | 'isBlockedMe'> | null | undefined;
  text: string;
  /** 'image': `text` is the uploaded URL (type 2); 'postCard': `text` is the card JSON (type 900, J42). */
  kind?: 'text' | 'image' | 'postCard';
}): SendCheck {
  const kind = input.kind ?? 'text';
  if (input.isBanned) return { ok: false, error: 'error.banned' };
  if (!input.conversation) return { ok: false, error: 'chat.noPartner' };
  const content = kind === 'text' ? input.text.trim() : input.text;
  if (kind === 'text' && !content) return { ok: false, error: 'chat.emptyText' };
  if (!input.conversation.isFriend) return { ok: false, error: 'chat.notFriend' };
  if (input.conversation.isBlockedMe) return { ok: false, error: 'chat.blocked' };
  if (kind === 'image') return { ok: true, msgType: MSG_TYPE.image, msgContent: content };
  if (kind === 'postCard') return { ok: true, msgType: MSG_TYPE.postCard, msgContent: content };
  return { ok: true, msgType: isUrl(content) ? MSG_TYPE.link : MSG_TYPE.text, msgContent: content };
}

/** Server codes of the send rules and the texts they show (S42, S45, S46). */
export const CHAT_ERROR_KEYS: Readonly<Record<number, SendRuleError>> = {
  [ERR_CHAT_MUTED]: 'error.banned',
  [ERR_CHAT_NOT_FRIEND]: 'chat.notFriend',
  [ERR_CHAT_BLOCKED]: 'chat.blocked',
};

/** J19: 1 sent by me, 0 received; computed on the client only and never sent. */
export function directionOf(message: Pick<Message, 'msgFrom'>, myId: number | null): 0 | 1 {
  return myId !== null && message.msgFrom === myId ? 1 : 0;
}

export type MessageView =
  | { kind: 'text'; text: string }
  | { kind: 'image'; url: string }
  | { kind: 'link'; url: string }
  | { kind: 'post'; card: PostCard }
  | { kind: 'titleCard'; title: string }
  | { kind: 'template'; title: string; choices: string[] };

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** A post card from type 1 / 900 content, or null when it is not that JSON (J21, J24). */
export function parsePostCard(content: string): PostCard | null {
  const parsed = postCardSchema.safeParse(parseJson(content));
  return parsed.success && Number.isFinite(parsed.data.postId) && parsed.data.postId > 0 ? parsed.data : null;
}

/** J20–J26: how a message renders by its type. */
export function messageView(message: Pick<Message, 'msgType' | 'msgContent'>): MessageView {
  const content = message.msgContent;
  switch (message.msgType) {
    case MSG_TYPE.system:
    case MSG_TYPE.postCard: {
      const card = parsePostCard(content);
      if (card) return { kind: 'post', card };
      const title = parseJson(content) as { title?: unknown } | null;
      return { kind: 'titleCard', title: title && typeof title.title === 'string' ? title.title : content };
    }
    case MSG_TYPE.image:
      return { kind: 'image', url: content };
    case MSG_TYPE.link:
      return isUrl(content) ? { kind: 'link', url: content.trim() } : { kind: 'text', text: content };
    case MSG_TYPE.template: {
      const parsed = templateContentSchema.safeParse(parseJson(content));
      return parsed.success ? { kind: 'template', ...parsed.data } : { kind: 'text', text: content };
    }
    default:
      return { kind: 'text', text: content };
  }
}

/** The post card content a client sends (J42): JSON `{postId, title, type, coverImg}`. */
export function postCardContent(card: PostCard): string {
  return JSON.stringify({ postId: card.postId, title: card.title ?? '', type: card.type ?? null, coverImg: card.coverImg ?? null });
}

/** J13: later loads use one page. */
export const NEXT_HISTORY_SIZE = MESSAGE_PAGE_SIZE;
/** J14: complete when `current` reached `pages` (an empty history has 0 pages). */
export function historyComplete(current: number, pages: number): boolean {
  return current >= pages;
}
/** J13: scrolled to under 10 px from the top. */
export const HISTORY_TRIGGER_PX = 10;
export function nearTop(scrollTop: number): boolean {
  return scrollTop < HISTORY_TRIGGER_PX;
}

/** The other participant of a conversation (members[] holds the caller too). */
export function counterpartOf(conversation: Pick<Conversation, 'members'>, myId: number | null): ConversationMember | null {
  return conversation.members.find((m) => m.id !== myId) ?? conversation.members[0] ?? null;
}

/** J10: anonymous members show as 匿名 (`anonymousName`), never linked. */
export function displayName(member: Pick<ConversationMember, 'name' | 'nickname' | 'isAnonymous'> | null, anonymousName: string): string {
  if (!member) return '';
  if (member.isAnonymous === 1) return anonymousName;
  return member.name || member.nickname || '';
}

export type ContactTab = 'followed' | 'notFollowed';

/** J05: the conversations of a tab. */
export function conversationsOfTab<T extends Pick<Conversation, 'isFollowed'>>(list: readonly T[], tab: ContactTab): T[] {
  return list.filter((c) => (tab === 'followed' ? c.isFollowed : !c.isFollowed));
}

/** J05: each tab's unread total (sum of unreadMessageCount over its conversations). */
export function tabTotals(list: readonly Pick<Conversation, 'isFollowed' | 'unreadMessageCount'>[]): Record<ContactTab, number> {
  const totals = { followed: 0, notFollowed: 0 };
  for (const c of list) totals[c.isFollowed ? 'followed' : 'notFollowed'] += Math.max(c.unreadMessageCount, 0);
  return totals;
}

/** Whom the chat is opened for (J41, J42). */
export interface ChatTarget {
  memberId: number;
  /** A known conversation (the 私信 preview): opened as it is. */
  conversationId?: number | null;
  /** The post the chat was opened from. */
  post?: { id: number; title: string; type?: string | number | null; coverImg?: string | null; anonymous?: boolean } | null;
}

function hasPostContext(conversation: Pick<Conversation, 'members'>, postId: number): boolean {
  return conversation.members.some((m) => m.contextType === 'post' && m.contextId === postId);
}

/**
 * J41 (2): a conversation with the member; for an anonymous contact (a post published anonymously) the one
 * with that member and that post context. A plain contact never reuses an anonymous conversation.
 */
export function matchConversation<T extends Pick<Conversation, 'id' | 'members'>>(list: readonly T[], myId: number | null, target: ChatTarget): T | null {
  const anonymousPost = target.post?.anonymous ? target.post.id : null;
  if (target.conversationId) {
    const byId = list.find((c) => c.id === target.conversationId);
    if (byId) return byId;
  }
  return (
    list.find((c) => {
      const other = counterpartOf(c, myId);
      if (!other || other.id !== target.memberId) return false;
      if (anonymousPost !== null) return hasPostContext(c, anonymousPost);
      return !c.members.some((m) => m.isAnonymous === 1);
    }) ?? null
  );
}

/** J41 (3): the create body for a target no conversation matched. */
export function createInputFor(target: ChatTarget): { members: number[]; contextType?: 'post'; contextId?: number } {
  if (target.post?.anonymous) return { members: [target.memberId], contextType: 'post', contextId: target.post.id };
  return { members: [target.memberId] };
}

/** The one-line preview of a last message in the list (J07). */
export function lastMessagePreview(message: Pick<Message, 'msgType' | 'msgContent'> | null, labels: { image: string; post: string }): string {
  if (!message) return '';
  const view = messageView(message);
  switch (view.kind) {
    case 'image':
      return labels.image;
    case 'post':
      return `${labels.post} ${view.card.title ?? ''}`.trim();
    case 'titleCard':
    case 'template':
      return view.title;
    case 'link':
      return view.url;
    default:
      return view.text.replace(/\s+/g, ' ');
  }
}
