'use client';

import { useT } from '@/components/providers/i18n-context';
import { AppLink as Link } from '@/components/ui/app-link';
import type { AuditStatus } from '@/lib/contract/achievement';
import { href } from '@/lib/routing/routes';
import { auditLabel } from './maturity';
import styles from './achievement.module.css';

interface Props {
  id: number;
  status: AuditStatus;
  busy?: boolean;
  onWithdraw: (id: number) => void;
  /** BLOCK: 查看 shows one's own submission (M20 DEFAULT). */
  onShowOwn: (id: number) => void;
}

/**
 * M17–M21: the state of one's own achievement and its action: PENDING '待审核' + 撤回, PASS '审核通过' + 查看
 * (the public page), CANCEL '取消' + 编辑, BLOCK '审核未通过' + 查看 (one's own submission).
 */
export function AuditStateActions({ id, status, busy = false, onWithdraw, onShowOwn }: Props) {
  const t = useT();
  let action;
  if (status === 'PENDING') {
    action = (
      <button type="button" className={styles.button} disabled={busy} onClick={() => onWithdraw(id)} data-testid="achievement-withdraw">
        {t('achievement.action.withdraw')}
      </button>
    );
  } else if (status === 'PASS') {
    action = (
      <Link href={href('/achievement/:id', { id })} className={styles.button} data-testid="achievement-view">
        {t('achievement.action.view')}
      </Link>
    );
  } else if (status === 'CANCEL') {
    action = (
      <Link href={href('/achievement/edit/:id', { id })} className={styles.button} data-testid="achievement-edit">
        {t('achievement.action.edit')}
      </Link>
    );
  } else {
    action = (
      <button type="button" className={styles.button} onClick={() => onShowOwn(id)} data-testid="achievement-view">
        {t('achievement.action.view')}
      </button>
    );
  }
  return (
    <span className={styles.state} data-testid="achievement-state" data-status={status}>
      <span>{auditLabel(t, status)}</span>
      {action}
    </span>
  );
}
