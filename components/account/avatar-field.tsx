'use client';

import { App, Button, Modal, Progress } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useT } from '@/components/providers/i18n-context';
import { Avatar } from '@/components/ui/avatar';
import { UPLOAD_PREFIX } from '@/lib/constants';
import { AVATAR_MAX_MB, AVATAR_TYPES, avatarProblem, cropToSquare } from '@/lib/upload/avatar';
import { useSessionStore } from '@/stores/session';
import styles from './account.module.css';

/**
 * Issue 18 item 2: the member's avatar on /edit-info. A picked image is cropped to its centred square and
 * shown for confirmation; confirming uploads it through the signed flow (compressed per P09–P12, under
 * `image/avatar/`) and saves it with `PUT /admin/member/avatar`. A failure keeps the old avatar (P30).
 */
export function AvatarField({ avatar, name }: { avatar: string | null; name: string }) {
  const t = useT();
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [current, setCurrent] = useState(avatar);
  const [cropped, setCropped] = useState<{ file: File; url: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => () => {
    if (cropped) URL.revokeObjectURL(cropped.url);
  }, [cropped]);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const problem = avatarProblem(file);
    if (problem) {
      setError(problem === 'type' ? t('avatar.type') : t('avatar.size', { n: AVATAR_MAX_MB }));
      return;
    }
    setError(null);
    try {
      const square = await cropToSquare(file);
      setCropped({ file: square, url: URL.createObjectURL(square) });
    } catch {
      setError(t('avatar.type'));
    }
  };

  const save = async () => {
    if (!cropped) return;
    setProgress(0);
    try {
      const [{ uploadFile }, { clientTransport }, { updateMemberAvatar }] = await Promise.all([
        import('@/lib/upload/upload'),
        import('@/lib/api/client'),
        import('@/lib/api/member'),
      ]);
      const stored = await uploadFile(cropped.file, { prefix: UPLOAD_PREFIX.memberAvatar, onProgress: setProgress });
      const info = await updateMemberAvatar(clientTransport, stored.url);
      setCurrent(info.avatar);
      useSessionStore.getState().setMemberInfo(info);
      setCropped(null);
      message.success(t('avatar.saved'));
    } catch {
      setError(t('avatar.failed'));
      setCropped(null);
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className={styles.avatarField} data-testid="avatar-field">
      <Avatar src={current} name={name} size={72} />
      <div>
        <Button onClick={() => input.current?.click()} disabled={progress !== null} data-testid="avatar-pick">
          {t('avatar.change')}
        </Button>
        <p className={styles.muted}>{t('avatar.hint', { n: AVATAR_MAX_MB })}</p>
        {error && (
          <p className={styles.error} role="alert" data-testid="avatar-error">
            {error}
          </p>
        )}
      </div>
      <input
        ref={input}
        type="file"
        hidden
        accept={AVATAR_TYPES.join(',')}
        data-testid="avatar-input"
        onChange={(e) => {
          void pick(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <Modal
        open={cropped !== null}
        title={t('avatar.confirmTitle')}
        okText={t('common.confirm')}
        cancelText={t('common.cancel')}
        onOk={() => void save()}
        onCancel={() => (progress === null ? setCropped(null) : undefined)}
        confirmLoading={progress !== null}
        okButtonProps={{ 'data-testid': 'avatar-save' } as Record<`data-${string}`, string>}
        destroyOnHidden
      >
        {cropped && (
          <div className={styles.avatarPreview}>
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src={cropped.url} alt={t('avatar.preview')} data-testid="avatar-preview" />
          </div>
        )}
        {progress !== null && <Progress percent={progress} size="small" />}
      </Modal>
    </div>
  );
}
