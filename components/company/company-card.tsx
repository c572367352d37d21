import { AppLink as Link } from '@/components/ui/app-link';
import type { CompanyListItem } from '@/lib/contract/company';
import type { Translate } from '@/lib/i18n/messages';
import { companyHref } from '@/lib/routing/company-links';
import { ListedBadge } from './listed-badge';
import styles from './company.module.css';

/** A company in a list (college home, cooperation, search): logo, name, LISTED badge (L29), place, counts. */
export function CompanyCard({ t, company }: { t: Translate; company: CompanyListItem }) {
  return (
    <Link href={companyHref(company)} className={styles.companyCard} data-testid="company-card">
      {/* eslint-disable-next-line @next/next/no-img-element -- API images of any host, small and lazy */}
      <img src={company.logo ?? ''} alt="" width={64} height={64} loading="lazy" />
      <div>
        <strong>
          {company.name}
          {company.listStatus === 'LISTED' && <ListedBadge t={t} />}
        </strong>
        <small className={styles.muted}>
          {[company.location, t('company.staffCount', { n: company.staffCount }), t('company.followerCount', { n: company.followerCount })].filter(Boolean).join(' · ')}
        </small>
        {company.intro && <p>{company.intro}</p>}
      </div>
    </Link>
  );
}
