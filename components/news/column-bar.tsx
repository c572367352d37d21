import type { ReactNode } from 'react';
import { SubscribeButton } from '@/components/ui/subscribe-button';
import type { NewsColumn } from '@/lib/contract/news';
import type { Translate } from '@/lib/i18n/messages';
import styles from './news-reading.module.css';

/**
 * F06: the column navigation bar: avatar, name, description and counts, the subscribe toggle (its state
 * loads in the browser, so the page stays cached) and `share`, the share widget's slot (F34).
 */
export function ColumnBar({ t, column, share }: { t: Translate; column: NewsColumn; share?: ReactNode }) {
  return (
    <header className={`${styles.heading} ${styles.source} ${styles.columnBar}`} data-testid="column-bar">
      {column.avatar && (
        // eslint-disable-next-line @next/next/no-img-element
        <img className={styles.logo} src={column.avatar} alt={column.columnName} width={64} height={64} />
      )}
      <div className={styles.headText}>
        <span className={styles.label}>{t('news.columnLabel')}</span>
        <h1 data-ugc>{column.columnName}</h1>
        {column.description && <p data-ugc>{column.description}</p>}
        <p className={styles.stats}>{t('column.stats', { news: column.newsCount, subscribers: column.subscriberCount })}</p>
      </div>
      <div className={styles.columnActions}>
        <SubscribeButton columnId={column.columnId} />
        {share}
      </div>
    </header>
  );
}
