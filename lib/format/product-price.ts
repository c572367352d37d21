/**
 * M25/Q19: a product's price by its price type — SPECIFIC `¥{price}`, LEAST `¥{price}起`, RANGE `¥{min}-¥{max}`,
 * NEGOTIABLE 面议 — and '-' for an unknown type or a missing, negative or inverted price. Amounts use the site's
 * one money format (two decimals, lib/format/price.ts), so a product reads the same on its page, in the chain,
 * on its company's page and in an event. JSON-LD offers read `productOffer`.
 */
import type { Translate } from '../i18n/translate';
import { formatPrice, toPrice } from './price';

export interface PricedProduct {
  priceType: string;
  price: number | null;
  maxPrice: number | null;
}

/** What the price says, before wording: the JSON-LD offer and the text both derive from it. */
export type ProductOffer =
  | { kind: 'specific'; price: number }
  | { kind: 'least'; price: number }
  | { kind: 'range'; min: number; max: number }
  | { kind: 'negotiable' }
  | { kind: 'invalid' };

export function productOffer(p: PricedProduct): ProductOffer {
  const price = toPrice(p.price);
  switch (p.priceType) {
    case 'SPECIFIC':
      return price === null ? { kind: 'invalid' } : { kind: 'specific', price };
    case 'LEAST':
      return price === null ? { kind: 'invalid' } : { kind: 'least', price };
    case 'RANGE': {
      const max = toPrice(p.maxPrice);
      return price === null || max === null || max < price ? { kind: 'invalid' } : { kind: 'range', min: price, max };
    }
    case 'NEGOTIABLE':
      return { kind: 'negotiable' };
    default:
      return { kind: 'invalid' };
  }
}

/** The price text with caller-given wording for 面议 and 起 (`from` receives `¥12.00`). */
export function formatProductPrice(p: PricedProduct, labels: { negotiable: string; from: (price: string) => string }): string {
  const offer = productOffer(p);
  switch (offer.kind) {
    case 'specific':
      return `¥${formatPrice(offer.price)}`;
    case 'least':
      return labels.from(`¥${formatPrice(offer.price)}`);
    case 'range':
      return `¥${formatPrice(offer.min)}-¥${formatPrice(offer.max)}`;
    case 'negotiable':
      return labels.negotiable;
    case 'invalid':
      return '-';
  }
}

/** The price text with the catalogue's wording (`product.price.*`). */
export function productPriceText(p: PricedProduct, t: Translate): string {
  return formatProductPrice(p, {
    negotiable: t('company.priceNegotiable'),
    from: (price) => t('product.price.least', { price: price.slice(1) }),
  });
}

/**
 * The unit after a price, as `/箱`: the company types it as `箱`, `/箱` or `元/箱` (the price already says ¥), so the
 * currency and any slash are dropped and one slash put back. Null when there is no unit.
 */
export function priceUnitSuffix(unit: string | null | undefined): string | null {
  const bare = (unit ?? '').trim().replace(/^元/, '').replace(/^\s*\/\s*/, '').trim();
  return bare ? `/${bare}` : null;
}
