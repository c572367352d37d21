'use client';

import { Button, Progress } from 'antd';
import { useSingleUpload } from '@/lib/upload/use-single-upload';
import { useT } from '@/components/providers/i18n-context';
import { UPLOAD_MAX_BYTES, UPLOAD_PREFIX } from '@/lib/constants';
import { extensionOf } from '@/lib/shared/upload-names';
import styles from './circle-form.module.css';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.gif', '.webp'];
const IMAGE_MAX_MB = Math.round(UPLOAD_MAX_BYTES.image / (1024 * 1024));

/** Why a file cannot be a circle image, or null. */
export function circleImageProblem(file: { name: string; type: string; size: number }): 'type' | 'size' | null {
  const typeOk = file.type ? IMAGE_TYPES.includes(file.type) : IMAGE_EXTENSIONS.includes(extensionOf(file.name));
  if (!typeOk) return 'type';
  if (file.size <= 0 || file.size > UPLOAD_MAX_BYTES.image) return 'size';
  return null;
}

/**
 * A form control for a circle avatar or cover (`value` = the stored URL): picks an image, uploads it
 * through the shared flow under `image/circle/` (JPEG/PNG compressed, progress shown) and sets the URL.
 * A failed upload keeps the previous value (P30).
 */
export function CircleImageField(props: {
  value?: string | null;
  onChange?: (url: string | null) => void;
  onBusyChange?: (busy: boolean) => void;
  shape: 'square' | 'wide';
  testId: string;
  disabled?: boolean;
}) {
  const { value, onChange, onBusyChange, shape, testId, disabled } = props;
  const t = useT();
  const { pick, progress, error } = useSingleUpload({
    prefix: UPLOAD_PREFIX.circleImage,
    check: (file) => {
      const problem = circleImageProblem(file);
      if (!problem) return null;
      return problem === 'type' ? t('circleForm.imageType') : t('avatar.size', { n: IMAGE_MAX_MB });
    },
    failedText: t('avatar.failed'),
    onUploaded: (url) => onChange?.(url),
    onBusyChange,
  });

  return (
    <div className={styles.imageField} data-testid={testId}>
      <div className={shape === 'square' ? styles.square : styles.wide}>
        {/* eslint-disable-next-line @next/next/no-img-element */}
        {value ? <img src={value} alt="" data-testid={`${testId}-preview`} /> : <span className={styles.placeholder}>{t('circleForm.upload')}</span>}
      </div>
      <div className={styles.imageActions}>
        <label className={styles.pick} aria-disabled={disabled || progress !== null}>
          {value ? t('circleForm.replace') : t('circleForm.upload')}
          <input
            hidden
            type="file"
            accept={IMAGE_TYPES.join(',')}
            disabled={disabled || progress !== null}
            onChange={(e) => {
              void pick(e.target.files?.[0]);
              e.target.value = '';
            }}
            data-testid={`${testId}-input`}
          />
        </label>
        {value && shape === 'wide' && (
          <Button size="small" onClick={() => onChange?.(null)} disabled={disabled || progress !== null}>
            {t('productEditor.remove')}
          </Button>
        )}
        {progress !== null && <Progress percent={progress} size="small" style={{ width: 120 }} aria-label={t('circleForm.uploading', { p: progress })} />}
      </div>
      {error && (
        <p className={styles.imageError} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
