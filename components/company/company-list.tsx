import type { Locale } from '@/lib/constants';
import type { CompanyListItem } from '@/lib/contract/company';
import type { Translate } from '@/lib/i18n/messages';
import { CompanyCard } from './company-card';
import styles from './company.module.css';

export function CompanyList({ t, locale, companies, testId = 'company-list' }: { t: Translate; locale: Locale; companies: CompanyListItem[]; testId?: string }) {
  if (companies.length === 0) return <p className={`${styles.card} ${styles.muted}`}>{t('company.empty')}</p>;
  return (
    <ul className={styles.companyList} data-testid={testId}>
      {companies.map((c) => (
        <li key={c.companyId}>
          <CompanyCard t={t} locale={locale} company={c} />
        </li>
      ))}
    </ul>
  );
}
