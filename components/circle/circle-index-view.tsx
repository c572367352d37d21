import type { ReactNode } from 'react';
import { CircleCard } from '@/components/circle/circle-card';
import { CircleCategoryFilter } from '@/components/circle/circle-category-filter';
import { CircleIndexTabs } from '@/components/circle/circle-index-tabs';
import { ColumnCard } from '@/components/circle/column-card';
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

/**
 * G07 / G43 / G44: `/circle`: tabs recommended (recommended circles), mine (client: the member's circles,
 * 'create circle', subscribed columns and posts) and columns (recommended columns with subscribe), then all
 * circles by category with paging.
 */
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
      <CircleIndexTabs
        recommended={
          recommended.length === 0 ? (
            <EmptyState text={t('common.empty')} />
          ) : (
            <div data-testid="recommended-circles">
              <Grid items={recommended} t={t} />
            </div>
          )
        }
        columns={
          columns.length === 0 ? (
            <EmptyState text={t('common.empty')} />
          ) : (
            <div className={styles.columnGrid} data-testid="recommended-columns">
              {columns.map((c) => (
                <ColumnCard
                  key={c.circleId}
                  t={t}
                  column={{ columnId: c.circleId, columnName: c.circleName, description: c.description, avatar: c.avatar, subscriberCount: c.memberCount, newsCount: c.postCount }}
                />
              ))}
            </div>
          )
        }
      />
      <section className={styles.section} data-testid="all-circles">
        <h2>{t('circle.all')}</h2>
        <CircleCategoryFilter categories={categories}>
          {list.records.length === 0 ? <EmptyState text={t('common.empty')} /> : <Grid items={list.records} t={t} />}
          <Pagination t={t} basePath="/circle" current={list.current} pages={list.pages} />
        </CircleCategoryFilter>
      </section>
    </>
  );
}
