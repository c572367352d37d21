'use client';

import { useCallback, useEffect, useState } from 'react';
import { ConfirmDialog } from '@/components/circle/confirm-dialog';
import { useT } from '@/components/providers/i18n-context';
import { MEMBER_MODULE_SIZE } from '@/lib/constants';
import type { MemberListItem, MemberListPage } from '@/lib/contract/social';
import { errorMsg, socialApi } from './lazy-api';
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
  const [page, setPage] = useState<MemberListPage | null>(null);
  const [failed, setFailed] = useState(false);
  const [confirming, setConfirming] = useState<MemberListItem | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback((current: number) => {
    socialApi()
      .then((api) => api.getFriends(api.t, { current, size: MEMBER_MODULE_SIZE }))
      .then((next) => {
        setFailed(false);
        setPage(next);
      })
      .catch(() => setFailed(true));
  }, []);

  useEffect(() => load(1), [load]);

  const cancel = useCallback(() => setConfirming(null), []);

  const remove = async () => {
    if (!confirming || !page) return;
    setBusy(true);
    setError(null);
    try {
      const api = await socialApi();
      await api.deleteFriend(api.t, confirming.memberId);
      setConfirming(null);
      load(page.records.length === 1 && page.current > 1 ? page.current - 1 : page.current);
    } catch (e) {
      setConfirming(null);
      setError(errorMsg(e) ?? t('people.actionFailed'));
    } finally {
      setBusy(false);
    }
  };

  if (failed && !page) return <p className={peopleStyles.empty}>{t('people.loadFailed')}</p>;
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
      {error && (
        <p className={styles.status} role="alert">
          {error}
        </p>
      )}
      <ClientPager current={page.current} pages={page.pages} onPage={load} />
      {confirming && (
        <ConfirmDialog text={t('people.deleteFriendConfirm', { name: confirming.name ?? '' })} busy={busy} onConfirm={() => void remove()} onCancel={cancel} />
      )}
    </div>
  );
}
