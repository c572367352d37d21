import { AppLink as Link } from '@/components/ui/app-link';
import { LogoImage } from '@/components/ui/logo-image';
import type { Locale } from '@/lib/constants';
import type { CompanyListItem } from '@/lib/contract/company';
import { companyPlace } from '@/lib/format/company-place';
import type { Translate } from '@/lib/i18n/messages';
import { companyHref } from '@/lib/routing/company-links';
import { ListedBadge } from './listed-badge';
import styles from './company.module.css';

/**
 * A company in a list (college home, cooperation, search, followed companies): logo, name (the English name in en),
 * LISTED badge (L29), place in the page's language, counts.
 */
export function CompanyCard({ t, locale, company }: { t: Translate; locale: Locale; company: CompanyListItem }) {
  const name = locale === 'en' && company.enName ? company.enName : company.name;
  return (
    <Link href={companyHref(company)} className={styles.companyCard} data-testid="company-card">
      <LogoImage src={company.logo} alt="" size={64} />
      <div>
        <strong>
          {name}
          {company.listStatus === 'LISTED' && <ListedBadge t={t} />}
        </strong>
        <small className={styles.muted} data-testid="company-card-facts">
          {[companyPlace(company, locale), t('company.staffCount', { n: company.staffCount }), t('company.followerCount', { n: company.followerCount })].filter(Boolean).join(' · ')}
        </small>
        {company.intro && <p>{company.intro}</p>}
      </div>
    </Link>
  );
}
