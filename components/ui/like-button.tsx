'use client';

import { useState } from 'react';
import { useCurrentMember } from '@/components/auth/use-current-member';
import { useT } from '@/components/providers/i18n-context';
import { ENTITY_TYPE } from '@/lib/constants';
import type { FavoriteEntityType } from '@/lib/contract/interaction';
import { formatCount } from '@/lib/format/count';
import { useLoginDialog } from '@/stores/dialogs';
import { loadClient, useInteractionState } from './like-button-state';
import styles from './like-button.module.css';

export interface LikeButtonProps {
  /** 13 news, 11 post. */
  entityType: FavoriteEntityType;
  entityId: number;
  /** The count in the cached page (the member's state replaces it after hydration). */
  initialCount: number;
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2">
      <path d="M12 21s-7.5-4.6-9.6-9.1C.9 8.6 3 4.5 6.8 4.5c2.2 0 3.6 1.2 5.2 3 1.6-1.8 3-3 5.2-3 3.8 0 5.9 4.1 4.4 7.4C19.5 16.4 12 21 12 21z" />
    </svg>
  );
}

/** F18 / G23: like and unlike with the count in 万 format; a visitor gets the login dialog. */
export function LikeButton({ entityType, entityId, initialCount }: LikeButtonProps) {
  const t = useT();
  const { isLogin } = useCurrentMember();
  const login = useLoginDialog();
  const server = useInteractionState(entityType, entityId);
  const [local, setLocal] = useState<{ liked: boolean; count: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const liked = local?.liked ?? server?.isLiked ?? false;
  const count = local?.count ?? server?.likeCount ?? initialCount;

  const toggle = async () => {
    if (!isLogin) {
      login.open({ redirect: null });
      return;
    }
    if (busy) return;
    const next = !liked;
    setBusy(true);
    setFailed(false);
    setLocal({ liked: next, count: Math.max(0, count + (next ? 1 : -1)) });
    try {
      const { transport, api } = await loadClient();
      const result =
        entityType === ENTITY_TYPE.news ? await api.setNewsLike(transport, entityId, next) : await api.setPostLike(transport, entityId, next);
      setLocal({ liked: result.isLiked, count: result.likeCount });
    } catch {
      setLocal({ liked, count });
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <span className={styles.group}>
      <button
        type="button"
        className={styles.button}
        aria-pressed={liked}
        aria-label={`${liked ? t('interact.liked') : t('interact.like')} ${formatCount(count)}`}
        disabled={busy}
        onClick={toggle}
        data-testid="like-button"
      >
        <HeartIcon filled={liked} />
        <span data-testid="like-count">{formatCount(count)}</span>
      </button>
      {failed && (
        <span className={styles.error} role="alert">
          {t('interact.failed')}
        </span>
      )}
    </span>
  );
}
