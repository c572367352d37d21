'use client';

import { useCallback, useEffect, useState } from 'react';
import { useCurrentMember } from '@/stores/use-current-member';
import { useLocale, useT } from '@/components/providers/i18n-context';
import { Avatar } from '@/components/ui/avatar';
import type { CommentAdapter } from '@/lib/api/comments';
import type { Page } from '@/lib/contract/common';
import { isApiError } from '@/lib/api/errors';
import { COMMENT_PAGE_SIZE, COMMENT_REPLY_PAGE_SIZE, ERR_BANNED } from '@/lib/constants';
import { COMMENT_MAX_LENGTH, type Comment } from '@/lib/contract/comment';
import { formatCount } from '@/lib/format/count';
import { formatRelativeTime } from '@/lib/format/relative-time';
import type { Translate } from '@/lib/i18n/messages';
import { selectIsBanned, useSessionStore } from '@/stores/session';
import { useLoginDialog } from '@/stores/dialogs';
import styles from './comment-section.module.css';

export interface CommentSectionProps {
  adapter: CommentAdapter;
  /** The news or post id. */
  entityId: number;
  /** The entity's comment count from the page (replies included). */
  initialCount: number;
  /** F33: grey-word check before publishing; default `POST /basic/words/validate`. */
  validate?: (text: string) => Promise<string[]>;
}

interface ReplyState {
  items: Comment[];
  current: number;
  total: number;
  open: boolean;
  loading: boolean;
}

async function defaultValidate(text: string): Promise<string[]> {
  const [{ clientTransport }, { validateWords }] = await Promise.all([import('@/lib/api/client'), import('@/lib/api/words')]);
  return validateWords(clientTransport, text);
}

function errorText(t: Translate, error: unknown): string {
  if (isApiError(error)) {
    if (error.code === ERR_BANNED) return t('comment.banned');
    if (Array.isArray(error.data) && error.data.length > 0) return t('comment.greyWords', { words: error.data.join('、') });
    if (error.msg && error.code > 0) return error.msg;
  }
  return t('interact.failed');
}

function ThumbIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <path d="M7 10v11H3V10h4zm0 0l4-8c1.7 0 3 1.3 3 3v4h5.5c1.2 0 2.1 1.1 1.9 2.3l-1.4 8c-.2 1-1 1.7-2 1.7H7" />
    </svg>
  );
}

/** The text box of a comment or reply: length limit, grey-word check (F33), banned state (U09). */
function Composer(props: {
  t: Translate;
  placeholder: string;
  submitLabel: string;
  autoFocus?: boolean;
  onSubmit: (text: string) => Promise<void>;
  onCancel?: () => void;
  validate: (text: string) => Promise<string[]>;
}) {
  const { t } = props;
  const banned = useSessionStore(selectIsBanned);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const trimmed = text.trim();

  const submit = async () => {
    if (!trimmed || busy) return;
    if (banned) {
      setError(t('comment.banned'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const words = await props.validate(trimmed);
      if (words.length > 0) {
        setError(t('comment.greyWords', { words: words.join('、') }));
        return;
      }
      await props.onSubmit(trimmed);
      setText('');
    } catch (e) {
      setError(errorText(t, e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.composer}>
      <textarea
        className={styles.textarea}
        value={text}
        maxLength={COMMENT_MAX_LENGTH}
        placeholder={props.placeholder}
        aria-label={props.placeholder}
        autoFocus={props.autoFocus}
        onChange={(e) => setText(e.target.value)}
        disabled={banned}
      />
      {banned && <p className={styles.error}>{t('comment.banned')}</p>}
      {error && !banned && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.row}>
        <span className={styles.count}>
          {text.length}/{COMMENT_MAX_LENGTH}
        </span>
        {props.onCancel && (
          <button type="button" className={styles.ghost} onClick={props.onCancel}>
            {t('comment.cancel')}
          </button>
        )}
        <button type="button" className={styles.primary} disabled={!trimmed || busy || banned} onClick={submit}>
          {busy ? t('comment.checking') : props.submitLabel}
        </button>
      </div>
    </div>
  );
}

/**
 * F19–F22 / G24: comments with paging, replies on demand, posting (members; visitors get the login
 * dialog), like/unlike and deleting one's own after a confirm. Generic over the news/post adapter.
 */
export function CommentSection({ adapter, entityId, initialCount, validate = defaultValidate }: CommentSectionProps) {
  const t = useT();
  const locale = useLocale();
  const { hydrated, isLogin, memberId } = useCurrentMember();
  const login = useLoginDialog();
  const [count, setCount] = useState(initialCount);
  const [comments, setComments] = useState<Comment[]>([]);
  const [current, setCurrent] = useState(1);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState(false);
  const [replies, setReplies] = useState<Record<number, ReplyState>>({});
  const [replyTo, setReplyTo] = useState<{ rootId: number; comment: Comment } | null>(null);
  const [confirmId, setConfirmId] = useState<number | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());

  const applyPage = useCallback((page: number, result: Page<Comment>) => {
    if (page === 1) setReplies({});
    setComments((prev) => (page === 1 ? result.records : [...prev, ...result.records.filter((c) => !prev.some((p) => p.id === c.id))]));
    setCurrent(page);
    setTotal(result.total);
    setLoadError(false);
    setLoading(false);
    setNow(Date.now());
  }, []);

  const failLoad = useCallback(() => {
    setLoadError(true);
    setLoading(false);
  }, []);

  const loadPage = (page: number) => {
    setLoading(true);
    setLoadError(false);
    adapter.list(entityId, page, COMMENT_PAGE_SIZE).then((result) => applyPage(page, result), failLoad);
  };

  useEffect(() => {
    if (!hydrated) return;
    let live = true;
    adapter.list(entityId, 1, COMMENT_PAGE_SIZE).then(
      (result) => live && applyPage(1, result),
      () => live && failLoad(),
    );
    return () => {
      live = false;
    };
  }, [hydrated, memberId, adapter, entityId, applyPage, failLoad]);

  const requireLogin = (): boolean => {
    if (isLogin) return true;
    login.open({ redirect: null });
    return false;
  };

  const loadReplies = async (rootId: number, page: number) => {
    setReplies((r) => ({ ...r, [rootId]: { ...(r[rootId] ?? { items: [], current: 0, total: 0 }), open: true, loading: true } }));
    try {
      const result = await adapter.replies(rootId, page, COMMENT_REPLY_PAGE_SIZE);
      setReplies((r) => {
        const prev = r[rootId];
        const items = page === 1 ? result.records : [...(prev?.items ?? []), ...result.records.filter((c) => !prev?.items.some((p) => p.id === c.id))];
        return { ...r, [rootId]: { items, current: page, total: result.total, open: true, loading: false } };
      });
    } catch {
      setReplies((r) => ({ ...r, [rootId]: { ...(r[rootId] as ReplyState), loading: false } }));
      setActionError(t('comment.loadFailed'));
    }
  };

  const toggleReplies = (root: Comment) => {
    const state = replies[root.id];
    if (state?.open) setReplies((r) => ({ ...r, [root.id]: { ...state, open: false } }));
    else if (state && state.items.length > 0) setReplies((r) => ({ ...r, [root.id]: { ...state, open: true } }));
    else void loadReplies(root.id, 1);
  };

  const create = async (text: string, target: { rootId: number; comment: Comment } | null) => {
    const created = await adapter.create(entityId, text, target?.comment.id ?? null);
    setCount((n) => n + 1);
    setNow(Date.now());
    if (!target) {
      setComments((list) => [created, ...list]);
      setTotal((n) => n + 1);
      return;
    }
    setComments((list) => list.map((c) => (c.id === target.rootId ? { ...c, replyCount: c.replyCount + 1 } : c)));
    setReplies((r) => {
      const prev = r[target.rootId] ?? { items: [], current: 1, total: 0, open: true, loading: false };
      return { ...r, [target.rootId]: { ...prev, items: [...prev.items, created], total: prev.total + 1, open: true } };
    });
    setReplyTo(null);
  };

  const patch = (id: number, change: Partial<Comment>) => {
    setComments((list) => list.map((c) => (c.id === id ? { ...c, ...change } : c)));
    setReplies((r) => {
      const next: Record<number, ReplyState> = {};
      for (const [key, state] of Object.entries(r)) next[Number(key)] = { ...state, items: state.items.map((c) => (c.id === id ? { ...c, ...change } : c)) };
      return next;
    });
  };

  const toggleLike = async (comment: Comment) => {
    if (!requireLogin()) return;
    setActionError(null);
    const next = !comment.isLiked;
    patch(comment.id, { isLiked: next, likeCount: Math.max(0, comment.likeCount + (next ? 1 : -1)) });
    try {
      const result = next ? await adapter.like(comment.id) : await adapter.unlike(comment.id);
      patch(comment.id, { isLiked: result.isLiked, likeCount: result.likeCount });
    } catch (e) {
      patch(comment.id, { isLiked: comment.isLiked, likeCount: comment.likeCount });
      setActionError(errorText(t, e));
    }
  };

  const remove = async (comment: Comment) => {
    setActionError(null);
    try {
      const result = await adapter.remove(comment.id);
      setCount(result.commentCount);
      setConfirmId(null);
      if (comment.parentId === null) {
        setComments((list) => list.filter((c) => c.id !== comment.id));
        setTotal((n) => Math.max(0, n - 1));
      } else {
        const rootId = comment.parentId;
        setComments((list) => list.map((c) => (c.id === rootId ? { ...c, replyCount: Math.max(0, c.replyCount - 1) } : c)));
        setReplies((r) => {
          const prev = r[rootId];
          if (!prev) return r;
          return { ...r, [rootId]: { ...prev, items: prev.items.filter((c) => c.id !== comment.id), total: Math.max(0, prev.total - 1) } };
        });
      }
    } catch (e) {
      setActionError(errorText(t, e));
    }
  };

  const renderItem = (comment: Comment, rootId: number) => {
    const name = comment.nickname ?? '';
    return (
      <li key={comment.id} className={styles.item} data-testid="comment-item">
        <Avatar src={comment.avatar} name={name} size={comment.parentId === null ? 36 : 28} />
        <div className={styles.body}>
          <div className={styles.author}>
            <span className={styles.name}>{name}</span>
            {comment.replyNickname && comment.parentId !== null && <span className={styles.sub}>{t('comment.replyTo', { name: comment.replyNickname })}</span>}
            {comment.company && <span className={styles.sub}>{comment.company}</span>}
          </div>
          <p className={styles.text}>{comment.content}</p>
          <div className={styles.actions}>
            <time className={styles.sub} dateTime={comment.createdTime}>
              {formatRelativeTime(comment.createdTime, { now, locale })}
            </time>
            <button
              type="button"
              className={styles.action}
              aria-pressed={comment.isLiked}
              aria-label={`${comment.isLiked ? t('interact.liked') : t('interact.like')} ${comment.likeCount}`}
              onClick={() => void toggleLike(comment)}
            >
              <ThumbIcon />
              {comment.likeCount > 0 ? formatCount(comment.likeCount) : t('interact.like')}
            </button>
            <button
              type="button"
              className={styles.action}
              onClick={() => requireLogin() && setReplyTo(replyTo?.comment.id === comment.id ? null : { rootId, comment })}
            >
              {t('comment.reply')}
            </button>
            {comment.isMine && (
              <button type="button" className={styles.action} onClick={() => setConfirmId(comment.id)}>
                {t('comment.delete')}
              </button>
            )}
          </div>
          {confirmId === comment.id && (
            <div className={styles.confirm} role="alertdialog" aria-label={t('comment.deleteConfirm')}>
              <span>{t('comment.deleteConfirm')}</span>
              <button type="button" className={styles.primary} onClick={() => void remove(comment)}>
                {t('comment.deleteOk')}
              </button>
              <button type="button" className={styles.ghost} onClick={() => setConfirmId(null)}>
                {t('comment.cancel')}
              </button>
            </div>
          )}
          {replyTo?.comment.id === comment.id && (
            <Composer
              t={t}
              autoFocus
              placeholder={t('comment.replyTo', { name })}
              submitLabel={t('comment.submitReply')}
              validate={validate}
              onSubmit={(text) => create(text, replyTo)}
              onCancel={() => setReplyTo(null)}
            />
          )}
          {comment.parentId === null && renderReplies(comment)}
        </div>
      </li>
    );
  };

  const renderReplies = (root: Comment) => {
    const state = replies[root.id];
    const shown = state?.open ? state.items : [];
    if (root.replyCount === 0 && shown.length === 0) return null;
    return (
      <>
        {shown.length > 0 && <ul className={`${styles.list} ${styles.replies}`}>{shown.map((reply) => renderItem(reply, root.id))}</ul>}
        <div className={styles.actions}>
          {state?.open ? (
            <>
              {state.items.length < state.total && (
                <button type="button" className={styles.action} disabled={state.loading} onClick={() => void loadReplies(root.id, state.current + 1)}>
                  {t('comment.moreReplies')}
                </button>
              )}
              <button type="button" className={styles.action} onClick={() => toggleReplies(root)}>
                {t('comment.hideReplies')}
              </button>
            </>
          ) : (
            <button type="button" className={styles.action} disabled={state?.loading} onClick={() => toggleReplies(root)}>
              {t('comment.viewReplies', { n: root.replyCount })}
            </button>
          )}
        </div>
      </>
    );
  };

  return (
    <section className={styles.section} aria-labelledby={`comments-${entityId}`} data-testid="comment-section">
      <h2 className={styles.heading} id={`comments-${entityId}`}>
        {t('comment.count', { n: formatCount(count) })}
      </h2>
      {hydrated && isLogin ? (
        <Composer t={t} placeholder={t('comment.placeholder')} submitLabel={t('comment.submit')} validate={validate} onSubmit={(text) => create(text, null)} />
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
      {loadError ? (
        <p className={styles.empty}>
          {t('comment.loadFailed')}{' '}
          <button type="button" className={styles.ghost} onClick={() => loadPage(current)}>
            {t('common.retry')}
          </button>
        </p>
      ) : comments.length === 0 && !loading ? (
        <p className={styles.empty}>{t('comment.empty')}</p>
      ) : (
        <ul className={styles.list}>{comments.map((c) => renderItem(c, c.id))}</ul>
      )}
      {loading && <p className={styles.notice}>{t('common.loading')}</p>}
      {!loading && comments.length < total && (
        <button type="button" className={`${styles.ghost} ${styles.more}`} onClick={() => loadPage(current + 1)}>
          {t('comment.loadMore')}
        </button>
      )}
    </section>
  );
}
