/**
 * Post lists and publishing (§7.3): hot / circle hot / recent hot (G26), related (G27), by tag (G04),
 * view recording (G03), templates (G16), create / update / delete (G17), circle membership (G18),
 * banned (G19), grey words (G21, G50), pins (G25).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERR_BANNED, ERR_NO_PERMISSION, SITE_TAG, THEME_TAG, TOPIC_SITE_TAG } from '../../lib/constants';
import { JOIN_FIRST_MESSAGE } from '../../lib/contract/circle';
import { postDetailSchema, postListSchema, postPageSchema, postSaveResultSchema, postTemplateSchema } from '../../lib/contract/post';
import { call, createTestApi, DEMO, loginDemo, withDb, type TestApi } from './helpers';

let api: TestApi;
let first: string;
let second: string;
let firstId: number;

const circleId = async (name: string) => await withDb(api, async (db) => (await db.prepare('SELECT id FROM circles WHERE name = ?').get(name) as { id: number }).id);
const draft = (extra: Record<string, unknown> = {}) => ({
  title: '求购 500ml PET 瓶坯',
  content: '年用量约 300 万只，口型 1881，要求食品级原料并提供检测报告，华东地区送货。',
  tagId: SITE_TAG.demand,
  themeTagId: THEME_TAG.packaging,
  images: [],
  ...extra,
});

beforeAll(async () => {
  api = await createTestApi();
  const a = await loginDemo(api, DEMO.first);
  first = a.access_token;
  firstId = a.memberId;
  second = (await loginDemo(api, DEMO.second)).access_token;
});
afterAll(async () => {
  await api.close();
});

describe('hot and related lists (G26, G27)', () => {
  it('hot, recent hot: 5 by default', async () => {
    for (const path of ['/post/posts/hot', '/post/posts/recent/hot']) {
      const list = postListSchema.parse((await call(api, 'GET', path)).body.data);
      expect(list).toHaveLength(5);
    }
    expect(postListSchema.parse((await call(api, 'GET', '/post/posts/hot', { query: { size: 3 } })).body.data)).toHaveLength(3);
  });

  it('circle hot lists only the circle’s posts and needs circleId', async () => {
    const cid = await circleId('食品包材采购交流圈');
    const list = postListSchema.parse((await call(api, 'GET', '/post/posts/circle/hot', { query: { circleId: cid } })).body.data);
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((p) => p.circleId === cid)).toBe(true);
    expect((await call(api, 'GET', '/post/posts/circle/hot')).body.code).toBe(1);
  });

  it('related posts share theme, circle or type and exclude the post itself', async () => {
    const page = postPageSchema.parse((await call(api, 'GET', '/post/posts/page', { query: { themeTagId: THEME_TAG.equipment, size: 1 } })).body.data);
    const post = page.records[0];
    const list = postListSchema.parse((await call(api, 'GET', `/post/posts/related/${post?.id}`)).body.data);
    expect(list.length).toBe(5);
    expect(list.some((p) => p.id === post?.id)).toBe(false);
    expect(list[0]?.themeTagId === post?.themeTagId || list[0]?.circleId === post?.circleId).toBe(true);
    expect((await call(api, 'GET', '/post/posts/related/999999')).body.code).toBe(404);
  });
});

describe('posts of a tag (G04)', () => {
  it('pages posts by site tag or theme tag; unknown tag 404', async () => {
    const bySite = postPageSchema.parse((await call(api, 'GET', `/post/posts/tag/${SITE_TAG.supply}/page`, { query: { size: 5 } })).body.data);
    expect(bySite.records).toHaveLength(5);
    expect(bySite.records.every((p) => p.tagId === SITE_TAG.supply)).toBe(true);
    const byTheme = postPageSchema.parse((await call(api, 'GET', `/post/posts/tag/${THEME_TAG.oem}/page`, { query: { current: 2, size: 3 } })).body.data);
    expect(byTheme.current).toBe(2);
    expect(byTheme.records.every((p) => p.themeTagId === THEME_TAG.oem)).toBe(true);
    expect((await call(api, 'GET', '/post/posts/tag/987654/page')).body.code).toBe(404);
  });
});

describe('view recording (G03)', () => {
  it('counts one view per call, visitor or member; missing post 404', async () => {
    const post = postPageSchema.parse((await call(api, 'GET', '/post/posts/page', { query: { size: 1 } })).body.data).records[0];
    const before = post?.viewCount ?? 0;
    expect((await call(api, 'POST', '/post/posts/view', { json: { id: post?.id } })).body.code).toBe(0);
    expect((await call(api, 'POST', '/post/posts/view', { json: { id: post?.id }, token: first })).body.code).toBe(0);
    const detail = postDetailSchema.parse((await call(api, 'GET', `/post/posts/${post?.id}`)).body.data);
    expect(detail.viewCount).toBe(before + 2);
    expect((await call(api, 'POST', '/post/posts/view', { json: { id: 999999 } })).body.code).toBe(404);
    expect((await call(api, 'POST', '/post/posts/view', { json: {} })).body.code).toBe(1);
  });
});

describe('templates (G16)', () => {
  it('answers the theme’s template, else the type’s default, else null', async () => {
    const themed = postTemplateSchema.parse((await call(api, 'GET', `/post/posts/template/tag/${SITE_TAG.demand}`, { query: { themeTagId: THEME_TAG.packaging } })).body.data);
    expect(themed?.title).toBe('【包材求购】');
    expect(themed?.content).toContain('包材类型');
    const fallback = postTemplateSchema.parse((await call(api, 'GET', `/post/posts/template/tag/${SITE_TAG.supply}`, { query: { themeTagId: THEME_TAG.marketing } })).body.data);
    expect(fallback?.themeTagId).toBeNull();
    expect(fallback?.content).toContain('产品名称');
    expect((await call(api, 'GET', '/post/posts/template/tag/39')).body.data).toBeNull();
    // V05: in English the same template in English; every template has its English text
    const english = postTemplateSchema.parse((await call(api, 'GET', `/post/posts/template/tag/${SITE_TAG.supply}`, { query: { lang: 'en' } })).body.data);
    expect(english?.title).toBe('[Supply]');
    expect(english?.content).toMatch(/^Product:/);
    const missing = await withDb(api, async (db) => (await db.prepare('SELECT COUNT(*) AS n FROM post_templates WHERE content_en IS NULL').get() as { n: number }).n);
    expect(missing).toBe(0);
    const chinese = await withDb(api, async (db) => await db.prepare('SELECT title_en || content_en AS t FROM post_templates').all() as { t: string }[]);
    for (const { t } of chinese) expect(t).not.toMatch(/[\u3400-\u9fff\uff00-\uffef]/);
    expect((await call(api, 'GET', `/post/posts/template/tag/${SITE_TAG.supply}`, { query: { lang: 'fr' } })).body.code).not.toBe(0);
  });
});

describe('publishing (G17–G19, G21)', () => {
  it('a visitor gets 401; bad input code 1', async () => {
    expect((await call(api, 'POST', '/post/posts', { json: draft() })).status).toBe(401);
    expect((await call(api, 'POST', '/post/posts', { token: first, json: draft({ title: '' }) })).body.code).toBe(1);
    expect((await call(api, 'POST', '/post/posts', { token: first, json: draft({ tagId: 39 }) })).body.code).toBe(1);
    expect((await call(api, 'POST', '/post/posts', { token: first, json: draft({ images: Array.from({ length: 10 }, (_, i) => `/api/files/x/${i}.png`) }) })).body.code).toBe(1);
    expect((await call(api, 'POST', '/post/posts', { token: first, json: draft({ themeTagId: SITE_TAG.demand }) })).body.code).toBe(1);
  });

  it('creates, reads, updates and deletes an own post', async () => {
    const created = await call(api, 'POST', '/post/posts', { token: first, json: draft({ images: ['/api/files/seed/product/2001.svg'] }) });
    expect(created.body.code).toBe(0);
    const { id } = postSaveResultSchema.parse(created.body.data);
    const detail = postDetailSchema.parse((await call(api, 'GET', `/post/posts/${id}`)).body.data);
    expect(detail).toMatchObject({ title: '求购 500ml PET 瓶坯', tagId: SITE_TAG.demand, memberId: firstId, images: ['/api/files/seed/product/2001.svg'] });

    expect((await call(api, 'PUT', '/post/posts', { token: second, json: { ...draft(), id } })).body.code).toBe(ERR_NO_PERMISSION);
    const updated = await call(api, 'PUT', '/post/posts', { token: first, json: { ...draft({ tagId: TOPIC_SITE_TAG, title: '瓶坯集采经验分享' }), id } });
    expect(updated.body.code).toBe(0);
    const after = postDetailSchema.parse((await call(api, 'GET', `/post/posts/${id}`)).body.data);
    expect(after).toMatchObject({ title: '瓶坯集采经验分享', tagId: TOPIC_SITE_TAG, images: [] });

    expect((await call(api, 'DELETE', `/post/posts/${id}`)).status).toBe(401);
    expect((await call(api, 'DELETE', `/post/posts/${id}`, { token: second })).body.code).toBe(ERR_NO_PERMISSION);
    expect((await call(api, 'DELETE', `/post/posts/${id}`, { token: first })).body.code).toBe(0);
    expect((await call(api, 'GET', `/post/posts/${id}`)).body.code).toBe(404);
    expect((await call(api, 'DELETE', `/post/posts/${id}`, { token: first })).body.code).toBe(404);
  });

  it('flags grey words of the text', async () => {
    const word = await withDb(api, async (db) => (await db.prepare('SELECT word FROM grey_words LIMIT 1').get() as { word: string }).word);
    const res = await call(api, 'POST', '/post/posts', { token: first, json: draft({ content: `长期供应，${word}，欢迎咨询。` }) });
    expect(postSaveResultSchema.parse(res.body.data).greyWords).toContain(word);
    const detail = postDetailSchema.parse((await call(api, 'GET', `/post/posts/${res.body.data.id}`)).body.data);
    expect(detail.greyWords).toContain(word);
  });

  it('R55 publishing in a circle needs JOINED (or owner/admin)', async () => {
    const cid = await circleId('烘焙包装创新');
    const refused = await call(api, 'POST', '/post/posts', { token: first, json: draft({ circleId: cid }) });
    expect(refused.body).toMatchObject({ code: 1, msg: JOIN_FIRST_MESSAGE });
    await call(api, 'POST', `/post/circles/${cid}/join`, { token: first });
    const ok = await call(api, 'POST', '/post/posts', { token: first, json: draft({ circleId: cid }) });
    expect(ok.body.code).toBe(0);
    expect(postDetailSchema.parse((await call(api, 'GET', `/post/posts/${ok.body.data.id}`)).body.data).circleId).toBe(cid);
    expect((await call(api, 'POST', '/post/posts', { token: second, json: draft({ circleId: cid }) })).body.code).toBe(0);
    const priv = await circleId('饮料包材联采群');
    await call(api, 'POST', `/post/circles/${priv}/requests`, { token: first, json: { requestType: 1 } });
    expect((await call(api, 'POST', '/post/posts', { token: first, json: draft({ circleId: priv }) })).body.msg).toBe(JOIN_FIRST_MESSAGE);
  });

  it('R53 a banned member cannot publish (10407)', async () => {
    await withDb(api, async (db) => await db.prepare('UPDATE members SET is_banned = 1 WHERE id = ?').run(firstId));
    const res = await call(api, 'POST', '/post/posts', { token: first, json: draft() });
    expect(res.body).toMatchObject({ code: ERR_BANNED, msg: '您的账号已被禁言，请联系管理员' });
    await withDb(api, async (db) => await db.prepare('UPDATE members SET is_banned = 0 WHERE id = ?').run(firstId));
  });
});

describe('pins (G25)', () => {
  it('owner/admin toggle a pin; pinned posts come first; others 10403', async () => {
    const cid = await circleId('无菌灌装技术交流');
    const posts = postPageSchema.parse((await call(api, 'GET', '/post/posts/page', { query: { circleId: cid, size: 10 } })).body.data).records;
    const last = posts[posts.length - 1];
    expect((await call(api, 'PUT', `/post/posts/circle/top/${last?.id}`)).status).toBe(401);
    expect((await call(api, 'PUT', `/post/posts/circle/top/${last?.id}`, { token: first })).body.code).toBe(ERR_NO_PERMISSION);
    const pinned = await call(api, 'PUT', `/post/posts/circle/top/${last?.id}`, { token: second });
    expect(pinned.body).toMatchObject({ code: 0, data: { isTop: true, circleId: cid } });
    const after = postPageSchema.parse((await call(api, 'GET', '/post/posts/page', { query: { circleId: cid, size: 10 } })).body.data).records;
    expect(after[0]?.id).toBe(last?.id);
    expect(after[0]?.isTop).toBe(true);
    const unpinned = await call(api, 'PUT', `/post/posts/circle/top/${last?.id}`, { token: second });
    expect(unpinned.body.data.isTop).toBe(false);
    const outside = postPageSchema.parse((await call(api, 'GET', '/post/posts/page', { query: { tagId: SITE_TAG.supply, size: 50 } })).body.data).records.find((p) => p.circleId === null);
    expect((await call(api, 'PUT', `/post/posts/circle/top/${outside?.id}`, { token: second })).body.code).toBe(1);
  });
});
