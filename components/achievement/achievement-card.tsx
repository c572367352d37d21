import { AppLink as Link } from '@/components/ui/app-link';
import type { Achievement } from '@/lib/contract/achievement';
import type { Translate } from '@/lib/i18n/messages';
import { href } from '@/lib/routing/routes';
import { maturityLabel } from './maturity';
import styles from './achievement.module.css';

/** One achievement of a list: title, summary, maturity, transfer flag, views; what its author wrote is marked `data-ugc`. */
export function AchievementCard({ t, item }: { t: Translate; item: Achievement }) {
  return (
    <li className={styles.card} data-testid="achievement-item">
      <h2>
        <Link href={href('/achievement/:id', { id: item.id })} data-ugc>
          {item.title}
        </Link>
      </h2>
      {item.summary && (
        <p className={styles.summary} data-ugc>
          {item.summary}
        </p>
      )}
      <div className={styles.meta}>
        <span className={styles.badge} data-testid="achievement-maturity">{maturityLabel(t, item.maturity)}</span>
        <span>{item.transferred ? t('achievement.transferred.yes') : t('achievement.transferred.no')}</span>
        {item.companyName && <span data-ugc>{item.companyName}</span>}
        <span>{t('achievement.views', { n: item.viewCount })}</span>
        <span>{item.createdAt.slice(0, 10)}</span>
      </div>
    </li>
  );
}
