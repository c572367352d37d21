/**
 * Comments of news and posts: one implementation over two table sets (news_comments / post_comments).
 * Top-level comments have parent_id NULL; replies point at their top-level comment. The entity's
 * comment_count counts every visible comment (replies included).
 */
import type { Comment } from '@/lib/contract/comment';
import type { PagingQuery } from '@/lib/contract/common';
import { ERR_NO_PERMISSION } from '@/lib/constants';
import type { Db } from '../db/connection';
import { all, get, inList, run, transaction, insertId } from '../db/sql';
import { greatest } from '../db/dialect';
import { nowText } from '../db/time';
import { ApiError, notFound } from '../http/envelope';
import { paged, type PageOf } from '../http/paging';
import { notifyComment } from './event-notices';

export interface CommentTarget {
  kind: 'news' | 'post' | 'event';
  /** The entity table and the SQL condition that makes an entity visible. */
  entityTable: 'news' | 'posts' | 'events';
  entityVisible: string;
  commentTable: 'news_comments' | 'post_comments' | 'event_comments';
  likeTable: 'news_comment_likes' | 'post_comment_likes' | 'event_comment_likes';
  /** The entity column of the comment table. */
  entityColumn: 'news_id' | 'post_id' | 'event_id';
}

export const NEWS_COMMENTS: CommentTarget = {
  kind: 'news',
  entityTable: 'news',
  entityVisible: "publish_status = 'PUBLISHED' AND is_banned = 0",
  commentTable: 'news_comments',
  likeTable: 'news_comment_likes',
  entityColumn: 'news_id',
};

export const POST_COMMENTS: CommentTarget = {
  kind: 'post',
  entityTable: 'posts',
  entityVisible: "status = 'PUBLISHED'",
  commentTable: 'post_comments',
  likeTable: 'post_comment_likes',
  entityColumn: 'post_id',
};

/** H22: comments of events (`/ec/stores/comment*`). */
export const EVENT_COMMENTS: CommentTarget = {
  kind: 'event',
  entityTable: 'events',
  entityVisible: "status = 'PUBLISHED'",
  commentTable: 'event_comments',
  likeTable: 'event_comment_likes',
  entityColumn: 'event_id',
};

export const NO_PERMISSION_MESSAGE = '暂无权限操作';

interface CommentRow {
  id: number;
  entity_id: number;
  parent_id: number | null;
  member_id: number;
  nickname: string | null;
  avatar: string | null;
  company: string | null;
  position: string | null;
  reply_member_id: number | null;
  reply_nickname: string | null;
  content: string;
  images: string | null;
  like_count: number;
  reply_count: number;
  created_at: string;
}

function columns(t: CommentTarget): string {
  return `c.id, c.${t.entityColumn} AS entity_id, c.parent_id, c.member_id, m.nickname, m.avatar, m.company, m.position,
    c.reply_member_id, rm.nickname AS reply_nickname, c.content, c.images, c.like_count, c.reply_count, c.created_at
    FROM ${t.commentTable} c JOIN members m ON m.id = c.member_id LEFT JOIN members rm ON rm.id = c.reply_member_id`;
}

function parseImages(json: string | null): string[] {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

async function likedSet(db: Db, t: CommentTarget, ids: number[], viewerId: number | null): Promise<Set<number>> {
  if (viewerId === null || ids.length === 0) return new Set();
  const rows = await all<{ comment_id: number }>(
    db,
    `SELECT comment_id FROM ${t.likeTable} WHERE member_id = ? AND comment_id IN (${inList(ids.length)})`,
    viewerId,
    ...ids,
  );
  return new Set(rows.map((r) => r.comment_id));
}

async function toComments(db: Db, t: CommentTarget, rows: CommentRow[], viewerId: number | null): Promise<Comment[]> {
  const liked = await likedSet(
    db,
    t,
    rows.map((r) => r.id),
    viewerId,
  );
  return rows.map((r) => ({
    id: r.id,
    entityId: r.entity_id,
    parentId: r.parent_id,
    memberId: r.member_id,
    nickname: r.nickname,
    avatar: r.avatar,
    company: r.company,
    position: r.position,
    replyMemberId: r.reply_member_id,
    replyNickname: r.reply_nickname,
    content: r.content,
    images: parseImages(r.images),
    likeCount: r.like_count,
    replyCount: r.reply_count,
    isLiked: liked.has(r.id),
    isMine: viewerId !== null && r.member_id === viewerId,
    createdTime: r.created_at,
  }));
}

export async function entityExists(db: Db, t: CommentTarget, entityId: number): Promise<boolean> {
  return await get(db, `SELECT 1 FROM ${t.entityTable} WHERE id = ? AND ${t.entityVisible}`, entityId) !== undefined;
}

/** Top-level comments of a visible entity, newest first; null when the entity is missing. */
export async function commentPage(db: Db, t: CommentTarget, entityId: number, paging: PagingQuery, viewerId: number | null): Promise<PageOf<Comment> | null> {
  if (!await entityExists(db, t, entityId)) return null;
  const total =
    (await get<{ n: number }>(db, `SELECT COUNT(*) AS n FROM ${t.commentTable} WHERE ${t.entityColumn} = ? AND parent_id IS NULL AND is_deleted = 0`, entityId))?.n ?? 0;
  return await paged(paging, total, async (limit, offset) =>
    await toComments(
      db,
      t,
      await all<CommentRow>(
        db,
        `SELECT ${columns(t)} WHERE c.${t.entityColumn} = ? AND c.parent_id IS NULL AND c.is_deleted = 0 ORDER BY c.created_at DESC, c.id DESC LIMIT ? OFFSET ?`,
        entityId,
        limit,
        offset,
      ),
      viewerId,
    ),
  );
}

/** Replies of a top-level comment, oldest first; null when the comment is missing. */
export async function replyPage(db: Db, t: CommentTarget, parentId: number, paging: PagingQuery, viewerId: number | null): Promise<PageOf<Comment> | null> {
  const parent = await get<{ id: number }>(db, `SELECT id FROM ${t.commentTable} WHERE id = ? AND parent_id IS NULL AND is_deleted = 0`, parentId);
  if (!parent) return null;
  const total = (await get<{ n: number }>(db, `SELECT COUNT(*) AS n FROM ${t.commentTable} WHERE parent_id = ? AND is_deleted = 0`, parentId))?.n ?? 0;
  return await paged(paging, total, async (limit, offset) =>
    await toComments(
      db,
      t,
      await all<CommentRow>(db, `SELECT ${columns(t)} WHERE c.parent_id = ? AND c.is_deleted = 0 ORDER BY c.created_at, c.id LIMIT ? OFFSET ?`, parentId, limit, offset),
      viewerId,
    ),
  );
}

export async function commentById(db: Db, t: CommentTarget, id: number, viewerId: number | null): Promise<Comment | null> {
  const row = await get<CommentRow>(db, `SELECT ${columns(t)} WHERE c.id = ? AND c.is_deleted = 0`, id);
  return row ? ((await toComments(db, t, [row], viewerId))[0] ?? null) : null;
}

export interface NewComment {
  entityId: number;
  content: string;
  parentId?: number | null;
  images?: string[];
}

/** Adds a comment or a reply; throws 404 when the entity or the answered comment is missing. */
export async function createComment(db: Db, t: CommentTarget, memberId: number, input: NewComment): Promise<Comment> {
  if (!await entityExists(db, t, input.entityId)) throw notFound();
  return await transaction(db, async () => {
    let rootId: number | null = null;
    let replyMemberId: number | null = null;
    if (input.parentId) {
      const answered = await get<{ id: number; parent_id: number | null; member_id: number; entity_id: number }>(
        db,
        `SELECT id, parent_id, member_id, ${t.entityColumn} AS entity_id FROM ${t.commentTable} WHERE id = ? AND is_deleted = 0`,
        input.parentId,
      );
      if (!answered || answered.entity_id !== input.entityId) throw notFound();
      rootId = answered.parent_id ?? answered.id;
      replyMemberId = answered.member_id;
    }
    const now = nowText();
    const images = input.images && input.images.length > 0 ? JSON.stringify(input.images) : null;
    const id = (await insertId(db, `INSERT INTO ${t.commentTable} (${t.entityColumn}, member_id, parent_id, reply_member_id, content, images, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`, input.entityId, memberId, rootId, replyMemberId, input.content, images, now));
    if (rootId !== null) await run(db, `UPDATE ${t.commentTable} SET reply_count = reply_count + 1 WHERE id = ?`, rootId);
    await run(db, `UPDATE ${t.entityTable} SET comment_count = comment_count + 1 WHERE id = ?`, input.entityId);
    await notifyComment(db, { target: t, entityId: input.entityId, actorId: memberId, content: input.content, replyMemberId, sentTime: now });
    return await commentById(db, t, id, memberId) as Comment;
  });
}

/**
 * Deletes one's own comment (a top-level comment takes its replies with it). Another member's comment:
 * ERR_NO_PERMISSION. Answers the entity's new comment count.
 */
export async function deleteComment(db: Db, t: CommentTarget, memberId: number, id: number): Promise<{ id: number; commentCount: number }> {
  return await transaction(db, async () => {
    const row = await get<{ id: number; parent_id: number | null; member_id: number; entity_id: number }>(
      db,
      `SELECT id, parent_id, member_id, ${t.entityColumn} AS entity_id FROM ${t.commentTable} WHERE id = ? AND is_deleted = 0`,
      id,
    );
    if (!row) throw notFound();
    if (row.member_id !== memberId) throw new ApiError(ERR_NO_PERMISSION, NO_PERMISSION_MESSAGE);
    let removed = (await run(db, `UPDATE ${t.commentTable} SET is_deleted = 1 WHERE id = ?`, id)).changes;
    if (row.parent_id === null) {
      removed += (await run(db, `UPDATE ${t.commentTable} SET is_deleted = 1 WHERE parent_id = ? AND is_deleted = 0`, id)).changes;
    } else {
      await run(db, `UPDATE ${t.commentTable} SET reply_count = ${greatest(db, '0', 'reply_count - 1')} WHERE id = ?`, row.parent_id);
    }
    await run(db, `UPDATE ${t.entityTable} SET comment_count = ${greatest(db, '0', 'comment_count - ?')} WHERE id = ?`, removed, row.entity_id);
    const count = (await get<{ comment_count: number }>(db, `SELECT comment_count FROM ${t.entityTable} WHERE id = ?`, row.entity_id))?.comment_count ?? 0;
    return { id, commentCount: count };
  });
}

/** Likes or unlikes a comment (idempotent); throws 404 when missing. */
export async function setCommentLike(db: Db, t: CommentTarget, memberId: number, id: number, like: boolean): Promise<{ isLiked: boolean; likeCount: number }> {
  return await transaction(db, async () => {
    if (!await get(db, `SELECT 1 FROM ${t.commentTable} WHERE id = ? AND is_deleted = 0`, id)) throw notFound();
    const changed = like
      ? (await run(db, `INSERT INTO ${t.likeTable} (comment_id, member_id) VALUES (?, ?) ON CONFLICT DO NOTHING`, id, memberId)).changes
      : (await run(db, `DELETE FROM ${t.likeTable} WHERE comment_id = ? AND member_id = ?`, id, memberId)).changes;
    if (changed > 0) await run(db, `UPDATE ${t.commentTable} SET like_count = ${greatest(db, '0', `like_count ${like ? '+' : '-'} 1`)} WHERE id = ?`, id);
    const count = (await get<{ like_count: number }>(db, `SELECT like_count FROM ${t.commentTable} WHERE id = ?`, id))?.like_count ?? 0;
    return { isLiked: like, likeCount: count };
  });
}

/** The entity a comment belongs to (null when the comment does not exist). */
export async function commentEntityId(db: Db, t: CommentTarget, id: number): Promise<number | null> {
  return (await get<{ entity_id: number }>(db, `SELECT ${t.entityColumn} AS entity_id FROM ${t.commentTable} WHERE id = ?`, id))?.entity_id ?? null;
}
