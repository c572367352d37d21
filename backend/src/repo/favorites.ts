/**
 * Member favourites of news (entityType 13) and posts (11), stored in member_favorites with the
 * target types 'news' and 'post'; the entity's favorite_count follows the rows that change.
 */
import type { FavoriteEntityType, FavoriteRecord } from '@/lib/contract/interaction';
import type { PagingQuery } from '@/lib/contract/common';
import { ENTITY_TYPE } from '@/lib/constants';
import type { Db } from '../db/connection';
import { all, get, run, Where, transaction } from '../db/sql';
import { greatest } from '../db/dialect';
import { nowText } from '../db/time';
import { notFound } from '../http/envelope';
import { paged, type PageOf } from '../http/paging';

interface FavoriteKind {
  targetType: 'news' | 'post';
  entityTable: 'news' | 'posts';
  entityVisible: string;
}

const KINDS: Record<FavoriteEntityType, FavoriteKind> = {
  [ENTITY_TYPE.news]: { targetType: 'news', entityTable: 'news', entityVisible: "publish_status = 'PUBLISHED' AND is_banned = 0" },
  [ENTITY_TYPE.post]: { targetType: 'post', entityTable: 'posts', entityVisible: "status = 'PUBLISHED'" },
};

export async function setFavorite(
  db: Db,
  memberId: number,
  entityType: FavoriteEntityType,
  entityId: number,
  favorite: boolean,
): Promise<{ isFavorite: boolean; favoriteCount: number }> {
  const kind = KINDS[entityType];
  return await transaction(db, async () => {
    if (!await get(db, `SELECT 1 FROM ${kind.entityTable} WHERE id = ? AND ${kind.entityVisible}`, entityId)) throw notFound();
    const changed = favorite
      ? (await run(db, 'INSERT INTO member_favorites (member_id, target_type, target_id, created_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING', memberId, kind.targetType, entityId, nowText()))
          .changes
      : (await run(db, 'DELETE FROM member_favorites WHERE member_id = ? AND target_type = ? AND target_id = ?', memberId, kind.targetType, entityId)).changes;
    if (changed > 0) await run(db, `UPDATE ${kind.entityTable} SET favorite_count = ${greatest(db, '0', `favorite_count ${favorite ? '+' : '-'} 1`)} WHERE id = ?`, entityId);
    const count = (await get<{ favorite_count: number }>(db, `SELECT favorite_count FROM ${kind.entityTable} WHERE id = ?`, entityId))?.favorite_count ?? 0;
    return { isFavorite: favorite, favoriteCount: count };
  });
}

interface FavoriteRow {
  target_type: 'news' | 'post';
  target_id: number;
  created_at: string;
  title: string | null;
  cover: string | null;
}

/** The member's favourites, newest first, with title, cover and site path (removed entities are left out). */
export async function favoritePage(db: Db, memberId: number, paging: PagingQuery, entityType?: FavoriteEntityType): Promise<PageOf<FavoriteRecord>> {
  const where = new Where()
    .add('f.member_id = ?', memberId)
    .when(entityType, 'f.target_type = ?', (e) => [KINDS[e].targetType])
    .add(
      `((f.target_type = 'news' AND n.id IS NOT NULL AND n.publish_status = 'PUBLISHED' AND n.is_banned = 0)
        OR (f.target_type = 'post' AND p.id IS NOT NULL AND p.status = 'PUBLISHED'))`,
    );
  const from = `FROM member_favorites f LEFT JOIN news n ON f.target_type = 'news' AND n.id = f.target_id
    LEFT JOIN posts p ON f.target_type = 'post' AND p.id = f.target_id`;
  const total = (await get<{ n: number }>(db, `SELECT COUNT(*) AS n ${from} ${where}`, ...where.params))?.n ?? 0;
  return await paged(paging, total, async (limit, offset) =>
    (await all<FavoriteRow>(
      db,
      `SELECT f.target_type, f.target_id, f.created_at,
         CASE f.target_type WHEN 'news' THEN n.title ELSE COALESCE(NULLIF(p.title, ''), substr(p.content, 1, 40)) END AS title,
         CASE f.target_type WHEN 'news' THEN n.cover_img ELSE (SELECT url FROM post_images pi WHERE pi.post_id = p.id ORDER BY sort LIMIT 1) END AS cover
       ${from} ${where} ORDER BY f.created_at DESC, f.target_id DESC LIMIT ? OFFSET ?`,
      ...where.params,
      limit,
      offset,
    )).map((r) => ({
      entityType: r.target_type === 'news' ? ENTITY_TYPE.news : ENTITY_TYPE.post,
      entityId: r.target_id,
      title: r.title ?? '',
      coverImg: r.cover,
      url: r.target_type === 'news' ? `/news/${r.target_id}` : `/community/post/${r.target_id}`,
      createdTime: r.created_at,
    })),
  );
}
