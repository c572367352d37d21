import type { ReactNode } from 'react';
import { CircleCard } from '@/components/circle/circle-card';
import { CircleCategoryFilter } from '@/components/circle/circle-category-filter';
import { MyCircles } from '@/components/circle/my-circles';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import type { CircleItem, CircleMenuItem } from '@/lib/contract/circle';
import type { Page } from '@/lib/contract/common';
import type { Translate } from '@/lib/i18n/messages';
import styles from './circle.module.css';

function Grid({ items, t }: { items: CircleItem[]; t: Translate }): ReactNode {
  return (
    <div className={styles.grid}>
      {items.map((c) => (
        <CircleCard key={`${c.circleType}-${c.circleId}`} circle={c} t={t} />
      ))}
    </div>
  );
}

/** G07: `/circle`: my circles (client), recommended circles, all circles by category with paging, columns. */
export function CircleIndexView(props: {
  t: Translate;
  list: Page<CircleItem>;
  recommended: CircleItem[];
  columns: CircleItem[];
  categories: CircleMenuItem[];
}) {
  const { t, list, recommended, columns, categories } = props;
  return (
    <>
      <h1 className={styles.heading}>{t('circle.title')}</h1>
      <MyCircles />
      {recommended.length > 0 && (
        <section className={styles.section} data-testid="recommended-circles">
          <h2>{t('circle.recommended')}</h2>
          <Grid items={recommended} t={t} />
        </section>
      )}
      <section className={styles.section} data-testid="all-circles">
        <h2>{t('circle.all')}</h2>
        <CircleCategoryFilter categories={categories}>
          {list.records.length === 0 ? <EmptyState text={t('common.empty')} /> : <Grid items={list.records} t={t} />}
          <Pagination t={t} basePath="/circle" current={list.current} pages={list.pages} />
        </CircleCategoryFilter>
      </section>
      {columns.length > 0 && (
        <section className={styles.section} data-testid="recommended-columns">
          <h2>{t('circle.columns')}</h2>
          <Grid items={columns} t={t} />
        </section>
      )}
    </>
  );
}
