/**
 * System notices raised by members' actions (issue 6 §6): a comment on your post or news item, a reply
 * to your comment (comment tab, type 1), and a join request for a circle you own or administer (new-member
 * tab, type 5, carrying the request id so the card can accept or reject it, K17). Nobody is notified of
 * their own action. Called inside the transaction of the action itself.
 */
import { ENTITY_TYPE, NOTICE_TYPE } from '@/lib/constants';
import type { Db } from '../db/connection';
import { all, get } from '../db/sql';
import { createNotice } from './notices';
import type { CommentTarget } from './comments';

/** The excerpt of a comment quoted in its notice. */
const EXCERPT_MAX = 60;

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_MAX ? `${flat.slice(0, EXCERPT_MAX)}…` : flat;
}

async function nicknameOf(db: Db, memberId: number): Promise<string> {
  return (await get<{ nickname: string | null }>(db, 'SELECT nickname FROM members WHERE id = ?', memberId))?.nickname ?? '';
}

export interface CommentEvent {
  target: CommentTarget;
  entityId: number;
  actorId: number;
  content: string;
  /** The author of the comment answered, for a reply. */
  replyMemberId: number | null;
  sentTime: string;
}

/** A comment notifies the entity's author; a reply notifies the author of the comment answered instead. */
export async function notifyComment(db: Db, e: CommentEvent): Promise<void> {
  const kind = e.target.kind;
  /** Events have no member author: only replies notify there. */
  const author =
    kind === 'event' ? null : ((await get<{ member_id: number | null }>(db, `SELECT member_id FROM ${e.target.entityTable} WHERE id = ?`, e.entityId))?.member_id ?? null);
  const recipient = e.replyMemberId ?? author;
  if (!recipient || recipient === e.actorId) return;
  const template = e.replyMemberId
    ? `{requesterName}回复了你的评论：${excerpt(e.content)}`
    : `{requesterName}评论了你的${kind === 'news' ? '资讯' : '帖子'}：${excerpt(e.content)}`;
  const entityType = kind === 'news' ? ENTITY_TYPE.newsComment : kind === 'post' ? ENTITY_TYPE.postComment : ENTITY_TYPE.activityComment;
  const commentType = kind === 'news' ? 'news_comment' : kind === 'post' ? 'post_comment' : 'activity_comment';
  const subject = kind === 'news' ? { newsId: e.entityId } : kind === 'post' ? { postId: e.entityId } : { activityId: e.entityId };
  await createNotice(db, {
    memberId: recipient,
    noticeType: NOTICE_TYPE.comment,
    entityType,
    entityId: e.entityId,
    content: {
      commentType,
      ...subject,
      subjectId: e.entityId,
      memberId: e.actorId,
      requesterName: await nicknameOf(db, e.actorId),
      template,
    },
    sentTime: e.sentTime,
  });
}

/** A join request for a private circle notifies its owner and administrators (pending, operationResult 0). */
export async function notifyCircleRequest(db: Db, circleId: number, requestId: number, requesterId: number, sentTime: string, message: string | null = null): Promise<void> {
  const circle = await get<{ name: string }>(db, 'SELECT name FROM circles WHERE id = ?', circleId);
  if (!circle) return;
  const managers = await all<{ member_id: number }>(
    db,
    "SELECT member_id FROM circle_members WHERE circle_id = ? AND member_type IN ('OWNER', 'ADMIN') AND member_id <> ?",
    circleId,
    requesterId,
  );
  const requesterName = await nicknameOf(db, requesterId);
  for (const m of managers) {
    await createNotice(db, {
      memberId: m.member_id,
      noticeType: NOTICE_TYPE.member,
      entityId: requestId,
      // the applicant's message goes to the admins with the request (issue 18 item 9)
      content: { requesterId, requesterName, circleId, circleName: circle.name, ...(message ? { message } : {}), template: '{requesterName}申请加入圈子{circleName}' },
      operationResult: 0,
      sentTime,
    });
  }
}
