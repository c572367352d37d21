'use client';

import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { commentRepliesQuery, flattenComments } from '@/lib/queries/comments';
import type { Comment } from '@/lib/contract/comment';
import { useCommentSection } from './comment-context';
import styles from './comment-section.module.css';

/** The replies of a top-level comment: loaded when first opened, then page by page; hidden and shown again from the cache. */
export function CommentReplies({ root, renderReply }: { root: Comment; renderReply: (reply: Comment) => ReactNode }) {
  const ctx = useCommentSection();
  const { t } = ctx;
  const queryClient = useQueryClient();
  const open = ctx.openReplies[root.id] === true;
  const query = commentRepliesQuery(ctx.kind, root.id, ctx.viewer);
  const { data, hasNextPage, isFetching, fetchNextPage } = useInfiniteQuery({ ...query, enabled: false });
  const shown = open ? flattenComments(data) : [];
  if (root.replyCount === 0 && shown.length === 0) return null;

  const failed = () => ctx.fail(t('comment.loadFailed'));
  const show = () => {
    ctx.setRepliesOpen(root.id, true);
    if (!data) queryClient.fetchInfiniteQuery(query).catch(failed);
  };
  const more = () => void fetchNextPage().then((result) => result.isError && failed());

  return (
    <>
      {shown.length > 0 && (
        <ul className={`${styles.list} ${styles.replies}`}>
          {shown.map(renderReply)}
        </ul>
      )}
      <div className={styles.actions}>
        {open ? (
          <>
            {hasNextPage && (
              <button type="button" className={styles.action} disabled={isFetching} onClick={more}>
                {t('comment.moreReplies')}
              </button>
            )}
            <button type="button" className={styles.action} onClick={() => ctx.setRepliesOpen(root.id, false)}>
              {t('comment.hideReplies')}
            </button>
          </>
        ) : (
          <button type="button" className={styles.action} disabled={isFetching} onClick={show}>
            {t('comment.viewReplies', { n: root.replyCount })}
          </button>
        )}
      </div>
    </>
  );
}
