'use client';

import { useEffect, useRef, useState } from 'react';
import { useCurrentMember } from '@/stores/use-current-member';
import { useT } from '@/components/providers/i18n-context';
import { AppLink as Link } from '@/components/ui/app-link';
import { ADMIN_MEMBER_ID } from '@/lib/constants';
import { MessageButton } from '@/components/chat/message-button';
import { FollowButton } from './follow-button';
import { FriendButton } from './friend-button';
import { socialApi } from './lazy-api';
import styles from './member-home.module.css';

interface Relation {
  isFollowed: boolean;
  isFriend: boolean;
  hasPendingFriendRequest: boolean;
  followerCount: number;
  followCount: number;
}

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
  const [rel, setRel] = useState<Relation>({ isFollowed: false, isFriend: false, hasPendingFriendRequest: false, followerCount, followCount });
  const [known, setKnown] = useState(false);
  const recorded = useRef(false);
  const own = isLogin && me === memberId;

  useEffect(() => {
    if (!hydrated || !isLogin || me === memberId) return;
    let live = true;
    void Promise.all([import('@/lib/api/member'), socialApi()])
      .then(async ([{ getMemberCard }, api]) => {
        const card = await getMemberCard(api.t, memberId);
        if (live) {
          setRel(card);
          setKnown(true);
        }
        if (!recorded.current) {
          recorded.current = true;
          await api.recordMemberView(api.t, memberId);
        }
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [hydrated, isLogin, me, memberId]);

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
              onChange={(r) => setRel((x) => ({ ...x, isFollowed: r.isFollowed, followerCount: r.followerCount }))}
            />
            <FriendButton memberId={memberId} isFriend={rel.isFriend} pending={rel.hasPendingFriendRequest} onSent={() => setRel((x) => ({ ...x, hasPendingFriendRequest: true }))} />
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
