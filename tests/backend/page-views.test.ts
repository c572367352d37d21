/**
 * The page-view log (A28, A29, B42, I35, I36; issue 19 item 4): `POST /admin/view/record` stores views (and a
 * member's views of member pages as "who viewed me" visits), `POST /admin/log/access/time` finished visits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOG_BATCH_LIMIT, MAX_VISIT_MS } from '../../lib/contract/page-view';
import { call, createTestApi, DEMO, loginDemo, withDb, type TestApi } from './helpers';

let api: TestApi;
let t1: string;
let t2: string;
let id1: number;
let id2: number;
const cid = '7f1c2a9e-5b4d-4c1e-9f3a-2b6d8e0c1a55';

beforeAll(async () => {
  api = await createTestApi();
  const a = await loginDemo(api, DEMO.first);
  const b = await loginDemo(api, DEMO.second);
  [t1, id1, t2, id2] = [a.access_token, a.memberId, b.access_token, b.memberId];
});
afterAll(async () => api.close());

const now = () => Date.now();
const rows = async <T>(sql: string, ...params: unknown[]) => await withDb(api, async (db) => await db.prepare(sql).all(...params) as T[]);

describe('A28/A29 view records', () => {
  it('B42 a visitor’s batch is stored under its cid, with url, path, client web and site id 1', async () => {
    const t = now();
    const res = await call(api, 'POST', '/admin/view/record', {
      json: { records: [{ cid, url: 'http://localhost:3000/news/12?from=home', client: 'web', siteId: 1, startTime: t }, { cid, url: '/community/post/3', startTime: t + 10 }] },
    });
    expect(res.body).toMatchObject({ code: 0, data: { stored: 2, visits: 0 } });
    const stored = await rows<{ path: string; client: string; site_id: number; member_id: number | null }>('SELECT path, client, site_id, member_id FROM page_views WHERE cid = ? ORDER BY id', cid);
    expect(stored).toEqual([
      { path: '/news/12', client: 'web', site_id: 1, member_id: null },
      { path: '/community/post/3', client: 'web', site_id: 1, member_id: null },
    ]);
  });

  it('a beacon’s text/plain body is read as JSON; the bare array form is taken too', async () => {
    const res = await call(api, 'POST', '/admin/view/record', { rawBody: JSON.stringify([{ cid, url: '/news/flash', startTime: now() }]), contentType: 'text/plain;charset=UTF-8' });
    expect(res.body).toMatchObject({ code: 0, data: { stored: 1 } });
  });

  it('I35/I36 a member’s view of another member’s page is a visit in that member’s who-viewed-me; never their own page', async () => {
    const before = (await rows<{ n: number }>('SELECT COUNT(*) AS n FROM member_visits WHERE member_id = ? AND visitor_id = ?', id1, id2))[0]!.n;
    const res = await call(api, 'POST', '/admin/view/record', {
      token: t2,
      json: { records: [{ cid, url: `/people/${id1}`, startTime: now() }, { cid, url: `/people/${id2}`, startTime: now() }, { cid, url: '/people/999999', startTime: now() }] },
    });
    expect(res.body).toMatchObject({ code: 0, data: { stored: 3, visits: 1 } });
    expect((await rows<{ n: number }>('SELECT COUNT(*) AS n FROM member_visits WHERE member_id = ? AND visitor_id = ?', id1, id2))[0]!.n).toBe(before + 1);
    expect((await rows<{ n: number }>('SELECT COUNT(*) AS n FROM member_visits WHERE member_id = ? AND visitor_id = ?', id2, id2))[0]!.n).toBe(0);
    const viewed = (await call(api, 'GET', '/admin/follow/viewd', { token: t1, query: { size: 5 } })).body.data;
    expect(viewed.records[0].memberId).toBe(id2);
  });

  it('a visitor’s view of a member page records no visit; a bad token reads as a visitor', async () => {
    const res = await call(api, 'POST', '/admin/view/record', { token: 'not-a-token', json: { records: [{ cid, url: `/people/${id1}`, startTime: now() }] } });
    expect(res.body).toMatchObject({ code: 0, data: { stored: 1, visits: 0 } });
  });

  it('I35 the `{memberId}` body still records one visit (members only)', async () => {
    expect((await call(api, 'POST', '/admin/view/record', { token: t2, json: { memberId: id1 } })).body).toMatchObject({ code: 0, data: true });
    expect((await call(api, 'POST', '/admin/view/record', { json: { memberId: id1 } })).status).toBe(401);
  });

  it('bad batches are code 1, never 500: no records, too many, a missing cid, another client, a broken beacon body', async () => {
    const bad = [
      { records: [] },
      { records: Array.from({ length: LOG_BATCH_LIMIT + 1 }, () => ({ cid, url: '/news', startTime: now() })) },
      { records: [{ url: '/news', startTime: now() }] },
      { records: [{ cid, url: '/news', client: 'app', startTime: now() }] },
      { records: [{ cid, url: '', startTime: now() }] },
    ];
    for (const json of bad) expect((await call(api, 'POST', '/admin/view/record', { json })).body.code).toBe(1);
    const broken = await call(api, 'POST', '/admin/view/record', { rawBody: '{"records": [', contentType: 'text/plain' });
    expect(broken.status).toBe(200);
    expect(broken.body.code).toBe(1);
  });

  it('a time from a browser clock far off is stored as the time of arrival', async () => {
    const res = await call(api, 'POST', '/admin/view/record', { json: { records: [{ cid: 'clock-skew-cid-01', url: '/news', startTime: 1_000_000 }] } });
    expect(res.body.code).toBe(0);
    const [row] = await rows<{ start_time: string }>('SELECT start_time FROM page_views WHERE cid = ?', 'clock-skew-cid-01');
    expect(row!.start_time.slice(0, 4)).toBe(String(new Date().getFullYear()));
  });
});

describe('A28/A29/I50 access time', () => {
  it('I50 stores finished visits with their time on page, under the member when logged in', async () => {
    const start = now() - 42_000;
    const res = await call(api, 'POST', '/admin/log/access/time', { token: t1, json: { records: [{ cid, url: '/news/12', client: 'web', siteId: 1, startTime: start, endTime: start + 42_000 }] } });
    expect(res.body).toMatchObject({ code: 0, data: { stored: 1 } });
    const [row] = await rows<{ duration_ms: number; member_id: number; site_id: number }>('SELECT duration_ms, member_id, site_id FROM access_logs WHERE cid = ? ORDER BY id DESC LIMIT 1', cid);
    expect(row).toEqual({ duration_ms: 42_000, member_id: id1, site_id: 1 });
  });

  it('I50 a visitor’s visit is stored too; it is cut to the longest time that still means reading; an end before the start or a missing end is refused', async () => {
    const end = now();
    const long = await call(api, 'POST', '/admin/log/access/time', { rawBody: JSON.stringify({ records: [{ cid: 'long-visit-cid-01', url: '/news', startTime: end - 20 * 3600_000, endTime: end }] }), contentType: 'text/plain' });
    expect(long.body.code).toBe(0);
    // I50: a visitor's time on page is stored too (no member)
    expect((await rows<{ duration_ms: number; member_id: number | null }>('SELECT duration_ms, member_id FROM access_logs WHERE cid = ?', 'long-visit-cid-01'))[0]).toEqual({ duration_ms: MAX_VISIT_MS, member_id: null });
    expect((await call(api, 'POST', '/admin/log/access/time', { json: { records: [{ cid, url: '/news', startTime: end, endTime: end - 1 }] } })).body.code).toBe(1);
    expect((await call(api, 'POST', '/admin/log/access/time', { json: { records: [{ cid, url: '/news', startTime: end }] } })).body.code).toBe(1);
  });

  it('neither call empties the visitors’ answer cache', async () => {
    const cached = await createTestApi({ responseCacheMs: 60_000 });
    try {
      await call(cached, 'GET', '/basic/dict/page');
      expect((await call(cached, 'GET', '/basic/dict/page')).headers['x-cache']).toBe('hit');
      await call(cached, 'POST', '/admin/view/record', { json: { records: [{ cid, url: '/dict/detail', startTime: now() }] } });
      await call(cached, 'POST', '/admin/log/access/time', { json: { records: [{ cid, url: '/dict/detail', startTime: now() - 5, endTime: now() }] } });
      expect((await call(cached, 'GET', '/basic/dict/page')).headers['x-cache']).toBe('hit');
    } finally {
      await cached.close();
    }
  });
});
