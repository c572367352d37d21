'use client';

import { useCurrentMember } from '@/stores/use-current-member';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '@/components/providers/i18n-context';
import type { MemberListItem, MemberListPage } from '@/lib/contract/social';
import { memberListQuery } from '@/lib/queries/social';
import { FollowButton } from './follow-button';
import { FriendButton } from './friend-button';
import type { MemberListProps } from './member-list';
import { memberIdOf, MemberRowView } from './member-row-view';
import styles from './people.module.css';
import { ClientPager } from './client-pager';

/** I16: one member with working follow and friend buttons (none for oneself). */
export function MemberRow({ item, me, compact, onChange }: { item: MemberListItem; me: number | null; compact?: boolean; onChange: (next: MemberListItem) => void }) {
  const id = memberIdOf(item);
  return (
    <MemberRowView
      item={item}
      me={me}
      compact={compact}
      actions={
        <>
          <FollowButton small={compact} memberId={id} followed={item.isFollowed} onChange={(change) => onChange({ ...item, isFollowed: change.isFollowed })} />
          {!compact && (
            <FriendButton small memberId={id} isFriend={item.isFriend} pending={item.hasPendingFriendRequest} onSent={() => onChange({ ...item, hasPendingFriendRequest: true })} />
          )}
        </>
      }
    />
  );
}

/**
 * A member list read in the browser (`MemberList` loads it for members, and where the list has no server page or
 * pages in the browser): a member's browser reloads the server's page with its token so the buttons show the
 * member's own relations; without `initial` the list loads in the browser; `clientPaging` adds previous / next.
 */
export function LiveMemberList(props: MemberListProps) {
  const { source, initial, size, compact, clientPaging } = props;
  const t = useT();
  const { hydrated, isLogin, memberId } = useCurrentMember();
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState(initial?.current ?? 1);
  const query = memberListQuery(source, current, size, memberId);
  // the server's page is a visitor's answer: it is the data for visitors, and what a member sees until theirs arrives
  const serverPage = initial && current === initial.current ? initial : undefined;
  const { data, isError } = useQuery({
    ...query,
    enabled: hydrated && (isLogin || !serverPage),
    initialData: isLogin ? undefined : serverPage,
    placeholderData: (previous) => previous ?? serverPage,
  });
  const page = data ?? serverPage ?? null;

  if (isError && !page) return <p className={styles.empty}>{t('company.loadFailed')}</p>;
  if (!page) return <p className={styles.empty}>{t('common.loading')}</p>;
  if (page.records.length === 0) return <p className={styles.empty}>{t('people.empty')}</p>;
  const replace = (next: MemberListItem) =>
    queryClient.setQueryData<MemberListPage>(query.queryKey, (p) => (p ? { ...p, records: p.records.map((r) => (r.memberId === next.memberId ? next : r)) } : p));
  return (
    <div className={compact ? styles.compact : undefined} data-testid={props.testId}>
      <ul className={styles.list}>
        {page.records.map((item) => (
          <MemberRow key={item.memberId} item={item} me={memberId} compact={compact} onChange={replace} />
        ))}
      </ul>
      {clientPaging && <ClientPager current={page.current} pages={page.pages} onPage={setCurrent} />}
    </div>
  );
}
