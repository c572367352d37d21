import { formatYuan, toPrice } from '@/lib/format/price';

/**
 * M25/Q19: a product price by its type — SPECIFIC `¥{price}`, LEAST `¥{price}起`, RANGE `¥{min}-¥{max}`,
 * NEGOTIABLE the negotiable label; a missing or invalid price '-'.
 */
export function formatProductPrice(
  p: { priceType: 'SPECIFIC' | 'LEAST' | 'RANGE' | 'NEGOTIABLE'; price: number | null; maxPrice: number | null },
  labels: { negotiable: string; from: (price: string) => string },
): string {
  switch (p.priceType) {
    case 'NEGOTIABLE':
      return labels.negotiable;
    case 'LEAST':
      return toPrice(p.price) === null ? '-' : labels.from(formatYuan(p.price));
    case 'RANGE': {
      const low = toPrice(p.price);
      const high = toPrice(p.maxPrice);
      return low === null || high === null || high < low ? '-' : `${formatYuan(low)}-${formatYuan(high)}`;
    }
    default:
      return formatYuan(p.price);
  }
}
