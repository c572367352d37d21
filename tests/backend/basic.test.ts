import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHINA_ROOT_ID, MUNICIPALITIES, SITE_PAGE_CODE, SITE_TAG, TAG_TYPE, THEME_TAG_IDS, TOPIC_SITE_TAG } from '../../lib/constants';
import { locationListSchema, sitePageListSchema, sitePageSchema, tagListSchema, tagPageSchema, tagSchema } from '../../lib/contract/basic';
import { hotKeywordPageSchema } from '../../lib/contract/common';
import { call, createTestApi, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

describe('regions', () => {
  it('Q23 Q24 /basic/location/list: China 100000 first with provinces (municipalities included), then overseas', async () => {
    const list = locationListSchema.parse((await call(api, 'GET', '/basic/location/list')).body.data);
    const [china, ...overseas] = list;
    expect(china?.id).toBe(CHINA_ROOT_ID);
    expect(china?.name).toBe('中国');
    const provinceIds = (china?.subLocations ?? []).map((p) => p.id);
    for (const id of Object.values(MUNICIPALITIES)) expect(provinceIds).toContain(id);
    expect(china?.subLocations?.some((p) => (p.subLocations ?? []).length > 0)).toBe(true);
    expect(overseas.length).toBeGreaterThan(5);
  });

  it('D08 Beijing, Shanghai, Chongqing and Tianjin are province-level nodes whose children are their districts', async () => {
    const provinces = locationListSchema.parse((await call(api, 'GET', `/basic/location/${CHINA_ROOT_ID}/children`)).body.data);
    for (const [key, id] of Object.entries(MUNICIPALITIES)) {
      expect(provinces.some((p) => p.id === id), key).toBe(true);
      const districts = locationListSchema.parse((await call(api, 'GET', `/basic/location/${id}/children`)).body.data);
      expect(districts.length, key).toBeGreaterThanOrEqual(16);
      for (const d of districts) {
        expect(Math.floor(d.id / 10000) * 10000, d.name).toBe(id);
        expect(d.name, d.name).toMatch(/区$/);
        expect(d.enName, d.name).toBeTruthy();
      }
    }
    const shanghai = locationListSchema.parse((await call(api, 'GET', `/basic/location/${MUNICIPALITIES.shanghai}/children`)).body.data);
    expect(shanghai.map((d) => d.name)).toEqual(expect.arrayContaining(['黄浦区', '浦东新区', '闵行区']));
  });

  it('/basic/location/overseas and /basic/location/{id}/children', async () => {
    const overseas = locationListSchema.parse((await call(api, 'GET', '/basic/location/overseas')).body.data);
    expect(overseas.every((o) => o.id !== CHINA_ROOT_ID)).toBe(true);
    const provinces = locationListSchema.parse((await call(api, 'GET', `/basic/location/${CHINA_ROOT_ID}/children`)).body.data);
    expect(provinces.map((p) => p.id)).toContain(MUNICIPALITIES.shanghai);
    expect((await call(api, 'GET', '/basic/location/1/children')).body.code).toBe(404);
  });
});

describe('tags', () => {
  it('Q40 post theme tags carry the fixed ids', async () => {
    const list = tagListSchema.parse((await call(api, 'GET', '/basic/tag/list', { query: { type: TAG_TYPE.postTheme } })).body.data);
    expect(list.map((t) => t.id).sort((a, b) => a - b)).toEqual([...THEME_TAG_IDS].sort((a, b) => a - b));
  });

  it('Q32–Q38 site tags exist with their fixed ids', async () => {
    for (const id of [SITE_TAG.demand, SITE_TAG.supply, SITE_TAG.recruitment, TOPIC_SITE_TAG, SITE_TAG.newsFoodtools, SITE_TAG.newsFeatures, SITE_TAG.rankings, SITE_TAG.popular]) {
      const res = await call(api, 'GET', `/basic/tag/${id}`);
      expect(tagSchema.parse(res.body.data).id).toBe(id);
    }
  });

  it('R41 hot industry tags: type industry, size 8, status 1', async () => {
    const page = tagPageSchema.parse((await call(api, 'GET', '/basic/tag', { query: { type: TAG_TYPE.industry, current: 1, size: 8, status: 1, searchCount: 'false' } })).body.data);
    expect(page.records).toHaveLength(8);
    expect(page.records.every((t) => t.type === TAG_TYPE.industry)).toBe(true);
  });

  it('tag search by keyword, /basic/tag/page and class tags (type=2)', async () => {
    const page = tagPageSchema.parse((await call(api, 'GET', '/basic/tag/page', { query: { keyword: '包装' } })).body.data);
    expect(page.total).toBeGreaterThan(0);
    expect(page.records.every((t) => t.name.includes('包装') || (t.enName ?? '').includes('包装'))).toBe(true);
    const classes = tagPageSchema.parse((await call(api, 'GET', '/basic/tag', { query: { type: TAG_TYPE.newsClass } })).body.data);
    expect(classes.records.every((t) => t.type === TAG_TYPE.newsClass)).toBe(true);
  });

  it('related tags by typeId; missing and malformed ids', async () => {
    const theme = tagListSchema.parse((await call(api, 'GET', '/basic/tag/list', { query: { type: TAG_TYPE.newsTheme } })).body.data)[0];
    const related = tagListSchema.parse((await call(api, 'GET', `/basic/tag/${theme?.id}/related-tags`, { query: { typeId: TAG_TYPE.newsTheme } })).body.data);
    expect(related.length).toBeGreaterThan(0);
    expect(related.every((t) => t.type === TAG_TYPE.newsTheme && t.id !== theme?.id)).toBe(true);
    expect((await call(api, 'GET', '/basic/tag/987654')).body.code).toBe(404);
    expect((await call(api, 'GET', '/basic/tag/x1')).body.code).toBe(1);
    expect((await call(api, 'GET', '/basic/tag/list', { query: { type: 'abc' } })).body.code).toBe(1);
  });
});

describe('site pages', () => {
  it('O01–O14 every site page code of the specification exists', async () => {
    for (const code of Object.values(SITE_PAGE_CODE)) {
      const res = await call(api, 'GET', '/basic/basic/page/code', { query: { code } });
      expect(res.body.code, code).toBe(0);
      expect(sitePageSchema.parse(res.body.data).code).toBe(code);
    }
  });

  it('unknown code is 404, missing code is code 1', async () => {
    expect((await call(api, 'GET', '/basic/basic/page/code', { query: { code: 'nope' } })).body.code).toBe(404);
    expect((await call(api, 'GET', '/basic/basic/page/code')).body.code).toBe(1);
  });

  it('batch by code: array body or {codes}', async () => {
    const codes = [SITE_PAGE_CODE.agreement, SITE_PAGE_CODE.privacy, 'nope'];
    const a = sitePageListSchema.parse((await call(api, 'POST', '/basic/basic/page/batch/code', { json: codes })).body.data);
    expect(a.map((p) => p.code)).toEqual([SITE_PAGE_CODE.agreement, SITE_PAGE_CODE.privacy]);
    const b = sitePageListSchema.parse((await call(api, 'POST', '/basic/basic/page/batch/code', { json: { codes } })).body.data);
    expect(b).toHaveLength(2);
    expect((await call(api, 'POST', '/basic/basic/page/batch/code', { json: { codes: 'x' } })).body.code).toBe(1);
  });
});

describe('hot search keywords', () => {
  it.each(['news', 'post', 'activity', 'company'])('E05 /%s/searchkeyword/hot is a page of {id, keyword}', async (site) => {
    const page = hotKeywordPageSchema.parse((await call(api, 'GET', `/${site}/searchkeyword/hot`, { query: { current: 1, size: 5 } })).body.data);
    expect(page.records.length).toBeGreaterThan(0);
    expect(page.records.length).toBeLessThanOrEqual(5);
  });
});
