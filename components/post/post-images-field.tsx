'use client';

import { useState } from 'react';
import { useT } from '@/components/providers/i18n-context';
import { UPLOAD_PREFIX } from '@/lib/constants';
import { POST_IMAGES_MAX } from '@/lib/contract/post';
import styles from './post-editor.module.css';

/**
 * Up to 9 post images (G22/P14): each file goes through the signed upload flow under `image/post/`
 * (JPEG/PNG compressed first); a failed upload keeps the images uploaded so far. An antd Form control.
 */
export function PostImagesField(props: { value?: string[]; onChange?: (images: string[]) => void; onBusyChange: (busy: boolean) => void; onError: (message: string | null) => void }) {
  const t = useT();
  const images = props.value ?? [];
  const [uploading, setUploading] = useState<number | null>(null);
  const { onChange, onBusyChange, onError } = props;

  const add = async (files: File[]) => {
    if (files.length === 0) return;
    const list = files.slice(0, Math.max(0, POST_IMAGES_MAX - images.length));
    onError(null);
    onBusyChange(true);
    let next = images;
    try {
      const { uploadFile } = await import('@/lib/upload/upload');
      for (const file of list) {
        setUploading(0);
        const stored = await uploadFile(file, { prefix: UPLOAD_PREFIX.postImage, onProgress: setUploading });
        next = [...next, stored.url].slice(0, POST_IMAGES_MAX);
        onChange?.(next);
      }
    } catch {
      onError(t('editor.uploadFailed'));
    } finally {
      setUploading(null);
      onBusyChange(false);
    }
  };

  return (
    <div className={styles.images} data-testid="editor-images">
      {images.map((src, i) => (
        <div key={src + i} className={styles.thumb}>
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={src} alt="" />
          <button type="button" aria-label={t('editor.removeImage')} onClick={() => onChange?.(images.filter((_, k) => k !== i))}>
            ×
          </button>
        </div>
      ))}
      {images.length < POST_IMAGES_MAX && (
        <label className={styles.add}>
          {uploading === null ? t('editor.addImage') : t('editor.uploading', { n: uploading })}
          <input
            hidden
            type="file"
            accept="image/jpeg,image/png,image/gif,image/webp"
            multiple
            disabled={uploading !== null}
            onChange={(e) => {
              void add([...(e.target.files ?? [])]);
              e.target.value = '';
            }}
            data-testid="editor-image-input"
          />
        </label>
      )}
    </div>
  );
}
