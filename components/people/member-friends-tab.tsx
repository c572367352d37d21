'use client';

import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ConfirmDialog } from '@/components/circle/confirm-dialog';
import { useT } from '@/components/providers/i18n-context';
import { MEMBER_MODULE_SIZE } from '@/lib/constants';
import type { MemberListItem } from '@/lib/contract/social';
import { failureText } from '@/lib/queries/error-message';
import { deleteFriend, memberListQuery } from '@/lib/queries/social';
import { useCurrentMember } from '@/stores/use-current-member';
import peopleStyles from './people.module.css';
import styles from './member-tabs.module.css';
import { ClientPager } from './client-pager';
import { MemberWho } from './member-who';

/**
 * I31, I32: one's own friends, 5 a page; deleting one asks first, then removes them (both ways) and
 * reloads the page (the previous one when it was the last friend on it).
 */
export function MemberFriendsTab() {
  const t = useT();
  const { memberId } = useCurrentMember();
  const [current, setCurrent] = useState(1);
  const query = useQuery({ ...memberListQuery({ kind: 'friends' }, current, MEMBER_MODULE_SIZE, memberId), placeholderData: keepPreviousData });
  const page = query.data;
  const [confirming, setConfirming] = useState<MemberListItem | null>(null);
  const cancel = useCallback(() => setConfirming(null), []);
  const remove = useMutation({
    mutationFn: (friend: MemberListItem) => deleteFriend(friend.memberId),
    onSettled: () => setConfirming(null),
    onSuccess: async () => {
      // the previous page when the last friend of this one was deleted
      if (page && page.records.length === 1 && page.current > 1) setCurrent(page.current - 1);
      await query.refetch();
    },
  });

  if (query.isError && !page) return <p className={peopleStyles.empty}>{t('company.loadFailed')}</p>;
  if (!page) return <p className={peopleStyles.empty}>{t('common.loading')}</p>;
  if (page.records.length === 0) return <p className={peopleStyles.empty}>{t('people.noFriends')}</p>;
  return (
    <div data-testid="home-friends-list">
      <ul className={peopleStyles.list}>
        {page.records.map((item) => (
          <li key={item.memberId} className={peopleStyles.item} data-testid="friend-item">
            <MemberWho id={item.memberId} name={item.name} avatar={item.avatar} company={item.company} companyLink={item.companyLink} relation={item.companyRelation} position={item.position} size={48} />
            <button
              type="button"
              className={`${peopleStyles.btn} ${peopleStyles.btnSmall} ${peopleStyles.btnGhost}`}
              onClick={() => setConfirming(item)}
              data-testid="friend-delete"
            >
              {t('people.deleteFriend')}
            </button>
          </li>
        ))}
      </ul>
      {remove.isError && (
        <p className={styles.status} role="alert">
          {failureText(t, remove.error)}
        </p>
      )}
      <ClientPager current={page.current} pages={page.pages} onPage={setCurrent} />
      {confirming && (
        <ConfirmDialog
          text={t('people.deleteFriendConfirm', { name: confirming.name ?? '' })}
          busy={remove.isPending}
          onConfirm={() => remove.mutate(confirming)}
          onCancel={cancel}
        />
      )}
    </div>
  );
}
