import { Pagination } from '@/components/ui/pagination';
import type { SitePage } from '@/lib/contract/basic';
import type { Locale } from '@/lib/constants';
import type { Page } from '@/lib/contract/common';
import type { CompanyListItem } from '@/lib/contract/company';
import type { Translate } from '@/lib/i18n/messages';
import { href } from '@/lib/routing/routes';
import { CompanyList } from './company-list';
import styles from './company.module.css';

/** L01: the business_cooperation site page (title, QR code, description, name, notes) and the companies. */
export function CooperationView({ t, locale, page, companies }: { t: Translate; locale: Locale; page: SitePage | null; companies: Page<CompanyListItem> }) {
  return (
    <>
      <section className={`${styles.card} ${styles.header}`} data-testid="cooperation-page">
        <div className={styles.headerText}>
          <h1>{page?.title || t('footer.cooperation')}</h1>
          {page?.description && <p>{page.description}</p>}
          {page?.name && <p className={styles.muted}>{page.name}</p>}
          {page?.notes && <p className={styles.muted}>{page.notes}</p>}
          {page?.content && <div className={styles.prose} dangerouslySetInnerHTML={{ __html: page.content }} />}
        </div>
        {page?.qRCodeImage && (
          // eslint-disable-next-line @next/next/no-img-element -- API image
          <img className={styles.logo} src={page.qRCodeImage} alt={page.name ?? ''} width={88} height={88} />
        )}
      </section>
      <h2 className={styles.blockTitle}>{t('company.cooperationCompanies')}</h2>
      <CompanyList t={t} locale={locale} companies={companies.records} />
      <Pagination t={t} basePath={href('/cooperation')} current={companies.current} pages={companies.pages} />
    </>
  );
}
