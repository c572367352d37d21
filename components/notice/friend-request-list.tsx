'use client';

import { useQuery } from '@tanstack/react-query';
import { useT } from '@/components/providers/i18n-context';
import { friendRequestPageQuery } from '@/lib/queries/social';
import { useCurrentMember } from '@/stores/use-current-member';
import { FriendRequestCard } from './friend-request-card';
import { PanelListState, PanelPager } from './panel-pager';
import type { PanelListProps } from './panel-tabs';
import styles from './system-panel.module.css';

/** K10, K12–K16: the apply tab: the friend requests sent to the member; opening it marks nothing read. */
export function FriendRequestList({ current, size, onPage, onToast }: PanelListProps) {
  const t = useT();
  const { hydrated, memberId } = useCurrentMember();
  const query = friendRequestPageQuery(current, size, memberId);
  const { data: page, isError } = useQuery({ ...query, enabled: hydrated });
  if (!page) return <PanelListState failed={isError} />;
  return (
    <>
      {page.records.length === 0 ? (
        <p className={styles.empty}>{t('notice.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {page.records.map((item) => (
            <FriendRequestCard key={item.id} item={item} pageKey={query.queryKey} onToast={onToast} />
          ))}
        </ul>
      )}
      {onPage && <PanelPager page={page} current={current} onPage={onPage} />}
    </>
  );
}
