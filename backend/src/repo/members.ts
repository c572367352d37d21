/**
 * Member rows and their public shapes (basic info, card, register status).
 */
import type { MemberBasicInfo, MemberCard, RegisterStatus } from '@/lib/contract/member';
import type { Db } from '../db/connection';
import { all, get, insertId, run } from '../db/sql';
import { nowText } from '../db/time';
import { companyLinkOf } from './company-links';

export interface MemberRow {
  id: number;
  mobile: string | null;
  email: string | null;
  password_hash: string | null;
  nickname: string | null;
  avatar: string | null;
  gender: 'MALE' | 'FEMALE' | null;
  company: string | null;
  company_id: number;
  position: string | null;
  location_id: number | null;
  location: string | null;
  is_register: number;
  is_required: number;
  step: number;
  is_banned: number;
  has_column: number;
  name_editable: number;
  member_kind: 'ORDINARY' | 'COLLEGE';
  wx_openid: string | null;
  invite_miniapp_code: string | null;
}

const MEMBER_COLUMNS =
  'id, mobile, email, password_hash, nickname, avatar, gender, company, company_id, position, location_id, location, is_register, is_required, step, is_banned, has_column, name_editable, member_kind, wx_openid, invite_miniapp_code';

export async function memberById(db: Db, id: number): Promise<MemberRow | undefined> {
  return await get<MemberRow>(db, `SELECT ${MEMBER_COLUMNS} FROM members WHERE id = ?`, id);
}

export async function memberByMobile(db: Db, mobile: string): Promise<MemberRow | undefined> {
  return await get<MemberRow>(db, `SELECT ${MEMBER_COLUMNS} FROM members WHERE mobile = ?`, mobile);
}

export async function memberByOpenid(db: Db, openid: string): Promise<MemberRow | undefined> {
  return await get<MemberRow>(db, `SELECT ${MEMBER_COLUMNS} FROM members WHERE wx_openid = ?`, openid);
}

/** A member who signed in with an sms code for an unknown mobile: registered, profile still required. */
export async function createMobileMember(db: Db, mobile: string): Promise<MemberRow> {
  const id = await insertId(
    db,
    'INSERT INTO members (mobile, is_register, is_required, step, created_at, last_active_at) VALUES (?, 1, 1, 1, ?, ?)',
    mobile,
    nowText(),
    nowText(),
  );
  return (await memberById(db, id)) as MemberRow;
}

/** A chat-app account not bound to a mobile yet (identity null, isRegister false). */
export async function createChatAppMember(db: Db, openid: string, nickname: string | null, avatar: string | null): Promise<MemberRow> {
  const id = await insertId(
    db,
    'INSERT INTO members (wx_openid, nickname, avatar, is_register, is_required, step, created_at, last_active_at) VALUES (?, ?, ?, 0, 1, 0, ?, ?)',
    openid,
    nickname,
    avatar,
    nowText(),
    nowText(),
  );
  return (await memberById(db, id)) as MemberRow;
}

export async function touchMember(db: Db, id: number): Promise<void> {
  await run(db, 'UPDATE members SET last_active_at = ? WHERE id = ?', nowText(), id);
}

export function registerStatusOf(row: MemberRow): RegisterStatus {
  return { isRegister: row.is_register === 1, isRequired: row.is_required === 1, step: row.step };
}

async function industryTagsOf(db: Db, memberId: number) {
  return await all<{ tagId: number; tagName: string; tagEnName: string | null }>(
    db,
    'SELECT t.id AS "tagId", t.name AS "tagName", t.en_name AS "tagEnName" FROM member_industry_tags m JOIN tags t ON t.id = m.tag_id WHERE m.member_id = ? ORDER BY m.sort, t.id',
    memberId,
  );
}

async function followCountsOf(db: Db, memberId: number) {
  const follower = await get<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM follows WHERE followee_id = ?', memberId);
  const follow = await get<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM follows WHERE follower_id = ?', memberId);
  return { followerCount: follower?.n ?? 0, followCount: follow?.n ?? 0 };
}

export async function basicInfoOf(db: Db, row: MemberRow): Promise<MemberBasicInfo> {
  return {
    memberId: row.id,
    nickname: row.nickname,
    company: row.company,
    companyId: row.company_id,
    position: row.position,
    isBanned: row.is_banned === 1,
    email: row.email,
    phoneNumber: row.mobile,
    hasColumn: row.has_column === 1,
    inviteMiniappCode: row.invite_miniapp_code,
    avatar: row.avatar,
    gender: row.gender,
    locationId: row.location_id,
    location: row.location,
    nameEditable: row.name_editable === 1,
    industryTagList: await industryTagsOf(db, row.id),
    ...await followCountsOf(db, row.id),
    isRegister: row.is_register === 1,
    memberKind: row.member_kind,
  };
}

export async function cardOf(db: Db, row: MemberRow, viewerId: number | null): Promise<MemberCard> {
  const relation = async (sql: string): Promise<boolean> =>
    viewerId !== null && viewerId !== row.id && await get(db, sql, viewerId, row.id) !== undefined;
  return {
    memberId: row.id,
    nickname: row.nickname,
    avatar: row.avatar,
    company: row.company,
    companyId: row.company_id,
    companyLink: await companyLinkOf(db, row.company_id),
    position: row.position,
    gender: row.gender,
    locationId: row.location_id,
    location: row.location,
    hasColumn: row.has_column === 1,
    isBanned: row.is_banned === 1,
    industryTagList: await industryTagsOf(db, row.id),
    ...await followCountsOf(db, row.id),
    isFollowed: await relation('SELECT 1 FROM follows WHERE follower_id = ? AND followee_id = ?'),
    isFriend: await relation('SELECT 1 FROM friendships WHERE member_id = ? AND friend_id = ?'),
    hasPendingFriendRequest: await relation(
      "SELECT 1 FROM friend_requests WHERE request_member_id = ? AND member_id = ? AND status = 'PENDING'",
    ),
  };
}

export async function authoritiesOf(db: Db, memberId: number): Promise<string[]> {
  return (await all<{ authority: string }>(db, 'SELECT authority FROM member_authorities WHERE member_id = ? ORDER BY authority', memberId)).map(
    (r) => r.authority,
  );
}

export async function benefitsOf(db: Db, kind: string) {
  return await all<{ name: string; description: string }>(
    db,
    'SELECT name, description FROM membership_benefits WHERE member_kind = ? ORDER BY sort, id',
    kind,
  );
}

/** The member using an e-mail address (case-insensitive), other than `exceptId`. */
export async function memberIdByEmail(db: Db, email: string, exceptId = 0): Promise<number | null> {
  return (await get<{ id: number }>(db, 'SELECT id FROM members WHERE lower(email) = lower(?) AND id <> ?', email, exceptId))?.id ?? null;
}

export async function memberIdByMobile(db: Db, mobile: string): Promise<number | null> {
  return (await get<{ id: number }>(db, 'SELECT id FROM members WHERE mobile = ?', mobile))?.id ?? null;
}

export async function setAvatar(db: Db, memberId: number, avatar: string): Promise<void> {
  await run(db, 'UPDATE members SET avatar = ? WHERE id = ?', avatar, memberId);
}
