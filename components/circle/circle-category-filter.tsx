'use client';

import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { CircleCard } from '@/components/circle/circle-card';
import { useLocale, useT } from '@/components/providers/i18n-context';
import type { CircleMenuItem } from '@/lib/contract/circle';
import { circlesOfCategoryQuery } from '@/lib/queries/circle';
import styles from './circle.module.css';

/**
 * G45: the category chips of `/circle`. 'All' shows the server-rendered paged list (children); a
 * category loads its circles in the browser (`/post/circles/v2/page?category=`).
 */
export function CircleCategoryFilter({ categories, children }: { categories: CircleMenuItem[]; children: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  const [active, setActive] = useState<string | null>(null);
  const circles = useQuery({ ...circlesOfCategoryQuery(active ?? ''), enabled: active !== null });
  const choose = (name: string | null) => setActive(name);

  return (
    <>
      {categories.length > 0 && (
        <div className={styles.chips} role="group" aria-label={t('circle.categories')} data-testid="circle-categories">
          <button type="button" className={styles.chip} aria-pressed={active === null} onClick={() => choose(null)}>
            {t('search.filterAll')}
          </button>
          {categories.map((c) => (
            <button key={c.id} type="button" className={styles.chip} aria-pressed={active === c.name} onClick={() => choose(c.name)}>
              {/* a category an owner typed that has no English name is theirs (issue 18 item 4) */}
              {locale === 'en' && c.enName ? c.enName : <span data-ugc>{c.name}</span>} ({c.circleCount})
            </button>
          ))}
        </div>
      )}
      {active === null ? (
        children
      ) : !circles.data && !circles.isError ? (
        <p className={styles.status}>{t('common.loading')}</p>
      ) : (
        <div className={styles.grid}>
          {(circles.data ?? []).map((c) => (
            <CircleCard key={c.circleId} circle={c} t={t} />
          ))}
        </div>
      )}
    </>
  );
}
