import type { Page } from '@/lib/contract/common';
import {
  favoritePageSchema,
  favoriteResultSchema,
  likeResultSchema,
  reportResultSchema,
  type FavoriteEntityType,
  type FavoriteRecord,
  type FavoriteResult,
  type LikeResult,
  type ReportInput,
} from '@/lib/contract/interaction';
import type { Transport } from '@/lib/api/transport';

/** F18: `POST /news/news/like/{id}` / `PUT /news/news/unlike/{id}`. */
export function setNewsLike(t: Transport, id: number, like: boolean): Promise<LikeResult> {
  return like ? t.post(`/news/news/like/${id}`, { schema: likeResultSchema }) : t.put(`/news/news/unlike/${id}`, { schema: likeResultSchema });
}

/** G23: `POST /post/posts/like/{id}` / `POST /post/posts/unlike/{id}`. */
export function setPostLike(t: Transport, id: number, like: boolean): Promise<LikeResult> {
  return t.post(`/post/posts/${like ? 'like' : 'unlike'}/${id}`, { schema: likeResultSchema });
}

/** F24 / G49: `POST /admin/member-favorite` or `/admin/member-favorite/unfavorite` with `{entityType, entityId}`. */
export function setFavorite(t: Transport, entityType: FavoriteEntityType, entityId: number, favorite: boolean): Promise<FavoriteResult> {
  return t.post(favorite ? '/admin/member-favorite' : '/admin/member-favorite/unfavorite', { body: { entityType, entityId }, schema: favoriteResultSchema });
}

/** `GET /admin/member-favorite/page`. */
export function getFavoritePage(t: Transport, query: { current?: number; size?: number; entityType?: FavoriteEntityType } = {}): Promise<Page<FavoriteRecord>> {
  return t.get('/admin/member-favorite/page', { query, schema: favoritePageSchema });
}

/** G46 DEFAULT: `POST /basic/report`. */
export function submitReport(t: Transport, input: ReportInput): Promise<{ id: number }> {
  return t.post('/basic/report', { body: input, schema: reportResultSchema });
}
