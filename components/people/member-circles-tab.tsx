'use client';

import { useQuery } from '@tanstack/react-query';
import { useCurrentMember } from '@/stores/use-current-member';
import { CircleCard } from '@/components/circle/circle-card';
import { useT } from '@/components/providers/i18n-context';
import { myCirclesQuery } from '@/lib/queries/circle';
import peopleStyles from './people.module.css';
import styles from './member-tabs.module.css';

/** I44: the circles tab of one's own page (`GET /post/circles/my` answers for the caller only). */
export function MemberCirclesTab() {
  const t = useT();
  const { memberId } = useCurrentMember();
  const { data: items, isError: failed } = useQuery(myCirclesQuery(memberId));
  if (failed) return <p className={peopleStyles.empty}>{t('company.loadFailed')}</p>;
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
