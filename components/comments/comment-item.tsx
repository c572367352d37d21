'use client';

import { Avatar } from '@/components/ui/avatar';
import { ugcLang } from '@/lib/format/content-lang';
import type { Comment } from '@/lib/contract/comment';
import { formatCount } from '@/lib/format/count';
import { formatRelativeTime } from '@/lib/format/relative-time';
import { CommentComposer } from './comment-composer';
import { useCommentSection } from './comment-context';
import { CommentImages } from './comment-images';
import { CommentReplies } from './comment-replies';
import styles from './comment-section.module.css';

function ThumbIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <path d="M7 10v11H3V10h4zm0 0l4-8c1.7 0 3 1.3 3 3v4h5.5c1.2 0 2.1 1.1 1.9 2.3l-1.4 8c-.2 1-1 1.7-2 1.7H7" />
    </svg>
  );
}

/** One comment or reply: author, text, time, like, reply box, delete with confirm (own only), and its replies. */
export function CommentItem({ comment, rootId }: { comment: Comment; rootId: number }) {
  const ctx = useCommentSection();
  const { t } = ctx;
  const name = comment.nickname ?? '';
  const replying = ctx.replyTo?.comment.id === comment.id;
  return (
    <li className={styles.item} data-testid="comment-item">
      <Avatar src={comment.avatar} name={name} size={comment.parentId === null ? 36 : 28} />
      <div className={styles.body}>
        <div className={styles.author}>
          <span className={styles.name} data-ugc lang={ugcLang(ctx.locale)}>{name}</span>
          {comment.replyNickname && comment.parentId !== null && <span className={styles.sub} data-ugc>{t('comment.replyTo', { name: comment.replyNickname })}</span>}
          {comment.company && <span className={styles.sub} data-ugc lang={ugcLang(ctx.locale)}>{comment.company}</span>}
        </div>
        <p className={styles.text} data-ugc lang={ugcLang(ctx.locale)}>{comment.content}</p>
        <CommentImages images={comment.images} />
        <div className={styles.actions}>
          <time className={styles.sub} dateTime={comment.createdTime}>
            {formatRelativeTime(comment.createdTime, { now: ctx.now, locale: ctx.locale })}
          </time>
          <button
            type="button"
            className={styles.action}
            aria-pressed={comment.isLiked}
            aria-label={`${comment.isLiked ? t('interact.liked') : t('interact.like')} ${comment.likeCount}`}
            onClick={() => ctx.toggleLike(comment)}
          >
            <ThumbIcon />
            {comment.likeCount > 0 ? formatCount(comment.likeCount) : t('interact.like')}
          </button>
          <button type="button" className={styles.action} onClick={() => ctx.requireLogin() && ctx.setReplyTo(replying ? null : { rootId, comment })}>
            {t('comment.reply')}
          </button>
          {comment.isMine && (
            <button type="button" className={styles.action} onClick={() => ctx.setConfirmId(comment.id)}>
              {t('editInfo.delete')}
            </button>
          )}
        </div>
        {ctx.confirmId === comment.id && (
          <div className={styles.confirm} role="alertdialog" aria-label={t('comment.deleteConfirm')}>
            <span>{t('comment.deleteConfirm')}</span>
            <button type="button" className={styles.primary} onClick={() => ctx.remove(comment)}>
              {t('editInfo.delete')}
            </button>
            <button type="button" className={styles.ghost} onClick={() => ctx.setConfirmId(null)}>
              {t('common.cancel')}
            </button>
          </div>
        )}
        {replying && (
          <CommentComposer
            t={t}
            autoFocus
            placeholder={t('comment.replyTo', { name })}
            submitLabel={t('comment.submitReply')}
            validate={ctx.validate}
            onSubmit={(text) => ctx.create(text, ctx.replyTo)}
            onCancel={() => ctx.setReplyTo(null)}
          />
        )}
        {comment.parentId === null && <CommentReplies root={comment} renderReply={(reply) => <CommentItem key={reply.id} comment={reply} rootId={comment.id} />} />}
      </div>
    </li>
  );
}
