import type { Locale } from '@/lib/constants';
import type { ProductCard as ProductCardData } from '@/lib/contract/catalogue';
import type { Translate } from '@/lib/i18n/messages';
import { ProductCard } from './product-card';
import styles from './product-card.module.css';

/** Product cards in a grid (4 across, 2 on phones); `showCompany` false on a company's own page. */
export function ProductGrid(props: { products: ProductCardData[]; t: Translate; locale: Locale; showCompany?: boolean; testId?: string }) {
  return (
    <ul className={styles.grid} data-testid={props.testId}>
      {props.products.map((p) => (
        <li key={p.id}>
          <ProductCard product={p} t={props.t} locale={props.locale} showCompany={props.showCompany} />
        </li>
      ))}
    </ul>
  );
}
