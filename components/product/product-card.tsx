/* eslint-disable @next/next/no-img-element -- uploaded images are served as they are, like news-card and avatar */
import { AppLink as Link } from '@/components/ui/app-link';
import { ugcLang } from '@/lib/format/content-lang';
import type { Locale } from '@/lib/constants';
import type { ProductCard as ProductCardData } from '@/lib/contract/catalogue';
import { localName } from '@/lib/format/tag-label';
import type { Translate } from '@/lib/i18n/messages';
import { href } from '@/lib/routing/routes';
import { ProductPrice } from './product-price';
import styles from './product-card.module.css';

/**
 * A product in a grid: cover, name, price (M25), company (its English name in en); links to `/product/{id}` (N10).
 * Names are the company's (`data-ugc`).
 */
export function ProductCard({ product, t, locale }: { product: ProductCardData; t: Translate; locale: Locale }) {
  return (
    <article className={styles.card}>
      <Link href={href('/product/:productId', { productId: product.id })}>
        {product.coverImg ? <img className={styles.cover} src={product.coverImg} alt={product.name} loading="lazy" /> : <div className={styles.cover} />}
        <div className={styles.body}>
          <h3 className={styles.name} data-ugc lang={ugcLang(locale)}>
            {product.name}
          </h3>
          <ProductPrice className={styles.price} product={product} t={t} />
          <span className={styles.company} data-ugc lang={ugcLang(locale)}>
            {localName(locale, product.companyName, product.companyEnName)}
          </span>
        </div>
      </Link>
    </article>
  );
}
