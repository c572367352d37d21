import { AppLink as Link } from '@/components/ui/app-link';
import { LogoImage } from '@/components/ui/logo-image';
import type { Locale } from '@/lib/constants';
import type { CompanyCard } from '@/lib/contract/company';
import type { Translate } from '@/lib/i18n/messages';
import { companyHref } from '@/lib/routing/company-links';
import styles from './company.module.css';

/** The head of a personal company-management page: what is done, for which company, and the way back to its page (L31). */
export function ManagePageHeader({ t, locale, title, company }: { t: Translate; locale: Locale; title: string; company: CompanyCard }) {
  const name = locale === 'en' && company.enName ? company.enName : company.name;
  return (
    <header className={`${styles.card} ${styles.header}`}>
      <LogoImage className={styles.logo} src={company.logo} alt="" size={88} lazy={false} />
      <div className={styles.headerText}>
        <h1>{title}</h1>
        <p className={styles.enName} data-testid="manage-company-name">
          {name}
        </p>
        <Link href={companyHref(company)} data-testid="manage-back">
          {t('company.backToCompany')}
        </Link>
      </div>
    </header>
  );
}

/** Shown when a management page has no company to work on. */
export function NoCompany({ t }: { t: Translate }) {
  return (
    <p className={`${styles.card} ${styles.muted}`} role="alert" data-testid="no-company">
      {t('company.noCompany')}
    </p>
  );
}
