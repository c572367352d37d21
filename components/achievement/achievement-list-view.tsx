import { AppLink as Link } from '@/components/ui/app-link';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import type { Achievement, AchievementMaturity } from '@/lib/contract/achievement';
import type { Page } from '@/lib/contract/common';
import type { Translate } from '@/lib/i18n/messages';
import { href } from '@/lib/routing/routes';
import { AchievementCard } from './achievement-card';
import { AchievementFilters, achievementListHref } from './achievement-filters';
import styles from './achievement.module.css';

interface Props {
  t: Translate;
  filters: { maturity: AchievementMaturity | null; transferred: boolean | null };
  list: Page<Achievement>;
}

/** M01: the achievements list with its filters and paging. */
export function AchievementListView({ t, filters, list }: Props) {
  return (
    <section data-testid="achievement-list">
      <div className={styles.head}>
        <h1 className={styles.heading}>{t('achievement.listHeading')}</h1>
        <Link href={href('/achievement/add')} className={`${styles.button} ${styles.primary}`}>
          {t('achievement.add')}
        </Link>
      </div>
      <AchievementFilters t={t} filters={filters} />
      {list.records.length === 0 ? (
        <EmptyState text={t('achievement.empty')} />
      ) : (
        <ul className={styles.list}>
          {list.records.map((item) => (
            <AchievementCard key={item.id} t={t} item={item} />
          ))}
        </ul>
      )}
      <Pagination t={t} basePath={achievementListHref(filters)} current={list.current} pages={list.pages} />
    </section>
  );
}
