'use client';

import { Popconfirm } from 'antd';
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
  /** A draft never submitted: it reads 草稿 with 编辑 (not 草稿 beside 取消, issue 29 item 8). */
  draft?: boolean;
}

/**
 * M17–M21: the state of one's own achievement and its action: PENDING '待审核' + 撤回, PASS '审核通过' + 查看
 * (the public page), CANCEL '取消' + 编辑, BLOCK '审核未通过' + 查看 (one's own submission); a draft 草稿 + 编辑.
 * 撤回 asks first (issue 29 item 8).
 */
export function AuditStateActions({ id, status, busy = false, onWithdraw, onShowOwn, draft = false }: Props) {
  const t = useT();
  let action;
  if (status === 'PENDING') {
    action = (
      <Popconfirm
        title={t('achievement.withdrawConfirm')}
        okText={t('achievement.action.withdraw')}
        cancelText={t('achievement.withdrawKeep')}
        onConfirm={() => onWithdraw(id)}
        disabled={busy}
      >
        <button type="button" className={styles.button} disabled={busy} data-testid="achievement-withdraw">
          {t('achievement.action.withdraw')}
        </button>
      </Popconfirm>
    );
  } else if (status === 'PASS') {
    action = (
      <Link href={href('/achievement/:id', { id })} className={styles.button} data-testid="achievement-view">
        {t('achievement.action.view')}
      </Link>
    );
  } else if (status === 'CANCEL' || draft) {
    action = (
      <Link href={href('/achievement/edit/:id', { id })} className={styles.button} data-testid="achievement-edit">
        {t('newsEditor.edit')}
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
    <span className={styles.state} data-testid="achievement-state" data-status={draft ? 'DRAFT' : status}>
      <span>{draft ? t('newsEditor.statusDraft') : auditLabel(t, status)}</span>
      {action}
    </span>
  );
}
