'use client';

import { useCurrentMember } from '@/stores/use-current-member';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocale, useT } from '@/components/providers/i18n-context';
import type { MemberListItem, MemberListPage } from '@/lib/contract/social';
import { memberListQuery, type MemberListSource } from '@/lib/queries/social';
import { ADMIN_MEMBER_ID } from '@/lib/constants';
import { FollowButton } from './follow-button';
import { FriendButton } from './friend-button';
import { MemberWho } from './member-who';
import styles from './people.module.css';
import { ClientPager } from './client-pager';
import { formatRelativeTime } from '@/lib/format/relative-time';

/** I16: one member: avatar, name, company and position (and, among my visitors, when they came), with follow and friend buttons (none for oneself). */
export function MemberRow({ item, me, compact, onChange }: { item: MemberListItem; me: number | null; compact?: boolean; onChange: (next: MemberListItem) => void }) {
  const t = useT();
  const locale = useLocale();
  const id = item.memberId ?? item.id;
  const own = me !== null && me === id;
  return (
    <li className={styles.item} data-testid="member-item">
      <MemberWho
        id={id}
        name={item.name}
        avatar={item.avatar}
        company={item.company}
        companyLink={item.companyLink}
        relation={item.companyRelation}
        position={item.position}
        size={compact ? 36 : 48}
        extra={
          item.viewTime && (
            <small className={styles.visitTime} data-testid="visit-time" title={item.viewTime} suppressHydrationWarning>
              {t('people.visitedAt', { time: formatRelativeTime(item.viewTime, { locale }) })}
            </small>
          )
        }
      />
      {!own && id !== ADMIN_MEMBER_ID && (
        <span className={styles.actions}>
          <FollowButton small={compact} memberId={id} followed={item.isFollowed} onChange={(change) => onChange({ ...item, isFollowed: change.isFollowed })} />
          {!compact && (
            <FriendButton small memberId={id} isFriend={item.isFriend} pending={item.hasPendingFriendRequest} onSent={() => onChange({ ...item, hasPendingFriendRequest: true })} />
          )}
        </span>
      )}
    </li>
  );
}

/**
 * A member list. The server renders `initial` (visitor relations); after hydration a member's browser
 * reloads the same page with its token so the buttons show the member's own relations. Without `initial`
 * the list loads in the browser; `clientPaging` adds previous / next.
 */
export function MemberList(props: {
  source: MemberListSource;
  initial?: MemberListPage | null;
  size: number;
  compact?: boolean;
  clientPaging?: boolean;
  testId?: string;
}) {
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

  if (isError && !page) return <p className={styles.empty}>{t('people.loadFailed')}</p>;
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
