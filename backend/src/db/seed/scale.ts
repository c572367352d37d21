/**
 * `npm run seed -- --scale N` (or `SEED_SCALE=N`, issue 28 item 4 "Growth"): after the normal seed, the news, posts,
 * members, comments, chat messages and orders are grown to N× their seeded count. Copy k (1 … N − 1) of a row gets
 * the id `id + k × stride` (stride: the power of ten above the table's largest seeded id, so the copies never meet the
 * originals or each other), a title with a variation (a prefix such as 【回顾】 and a region, a different given name for
 * a member), times moved k × 30 days (and a few hours) back, and authors among the copied members (a demo account's
 * row goes to an ordinary copied member, so the demo accounts' own data stays as seeded). Comments, replies and their
 * likes, news tags, post images, conversations with their members, and orders with their items and recipients are
 * copied along with the rows they belong to. Tickets are not copied (their codes are unique and they count seats).
 *
 * Each copy is one transaction of prepared inserts; the search index is then filled by the normal queue
 * (`refreshSearchIndex`), whose segmentation is memoised by text, so a copy's unchanged body is segmented once.
 * The default seed (N = 1) is untouched.
 */
import type { SqliteHandle as Db } from '../connection';
import { formatTime, parseTime } from '../time';

const DAY_MS = 86_400_000;
/** How far back each copy's times move. */
const COPY_SHIFT_DAYS = 30;
/** The demo accounts and the platform assistant keep their own rows; their copies' rows go to ordinary members. */
const FIRST_ORDINARY_MEMBER = 1004;

const TITLE_PREFIXES = ['', '【回顾】', '【观察】', '【深度】', '【跟踪】', '【解读】', '【专题】'];
const TITLE_REGIONS = ['', '（华东）', '（华南）', '（华北）', '（西南）', '（东北）', '（华中）', '（西北）'];
const GIVEN_NAMES = ['伟', '芳', '娜', '敏', '静', '强', '磊', '洋', '艳', '勇', '军', '杰', '涛', '明', '超', '霞', '平', '刚', '华', '琳', '鹏', '婷', '斌', '丹'];

type Row = Record<string, unknown>;

/** The seed scale of a command line (`--scale N`, `--scale=N`), else `fallback` (`SEED_SCALE`, config.ts). */
export function seedScaleOf(argv: readonly string[], fallback: number): number {
  let text: string | undefined;
  argv.forEach((arg, i) => {
    if (arg === '--scale') text = argv[i + 1];
    else if (arg.startsWith('--scale=')) text = arg.slice('--scale='.length);
  });
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1 || n > 1000) throw new Error(`--scale takes an integer from 1 to 1000, not ${text}`);
  return n;
}

/** The variation of a title for copy `k` of row `id`: a prefix and a region, never both empty, distinct per copy. */
function variedTitle(title: string, id: number, k: number): string {
  const combos = TITLE_PREFIXES.length * TITLE_REGIONS.length - 1;
  const c = ((k - 1 + id) % combos) + 1;
  return `${TITLE_PREFIXES[c % TITLE_PREFIXES.length]}${title}${TITLE_REGIONS[Math.floor(c / TITLE_PREFIXES.length)]}`;
}

function variedNickname(nickname: string, id: number, k: number): string {
  const chars = [...nickname];
  if (chars.length < 2 || !/\p{Script=Han}/u.test(nickname)) return `${nickname}${k}`;
  return chars.slice(0, -1).join('') + GIVEN_NAMES[(id + k) % GIVEN_NAMES.length];
}

/** A time `k` copies back: k × 30 days and up to 20 hours, varying by row. */
function shifted(text: unknown, id: number, k: number): unknown {
  if (typeof text !== 'string') return text;
  const ms = parseTime(text);
  if (!Number.isFinite(ms)) return text;
  return formatTime(ms - k * COPY_SHIFT_DAYS * DAY_MS - ((id * 7919 + k * 104_729) % 72_000) * 1000);
}

/** A counter of a copy: the original's, varied by ±25 %. */
function varied(n: unknown, id: number, k: number): unknown {
  if (typeof n !== 'number') return n;
  return Math.max(0, Math.round(n * (0.75 + (((id * 31 + k * 17) % 51) / 100))));
}

function strideOf(db: Db, table: string): number {
  const max = (db.prepare(`SELECT COALESCE(MAX(id), 0) AS m FROM ${table}`).get() as { m: number }).m;
  return 10 ** String(max).length;
}

/**
 * A prepared INSERT of every column of `table`, taking a row object (`@column` parameters); `orIgnore` for link rows,
 * where two members of the original may stand for one member of a copy (a demo account and an ordinary member).
 */
function inserter(db: Db, table: string, orIgnore = false): (row: Row) => void {
  const columns = (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name);
  const statement = db.prepare(`INSERT${orIgnore ? ' OR IGNORE' : ''} INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`);
  return (row) => void statement.run(row);
}

const rowsOf = (db: Db, sql: string): Row[] => db.prepare(sql).all() as Row[];

/** Grows the seeded content to `factor`× (see above). Answers the row counts added per table. */
export function scaleSeed(db: Db, factor: number): Record<string, number> {
  const added: Record<string, number> = {};
  if (factor <= 1) return added;
  const stride = {
    members: strideOf(db, 'members'),
    news: strideOf(db, 'news'),
    newsComments: strideOf(db, 'news_comments'),
    posts: strideOf(db, 'posts'),
    postComments: strideOf(db, 'post_comments'),
    conversations: strideOf(db, 'conversations'),
    messages: strideOf(db, 'messages'),
    orders: strideOf(db, 'ec_orders'),
    orderItems: strideOf(db, 'ec_order_items'),
    recipients: strideOf(db, 'ec_order_recipients'),
  };
  const originals = {
    members: rowsOf(db, `SELECT * FROM members WHERE id >= ${FIRST_ORDINARY_MEMBER} ORDER BY id`),
    industry: rowsOf(db, `SELECT * FROM member_industry_tags WHERE member_id >= ${FIRST_ORDINARY_MEMBER}`),
    news: rowsOf(db, "SELECT * FROM news WHERE publish_status = 'PUBLISHED' ORDER BY id"),
    newsTags: rowsOf(db, 'SELECT * FROM news_tags'),
    newsComments: rowsOf(db, 'SELECT * FROM news_comments ORDER BY id'),
    newsCommentLikes: rowsOf(db, 'SELECT * FROM news_comment_likes'),
    posts: rowsOf(db, "SELECT * FROM posts WHERE status = 'PUBLISHED' ORDER BY id"),
    postImages: rowsOf(db, 'SELECT * FROM post_images'),
    postComments: rowsOf(db, 'SELECT * FROM post_comments ORDER BY id'),
    conversations: rowsOf(db, 'SELECT * FROM conversations ORDER BY id'),
    conversationMembers: rowsOf(db, 'SELECT * FROM conversation_members ORDER BY conv_id, member_id'),
    messages: rowsOf(db, 'SELECT * FROM messages ORDER BY id'),
    orders: rowsOf(db, 'SELECT * FROM ec_orders WHERE member_id IS NOT NULL ORDER BY id'),
    orderItems: rowsOf(db, 'SELECT * FROM ec_order_items ORDER BY id'),
    recipients: rowsOf(db, 'SELECT * FROM ec_order_recipients ORDER BY id'),
  };
  const ordinary = originals.members.map((m) => m.id as number);
  if (ordinary.length < 2) return added;
  const copied = new Set(ordinary);
  /** The member of copy k standing for `id`: its own copy, or for a demo account an ordinary member's copy. */
  const member = (id: unknown, k: number): unknown => {
    if (typeof id !== 'number') return id;
    const base = copied.has(id) ? id : (ordinary[id % ordinary.length] as number);
    return base + k * stride.members;
  };
  const newsIds = new Set(originals.news.map((n) => n.id as number));
  const postIds = new Set(originals.posts.map((p) => p.id as number));
  const newsCommentIds = new Set(originals.newsComments.filter((c) => newsIds.has(c.news_id as number)).map((c) => c.id as number));
  const orderIds = new Set(originals.orders.map((o) => o.id as number));

  const insert = {
    members: inserter(db, 'members'),
    industry: inserter(db, 'member_industry_tags'),
    news: inserter(db, 'news'),
    newsTags: inserter(db, 'news_tags'),
    newsComments: inserter(db, 'news_comments'),
    newsCommentLikes: inserter(db, 'news_comment_likes', true),
    posts: inserter(db, 'posts'),
    postImages: inserter(db, 'post_images'),
    postComments: inserter(db, 'post_comments'),
    conversations: inserter(db, 'conversations'),
    conversationMembers: inserter(db, 'conversation_members'),
    messages: inserter(db, 'messages'),
    orders: inserter(db, 'ec_orders'),
    orderItems: inserter(db, 'ec_order_items'),
    recipients: inserter(db, 'ec_order_recipients'),
  };
  const count = (table: string, n: number) => (added[table] = (added[table] ?? 0) + n);

  const copy = db.transaction((k: number) => {
    for (const m of originals.members) {
      const id = m.id as number;
      insert.members({
        ...m,
        id: member(id, k),
        mobile: `15${String(k).padStart(2, '0')}${String(id % 10_000_000).padStart(7, '0')}`,
        email: null,
        password_hash: null,
        wx_openid: null,
        wx_unionid: null,
        nickname: typeof m.nickname === 'string' ? variedNickname(m.nickname, id, k) : m.nickname,
        has_column: 0,
        created_at: shifted(m.created_at, id, k),
        last_active_at: shifted(m.last_active_at, id, k),
      });
    }
    for (const t of originals.industry) insert.industry({ ...t, member_id: member(t.member_id, k) });
    count('members', originals.members.length);

    for (const n of originals.news) {
      const id = n.id as number;
      insert.news({
        ...n,
        id: id + k * stride.news,
        title: variedTitle(n.title as string, id, k),
        member_id: typeof n.member_id === 'number' ? member(n.member_id, k) : n.member_id,
        publish_time: shifted(n.publish_time, id, k),
        created_at: shifted(n.created_at, id, k),
        updated_at: shifted(n.updated_at, id, k),
        view_count: varied(n.view_count, id, k),
        like_count: varied(n.like_count, id, k),
        favorite_count: 0,
      });
    }
    for (const t of originals.newsTags) if (newsIds.has(t.news_id as number)) insert.newsTags({ ...t, news_id: (t.news_id as number) + k * stride.news });
    count('news', originals.news.length);

    for (const c of originals.newsComments) {
      if (!newsIds.has(c.news_id as number)) continue;
      const id = c.id as number;
      insert.newsComments({
        ...c,
        id: id + k * stride.newsComments,
        news_id: (c.news_id as number) + k * stride.news,
        member_id: member(c.member_id, k),
        parent_id: typeof c.parent_id === 'number' ? c.parent_id + k * stride.newsComments : null,
        reply_member_id: member(c.reply_member_id, k),
        created_at: shifted(c.created_at, c.news_id as number, k),
      });
      count('news_comments', 1);
    }
    for (const l of originals.newsCommentLikes) {
      if (!newsCommentIds.has(l.comment_id as number)) continue;
      insert.newsCommentLikes({ comment_id: (l.comment_id as number) + k * stride.newsComments, member_id: member(l.member_id, k) });
    }

    for (const p of originals.posts) {
      const id = p.id as number;
      insert.posts({
        ...p,
        id: id + k * stride.posts,
        member_id: member(p.member_id, k),
        title: typeof p.title === 'string' && p.title !== '' ? variedTitle(p.title, id, k) : p.title,
        publish_time: shifted(p.publish_time, id, k),
        updated_at: shifted(p.updated_at, id, k),
        view_count: varied(p.view_count, id, k),
        like_count: varied(p.like_count, id, k),
        favorite_count: 0,
      });
    }
    for (const i of originals.postImages) if (postIds.has(i.post_id as number)) insert.postImages({ ...i, post_id: (i.post_id as number) + k * stride.posts });
    count('posts', originals.posts.length);
    for (const c of originals.postComments) {
      if (!postIds.has(c.post_id as number)) continue;
      insert.postComments({
        ...c,
        id: (c.id as number) + k * stride.postComments,
        post_id: (c.post_id as number) + k * stride.posts,
        member_id: member(c.member_id, k),
        parent_id: typeof c.parent_id === 'number' ? c.parent_id + k * stride.postComments : null,
        reply_member_id: member(c.reply_member_id, k),
        created_at: shifted(c.created_at, c.post_id as number, k),
      });
      count('post_comments', 1);
    }

    // a conversation's copy is between the copies of its members (two distinct ones), its messages moved back in time
    const people = new Map<number, Map<number, number>>();
    for (const cm of originals.conversationMembers) {
      const conv = cm.conv_id as number;
      const taken = people.get(conv) ?? new Map<number, number>();
      people.set(conv, taken);
      let to = member(cm.member_id, k) as number;
      for (let next = 1; [...taken.values()].includes(to); next += 1) to = member(ordinary[next % ordinary.length], k) as number;
      taken.set(cm.member_id as number, to);
    }
    for (const c of originals.conversations) {
      const conv = c.id as number;
      insert.conversations({
        ...c,
        id: conv + k * stride.conversations,
        context_type: null,
        context_id: null,
        created_at: shifted(c.created_at, conv, k),
        updated_at: shifted(c.updated_at, conv, k),
      });
    }
    for (const cm of originals.conversationMembers) {
      const conv = cm.conv_id as number;
      insert.conversationMembers({ ...cm, conv_id: conv + k * stride.conversations, member_id: people.get(conv)?.get(cm.member_id as number) });
    }
    for (const m of originals.messages) {
      const conv = m.conv_id as number;
      const to = people.get(conv);
      insert.messages({
        ...m,
        id: (m.id as number) + k * stride.messages,
        conv_id: conv + k * stride.conversations,
        msg_from: to?.get(m.msg_from as number) ?? member(m.msg_from, k),
        msg_to: to?.get(m.msg_to as number) ?? member(m.msg_to, k),
        sent_time: shifted(m.sent_time, conv, k),
        client_msg_id: null,
      });
    }
    count('conversations', originals.conversations.length);
    count('messages', originals.messages.length);

    for (const o of originals.orders) {
      const id = o.id as number;
      insert.orders({
        ...o,
        id: id + k * stride.orders,
        order_no: `${String(o.order_no)}${String(k).padStart(3, '0')}`,
        trade_no: typeof o.trade_no === 'string' ? `${o.trade_no}K${k}` : o.trade_no,
        member_id: member(o.member_id, k),
        anonymous_token: null,
        request_id: null,
        request_hash: null,
        created_at: shifted(o.created_at, id, k),
        paid_at: shifted(o.paid_at, id, k),
        canceled_at: shifted(o.canceled_at, id, k),
        expire_at: shifted(o.expire_at, id, k),
      });
    }
    for (const i of originals.orderItems) {
      if (!orderIds.has(i.order_id as number)) continue;
      insert.orderItems({ ...i, id: (i.id as number) + k * stride.orderItems, order_id: (i.order_id as number) + k * stride.orders });
    }
    for (const r of originals.recipients) {
      if (!orderIds.has(r.order_id as number)) continue;
      insert.recipients({ ...r, id: (r.id as number) + k * stride.recipients, order_id: (r.order_id as number) + k * stride.orders });
    }
    count('ec_orders', originals.orders.length);
  });
  for (let k = 1; k < factor; k += 1) copy(k);

  // the circles' post counts include the copies
  db.prepare("UPDATE circles SET post_count = (SELECT COUNT(*) FROM posts p WHERE p.circle_id = circles.id AND p.status = 'PUBLISHED')").run();
  return added;
}
