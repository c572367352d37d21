'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Comment } from '@/lib/contract/comment';
import {
  appendComment,
  bumpReplyCount,
  commentApi,
  commentKeys,
  patchComment,
  prependComment,
  removeComment,
  type CommentKind,
  type CommentPages,
} from '@/lib/queries/comments';
import type { Viewer } from '@/lib/queries/client';

/** Where a new comment goes: top level, or under `rootId` as a reply to `comment`. */
export type ReplyTarget = { rootId: number; comment: Comment } | null;

/**
 * The writes of a comment section, each editing the comment queries in place: posting (first in the list,
 * or last under its top-level comment), liking (optimistic, rolled back on failure) and deleting.
 * `onCount` receives the entity's new comment count; `onError` a failed like or delete.
 */
export function useCommentActions(opts: {
  kind: CommentKind;
  entityId: number;
  viewer: Viewer;
  onCount: (next: (n: number) => number) => void;
  onError: (error: unknown) => void;
}) {
  const { kind, entityId, viewer, onCount, onError } = opts;
  const queryClient = useQueryClient();
  const listKey = commentKeys.list(kind, entityId, viewer);
  const repliesKey = (rootId: number) => commentKeys.replies(kind, rootId, viewer);
  const editList = (fn: (data: CommentPages) => CommentPages) => queryClient.setQueryData<CommentPages>(listKey, (data) => data && fn(data));
  const patchEverywhere = (id: number, change: Partial<Comment>) =>
    queryClient.setQueriesData<CommentPages>({ queryKey: commentKeys.kind(kind) }, (data) => data && patchComment(data, id, change));

  const create = useMutation({
    mutationFn: async ({ text, target, images }: { text: string; target: ReplyTarget; images?: readonly string[] }) =>
      (await commentApi(kind)).create(entityId, text, target?.comment.id ?? null, images),
    onSuccess: (created, { target }) => {
      onCount((n) => n + 1);
      if (!target) {
        editList((data) => prependComment(data, created));
        return;
      }
      editList((data) => bumpReplyCount(data, target.rootId, 1));
      queryClient.setQueryData<CommentPages>(repliesKey(target.rootId), (data) => appendComment(data, created));
    },
  });

  const like = useMutation({
    mutationFn: async (comment: Comment) => {
      const api = await commentApi(kind);
      return comment.isLiked ? api.unlike(comment.id) : api.like(comment.id);
    },
    onMutate: (comment) => {
      const next = !comment.isLiked;
      patchEverywhere(comment.id, { isLiked: next, likeCount: Math.max(0, comment.likeCount + (next ? 1 : -1)) });
    },
    onSuccess: (result, comment) => patchEverywhere(comment.id, { isLiked: result.isLiked, likeCount: result.likeCount }),
    onError: (error, comment) => {
      patchEverywhere(comment.id, { isLiked: comment.isLiked, likeCount: comment.likeCount });
      onError(error);
    },
  });

  const remove = useMutation({
    mutationFn: async (comment: Comment) => (await commentApi(kind)).remove(comment.id),
    onSuccess: (result, comment) => {
      onCount(() => result.commentCount);
      if (comment.parentId === null) {
        editList((data) => removeComment(data, comment.id));
        return;
      }
      const rootId = comment.parentId;
      editList((data) => bumpReplyCount(data, rootId, -1));
      queryClient.setQueryData<CommentPages>(repliesKey(rootId), (data) => data && removeComment(data, comment.id));
    },
    onError,
  });

  return { create, like, remove };
}
