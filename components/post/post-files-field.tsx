'use client';

import { useState } from 'react';
import { useT } from '@/components/providers/i18n-context';
import { UPLOAD_MAX_BYTES, UPLOAD_PREFIX } from '@/lib/constants';
import { POST_FILE_NAME_MAX, POST_FILES_MAX, type PostFile } from '@/lib/contract/post';
import { extensionOf } from '@/lib/shared/upload-names';
import styles from './post-editor.module.css';

/** The document types a post may carry (a subset of what the storage host takes under `file/…`). */
export const POST_FILE_EXTENSIONS = ['.pdf', '.doc', '.docx', '.xls', '.xlsx', '.ppt', '.pptx', '.txt', '.csv', '.zip', '.rar'] as const;
const MAX_MB = UPLOAD_MAX_BYTES.file / 1024 / 1024;

/**
 * G22/P16: up to 5 files attached to a post (documents, ≤ 50 MB each). Type and size are checked first, then each
 * file goes through the signed upload flow under `file/post/` and is listed by its name; a failed upload says so
 * and keeps the files attached before (P30). An antd Form control; `value` is `[{name, url}]`.
 */
export function PostFilesField(props: {
  value?: PostFile[];
  onChange?: (files: PostFile[]) => void;
  onBusyChange: (busy: boolean) => void;
  onError: (message: string | null) => void;
  disabled?: boolean;
}) {
  const t = useT();
  const files = props.value ?? [];
  const { onChange, onBusyChange, onError } = props;
  const [uploading, setUploading] = useState(false);

  const add = async (picked: File[]) => {
    if (picked.length === 0) return;
    const list = picked.slice(0, Math.max(0, POST_FILES_MAX - files.length));
    const wrong = list.find((f) => !(POST_FILE_EXTENSIONS as readonly string[]).includes(extensionOf(f.name)));
    if (wrong) {
      onError(t('editor.fileType'));
      return;
    }
    if (list.some((f) => f.size <= 0 || f.size > UPLOAD_MAX_BYTES.file)) {
      onError(t('editor.fileSize', { n: MAX_MB }));
      return;
    }
    onError(null);
    onBusyChange(true);
    setUploading(true);
    let next = files;
    try {
      const { uploadFile } = await import('@/lib/upload/upload');
      for (const file of list) {
        const stored = await uploadFile(file, { prefix: UPLOAD_PREFIX.postFile });
        next = [...next, { name: stored.name.slice(0, POST_FILE_NAME_MAX), url: stored.url }];
        onChange?.(next);
      }
    } catch {
      onError(t('editor.fileFailed'));
    } finally {
      setUploading(false);
      onBusyChange(false);
    }
  };

  return (
    <div data-testid="editor-files">
      {files.length > 0 && (
        <ul className={styles.files}>
          {files.map((f, i) => (
            <li key={f.url}>
              <span data-ugc>{f.name}</span>
              <button type="button" onClick={() => onChange?.(files.filter((_, k) => k !== i))} disabled={props.disabled}>
                {t('productEditor.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {files.length < POST_FILES_MAX && (
        <label className={styles.addFile} aria-disabled={props.disabled || uploading}>
          {uploading ? t('editor.fileUploading') : t('editor.addFile')}
          <input
            hidden
            type="file"
            accept={POST_FILE_EXTENSIONS.join(',')}
            multiple
            disabled={props.disabled || uploading}
            onChange={(e) => {
              void add([...(e.target.files ?? [])]);
              e.target.value = '';
            }}
            data-testid="editor-file-input"
          />
        </label>
      )}
      <p className={styles.hint}>{t('editor.fileHint', { n: POST_FILES_MAX, mb: MAX_MB })}</p>
    </div>
  );
}
