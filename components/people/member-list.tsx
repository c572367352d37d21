'use client';

import { lazy, Suspense } from 'react';
import { useT } from '@/components/providers/i18n-context';
import type { MemberListItem, MemberListPage } from '@/lib/contract/social';
import type { MemberListSource } from '@/lib/queries/social';
import { useLoginDialog } from '@/stores/dialogs';
import { useCurrentMember } from '@/stores/use-current-member';
import { FollowView } from './follow-view';
import { FriendButton } from './friend-button';
import { memberIdOf, MemberRowView } from './member-row-view';
import styles from './people.module.css';

// The list read in the browser (its query, paging and the follow call) loads for members only, and for lists the
// server does not render: a visitor's first load of a page with member modules does not fetch it (first-load JS,
// docs/architecture.md). Until it is there a member sees the server's rows with the buttons disabled.
const LiveMemberList = lazy(() => import('./live-member-list').then((m) => ({ default: m.LiveMemberList })));

export interface MemberListProps {
  source: MemberListSource;
  /** The first page as the server read it (a visitor's relations). */
  initial?: MemberListPage | null;
  size: number;
  compact?: boolean;
  clientPaging?: boolean;
  testId?: string;
}

/**
 * A member list (I16). A visitor gets the server's page as it is, whose buttons open the login dialog; a member's
 * browser, a list without a server page and a list paged in the browser get the live list (`LiveMemberList`).
 */
export function MemberList(props: MemberListProps) {
  const t = useT();
  const { hydrated, isLogin, memberId } = useCurrentMember();
  const { initial } = props;
  const member = hydrated && isLogin;
  const rows = initial ? <ServerRows page={initial} me={memberId} compact={props.compact} waiting={member} testId={props.testId} /> : null;
  if (rows && !member && !props.clientPaging) return rows;
  return (
    <Suspense fallback={rows ?? <p className={styles.empty}>{t('common.loading')}</p>}>
      <LiveMemberList {...props} />
    </Suspense>
  );
}

/** The server's page: follow opens the login dialog (or, for a member whose list is loading, is disabled). */
function ServerRows({ page, me, compact, waiting, testId }: { page: MemberListPage; me: number | null; compact?: boolean; waiting: boolean; testId?: string }) {
  const t = useT();
  if (page.records.length === 0) return <p className={styles.empty}>{t('people.empty')}</p>;
  return (
    <div className={compact ? styles.compact : undefined} data-testid={testId}>
      <ul className={styles.list}>
        {page.records.map((item) => (
          <MemberRowView key={memberIdOf(item)} item={item} me={me} compact={compact} actions={<VisitorActions item={item} compact={compact} waiting={waiting} />} />
        ))}
      </ul>
    </div>
  );
}

function VisitorActions({ item, compact, waiting }: { item: MemberListItem; compact?: boolean; waiting: boolean }) {
  const login = useLoginDialog();
  return (
    <>
      <FollowView small={compact} followed={item.isFollowed} disabled={waiting} onClick={() => login.open({ redirect: window.location.pathname })} />
      {!compact && <FriendButton small memberId={memberIdOf(item)} isFriend={item.isFriend} pending={item.hasPendingFriendRequest} />}
    </>
  );
}
