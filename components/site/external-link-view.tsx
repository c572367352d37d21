import { AppLink as Link } from '@/components/ui/app-link';
import { Logo } from '@/components/layout/logo';
import { BackLink } from '@/components/site/back-link';
import type { MessageKey } from '@/locales/zh';
import styles from './external-link-view.module.css';

/**
 * The "即将离开" interstitial (issue 17 item 2): a `/redirect` target on a host outside the allowlist is never
 * followed by itself; the full address is shown and the visitor chooses 继续访问 (a plain link, no referrer,
 * no opener) or 返回.
 */
export function ExternalLinkView({ url, t }: { url: string; t: (key: MessageKey) => string }) {
  return (
    <div className={styles.page}>
      <Link href="/" aria-label={t('site.name')}>
        <Logo title={t('site.name')} />
      </Link>
      <section className={styles.card} data-testid="external-link">
        <h1 className={styles.title}>{t('leave.title')}</h1>
        <p className={styles.hint}>{t('leave.hint')}</p>
        <p className={styles.label}>{t('leave.target')}</p>
        <p className={styles.url} data-testid="external-link-target">
          {url}
        </p>
        <div className={styles.actions}>
          <a href={url} rel="noopener noreferrer nofollow" className={styles.continue} data-testid="external-link-continue">
            {t('leave.continue')}
          </a>
          <BackLink className={styles.back} testId="external-link-back">
            {t('leave.back')}
          </BackLink>
        </div>
      </section>
    </div>
  );
}
