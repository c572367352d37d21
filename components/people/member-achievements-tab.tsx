'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AchievementDetailView } from '@/components/achievement/achievement-detail-view';
import { AuditStateActions } from '@/components/achievement/audit-state-actions';
import { useT } from '@/components/providers/i18n-context';
import { AppLink as Link } from '@/components/ui/app-link';
import { MEMBER_MODULE_SIZE } from '@/lib/constants';
import type { MyAchievement } from '@/lib/contract/achievement';
import { achievementKeys, myAchievementPageQuery, withdrawAchievement } from '@/lib/queries/achievement';
import { href } from '@/lib/routing/routes';
import { useCurrentMember } from '@/stores/use-current-member';
import peopleStyles from './people.module.css';
import styles from './member-tabs.module.css';
import { ListFoot } from './client-pager';
import { useLoadedPage } from './use-loaded-page';

/** M16–M21: "My achievements" on one's own member page, every audit state with its action. */
export function MemberAchievementsTab() {
  const t = useT();
  const { memberId } = useCurrentMember();
  const queryClient = useQueryClient();
  const { page, failed, load } = useLoadedPage((current) => myAchievementPageQuery(memberId, current, MEMBER_MODULE_SIZE));
  const [changed, setChanged] = useState<ReadonlyMap<number, MyAchievement>>(new Map());
  const [busy, setBusy] = useState<number | null>(null);
  const [actionFailed, setActionFailed] = useState(false);
  const [shown, setShown] = useState<number | null>(null);

  const onWithdraw = async (id: number) => {
    setBusy(id);
    setActionFailed(false);
    try {
      const next = await withdrawAchievement(id);
      setChanged((prev) => new Map(prev).set(next.id, next));
      void queryClient.invalidateQueries({ queryKey: achievementKeys.all });
    } catch {
      setActionFailed(true);
    } finally {
      setBusy(null);
    }
  };

  if (failed && !page) return <p className={peopleStyles.empty}>{t('company.loadFailed')}</p>;
  if (!page) return <p className={peopleStyles.empty}>{t('common.loading')}</p>;
  return (
    <div data-testid="home-achievement-list">
      <p className={styles.columnHead}>
        <Link href={href('/achievement/add')} className={`${peopleStyles.btn} ${peopleStyles.btnSmall} ${peopleStyles.btnPrimary}`}>
          {t('achievement.add')}
        </Link>
      </p>
      {page.records.length === 0 && <p className={peopleStyles.empty}>{t('achievement.empty')}</p>}
      <ul className={peopleStyles.list}>
        {page.records.map((record) => {
          const item = changed.get(record.id) ?? record;
          return (
            <li key={item.id} className={peopleStyles.item} data-testid="my-achievement-item" data-id={item.id}>
              <span className={styles.favText}>
                <strong>{item.title}</strong>
                <small>
                  {item.updatedAt.slice(0, 16)}
                </small>
                {item.auditStatus === 'BLOCK' && item.auditRemark && <small>{t('achievement.remark', { remark: item.auditRemark })}</small>}
              </span>
              <span className={styles.rowActions}>
                <AuditStateActions id={item.id} status={item.auditStatus} draft={item.publishStatus === 'DRAFT' && item.auditStatus !== 'PENDING'} busy={busy === item.id} onWithdraw={(id) => void onWithdraw(id)} onShowOwn={(id) => setShown(shown === id ? null : id)} />
              </span>
              {shown === item.id && <AchievementDetailView t={t} item={item} recordView={false} />}
            </li>
          );
        })}
      </ul>
      <ListFoot actionFailed={actionFailed} current={page.current} pages={page.pages} onPage={load} />
    </div>
  );
}
