'use client';

import { useQuery } from '@tanstack/react-query';
import { useCurrentMember } from '@/stores/use-current-member';
import { CircleCard } from '@/components/circle/circle-card';
import { CreateCircleButton } from '@/components/circle/circle-form-host';
import { ColumnCard } from '@/components/circle/column-card';
import { MemberPostList } from '@/components/circle/member-post-list';
import { useT } from '@/components/providers/i18n-context';
import { myCirclesAndColumnsQuery } from '@/lib/queries/circle';
import { useLoginDialog } from '@/stores/dialogs';
import styles from './circle.module.css';

/**
 * G42 / G44: the 'mine' tab of `/circle`, loaded in the browser (the page itself is cached for everyone):
 * the member's circles with 'create circle' (G40), the columns they subscribe to, posts from their circles
 * and their own posts. A visitor sees a login prompt.
 */
export function MyCircles() {
  const t = useT();
  const { hydrated, isLogin, memberId } = useCurrentMember();
  const login = useLoginDialog();
  const mine = useQuery({ ...myCirclesAndColumnsQuery(memberId), enabled: hydrated && isLogin });
  const failed = mine.isError;
  const circles = mine.data?.circles ?? null;
  const columns = mine.data?.columns ?? null;

  if (!hydrated) return <p className={styles.status}>{t('common.loading')}</p>;
  if (!isLogin) {
    return (
      <div className={styles.row} data-testid="my-circles-login">
        <span className={styles.status}>{t('circle.loginForMine')}</span>
        <button type="button" className={styles.button} onClick={() => login.open()}>
          {t('auth.login')}
        </button>
      </div>
    );
  }
  return (
    <div data-testid="my-circles">
      <div className={styles.panelHead}>
        <h2>{t('circle.mine')}</h2>
        <CreateCircleButton />
      </div>
      {failed ? (
        <p className={styles.error}>{t('company.loadFailed')}</p>
      ) : circles === null ? (
        <p className={styles.status}>{t('common.loading')}</p>
      ) : circles.length === 0 ? (
        <p className={styles.status}>{t('circle.noMine')}</p>
      ) : (
        <div className={styles.grid} data-testid="my-circle-list">
          {circles.map((c) => (
            <CircleCard key={c.circleId} circle={c} t={t} />
          ))}
        </div>
      )}

      <div className={styles.panelHead} style={{ marginTop: 20 }}>
        <h2>{t('column.followed')}</h2>
      </div>
      {columns === null ? null : columns.length === 0 ? (
        <p className={styles.status}>{t('column.noFollowed')}</p>
      ) : (
        <div className={styles.columnGrid} data-testid="followed-columns">
          {columns.map((c) => (
            <ColumnCard key={c.columnId} column={c} t={t} />
          ))}
        </div>
      )}

      <div className={styles.panelHead} style={{ marginTop: 20 }}>
        <h2>{t('circle.commonPosts')}</h2>
      </div>
      <MemberPostList kind="common" />

      <div className={styles.panelHead} style={{ marginTop: 20 }}>
        <h2>{t('circle.myPosts')}</h2>
      </div>
      <MemberPostList kind="my" />
    </div>
  );
}
