'use client';

import { useSingleUpload } from '@/lib/upload/use-single-upload';
import { useT } from '@/components/providers/i18n-context';
import { UPLOAD_PREFIX } from '@/lib/constants';
import { VIDEO_ACCEPT, VIDEO_MAX_MB, videoProblem } from '@/lib/upload/video';
import styles from './video-picker.module.css';

export interface VideoPickerProps {
  /** The uploaded video's URL, or null. */
  value: string | null;
  onChange: (url: string | null) => void;
  /** Reports an upload in progress (the editor holds publishing meanwhile). */
  onBusyChange?: (busy: boolean) => void;
  disabled?: boolean;
}

/**
 * Issue 5 §3 / P15: one video per post. Type and size are checked first (MP4, MOV, WEBM, ≤ 200 MB), then
 * the file goes through the shared upload flow under `video/post/` (signature, PostObject, 500000 ms
 * timeout) with its progress shown; a failed upload leaves the post unchanged (P30).
 */
export function VideoPicker({ value, onChange, onBusyChange, disabled }: VideoPickerProps) {
  const t = useT();
  const { pick, progress, error } = useSingleUpload({
    prefix: UPLOAD_PREFIX.postVideo,
    check: (file) => {
      const problem = videoProblem(file);
      if (!problem) return null;
      return problem === 'type' ? t('editor.videoType') : t('editor.videoSize', { n: VIDEO_MAX_MB });
    },
    failedText: t('editor.videoFailed'),
    onUploaded: onChange,
    onBusyChange,
  });

  return (
    <div className={styles.picker} data-testid="video-picker">
      {value ? (
        <div className={styles.preview}>
          <video src={value} controls playsInline preload="metadata" data-testid="video-preview" />
          <button type="button" className={styles.remove} onClick={() => onChange(null)} disabled={disabled} data-testid="video-remove">
            {t('editor.removeVideo')}
          </button>
        </div>
      ) : (
        <label className={styles.add} aria-disabled={disabled || progress !== null}>
          {progress === null ? t('editor.addVideo') : t('editor.videoUploading', { p: progress })}
          <input
            hidden
            type="file"
            accept={VIDEO_ACCEPT}
            disabled={disabled || progress !== null}
            onChange={(e) => {
              void pick(e.target.files?.[0]);
              e.target.value = '';
            }}
            data-testid="video-input"
          />
        </label>
      )}
      {progress !== null && (
        <progress className={styles.progress} max={100} value={progress} aria-label={t('editor.videoUploading', { p: progress })} data-testid="video-progress" />
      )}
      <p className={styles.hint}>{t('editor.videoHint', { n: VIDEO_MAX_MB })}</p>
      {error && (
        <p className={styles.error} role="alert" data-testid="video-error">
          {error}
        </p>
      )}
    </div>
  );
}
