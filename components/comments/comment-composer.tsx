'use client';

import { useState } from 'react';
import { COMMENT_MAX_IMAGES, COMMENT_MAX_LENGTH } from '@/lib/contract/comment-limits';
import type { Translate } from '@/lib/i18n/messages';
import { selectIsBanned, useSessionStore } from '@/stores/session';
import { commentErrorText } from './comment-error';
import styles from './comment-section.module.css';

const IMAGE_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp';

/**
 * The text box of a comment or reply: length limit, grey-word check (F33), banned state (U09). With `imagePrefix`
 * it also takes up to 9 images, each uploaded through the signed flow under that prefix (P17–P19); a failed upload
 * says so and keeps the images added before (P30).
 */
export function CommentComposer(props: {
  t: Translate;
  placeholder: string;
  submitLabel: string;
  autoFocus?: boolean;
  /** The storage prefix of this section's comment images; none: text only. */
  imagePrefix?: string;
  onSubmit: (text: string, images: string[]) => Promise<unknown>;
  onCancel?: () => void;
  validate: (text: string) => Promise<string[]>;
}) {
  const { t, imagePrefix } = props;
  const banned = useSessionStore(selectIsBanned);
  const [text, setText] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const trimmed = text.trim();

  const addImages = async (files: File[]) => {
    if (!imagePrefix || files.length === 0) return;
    setError(null);
    setUploading(true);
    try {
      const { uploadFile } = await import('@/lib/upload/upload');
      let next = images;
      for (const file of files.slice(0, Math.max(0, COMMENT_MAX_IMAGES - images.length))) {
        const stored = await uploadFile(file, { prefix: imagePrefix });
        next = [...next, stored.url];
        setImages(next);
      }
    } catch {
      setError(t('editor.uploadFailed'));
    } finally {
      setUploading(false);
    }
  };

  const submit = async () => {
    if (!trimmed || busy || uploading) return;
    if (banned) {
      setError(t('error.banned'));
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
      await props.onSubmit(trimmed, images);
      setText('');
      setImages([]);
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
      {images.length > 0 && (
        <ul className={styles.images} data-testid="comment-composer-images">
          {images.map((src, i) => (
            <li key={src + i}>
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img src={src} alt="" width={56} height={56} />
              <button type="button" aria-label={t('editor.removeImage')} onClick={() => setImages(images.filter((_, k) => k !== i))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {banned && <p className={styles.error}>{t('error.banned')}</p>}
      {error && !banned && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.row}>
        <span className={styles.count}>
          {text.length}/{COMMENT_MAX_LENGTH}
        </span>
        {imagePrefix && !banned && images.length < COMMENT_MAX_IMAGES && (
          <label className={styles.ghost}>
            {uploading ? t('comment.imageUploading') : t('comment.addImage')}
            <input
              hidden
              type="file"
              accept={IMAGE_ACCEPT}
              multiple
              disabled={uploading}
              onChange={(e) => {
                void addImages([...(e.target.files ?? [])]);
                e.target.value = '';
              }}
              data-testid="comment-image-input"
            />
          </label>
        )}
        {props.onCancel && (
          <button type="button" className={styles.ghost} onClick={props.onCancel}>
            {t('common.cancel')}
          </button>
        )}
        <button type="button" className={styles.primary} disabled={!trimmed || busy || uploading || banned} onClick={submit}>
          {busy ? t('comment.checking') : props.submitLabel}
        </button>
      </div>
    </div>
  );
}
