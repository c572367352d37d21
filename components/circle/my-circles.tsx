'use client';

import { useEffect, useState } from 'react';
import { useCurrentMember } from '@/components/auth/use-current-member';
import { CircleCard } from '@/components/circle/circle-card';
import { circleApi } from '@/components/circle/client-api';
import { useT } from '@/components/providers/i18n-context';
import type { MyCircle } from '@/lib/contract/circle';
import styles from './circle.module.css';

/** G42: the member's circles on `/circle`, loaded in the browser (the page itself is cached for everyone). */
export function MyCircles() {
  const t = useT();
  const { hydrated, isLogin } = useCurrentMember();
  const [items, setItems] = useState<MyCircle[]>([]);
  useEffect(() => {
    if (!hydrated || !isLogin) return;
    let cancelled = false;
    void circleApi()
      .then((api) => api.getMyCircles(api.t))
      .then((list) => {
        if (!cancelled) setItems(list);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [hydrated, isLogin]);
  if (items.length === 0) return null;
  return (
    <section className={styles.section} data-testid="my-circles">
      <h2>{t('circle.mine')}</h2>
      <div className={styles.grid}>
        {items.map((c) => (
          <CircleCard key={c.circleId} circle={c} t={t} />
        ))}
      </div>
    </section>
  );
}
