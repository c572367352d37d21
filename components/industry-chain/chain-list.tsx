/* eslint-disable @next/next/no-img-element -- uploaded images are served as they are, like news-card and avatar */
import { companyHref } from '@/lib/routing/company-links';
import { BrandList } from '@/components/brand/brand-card';
import { ProductGrid } from '@/components/product/product-grid';
import { AppLink as Link } from '@/components/ui/app-link';
import { EmptyState } from '@/components/ui/empty-state';
import type { Locale } from '@/lib/constants';
import type { ChainCompany, ChainListData } from '@/lib/contract/catalogue';
import type { Translate } from '@/lib/i18n/messages';
import { localName } from './chain-path';
import styles from './chain.module.css';

/** The company's place in the page's language (the English name where the location has one). */
const placeOf = (c: ChainCompany, locale: Locale): string | null => (locale === 'en' ? (c.locationEnName ?? c.location) : c.location);

function CompanyList({ companies, t, locale }: { companies: ChainCompany[]; t: Translate; locale: Locale }) {
  return (
    <ul className={styles.list}>
      {companies.map((c) => (
        <li key={c.id} className={styles.item}>
          <Link href={companyHref(c)}>
            {c.logo ? <img src={c.logo} alt={c.name} loading="lazy" /> : <span />}
            <div className={styles.itemText}>
              <h3 className={styles.itemTitle}>{localName(c, locale)}</h3>
              <span className={styles.itemMeta}>
                {placeOf(c, locale) && <span>{placeOf(c, locale)}</span>}
                <span>{t('chain.products', { n: c.productCount })}</span>
                {c.categories.slice(0, 3).map((tag) => (
                  <span key={tag.id}>{localName(tag, locale)}</span>
                ))}
              </span>
              {c.intro && (
                <p className={styles.itemDesc} data-ugc>
                  {c.intro}
                </p>
              )}
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** N04–N06, N10: the entity's list under the selected levels; each item links to its page. */
export function ChainList({ data, t, locale }: { data: ChainListData; t: Translate; locale: Locale }) {
  if (data.page.records.length === 0) return <EmptyState text={t('chain.empty')} />;
  return (
    <section data-testid="chain-list">
      <p className={styles.total}>{t('chain.total', { n: data.page.total })}</p>
      {data.entity === 'product' && <ProductGrid products={data.page.records} t={t} locale={locale} />}
      {data.entity === 'brand' && <BrandList brands={data.page.records} locale={locale} />}
      {data.entity === 'company' && <CompanyList companies={data.page.records} t={t} locale={locale} />}
    </section>
  );
}
