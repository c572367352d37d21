/**
 * Seeds the interactions on news: comments with replies and comment likes (news comment_count then
 * counts the visible comments), a few favourites of the demo accounts, replies under post comments,
 * and the report notice shown by the report dialog (site pages `report_notice` / `report_notice_en`).
 */
import { REPORT_NOTICE_CODE } from '@/lib/constants';
import { newsComments, postComments, REPLY_GENERAL } from './corpus/topic-comments';
import { SEED_BASE_DATE, SEED_BASE_MS, type SeedContext } from './context';
import { formatTime, parseTime } from '../time';

const MAX_NEWS_COMMENTS = 6;
const MAX_REPLIES = 3;
const HOUR_MS = 3_600_000;

const REPORT_NOTICE_ZH = `<p>感谢您帮助我们维护良好的社区环境。请选择举报类型并简要说明理由，平台会在 1–3 个工作日内核实处理，处理结果将通过系统消息通知您。</p>
<p><strong>可以举报的内容</strong></p>
<ul><li>发布虚假供需信息、冒用他人企业名义或资质；</li><li>含有违法违规、低俗、赌博、诈骗等有害信息；</li><li>侵犯他人著作权、商标权或肖像权、隐私权；</li><li>恶意营销、刷屏、与行业无关的广告；</li><li>人身攻击、辱骂或泄露他人联系方式。</li></ul>
<p><strong>内容申诉</strong>：如果您发布的内容被误判或下架，可选择“内容申诉”并说明情况，我们将重新审核。</p>
<p>请勿恶意举报。多次恶意举报的账号将被限制使用举报功能。</p>`;

const REPORT_NOTICE_EN = `<p>Thank you for helping us keep the community trustworthy. Choose a report type and briefly explain why; we review every report within 1–3 working days and tell you the result in a system message.</p>
<p><strong>What you can report</strong></p>
<ul><li>False supply or demand information, or posts that impersonate another company or its certificates;</li><li>Illegal, vulgar, gambling or fraudulent content;</li><li>Infringement of copyright, trademarks, portrait or privacy rights;</li><li>Spam, flooding and advertising unrelated to the industry;</li><li>Personal attacks, abuse or publishing someone's contact details.</li></ul>
<p><strong>Content appeal</strong>: if your own content was removed by mistake, choose "content appeal" and explain the situation; it will be reviewed again.</p>
<p>Please do not report in bad faith. Accounts that repeatedly do so lose access to reporting.</p>`;

function seedReportNotice(ctx: SeedContext): void {
  const insert = ctx.db.prepare(
    'INSERT OR REPLACE INTO site_pages (code, title, content, url, qr_code_image, description, name, notes, updated_at) VALUES (?, ?, ?, NULL, NULL, ?, ?, NULL, ?)',
  );
  insert.run(REPORT_NOTICE_CODE, '举报须知', REPORT_NOTICE_ZH, '举报与内容申诉说明', '举报须知', SEED_BASE_DATE);
  insert.run(`${REPORT_NOTICE_CODE}_en`, 'Report notice', REPORT_NOTICE_EN, 'How reports and content appeals work', 'Report notice', SEED_BASE_DATE);
}

/** A time between `from` and the seed base date (never after it). */
function after(ctx: SeedContext, from: string, maxHours: number): string {
  const start = parseTime(from);
  const end = Math.min(SEED_BASE_MS, start + maxHours * HOUR_MS);
  return formatTime(start + ctx.random.next() * Math.max(0, end - start));
}

function seedNewsComments(ctx: SeedContext): void {
  const { db, random } = ctx;
  const insert = db.prepare(
    'INSERT INTO news_comments (news_id, member_id, parent_id, reply_member_id, content, like_count, reply_count, created_at) VALUES (?, ?, ?, ?, ?, 0, 0, ?)',
  );
  const like = db.prepare('INSERT OR IGNORE INTO news_comment_likes (comment_id, member_id) VALUES (?, ?)');
  const newsRow = db.prepare('SELECT publish_time, title, summary, seo_keywords FROM news WHERE id = ?');
  const members = ctx.memberIds.slice(3);
  if (members.length === 0) return;
  ctx.newsIds.forEach((newsId, i) => {
    const row = newsRow.get(newsId) as { publish_time: string; title: string; summary: string | null; seo_keywords: string | null } | undefined;
    const published = row?.publish_time;
    if (!row || !published) return;
    // issue 18 item 11: comments about the article's subject, none repeated
    const pool = newsComments(row.title, `${row.summary ?? ''} ${row.seo_keywords ?? ''}`);
    const replies = [...pool, ...REPLY_GENERAL];
    const count = i % 4 === 3 ? 0 : Math.min(pool.length, random.int(1, MAX_NEWS_COMMENTS));
    for (const text of random.sample(pool, count)) {
      const author = random.pick(members);
      const time = after(ctx, published, 72);
      const id = Number(insert.run(newsId, author, null, null, text, time).lastInsertRowid);
      for (const liker of random.sample(members, random.int(0, 6))) like.run(id, liker);
      const replyCount = random.next() < 0.35 ? random.int(1, MAX_REPLIES) : 0;
      for (let r = 0; r < replyCount; r += 1) {
        const replier = random.pick(members);
        const replyId = Number(insert.run(newsId, replier, id, author, random.pick(replies), after(ctx, time, 48)).lastInsertRowid);
        for (const liker of random.sample(members, random.int(0, 2))) like.run(replyId, liker);
      }
    }
  });
  db.prepare(
    `UPDATE news_comments SET
       like_count = (SELECT COUNT(*) FROM news_comment_likes l WHERE l.comment_id = news_comments.id),
       reply_count = (SELECT COUNT(*) FROM news_comments r WHERE r.parent_id = news_comments.id AND r.is_deleted = 0)`,
  ).run();
  db.prepare('UPDATE news SET comment_count = (SELECT COUNT(*) FROM news_comments c WHERE c.news_id = news.id AND c.is_deleted = 0)').run();
}

/** Replies under some post comments, so post threads have depth too. */
function seedPostReplies(ctx: SeedContext): void {
  const { db, random } = ctx;
  const members = ctx.memberIds.slice(3);
  if (members.length === 0) return;
  const roots = db.prepare('SELECT id, post_id, member_id, created_at FROM post_comments WHERE parent_id IS NULL ORDER BY id').all() as {
    id: number;
    post_id: number;
    member_id: number;
    created_at: string;
  }[];
  const insert = db.prepare('INSERT INTO post_comments (post_id, member_id, parent_id, reply_member_id, content, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  const postRow = db.prepare('SELECT tag_id, title, content FROM posts WHERE id = ?');
  const pools = new Map<number, string[]>();
  // issue 18 item 11: a reply stays on the post's topic
  const poolOf = (postId: number): string[] => {
    let pool = pools.get(postId);
    if (!pool) {
      const row = postRow.get(postId) as { tag_id: number | null; title: string | null; content: string } | undefined;
      pool = [...(row ? postComments({ siteTagId: row.tag_id ?? 0, title: row.title ?? '', content: row.content }) : []), ...REPLY_GENERAL];
      pools.set(postId, pool);
    }
    return pool;
  };
  for (const root of roots) {
    if (random.next() >= 0.25) continue;
    const replies = random.int(1, 2);
    for (let r = 0; r < replies; r += 1) insert.run(root.post_id, random.pick(members), root.id, root.member_id, random.pick(poolOf(root.post_id)), after(ctx, root.created_at, 48));
  }
  db.prepare('UPDATE post_comments SET reply_count = (SELECT COUNT(*) FROM post_comments r WHERE r.parent_id = post_comments.id AND r.is_deleted = 0)').run();
  db.prepare("UPDATE posts SET comment_count = (SELECT COUNT(*) FROM post_comments c WHERE c.post_id = posts.id AND c.is_deleted = 0)").run();
}

/** Favourites of the demo accounts (news and posts); favorite_count includes them. */
function seedFavorites(ctx: SeedContext): void {
  const { db } = ctx;
  const insert = db.prepare('INSERT OR IGNORE INTO member_favorites (member_id, target_type, target_id, created_at) VALUES (?, ?, ?, ?)');
  const postIds = (db.prepare("SELECT id FROM posts WHERE status = 'PUBLISHED' ORDER BY id").all() as { id: number }[]).map((r) => r.id);
  const bumpNews = db.prepare('UPDATE news SET favorite_count = favorite_count + 1 WHERE id = ?');
  const bumpPost = db.prepare('UPDATE posts SET favorite_count = favorite_count + 1 WHERE id = ?');
  ctx.memberIds.slice(0, 2).forEach((memberId, m) => {
    ctx.newsIds
      .filter((_, i) => i % (9 + m) === 2)
      .slice(0, 6)
      .forEach((id, k) => {
        if (insert.run(memberId, 'news', id, after(ctx, formatTime(SEED_BASE_MS - (k + 2) * 24 * HOUR_MS), 24)).changes > 0) bumpNews.run(id);
      });
    postIds
      .filter((_, i) => i % (11 + m) === 4)
      .slice(0, 4)
      .forEach((id, k) => {
        if (insert.run(memberId, 'post', id, after(ctx, formatTime(SEED_BASE_MS - (k + 1) * 24 * HOUR_MS), 24)).changes > 0) bumpPost.run(id);
      });
  });
}

export function seedInteractions(ctx: SeedContext): void {
  seedReportNotice(ctx);
  seedNewsComments(ctx);
  seedPostReplies(ctx);
  seedFavorites(ctx);
}
