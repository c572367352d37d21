/**
 * Seeds circles (members, join requests, notices, pins) and posts (images, comments, likes).
 */
import { circlesCorpus, postsCorpus } from './corpus';
import { postComments } from './corpus/topic-comments';
import { daysAgo, fitTimes, seedImage, type SeedContext } from './context';
import { photoSubject, seedPhoto } from './photos';

const MAX_COMMENTS_PER_POST = 6;

export function seedCircles(ctx: SeedContext): void {
  const { db, random } = ctx;
  const circle = db.prepare(
    'INSERT INTO circles (name, description, avatar, cover_img, category, circle_type, is_public, owner_member_id, created_at) VALUES (?, ?, ?, ?, ?, 0, ?, ?, ?)',
  );
  const member = db.prepare('INSERT OR IGNORE INTO circle_members (circle_id, member_id, member_type, joined_at) VALUES (?, ?, ?, ?)');
  const request = db.prepare('INSERT INTO circle_requests (circle_id, member_id, request_type, message, operation_result, created_at) VALUES (?, ?, 1, ?, 0, ?)');
  const notice = db.prepare('INSERT INTO circle_notices (circle_id, member_id, content, created_at) VALUES (?, ?, ?, ?)');
  circlesCorpus.forEach((c, i) => {
    const ownerId = ctx.memberIds[c.ownerIndex] ?? ctx.memberIds[0];
    if (ownerId === undefined) return;
    const created = daysAgo(random.int(200, 500));
    const id = Number(circle.run(c.name, c.description, seedImage('avatar', c.avatar, c.name), seedImage('cover', 700 + i, c.name), c.category, c.isPublic ? 1 : 0, ownerId, created).lastInsertRowid);
    ctx.circleIds.push(id);
    member.run(id, ownerId, 'OWNER', created);
    for (const k of c.adminIndexes) {
      const adminId = ctx.memberIds[k];
      if (adminId !== undefined) member.run(id, adminId, 'ADMIN', daysAgo(random.int(150, 200)));
    }
    for (const k of c.memberIndexes) {
      const memberId = ctx.memberIds[k];
      if (memberId !== undefined) member.run(id, memberId, 'JOINED', daysAgo(random.int(1, 150)));
    }
    c.notices.forEach((text, k) => notice.run(id, ownerId, text, daysAgo(10 + k * 20)));
    if (!c.isPublic) {
      const joined = new Set((db.prepare('SELECT member_id FROM circle_members WHERE circle_id = ?').all(id) as { member_id: number }[]).map((r) => r.member_id));
      for (const applicant of random.sample(ctx.memberIds.filter((m) => !joined.has(m)), 2)) {
        member.run(id, applicant, 'PENDING', daysAgo(2));
        request.run(id, applicant, '希望加入圈子交流学习，谢谢管理员！', daysAgo(2));
      }
    }
  });
}

export function seedPosts(ctx: SeedContext): void {
  const { db, random } = ctx;
  const post = db.prepare(
    `INSERT INTO posts (member_id, circle_id, tag_id, theme_tag_id, title, content, is_anonymous, status, grey_words, publish_time, updated_at,
       view_count, like_count, comment_count) VALUES (?, ?, ?, ?, ?, ?, ?, 'PUBLISHED', '[]', ?, ?, ?, ?, ?)`,
  );
  const image = db.prepare('INSERT INTO post_images (post_id, url, sort) VALUES (?, ?, ?)');
  const joinCircle = db.prepare("INSERT OR IGNORE INTO circle_members (circle_id, member_id, member_type, joined_at) VALUES (?, ?, 'JOINED', ?)");
  const comment = db.prepare('INSERT INTO post_comments (post_id, member_id, content, created_at) VALUES (?, ?, ?, ?)');
  const like = db.prepare('INSERT OR IGNORE INTO post_likes (post_id, member_id, created_at) VALUES (?, ?, ?)');
  const [demo1] = ctx.memberIds;
  const times = fitTimes(ctx, postsCorpus.map((p) => p.publishTime));
  postsCorpus.forEach((p, i) => {
    const authorId = ctx.memberIds[p.authorIndex] ?? ctx.memberIds[i % ctx.memberIds.length];
    if (authorId === undefined) return;
    const circleId = p.circleIndex !== undefined ? (ctx.circleIds[p.circleIndex] ?? null) : null;
    const time = times[i] as string;
    // issue 18 item 11: comments written for the post's topic, none repeated in one thread
    const pool = postComments(p);
    const comments = Math.min(pool.length, random.int(0, MAX_COMMENTS_PER_POST));
    const id = Number(
      post.run(authorId, circleId, p.siteTagId, p.themeTagId, p.title, p.content, p.isAnonymous ? 1 : 0, time, time, p.viewCount, p.likeCount, comments)
        .lastInsertRowid,
    );
    if (circleId !== null) joinCircle.run(circleId, authorId, time);
    // issue 18 item 11: photos of what the post is about, each image another composition
    const subject = photoSubject(p.title, p.content);
    for (let k = 0; k < p.imageCount; k += 1) image.run(id, seedPhoto(subject, i + k), k);
    for (const text of random.sample(pool, comments)) comment.run(id, random.pick(ctx.memberIds), text, time);
    if (demo1 !== undefined && i % 6 === 0) like.run(id, demo1, time);
  });
}

/** Denormalised counters of circles, and one pinned post in each circle that has posts. */
export function finishCircles(ctx: SeedContext): void {
  const { db } = ctx;
  db.prepare(
    `UPDATE circles SET
       member_count = (SELECT COUNT(*) FROM circle_members cm WHERE cm.circle_id = circles.id AND cm.member_type <> 'PENDING'),
       post_count = (SELECT COUNT(*) FROM posts p WHERE p.circle_id = circles.id AND p.status = 'PUBLISHED')`,
  ).run();
  db.prepare(
    `INSERT INTO circle_pins (circle_id, post_id, pinned_at)
     SELECT circle_id, MAX(id), ? FROM posts WHERE circle_id IS NOT NULL AND status = 'PUBLISHED' GROUP BY circle_id`,
  ).run(daysAgo(3));
}
