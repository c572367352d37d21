'use client';

import { Button } from 'antd';
import { useRef, useState } from 'react';
import { useT } from '@/components/providers/i18n-context';
import { NEWS_COVER_PREFIX, UPLOAD_MAX_BYTES } from '@/lib/constants';
import { uploadFile } from '@/lib/upload/upload';
import styles from './news-editor.module.css';

/** The cover picker: a signed upload under `image/news/`, previewed, replaceable and removable. */
export function CoverField({ value, onChange, onError }: { value: string | null; onChange: (url: string | null) => void; onError: (m: string) => void }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > UPLOAD_MAX_BYTES.image) {
      onError(t('upload.tooLarge', { n: UPLOAD_MAX_BYTES.image / 1024 / 1024 }));
      return;
    }
    setProgress(0);
    try {
      const stored = await uploadFile(file, { prefix: NEWS_COVER_PREFIX, onProgress: setProgress });
      onChange(stored.url);
    } catch {
      onError(t('company.uploadFailed'));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <div className={styles.cover}>
      {value && (
        // eslint-disable-next-line @next/next/no-img-element
        <img className={styles.coverImg} src={value} alt={t('newsEditor.cover')} data-testid="news-cover-preview" />
      )}
      <Button autoInsertSpace={false} onClick={() => input.current?.click()} loading={progress !== null}>
        {progress !== null ? t('upload.uploading', { percent: progress }) : value ? t('newsEditor.coverReplace') : t('newsEditor.coverPick')}
      </Button>
      {value && <Button autoInsertSpace={false} onClick={() => onChange(null)}>{t('productEditor.remove')}</Button>}
      <input
        ref={input}
        className={styles.fileInput}
        hidden
        type="file"
        accept="image/jpeg,image/png,image/gif,image/webp"
        data-testid="news-cover-input"
        onChange={(e) => void pick(e.target.files?.[0])}
      />
    </div>
  );
}
