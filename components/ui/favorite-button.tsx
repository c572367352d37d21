'use client';

import { useT } from '@/components/providers/i18n-context';
import type { FavoriteEntityType } from '@/lib/contract/interaction';
import { formatCount } from '@/lib/format/count';
import { useInteractionToggle } from './use-interaction-toggle';
import styles from './like-button.module.css';

export interface FavoriteButtonProps {
  /** 13 news, 11 post. */
  entityType: FavoriteEntityType;
  entityId: number;
  initialCount?: number;
}

function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <path d="M12 3.2l2.7 5.6 6.1.8-4.5 4.2 1.1 6L12 16.9l-5.4 2.9 1.1-6-4.5-4.2 6.1-.8z" />
    </svg>
  );
}

/** F24 / G49: favourite toggle (`{entityType, entityId}`); a visitor gets the login dialog. */
export function FavoriteButton({ entityType, entityId, initialCount = 0 }: FavoriteButtonProps) {
  const t = useT();
  const { on, count, busy, failed, toggle, message } = useInteractionToggle(entityType, entityId, 'favorite', initialCount);

  return (
    <span className={styles.group}>
      <button type="button" className={styles.button} aria-pressed={on} disabled={busy} onClick={toggle} data-testid="favorite-button">
        <StarIcon filled={on} />
        <span>{on ? t('interact.favorited') : t('interact.favorite')}</span>
        {count > 0 && <span data-testid="favorite-count">{formatCount(count)}</span>}
      </button>
      {failed && (
        <span className={styles.error} role="alert">
          {message ?? t('interact.failed')}
        </span>
      )}
    </span>
  );
}
