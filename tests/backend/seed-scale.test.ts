/**
 * `npm run seed -- --scale N` (issue 28 item 4): the news, posts, members, comments, chat messages and orders grow
 * N×, with varied titles, older times and authors among the copied members; every reference holds and the search
 * index holds the copies. The seed is made on SQLite (PostgreSQL gets it copied), so this file runs on both suites.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { seedScaleOf } from '../../backend/src/db/seed/scale';
import { resetDatabase } from '../../backend/src/db/reset';

const FACTOR = 3;
let dir: string;
let base: Database.Database;
let grown: Database.Database;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-scale-'));
  await resetDatabase(path.join(dir, 'grown.db'), { scale: FACTOR });
  grown = new Database(path.join(dir, 'grown.db'), { readonly: true });
  base = new Database(inject('seedDbPath'), { readonly: true });
}, 120_000);
afterAll(() => {
  grown?.close();
  base?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const n = (db: Database.Database, sql: string) => (db.prepare(sql).get() as { n: number }).n;

describe('seed --scale (issue 28 item 4)', () => {
  it.each([
    ['published news', "SELECT COUNT(*) AS n FROM news WHERE publish_status = 'PUBLISHED'"],
    ['published posts', "SELECT COUNT(*) AS n FROM posts WHERE status = 'PUBLISHED'"],
    ['ordinary members', 'SELECT COUNT(*) AS n FROM members WHERE id >= 1004'],
    ['news comments', "SELECT COUNT(*) AS n FROM news_comments WHERE news_id IN (SELECT id FROM news WHERE publish_status = 'PUBLISHED')"],
    ['post comments', "SELECT COUNT(*) AS n FROM post_comments WHERE post_id IN (SELECT id FROM posts WHERE status = 'PUBLISHED')"],
    ['chat messages', 'SELECT COUNT(*) AS n FROM messages'],
    ['conversations', 'SELECT COUNT(*) AS n FROM conversations'],
    ['members’ orders', 'SELECT COUNT(*) AS n FROM ec_orders WHERE member_id IS NOT NULL'],
  ])('%s grow ×3', (_name, sql) => {
    expect(n(base, sql)).toBeGreaterThan(0);
    expect(n(grown, sql)).toBe(n(base, sql) * FACTOR);
  });

  it('the demo accounts keep their own rows; the rest of the seed is as it was', () => {
    for (const sql of [
      'SELECT COUNT(*) AS n FROM posts WHERE member_id IN (1001, 1002, 1003)',
      'SELECT COUNT(*) AS n FROM conversation_members WHERE member_id IN (1001, 1002, 1003)',
      'SELECT COUNT(*) AS n FROM ec_orders WHERE member_id IN (1001, 1002, 1003)',
      'SELECT COUNT(*) AS n FROM companies',
      'SELECT COUNT(*) AS n FROM events',
      'SELECT COUNT(*) AS n FROM tags',
    ]) expect(n(grown, sql), sql).toBe(n(base, sql));
  });

  it('copies are varied, older and written by copied members; every reference holds', () => {
    expect(grown.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
    expect(n(grown, 'SELECT COUNT(*) AS n FROM (SELECT title FROM news GROUP BY title HAVING COUNT(*) > 1)')).toBe(n(base, 'SELECT COUNT(*) AS n FROM (SELECT title FROM news GROUP BY title HAVING COUNT(*) > 1)'));
    const oldest = (db: Database.Database) => (db.prepare('SELECT MIN(publish_time) AS t FROM news').get() as { t: string }).t;
    expect(oldest(grown) < oldest(base)).toBe(true);
    // a copied post's author is a copied member (mobile 15…), never a demo account
    expect(n(grown, "SELECT COUNT(*) AS n FROM posts p JOIN members m ON m.id = p.member_id WHERE p.id > 1000 AND m.mobile NOT LIKE '15%'")).toBe(0);
    // every conversation has two distinct members
    expect(n(grown, 'SELECT COUNT(*) AS n FROM (SELECT conv_id FROM conversation_members GROUP BY conv_id HAVING COUNT(DISTINCT member_id) <> 2)')).toBe(0);
  });

  it('the search index holds every copy, and the queue is empty', () => {
    expect(n(grown, 'SELECT COUNT(*) AS n FROM search_news')).toBe(n(grown, 'SELECT COUNT(*) AS n FROM news'));
    expect(n(grown, 'SELECT COUNT(*) AS n FROM search_posts_tri')).toBe(n(grown, 'SELECT COUNT(*) AS n FROM posts'));
    expect(n(grown, 'SELECT COUNT(*) AS n FROM search_members')).toBe(n(grown, 'SELECT COUNT(*) AS n FROM members'));
    expect(n(grown, 'SELECT COUNT(*) AS n FROM search_dirty')).toBe(0);
  });

  it('--scale N, --scale=N, else SEED_SCALE', () => {
    expect(seedScaleOf(['--scale', '50'], 1)).toBe(50);
    expect(seedScaleOf(['--scale=10'], 1)).toBe(10);
    expect(seedScaleOf([], 7)).toBe(7);
    expect(() => seedScaleOf(['--scale', 'x'], 1)).toThrow(/integer/);
  });
});
