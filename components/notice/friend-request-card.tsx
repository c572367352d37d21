'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useT } from '@/components/providers/i18n-context';
import { AppLink as Link } from '@/components/ui/app-link';
import { Avatar } from '@/components/ui/avatar';
import { errorCodeOf, failureText } from '@/lib/queries/error-message';
import { ERR_FRIEND_APPROVE_A, ERR_FRIEND_APPROVE_B, ERR_NON_BUSINESS } from '@/lib/constants';
import type { FriendApplication } from '@/lib/contract/social';
import type { MessageKey } from '@/locales/zh';
import { noticeCountQuery, withCounter } from '@/lib/queries/msg';
import { decideFriendRequest, withRequestStatus, type friendRequestPageQuery } from '@/lib/queries/social';
import { useCurrentMember } from '@/stores/use-current-member';
import styles from './system-panel.module.css';
import { href } from '@/lib/routing/routes';

const DONE_LABEL: Record<Exclude<FriendApplication['status'], 'PENDING'>, MessageKey> = {
  APPROVED: 'friend.approved',
  IGNORED: 'friend.ignored',
  EXPIRED: 'friend.expired',
};

/**
 * K12–K16: a friend request with ignore and agree while PENDING, else a disabled label. A decision writes
 * the new status into the cached page (`pageKey`) once the server has accepted it; codes 20012 and 20013
 * show the server msg as an error toast and leave the card unchanged (S06, S07); any other code is not handled
 * (S08: no toast, no change); a network failure gets the network message (S20).
 */
export function FriendRequestCard({
  item,
  pageKey,
  onToast,
}: {
  item: FriendApplication;
  pageKey: ReturnType<typeof friendRequestPageQuery>['queryKey'];
  onToast: (text: string) => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const { memberId } = useCurrentMember();
  const decision = useMutation({
    mutationFn: (approve: boolean) => decideFriendRequest(item.id, approve),
    onSuccess: (status) => {
      queryClient.setQueryData(pageKey, (page) => withRequestStatus(page, item.id, status));
      queryClient.setQueryData(noticeCountQuery(memberId).queryKey, (c) => withCounter(c, 'friendApplicationsPendingCount', (n) => n - 1));
    },
    onError: (e) => {
      const code = errorCodeOf(e);
      if (code === ERR_FRIEND_APPROVE_A || code === ERR_FRIEND_APPROVE_B) onToast(failureText(t, e));
      else if (code === null || code === ERR_NON_BUSINESS) onToast(t('error.network'));
    },
  });
  const status = item.status;
  const busy = decision.isPending;
  const decide = (approve: boolean) => decision.mutate(approve);

  return (
    <li className={styles.item} data-testid="friend-request-card">
      <Link href={href('/people/:id', { id: item.requestMemberId })} className={styles.avatar}>
        <Avatar src={item.avatar} name={item.nickname ?? ''} size={40} />
      </Link>
      <div className={styles.body}>
        <Link href={href('/people/:id', { id: item.requestMemberId })} className={styles.name}>
          {item.nickname}
        </Link>
        {(item.company || item.position) && <small className={styles.sub}>{[item.company, item.position].filter(Boolean).join(' · ')}</small>}
        {item.message && <p className={styles.text}>{item.message}</p>}
      </div>
      <div className={styles.ops}>
        {status === 'PENDING' ? (
          <>
            <button type="button" className={styles.ghost} disabled={busy} onClick={() => decide(false)} data-testid="friend-ignore">
              {t('friend.ignore')}
            </button>
            <button type="button" className={styles.primary} disabled={busy} onClick={() => decide(true)} data-testid="friend-agree">
              {t('friend.agree')}
            </button>
          </>
        ) : (
          <button type="button" className={styles.ghost} disabled data-testid="friend-status">
            {t(DONE_LABEL[status])}
          </button>
        )}
      </div>
    </li>
  );
}
