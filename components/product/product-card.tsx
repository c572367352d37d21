/* eslint-disable @next/next/no-img-element -- uploaded images are served as they are, like news-card and avatar */
import { AppLink as Link } from '@/components/ui/app-link';
import { ugcLang } from '@/lib/format/content-lang';
import type { Locale } from '@/lib/constants';
import type { ProductCard as ProductCardData } from '@/lib/contract/catalogue';
import { priceUnitSuffix } from '@/lib/format/product-price';
import { localName } from '@/lib/format/tag-label';
import type { Translate } from '@/lib/i18n/messages';
import { href } from '@/lib/routing/routes';
import { ProductPrice } from './product-price';
import styles from './product-card.module.css';

/**
 * The one product card (the chain, a brand's and a product's lists, a company's page): cover, name, price (M25)
 * with the unit the company typed (`/箱`), and the company (its English name in en) unless the page is the
 * company's own (`showCompany` false). Links to `/product/{id}` (N10). Names are the company's (`data-ugc`).
 */
export function ProductCard({ product, t, locale, showCompany = true }: { product: ProductCardData; t: Translate; locale: Locale; showCompany?: boolean }) {
  const unit = product.priceType !== 'NEGOTIABLE' ? priceUnitSuffix(product.unit) : null;
  return (
    <article className={styles.card}>
      <Link href={href('/product/:productId', { productId: product.id })}>
        {product.coverImg ? <img className={styles.cover} src={product.coverImg} alt={product.name} loading="lazy" /> : <div className={styles.cover} />}
        <div className={styles.body}>
          <h3 className={styles.name} data-ugc lang={ugcLang(locale)}>
            {product.name}
          </h3>
          <span className={styles.price}>
            <ProductPrice product={product} t={t} />
            {unit && (
              <small className={styles.unit} data-ugc lang={ugcLang(locale)}>
                {unit}
              </small>
            )}
          </span>
          {showCompany && (
            <span className={styles.company} data-ugc lang={ugcLang(locale)}>
              {localName(locale, product.companyName, product.companyEnName)}
            </span>
          )}
        </div>
      </Link>
    </article>
  );
}
