'use client';

/* eslint-disable @next/next/no-img-element -- uploaded previews */
import { Button, Progress } from 'antd';
import { useT } from '@/components/providers/i18n-context';
import { UPLOAD_MAX_BYTES } from '@/lib/constants';
import { useSingleUpload } from '@/lib/upload/use-single-upload';
import { videoProblem, VIDEO_ACCEPT } from '@/lib/upload/video';
import styles from './product-editor.module.css';

const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';
const MAX_IMAGES = 9;

/**
 * Product images (`company/product/image/`, up to 9) or the product video (`company/product/video/`), M27:
 * each file goes through the signed upload flow with its progress; `value` holds the stored URLs.
 */
export function MediaField(props: { kind: 'image' | 'video'; prefix: string; value?: string[]; onChange?: (urls: string[]) => void; testId: string }) {
  const { kind, prefix, value = [], onChange, testId } = props;
  const t = useT();
  const { pick, progress, error } = useSingleUpload({
    prefix,
    check: (file) => {
      if (kind === 'video') return videoProblem(file) ? t('company.uploadFailed') : null;
      return file.type.startsWith('image/') && file.size > 0 && file.size <= UPLOAD_MAX_BYTES.image ? null : t('company.uploadFailed');
    },
    failedText: t('company.uploadFailed'),
    onUploaded: (url) => onChange?.(kind === 'video' ? [url] : [...value, url].slice(0, MAX_IMAGES)),
  });
  const full = kind === 'video' ? value.length >= 1 : value.length >= MAX_IMAGES;
  return (
    <div data-testid={testId}>
      <div className={styles.thumbs}>
        {value.map((url, k) => (
          <div key={`${url}-${k}`} className={styles.thumb}>
            {kind === 'video' ? <video src={url} preload="metadata" /> : <img src={url} alt="" />}
            <Button size="small" danger onClick={() => onChange?.(value.filter((_, i) => i !== k))}>
              {t('productEditor.remove')}
            </Button>
          </div>
        ))}
      </div>
      {!full && progress === null && (
        <label className={styles.pick}>
          {t('checkout.upload')}
          <input className="visually-hidden" type="file" accept={kind === 'video' ? VIDEO_ACCEPT : IMAGE_ACCEPT} onChange={(e) => void pick(e.target.files?.[0])} />
        </label>
      )}
      {progress !== null && <Progress percent={Math.round(progress)} size="small" format={(n) => t('editor.uploading', { n: n ?? 0 })} />}
      {error && <p className={styles.error}>{error}</p>}
    </div>
  );
}
