'use client';

import { useT } from '@/components/providers/i18n-context';
import type { CompanyToken } from '@/lib/contract/company-tokens';
import { COMPANY_ACTION_LABEL } from './company-actions';
import styles from './company.module.css';

/** The text of a refused or failed management call: the server's message (U14), else the catalogue's. */
export function failureText(error: unknown, fallback: string): string {
  return (error as { msg?: string } | null)?.msg ?? fallback;
}

/** A panel's list while it loads, or when it could not be loaded. */
export function LoadState({ pending, failed }: { pending: boolean; failed: boolean }) {
  const t = useT();
  if (pending) return <p className={styles.muted}>{t('common.loading')}</p>;
  if (failed) return <p className={styles.muted}>{t('company.loadFailed')}</p>;
  return null;
}

/** L28/U33: the refusal of an action tried without its token, naming the action: '编辑联系方式：暂无权限操作，请联系平台管理员~'. */
export function RefusedAction({ token, as: Tag = 'span' }: { token: CompanyToken; as?: 'span' | 'p' }) {
  const t = useT();
  return (
    <Tag role="alert" className={styles.alert} data-testid="no-permission">
      {t('company.refusedAction', { action: t(COMPANY_ACTION_LABEL[token]), message: t('error.noPermission') })}
    </Tag>
  );
}

/**
 * The messages under a management panel's actions: the refused action when it was tried without its token (L28,
 * U33), and a refused or failed call. `as` keeps the element the panel's layout expects.
 */
export function ManageAlerts({ denied = null, failure, as: Tag = 'span' }: { denied?: CompanyToken | null; failure: unknown; as?: 'span' | 'p' }) {
  const t = useT();
  return (
    <>
      {denied && <RefusedAction token={denied} as={Tag} />}
      {failure ? (
        <Tag role="alert" className={styles.alert}>
          {failureText(failure, t('interact.failed'))}
        </Tag>
      ) : null}
    </>
  );
}
