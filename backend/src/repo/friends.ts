/**
 * Friend requests and friendships (§3 Friend application, §4 Friend request, I18–I32, K10–K16).
 * Rules of a request: not to oneself (20016), not to a friend (20015), not when the receiver blacklisted
 * the sender (20023), one per pair within FRIEND_REQUEST_COOLDOWN_DAYS (20014), FRIEND_DAILY_CAP per
 * sender per day (20017), no grey words (20019). A PENDING request unanswered for the cooldown becomes
 * EXPIRED (I29).
 */
import type { FriendApplication, MemberListItem } from '@/lib/contract/social';
import { FRIEND_DAILY_CAP } from '@/lib/contract/social';
import type { PagingQuery } from '@/lib/contract/common';
import {
  ADMIN_MEMBER_ID,
  ERR_ALREADY_FRIENDS,
  ERR_BLACKLISTED,
  ERR_FRIEND_APPROVE_A,
  ERR_FRIEND_APPROVE_B,
  ERR_FRIEND_COOLDOWN,
  ERR_FRIEND_CONTENT,
  ERR_FRIEND_DAILY_CAP,
  ERR_FRIEND_SELF,
  FRIEND_REQUEST_COOLDOWN_DAYS,
  NOTICE_TYPE,
} from '@/lib/constants';
import type { Db } from '../db/connection';
import { all, get, run, transaction, insertId } from '../db/sql';
import { formatTime, nowText } from '../db/time';
import { ApiError, fail, notFound } from '../http/envelope';
import { paged, type PageOf } from '../http/paging';
import { greyWordsIn } from '../repo/grey-words';
import { expireStaleRequests } from './friend-expiry';
import { createNotice } from './notices';
import { LIST_COLUMNS, toListItems } from './social';

const DAY_MS = 86_400_000;
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

export const FRIEND_MESSAGES = {
  cooldown: '发送失败，60天内不能重复发送好友申请',
  alreadyFriends: '发送失败，你们已经是好友',
  self: '不能向自己发送好友申请',
  dailyCap: '今日好友申请已达上限，请明天再发送',
  content: '内容不符合用户协议',
  blacklisted: '对方已将您拉黑',
  notPending: '该好友申请已处理',
  notYours: '无权处理该好友申请',
  admin: '不能向平台账号发送好友申请',
  notFriends: '对方不是你的好友',
} as const;

/** Start of the current Shanghai day as a time string. */
function startOfToday(now = Date.now()): string {
  const local = now + SHANGHAI_OFFSET_MS;
  return formatTime(local - (local % DAY_MS) - SHANGHAI_OFFSET_MS);
}

export async function areFriends(db: Db, a: number, b: number): Promise<boolean> {
  return await get(db, 'SELECT 1 FROM friendships WHERE member_id = ? AND friend_id = ?', a, b) !== undefined;
}

/** `POST /admin/member-friend/request/submit` (I23–I26); answers the new request id. */
export async function submitRequest(db: Db, fromId: number, toId: number, message: string): Promise<number> {
  if (fromId === toId) throw new ApiError(ERR_FRIEND_SELF, FRIEND_MESSAGES.self);
  if (!await get(db, 'SELECT 1 FROM members WHERE id = ?', toId)) throw notFound();
  if (toId === ADMIN_MEMBER_ID) throw fail(FRIEND_MESSAGES.admin);
  if (await areFriends(db, fromId, toId)) throw new ApiError(ERR_ALREADY_FRIENDS, FRIEND_MESSAGES.alreadyFriends);
  if (await get(db, 'SELECT 1 FROM member_blacklist WHERE member_id = ? AND blocked_member_id = ?', toId, fromId)) {
    throw new ApiError(ERR_BLACKLISTED, FRIEND_MESSAGES.blacklisted);
  }
  await expireStaleRequests(db);
  const now = Date.now();
  const cutoff = formatTime(now - FRIEND_REQUEST_COOLDOWN_DAYS * DAY_MS);
  if (await get(db, 'SELECT 1 FROM friend_requests WHERE request_member_id = ? AND member_id = ? AND created_at >= ?', fromId, toId, cutoff)) {
    throw new ApiError(ERR_FRIEND_COOLDOWN, FRIEND_MESSAGES.cooldown);
  }
  const today = (await get<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM friend_requests WHERE request_member_id = ? AND created_at >= ?', fromId, startOfToday(now)))?.n ?? 0;
  if (today >= FRIEND_DAILY_CAP) throw new ApiError(ERR_FRIEND_DAILY_CAP, FRIEND_MESSAGES.dailyCap);
  if (message && (await greyWordsIn(db, message)).length > 0) throw new ApiError(ERR_FRIEND_CONTENT, FRIEND_MESSAGES.content);
  return (await insertId(db, "INSERT INTO friend_requests (request_member_id, member_id, message, status, created_at) VALUES (?, ?, ?, 'PENDING', ?)", fromId, toId, message || null, formatTime(now)));
}

interface RequestRow {
  id: number;
  request_member_id: number;
  member_id: number;
  nickname: string | null;
  avatar: string | null;
  company: string | null;
  company_id: number;
  position: string | null;
  message: string | null;
  status: FriendApplication['status'];
  created_at: string;
}

/** `GET /admin/member-friend/requests` (K10): requests to the caller, pending first, newest first. */
export async function requestsPage(db: Db, memberId: number, paging: PagingQuery, status?: FriendApplication['status']): Promise<PageOf<FriendApplication>> {
  await expireStaleRequests(db);
  const filter = status ? 'AND r.status = ?' : '';
  const params: unknown[] = status ? [memberId, status] : [memberId];
  const total = (await get<{ n: number }>(db, `SELECT COUNT(*) AS n FROM friend_requests r WHERE r.member_id = ? ${filter}`, ...params))?.n ?? 0;
  return await paged(paging, total, async (limit, offset) =>
    (await all<RequestRow>(
      db,
      `SELECT r.id, r.request_member_id, r.member_id, m.nickname, m.avatar, m.company, m.company_id, m.position, r.message, r.status, r.created_at
       FROM friend_requests r JOIN members m ON m.id = r.request_member_id WHERE r.member_id = ? ${filter}
       ORDER BY r.status = 'PENDING' DESC, r.created_at DESC, r.id DESC LIMIT ? OFFSET ?`,
      ...params,
      limit,
      offset,
    )).map((r) => ({
      id: r.id,
      requestMemberId: r.request_member_id,
      avatar: r.avatar,
      nickname: r.nickname,
      company: r.company,
      position: r.position,
      companyRelation: r.company_id > 0 ? 'MANAGEMENT' : null,
      message: r.message,
      status: r.status,
      createdTime: r.created_at,
    })),
  );
}

export async function pendingCount(db: Db, memberId: number): Promise<number> {
  await expireStaleRequests(db);
  return (await get<{ n: number }>(db, "SELECT COUNT(*) AS n FROM friend_requests WHERE member_id = ? AND status = 'PENDING'", memberId))?.n ?? 0;
}

/** `GET /admin/member-friend/request/{id}/message`: readable by its sender and its receiver. */
/**
 * `GET /admin/member-friend/request/{memberId}/message` (J16): the latest friend request between the caller
 * and that member, either way (the chat shows it as its first item); null when there is none.
 */
export async function requestMessage(db: Db, memberId: number, otherId: number) {
  const row = await get<{ message: string | null; request_member_id: number; member_id: number; created_at: string }>(
    db,
    `SELECT message, request_member_id, member_id, created_at FROM friend_requests
     WHERE (request_member_id = ? AND member_id = ?) OR (request_member_id = ? AND member_id = ?)
     ORDER BY created_at DESC, id DESC LIMIT 1`,
    memberId,
    otherId,
    otherId,
    memberId,
  );
  if (!row) return null;
  return { message: row.message, requestMemberId: row.request_member_id, memberId: row.member_id, createdTime: row.created_at };
}

/** I27/I28, K13–K16: approve or ignore a PENDING request addressed to the caller; the sender is notified. */
export async function decideFriendRequest(db: Db, memberId: number, id: number, approve: boolean): Promise<FriendApplication['status']> {
  await expireStaleRequests(db);
  const row = await get<{ request_member_id: number; member_id: number; status: string }>(db, 'SELECT request_member_id, member_id, status FROM friend_requests WHERE id = ?', id);
  if (!row) throw notFound();
  if (row.member_id !== memberId) throw new ApiError(ERR_FRIEND_APPROVE_B, FRIEND_MESSAGES.notYours);
  if (row.status !== 'PENDING') throw new ApiError(ERR_FRIEND_APPROVE_A, FRIEND_MESSAGES.notPending);
  const me = await get<{ nickname: string | null }>(db, 'SELECT nickname FROM members WHERE id = ?', memberId);
  const now = nowText();
  const status = approve ? 'APPROVED' : 'IGNORED';
  await transaction(db, async () => {
    await run(db, 'UPDATE friend_requests SET status = ?, handled_at = ? WHERE id = ?', status, now, id);
    if (approve) {
      await run(db, 'INSERT INTO friendships (member_id, friend_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING', memberId, row.request_member_id, now);
      await run(db, 'INSERT INTO friendships (member_id, friend_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING', row.request_member_id, memberId, now);
    }
    await createNotice(db, {
      memberId: row.request_member_id,
      noticeType: NOTICE_TYPE.friendRequest,
      content: {
        msgType: approve ? 'friend_request_approved' : 'friend_request_ignored',
        template: approve ? '{requesterName}通过了你的好友申请' : '{requesterName}忽略了你的好友申请',
        requesterId: memberId,
        requesterName: me?.nickname ?? '',
      },
      sentTime: now,
    });
  });
  return status;
}

/** `GET /admin/member-friend/page` (I31): the caller's friends, newest first. */
export async function friendsPage(db: Db, memberId: number, paging: PagingQuery): Promise<PageOf<MemberListItem>> {
  const total = (await get<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM friendships WHERE member_id = ?', memberId))?.n ?? 0;
  return await paged(paging, total, async (limit, offset) =>
    await toListItems(
      db,
      await all(db, `SELECT ${LIST_COLUMNS} FROM friendships f JOIN members m ON m.id = f.friend_id WHERE f.member_id = ? ORDER BY f.created_at DESC, m.id DESC LIMIT ? OFFSET ?`, memberId, limit, offset),
      memberId,
    ),
  );
}

/** `DELETE /admin/member-friend/{id}/delete` (I32): ends the friendship both ways. */
export async function deleteFriend(db: Db, memberId: number, friendId: number): Promise<void> {
  if (!await areFriends(db, memberId, friendId)) throw fail(FRIEND_MESSAGES.notFriends);
  await transaction(db, async () => {
    await run(db, 'DELETE FROM friendships WHERE member_id = ? AND friend_id = ?', memberId, friendId);
    await run(db, 'DELETE FROM friendships WHERE member_id = ? AND friend_id = ?', friendId, memberId);
  });
}
