/**
 * Likes of news and posts: one row per member, idempotent, the entity's like_count follows the rows
 * that change (seeded counts include likes of readers without an account, so they are not recounted).
 */
import type { Db } from '../db/connection';
import { get, run, transaction } from '../db/sql';
import { greatest } from '../db/dialect';
import { nowText } from '../db/time';
import { notFound } from '../http/envelope';

export interface LikeTarget {
  entityTable: 'news' | 'posts' | 'events';
  entityVisible: string;
  likeTable: 'news_likes' | 'post_likes' | 'event_likes';
  entityColumn: 'news_id' | 'post_id' | 'event_id';
}

export const NEWS_LIKES: LikeTarget = {
  entityTable: 'news',
  entityVisible: "publish_status = 'PUBLISHED' AND is_banned = 0",
  likeTable: 'news_likes',
  entityColumn: 'news_id',
};

export const POST_LIKES: LikeTarget = {
  entityTable: 'posts',
  entityVisible: "status = 'PUBLISHED'",
  likeTable: 'post_likes',
  entityColumn: 'post_id',
};

/** H21: likes of events (`/ec/stores/like|unlike/{id}`). */
export const EVENT_LIKES: LikeTarget = {
  entityTable: 'events',
  entityVisible: "status = 'PUBLISHED'",
  likeTable: 'event_likes',
  entityColumn: 'event_id',
};

export async function setLike(db: Db, t: LikeTarget, memberId: number, id: number, like: boolean): Promise<{ isLiked: boolean; likeCount: number }> {
  return await transaction(db, async () => {
    if (!await get(db, `SELECT 1 FROM ${t.entityTable} WHERE id = ? AND ${t.entityVisible}`, id)) throw notFound();
    const changed = like
      ? (await run(db, `INSERT INTO ${t.likeTable} (${t.entityColumn}, member_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING`, id, memberId, nowText())).changes
      : (await run(db, `DELETE FROM ${t.likeTable} WHERE ${t.entityColumn} = ? AND member_id = ?`, id, memberId)).changes;
    if (changed > 0) await run(db, `UPDATE ${t.entityTable} SET like_count = ${greatest(db, '0', `like_count ${like ? '+' : '-'} 1`)} WHERE id = ?`, id);
    const count = (await get<{ like_count: number }>(db, `SELECT like_count FROM ${t.entityTable} WHERE id = ?`, id))?.like_count ?? 0;
    return { isLiked: like, likeCount: count };
  });
}
