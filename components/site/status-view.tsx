'use client';

import { AppLink as Link } from '@/components/ui/app-link';
import { Logo } from '@/components/layout/logo';
import { useT } from '@/components/providers/i18n-context';
import type { MessageKey } from '@/locales/zh';
import styles from './status-view.module.css';

/** The 404 and error pages (A09, A17, A21): status code, message, a link home; the logo only where no header shows. */
export function StatusView(props: { status: number; title: MessageKey; hint: MessageKey; onRetry?: () => void; inChrome?: boolean }) {
  const { status, title, hint, onRetry, inChrome } = props;
  const t = useT();
  return (
    <main className={styles.page} data-testid="status-page" data-status={status}>
      {!inChrome && (
        <Link href="/" aria-label={t('site.name')}>
          <Logo title={t('site.name')} />
        </Link>
      )}
      <p className={styles.code}>{status}</p>
      <h1 className={styles.title}>{t(title)}</h1>
      <p className={styles.hint}>{t(hint)}</p>
      <div className={styles.actions}>
        <Link href="/" className={styles.home}>
          {t('common.backHome')}
        </Link>
        {onRetry && (
          <button type="button" onClick={onRetry} className={styles.retry}>
            {t('common.retry')}
          </button>
        )}
      </div>
    </main>
  );
}
