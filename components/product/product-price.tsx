import { productPriceText, type PricedProduct } from '@/lib/format/product-price';
import type { Translate } from '@/lib/i18n/messages';

/** M25: the price of a product as its price type says. */
export function ProductPrice({ product, t, className }: { product: PricedProduct; t: Translate; className?: string }) {
  return <span className={className} data-testid="product-price">{productPriceText(product, t)}</span>;
}
