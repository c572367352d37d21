import type { ReactNode } from 'react';
import { LogoImage } from '@/components/ui/logo-image';
import type { CompanyDetail } from '@/lib/contract/company';
import type { Locale } from '@/lib/constants';
import { companyPlace } from '@/lib/format/company-place';
import type { Translate } from '@/lib/i18n/messages';
import { ListedBadge } from './listed-badge';
import styles from './company.module.css';

/**
 * L11: logo, names (the English name first in the en locale; the names are the company's, `data-ugc`), LISTED badge,
 * location, facts, categories.
 */
export function CompanyHeader({ t, locale, company, actions }: { t: Translate; locale: Locale; company: CompanyDetail; actions: ReactNode }) {
  const title = locale === 'en' && company.enName ? company.enName : company.name;
  const subtitle = locale === 'en' && company.enName ? company.name : company.enName;
  const categories = locale === 'en' ? company.categoriesEn : company.categories;
  const facts = [
    companyPlace(company, locale),
    company.foundedYear ? t('company.founded', { year: company.foundedYear }) : null,
    company.employeeCount ? t('company.employees', { n: company.employeeCount }) : null,
    company.stockCode ? t('company.stockCode', { code: company.stockCode }) : null,
    t('company.followerCount', { n: company.followerCount }),
  ].filter((f): f is string => Boolean(f));
  return (
    <header className={`${styles.card} ${styles.header}`} data-testid="company-header">
      <LogoImage className={styles.logo} src={company.logo} alt={company.name} size={88} lazy={false} />
      <div className={styles.headerText}>
        <h1>
          <span data-ugc>{title}</span>
          {company.listStatus === 'LISTED' && <ListedBadge t={t} />}
        </h1>
        {subtitle && (
          <p className={styles.enName} lang={locale === 'en' ? 'zh-CN' : 'en'} data-ugc>
            {subtitle}
          </p>
        )}
        <ul className={styles.facts} data-testid="company-facts">
          {facts.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
        {categories.length > 0 && (
          <div role="group" aria-label={t('company.categories')}>
            {categories.map((c) => (
              <span key={c} className={styles.tag}>
                {c}
              </span>
            ))}
          </div>
        )}
      </div>
      <div className={styles.headerActions}>{actions}</div>
    </header>
  );
}
