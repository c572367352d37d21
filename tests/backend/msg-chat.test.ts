/**
 * Private chat REST calls (§7.8, chat contract; checklist J06, J11–J14, J16, J30–J38, J41, J43, J52, U10, U11, U38):
 * conversations, history pages, read marks, the REST send and its rules, templates, and the chat seed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERR_CHAT_BLOCKED, ERR_CHAT_MUTED, ERR_CHAT_NOT_FRIEND } from '@/lib/constants';
import { conversationSchema, messagePageSchema, messageSchema, messageTemplateSchema, templateCategorySchema } from '@/lib/contract/msg';
import { call, createTestApi, DEMO, loginDemo, withDb, type Loose, type TestApi } from './helpers';

let api: TestApi;
let t1: string;
let t2: string;
let t3: string;
let id1: number;
let id2: number;
let id3: number;

const conversationList = z.array(conversationSchema);

async function list(token: string): Promise<Loose[]> {
  const answer = await call(api, 'GET', '/msg/conversation/list', { token });
  expect(answer.body.code).toBe(0);
  return conversationList.parse(answer.body.data);
}

/** The conversation of `token`'s member with `otherId` (plain, no context). */
async function plainWith(token: string, otherId: number): Promise<Loose> {
  const answer = await call(api, 'POST', '/msg/conversation', { token, json: { members: [otherId] } });
  expect(answer.body.code).toBe(0);
  return conversationSchema.parse(answer.body.data);
}

function send(token: string, body: Record<string, unknown>) {
  return call(api, 'POST', '/msg/messages', { token, json: body });
}

/** A friend of `memberId` that none of the demo accounts is. */
async function friendOf(memberId: number): Promise<number> {
  return await withDb(api, async (db) =>
    (
      await db
        .prepare(
          `SELECT friend_id AS id FROM friendships WHERE member_id = ? AND friend_id > 1003
           AND friend_id NOT IN (SELECT member_id FROM conversation_members) ORDER BY friend_id LIMIT 1`,
        )
        .get(memberId) as { id: number }
    ).id,
  );
}

/** Logs a seeded member in (gives them the demo password first). */
async function loginAs(memberId: number) {
  const mobile = await withDb(api, async (db) => {
    await db.prepare('UPDATE members SET password_hash = (SELECT password_hash FROM members WHERE id = ?) WHERE id = ?').run(id1, memberId);
    return (await db.prepare('SELECT mobile FROM members WHERE id = ?').get(memberId) as { mobile: string }).mobile;
  });
  return loginDemo(api, mobile);
}

beforeAll(async () => {
  // these tests send far more than 20 messages in 10 s (the REST send limit, tests/backend/security-input.test.ts)
  api = await createTestApi({ chatSendLimit: 1000 });
  const [a, b, c] = await Promise.all([loginDemo(api, DEMO.first), loginDemo(api, DEMO.second), loginDemo(api, DEMO.incomplete)]);
  t1 = a.access_token;
  t2 = b.access_token;
  t3 = c.access_token;
  id1 = a.memberId;
  id2 = b.memberId;
  id3 = c.memberId;
});

afterAll(async () => {
  await api.close();
});

describe('seed', () => {
  it('makes 13800000001 and 13800000002 friends and keeps 13800000003 a stranger to 13800000001', async () => {
    await withDb(api, async (db) => {
      const friends = db.prepare('SELECT 1 FROM friendships WHERE member_id = ? AND friend_id = ?');
      expect(await friends.get(id1, id2)).toBeTruthy();
      expect(await friends.get(id2, id1)).toBeTruthy();
      expect(await friends.get(id1, id3)).toBeUndefined();
    });
  });

  it('seeds an image message whose URL the API serves, a link and a post card in a post-context conversation', async () => {
    const rows = await withDb(api, async (db) => await db.prepare('SELECT m.msg_type, m.msg_content, c.context_type, c.context_id FROM messages m JOIN conversations c ON c.id = m.conv_id WHERE m.msg_type IN (2, 3, 900)').all()) as Loose[];
    const image = rows.find((r) => r.msg_type === 2);
    const link = rows.find((r) => r.msg_type === 3);
    const card = rows.find((r) => r.msg_type === 900);
    expect(image.msg_content).toMatch(/^\/api\/files\/seed\//);
    const served = await api.app.inject({ method: 'GET', url: image.msg_content });
    expect(served.statusCode).toBe(200);
    expect(link.msg_content).toMatch(/^https:\/\//);
    expect(card.context_type).toBe('post');
    expect(JSON.parse(card.msg_content).postId).toBe(card.context_id);
  });
});

describe('GET /msg/conversation/list (J06, J07)', () => {
  it('lists the caller’s conversations, last activity first, with members, relations, unread and last message', async () => {
    const convs = await list(t1);
    expect(convs.length).toBeGreaterThanOrEqual(5);
    const times = convs.map((c) => c.lastMessage?.sentTime ?? c.createdTime);
    expect([...times].sort().reverse()).toEqual(times);
    const with2 = convs.find((c) => c.members.some((m: Loose) => m.id === id2));
    expect(with2.members.map((m: Loose) => m.id).sort()).toEqual([id1, id2].sort());
    expect(with2).toMatchObject({ isFriend: true, isBlockedMe: false, isFollowed: true, unreadMessageCount: 2 });
    expect(with2.lastMessage).toMatchObject({ convId: with2.id, msgFrom: id2, msgTo: id1, isRead: 0, msgFromName: '李思雨', msgToName: '张明远' });
    const with3 = convs.find((c) => c.members.some((m: Loose) => m.id === id3));
    expect(with3.isFriend).toBe(false);
    const post = convs.find((c) => c.members[0].contextType === 'post');
    expect(post.members.every((m: Loose) => m.contextId === post.members[0].contextId && m.contextId > 0)).toBe(true);
    expect(post.lastMessage.msgTo).toBe(id1);
    const total = convs.reduce((n, c) => n + c.unreadMessageCount, 0);
    expect(total).toBe(6);
  });

  it('needs a session', async () => {
    const answer = await call(api, 'GET', '/msg/conversation/list');
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe(401);
  });
});

describe('POST /msg/conversation (J41)', () => {
  it('reuses the plain conversation of two members, with or without the caller in members', async () => {
    const before = (await list(t1)).find((c) => c.members.some((m: Loose) => m.id === id2 && m.contextType === null));
    expect((await plainWith(t1, id2)).id).toBe(before.id);
    const again = await call(api, 'POST', '/msg/conversation', { token: t1, json: { members: [id1, id2] } });
    expect(again.body.data.id).toBe(before.id);
    const fromOtherSide = await plainWith(t2, id1);
    expect(fromOtherSide.id).toBe(before.id);
    expect(fromOtherSide.unreadMessageCount).toBe(0);
  });

  it('creates a conversation with a post context once and reuses it by member and context', async () => {
    const postId = await withDb(api, async (db) => (await db.prepare('SELECT id FROM posts WHERE member_id = ? AND is_anonymous = 0 ORDER BY id LIMIT 1').get(id2) as { id: number }).id);
    const first = await call(api, 'POST', '/msg/conversation', { token: t3, json: { members: [id2], contextType: 'post', contextId: postId } });
    expect(first.body.code).toBe(0);
    expect(first.body.data.members[0]).toMatchObject({ contextType: 'post', contextId: postId });
    expect(first.body.data.lastMessage).toBeNull();
    const second = await call(api, 'POST', '/msg/conversation', { token: t3, json: { members: [id2], contextType: 'post', contextId: postId } });
    expect(second.body.data.id).toBe(first.body.data.id);
    const plain = await plainWith(t3, id2);
    expect(plain.id).not.toBe(first.body.data.id);
    // the other member sees a new conversation only once a message arrives in it
    expect((await list(t2)).some((c) => c.id === first.body.data.id)).toBe(false);
    expect((await list(t3)).some((c) => c.id === first.body.data.id)).toBe(true);
  });

  it('keeps the author of an anonymous post anonymous in a conversation opened from it', async () => {
    const post = await withDb(api, async (db) => {
      const row = await db.prepare('SELECT id, member_id FROM posts WHERE member_id NOT IN (?, ?, ?) ORDER BY id LIMIT 1').get(id1, id2, id3) as { id: number; member_id: number };
      await db.prepare('UPDATE posts SET is_anonymous = 1 WHERE id = ?').run(row.id);
      return row;
    });
    const answer = await call(api, 'POST', '/msg/conversation', { token: t1, json: { members: [post.member_id], contextType: 'post', contextId: post.id } });
    const author = answer.body.data.members.find((m: Loose) => m.id === post.member_id);
    expect(author).toMatchObject({ isAnonymous: 1, name: '匿名', avatar: null, company: null });
    const me = answer.body.data.members.find((m: Loose) => m.id === id1);
    expect(me).toMatchObject({ isAnonymous: 0, name: '张明远' });
  });

  it('refuses oneself (code 1), an unknown member (404) and a bad context (code 1 / 404)', async () => {
    const self = await call(api, 'POST', '/msg/conversation', { token: t1, json: { members: [id1] } });
    expect(self.body).toMatchObject({ code: 1, msg: 'members: cannot start a conversation with yourself' });
    expect((await call(api, 'POST', '/msg/conversation', { token: t1, json: { members: [99_999_999] } })).body.code).toBe(404);
    expect((await call(api, 'POST', '/msg/conversation', { token: t1, json: { members: [] } })).body.code).toBe(1);
    expect((await call(api, 'POST', '/msg/conversation', { token: t1, json: { members: ['x'] } })).body.code).toBe(1);
    expect((await call(api, 'POST', '/msg/conversation', { token: t1, json: { members: [id2, id3] } })).body.code).toBe(1);
    expect((await call(api, 'POST', '/msg/conversation', { token: t1, json: { members: [id2], contextType: 'news', contextId: 1 } })).body.code).toBe(1);
    expect((await call(api, 'POST', '/msg/conversation', { token: t1, json: { members: [id2], contextType: 'post' } })).body.code).toBe(1);
    expect((await call(api, 'POST', '/msg/conversation', { token: t1, json: { members: [id2], contextType: 'post', contextId: 99_999_999 } })).body.code).toBe(404);
    expect((await call(api, 'POST', '/msg/conversation', { json: { members: [id2] } })).status).toBe(401);
  });
});

describe('DELETE /msg/conversation/{id} (J43)', () => {
  it('hides the conversation for the caller until a new message arrives in it', async () => {
    const friend = await friendOf(id2);
    const conv = await plainWith(t2, friend);
    const sent = await send(t2, { convId: conv.id, msgTo: friend, msgType: 0, msgContent: '您好，想跟您确认一下下周的打样安排。' });
    expect(sent.body.code).toBe(0);
    expect((await call(api, 'DELETE', `/msg/conversation/${conv.id}`, { token: t2 })).body.code).toBe(0);
    expect((await list(t2)).some((c) => c.id === conv.id)).toBe(false);

    // the friend answers: the conversation is back, with the new message unread
    const friendSession = await loginAs(friend);
    expect((await send(friendSession.access_token, { convId: conv.id, msgTo: id2, msgType: 0, msgContent: '周三上午可以，样品我们已经准备好了。' })).body.code).toBe(0);
    const back = (await list(t2)).find((c) => c.id === conv.id);
    expect(back).toBeDefined();
    expect(back.unreadMessageCount).toBe(1);
    expect(back.lastMessage.msgContent).toBe('周三上午可以，样品我们已经准备好了。');
    expect((await list(t2))[0].id).toBe(conv.id);
  });

  it('opening the conversation again also shows it', async () => {
    const conv = await plainWith(t1, id3);
    await call(api, 'DELETE', `/msg/conversation/${conv.id}`, { token: t1 });
    expect((await list(t1)).some((c) => c.id === conv.id)).toBe(false);
    expect((await plainWith(t1, id3)).id).toBe(conv.id);
    expect((await list(t1)).some((c) => c.id === conv.id)).toBe(true);
  });

  it('answers 404 to a non-member and for an unknown conversation, 401 without a session', async () => {
    const conv = await plainWith(t2, await friendOf(id2));
    expect((await call(api, 'DELETE', `/msg/conversation/${conv.id}`, { token: t3 })).body.code).toBe(404);
    expect((await call(api, 'DELETE', '/msg/conversation/99999999', { token: t1 })).body.code).toBe(404);
    expect((await call(api, 'DELETE', '/msg/conversation/abc', { token: t1 })).body.code).toBe(1);
    expect((await call(api, 'DELETE', `/msg/conversation/${conv.id}`)).status).toBe(401);
  });
});

describe('GET /msg/messages/history and /page (J12–J14, J52)', () => {
  let convId: number;
  let ids: number[];

  beforeAll(async () => {
    convId = (await plainWith(t1, id2)).id;
    ids = await withDb(api, async (db) => (await db.prepare('SELECT id FROM messages WHERE conv_id = ? ORDER BY id').all(convId) as { id: number }[]).map((r) => r.id));
    expect(ids.length).toBeGreaterThanOrEqual(21);
  });

  it('page 1 holds the newest `size` messages in chronological order; older pages follow', async () => {
    const first = await call(api, 'GET', '/msg/messages/history', { token: t1, query: { convId, current: 1, size: 10 } });
    const page = messagePageSchema.parse(first.body.data);
    expect(page).toMatchObject({ total: ids.length, size: 10, current: 1, pages: Math.ceil(ids.length / 10) });
    expect(page.records.map((m) => m.id)).toEqual(ids.slice(-10));
    const second = messagePageSchema.parse((await call(api, 'GET', '/msg/messages/history', { token: t1, query: { convId, current: 2, size: 10 } })).body.data);
    expect(second.records.map((m) => m.id)).toEqual(ids.slice(-20, -10));
    const last = messagePageSchema.parse((await call(api, 'GET', '/msg/messages/history', { token: t1, query: { convId, current: page.pages, size: 10 } })).body.data);
    expect(last.current).toBe(last.pages);
    expect(last.records[0]?.id).toBe(ids[0]);
    const beyond = messagePageSchema.parse((await call(api, 'GET', '/msg/messages/history', { token: t1, query: { convId, current: page.pages + 1, size: 10 } })).body.data);
    expect(beyond.records).toEqual([]);
  });

  it('bounds the pages by lastMsgId, so messages arriving meanwhile do not shift them (J12)', async () => {
    const bound = ids[14] as number;
    const page = messagePageSchema.parse((await call(api, 'GET', '/msg/messages/history', { token: t1, query: { convId, current: 1, size: 20, lastMsgId: bound } })).body.data);
    expect(page.total).toBe(15);
    expect(page.pages).toBe(1);
    expect(page.records.map((m) => m.id)).toEqual(ids.slice(0, 15));
    const zero = messagePageSchema.parse((await call(api, 'GET', '/msg/messages/history', { token: t1, query: { convId, current: 1, size: 5, lastMsgId: 0 } })).body.data);
    expect(zero.records.map((m) => m.id)).toEqual(ids.slice(-5));
  });

  it('GET /msg/messages/page has the same page shape without lastMsgId', async () => {
    const page = messagePageSchema.parse((await call(api, 'GET', '/msg/messages/page', { token: t2, query: { convId, current: 1, size: 4 } })).body.data);
    expect(page.records.map((m) => m.id)).toEqual(ids.slice(-4));
    expect(page.records.every((m) => typeof m.sentTime === 'string' && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(m.sentTime))).toBe(true);
  });

  it('answers 404 to a non-member, code 1 to a bad convId, 401 without a session', async () => {
    expect((await call(api, 'GET', '/msg/messages/history', { token: t3, query: { convId, current: 1, size: 10 } })).body.code).toBe(404);
    expect((await call(api, 'GET', '/msg/messages/page', { token: t3, query: { convId } })).body.code).toBe(404);
    expect((await call(api, 'GET', '/msg/messages/history', { token: t1, query: { convId: 'x' } })).body.code).toBe(1);
    expect((await call(api, 'GET', '/msg/messages/history', { token: t1, query: { convId, lastMsgId: 'abc' } })).body.code).toBe(1);
    expect((await call(api, 'GET', '/msg/messages/history', { query: { convId } })).status).toBe(401);
  });
});

describe('GET /msg/messages/read (J11)', () => {
  it('marks every message to the caller read and clears the unread count', async () => {
    const conv = (await list(t1)).find((c) => c.unreadMessageCount > 0 && c.members.some((m: Loose) => m.id === id2));
    expect(conv.unreadMessageCount).toBe(2);
    expect((await call(api, 'GET', '/msg/messages/read', { token: t1, query: { convId: conv.id } })).body.code).toBe(0);
    expect((await list(t1)).find((c) => c.id === conv.id).unreadMessageCount).toBe(0);
    const unread = await withDb(api, async (db) => (await db.prepare('SELECT COUNT(*) AS n FROM messages WHERE conv_id = ? AND msg_to = ? AND is_read = 0').get(conv.id, id1) as { n: number }).n);
    expect(unread).toBe(0);
  });

  it('answers 404 to a non-member', async () => {
    const conv = await plainWith(t1, id2);
    expect((await call(api, 'GET', '/msg/messages/read', { token: t3, query: { convId: conv.id } })).body.code).toBe(404);
    expect((await call(api, 'GET', '/msg/messages/read', { token: t1 })).body.code).toBe(1);
  });

  it('issue 30 item 12: the POST form (query or JSON body) marks read the same way; the non-member, the visitor and a missing id are refused', async () => {
    const conv = await plainWith(t1, id2);
    const unreadOf = async () => await withDb(api, async (db) => (await db.prepare('SELECT COUNT(*) AS n FROM messages WHERE conv_id = ? AND msg_to = ? AND is_read = 0').get(conv.id, id1) as { n: number }).n);
    for (const how of [{ query: { convId: conv.id } }, { json: { convId: conv.id } }]) {
      await call(api, 'POST', '/msg/messages', { token: t2, json: { convId: conv.id, msgTo: id1, msgType: 0, msgContent: '请查收报价' } });
      expect(await unreadOf()).toBeGreaterThan(0);
      expect((await call(api, 'POST', '/msg/messages/read', { token: t3, ...how })).body.code).toBe(404);
      expect((await call(api, 'POST', '/msg/messages/read', how)).status).toBe(401);
      expect(await unreadOf()).toBeGreaterThan(0);
      expect((await call(api, 'POST', '/msg/messages/read', { token: t1, ...how })).body.code).toBe(0);
      expect(await unreadOf()).toBe(0);
    }
    expect((await call(api, 'POST', '/msg/messages/read', { token: t1, json: {} })).body.code).toBe(1);
  });
});

describe('POST /msg/messages: the send rules (J30–J38, U10, U11, U38)', () => {
  let convId: number;

  beforeAll(async () => {
    convId = (await plainWith(t1, id2)).id;
  });

  it('stores a text, moves the conversation to the top of the recipient’s list and counts it unread there', async () => {
    const before = (await list(t2)).find((c) => c.id === convId).unreadMessageCount;
    const answer = await send(t1, { convId, msgTo: id2, msgType: 0, msgContent: '李经理，23.5元的价格可以接受，麻烦让膜厂出一份正式合同。', sentTime: '2026-11-20 10:00:00' });
    expect(answer.body.code).toBe(0);
    const message = messageSchema.parse(answer.body.data);
    expect(message).toMatchObject({ convId, msgFrom: id1, msgTo: id2, msgType: 0, isRead: 0, msgFromName: '张明远', msgToName: '李思雨', msgFromIsAnonymous: 0, msgToIsAnonymous: 0 });
    expect(message.sentTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const theirs = await list(t2);
    expect(theirs[0]?.id).toBe(convId);
    expect(theirs[0]?.unreadMessageCount).toBe(before + 1);
    expect(theirs[0]?.lastMessage?.id).toBe(message.id);
    expect((await list(t1))[0]?.id).toBe(convId);
  });

  it('accepts an image served by our storage, an http(s) link, a post card and a template message', async () => {
    const ok = [
      { msgType: 2, msgContent: '/api/files/seed/product/3.svg' },
      { msgType: 2, msgContent: '/api/files/oss/image/message/2026/11/sample.png' },
      { msgType: 3, msgContent: 'https://www.example.com/packaging?id=1' },
      { msgType: 900, msgContent: JSON.stringify({ postId: 12, title: '供应食品级PE拉链袋', type: 9, coverImg: null }) },
      { msgType: 901, msgContent: JSON.stringify({ title: '采购询价', choices: ['请报含税单价', '请提供样品'] }) },
    ];
    for (const body of ok) {
      const answer = await send(t1, { convId, msgTo: id2, ...body });
      expect(answer.body.code, JSON.stringify(body)).toBe(0);
      expect(answer.body.data.msgType).toBe(body.msgType);
    }
  });

  it('refuses empty or oversized content and contents that do not fit their type (code 1, J32, J36)', async () => {
    const bad = [
      { msgType: 0, msgContent: '' },
      { msgType: 0, msgContent: '   \n ' },
      { msgType: 0, msgContent: '长'.repeat(2001) },
      { msgType: 1, msgContent: '系统消息' },
      { msgType: 7, msgContent: '未知类型' },
      { msgType: 2, msgContent: 'https://evil.example.com/x.png' },
      { msgType: 2, msgContent: '/api/files/seed/../../etc/passwd' },
      { msgType: 3, msgContent: 'ftp://files.example.com/a' },
      { msgType: 3, msgContent: 'www.example.com' },
      { msgType: 900, msgContent: '{"title":"no post id"}' },
      { msgType: 900, msgContent: 'not json' },
      { msgType: 901, msgContent: '{"title":"x"}' },
    ];
    for (const body of bad) {
      const answer = await send(t1, { convId, msgTo: id2, ...body });
      expect(answer.body.code, JSON.stringify(body).slice(0, 80)).toBe(1);
    }
    expect((await send(t1, { convId, msgTo: id2, msgType: 0 })).body.code).toBe(1);
    expect((await send(t1, { convId: 'x', msgTo: id2, msgType: 0, msgContent: 'a' })).body.code).toBe(1);
  });

  it('R53 refuses a muted sender with 20040 (J30, U10)', async () => {
    await withDb(api, async (db) => await db.prepare('UPDATE members SET is_banned = 1 WHERE id = ?').run(id1));
    try {
      const answer = await send(t1, { convId, msgTo: id2, msgType: 0, msgContent: '你好' });
      expect(answer.body).toMatchObject({ code: ERR_CHAT_MUTED, msg: 'Your account has been muted, please contact the administrator' });
    } finally {
      await withDb(api, async (db) => await db.prepare('UPDATE members SET is_banned = 0 WHERE id = ?').run(id1));
    }
  });

  it('answers 404 when the sender is not in the conversation and code 1 when msgTo is not the counterpart', async () => {
    expect((await send(t3, { convId, msgTo: id2, msgType: 0, msgContent: '你好' })).body.code).toBe(404);
    expect((await send(t1, { convId: 99_999_999, msgTo: id2, msgType: 0, msgContent: '你好' })).body.code).toBe(404);
    expect((await send(t1, { convId, msgTo: id3, msgType: 0, msgContent: '你好' })).body.code).toBe(1);
  });

  it('refuses a member who is not a friend with 20041 (J33, U38)', async () => {
    const conv = await plainWith(t1, id3);
    expect(conv.isFriend).toBe(false);
    const answer = await send(t1, { convId: conv.id, msgTo: id3, msgType: 0, msgContent: '你好，最近怎么样？' });
    expect(answer.body.code).toBe(ERR_CHAT_NOT_FRIEND);
    expect(answer.body.msg).toBe('The other party is not your friend; send a friend request first, and private messages can start after they accept');
  });

  it('refuses a sender the counterpart blacklisted with 20042, shown as isBlockedMe (J34, U11)', async () => {
    await withDb(api, async (db) => await db.prepare("INSERT INTO member_blacklist (member_id, blocked_member_id, created_at) VALUES (?, ?, '2026-11-20 10:00:00')").run(id2, id1));
    try {
      const answer = await send(t1, { convId, msgTo: id2, msgType: 0, msgContent: '你好' });
      expect(answer.body).toMatchObject({ code: ERR_CHAT_BLOCKED, msg: 'The other party has blacklisted you, unable to send' });
      expect((await list(t1)).find((c) => c.id === convId).isBlockedMe).toBe(true);
      expect((await send(t2, { convId, msgTo: id1, msgType: 0, msgContent: '收到' })).body.code).toBe(0);
    } finally {
      await withDb(api, async (db) => await db.prepare('DELETE FROM member_blacklist WHERE member_id = ? AND blocked_member_id = ?').run(id2, id1));
    }
  });

  it('needs a session', async () => {
    expect((await send('', { convId, msgTo: id2, msgType: 0, msgContent: '你好' })).status).toBe(401);
  });
});

describe('message templates (J27)', () => {
  it('lists the categories and the templates of each', async () => {
    const categories = z.array(templateCategorySchema).parse((await call(api, 'GET', '/msg/messages/template/categories', { token: t1 })).body.data);
    expect(categories.length).toBeGreaterThanOrEqual(4);
    expect(categories.map((c) => c.name)).toEqual(expect.arrayContaining(['供应咨询', '采购询价', '合作洽谈', '展会邀约']));
    for (const category of categories) {
      const templates = z.array(messageTemplateSchema).parse((await call(api, 'GET', '/msg/messages/template/list/category', { token: t1, query: { category: category.category } })).body.data);
      expect(templates.length).toBeGreaterThan(0);
      expect(templates.every((t) => t.category === category.category && t.content.length > 10)).toBe(true);
    }
  });

  it('V05 in English the categories and templates are the English ones, no Chinese left', async () => {
    const english = { token: t1, query: { lang: 'en' } };
    const categories = z.array(templateCategorySchema).parse((await call(api, 'GET', '/msg/messages/template/categories', english)).body.data);
    expect(categories.map((c) => c.name)).toEqual(expect.arrayContaining(['Supply enquiry', 'Purchase enquiry', 'Partnership', 'Exhibition invitation']));
    for (const category of categories) {
      expect(category.name).not.toMatch(/[\u3400-\u9fff]/);
      const templates = z
        .array(messageTemplateSchema)
        .parse((await call(api, 'GET', '/msg/messages/template/list/category', { token: t1, query: { category: category.category, lang: 'en' } })).body.data);
      expect(templates.length).toBeGreaterThan(0);
      for (const template of templates) expect(`${template.title} ${template.content}`).not.toMatch(/[\u3400-\u9fff\uff00-\uffef]/);
    }
    expect((await call(api, 'GET', '/msg/messages/template/categories', { token: t1, query: { lang: 'xx' } })).body.code).not.toBe(0);
  });

  it('answers an empty list for an unknown category, code 1 without one, 401 without a session', async () => {
    expect((await call(api, 'GET', '/msg/messages/template/list/category', { token: t1, query: { category: 'nothing' } })).body.data).toEqual([]);
    expect((await call(api, 'GET', '/msg/messages/template/list/category', { token: t1 })).body.code).toBe(1);
    expect((await call(api, 'GET', '/msg/messages/template/categories')).status).toBe(401);
  });
});
