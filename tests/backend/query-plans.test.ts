/**
 * Issue 28 item 4 ("Growth"): no hot path scans a whole table. The seeded database is grown to 3× (db/seed/scale.ts,
 * what `npm run seed -- --scale 3` does), then the list, detail, comment, search, chat-history, order and member calls
 * are made through the API while the repositories' statements are observed (db/sql.ts `observeQueries`: the exact
 * SQL and parameters each repository runs). Every statement's plan (EXPLAIN QUERY PLAN) may SEARCH a table, SCAN it
 * through an index (an ordered walk that a LIMIT ends, or a covering index), or SCAN one of the small tables listed
 * in SMALL_TABLES (they do not grow with members or content); a bare `SCAN <table>` of any other table fails.
 *
 * SQLite only: SQLite has no statistics here (nothing runs ANALYZE), so its plans depend on the schema and the query,
 * not on the row counts. PostgreSQL plans by statistics, and on a seed this small it rightly prefers a sequential
 * scan of almost every table (and `enable_seqscan = off` only swaps that for a full primary-key walk), so its plan says
 * nothing about ×50; on PostgreSQL the test checks that the indexes the SQLite plans rely on exist there too
 * (docs/decisions/006-performance-budgets.md, "Growth ×50").
 */
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaleSeed } from '../../backend/src/db/seed/scale';
import { all, observeQueries } from '../../backend/src/db/sql';
import { refreshSearchIndex } from '../../backend/src/search/index-queue';
import { call, createTestApi, loginDemo, type TestApi } from './helpers';

/**
 * Tables a plan may scan whole: lookup tables the editors or the seed fill (tags, places, columns, circles, topics,
 * pages, templates, events and their SKUs), which stay at tens or hundreds of rows however many members and posts
 * there are, and the search queue (empty between writes).
 */
const SMALL_TABLES = new Set([
  'tags',
  'locations',
  'columns',
  'circles',
  'topics',
  'topic_sections',
  'site_pages',
  'hot_keywords',
  'banners',
  'message_templates',
  'message_template_categories',
  'membership_benefits',
  'events',
  'ec_products',
  'ec_skus',
  'search_dirty',
]);

/** Indexes the plans below depend on (migration 195_growth_indexes.sql and earlier ones), checked on PostgreSQL. */
const GROWTH_INDEXES = [
  'idx_news_list',
  'idx_posts_list',
  'idx_posts_open',
  'idx_news_comments_news',
  'idx_news_comments_parent',
  'idx_post_comments_post',
  'idx_post_comments_parent',
  'idx_messages_conv',
  'idx_ec_orders_member',
  'idx_ec_order_items_order',
  'idx_members_listed_active',
  'idx_members_listed_new',
];

interface Statement {
  sql: string;
  params: readonly unknown[];
}

let api: TestApi;
let token: string;
const ids = { news: 0, post: 0, circle: 0, postTag: 0, classTag: 0, themeTag: 0, column: 0, newsComment: 0, postComment: 0, conversation: 0 };

const isPostgres = () => api.databaseUrl !== null;

beforeAll(async () => {
  api = await createTestApi();
  if (!isPostgres()) {
    const handle = new Database(api.dbPath);
    handle.pragma('busy_timeout = 5000');
    scaleSeed(handle, 3);
    handle.close();
    await refreshSearchIndex(api.db, new Map());
  }
  token = (await loginDemo(api)).access_token;
  const one = async (sql: string) => Number(Object.values((await all<Record<string, unknown>>(api.db, sql))[0] ?? {})[0] ?? 0);
  ids.news = await one("SELECT id FROM news WHERE comment_count > 2 AND publish_status = 'PUBLISHED' ORDER BY id LIMIT 1");
  ids.post = await one("SELECT id FROM posts WHERE comment_count > 2 AND status = 'PUBLISHED' ORDER BY id LIMIT 1");
  ids.circle = await one('SELECT circle_id FROM posts WHERE circle_id IS NOT NULL ORDER BY id LIMIT 1');
  ids.postTag = await one('SELECT tag_id FROM posts WHERE tag_id IS NOT NULL ORDER BY id LIMIT 1');
  ids.classTag = await one('SELECT class_tag_id FROM news WHERE class_tag_id IS NOT NULL ORDER BY id LIMIT 1');
  ids.themeTag = await one('SELECT tag_id FROM news_tags ORDER BY news_id LIMIT 1');
  ids.column = await one('SELECT column_id FROM news WHERE column_id IS NOT NULL ORDER BY id LIMIT 1');
  ids.newsComment = await one('SELECT parent_id FROM news_comments WHERE parent_id IS NOT NULL ORDER BY id LIMIT 1');
  ids.postComment = await one('SELECT parent_id FROM post_comments WHERE parent_id IS NOT NULL ORDER BY id LIMIT 1');
  ids.conversation = await one('SELECT conv_id FROM conversation_members WHERE member_id = 1001 ORDER BY conv_id LIMIT 1');
}, 120_000);
afterAll(async () => {
  observeQueries(null);
  await api.close();
});

/** The statements the API ran for one call (after a first call, so lazily made caches are not in the way). */
async function statementsOf(url: string, withToken: boolean): Promise<Statement[]> {
  const opts = withToken ? { token } : {};
  await call(api, 'GET', url, opts);
  const seen: Statement[] = [];
  observeQueries((_db, sql, params) => seen.push({ sql, params }));
  try {
    const answer = await call(api, 'GET', url, opts);
    expect(answer.body.code, `${url}: ${answer.raw.slice(0, 200)}`).toBe(0);
  } finally {
    observeQueries(null);
  }
  return seen;
}

/** alias → tables, from `FROM t a`, `JOIN t AS a` and a bare `FROM t` (a table is its own alias). */
function aliasesOf(sql: string): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const keywords = /^(where|on|join|left|inner|cross|order|group|limit|union|intersect|except|using|natural|as|set|values|select|having|window)$/i;
  for (const m of sql.matchAll(/\b(?:FROM|JOIN)\s+([A-Za-z_][\w]*)(?:\s+(?:AS\s+)?([A-Za-z_][\w]*))?/gi)) {
    const table = m[1]!.toLowerCase();
    const names = [table];
    if (m[2] && !keywords.test(m[2])) names.push(m[2].toLowerCase());
    for (const name of names) out.set(name, (out.get(name) ?? new Set()).add(table));
  }
  return out;
}

let tableNames: Set<string> | null = null;

/** The bare table scans of a statement's plan (empty when every table is searched or walked by an index). */
async function tableScans(statement: Statement): Promise<string[]> {
  tableNames ??= new Set((await all<{ name: string }>(api.db, "SELECT name FROM sqlite_master WHERE type = 'table'")).map((r) => r.name));
  const plan = await all<{ detail: string }>(api.db, `EXPLAIN QUERY PLAN ${statement.sql}`, ...statement.params);
  const aliases = aliasesOf(statement.sql);
  const scans: string[] = [];
  for (const { detail } of plan) {
    const m = /^SCAN (\S+)(.*)$/.exec(detail);
    if (!m || /USING (COVERING )?INDEX|VIRTUAL TABLE/.test(m[2]!)) continue;
    const name = m[1]!.toLowerCase();
    const tables = aliases.get(name) ?? (tableNames.has(name) ? new Set([name]) : new Set<string>());
    for (const table of tables) if (tableNames.has(table) && !SMALL_TABLES.has(table)) scans.push(`${detail} (${table})`);
  }
  return scans;
}

const CALLS: { name: string; url: () => string; member?: boolean }[] = [
  { name: 'news list', url: () => '/news/news/page?current=1&size=10' },
  { name: 'news list, page 5', url: () => '/news/news/page?current=5&size=10' },
  { name: 'news list by class', url: () => `/news/news/page?current=1&size=10&classTagId=${ids.classTag}` },
  { name: 'news list by theme tag', url: () => `/news/news/page?current=1&size=10&tagId=${ids.themeTag}` },
  { name: 'news list by column', url: () => `/news/news/column/page?current=1&size=10&columnId=${ids.column}` },
  { name: 'news detail', url: () => `/news/news/${ids.news}` },
  { name: 'news comments', url: () => `/news/news/comment?newsId=${ids.news}&current=1&size=10` },
  { name: 'news comment replies', url: () => `/news/news/comment/replies?parentId=${ids.newsComment}&current=1&size=10` },
  { name: 'post list', url: () => '/post/posts/page?current=1&size=10' },
  { name: 'post list by circle', url: () => `/post/posts/page?current=1&size=10&circleId=${ids.circle}` },
  { name: 'post list by type', url: () => `/post/posts/page?current=1&size=10&tagId=${ids.postTag}` },
  { name: 'post detail', url: () => `/post/posts/${ids.post}` },
  { name: 'post comments', url: () => `/post/comments?postId=${ids.post}&current=1&size=10` },
  { name: 'post comment replies', url: () => `/post/comments/replies?parentId=${ids.postComment}&current=1&size=10` },
  { name: 'news search, a common word', url: () => `/news/news/v2/search?keyword=${encodeURIComponent('包装')}&current=1&size=10` },
  { name: 'news search, a 3-character word', url: () => `/news/news/v2/search?keyword=${encodeURIComponent('包装机')}&current=1&size=10` },
  { name: 'news search by time', url: () => `/news/news/v2/search?keyword=${encodeURIComponent('食品')}&sortByTime=true&current=1&size=10` },
  { name: 'post search', url: () => `/post/posts/v2/search?keyword=${encodeURIComponent('包装')}&current=1&size=10` },
  { name: 'chat history', url: () => `/msg/messages/history?convId=${ids.conversation}&current=1&size=20`, member: true },
  { name: 'conversation list', url: () => '/msg/conversation/list', member: true },
  { name: 'orders of a member', url: () => '/ec/orders/page?current=1&size=10', member: true },
  { name: 'member list', url: () => '/admin/follow/member/page?current=1&size=10' },
  { name: 'member list, newest', url: () => '/admin/follow/join-latest?current=1&size=10' },
];

describe('query plans of the hot paths at 3× the seed (issue 28 item 4)', () => {
  it('the seed grew 3×', async () => {
    if (isPostgres()) return;
    const [row] = await all<{ news: number; posts: number; members: number }>(
      api.db,
      "SELECT (SELECT COUNT(*) FROM news) AS news, (SELECT COUNT(*) FROM posts) AS posts, (SELECT COUNT(*) FROM members WHERE mobile LIKE '15%') AS members",
    );
    expect(row!.news).toBeGreaterThan(700);
    expect(row!.posts).toBeGreaterThan(1000);
    expect(row!.members).toBeGreaterThan(200);
  });

  it.each(CALLS)('$name scans no large table', async ({ url, member }) => {
    const statements = await statementsOf(url(), member === true);
    expect(statements.length).toBeGreaterThan(0);
    if (isPostgres()) return;
    const scans: string[] = [];
    for (const s of statements) {
      if (!/^\s*(SELECT|WITH|UPDATE|DELETE|INSERT)\b/i.test(s.sql)) continue;
      for (const scan of await tableScans(s)) scans.push(`${scan}\n    in ${s.sql.replace(/\s+/g, ' ').slice(0, 400)}`);
    }
    expect(scans, scans.join('\n')).toEqual([]);
  });

  it('the indexes the plans use exist on PostgreSQL too', async () => {
    if (!isPostgres()) return;
    const present = new Set((await all<{ indexname: string }>(api.db, "SELECT indexname FROM pg_indexes WHERE schemaname = 'public'")).map((r) => r.indexname));
    expect(GROWTH_INDEXES.filter((name) => !present.has(name))).toEqual([]);
  });
});
