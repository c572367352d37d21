'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useT } from '@/components/providers/i18n-context';
import { markNoticesRead, noticeCountQuery, noticePageQuery, withCounter } from '@/lib/queries/msg';
import { useCurrentMember } from '@/stores/use-current-member';
import { NoticeItem } from './notice-item';
import { PanelListState, PanelPager } from './panel-pager';
import { NOTICE_READ_EXTRA, type NoticeTab, type PanelListProps } from './panel-tabs';
import styles from './system-panel.module.css';

/**
 * K07–K09: marks a notice tab read. Optimistic: the tab's counter drops to 0 at once and comes back if
 * the call fails; either way the counters reload from the server afterwards.
 */
function useMarkRead(tab: NoticeTab) {
  const queryClient = useQueryClient();
  const { memberId } = useCurrentMember();
  const counts = noticeCountQuery(memberId).queryKey;
  return useMutation({
    mutationFn: () => markNoticesRead(tab.type, tab.key === 'notice' ? NOTICE_READ_EXTRA : undefined),
    onMutate: async () => {
      // a read of the counters already on its way would bring the old count back
      await queryClient.cancelQueries({ queryKey: counts });
      const previous = queryClient.getQueryData(counts)?.[tab.counter];
      queryClient.setQueryData(counts, (c) => withCounter(c, tab.counter, () => 0));
      return { previous };
    },
    onError: (_error, _vars, context) => {
      const previous = context?.previous;
      if (previous !== undefined) queryClient.setQueryData(counts, (c) => withCounter(c, tab.counter, () => previous));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: counts }),
  }).mutate;
}

/**
 * K07–K09, K17–K38: a notice tab (comment, notice or new member). Each answer read from the server
 * (opening the tab, turning a page) marks the tab read; an answer shown from the cache does not.
 */
export function NoticeList({ tab, current, size, onPage, onToast }: PanelListProps & { tab: NoticeTab }) {
  const t = useT();
  const { hydrated, memberId } = useCurrentMember();
  const { data: page, isError, isSuccess, isFetchedAfterMount, dataUpdatedAt } = useQuery({ ...noticePageQuery(tab.type, current, size, memberId), enabled: hydrated });
  const markRead = useMarkRead(tab);
  const markedAt = useRef(0);
  useEffect(() => {
    if (!isSuccess || !isFetchedAfterMount || markedAt.current === dataUpdatedAt) return;
    markedAt.current = dataUpdatedAt;
    markRead();
  }, [isSuccess, isFetchedAfterMount, dataUpdatedAt, markRead]);

  if (!page) return <PanelListState failed={isError} />;
  return (
    <>
      {page.records.length === 0 ? (
        <p className={styles.empty}>{t('notice.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {page.records.map((n) => (
            <NoticeItem key={n.id} notice={n} now={dataUpdatedAt} onToast={onToast} />
          ))}
        </ul>
      )}
      {onPage && <PanelPager page={page} current={current} onPage={onPage} />}
    </>
  );
}
