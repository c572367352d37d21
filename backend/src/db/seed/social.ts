/**
 * Friend requests in every state and system notices of every kind for the demo members 13800000001 and
 * 13800000002 (I27–I30, K07–K38): comment notices, platform notices per msgType, friend-request results,
 * an achievement review and circle join requests (operationResult 0/1/2) in the new-member tab.
 * Uses its own PRNG so the steps before it keep their random sequence.
 */
import { ADMIN_MEMBER_ID, ENTITY_TYPE, NOTICE_TYPE } from '@/lib/constants';
import type { NoticeContent } from '../../repo/notices';
import { seedNotice } from './notices';
import { daysAgo, type SeedContext } from './context';
import { SeededRandom } from './random';

interface Named {
  id: number;
  nickname: string;
}

const GREETINGS = [
  '您好，我是做食品级PET瓶坯的，想跟您交流一下饮料包装的采购需求。',
  '看了您在圈子里分享的无菌灌装经验，很受启发，希望能加个好友请教。',
  '您好，我们是一家柔印制版厂，近期在拓展食品软包客户，方便认识一下吗？',
  '在上次的包装展上和您交换过名片，加个好友方便后续沟通。',
  '您好，关注您很久了，想了解一下贵司对环保纸塑复合材料的评估标准。',
  '我们在做低糖饮料的配方开发，想请教一下甜味剂的供应渠道。',
];

export function seedSocialNotices(ctx: SeedContext): void {
  const { db, memberIds } = ctx;
  const [demo1, demo2] = memberIds;
  if (demo1 === undefined || demo2 === undefined) return;
  const random = new SeededRandom(6_0606);
  const people = db
    .prepare('SELECT id, nickname FROM members WHERE id > ? AND id NOT IN (?, ?, ?) AND nickname IS NOT NULL AND is_register = 1 ORDER BY id')
    .all(ADMIN_MEMBER_ID, demo1, demo2, memberIds[2] ?? 0) as Named[];
  const isFriend = db.prepare('SELECT 1 FROM friendships WHERE member_id = ? AND friend_id = ?');
  const hasRequest = db.prepare('SELECT 1 FROM friend_requests WHERE request_member_id = ? AND member_id = ?');
  const strangersOf = (id: number) => people.filter((p) => !isFriend.get(id, p.id) && !hasRequest.get(p.id, id));

  const insertRequest = db.prepare('INSERT INTO friend_requests (request_member_id, member_id, message, status, created_at, handled_at) VALUES (?, ?, ?, ?, ?, ?)');
  const befriend = db.prepare('INSERT OR IGNORE INTO friendships (member_id, friend_id, created_at) VALUES (?, ?, ?)');

  for (const demo of [demo1, demo2]) {
    const [p1, p2, p3, a, b, c, d] = random.sample(strangersOf(demo), 7);
    // more pending requests (the base seed has some): e2e runs approve them on desktop and mobile
    for (const [k, p] of [p1, p2, p3].entries()) {
      if (p) insertRequest.run(p.id, demo, GREETINGS[(k + demo) % GREETINGS.length], 'PENDING', daysAgo(0.2 + k * 1.3), null);
    }
    if (a) {
      const at = daysAgo(20);
      insertRequest.run(a.id, demo, GREETINGS[2], 'APPROVED', daysAgo(21), at);
      befriend.run(a.id, demo, at);
      befriend.run(demo, a.id, at);
    }
    if (b) insertRequest.run(b.id, demo, GREETINGS[3], 'IGNORED', daysAgo(33), daysAgo(32));
    if (c) insertRequest.run(c.id, demo, GREETINGS[4], 'EXPIRED', daysAgo(75), daysAgo(15));
    // the demo member's own requests: one approved (a notice follows), one ignored
    if (d) {
      insertRequest.run(demo, d.id, GREETINGS[5], 'APPROVED', daysAgo(9), daysAgo(8));
      befriend.run(d.id, demo, daysAgo(8));
      befriend.run(demo, d.id, daysAgo(8));
      notify(demo, NOTICE_TYPE.friendRequest, { msgType: 'friend_request_approved', template: '{requesterName}通过了你的好友申请', requesterId: d.id, requesterName: d.nickname }, 8, true);
    }
  }

  function notify(memberId: number, noticeType: number, content: NoticeContent, days: number, isRead = false, entity?: { type: number | null; id: number }): number | null {
    return seedNotice(db, {
      memberId,
      noticeType,
      entityType: entity?.type ?? null,
      entityId: entity?.id ?? null,
      content,
      sentTime: daysAgo(days),
      isRead,
    });
  }

  const admin = { adminMemberId: ADMIN_MEMBER_ID };
  for (const demo of [demo1, demo2]) {
    const posts = db.prepare("SELECT id, title FROM posts WHERE member_id = ? AND status = 'PUBLISHED' ORDER BY id LIMIT 4").all(demo) as { id: number; title: string | null }[];
    const news = db.prepare('SELECT id, title FROM news ORDER BY publish_time DESC LIMIT 3').all() as { id: number; title: string }[];
    const commenters = random.sample(people, 4);
    const post = posts[0];
    const post2 = posts[1] ?? post;
    const article = news[0];

    // comment tab (type 1): unread comments on the member's posts and on news they commented
    if (post) {
      const [c1, c2] = commenters;
      if (c1) notify(demo, NOTICE_TYPE.comment, { commentType: 'post_comment', postId: post.id, subjectId: post.id, memberId: c1.id, requesterName: c1.nickname, template: '{requesterName}评论了你的帖子：请问最小起订量是多少？支持打样吗？' }, 0.1, false, { type: ENTITY_TYPE.postComment, id: post.id });
      if (c2) notify(demo, NOTICE_TYPE.comment, { commentType: 'post_comment', postId: post.id, subjectId: post.id, memberId: c2.id, requesterName: c2.nickname, template: '{requesterName}评论了你的帖子：我们有现货，可以发样品过去测试。' }, 0.6, false, { type: ENTITY_TYPE.postComment, id: post.id });
    }
    if (article && commenters[2]) {
      const c3 = commenters[2];
      notify(demo, NOTICE_TYPE.comment, { commentType: 'news_comment', newsId: article.id, subjectId: article.id, memberId: c3.id, requesterName: c3.nickname, template: '{requesterName}回复了你的评论：同意，原材料涨价对中小包装厂压力很大。' }, 2, true, { type: ENTITY_TYPE.newsComment, id: article.id });
    }

    // notice tab: one per platform msgType
    if (post) {
      notify(demo, NOTICE_TYPE.notice, { ...admin, msgType: 'post_up', postId: post.id, template: '你的帖子《{title}》已被管理员置顶', title: post.title ?? '' }, 0.3, false, { type: ENTITY_TYPE.post, id: post.id });
      notify(demo, NOTICE_TYPE.notice, { ...admin, msgType: 'comment_up', postId: post.id, commentType: 'post_comment', template: '你在帖子下的评论已被置顶' }, 1.5, false, { type: ENTITY_TYPE.postComment, id: post.id });
    }
    if (post2) {
      notify(demo, NOTICE_TYPE.notice, { ...admin, msgType: 'post_expired', postId: post2.id, template: '你发布的供需信息《{title}》已过期，可重新编辑后发布', title: post2.title ?? '' }, 3, false, { type: ENTITY_TYPE.post, id: post2.id });
      notify(demo, NOTICE_TYPE.notice, { ...admin, msgType: 'post_contains_grey_words', postId: post2.id, template: '你的帖子包含敏感词，请修改后重新提交' }, 6, true, { type: ENTITY_TYPE.post, id: post2.id });
    }
    notify(demo, NOTICE_TYPE.notice, { ...admin, msgType: 'post_removed', template: '你发布的帖子“低价清仓二手贴标机”因涉嫌违规交易已被删除' }, 12, true, { type: ENTITY_TYPE.post, id: 0 });
    notify(demo, NOTICE_TYPE.notice, { ...admin, msgType: 'comment_removed', commentType: 'post_comment', template: '你的评论因含有联系方式推广已被删除' }, 14, true);
    notify(demo, NOTICE_TYPE.notice, { ...admin, msgType: 'comment_contains_grey_words', commentType: 'news_comment', template: '你的评论包含敏感词，已被隐藏' }, 16, true);
    if (article) {
      notify(demo, NOTICE_TYPE.notice, { ...admin, msgType: 'news_contains_grey_words', newsId: article.id, template: '你投稿的资讯包含敏感词，请修改' }, 18, true, { type: ENTITY_TYPE.news, id: article.id });
    }
    notify(demo, NOTICE_TYPE.notice, { ...admin, msgType: 'news_removed', template: '你投稿的资讯《2026年包装印刷行业薪酬调查》因来源不明已被下架' }, 25, true);

    // a reward and a subscription notice (types 2 and 4, shown in the notice tab)
    notify(demo, NOTICE_TYPE.reward, { ...admin, template: '你在“食品包材采购交流圈”的精华帖获得社区积分奖励 50 分' }, 4, false);
    notify(demo, NOTICE_TYPE.subscribe, { ...admin, template: '你订阅的专栏《包装新材料观察》更新了新文章' }, 5, true);
  }

  // achievement review results (type 16), linked by isPass
  const achievements = db.prepare('SELECT id, title FROM achievements WHERE member_id IN (?, ?) ORDER BY id LIMIT 2').all(demo1, demo2) as { id: number; title: string }[];
  achievements.forEach((a, k) => {
    notify(demo1, NOTICE_TYPE.achievement, { ...admin, isPass: k === 0, subjectId: a.id, template: k === 0 ? '你提交的成果《{title}》已审核通过' : '你提交的成果《{title}》审核未通过，请修改后重新提交', title: a.title }, 7 + k, k === 0);
  });

  // a member banned for repeated spam gets the account_banned notice
  const spammer = people[people.length - 1];
  if (spammer) {
    db.prepare('UPDATE members SET is_banned = 1 WHERE id = ?').run(spammer.id);
    notify(spammer.id, NOTICE_TYPE.notice, { ...admin, msgType: 'account_banned', template: '您的账号因多次发布违规广告已被禁言，请联系管理员' }, 2);
  }

  // circle join requests in the new-member tab (type 5): pending, accepted, rejected
  const owned = db
    .prepare("SELECT c.id, c.name, cm.member_id FROM circles c JOIN circle_members cm ON cm.circle_id = c.id WHERE cm.member_id IN (?, ?) AND cm.member_type = 'OWNER' ORDER BY c.id")
    .all(demo1, demo2) as { id: number; name: string; member_id: number }[];
  const inCircle = db.prepare('SELECT 1 FROM circle_members WHERE circle_id = ? AND member_id = ?');
  const insertCircleRequest = db.prepare('INSERT INTO circle_requests (circle_id, member_id, request_type, message, operation_result, handled_by, handled_at, created_at) VALUES (?, ?, 1, ?, ?, ?, ?, ?)');
  const addCircleMember = db.prepare('INSERT INTO circle_members (circle_id, member_id, member_type, joined_at) VALUES (?, ?, ?, ?)');
  const seenOwner = new Set<number>();
  for (const circle of owned) {
    if (seenOwner.has(circle.member_id)) continue;
    seenOwner.add(circle.member_id);
    const candidates = random.sample(people.filter((p) => !inCircle.get(circle.id, p.id)), 4);
    candidates.forEach((p, k) => {
      const result = k < 2 ? 0 : k === 2 ? 1 : 2;
      const created = daysAgo(0.4 + k * 2);
      const handled = result === 0 ? null : daysAgo(k * 2);
      const requestId = Number(
        insertCircleRequest.run(circle.id, p.id, '希望加入圈子交流行业经验，谢谢圈主！', result, result === 0 ? null : circle.member_id, handled, created).lastInsertRowid,
      );
      if (result === 0) addCircleMember.run(circle.id, p.id, 'PENDING', created);
      if (result === 1) addCircleMember.run(circle.id, p.id, 'JOINED', handled);
      const content: NoticeContent = { requesterId: p.id, requesterName: p.nickname, circleId: circle.id, circleName: circle.name, template: '{requesterName}申请加入圈子{circleName}' };
      seedNotice(db, { memberId: circle.member_id, noticeType: NOTICE_TYPE.member, entityId: requestId, content, operationResult: result, sentTime: created, isRead: result !== 0 });
    });
    db.prepare("UPDATE circles SET member_count = (SELECT COUNT(*) FROM circle_members cm WHERE cm.circle_id = circles.id AND cm.member_type <> 'PENDING') WHERE id = ?").run(circle.id);
  }
}
