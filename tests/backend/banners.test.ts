/**
 * Banners (O29, issue 19 item 3): by site and by placement code, each with a raster picture served by the API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNER_CONFIG, BANNER_SITES, bannerListSchema } from '../../lib/contract/banner';
import { call, createTestApi, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => api.close());

describe('O29 banner lists', () => {
  it('GET /basic/banner/list answers the banners of each home page in order, linking to real pages', async () => {
    for (const site of BANNER_SITES) {
      const res = await call(api, 'GET', '/basic/banner/list', { query: { site } });
      expect(res.body.code).toBe(0);
      const list = bannerListSchema.parse(res.body.data);
      expect(list.length).toBeGreaterThanOrEqual(2);
      expect(list.map((b) => b.sort)).toEqual([...list.map((b) => b.sort)].sort((a, b) => a - b));
      for (const b of list) {
        expect(b.site).toBe(site);
        expect(b.title.trim()).not.toBe('');
        expect(b.enTitle).toMatch(/^[^\p{Script=Han}]*[A-Za-z][^\p{Script=Han}]*$/u);
        expect(b.url).toMatch(/^\/[a-z]/);
        expect(b.image).toMatch(/^\/api\/files\/banner\/\d+\.png$/);
        expect(b.width / b.height).toBeCloseTo(10 / 3, 1);
      }
    }
    // a topic banner leads to an existing topic, an event banner to an existing event
    const news = bannerListSchema.parse((await call(api, 'GET', '/basic/banner/list', { query: { site: 'news' } })).body.data);
    const topicId = /^\/news\/topic\/(\d+)$/.exec(news.find((b) => b.url?.startsWith('/news/topic/'))?.url ?? '')?.[1];
    expect((await call(api, 'GET', `/news/topic/${topicId}`)).body.code).toBe(0);
    const events = bannerListSchema.parse((await call(api, 'GET', '/basic/banner/list', { query: { site: 'activity' } })).body.data);
    const eventId = /^\/events\/(\d+)$/.exec(events.find((b) => /^\/events\/\d+$/.test(b.url ?? ''))?.url ?? '')?.[1];
    expect((await call(api, 'GET', `/ec/stores/${eventId}`)).body.code).toBe(0);
  });

  it('GET /basic/banner/list-by-config answers the same banners by placement code; unknown site or code → empty list', async () => {
    const bySite = bannerListSchema.parse((await call(api, 'GET', '/basic/banner/list', { query: { site: 'post' } })).body.data);
    const byConfig = bannerListSchema.parse((await call(api, 'GET', '/basic/banner/list-by-config', { query: { code: BANNER_CONFIG.post } })).body.data);
    expect(byConfig.map((b) => b.id)).toEqual(bySite.map((b) => b.id));
    expect((await call(api, 'GET', '/basic/banner/list', { query: { site: 'nope' } })).body.data).toEqual([]);
    expect((await call(api, 'GET', '/basic/banner/list-by-config', { query: { code: 'nope' } })).body.data).toEqual([]);
    expect((await call(api, 'GET', '/basic/banner/list')).body.code).toBe(1);
    expect((await call(api, 'GET', '/basic/banner/list-by-config')).body.code).toBe(1);
  });
});

describe('O29 banner pictures', () => {
  it('are PNG files of the announced size, cached for a year, different per banner', async () => {
    const list = bannerListSchema.parse((await call(api, 'GET', '/basic/banner/list', { query: { site: 'news' } })).body.data);
    const bodies: Buffer[] = [];
    for (const b of list.slice(0, 2)) {
      const res = await api.app.inject({ method: 'GET', url: b.image });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toContain('immutable');
      const png = res.rawPayload;
      expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
      expect(png.readUInt32BE(16)).toBe(b.width);
      expect(png.readUInt32BE(20)).toBe(b.height);
      // a picture, not a flat fill: it does not compress to almost nothing
      expect(png.length).toBeGreaterThan(20_000);
      expect(png.length).toBeLessThan(400_000);
      bodies.push(png);
    }
    expect(bodies[0]!.equals(bodies[1]!)).toBe(false);
  });

  it('an unknown picture is 404; a bad name is bad input', async () => {
    expect((await call(api, 'GET', '/files/banner/999.png')).body.code).toBe(404);
    expect((await call(api, 'GET', '/files/banner/x.png')).body.code).toBe(1);
  });
});
