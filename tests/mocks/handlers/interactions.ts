import { http } from 'msw';
import type { Page } from '@/lib/contract/common';
import {
  favoritePageSchema,
  favoriteResultSchema,
  interactionStateSchema,
  likeResultSchema,
  reportResultSchema,
  type FavoriteRecord,
  type FavoriteResult,
  type InteractionState,
  type LikeResult,
} from '@/lib/contract/interaction';
import { envelope, type Reply } from '../envelope';
import { API } from '../server';

/** Like, favourite and report calls of news items and posts (F18, F24, G23, G46, G49, I33). */
export const interactionHandlers = {
  /** The caller's like/favourite state: the detail call, of which the islands read these fields. */
  state: (kind: 'news' | 'post', id: number, reply: Reply<InteractionState>) =>
    http.get(`${API}/${kind === 'news' ? 'news/news' : 'post/posts'}/${id}`, ({ request }) => envelope(interactionStateSchema, reply, request)),
  /** `POST /news/news/like/{id}` (like) or `PUT /news/news/unlike/{id}` (unlike). */
  newsLike: (id: number, like: boolean, reply: Reply<LikeResult>) =>
    like
      ? http.post(`${API}/news/news/like/${id}`, ({ request }) => envelope(likeResultSchema, reply, request))
      : http.put(`${API}/news/news/unlike/${id}`, ({ request }) => envelope(likeResultSchema, reply, request)),
  /** `POST /post/posts/like|unlike/{id}`. */
  postLike: (id: number, like: boolean, reply: Reply<LikeResult>) =>
    http.post(`${API}/post/posts/${like ? 'like' : 'unlike'}/${id}`, ({ request }) => envelope(likeResultSchema, reply, request)),
  /** `POST /admin/member-favorite` (favourite) or `/admin/member-favorite/unfavorite`, body `{entityType, entityId}`. */
  favorite: (favorite: boolean, reply: Reply<FavoriteResult>) =>
    http.post(`${API}/admin/member-favorite${favorite ? '' : '/unfavorite'}`, ({ request }) => envelope(favoriteResultSchema, reply, request)),
  /** `POST /basic/report {entityType, entityId, reason}` (G46): the report's id. */
  report: (reply: Reply<{ id: number }>) => http.post(`${API}/basic/report`, ({ request }) => envelope(reportResultSchema, reply, request)),
  favoritePage: (reply: Reply<Page<FavoriteRecord>>) => http.get(`${API}/admin/member-favorite/page`, ({ request }) => envelope(favoritePageSchema, reply, request)),
};
