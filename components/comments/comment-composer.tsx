'use client';

import { useState } from 'react';
import { COMMENT_MAX_LENGTH } from '@/lib/contract/comment';
import type { Translate } from '@/lib/i18n/messages';
import { selectIsBanned, useSessionStore } from '@/stores/session';
import { commentErrorText } from './comment-error';
import styles from './comment-section.module.css';

/** The text box of a comment or reply: length limit, grey-word check (F33), banned state (U09). */
export function CommentComposer(props: {
  t: Translate;
  placeholder: string;
  submitLabel: string;
  autoFocus?: boolean;
  onSubmit: (text: string) => Promise<unknown>;
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
      setError(commentErrorText(t, e));
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
