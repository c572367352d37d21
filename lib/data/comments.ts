import 'server-only';
import { cache } from 'react';
import { newsCommentAdapter, postCommentAdapter } from '@/lib/api/comments';
import { serverTransport } from '@/lib/api/server';
import { COMMENT_PAGE_SIZE } from '@/lib/constants';
import { tags } from '@/lib/contract/cache-tags';
import type { Comment } from '@/lib/contract/comment';
import type { Page } from '@/lib/contract/common';
import { REVALIDATE_S as REVALIDATE } from '@/lib/data/revalidate';

/**
 * Issue 20 item 7: the first page of comments of a news item (`GET /news/news/comment`) or post
 * (`GET /post/comments`) as a visitor sees it, rendered into the cached page so crawlers and readers without
 * JavaScript see the discussion; at most every 5 minutes, and at once when a comment posts the item's tag.
 * Null when the call fails (the island then loads them as before).
 */
export const getFirstComments = cache(async (kind: 'news' | 'post', id: number): Promise<Page<Comment> | null> => {
  const t = serverTransport({ revalidate: REVALIDATE.content, tags: kind === 'news' ? [tags.news.list, tags.news.item(id)] : [tags.post.list, tags.post.item(id)] });
  const adapter = kind === 'news' ? newsCommentAdapter(t) : postCommentAdapter(t);
  return adapter.list(id, 1, COMMENT_PAGE_SIZE).catch(() => null);
});
