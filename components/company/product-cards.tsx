import { AppLink as Link } from '@/components/ui/app-link';
import type { ProductCard } from '@/lib/contract/company';
import { formatProductPrice, priceUnitSuffix } from '@/lib/format/product-price';
import type { Translate } from '@/lib/i18n/messages';
import { href } from '@/lib/routing/routes';
import styles from './company.module.css';

/** Product cards with the price rules (M25), each linking to its page (`/product/{id}`); hidden when empty. */
export function ProductCards({ t, title, products, testId }: { t: Translate; title: string; products: ProductCard[]; testId: string }) {
  if (products.length === 0) return null;
  const labels = { negotiable: t('company.priceNegotiable'), from: (price: string) => t('company.priceFrom', { price }) };
  return (
    <section className={styles.card}>
      <h2 className={styles.blockTitle}>{title}</h2>
      <ul className={styles.grid} data-testid={testId}>
        {products.map((p) => {
          const unit = p.priceType !== 'NEGOTIABLE' ? priceUnitSuffix(p.unit) : null;
          return (
            <li key={p.id}>
              <Link className={styles.tile} href={href('/product/:productId', { productId: p.id })}>
                {p.coverImg ? (
                  // eslint-disable-next-line @next/next/no-img-element -- API images
                  <img src={p.coverImg} alt="" loading="lazy" />
                ) : (
                  <span className={styles.noCover} />
                )}
                <strong data-ugc>{p.name}</strong>
                <div className={styles.price}>
                  {formatProductPrice(p, labels)}
                  {/* the unit is what the company typed (`箱`, `元/吨`) */}
                  {unit ? (
                    <small className={styles.muted} data-ugc>
                      {unit}
                    </small>
                  ) : null}
                </div>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
