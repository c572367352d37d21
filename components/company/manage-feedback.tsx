'use client';

import { useT } from '@/components/providers/i18n-context';
import styles from './company.module.css';

/** The text of a refused or failed management call: the server's message (U14), else the catalogue's. */
export function failureText(error: unknown, fallback: string): string {
  return (error as { msg?: string } | null)?.msg ?? fallback;
}

/** A panel's list while it loads, or when it could not be loaded. */
export function LoadState({ pending, failed }: { pending: boolean; failed: boolean }) {
  const t = useT();
  if (pending) return <p className={styles.muted}>{t('company.loading')}</p>;
  if (failed) return <p className={styles.muted}>{t('company.loadFailed')}</p>;
  return null;
}

/**
 * The messages under a management panel's actions: '暂无权限操作，请联系平台管理员~' when an action was tried without
 * its token (L28, U33), and a refused or failed call. `as` keeps the element the panel's layout expects.
 */
export function ManageAlerts({ denied = false, failure, as: Tag = 'span' }: { denied?: boolean; failure: unknown; as?: 'span' | 'p' }) {
  const t = useT();
  return (
    <>
      {denied && (
        <Tag role="alert" className={styles.alert} data-testid="no-permission">
          {t('company.noPermission')}
        </Tag>
      )}
      {failure ? (
        <Tag role="alert" className={styles.alert}>
          {failureText(failure, t('company.actionFailed'))}
        </Tag>
      ) : null}
    </>
  );
}
