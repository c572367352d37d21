/**
 * Seeds the platform account (ADMIN_MEMBER_ID), the corpus members (demo accounts first) with
 * profiles, industry tags, work history, authorities, and the social graph between them.
 */
import { ADMIN_MEMBER_ID, MIN_REGISTER_STEP, TAG_TYPE } from '@/lib/constants';
import { hashPasswordSync } from '../../auth/password';
import { membersCorpus } from './corpus';
import { daysAgo, seedImage, tagIdByName, type SeedContext } from './context';

export const DEMO_PASSWORD = 'Demo1234';
/** Index in membersCorpus of the demo account whose profile is incomplete (13800000003). */
const INCOMPLETE_DEMO_INDEX = 2;
const DEMO_COUNT = 3;
const FIRST_MEMBER_ID = ADMIN_MEMBER_ID + 1;

export const COMPANY_AUTHORITIES = [
  'company:info:edit',
  'company:contact:edit',
  'company:customer-request:add',
  ...['product', 'brand', 'section', 'employee', 'staff'].flatMap((what) => ['add', 'edit', 'delete'].map((op) => `company:${what}:${op}`)),
];

const MEMBER_INSERT = `INSERT INTO members (id, mobile, email, password_hash, nickname, avatar, gender, company, company_id, position,
  location_id, location, bio, is_register, is_required, step, is_banned, has_column, name_editable, member_kind, invite_miniapp_code,
  created_at, last_active_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, 0, ?, ?, ?, ?, ?, ?)`;

export function seedAdminMember(ctx: SeedContext): void {
  ctx.db
    .prepare(MEMBER_INSERT)
    .run(
      ADMIN_MEMBER_ID,
      null,
      'service@platform.local',
      null,
      '平台小助手',
      seedImage('avatar', 999, '平台'),
      'FEMALE',
      '平台运营中心',
      0,
      '社区运营',
      110000,
      '北京',
      '平台官方账号，发布社区公告与活动通知。',
      0,
      4,
      0,
      0,
      'ORDINARY',
      seedImage('qr', ADMIN_MEMBER_ID),
      daysAgo(900),
      daysAgo(0),
    );
}

export function seedMembers(ctx: SeedContext): void {
  const { db, random } = ctx;
  const insert = db.prepare(MEMBER_INSERT);
  const industry = db.prepare('INSERT OR IGNORE INTO member_industry_tags (member_id, tag_id, sort) VALUES (?, ?, ?)');
  const work = db.prepare(
    'INSERT INTO member_work_history (member_id, position, company, company_id, location, location_id, start_time, end_time, description) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const demoHash = hashPasswordSync(DEMO_PASSWORD);

  membersCorpus.forEach((m, i) => {
    const id = FIRST_MEMBER_ID + i;
    const demo = i < DEMO_COUNT;
    const incomplete = i === INCOMPLETE_DEMO_INDEX;
    const companyId = m.companyIndex !== undefined ? (ctx.companyIds[m.companyIndex] ?? 0) : 0;
    // the incomplete account has no place yet, as a new registration (issue 29 item 15: its wizard pre-set 中国 / 北京)
    const locationId = incomplete ? null : (ctx.locationIds.get(m.city) ?? null);
    const step = incomplete ? 1 : demo ? 4 : random.int(MIN_REGISTER_STEP, 4);
    insert.run(
      id,
      m.mobile,
      m.email ?? null,
      demo ? demoHash : null,
      m.nickname,
      seedImage('avatar', m.avatar, m.nickname),
      m.gender,
      incomplete || !m.company ? null : m.company,
      incomplete ? 0 : companyId,
      incomplete || !m.position ? null : m.position,
      locationId,
      locationId !== null ? m.city : null,
      m.bio,
      incomplete ? 1 : 0,
      step,
      i === 0 ? 1 : 0,
      !demo && i % 9 === 4 ? 0 : 1,
      'ORDINARY',
      seedImage('qr', id),
      demo ? daysAgo(200 + i) : daysAgo(random.int(5, 600)),
      daysAgo(random.next() * 10),
    );
    ctx.memberIds.push(id);
    if (incomplete) return;
    m.industryTags.forEach((name, k) => {
      const tag = tagIdByName(ctx, TAG_TYPE.industry, name);
      if (tag !== undefined) industry.run(id, tag, k);
    });
    if (m.company && m.position) {
      const startYear = random.int(2012, 2022);
      work.run(id, m.position.slice(0, 40), m.company, companyId, m.city, locationId, `${startYear}-0${random.int(1, 9)}-01`, null, m.bio.slice(0, 100));
    }
  });
}

/** Company permission tokens: the first demo account and every company admin get the full set. */
export function seedAuthorities(ctx: SeedContext): void {
  const insert = ctx.db.prepare('INSERT OR IGNORE INTO member_authorities (member_id, authority) VALUES (?, ?)');
  const admins = ctx.db.prepare("SELECT member_id FROM company_employees WHERE role = 'ADMIN'").all() as { member_id: number }[];
  const second = ctx.memberIds[1];
  // 13800000002 is the admin of 清泉饮品 with only some tokens (README); every other company admin has all of them.
  const full = new Set([ctx.memberIds[0], ...admins.map((a) => a.member_id)].filter((id): id is number => id !== undefined && id !== second));
  for (const id of full) for (const a of COMPANY_AUTHORITIES) insert.run(id, a);
  if (second !== undefined) {
    for (const a of ['company:product:add', 'company:product:edit', 'company:section:edit', 'company:customer-request:add']) insert.run(second, a);
  }
}

export function seedSocialGraph(ctx: SeedContext): void {
  const { db, random, memberIds } = ctx;
  const [demo1, demo2] = memberIds;
  if (demo1 === undefined || demo2 === undefined) return;
  const others = memberIds.slice(DEMO_COUNT);
  const follow = db.prepare('INSERT OR IGNORE INTO follows (follower_id, followee_id, created_at) VALUES (?, ?, ?)');
  const friend = db.prepare('INSERT OR IGNORE INTO friendships (member_id, friend_id, created_at) VALUES (?, ?, ?)');
  const request = db.prepare('INSERT INTO friend_requests (request_member_id, member_id, message, status, created_at) VALUES (?, ?, ?, ?, ?)');
  const visit = db.prepare('INSERT INTO member_visits (visitor_id, member_id, created_at) VALUES (?, ?, ?)');
  const befriend = (a: number, b: number): void => {
    const at = daysAgo(random.int(1, 200));
    friend.run(a, b, at);
    friend.run(b, a, at);
  };

  follow.run(demo1, demo2, daysAgo(150));
  follow.run(demo2, demo1, daysAgo(149));
  befriend(demo1, demo2);
  for (const id of memberIds) {
    const count = id === demo1 ? 15 : id === demo2 ? 12 : random.int(3, 12);
    for (const target of random.sample(memberIds, count)) if (target !== id) follow.run(id, target, daysAgo(random.int(1, 300)));
  }
  const friendsOf1 = random.sample(others, 8);
  const friendsOf2 = random.sample(others, 6);
  for (const id of friendsOf1) befriend(demo1, id);
  for (const id of friendsOf2) befriend(demo2, id);
  for (let k = 0; k < 150; k += 1) {
    const [a, b] = random.sample(others, 2);
    if (a !== undefined && b !== undefined) befriend(a, b);
  }

  const strangers = others.filter((id) => !friendsOf1.includes(id));
  for (const from of random.sample(strangers, 3)) {
    request.run(from, demo1, '您好，我们在食品包装领域有合作机会，想加您为好友交流一下。', 'PENDING', daysAgo(random.next() * 5));
  }
  const forDemo2 = random.pick(others.filter((id) => !friendsOf2.includes(id)));
  request.run(forDemo2, demo2, '您好，看到您发布的需求，方便交流一下吗？', 'PENDING', daysAgo(1));
  for (const from of random.sample(others, 12)) visit.run(from, demo1, daysAgo(random.next() * 30));
}
