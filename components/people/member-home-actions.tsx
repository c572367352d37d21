'use client';

import { useCurrentMember } from '@/stores/use-current-member';
import { selectMemberInfo, selectPermissions, useSessionStore } from '@/stores/session';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useT } from '@/components/providers/i18n-context';
import { AppLink as Link } from '@/components/ui/app-link';
import { ADMIN_MEMBER_ID } from '@/lib/constants';
import { MessageButton } from '@/components/chat/message-button';
import { FollowButton } from './follow-button';
import { FriendButton } from './friend-button';
import { InviteCode, MemberShare } from './member-share';
import { memberCardQuery } from '@/lib/queries/social';
import styles from './member-home.module.css';
import buttons from './people.module.css';
import { href } from '@/lib/routing/routes';
import { CATALOGUE_ADD_LINKS } from '@/components/product/catalogue-add-links';


/**
 * The viewer-dependent part of a member home, loaded after hydration (the page itself is cached for
 * everyone): follow/fan counters labelled 'their' or 'my' (I12, I13), follow and friend buttons for other
 * members (I14, I15, I18, U36) with a styled 私信 button, on one's own page only the create-post button (I42),
 * the links to 谁看过我 and 编辑资料 (I36, issue 18 item 2), 发布产品 / 创建品牌 for company staff with the token
 * (issue 29 item 4) and the invite QR (I45), and for everyone the share
 * panel with the member's mini-app code (I34).
 */
export function MemberHomeActions({ memberId, followerCount, followCount }: { memberId: number; followerCount: number; followCount: number }) {
  const t = useT();
  const { hydrated, isLogin, memberId: me } = useCurrentMember();
  const myInfo = useSessionStore(selectMemberInfo);
  const permissions = useSessionStore(selectPermissions);
  const queryClient = useQueryClient();
  const own = isLogin && me === memberId;
  const query = memberCardQuery(memberId, me);
  const { data: card } = useQuery({ ...query, enabled: hydrated && isLogin && me !== memberId });
  const known = card !== undefined;
  const rel = card ?? { isFollowed: false, isFriend: false, hasPendingFriendRequest: false, followerCount, followCount };
  const update = (change: Partial<typeof rel>) => queryClient.setQueryData(query.queryKey, (c) => c && { ...c, ...change });

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
            <MessageButton memberId={memberId} className={`${buttons.btn} ${buttons.btnGhost}`}>{t('chat.message')}</MessageButton>
          </>
        )}
        {own && (
          <>
            <Link href={href('/people/visitors')} className={`${buttons.btn} ${buttons.btnGhost}`} data-testid="own-visitors">
              {t('people.visitors')}
            </Link>
            <Link href={href('/edit-info')} className={`${buttons.btn} ${buttons.btnGhost}`} data-testid="own-edit-info">
              {t('auth.editInfo')}
            </Link>
            <Link href={href('/community/circle/post/create')} className={styles.create} data-testid="create-post">
              {t('people.createPost')}
            </Link>
            {/* issue 29 item 4: company staff add products and brands from their own page too, each with its token */}
            {CATALOGUE_ADD_LINKS.filter((l) => permissions.includes(l.token)).map((l) => (
              <Link key={l.testId} href={l.to} className={`${buttons.btn} ${buttons.btnGhost}`} data-testid={l.testId}>
                {t(l.label)}
              </Link>
            ))}
          </>
        )}
        <MemberShare memberId={memberId} />
      </div>
      {own && <InviteCode src={myInfo?.inviteMiniappCode} />}
    </div>
  );
}
