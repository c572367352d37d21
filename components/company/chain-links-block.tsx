import { AppLink as Link } from '@/components/ui/app-link';
import type { Locale } from '@/lib/constants';
import { COMPANY_RELATION, type CompanyChainLink } from '@/lib/contract/company';
import type { Translate } from '@/lib/i18n/messages';
import { companyHref } from '@/lib/routing/company-links';
import styles from './company.module.css';

/**
 * L30: the company's place in the industry chain, from its relations in the API: suppliers (upstream), customers
 * (downstream) and product / brand partners, one group per relation type under its label from `locales/`; each
 * company links to its own page by member kind. Hidden when the company has no links.
 */
export function ChainLinksBlock({ t, locale, links }: { t: Translate; locale: Locale; links: CompanyChainLink[] }) {
  if (links.length === 0) return null;
  const groups = COMPANY_RELATION.map((type) => ({ type, items: links.filter((l) => l.relationType === type) })).filter((g) => g.items.length > 0);
  return (
    <section className={styles.card} data-testid="company-chain-links">
      <h2 className={styles.blockTitle}>{t('company.chainLinks')}</h2>
      <dl className={styles.chainLinks}>
        {groups.map((g) => (
          <div key={g.type} data-relation={g.type}>
            <dt>{t(`company.relation.${g.type}`)}</dt>
            <dd>
              <ul>
                {g.items.map(({ company }) => (
                  <li key={company.companyId}>
                    <Link href={companyHref(company)}>{locale === 'en' && company.enName ? company.enName : company.name}</Link>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
