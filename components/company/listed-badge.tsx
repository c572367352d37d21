import type { Translate } from '@/lib/i18n/messages';
import styles from './company.module.css';

/** L29: LISTED companies carry a badge; UNLISTED ones none. */
export function ListedBadge({ t }: { t: Translate }) {
  return (
    <span className={styles.badge} data-testid="listed-badge">
      {t('company.listed')}
    </span>
  );
}
