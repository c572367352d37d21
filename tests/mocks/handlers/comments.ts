import { http } from 'msw';
import { commentDeleteResultSchema, commentPageSchema, commentSchema, type Comment, type CommentDeleteResult } from '@/lib/contract/comment';
import type { Page } from '@/lib/contract/common';
import { likeResultSchema, type LikeResult } from '@/lib/contract/interaction';
import { envelope, type Reply } from '../envelope';
import { API } from '../server';

/** Comment calls of news items (`/news/news/comment*`, F19–F22), posts (`/post/comments*`, G24) and events (`/ec/stores/comment*`, H22). */
type Kind = 'news' | 'post' | 'event';
function base(kind: Kind): string {
  return kind === 'news' ? `${API}/news/news/comment` : kind === 'event' ? `${API}/ec/stores/comment` : `${API}/post/comments`;
}

export const commentHandlers = {
  list: (kind: Kind, reply: Reply<Page<Comment>>) => http.get(base(kind), ({ request }) => envelope(commentPageSchema, reply, request)),
  replies: (kind: Kind, reply: Reply<Page<Comment>>) => http.get(`${base(kind)}/replies`, ({ request }) => envelope(commentPageSchema, reply, request)),
  /** News: `POST /news/news/comment`; posts: `POST /post/comments/`; events: `POST /ec/stores/comment`. */
  create: (kind: Kind, reply: Reply<Comment>) =>
    http.post(kind === 'post' ? `${base(kind)}/` : base(kind), ({ request }) => envelope(commentSchema, reply, request)),
  remove: (kind: Kind, id: number, reply: Reply<CommentDeleteResult>) =>
    http.delete(`${base(kind)}/${id}`, ({ request }) => envelope(commentDeleteResultSchema, reply, request)),
  like: (kind: Kind, id: number, like: boolean, reply: Reply<LikeResult>) =>
    http.post(`${base(kind)}/${like ? 'like' : 'unlike'}/${id}`, ({ request }) => envelope(likeResultSchema, reply, request)),
};
