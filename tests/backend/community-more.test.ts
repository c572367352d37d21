/**
 * The remaining calls of §7.3 (issue 5): circle create / edit (G40) with gating and validation, columns
 * subscribe and lists (F34, G44), the member's post lists (G42), recommended posts (G28), post / circle /
 * author searches, mini-app codes (G29, G34) and the post video (issue 5 §3, P15).
 */
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERR_BANNED, ERR_NO_PERMISSION } from '../../lib/constants';
import { circleDetailSchema, circleSaveResultSchema, columnListSchema, columnSchema, myCircleListSchema } from '../../lib/contract/circle';
import { postAuthorHitPageSchema, postDetailSchema, postListSchema, postPageSchema } from '../../lib/contract/post';
import { circlePageSchema } from '../../lib/contract/circle';
import { call, createTestApi, DEMO, loginDemo, withDb, type TestApi } from './helpers';

let api: TestApi;
let first: string;
let second: string;
let firstId: number;
let secondId: number;

async function tokenOf(memberId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const sha = (v: string) => createHash('sha256').update(v).digest('hex');
  const now = Date.now();
  await withDb(api, async (db) =>
    await db
      .prepare(
        `INSERT INTO auth_tokens (member_id, client_id, access_hash, refresh_hash, grant_type, remember_me, access_expires_at, refresh_expires_at, created_at)
         VALUES (?, 'web', ?, ?, 'test', 1, ?, ?, ?)`,
      )
      .run(memberId, sha(token), sha(`${token}.refresh`), now + 3_600_000, now + 3_600_000, now),
  );
  return token;
}

const circleCount = async () => await withDb(api, async (db) => (await db.prepare('SELECT COUNT(*) AS n FROM circles').get() as { n: number }).n);
const circleRow = async (id: number) =>
  await withDb(api, async (db) => await db.prepare('SELECT name, description, avatar, cover_img, category, is_public, owner_member_id FROM circles WHERE id = ?').get(id) as Record<string, unknown>);

const AVATAR = '/api/files/oss/image/circle/0123456789abcdef0123456789abcdef0123.png';
const valid = (name: string) => ({
  circleName: name,
  description: '面向烘焙原料采购与研发人员，交流油脂、乳粉、酶制剂的选型与供应商评估经验。',
  avatar: AVATAR,
  coverImg: null,
  category: '食品配料',
  isPublic: true,
});

beforeAll(async () => {
  api = await createTestApi();
  const a = await loginDemo(api, DEMO.first);
  const b = await loginDemo(api, DEMO.second);
  first = a.access_token;
  second = b.access_token;
  firstId = a.memberId;
  secondId = b.memberId;
});
afterAll(async () => {
  await api.close();
});

describe('G40 POST /post/circles', () => {
  it('needs a member (401) and refuses a banned one (10407)', async () => {
    expect((await call(api, 'POST', '/post/circles', { json: valid('烘焙原料研习社') })).status).toBe(401);
    const banned = await withDb(api, async (db) => (await db.prepare('SELECT id FROM members WHERE is_banned = 1 ORDER BY id').get() as { id: number }).id);
    const res = await call(api, 'POST', '/post/circles', { token: await tokenOf(banned), json: valid('烘焙原料研习社') });
    expect(res.body.code).toBe(ERR_BANNED);
  });

  it('refuses invalid fields with code 1 and stores nothing', async () => {
    const before = await circleCount();
    const bad = [
      { ...valid('x'), circleName: '' },
      { ...valid('x'), circleName: '很'.repeat(21) },
      { ...valid('烘焙原料研习社'), description: '' },
      { ...valid('烘焙原料研习社'), avatar: 'javascript:alert(1)' },
      { ...valid('烘焙原料研习社'), category: '' },
      { ...valid('烘焙原料研习社'), isPublic: 'yes' },
    ];
    for (const body of bad) {
      const res = await call(api, 'POST', '/post/circles', { token: first, json: body });
      expect(res.body.code, JSON.stringify(body)).toBe(1);
      expect(res.body.msg).toMatch(/^(circleName|description|avatar|category|isPublic): /);
    }
    expect(await circleCount()).toBe(before);
  });

  it('creates the circle; the creator is its OWNER (JOINED for publishing) and sees it under mine', async () => {
    const res = await call(api, 'POST', '/post/circles', { token: first, json: valid('烘焙原料研习社') });
    expect(res.body.code).toBe(0);
    const { circleId } = circleSaveResultSchema.parse(res.body.data);
    expect(await circleRow(circleId)).toMatchObject({ name: '烘焙原料研习社', owner_member_id: firstId, is_public: 1, category: '食品配料' });
    const detail = circleDetailSchema.parse((await call(api, 'GET', `/post/circles/detail/${circleId}`, { token: first })).body.data);
    expect(detail.circleMemberType).toBe('OWNER');
    expect(detail.memberCount).toBe(1);
    const mine = myCircleListSchema.parse((await call(api, 'GET', '/post/circles/my', { token: first })).body.data);
    expect(mine.find((c) => c.circleId === circleId)?.memberType).toBe('OWNER');
    // the owner may publish in it at once
    const post = await call(api, 'POST', '/post/posts', { token: first, json: { title: '新圈子第一帖', content: '欢迎大家交流烘焙原料选型。', tagId: 11, circleId } });
    expect(post.body.code).toBe(0);
  });

  it('refuses a second circle with the same name (case-insensitive)', async () => {
    const before = await circleCount();
    const res = await call(api, 'POST', '/post/circles', { token: second, json: valid('烘焙原料研习社') });
    expect(res.body.code).toBe(1);
    expect(res.body.msg).toMatch(/^circleName: /);
    expect(await circleCount()).toBe(before);
  });
});

describe('G40 PUT /post/circles', () => {
  let circleId: number;
  beforeAll(async () => {
    circleId = (await call(api, 'POST', '/post/circles', { token: first, json: { ...valid('包装印刷质检圈'), isPublic: true } })).body.data.circleId;
  });

  it('a plain member, a joined member and an admin cannot edit (10403); nothing changes', async () => {
    const snapshot = await circleRow(circleId);
    const edit = { ...valid('包装印刷质检圈'), circleId, description: '被改写的简介' };
    expect((await call(api, 'PUT', '/post/circles', { json: edit })).status).toBe(401);
    expect((await call(api, 'PUT', '/post/circles', { token: second, json: edit })).body.code).toBe(ERR_NO_PERMISSION);
    expect((await call(api, 'POST', `/post/circles/${circleId}/join`, { token: second })).body.data.circleMemberType).toBe('JOINED');
    expect((await call(api, 'PUT', '/post/circles', { token: second, json: edit })).body.code).toBe(ERR_NO_PERMISSION);
    await withDb(api, async (db) => await db.prepare("UPDATE circle_members SET member_type = 'ADMIN' WHERE circle_id = ? AND member_id = ?").run(circleId, secondId));
    expect((await call(api, 'PUT', '/post/circles', { token: second, json: edit })).body.code).toBe(ERR_NO_PERMISSION);
    expect(await circleRow(circleId)).toEqual(snapshot);
  });

  it('the owner edits name, introduction, images, category and visibility; invalid input changes nothing', async () => {
    const snapshot = await circleRow(circleId);
    const bad = await call(api, 'PUT', '/post/circles', { token: first, json: { ...valid('包装印刷质检圈'), circleId, description: '简'.repeat(501) } });
    expect(bad.body.code).toBe(1);
    expect(await circleRow(circleId)).toEqual(snapshot);
    const cover = '/api/files/oss/image/circle/abcdefabcdefabcdefabcdefabcdefabcdef.jpg';
    const res = await call(api, 'PUT', '/post/circles', {
      token: first,
      json: { circleId, circleName: '包装印刷品质控制圈', description: '色差、套准与 ISO 12647 实践交流', avatar: AVATAR, coverImg: cover, category: '包装印刷', isPublic: false },
    });
    expect(res.body).toMatchObject({ code: 0, data: { circleId } });
    expect(await circleRow(circleId)).toMatchObject({ name: '包装印刷品质控制圈', description: '色差、套准与 ISO 12647 实践交流', cover_img: cover, category: '包装印刷', is_public: 0 });
  });

  it('an unknown circle is 404', async () => {
    expect((await call(api, 'PUT', '/post/circles', { token: first, json: { ...valid('不存在的圈子'), circleId: 999999 } })).body.code).toBe(404);
  });
});

describe('F34 / G44 columns', () => {
  /** A column written by neither demo account. */
  const column = async () =>
    await withDb(api, async (db) => await db.prepare('SELECT id, owner_member_id FROM columns WHERE owner_member_id NOT IN (?, ?) ORDER BY id').get(firstId, secondId) as { id: number; owner_member_id: number });

  it('GET /post/columns/{id}: the Column entity, -1 for a visitor, 404 when unknown', async () => {
    const { id } = await column();
    const res = await call(api, 'GET', `/post/columns/${id}`);
    const c = columnSchema.parse(res.body.data);
    expect(c).toMatchObject({ columnId: id, columnMemberType: -1 });
    expect(c.miniappCode).toMatch(/^\/api\/files\/qr\?text=/);
    expect((await call(api, 'GET', '/post/columns/999999')).body.code).toBe(404);
    expect((await call(api, 'GET', '/post/columns/abc')).body.code).toBe(1);
  });

  it('subscribe and unsubscribe toggle the state and the count; visitors get 401', async () => {
    const { id } = await column();
    expect((await call(api, 'DELETE', `/post/columns/${id}/leave`, { token: second })).body.data.columnMemberType).toBe(-1);
    expect((await call(api, 'POST', `/post/columns/${id}/join`)).status).toBe(401);
    const before = columnSchema.parse((await call(api, 'GET', `/post/columns/${id}`, { token: second })).body.data);
    const on = await call(api, 'POST', `/post/columns/${id}/join`, { token: second });
    expect(on.body.data).toEqual({ columnMemberType: 'JOINED', subscriberCount: before.subscriberCount + 1 });
    expect((await call(api, 'POST', `/post/columns/${id}/join`, { token: second })).body.data.subscriberCount).toBe(before.subscriberCount + 1);
    expect(columnSchema.parse((await call(api, 'GET', `/post/columns/${id}`, { token: second })).body.data).columnMemberType).toBe('JOINED');
    const followed = columnListSchema.parse((await call(api, 'GET', '/post/circles/follow-column', { token: second })).body.data);
    expect(followed.map((c) => c.columnId)).toContain(id);
    const off = await call(api, 'DELETE', `/post/columns/${id}/leave`, { token: second });
    expect(off.body.data).toEqual({ columnMemberType: -1, subscriberCount: before.subscriberCount });
    const after = columnListSchema.parse((await call(api, 'GET', '/post/circles/follow-column', { token: second })).body.data);
    expect(after.map((c) => c.columnId)).not.toContain(id);
    expect((await call(api, 'POST', '/post/columns/999999/join', { token: second })).body.code).toBe(404);
  });

  it('create-column lists the member own columns as OWNER; the author cannot unsubscribe', async () => {
    const { id, owner_member_id: ownerId } = await column();
    const owner = await tokenOf(ownerId);
    const created = columnListSchema.parse((await call(api, 'GET', '/post/circles/create-column', { token: owner })).body.data);
    expect(created.map((c) => c.columnId)).toContain(id);
    expect(created.every((c) => c.columnMemberType === 'OWNER')).toBe(true);
    expect((await call(api, 'DELETE', `/post/columns/${id}/leave`, { token: owner })).body.code).toBe(1);
    expect((await call(api, 'GET', '/post/circles/create-column')).status).toBe(401);
    expect((await call(api, 'GET', '/post/circles/follow-column')).status).toBe(401);
  });
});

describe('G42 the member post lists', () => {
  it('need a member (401)', async () => {
    for (const path of ['/post/posts/my', '/post/posts/common', '/post/posts/members']) expect((await call(api, 'GET', path)).status).toBe(401);
  });

  it('/post/posts/my: only the caller own posts, newest first, paged', async () => {
    const page = postPageSchema.parse((await call(api, 'GET', '/post/posts/my', { token: first, query: { size: 5 } })).body.data);
    expect(page.total).toBeGreaterThan(0);
    expect(page.records.every((p) => p.memberId === firstId)).toBe(true);
    const times = page.records.map((p) => p.publishTime);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('/post/posts/common: posts in the circles the caller belongs to', async () => {
    const page = postPageSchema.parse((await call(api, 'GET', '/post/posts/common', { token: second, query: { size: 20 } })).body.data);
    const mine = new Set(myCircleListSchema.parse((await call(api, 'GET', '/post/circles/my', { token: second })).body.data).map((c) => c.circleId));
    expect(page.records.length).toBeGreaterThan(0);
    expect(page.records.every((p) => p.circleId !== null && mine.has(p.circleId))).toBe(true);
  });

  it('/post/posts/members: signed posts of the members the caller follows', async () => {
    const page = postPageSchema.parse((await call(api, 'GET', '/post/posts/members', { token: first, query: { size: 20, current: 1 } })).body.data);
    const followees = new Set(
      await withDb(api, async (db) => (await db.prepare('SELECT followee_id FROM follows WHERE follower_id = ?').all(firstId) as { followee_id: number }[]).map((r) => r.followee_id)),
    );
    expect(page.records.every((p) => followees.has(p.memberId) && !p.isAnonymous)).toBe(true);
  });
});

describe('G28 recommend2 and the searches', () => {
  it('recommend2: 3 by default, `size` up to 20, without the caller own posts', async () => {
    expect(postListSchema.parse((await call(api, 'GET', '/post/posts/recommend2')).body.data)).toHaveLength(3);
    expect(postListSchema.parse((await call(api, 'GET', '/post/posts/recommend2', { query: { size: 6 } })).body.data)).toHaveLength(6);
    const forFirst = postListSchema.parse((await call(api, 'GET', '/post/posts/recommend2', { token: first, query: { size: 20 } })).body.data);
    expect(forFirst.every((p) => p.memberId !== firstId)).toBe(true);
  });

  it('/post/posts/v2/search: keyword required; hits contain it; sortByTime orders by time', async () => {
    expect((await call(api, 'GET', '/post/posts/v2/search')).body.code).toBe(1);
    const page = postPageSchema.parse((await call(api, 'GET', '/post/posts/v2/search', { query: { keyword: '包装', size: 10, sortByTime: 'true' } })).body.data);
    expect(page.total).toBeGreaterThan(0);
    expect(page.records.every((p) => `${p.title}${p.content}`.includes('包装'))).toBe(true);
    const times = page.records.map((p) => p.publishTime);
    expect([...times].sort().reverse()).toEqual(times);
    // LIKE's wildcards are plain characters: punctuation separates words, it never matches everything.
    expect(postPageSchema.parse((await call(api, 'GET', '/post/posts/v2/search', { query: { keyword: '%_' } })).body.data).total).toBe(0);
    const hundred = postPageSchema.parse((await call(api, 'GET', '/post/posts/v2/search', { query: { keyword: '100' } })).body.data).total;
    expect(postPageSchema.parse((await call(api, 'GET', '/post/posts/v2/search', { query: { keyword: '100%_' } })).body.data).total).toBe(hundred);
  });

  it('/post/posts/circle/search and /post/posts/members/search', async () => {
    const circles = circlePageSchema.parse((await call(api, 'GET', '/post/posts/circle/search', { query: { keyword: '圈' } })).body.data);
    expect(circles.total).toBeGreaterThan(0);
    expect(circles.records.every((c) => `${c.circleName}${c.category ?? ''}${c.description ?? ''}`.includes('圈'))).toBe(true);
    const nickname = await withDb(api, async (db) => (await db.prepare('SELECT nickname FROM members WHERE id = ?').get(firstId) as { nickname: string }).nickname);
    const members = postAuthorHitPageSchema.parse((await call(api, 'GET', '/post/posts/members/search', { query: { keyword: nickname } })).body.data);
    expect(members.records.map((m) => m.memberId)).toContain(firstId);
    expect((await call(api, 'GET', '/post/posts/members/search', { query: { keyword: ' ' } })).body.code).toBe(1);
  });
});

describe('G29 / G34 mini-app codes', () => {
  it('answer a QR image URL of the page; unknown ids are 404', async () => {
    const postId = await withDb(api, async (db) => (await db.prepare("SELECT id FROM posts WHERE status = 'PUBLISHED' ORDER BY id").get() as { id: number }).id);
    const circleId = await withDb(api, async (db) => (await db.prepare('SELECT id FROM circles ORDER BY id').get() as { id: number }).id);
    const p = await call(api, 'GET', `/post/posts/${postId}/miniapp-code`);
    expect(p.body.data).toContain(encodeURIComponent(`/community/post/${postId}`));
    const c = await call(api, 'GET', `/post/circles/${circleId}/miniapp-code`);
    expect(c.body.data).toContain(encodeURIComponent(`/circle/${circleId}`));
    expect((await call(api, 'GET', '/post/posts/999999/miniapp-code')).body.code).toBe(404);
    expect((await call(api, 'GET', '/post/circles/999999/miniapp-code')).body.code).toBe(404);
  });
});

describe('issue 5 §3 / P15 a post with a video', () => {
  const video = '/api/files/oss/video/post/0123456789abcdef0123456789abcdef0123.mp4';
  it('stores and answers the video; edit removes it', async () => {
    const res = await call(api, 'POST', '/post/posts', { token: first, json: { title: '灌装线视频', content: '新上线的无菌灌装线运行视频。', tagId: 9, video } });
    expect(res.body.code).toBe(0);
    const id = res.body.data.id as number;
    expect(postDetailSchema.parse((await call(api, 'GET', `/post/posts/${id}`)).body.data).video).toBe(video);
    const mine = postPageSchema.parse((await call(api, 'GET', '/post/posts/my', { token: first })).body.data);
    expect(mine.records.find((p) => p.id === id)?.video).toBe(video);
    const edited = await call(api, 'PUT', '/post/posts', { token: first, json: { id, title: '灌装线视频', content: '新上线的无菌灌装线运行视频。', tagId: 9, video: null } });
    expect(edited.body.code).toBe(0);
    expect(postDetailSchema.parse((await call(api, 'GET', `/post/posts/${id}`)).body.data).video).toBeNull();
  });

  it('refuses a video outside video/post/ with code 1', async () => {
    for (const bad of ['/api/files/oss/image/post/0123456789abcdef0123456789abcdef0123.mp4', 'javascript:alert(1)']) {
      const res = await call(api, 'POST', '/post/posts', { token: first, json: { title: '错误视频', content: '内容', tagId: 9, video: bad } });
      expect(res.body.code).toBe(1);
      expect(res.body.msg).toMatch(/^video: /);
    }
  });
});
