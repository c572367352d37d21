'use client';

import { useT } from '@/components/providers/i18n-context';
import type { FavoriteEntityType } from '@/lib/contract/interaction';
import { formatCount } from '@/lib/format/count';
import { useInteractionToggle } from './use-interaction-toggle';
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
  const { on: liked, count, busy, failed, toggle, message } = useInteractionToggle(entityType, entityId, 'like', initialCount);

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
          {message ?? t('interact.failed')}
        </span>
      )}
    </span>
  );
}
