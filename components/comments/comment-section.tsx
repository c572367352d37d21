'use client';

import { useCurrentMember } from '@/stores/use-current-member';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocale, useT } from '@/components/providers/i18n-context';
import { formatCount } from '@/lib/format/count';
import type { Comment } from '@/lib/contract/comment';
import type { Page } from '@/lib/contract/common';
import { COMMENT_IMAGE_PREFIX, commentListQuery, flattenComments, type CommentKind } from '@/lib/queries/comments';
import { useLoginDialog } from '@/stores/dialogs';
import { CommentComposer } from './comment-composer';
import { CommentSectionContext, type CommentSectionContextValue } from './comment-context';
import { commentErrorText } from './comment-error';
import { CommentItem } from './comment-item';
import { useCommentActions, type ReplyTarget } from './use-comment-actions';
import { useCommentCount } from './use-comment-count';
import styles from './comment-section.module.css';

export interface CommentSectionProps {
  kind: CommentKind;
  /** The news or post id. */
  entityId: number;
  /** The entity's comment count from the page (replies included). */
  initialCount: number;
  /** F33: grey-word check before publishing; default `POST /basic/words/validate`. */
  validate?: (text: string) => Promise<string[]>;
  /** The first page the server rendered (issue 20 item 7), shown until the caller's own answer arrives. */
  initialPage?: Page<Comment>;
}

async function defaultValidate(text: string): Promise<string[]> {
  const [{ clientTransport }, { validateWords }] = await Promise.all([import('@/lib/api/client'), import('@/lib/api/words')]);
  return validateWords(clientTransport, text);
}

/**
 * F19–F22 / G24: comments with paging, replies on demand, posting (members; visitors get the login
 * dialog), like/unlike and deleting one's own after a confirm. Server state lives in the comment queries
 * (`lib/queries/comments.ts`); this component keeps only what is on screen (open boxes, messages).
 */
export function CommentSection({ kind, entityId, initialCount, validate = defaultValidate, initialPage }: CommentSectionProps) {
  const t = useT();
  const locale = useLocale();
  const { hydrated, isLogin, memberId } = useCurrentMember();
  const login = useLoginDialog();
  const [count, setCount] = useCommentCount(kind, entityId, initialCount);
  const [replyTo, setReplyTo] = useState<ReplyTarget>(null);
  const [confirmId, setConfirmId] = useState<number | null>(null);
  const [openReplies, setOpenReplies] = useState<Record<number, boolean>>({});
  const [actionError, setActionError] = useState<string | null>(null);
  const [mountedAt] = useState(() => Date.now());

  const serverPages = initialPage ? { pages: [initialPage], pageParams: [1] } : undefined;
  const list = useInfiniteQuery({
    ...commentListQuery(kind, entityId, memberId),
    enabled: hydrated,
    // A visitor's answer is the server's page (no isLiked or isMine of their own): it stands as the visitor's first
    // page, fresh for the query client's stale time from mount, so reading needs no call and the browser API client
    // loads only with the first 'load more', reply or login. A member's answer differs: their first page is asked for.
    ...(memberId === null && serverPages ? { initialData: serverPages, initialDataUpdatedAt: mountedAt } : { placeholderData: serverPages }),
  });
  const comments = flattenComments(list.data);
  const loading = list.isPending || list.isFetchingNextPage;
  const actions = useCommentActions({
    kind,
    entityId,
    viewer: memberId,
    onCount: setCount,
    onError: (error) => setActionError(commentErrorText(t, error)),
  });

  const requireLogin = (): boolean => {
    if (isLogin) return true;
    login.open({ redirect: null });
    return false;
  };

  const ctx: CommentSectionContextValue = {
    kind,
    viewer: memberId,
    t,
    locale,
    // the server's first page (placeholder) has no fetch time of its own: relative times count from mount
    now: list.dataUpdatedAt || mountedAt,
    validate,
    replyTo,
    setReplyTo,
    confirmId,
    setConfirmId,
    openReplies,
    setRepliesOpen: (rootId, open) => setOpenReplies((r) => ({ ...r, [rootId]: open })),
    requireLogin,
    create: async (text, target, images) => {
      await actions.create.mutateAsync({ text, target, images });
      if (target) {
        setOpenReplies((r) => ({ ...r, [target.rootId]: true }));
        setReplyTo(null);
      }
    },
    toggleLike: (comment) => {
      if (!requireLogin()) return;
      setActionError(null);
      actions.like.mutate(comment);
    },
    remove: (comment) => {
      setActionError(null);
      actions.remove.mutate(comment, { onSuccess: () => setConfirmId(null) });
    },
    fail: setActionError,
  };

  const retry = () => void (list.isFetchNextPageError ? list.fetchNextPage() : list.refetch());

  return (
    <CommentSectionContext.Provider value={ctx}>
      <section className={styles.section} aria-labelledby={`comments-${entityId}`} data-testid="comment-section">
        <h2 className={styles.heading} id={`comments-${entityId}`}>
          {t('comment.count', { n: formatCount(count) })}
        </h2>
        {hydrated && isLogin ? (
          <CommentComposer
            t={t}
            placeholder={t('comment.placeholder')}
            submitLabel={t('comment.submit')}
            validate={validate}
            imagePrefix={COMMENT_IMAGE_PREFIX[kind]}
            onSubmit={(text, images) => ctx.create(text, null, images)}
          />
        ) : (
          <button type="button" className={styles.loginPrompt} onClick={() => login.open({ redirect: null })}>
            {t('comment.loginToComment')}
          </button>
        )}
        {actionError && (
          <p className={styles.error} role="alert">
            {actionError}
          </p>
        )}
        {list.isError ? (
          <p className={styles.empty}>
            {t('comment.loadFailed')}{' '}
            <button type="button" className={styles.ghost} onClick={retry}>
              {t('common.retry')}
            </button>
          </p>
        ) : comments.length === 0 && !loading ? (
          <p className={styles.empty}>{t('comment.empty')}</p>
        ) : (
          <ul className={styles.list}>
            {comments.map((c) => (
              <CommentItem key={c.id} comment={c} rootId={c.id} />
            ))}
          </ul>
        )}
        {loading && <p className={styles.notice}>{t('common.loading')}</p>}
        {!loading && !list.isError && list.hasNextPage && (
          <button type="button" className={`${styles.ghost} ${styles.more}`} onClick={() => void list.fetchNextPage()}>
            {t('comment.loadMore')}
          </button>
        )}
      </section>
    </CommentSectionContext.Provider>
  );
}
