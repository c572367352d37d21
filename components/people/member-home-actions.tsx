'use client';

import { useCurrentMember } from '@/stores/use-current-member';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useT } from '@/components/providers/i18n-context';
import { AppLink as Link } from '@/components/ui/app-link';
import { ADMIN_MEMBER_ID } from '@/lib/constants';
import { MessageButton } from '@/components/chat/message-button';
import { FollowButton } from './follow-button';
import { FriendButton } from './friend-button';
import { memberCardQuery, recordMemberView } from '@/lib/queries/social';
import styles from './member-home.module.css';

const CREATE_POST_PATH = '/community/circle/post/create';

/**
 * The viewer-dependent part of a member home, loaded after hydration (the page itself is cached for
 * everyone): follow/fan counters labelled 'their' or 'my' (I12, I13), follow and friend buttons for other
 * members (I14, I15, I18, U36), the create-post button on one's own page only (I42), and the visit
 * record, once per page open and never on one's own page (I35).
 */
export function MemberHomeActions({ memberId, followerCount, followCount }: { memberId: number; followerCount: number; followCount: number }) {
  const t = useT();
  const { hydrated, isLogin, memberId: me } = useCurrentMember();
  const queryClient = useQueryClient();
  const recorded = useRef(false);
  const own = isLogin && me === memberId;
  const query = memberCardQuery(memberId, me);
  const { data: card } = useQuery({ ...query, enabled: hydrated && isLogin && me !== memberId });
  const known = card !== undefined;
  const rel = card ?? { isFollowed: false, isFriend: false, hasPendingFriendRequest: false, followerCount, followCount };
  const update = (change: Partial<typeof rel>) => queryClient.setQueryData(query.queryKey, (c) => c && { ...c, ...change });

  useEffect(() => {
    if (!known || recorded.current) return;
    recorded.current = true;
    recordMemberView(memberId).catch(() => undefined);
  }, [known, memberId]);

  const showButtons = hydrated && !own && memberId !== ADMIN_MEMBER_ID && (!isLogin || known);
  return (
    <div className={styles.actionsRow}>
      <div className={styles.counters}>
        <a href="#follow" data-testid="follow-count">
          <strong>{rel.followCount}</strong>
          <span>{own ? t('people.myFollow') : t('people.theirFollow')}</span>
        </a>
        <a href="#fans" data-testid="fans-count">
          <strong>{rel.followerCount}</strong>
          <span>{own ? t('people.myFans') : t('people.theirFans')}</span>
        </a>
      </div>
      <div className={styles.buttons}>
        {showButtons && (
          <>
            <FollowButton
              memberId={memberId}
              followed={rel.isFollowed}
              onChange={(change) => update({ isFollowed: change.isFollowed, followerCount: change.followerCount ?? rel.followerCount + (change.isFollowed ? 1 : -1) })}
            />
            <FriendButton memberId={memberId} isFriend={rel.isFriend} pending={rel.hasPendingFriendRequest} onSent={() => update({ hasPendingFriendRequest: true })} />
            <MessageButton memberId={memberId} className={`${styles.btn} ${styles.btnGhost}`}>{t('chat.message')}</MessageButton>
          </>
        )}
        {own && (
          <Link href={CREATE_POST_PATH} className={styles.create} data-testid="create-post">
            {t('people.createPost')}
          </Link>
        )}
      </div>
    </div>
  );
}
