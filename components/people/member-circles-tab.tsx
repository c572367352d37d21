'use client';

import { useEffect, useState } from 'react';
import { CircleCard } from '@/components/circle/circle-card';
import { circleApi } from '@/components/circle/client-api';
import { useT } from '@/components/providers/i18n-context';
import type { MyCircle } from '@/lib/contract/circle';
import peopleStyles from './people.module.css';
import styles from './member-tabs.module.css';

/** I44: the circles tab of one's own page (`GET /post/circles/my` answers for the caller only). */
export function MemberCirclesTab() {
  const t = useT();
  const [items, setItems] = useState<MyCircle[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    circleApi()
      .then((api) => api.getMyCircles(api.t))
      .then((list) => {
        if (!cancelled) setItems(list);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, []);

  if (failed) return <p className={peopleStyles.empty}>{t('people.loadFailed')}</p>;
  if (!items) return <p className={peopleStyles.empty}>{t('common.loading')}</p>;
  if (items.length === 0) return <p className={peopleStyles.empty}>{t('people.noCircles')}</p>;
  return (
    <div className={styles.circles} data-testid="home-circles-list">
      {items.map((c) => (
        <CircleCard key={c.circleId} circle={c} t={t} />
      ))}
    </div>
  );
}
