'use client';

import { Button } from 'antd';
import { useRef, useState } from 'react';
import { useT } from '@/components/providers/i18n-context';
import { UPLOAD_MAX_BYTES, UPLOAD_PREFIX } from '@/lib/constants';
import { ACHIEVEMENT_MATERIALS_MAX, type AchievementMaterial } from '@/lib/contract/achievement';
import { uploadFile } from '@/lib/upload/upload';
import styles from './achievement.module.css';

/** M24: achievement materials, uploaded with the signed flow under `file/achievement/material/`, with progress. */
export function MaterialField({ value, onChange, onError }: { value: AchievementMaterial[]; onChange: (next: AchievementMaterial[]) => void; onError: (m: string) => void }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > UPLOAD_MAX_BYTES.file) {
      onError(t('upload.tooLarge', { n: UPLOAD_MAX_BYTES.file / 1024 / 1024 }));
      return;
    }
    setProgress(0);
    try {
      const stored = await uploadFile(file, { prefix: UPLOAD_PREFIX.achievementMaterial, onProgress: setProgress });
      onChange([...value, { name: stored.name, url: stored.url }]);
    } catch {
      onError(t('company.uploadFailed'));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <div>
      <Button autoInsertSpace={false} onClick={() => input.current?.click()} loading={progress !== null} disabled={value.length >= ACHIEVEMENT_MATERIALS_MAX}>
        {progress !== null ? t('upload.uploading', { percent: progress }) : t('achievement.form.upload')}
      </Button>
      <input ref={input} hidden type="file" data-testid="achievement-material-input" onChange={(e) => void pick(e.target.files?.[0])} />
      <ul className={styles.materialList} data-testid="achievement-materials">
        {value.map((m) => (
          <li key={m.url}>
            <a href={m.url} target="_blank" rel="noopener noreferrer">
              {m.name}
            </a>
            <Button size="small" type="link" onClick={() => onChange(value.filter((x) => x.url !== m.url))}>
              {t('productEditor.remove')}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
