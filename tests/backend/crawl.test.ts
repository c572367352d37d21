/**
 * Issue 20 (crawlers): raster renditions of the seed images (item 2), update times for sitemaps (item 1) and
 * private circles kept from visitors and non-members (item 10).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from './helpers';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});

afterAll(async () => {
  await api.close();
});

describe('issue 20 item 2: raster renditions of seed images', () => {
  it('a seed cover has a PNG rendition at the same path, cacheable for a year; the SVG stays as it was', async () => {
    const png = await api.app.inject({ method: 'GET', url: '/api/files/seed/cover/12.png?label=%E9%A3%9F%E5%93%81' });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['cache-control']).toContain('immutable');
    expect(png.rawPayload.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
    // 640 × 360 at 144 dpi → 1280 × 720: read from the IHDR chunk
    expect(png.rawPayload.readUInt32BE(16)).toBe(1280);
    expect(png.rawPayload.readUInt32BE(20)).toBe(720);
    const svg = await api.app.inject({ method: 'GET', url: '/api/files/seed/cover/12.svg' });
    expect(svg.headers['content-type']).toContain('image/svg+xml');
  });

  it('an unknown kind or a file that is neither .svg nor .png is refused', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/api/files/seed/nothing/1.png' })).json().code).toBe(404);
    expect((await api.app.inject({ method: 'GET', url: '/api/files/seed/cover/1.gif' })).json().code).toBe(1);
  });
});

describe('issue 20 item 10: posts of private circles are for members', () => {
  async function privatePost() {
    const { get } = await import('../../backend/src/db/sql');
    const row = (await get(
      api.db,
        `SELECT * FROM (SELECT p.id AS "postId", c.id AS "circleId", c.name AS "circleName",
           (SELECT m.mobile FROM circle_members cm JOIN members m ON m.id = cm.member_id WHERE cm.circle_id = c.id AND cm.member_type IN ('OWNER','ADMIN','JOINED') AND m.mobile IN ('13800000001','13800000002') LIMIT 1) AS "memberMobile",
           (SELECT m.mobile FROM members m WHERE m.mobile IN ('13800000001','13800000002') AND NOT EXISTS (SELECT 1 FROM circle_members cm WHERE cm.circle_id = c.id AND cm.member_id = m.id AND cm.member_type <> 'PENDING') LIMIT 1) AS "outsiderMobile"
         FROM posts p JOIN circles c ON c.id = p.circle_id WHERE c.is_public = 0 AND p.status = 'PUBLISHED') AS private_posts
         ORDER BY "memberMobile" IS NULL, "outsiderMobile" IS NULL, "postId" LIMIT 1`,
    )) as { postId: number; circleId: number; circleName: string; memberMobile: string | null; outsiderMobile: string | null };
    return row;
  }

  it('G03: a visitor asking for such a post gets code 20050 with the circle, never the post; a member gets the post', async () => {
    const { call, loginDemo } = await import('./helpers');
    const p = await privatePost();
    expect(p).toBeTruthy();
    const visitor = await call(api, 'GET', `/post/posts/${p.postId}`);
    expect(visitor.body.code).toBe(20050);
    expect(visitor.body.data).toEqual({ circleId: p.circleId, circleName: p.circleName });
    expect(JSON.stringify(visitor.body)).not.toContain('content');
    expect(p.memberMobile).toBeTruthy();
    const member = await loginDemo(api, p.memberMobile!);
    const read = await call(api, 'GET', `/post/posts/${p.postId}`, { token: member.access_token });
    expect(read.body.code).toBe(0);
    expect(read.body.data.id).toBe(p.postId);
    if (p.outsiderMobile) {
      const outsider = await loginDemo(api, p.outsiderMobile);
      expect((await call(api, 'GET', `/post/posts/${p.postId}`, { token: outsider.access_token })).body.code).toBe(20050);
    }
  });

  it('G24: its comments are refused to a visitor the same way', async () => {
    const { call } = await import('./helpers');
    const p = await privatePost();
    expect((await call(api, 'GET', `/post/comments?postId=${p.postId}`)).body.code).toBe(20050);
  });

  it('G01/G08/E12: public lists, hot, related, tag pages and search never hold it; the circle’s own list only for members', async () => {
    const { call, loginDemo } = await import('./helpers');
    const p = await privatePost();
    const ids = (answer: { body: { data: { records?: { id: number }[] } | { id: number }[] } }) => {
      const data = answer.body.data;
      return (Array.isArray(data) ? data : (data.records ?? [])).map((x) => x.id);
    };
    for (const url of [
      '/post/posts/page?size=100',
      '/post/posts/page?size=100&sort=popular',
      `/post/posts/page?size=100&circleId=${p.circleId}`,
      '/post/posts/hot?size=50',
      '/post/posts/recent/hot?size=50',
      `/post/posts/circle/hot?circleId=${p.circleId}&size=50`,
      '/post/posts/recommend2?size=50',
    ]) {
      expect(ids(await call(api, 'GET', url)), url).not.toContain(p.postId);
    }
    const member = await loginDemo(api, p.memberMobile!);
    const own = await call(api, 'GET', `/post/posts/page?size=100&circleId=${p.circleId}`, { token: member.access_token });
    expect(ids(own)).toContain(p.postId);
  });
});
