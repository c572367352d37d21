import { AppLink as Link } from '@/components/ui/app-link';
import type { CompanyDetail, CompanySectionFull } from '@/lib/contract/company';
import type { Translate } from '@/lib/i18n/messages';
import { companyHref } from '@/lib/routing/company-links';
import { href } from '@/lib/routing/routes';
import styles from './company.module.css';

/** L12/L32: the company home, its sections (in the page's language) and its news. */
export function SectionNav(props: { t: Translate; company: CompanyDetail; sections: CompanySectionFull[]; currentKey: string | null }) {
  const { t, company, sections, currentKey } = props;
  return (
    <nav className={styles.nav} aria-label={t('company.sections')} data-testid="section-nav">
      <Link href={companyHref(company)} aria-current={currentKey === null ? 'page' : undefined}>
        {t('company.home')}
      </Link>
      {sections.map((s) => (
        <Link key={s.id} href={companyHref(company, s.sectionKey)} aria-current={currentKey === s.sectionKey ? 'page' : undefined}>
          {s.name}
        </Link>
      ))}
      <Link href={href('/news/company/:companyId', { companyId: company.companyId })}>{t('company.news')}</Link>
    </nav>
  );
}
