import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { sqliteDb, type Db } from '../../backend/src/db/connection';
import { all } from '../../backend/src/db/sql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MEMBER_ID, SITE_PAGE_CODE, TAG_TYPE, THEME_TAG_IDS } from '../../lib/constants';
import { migrationFiles } from '../../backend/src/db/migrate';
import { resetDatabase } from '../../backend/src/db/reset';
import { call, createTestApi, DEMO, passwordLogin, withDb, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

const count = async (sql: string, ...params: unknown[]) => await withDb(api, async (db) => (await db.prepare(sql).get(...params) as { n: number }).n);

describe('seed volumes', () => {
  it.each([
    { name: 'news with HTML bodies and covers', sql: "SELECT COUNT(*) AS n FROM news WHERE content LIKE '<%' AND cover_img IS NOT NULL AND class_tag_id IS NOT NULL AND source_tag_id IS NOT NULL", min: 150 },
    { name: 'news with theme tags', sql: `SELECT COUNT(DISTINCT nt.news_id) AS n FROM news_tags nt JOIN tags t ON t.id = nt.tag_id WHERE t.type = ${TAG_TYPE.newsTheme}`, min: 150 },
    { name: 'flashes', sql: 'SELECT COUNT(*) AS n FROM flashes', min: 60 },
    { name: 'topics', sql: 'SELECT COUNT(*) AS n FROM topics WHERE id IN (SELECT topic_id FROM topic_sections)', min: 4 },
    { name: 'columns', sql: 'SELECT COUNT(*) AS n FROM columns', min: 4 },
    { name: 'posts', sql: 'SELECT COUNT(*) AS n FROM posts', min: 300 },
    { name: 'circles', sql: 'SELECT COUNT(*) AS n FROM circles', min: 12 },
    { name: 'events with SKUs', sql: 'SELECT COUNT(DISTINCT p.event_id) AS n FROM ec_products p JOIN ec_skus s ON s.product_id = p.id', min: 25 },
    { name: 'companies with sections, products and brands', sql: 'SELECT COUNT(*) AS n FROM companies c WHERE EXISTS (SELECT 1 FROM company_sections WHERE company_id = c.id) AND EXISTS (SELECT 1 FROM company_products WHERE company_id = c.id) AND EXISTS (SELECT 1 FROM company_brands WHERE company_id = c.id)', min: 40 },
    { name: 'members with avatars', sql: 'SELECT COUNT(*) AS n FROM members WHERE avatar IS NOT NULL', min: 120 },
    { name: 'follows', sql: 'SELECT COUNT(*) AS n FROM follows', min: 300 },
    { name: 'friendships', sql: 'SELECT COUNT(*) AS n FROM friendships', min: 100 },
  ])('$name (≥ $min)', async ({ sql, min }) => {
    expect(await count(sql)).toBeGreaterThanOrEqual(min);
  });

  it('posts cover demand, supply, recruitment and topic, and every theme tag', async () => {
    for (const site of [8, 9, 10, 11]) expect(await count('SELECT COUNT(*) AS n FROM posts WHERE tag_id = ?', site), String(site)).toBeGreaterThan(0);
    for (const theme of THEME_TAG_IDS) expect(await count('SELECT COUNT(*) AS n FROM posts WHERE theme_tag_id = ?', theme), String(theme)).toBeGreaterThan(0);
  });

  it('publish times spread over the ~120 days before 2026-11-20', async () => {
    const range = await withDb(api, async (db) => await db.prepare('SELECT MIN(publish_time) AS lo, MAX(publish_time) AS hi FROM news').get() as { lo: string; hi: string });
    expect(range.hi <= '2026-11-21').toBe(true);
    expect(range.lo >= '2026-06-01').toBe(true);
    expect(range.lo < '2026-09-01').toBe(true);
  });

  it('every site page code exists, several with an _en variant', async () => {
    for (const code of Object.values(SITE_PAGE_CODE)) expect(await count('SELECT COUNT(*) AS n FROM site_pages WHERE code = ?', code), code).toBe(1);
    expect(await count("SELECT COUNT(*) AS n FROM site_pages WHERE code LIKE '%\\_en' ESCAPE '\\'")).toBeGreaterThanOrEqual(3);
  });

  it('no external URL anywhere: images are site-relative /api/files/seed paths', async () => {
    const columns: [string, string][] = [
      ['news', 'cover_img'],
      ['members', 'avatar'],
      ['companies', 'logo'],
      ['company_products', 'cover_img'],
      ['company_brands', 'logo'],
      ['post_images', 'url'],
      ['events', 'cover_img'],
      ['circles', 'avatar'],
      ['tags', 'logo'],
    ];
    for (const [table, column] of columns) {
      expect(await count(`SELECT COUNT(*) AS n FROM ${table} WHERE ${column} IS NOT NULL AND ${column} NOT LIKE '/api/files/seed/%'`), `${table}.${column}`).toBe(0);
    }
    expect(await count("SELECT COUNT(*) AS n FROM news WHERE content LIKE '%src=\"http%'")).toBe(0);
  });
});

describe('demo accounts', () => {
  it('13800000001 and 13800000002 log in with Demo1234, are complete and friends; 13800000001 has a column', async () => {
    const rows = await withDb(api, async (db) =>
      await db.prepare('SELECT id, mobile, nickname, company, position, location_id, step, is_required, has_column FROM members WHERE mobile IN (?, ?) ORDER BY mobile').all(DEMO.first, DEMO.second),
    ) as { id: number; nickname: string; company: string; position: string; location_id: number; step: number; is_required: number; has_column: number }[];
    expect(rows).toHaveLength(2);
    for (const r of rows) {
      expect(r.nickname && r.company && r.position && r.location_id).toBeTruthy();
      expect(r.step).toBeGreaterThanOrEqual(2);
      expect(r.is_required).toBe(0);
      expect(await count('SELECT COUNT(*) AS n FROM member_industry_tags WHERE member_id = ?', r.id)).toBeGreaterThan(0);
    }
    const [a, b] = rows as [(typeof rows)[0], (typeof rows)[0]];
    expect(a.has_column).toBe(1);
    expect(await count('SELECT COUNT(*) AS n FROM friendships WHERE (member_id = ? AND friend_id = ?) OR (member_id = ? AND friend_id = ?)', a.id, b.id, b.id, a.id)).toBe(2);
  });

  it('13800000003 is registered with an incomplete profile (isRequired, step 1)', async () => {
    const row = await withDb(api, async (db) => await db.prepare('SELECT is_register, is_required, step FROM members WHERE mobile = ?').get(DEMO.incomplete));
    expect(row).toEqual({ is_register: 1, is_required: 1, step: 1 });
  });

  it.each([DEMO.first, DEMO.second, DEMO.incomplete])('%s logs in with Demo1234', async (mobile) => {
    expect((await passwordLogin(api, mobile)).body.code).toBe(0);
  });

  it('Q25 the platform member 1000 exists', async () => {
    expect(await count('SELECT COUNT(*) AS n FROM members WHERE id = ?', ADMIN_MEMBER_ID)).toBe(1);
  });
});

describe('seed images and determinism', () => {
  it('GET /api/files/seed/{kind}/{n}.svg serves an SVG with long cache headers', async () => {
    // news and post pictures are seed photos (seed-content.test.ts); events keep their drawn covers
    const cover = await withDb(api, async (db) => (await db.prepare('SELECT cover_img FROM events WHERE cover_img IS NOT NULL LIMIT 1').get() as { cover_img: string }).cover_img);
    const res = await api.app.inject({ method: 'GET', url: cover });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toMatch(/max-age=\d{6,}/);
    expect(res.body).toMatch(/^<svg|^<\?xml/);
    const avatar = await api.app.inject({ method: 'GET', url: '/api/files/seed/avatar/3.svg' });
    expect(avatar.statusCode).toBe(200);
    expect((await call(api, 'GET', '/files/seed/cover/abc.svg')).body.code).toBe(1);
  });

  it('migrations are recorded once each', async () => {
    expect(await count('SELECT COUNT(*) AS n FROM schema_migrations')).toBe(migrationFiles().length);
  });

  it('two seed runs produce the same content', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-seed-again-'));
    try {
      const other = path.join(dir, 'again.db');
      await resetDatabase(other);
      const fingerprint = async (db: Db) =>
        JSON.stringify([
          await all(db, 'SELECT id, title, publish_time, view_count FROM news ORDER BY id'),
          await all(db, 'SELECT id, member_id, circle_id, publish_time FROM posts ORDER BY id'),
          await all(db, 'SELECT follower_id, followee_id FROM follows ORDER BY 1, 2'),
        ]);
      const fresh = sqliteDb(new Database(other, { readonly: true }));
      try {
        expect(await fingerprint(fresh)).toBe(await fingerprint(api.db));
      } finally {
        await fresh.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
