import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAG_TYPE } from '../../lib/constants';
import { tagSchema } from '../../lib/contract/basic';
import { newsDetailSchema, newsPageSchema } from '../../lib/contract/news';
import { newsManageDetailSchema } from '../../lib/contract/news-manage';
import { DEMO, call, createTestApi, loginDemo, withDb, type TestApi } from './helpers';

/** Cases are news items under the case class tag `case` or one of its child class tags (M05–M07 DEFAULT). */
let api: TestApi;
let author: string;
let other: string;
beforeAll(async () => {
  api = await createTestApi();
  author = (await loginDemo(api)).access_token;
  other = (await loginDemo(api, DEMO.second)).access_token;
});
afterAll(async () => {
  await api.close();
});

const classTags = async () => tagSchema.array().parse((await call(api, 'GET', '/basic/tag/list', { query: { type: TAG_TYPE.newsClass } })).body.data);
const page = async (query: Record<string, string | number>) => newsPageSchema.parse((await call(api, 'GET', '/news/news/v2/page', { query })).body.data);

describe('cases through the news API', () => {
  it('M06 the case class tag has child class tags, and its list holds ≥ 20 cases of every child, newest first', async () => {
    const tags = await classTags();
    const root = tags.find((t) => t.code === 'case')!;
    expect(root.parentId).toBeNull();
    const children = tags.filter((t) => t.parentId === root.id);
    expect(children.map((t) => t.code)).toEqual(['packaging-case', 'printing-case', 'food-case', 'equipment-case']);
    const all = await page({ classTagId: root.id, size: 50 });
    expect(all.total).toBeGreaterThanOrEqual(20);
    const childIds = new Set(children.map((t) => t.id));
    expect(all.records.every((r) => r.classTagId !== null && childIds.has(r.classTagId))).toBe(true);
    for (const child of children) expect(all.records.some((r) => r.classTagId === child.id)).toBe(true);
    const times = all.records.map((r) => r.publishTime);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('M06 a child class and a theme tag narrow the list; an unknown class is an empty page, not an error', async () => {
    const tags = await classTags();
    const packaging = tags.find((t) => t.code === 'packaging-case')!;
    const list = await page({ classTagId: packaging.id, size: 50 });
    expect(list.total).toBeGreaterThan(0);
    expect(list.records.every((r) => r.classTagId === packaging.id && r.classTagName === '包装')).toBe(true);
    const themes = tagSchema.array().parse((await call(api, 'GET', '/basic/tag/list', { query: { type: TAG_TYPE.newsTheme } })).body.data);
    const sustainability = themes.find((t) => t.code === 'sustainability')!;
    const narrowed = await page({ classTagId: packaging.id, themeTagId: sustainability.id, size: 50 });
    expect(narrowed.total).toBeGreaterThan(0);
    expect(narrowed.total).toBeLessThanOrEqual(list.total);
    expect(narrowed.records.every((r) => r.tags.some((t) => t.id === sustainability.id))).toBe(true);
    expect((await page({ classTagId: 99999999 })).total).toBe(0);
    expect((await call(api, 'GET', '/news/news/v2/page', { query: { classTagId: 'abc' } })).body.code).not.toBe(0);
  });

  it('M06 the news lists without a class leave cases out; with a theme or a tag too', async () => {
    const tags = await classTags();
    const caseClassIds = new Set(tags.filter((t) => t.code === 'case' || t.parentId === tags.find((r) => r.code === 'case')!.id).map((t) => t.id));
    const news = await page({ size: 100 });
    expect(news.total).toBeGreaterThan(100);
    expect(news.records.some((r) => r.classTagId !== null && caseClassIds.has(r.classTagId))).toBe(false);
    const themes = tagSchema.array().parse((await call(api, 'GET', '/basic/tag/list', { query: { type: TAG_TYPE.newsTheme } })).body.data);
    const themed = await page({ themeTagId: themes.find((t) => t.code === 'sustainability')!.id, size: 100 });
    expect(themed.total).toBeGreaterThan(0);
    expect(themed.records.some((r) => r.classTagId !== null && caseClassIds.has(r.classTagId))).toBe(false);
  });

  it('M06 a class tag without children lists exactly its own news, as before', async () => {
    const tags = await classTags();
    const packaging = tags.find((t) => t.code === 'packaging')!;
    const list = await page({ classTagId: packaging.id, size: 50 });
    expect(list.total).toBeGreaterThan(0);
    expect(list.records.every((r) => r.classTagId === packaging.id)).toBe(true);
  });

  it('M05 a case opens through GET /news/news/{id} with its body, class and theme tags', async () => {
    const root = (await classTags()).find((t) => t.code === 'case')!;
    const first = (await page({ classTagId: root.id, size: 1 })).records[0]!;
    const detail = newsDetailSchema.parse((await call(api, 'GET', `/news/news/${first.id}`)).body.data);
    expect(detail.title).toBe(first.title);
    expect(detail.content).toContain('<h2>解决方案</h2>');
    expect(['包装', '印刷', '食品', '设备']).toContain(detail.classTagName);
    expect(detail.tags.length).toBeGreaterThan(0);
  });

  it('M07 M23 the draft case of 13800000001 is hidden from lists and detail, opened by its author only', async () => {
    const draftId = await withDb(api, async (db) => (await db.prepare("SELECT id FROM news WHERE publish_status = 'DRAFT' AND title LIKE '咖啡胶囊%'").get() as { id: number }).id);
    const root = (await classTags()).find((t) => t.code === 'case')!;
    const all = await page({ classTagId: root.id, size: 100 });
    expect(all.records.some((r) => r.id === draftId)).toBe(false);
    expect((await call(api, 'GET', `/news/news/${draftId}`)).body.code).toBe(404);
    const own = await call(api, 'GET', `/news/news/manage/detail/${draftId}`, { token: author });
    const managed = newsManageDetailSchema.parse(own.body.data);
    expect(managed.publishStatus).toBe('DRAFT');
    expect(managed.classTagName).toBe('包装');
    // issue 29 item 6: the status says it is a draft; a real draft's title does not
    expect(managed.title).toBe('咖啡胶囊可堆肥材料试产记录');
    expect((await call(api, 'GET', `/news/news/manage/detail/${draftId}`, { token: other })).body.code).toBe(404);
    expect((await call(api, 'GET', `/news/news/manage/detail/${draftId}`)).status).toBe(401);
  });
});
