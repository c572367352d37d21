/**
 * Issue 18 item 3 and E13–E18, E28: a search is split into words (spaces and jieba's Chinese word segmentation of
 * the query and the texts); every word must match; title hits rank first, then the newest; the answers carry the
 * matched words for highlighting; a write is searchable at the next search (the index queue of search/).
 */
import { openDatabase } from '../../backend/src/db/connection';
import { get, run } from '../../backend/src/db/sql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsSearchPageSchema } from '../../lib/contract/news';
import { postSearchPageSchema } from '../../lib/contract/post';
import { searchTerms } from '../../backend/src/search/segment';
import { call, createTestApi, withDb, type TestApi } from './helpers';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

const newsSearch = async (query: Record<string, string | number>) =>
  newsSearchPageSchema.parse((await call(api, 'GET', '/news/news/v2/search', { query: { size: 100, ...query } })).body.data);
const postSearch = async (query: Record<string, string | number>) =>
  postSearchPageSchema.parse((await call(api, 'GET', '/post/posts/v2/search', { query: { size: 100, ...query } })).body.data);

/** The full stored text of some news items (the list answer holds title and summary only). */
async function newsTexts(ids: number[]): Promise<Map<number, string>> {
  return await withDb(api, async (db) => {
    const rows = await db.prepare(`SELECT id, title || ' ' || coalesce(summary, '') || ' ' || content AS text FROM news WHERE id IN (${ids.map(() => '?').join(', ') || 'NULL'})`).all(...ids) as { id: number; text: string }[];
    return new Map(rows.map((r) => [r.id, r.text]));
  });
}

describe('query words (issue 18 item 3)', () => {
  it('E11 a query is split at spaces and cut into words; punctuation and function words say nothing', () => {
    expect(searchTerms('食品 包装').map((t) => t.text)).toEqual(['食品', '包装']);
    expect(searchTerms('食品包装').map((t) => [t.text, t.parts])).toEqual([['食品包装', ['食品', '包装']]]);
    expect(searchTerms('  PET瓶，吹塑 ').map((t) => t.text)).toEqual(['pet', '瓶', '吹塑']);
    expect(searchTerms('食品的包装').map((t) => t.text)).toEqual(['食品', '包装']);
    expect(searchTerms('%_ ，')).toEqual([]);
    expect(searchTerms('包装机').map((t) => t.parts)).toEqual([[]]); // 包装 + 机 would let the lone 机 match anything
  });
});

describe('news search (E13, E17, E18)', () => {
  it('"食品 包装" finds the news holding both words, and the same as "食品包装"; every result holds both', async () => {
    const both = await newsSearch({ keyword: '食品 包装' });
    const food = await newsSearch({ keyword: '食品' });
    const packaging = await newsSearch({ keyword: '包装' });
    expect(both.total).toBeGreaterThan(10);
    expect(both.total).toBeLessThan(Math.min(food.total, packaging.total));
    const texts = await newsTexts(both.records.map((n) => n.id));
    for (const n of both.records) expect(texts.get(n.id)).toMatch(/食品[\s\S]*包装|包装[\s\S]*食品/);
    const joined = await newsSearch({ keyword: '食品包装' });
    expect(joined.total).toBe(both.total);
    expect(joined.terms).toEqual(['食品包装', '食品', '包装']);
    expect(both.terms).toEqual(['食品', '包装']);
  });

  it('a word is found inside longer words (包装机 in 包装机械, PET in rPET) as the old substring search did', async () => {
    const texts = await withDb(api, async (db) => (await db.prepare("SELECT COUNT(*) AS n FROM news WHERE publish_status = 'PUBLISHED' AND is_banned = 0 AND (title LIKE '%包装机%' OR summary LIKE '%包装机%' OR content LIKE '%包装机%')").get() as { n: number }).n);
    expect((await newsSearch({ keyword: '包装机' })).total).toBe(texts);
    const pet = await withDb(api, async (db) => (await db.prepare("SELECT COUNT(*) AS n FROM news WHERE publish_status = 'PUBLISHED' AND is_banned = 0 AND (lower(title) LIKE '%pet%' OR lower(summary) LIKE '%pet%' OR lower(content) LIKE '%pet%')").get() as { n: number }).n);
    expect((await newsSearch({ keyword: 'PET' })).total).toBe(pet);
    // One character is found inside words too (袋 in 包装袋).
    const bag = await withDb(api, async (db) => (await db.prepare("SELECT COUNT(*) AS n FROM news WHERE publish_status = 'PUBLISHED' AND is_banned = 0 AND (title LIKE '%袋%' OR summary LIKE '%袋%' OR content LIKE '%袋%')").get() as { n: number }).n);
    expect((await newsSearch({ keyword: '袋' })).total).toBe(bag);
  });

  it('E17 relevance puts the news with every word in the title first, each part newest first', async () => {
    const page = await newsSearch({ keyword: '食品 包装' });
    const inTitle = page.records.map((n) => n.title.includes('食品') && n.title.includes('包装'));
    const firstOther = inTitle.indexOf(false);
    expect(firstOther).toBeGreaterThan(0);
    expect(inTitle.slice(firstOther).every((x) => !x)).toBe(true);
    for (const part of [page.records.slice(0, firstOther), page.records.slice(firstOther)]) {
      const times = part.map((n) => n.publishTime);
      expect([...times].sort().reverse()).toEqual(times);
    }
    const byTime = await newsSearch({ keyword: '食品 包装', sortByTime: 'true' });
    const times = byTime.records.map((n) => n.publishTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(byTime.total).toBe(page.total);
  });

  it('a keyword without words finds nothing; a blank one answers an empty page', async () => {
    expect((await newsSearch({ keyword: '%_' })).total).toBe(0);
    expect((await newsSearch({ keyword: '  ' })).total).toBe(0);
    expect((await newsSearch({ keyword: '不存在的词语组合甲乙丙' })).total).toBe(0);
  });
});

describe('post search (E14, E28)', () => {
  it('filters by type and theme with the counts of every match, whatever the filters', async () => {
    const all = await postSearch({ keyword: '包装' });
    expect(all.total).toBeGreaterThan(5);
    expect(all.facets.tags.length).toBeGreaterThan(1);
    expect(all.facets.tags.reduce((sum, f) => sum + f.count, 0)).toBe(all.total);
    const type = all.facets.tags[0]!;
    const ofType = await postSearch({ keyword: '包装', tagId: type.id });
    expect(ofType.total).toBe(type.count);
    expect(ofType.records.every((p) => p.tagId === type.id)).toBe(true);
    expect(ofType.facets).toEqual(all.facets);
    const theme = all.facets.themeTags[0]!;
    const ofTheme = await postSearch({ keyword: '包装', themeTagId: theme.id });
    expect(ofTheme.total).toBe(theme.count);
    expect(ofTheme.records.every((p) => p.themeTagId === theme.id)).toBe(true);
    const both = await postSearch({ keyword: '包装', tagId: type.id, themeTagId: theme.id });
    expect(both.records.every((p) => p.tagId === type.id && p.themeTagId === theme.id)).toBe(true);
    expect(both.total).toBeLessThanOrEqual(Math.min(type.count, theme.count));
    expect(all.terms).toEqual(['包装']);
  });

  it('a post written or edited by any connection is found at the next search, and no longer once its words are gone', async () => {
    const word = '鲸鱼纹理防伪标';
    expect((await postSearch({ keyword: word })).total).toBe(0);
    const id = await withDb(api, async (db) => (await db.prepare("SELECT id FROM posts WHERE status = 'PUBLISHED' ORDER BY id LIMIT 1").get() as { id: number }).id);
    // a connection of its own, as another API instance or a maintenance script would write
    const db = await openDatabase({ dbPath: api.dbPath, databaseUrl: api.databaseUrl, databasePoolSize: 1 });
    const before = (await get<{ title: string | null }>(db, 'SELECT title FROM posts WHERE id = ?', id))!;
    await run(db, 'UPDATE posts SET title = ? WHERE id = ?', `${before.title ?? ''}${word}`, id);
    const found = await postSearch({ keyword: word });
    expect(found.records.map((p) => p.id)).toEqual([id]);
    await run(db, 'UPDATE posts SET title = ? WHERE id = ?', before.title, id);
    await db.close();
    expect((await postSearch({ keyword: word })).total).toBe(0);
  });
});

describe('the other groups (E14, E15, E28)', () => {
  it('circles, members, events, companies, products and achievements match every word and carry the matched words', async () => {
    const circles = (await call(api, 'GET', '/post/posts/circle/search', { query: { keyword: '食品 包装' } })).body.data;
    expect(circles.total).toBeGreaterThan(0);
    expect(circles.terms).toEqual(['食品', '包装']);
    for (const c of circles.records) expect(`${c.circleName}${c.category}${c.description}`).toMatch(/食品|食/);

    const members = (await call(api, 'GET', '/post/posts/members/search', { query: { keyword: '食品' } })).body.data;
    expect(members.total).toBeGreaterThan(0);
    for (const m of members.records) expect(`${m.nickname}${m.company}${m.position}`).toContain('食品');

    const events = (await call(api, 'GET', '/ec/stores/search', { query: { keyword: '食品 包装' } })).body.data;
    const food = (await call(api, 'GET', '/ec/stores/search', { query: { keyword: '食品' } })).body.data;
    expect(events.total).toBeGreaterThan(0);
    expect(events.total).toBeLessThanOrEqual(food.total);

    // Companies by name, categories and place; name hits first.
    const companies = (await call(api, 'GET', '/company/companies/search', { query: { keyword: '食品' } })).body.data;
    expect(companies.total).toBeGreaterThan(3);
    const named = companies.records.map((c: { name: string }) => c.name.includes('食品'));
    expect(named.indexOf(false) === -1 || named.slice(named.indexOf(false)).every((x: boolean) => !x)).toBe(true);

    const products = (await call(api, 'GET', '/company/product/search', { query: { keyword: '食品 包装' } })).body.data;
    expect(products.terms).toEqual(['食品', '包装']);
    const achievements = (await call(api, 'GET', '/company/achievement/page', { query: { keyword: '包装 材料' } })).body.data;
    expect(achievements.total).toBeGreaterThan(0);
    expect(achievements.terms).toEqual(['包装', '材料']);
  });
});

describe('English words (issue 29 item 14; E13–E15, E19)', () => {
  it('E13 E14 E15 "packaging" finds news, posts, events and products by their tags’ English names and events by their English titles', async () => {
    const news = await newsSearch({ keyword: 'packaging' });
    expect(news.total).toBeGreaterThan(0);
    const posts = await postSearch({ keyword: 'packaging' });
    expect(posts.total).toBeGreaterThan(0);
    const events = (await call(api, 'GET', '/ec/stores/search', { query: { keyword: 'packaging', size: 50 } })).body.data;
    expect(events.total).toBeGreaterThan(0);
    expect(events.records.some((e: { enTitle: string | null }) => /packaging/i.test(e.enTitle ?? ''))).toBe(true);
    const products = (await call(api, 'GET', '/company/product/search', { query: { keyword: 'packaging' } })).body.data;
    expect(products.total).toBeGreaterThan(0);
    // every word still has to match: an English and a Chinese word together narrow the news found
    const both = await newsSearch({ keyword: 'packaging 食品' });
    expect(both.total).toBeLessThanOrEqual(news.total);
  });

  it('E13 a tag given to a news item later makes it findable by the tag’s English name (the tag change queues it again)', async () => {
    expect((await newsSearch({ keyword: 'zymurgy' })).total).toBe(0);
    const db = await openDatabase({ dbPath: api.dbPath, databaseUrl: api.databaseUrl });
    const tagId = Number((await get<{ id: number }>(db, 'SELECT MAX(id) + 1 AS id FROM tags'))!.id);
    await run(db, "INSERT INTO tags (id, name, en_name, type, status, sort, hot, created_at) VALUES (?, '酿造学', 'Zymurgy', 2, 1, 0, 0, '2026-11-20 18:00:00')", tagId);
    const item = await get<{ id: number }>(db, "SELECT id FROM news WHERE publish_status = 'PUBLISHED' AND is_banned = 0 ORDER BY id LIMIT 1");
    await run(db, 'INSERT INTO news_tags (news_id, tag_id, sort) VALUES (?, ?, 9)', item!.id, tagId);
    await db.close();
    expect((await newsSearch({ keyword: 'zymurgy' })).records.map((n) => n.id)).toEqual([item!.id]);
  });

  it('E19 the dictionary finds terms by their English names ("packaging")', async () => {
    const page = (await call(api, 'GET', '/basic/dict/page', { query: { keyword: 'packaging', size: 50 } })).body.data;
    expect(page.total).toBeGreaterThan(0);
  });
});
