'use client';

import { useT } from '@/components/providers/i18n-context';
import { formatCount } from '@/lib/format/count';
import styles from './like-button.module.css';
import { ToggleGroup } from './toggle-group';

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2">
      <path d="M12 21s-7.5-4.6-9.6-9.1C.9 8.6 3 4.5 6.8 4.5c2.2 0 3.6 1.2 5.2 3 1.6-1.8 3-3 5.2-3 3.8 0 5.9 4.1 4.4 7.4C19.5 16.4 12 21 12 21z" />
    </svg>
  );
}

/** The like button as shown: pressed or not, the count in 万 format, busy, and a failure's message. */
export function LikeView(props: { on: boolean; count: number; busy?: boolean; error?: string | null; onClick?: () => void }) {
  const t = useT();
  const { on, count, busy = false, error = null, onClick } = props;
  return (
    <ToggleGroup error={error}>
      <button
        type="button"
        className={styles.button}
        aria-pressed={on}
        aria-label={`${on ? t('interact.liked') : t('interact.like')} ${formatCount(count)}`}
        disabled={busy}
        onClick={onClick}
        data-testid="like-button"
      >
        <HeartIcon filled={on} />
        <span data-testid="like-count">{formatCount(count)}</span>
      </button>
    </ToggleGroup>
  );
}
