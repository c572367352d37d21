import { http } from 'msw';
import { commentDeleteResultSchema, commentPageSchema, commentSchema, type Comment, type CommentDeleteResult } from '@/lib/contract/comment';
import type { Page } from '@/lib/contract/common';
import { likeResultSchema, type LikeResult } from '@/lib/contract/interaction';
import { envelope, type Reply } from '../envelope';
import { API } from '../server';

/** Comment calls of news items (`/news/news/comment*`, F19–F22) and posts (`/post/comments*`, G24). */
function base(kind: 'news' | 'post'): string {
  return kind === 'news' ? `${API}/news/news/comment` : `${API}/post/comments`;
}

export const commentHandlers = {
  list: (kind: 'news' | 'post', reply: Reply<Page<Comment>>) => http.get(base(kind), ({ request }) => envelope(commentPageSchema, reply, request)),
  replies: (kind: 'news' | 'post', reply: Reply<Page<Comment>>) => http.get(`${base(kind)}/replies`, ({ request }) => envelope(commentPageSchema, reply, request)),
  /** News: `POST /news/news/comment`; posts: `POST /post/comments/`. */
  create: (kind: 'news' | 'post', reply: Reply<Comment>) =>
    http.post(kind === 'news' ? base(kind) : `${base(kind)}/`, ({ request }) => envelope(commentSchema, reply, request)),
  remove: (kind: 'news' | 'post', id: number, reply: Reply<CommentDeleteResult>) =>
    http.delete(`${base(kind)}/${id}`, ({ request }) => envelope(commentDeleteResultSchema, reply, request)),
  like: (kind: 'news' | 'post', id: number, like: boolean, reply: Reply<LikeResult>) =>
    http.post(`${base(kind)}/${like ? 'like' : 'unlike'}/${id}`, ({ request }) => envelope(likeResultSchema, reply, request)),
};
