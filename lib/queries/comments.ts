import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';
import type { CommentAdapter } from '@/lib/api/comments';
import { COMMENT_PAGE_SIZE, COMMENT_REPLY_PAGE_SIZE, UPLOAD_PREFIX } from '@/lib/constants';
import type { Comment } from '@/lib/contract/comment';
import type { Page } from '@/lib/contract/common';
import { clientTransport, type Viewer } from '@/lib/queries/client';

/** News comments (F19–F22) or post comments (G24). */
export type CommentKind = 'news' | 'post' | 'event';

/** Where a kind's comment images are stored: post comments P17, news comments P18, event comments P19. */
export const COMMENT_IMAGE_PREFIX: Readonly<Record<CommentKind, string>> = {
  post: UPLOAD_PREFIX.commentImage,
  news: UPLOAD_PREFIX.newsCommentImage,
  event: UPLOAD_PREFIX.activityCommentImage,
};

/** Query keys of the comment family: the top-level list of an entity and the replies of a comment. */
export const commentKeys = {
  all: ['comments'] as const,
  kind: (kind: CommentKind) => [...commentKeys.all, kind] as const,
  list: (kind: CommentKind, entityId: number, viewer: Viewer) => [...commentKeys.kind(kind), 'list', entityId, viewer] as const,
  replies: (kind: CommentKind, rootId: number, viewer: Viewer) => [...commentKeys.kind(kind), 'replies', rootId, viewer] as const,
};

/** Loaded pages of comments, as the infinite queries keep them. */
export type CommentPages = InfiniteData<Page<Comment>>;

/** The comment calls of one kind, with the browser transport loaded on first use. */
export async function commentApi(kind: CommentKind): Promise<CommentAdapter> {
  const [transport, api] = await Promise.all([clientTransport(), import('@/lib/api/comments')]);
  const adapters = { news: api.newsCommentAdapter, post: api.postCommentAdapter, event: api.eventCommentAdapter } as const;
  return adapters[kind](transport);
}

function loadedCount(pages: readonly Page<Comment>[]): number {
  return pages.reduce((n, page) => n + page.records.length, 0);
}

/** Another page while fewer comments are loaded than the last answer's total. */
function nextPageParam(last: Page<Comment>, all: Page<Comment>[], lastParam: number): number | undefined {
  return loadedCount(all) < last.total ? lastParam + 1 : undefined;
}

/** The top-level comments of a news item or post, page by page ('load more'). */
export function commentListQuery(kind: CommentKind, entityId: number, viewer: Viewer) {
  return infiniteQueryOptions({
    queryKey: commentKeys.list(kind, entityId, viewer),
    queryFn: async ({ pageParam }) => (await commentApi(kind)).list(entityId, pageParam, COMMENT_PAGE_SIZE),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
}

/** The replies of one top-level comment, page by page ('more replies'). */
export function commentRepliesQuery(kind: CommentKind, rootId: number, viewer: Viewer) {
  return infiniteQueryOptions({
    queryKey: commentKeys.replies(kind, rootId, viewer),
    queryFn: async ({ pageParam }) => (await commentApi(kind)).replies(rootId, pageParam, COMMENT_REPLY_PAGE_SIZE),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
}

/** Every loaded comment once, in page order (a comment added here can come again on a later page). */
export function flattenComments(data: CommentPages | undefined): Comment[] {
  const seen = new Set<number>();
  const out: Comment[] = [];
  for (const page of data?.pages ?? []) {
    for (const comment of page.records) {
      if (seen.has(comment.id)) continue;
      seen.add(comment.id);
      out.push(comment);
    }
  }
  return out;
}

function edit(data: CommentPages, records: (page: Page<Comment>, index: number) => Comment[], totalDelta: number): CommentPages {
  return {
    ...data,
    pages: data.pages.map((page, index) => ({ ...page, records: records(page, index), total: Math.max(0, page.total + totalDelta) })),
  };
}

/** A new top-level comment goes first. */
export function prependComment(data: CommentPages, comment: Comment): CommentPages {
  return edit(data, (page, index) => (index === 0 ? [comment, ...page.records] : page.records), 1);
}

/** A new reply goes last; replies not loaded yet start with it alone. */
export function appendComment(data: CommentPages | undefined, comment: Comment): CommentPages {
  if (!data) return { pages: [{ records: [comment], total: 1, size: COMMENT_REPLY_PAGE_SIZE, current: 1, pages: 1 }], pageParams: [1] };
  const last = data.pages.length - 1;
  return edit(data, (page, index) => (index === last ? [...page.records, comment] : page.records), 1);
}

export function removeComment(data: CommentPages, id: number): CommentPages {
  return edit(data, (page) => page.records.filter((c) => c.id !== id), -1);
}

export function patchComment(data: CommentPages, id: number, change: Partial<Comment>): CommentPages {
  return edit(data, (page) => page.records.map((c) => (c.id === id ? { ...c, ...change } : c)), 0);
}

/** A reply added (+1) or deleted (−1) under a top-level comment. */
export function bumpReplyCount(data: CommentPages, rootId: number, delta: 1 | -1): CommentPages {
  return edit(data, (page) => page.records.map((c) => (c.id === rootId ? { ...c, replyCount: Math.max(0, c.replyCount + delta) } : c)), 0);
}
