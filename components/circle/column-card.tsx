import { AppLink as Link } from '@/components/ui/app-link';
import { SubscribeButton } from '@/components/ui/subscribe-button';
import { formatCount } from '@/lib/format/count';
import type { Translate } from '@/lib/i18n/messages';
import styles from './circle.module.css';
import { href } from '@/lib/routing/routes';

export interface ColumnCardData {
  columnId: number;
  columnName: string;
  description: string | null;
  avatar: string | null;
  subscriberCount: number;
  newsCount: number;
}

/** A column in the columns tab of /circle and the member's column lists: link to its page and the subscribe toggle (F34). */
export function ColumnCard({ column, t }: { column: ColumnCardData; t: Translate }) {
  return (
    <div className={styles.columnCard} data-testid="column-card" data-column-id={column.columnId}>
      <Link href={href('/news/column/:columnId', { columnId: column.columnId })} className={styles.columnLink}>
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={column.avatar ?? '/favicon.svg'} alt="" width={56} height={56} loading="lazy" />
        <div className={styles.cardBody}>
          <strong data-ugc>{column.columnName}</strong>
          {column.description && <p data-ugc>{column.description}</p>}
          <span className={styles.stats}>{t('column.stats', { news: formatCount(column.newsCount), subscribers: formatCount(column.subscriberCount) })}</span>
        </div>
      </Link>
      <SubscribeButton columnId={column.columnId} />
    </div>
  );
}
