import { AppLink as Link } from '@/components/ui/app-link';
import { LogoImage } from '@/components/ui/logo-image';
import type { BrandCard } from '@/lib/contract/company';
import type { Translate } from '@/lib/i18n/messages';
import { href } from '@/lib/routing/routes';
import styles from './company.module.css';

/** The company's brands, each linking to its page (`/brand/{id}`); hidden when empty. */
export function BrandCards({ t, brands }: { t: Translate; brands: BrandCard[] }) {
  if (brands.length === 0) return null;
  return (
    <section className={styles.card}>
      <h2 className={styles.blockTitle}>{t('company.brands')}</h2>
      <ul className={styles.grid} data-testid="company-brands">
        {brands.map((b) => (
          <li key={b.id}>
            <Link className={styles.tile} href={href('/brand/:brandId', { brandId: b.id })}>
              <LogoImage className={styles.logoFit} src={b.logo} alt="" />
              <strong data-ugc>{b.name}</strong>
              {b.description && (
                <p className={styles.muted} data-ugc>
                  {b.description}
                </p>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
