/**
 * Pure chat rules: send checks (J30–J36), time labels (J17), direction (J19), rendering kinds (J20–J26),
 * history paging (J12–J14), tab totals (J05), conversation matching (J41), drafts (J40), the open debounce (J03).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { leadingDebounce } from '@/lib/chat/debounce';
import { clearDrafts, getDraft, saveDraft } from '@/lib/chat/drafts';
import {
  checkSend,
  counterpartOf,
  createInputFor,
  directionOf,
  displayName,
  firstHistorySize,
  historyComplete,
  matchConversation,
  messageView,
  moveToTop,
  nearTop,
  NEXT_HISTORY_SIZE,
  prependMessages,
  showsMessageTimeLabel,
  tabTotals,
  unreadTotal,
} from '@/lib/chat/rules';
import type { Conversation, Message } from '@/lib/contract/msg';

const friend = { isFriend: true, isBlockedMe: false };

function member(id: number, extra: Partial<Conversation['members'][number]> = {}): Conversation['members'][number] {
  return { id, name: `会员${id}`, nickname: null, avatar: null, company: null, position: null, isAnonymous: 0, contextType: null, contextId: null, ...extra };
}
function conv(id: number, other: Conversation['members'][number], extra: Partial<Conversation> = {}): Conversation {
  return { id, members: [member(1001), other], isFriend: true, isBlockedMe: false, isFollowed: true, unreadMessageCount: 0, lastMessage: null, createdTime: '2026-01-01 10:00:00', ...extra };
}
function msg(id: number, extra: Partial<Message> = {}): Message {
  return { id, convId: 1, msgFrom: 1001, msgTo: 1002, msgType: 0, msgContent: 'hi', sentTime: '2026-01-01 10:00:00', isRead: 0, ...extra };
}

describe('send rules (J30–J36)', () => {
  it('checks muted, no conversation, empty text, not friend, blacklisted in that order', () => {
    expect(checkSend({ isBanned: true, conversation: null, text: '' })).toEqual({ ok: false, error: 'error.banned' });
    expect(checkSend({ isBanned: false, conversation: null, text: 'x' })).toEqual({ ok: false, error: 'chat.noPartner' });
    expect(checkSend({ isBanned: false, conversation: friend, text: '  \n ' })).toEqual({ ok: false, error: 'chat.emptyText' });
    expect(checkSend({ isBanned: false, conversation: { isFriend: false, isBlockedMe: true }, text: 'x' })).toEqual({ ok: false, error: 'chat.notFriend' });
    expect(checkSend({ isBanned: false, conversation: { isFriend: true, isBlockedMe: true }, text: 'x' })).toEqual({ ok: false, error: 'chat.blocked' });
  });

  it('J32 image sends are exempt from the empty-text rule', () => {
    expect(checkSend({ isBanned: false, conversation: friend, text: '/api/files/a.png', kind: 'image' })).toEqual({ ok: true, msgType: 2, msgContent: '/api/files/a.png' });
  });

  it('J36 a URL text is a link (type 3) by R10; other text is type 0', () => {
    expect(checkSend({ isBanned: false, conversation: friend, text: ' https://example.com/a ' })).toEqual({ ok: true, msgType: 3, msgContent: 'https://example.com/a' });
    expect(checkSend({ isBanned: false, conversation: friend, text: 'www.example.com' })).toMatchObject({ msgType: 0 });
    expect(checkSend({ isBanned: false, conversation: friend, text: 'ftp://x' })).toMatchObject({ msgType: 0 });
    expect(checkSend({ isBanned: false, conversation: friend, text: '{"postId":1}', kind: 'postCard' })).toMatchObject({ msgType: 900 });
  });
});

describe('time labels and direction (J17, J19)', () => {
  it('a label only after strictly more than 300000 ms', () => {
    expect(showsMessageTimeLabel(null, '2026-01-01 10:00:00')).toBe(true);
    expect(showsMessageTimeLabel('2026-01-01 10:00:00', '2026-01-01 10:05:00')).toBe(false);
    expect(showsMessageTimeLabel('2026-01-01 10:00:00', '2026-01-01 10:05:01')).toBe(true);
  });

  it('direction 1 for my messages, 0 for received ones', () => {
    expect(directionOf({ msgFrom: 1001 }, 1001)).toBe(1);
    expect(directionOf({ msgFrom: 1002 }, 1001)).toBe(0);
    expect(directionOf({ msgFrom: 1002 }, null)).toBe(0);
  });
});

describe('message kinds (J20–J26)', () => {
  it('renders text, images, links, post cards, title cards, templates and unknown types', () => {
    expect(messageView({ msgType: 0, msgContent: '<b>x</b>' })).toEqual({ kind: 'text', text: '<b>x</b>' });
    expect(messageView({ msgType: 2, msgContent: '/api/files/a.png' })).toEqual({ kind: 'image', url: '/api/files/a.png' });
    expect(messageView({ msgType: 3, msgContent: 'https://a.cn' })).toEqual({ kind: 'link', url: 'https://a.cn' });
    const card = JSON.stringify({ postId: 12, title: '求购PET瓶坯', type: '求购', coverImg: null });
    expect(messageView({ msgType: 900, msgContent: card })).toMatchObject({ kind: 'post', card: { postId: 12, title: '求购PET瓶坯' } });
    expect(messageView({ msgType: 1, msgContent: card })).toMatchObject({ kind: 'post' });
    expect(messageView({ msgType: 1, msgContent: '系统维护通知' })).toEqual({ kind: 'titleCard', title: '系统维护通知' });
    expect(messageView({ msgType: 900, msgContent: '{"title":"只有标题"}' })).toEqual({ kind: 'titleCard', title: '只有标题' });
    expect(messageView({ msgType: 901, msgContent: '{"title":"您关注哪类产品？","choices":["瓶坯","瓶盖"]}' })).toEqual({ kind: 'template', title: '您关注哪类产品？', choices: ['瓶坯', '瓶盖'] });
    expect(messageView({ msgType: 7, msgContent: 'other' })).toEqual({ kind: 'text', text: 'other' });
  });
});

describe('history paging (J12–J15)', () => {
  it('first size = loaded + 10, then 10; complete when current = pages', () => {
    expect(firstHistorySize(0)).toBe(10);
    expect(firstHistorySize(3)).toBe(13);
    expect(NEXT_HISTORY_SIZE).toBe(10);
    expect(historyComplete(1, 3)).toBe(false);
    expect(historyComplete(3, 3)).toBe(true);
    expect(historyComplete(1, 0)).toBe(true);
    expect(nearTop(9)).toBe(true);
    expect(nearTop(10)).toBe(false);
  });

  it('prepends older records without duplicates', () => {
    expect(prependMessages([msg(1), msg(2), msg(3)], [msg(3), msg(4)]).map((m) => m.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('contacts (J05, J07, J10, J38)', () => {
  it('tab totals sum unreadMessageCount per tab', () => {
    const list = [conv(1, member(1002), { unreadMessageCount: 3 }), conv(2, member(1003), { unreadMessageCount: 150, isFollowed: false }), conv(3, member(1004), { unreadMessageCount: 2 })];
    expect(tabTotals(list)).toEqual({ followed: 5, notFollowed: 150 });
    expect(unreadTotal(list)).toBe(155);
  });

  it('the counterpart is the member that is not me; anonymous shows 匿名', () => {
    const c = conv(1, member(1002, { isAnonymous: 1 }));
    expect(counterpartOf(c, 1001)?.id).toBe(1002);
    expect(displayName(counterpartOf(c, 1001), '匿名')).toBe('匿名');
    expect(displayName(member(1003, { name: null, nickname: '老王' }), '匿名')).toBe('老王');
  });

  it('moves a conversation to the top', () => {
    const list = [conv(1, member(1002)), conv(2, member(1003))];
    expect(moveToTop(list, 2, (c) => ({ ...c, unreadMessageCount: 0 })).map((c) => c.id)).toEqual([2, 1]);
  });
});

describe('opening for a member (J41)', () => {
  const plain = conv(1, member(1002));
  const anonymous = conv(2, member(1002, { isAnonymous: 1, contextType: 'post', contextId: 77 }));
  const list = [anonymous, plain];

  it('matches by member id, never an anonymous conversation for a plain contact', () => {
    expect(matchConversation(list, 1001, { memberId: 1002 })?.id).toBe(1);
    expect(matchConversation([anonymous], 1001, { memberId: 1002 })).toBeNull();
  });

  it('an anonymous contact matches by member and post context', () => {
    expect(matchConversation(list, 1001, { memberId: 1002, post: { id: 77, title: 't', anonymous: true } })?.id).toBe(2);
    expect(matchConversation(list, 1001, { memberId: 1002, post: { id: 78, title: 't', anonymous: true } })).toBeNull();
  });

  it('creates with members and, for an anonymous contact, the post context', () => {
    expect(createInputFor({ memberId: 1002 })).toEqual({ members: [1002] });
    expect(createInputFor({ memberId: 1002, post: { id: 77, title: 't', anonymous: true } })).toEqual({ members: [1002], contextType: 'post', contextId: 77 });
  });
});

describe('drafts (J40) and the open debounce (J03)', () => {
  afterEach(() => clearDrafts());

  it('keeps one draft per conversation in sessionStorage', () => {
    saveDraft(1, '第一段');
    saveDraft(2, '第二段');
    expect(getDraft(1)).toBe('第一段');
    expect(getDraft(2)).toBe('第二段');
    saveDraft(1, '  ');
    expect(getDraft(1)).toBe('');
    expect(JSON.parse(window.sessionStorage.getItem('chat-drafts') ?? '{}')).toEqual({ 2: '第二段' });
  });

  it('ignores triggers within 1000 ms after the first (leading edge)', () => {
    let now = 0;
    const calls: number[] = [];
    const open = leadingDebounce((n: number) => calls.push(n), 1000, () => now);
    open(1);
    now = 500;
    open(2);
    now = 999;
    open(3);
    now = 1000;
    open(4);
    now = 1500;
    open(5);
    expect(calls).toEqual([1, 4]);
  });
});
