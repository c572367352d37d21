import type { Tag } from '@/lib/contract/basic';
import type { Locale } from '@/lib/constants';
import type { Translate } from '@/lib/i18n/messages';
import styles from './news-reading.module.css';

/** F05/F35: the source tag's logo, name and description above its news. */
export function SourceHeader({ t, locale, source, total }: { t: Translate; locale: Locale; source: Tag; total: number }) {
  const name = locale === 'en' && source.enName ? source.enName : source.name;
  return (
    <header className={`${styles.heading} ${styles.source}`} data-testid="source-header">
      {source.logo && (
        // eslint-disable-next-line @next/next/no-img-element
        <img className={styles.logo} src={source.logo} alt={name} width={64} height={64} />
      )}
      <div className={styles.headText}>
        <span className={styles.label}>{t('news.source')}</span>
        <h1>{name}</h1>
        {source.description && <p data-ugc>{source.description}</p>}
        <p className={styles.stats}>{t('news.sourceNewsCount', { n: total })}</p>
      </div>
    </header>
  );
}
