/**
 * Seeds columns, news (with theme/site/category tags and some likes), flashes and topics with sections.
 */
import { TAG_TYPE } from '@/lib/constants';
import { columnsCorpus, flashesCorpus, newsCorpus, topicsCorpus } from './corpus';
import { daysAgo, fitTimes, seedImage, tagId, type SeedContext } from './context';
import { photoSubject, seedPhoto } from './photos';

const TOPIC_SECTION_NEWS = 6;
const FLASH_WINDOW_DAYS = 30;

export function seedColumns(ctx: SeedContext): void {
  const insert = ctx.db.prepare('INSERT INTO columns (name, description, avatar, owner_member_id, subscriber_count, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  const owner = ctx.db.prepare('UPDATE members SET has_column = 1 WHERE id = ?');
  const subscriber = ctx.db.prepare('INSERT OR IGNORE INTO column_subscribers (column_id, member_id, member_type, created_at) VALUES (?, ?, ?, ?)');
  for (const c of columnsCorpus) {
    const ownerId = ctx.memberIds[c.ownerIndex] ?? ctx.memberIds[0];
    if (ownerId === undefined) continue;
    const subscribers = ctx.random.sample(ctx.memberIds, ctx.random.int(8, 30)).filter((id) => id !== ownerId);
    const id = Number(insert.run(c.name, c.description, seedImage('avatar', c.avatar, c.name), ownerId, subscribers.length, daysAgo(ctx.random.int(150, 400))).lastInsertRowid);
    ctx.columnIds.push(id);
    owner.run(ownerId);
    for (const member of subscribers) subscriber.run(id, member, 'JOINED', daysAgo(ctx.random.int(1, 140)));
  }
}

export function seedNews(ctx: SeedContext): void {
  const { db, random } = ctx;
  const insert = db.prepare(
    `INSERT INTO news (title, summary, content, cover_img, author, source_tag_id, class_tag_id, column_id, seo_keywords, publish_status,
       is_banned, publish_time, view_count, like_count, comment_count, favorite_count, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'PUBLISHED', 0, ?, ?, ?, 0, ?, ?, ?)`,
  );
  const tag = db.prepare('INSERT OR IGNORE INTO news_tags (news_id, tag_id, sort) VALUES (?, ?, ?)');
  const like = db.prepare('INSERT OR IGNORE INTO news_likes (news_id, member_id, created_at) VALUES (?, ?, ?)');
  const [demo1, demo2] = ctx.memberIds;
  const times = fitTimes(ctx, newsCorpus.map((n) => n.publishTime));
  newsCorpus.forEach((n, i) => {
    const time = times[i] as string;
    const columnId = n.columnIndex !== undefined ? (ctx.columnIds[n.columnIndex] ?? null) : null;
    const id = Number(
      insert.run(
        n.title,
        n.summary,
        n.content,
        // issue 18 item 11: a photo of what the article is about
        seedPhoto(photoSubject(n.title, n.seoKeywords), n.cover),
        n.author,
        tagId(ctx, TAG_TYPE.newsSource, n.sourceTag) ?? null,
        tagId(ctx, TAG_TYPE.newsClass, n.classTag) ?? null,
        columnId,
        n.seoKeywords,
        time,
        n.viewCount,
        n.likeCount,
        random.int(0, Math.max(1, Math.floor(n.likeCount / 3))),
        time,
        time,
      ).lastInsertRowid,
    );
    ctx.newsIds.push(id);
    let sort = 0;
    const add = (id2: number | undefined): void => {
      if (id2 !== undefined) tag.run(id, id2, sort++);
    };
    for (const code of n.themeTags) add(tagId(ctx, TAG_TYPE.newsTheme, code));
    for (const site of n.siteTags) add(site);
    if (n.categoryTag) add(tagId(ctx, TAG_TYPE.newsCategory, n.categoryTag));
    if (demo1 !== undefined && i % 5 === 0) like.run(id, demo1, time);
    if (demo2 !== undefined && i % 7 === 0) like.run(id, demo2, time);
  });
}

export function seedFlashes(ctx: SeedContext): void {
  const insert = ctx.db.prepare('INSERT INTO flashes (title, content, source_tag_id, publish_time, view_count) VALUES (?, ?, ?, ?, ?)');
  const times = fitTimes(ctx, flashesCorpus.map((f) => f.publishTime), FLASH_WINDOW_DAYS);
  flashesCorpus.forEach((f, i) => {
    insert.run(f.title, f.content, tagId(ctx, TAG_TYPE.newsSource, f.sourceTag) ?? null, times[i], ctx.random.int(100, 8000));
  });
}

/** Each topic section gathers the newest news of its class or theme tags. */
export function seedTopics(ctx: SeedContext): void {
  const { db } = ctx;
  const topic = db.prepare('INSERT INTO topics (code, title, en_title, description, cover_img, publish_time, view_count) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const section = db.prepare('INSERT INTO topic_sections (topic_id, name, en_name, sort) VALUES (?, ?, ?, ?)');
  const sectionNews = db.prepare('INSERT OR IGNORE INTO topic_section_news (section_id, news_id, sort) VALUES (?, ?, ?)');
  const newsOf = db.prepare(
    `SELECT DISTINCT n.id FROM news n LEFT JOIN news_tags nt ON nt.news_id = n.id
      WHERE n.class_tag_id IN (SELECT value FROM json_each(?)) OR nt.tag_id IN (SELECT value FROM json_each(?))
      ORDER BY n.publish_time DESC, n.id DESC LIMIT ?`,
  );
  topicsCorpus.forEach((t, i) => {
    const topicId = Number(topic.run(t.code, t.title, t.enTitle, t.description, seedPhoto(photoSubject(t.title, t.description), t.cover), daysAgo(5 + i * 17), ctx.random.int(500, 20000)).lastInsertRowid);
    t.sections.forEach((s, k) => {
      const sectionId = Number(section.run(topicId, s.name, s.enName, k).lastInsertRowid);
      const classIds = s.classTags.map((c) => tagId(ctx, TAG_TYPE.newsClass, c)).filter((v) => v !== undefined);
      const themeIds = s.themeTags.map((c) => tagId(ctx, TAG_TYPE.newsTheme, c)).filter((v) => v !== undefined);
      const rows = newsOf.all(JSON.stringify(classIds), JSON.stringify(themeIds), TOPIC_SECTION_NEWS) as { id: number }[];
      rows.forEach((r, order) => sectionNews.run(sectionId, r.id, order));
    });
  });
}
