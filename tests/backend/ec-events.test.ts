import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentPageSchema, commentSchema } from '../../lib/contract/comment';
import { hotKeywordPageSchema } from '../../lib/contract/common';
import {
  eventDetailSchema,
  eventPageSchema,
  eventSearchPageSchema,
  eventTypeTagListSchema,
  formTemplateSchema,
  merchantSchema,
  ticketProductSchema,
} from '../../lib/contract/ec';
import { call, createTestApi, DEMO, loginDemo, withDb, type TestApi } from './helpers';

let api: TestApi;
let token: string;

beforeAll(async () => {
  api = await createTestApi();
  token = (await loginDemo(api, DEMO.first)).access_token;
});
afterAll(async () => {
  await api.close();
});

const eventIdByTitle = async (title: string): Promise<number> =>
  await withDb(api, async (db) => (await db.prepare('SELECT id FROM events WHERE title = ?').get(title) as { id: number }).id);

describe('seeded events (issue 14 item 6)', () => {
  it('H01 at least 30 events over the type tags: free, paid, multi-SKU, group-buy, sold-out, ended, no date, with and without forms', async () => {
    const page = eventPageSchema.parse((await call(api, 'GET', '/ec/stores/page', { query: { size: 100 } })).body.data);
    expect(page.total).toBeGreaterThanOrEqual(30);
    const items = page.records;
    expect(items.some((e) => e.minPrice === 0 && e.maxPrice === 0)).toBe(true);
    expect(items.some((e) => (e.minPrice ?? 0) > 0)).toBe(true);
    expect(items.some((e) => e.hasGroupBuy)).toBe(true);
    expect(items.some((e) => e.soldOut)).toBe(true);
    expect(items.some((e) => e.state === 'ENDED')).toBe(true);
    expect(items.some((e) => e.state === 'NO_DATE' && e.startTime === null)).toBe(true);
    expect(new Set(items.map((e) => e.typeCode)).size).toBeGreaterThanOrEqual(6);
    // V05: the type's English name comes along for the en interface (issue 18 item 4)
    expect(items.filter((e) => e.type !== null && !e.typeEnName)).toEqual([]);
    // ended events come after the rest
    const firstEnded = items.findIndex((e) => e.state === 'ENDED');
    expect(items.slice(firstEnded).every((e) => e.state === 'ENDED')).toBe(true);
    const forms = await withDb(api, async (db) => await db.prepare('SELECT COUNT(*) AS "withForm", SUM(CASE WHEN form_id IS NULL THEN 1 ELSE 0 END) AS without FROM ec_products').get() as { withForm: number; without: number });
    expect(forms.without).toBeGreaterThan(0);
    expect(forms.withForm - forms.without).toBeGreaterThan(0);
    const multi = await withDb(api, async (db) => await db.prepare('SELECT COUNT(*) AS n FROM (SELECT product_id FROM ec_skus GROUP BY product_id HAVING COUNT(*) > 1) AS multi').get() as { n: number });
    expect(multi.n).toBeGreaterThan(5);
  });

  it('H19 an event with end before start reads NO_DATE (时间待定)', async () => {
    const id = await eventIdByTitle('标签印刷技术交流会');
    const detail = eventDetailSchema.parse((await call(api, 'GET', `/ec/stores/${id}`)).body.data);
    expect(detail.state).toBe('NO_DATE');
  });
});

describe('H01 H02 H13 event lists', () => {
  it('H01 filters by type tag code; an unknown code answers 404', async () => {
    const page = eventPageSchema.parse((await call(api, 'GET', '/ec/stores/page', { query: { tagCode: 'training', size: 50 } })).body.data);
    expect(page.total).toBeGreaterThan(0);
    expect(page.records.every((e) => e.typeCode === 'training')).toBe(true);
    expect((await call(api, 'GET', '/ec/stores/page', { query: { tagCode: 'nope' } })).body.code).toBe(404);
    const byTag = eventPageSchema.parse((await call(api, 'GET', '/ec/stores/page-by-tag', { query: { tagCode: 'expo' } })).body.data);
    expect(byTag.records.every((e) => e.typeCode === 'expo')).toBe(true);
    expect((await call(api, 'GET', '/ec/stores/page-by-tag')).body.code).toBe(404);
  });

  it('H02 lists the events of one organiser (sourceId) with its sourceName', async () => {
    const any = eventPageSchema.parse((await call(api, 'GET', '/ec/stores/page')).body.data).records.find((e) => e.sourceId !== null);
    const page = eventPageSchema.parse((await call(api, 'GET', '/ec/stores/page', { query: { sourceId: any?.sourceId ?? 0 } })).body.data);
    expect(page.records.length).toBeGreaterThan(0);
    expect(page.records.every((e) => e.sourceName === any?.sourceName)).toBe(true);
    expect((await call(api, 'GET', '/ec/stores/page', { query: { sourceId: 999999 } })).body.code).toBe(404);
  });

  it('H23 hot events: current 1, size 5', async () => {
    const page = eventPageSchema.parse((await call(api, 'GET', '/ec/stores/hot/page', { query: { current: 1, size: 5 } })).body.data);
    expect(page.records).toHaveLength(5);
    expect(page.records.every((e) => e.state !== 'ENDED')).toBe(true);
  });

  it('N13 the activity type tags are listed with codes that never start with a digit (A10)', async () => {
    const types = eventTypeTagListSchema.parse((await call(api, 'GET', '/ec/stores/types')).body.data);
    expect(types.length).toBeGreaterThanOrEqual(6);
    expect(types.every((t) => /^[^0-9]/.test(t.code))).toBe(true);
  });
});

describe('E15 E24 event search and hot keywords', () => {
  it('E15 matches the keyword and filters by type tag, with facets over all matches', async () => {
    const all = eventSearchPageSchema.parse((await call(api, 'GET', '/ec/stores/search', { query: { keyword: '包装' } })).body.data);
    expect(all.total).toBeGreaterThan(2);
    expect(all.facets.tags.reduce((n, t) => n + t.count, 0)).toBe(all.total);
    const tag = all.facets.tags[0];
    const filtered = eventSearchPageSchema.parse((await call(api, 'GET', '/ec/stores/search', { query: { keyword: '包装', tagId: tag?.id ?? 0 } })).body.data);
    expect(filtered.total).toBe(tag?.count);
    expect(filtered.facets.tags).toEqual(all.facets.tags);
    const none = eventSearchPageSchema.parse((await call(api, 'GET', '/ec/stores/search', { query: { keyword: '100%_' } })).body.data);
    expect(none.total).toBe(0);
  });

  it('H24 activity hot keywords answer {id, keyword} records', async () => {
    const page = hotKeywordPageSchema.parse((await call(api, 'GET', '/activity/searchkeyword/hot', { query: { searchCount: 0 } })).body.data);
    expect(page.records.length).toBeGreaterThan(0);
  });
});

describe('H03 H50 detail, product and organiser', () => {
  it('H03 the detail, then its product by productId with skuList; H50 the organiser', async () => {
    const id = await eventIdByTitle('2027 食品减糖创新峰会');
    const detail = eventDetailSchema.parse((await call(api, 'GET', `/ec/stores/${id}`)).body.data);
    expect(detail.content).toContain('<p>');
    expect(detail.merchant?.name).toBe(detail.sourceName);
    const product = ticketProductSchema.parse((await call(api, 'GET', `/ec/products/${detail.productId}`)).body.data);
    expect(product.activityId).toBe(id);
    expect(product.skuList.map((s) => s.name)).toEqual(['标准票', '早鸟票', '企业三人团购票']);
    expect(product.skuList[1]?.soldOut).toBe(true);
    expect(product.skuList[2]?.groupType).toBe('GROUP');
    expect(product.skuList[0]?.price).toBe(1280);
    const merchant = merchantSchema.parse((await call(api, 'GET', '/ec/products/merchant', { query: { productId: product.id } })).body.data);
    expect(merchant.eventCount).toBeGreaterThan(0);
  });

  it('H03 unknown ids answer 404; non-digit ids answer code 1, never 500', async () => {
    expect((await call(api, 'GET', '/ec/stores/999999')).body.code).toBe(404);
    expect((await call(api, 'GET', '/ec/products/999999')).body.code).toBe(404);
    expect((await call(api, 'GET', '/ec/products/merchant', { query: { productId: 999999 } })).body.code).toBe(404);
    const bad = await call(api, 'GET', '/ec/stores/12a');
    expect(bad.status).toBe(200);
    expect(bad.body.code).toBe(1);
  });
});

describe('H05 H25 form template', () => {
  it('H05 a visitor reads the form template; a supplied token must be live', async () => {
    const formId = await withDb(api, async (db) => (await db.prepare("SELECT id FROM ec_forms WHERE name = '培训报名表'").get() as { id: number }).id);
    const form = formTemplateSchema.parse((await call(api, 'GET', `/ec/forms/template/${formId}`)).body.data);
    expect(form.fields.map((f) => f.type)).toEqual(expect.arrayContaining(['TEXT', 'CHECKBOX', 'DATE', 'IMAGE', 'FILE']));
    expect((await call(api, 'GET', `/ec/forms/template/${formId}`, { query: { token } })).body.code).toBe(0);
    expect((await call(api, 'GET', `/ec/forms/template/${formId}`, { query: { token: 'expired-token' } })).status).toBe(401);
    expect((await call(api, 'GET', '/ec/forms/template/999999')).body.code).toBe(404);
  });
});

describe('H26 R60 identity validation', () => {
  it('H26 a valid resident ID passes; a wrong check digit is refused with the server msg', async () => {
    expect((await call(api, 'POST', '/ec/recipients/valid/Identity', { json: { idType: 'ID', idNumber: '11010519491231002X' } })).body).toMatchObject({ code: 0, data: { valid: true } });
    const bad = await call(api, 'POST', '/ec/recipients/valid/Identity', { json: { idType: 'ID', idNumber: '110105194912310021' } });
    expect(bad.body.code).toBe(1);
    expect(bad.body.msg).toContain('证件号码');
    expect((await call(api, 'POST', '/ec/recipients/valid/Identity', { json: { idType: 'PASSPORT', idNumber: 'E12345678' } })).body.code).toBe(0);
    expect((await call(api, 'POST', '/ec/recipients/valid/Identity', { json: { idType: 'MARS', idNumber: '1' } })).body.code).toBe(1);
  });
});

describe('H21 H22 likes and comments', () => {
  it('H21 like and unlike toggle; a visitor gets 401', async () => {
    const id = await eventIdByTitle('烘焙新品研发沙龙');
    expect((await call(api, 'POST', `/ec/stores/like/${id}`)).status).toBe(401);
    const liked = await call(api, 'POST', `/ec/stores/like/${id}`, { token });
    expect(liked.body.data.isLiked).toBe(true);
    expect((await call(api, 'GET', `/ec/stores/${id}`, { token })).body.data.isLiked).toBe(true);
    const unliked = await call(api, 'PUT', `/ec/stores/unlike/${id}`, { token });
    expect(unliked.body.data).toEqual({ isLiked: false, likeCount: liked.body.data.likeCount - 1 });
  });

  it('H22 add a comment with an image, reply, like it, list replies and delete one’s own', async () => {
    const id = await eventIdByTitle('烘焙新品研发沙龙');
    const created = await call(api, 'POST', '/ec/stores/comment', {
      token,
      json: { activityId: id, content: '请问现场可以试吃吗？', images: ['/api/files/oss/image/activityComment/abc.png'] },
    });
    const comment = commentSchema.parse(created.body.data);
    expect(comment.images).toEqual(['/api/files/oss/image/activityComment/abc.png']);
    const reply = commentSchema.parse((await call(api, 'POST', '/ec/stores/comment', { token, json: { activityId: id, content: '可以的', parentId: comment.id } })).body.data);
    expect((await call(api, 'POST', `/ec/stores/comment/like/${comment.id}`, { token })).body.data.isLiked).toBe(true);
    const list = commentPageSchema.parse((await call(api, 'GET', '/ec/stores/comment', { query: { activityId: id } })).body.data);
    expect(list.records[0]?.id).toBe(comment.id);
    const replies = commentPageSchema.parse((await call(api, 'GET', '/ec/stores/comment/replies', { query: { parentId: comment.id } })).body.data);
    expect(replies.records.map((r) => r.id)).toEqual([reply.id]);
    expect((await call(api, 'DELETE', `/ec/stores/comment/${reply.id}`, { token })).body.code).toBe(0);
    expect((await call(api, 'GET', '/ec/stores/comment', { query: { activityId: 999999 } })).body.code).toBe(404);
  });
});
