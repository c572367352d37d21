import { AppLink as Link } from '@/components/ui/app-link';
import { LogoImage } from '@/components/ui/logo-image';
import type { Locale } from '@/lib/constants';
import type { BrandCard as BrandCardData } from '@/lib/contract/catalogue';
import { ugcLang } from '@/lib/format/content-lang';
import { localName } from '@/lib/format/tag-label';
import { href } from '@/lib/routing/routes';
import styles from './brand-card.module.css';

/**
 * The one brand card (the chain's brand list, a company's page): the logo drawn whole (the default mark without
 * one, L03), the name, the company (its English name in en) unless the page is the company's own (`showCompany`
 * false), and the description. Links to `/brand/{id}` (N10). What the company wrote is marked `data-ugc`.
 */
export function BrandCard({ brand, locale, showCompany = true }: { brand: BrandCardData; locale: Locale; showCompany?: boolean }) {
  return (
    <Link className={styles.card} href={href('/brand/:brandId', { brandId: brand.id })}>
      <LogoImage className={styles.logo} src={brand.logo} alt={brand.name} />
      <div className={styles.text}>
        <h3 className={styles.name} data-ugc lang={ugcLang(locale)}>
          {brand.name}
        </h3>
        {showCompany && (
          <span className={styles.company} data-ugc lang={ugcLang(locale)}>
            {localName(locale, brand.companyName, brand.companyEnName)}
          </span>
        )}
        {brand.description && (
          <p className={styles.description} data-ugc lang={ugcLang(locale)}>
            {brand.description}
          </p>
        )}
      </div>
    </Link>
  );
}

/** Brand cards in a list (`columns` 2 on a company's page; one a row in the chain and on phones). */
export function BrandList(props: { brands: BrandCardData[]; locale: Locale; showCompany?: boolean; columns?: 1 | 2; testId?: string }) {
  return (
    <ul className={props.columns === 2 ? `${styles.list} ${styles.two}` : styles.list} data-testid={props.testId}>
      {props.brands.map((b) => (
        <li key={b.id}>
          <BrandCard brand={b} locale={props.locale} showCompany={props.showCompany} />
        </li>
      ))}
    </ul>
  );
}
