import type { BrandCard } from '@/lib/contract/company';
import type { Translate } from '@/lib/i18n/messages';
import styles from './company.module.css';

/** The company's brands; hidden when empty. */
export function BrandCards({ t, brands }: { t: Translate; brands: BrandCard[] }) {
  if (brands.length === 0) return null;
  return (
    <section className={styles.card}>
      <h2 className={styles.blockTitle}>{t('company.brands')}</h2>
      <ul className={styles.grid} data-testid="company-brands">
        {brands.map((b) => (
          <li key={b.id} className={styles.tile}>
            {/* eslint-disable-next-line @next/next/no-img-element -- API images */}
            <img src={b.logo ?? ''} alt="" loading="lazy" />
            <strong>{b.name}</strong>
            {b.description && <p className={styles.muted}>{b.description}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
