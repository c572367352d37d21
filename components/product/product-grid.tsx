import type { Locale } from '@/lib/constants';
import type { ProductCard as ProductCardData } from '@/lib/contract/catalogue';
import type { Translate } from '@/lib/i18n/messages';
import { ProductCard } from './product-card';
import styles from './product-card.module.css';

export function ProductGrid({ products, t, locale }: { products: ProductCardData[]; t: Translate; locale: Locale }) {
  return (
    <div className={styles.grid}>
      {products.map((p) => (
        <ProductCard key={p.id} product={p} t={t} locale={locale} />
      ))}
    </div>
  );
}
