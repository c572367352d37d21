import { formatYuan, toPrice } from '@/lib/format/price';

/**
 * H20 / Q19: an event's or a SKU's price for display. An invalid or missing price is '-', 0 is the free label,
 * a range shows both ends (`¥0.00 - ¥99.00` keeps the free end as a price).
 */
export function eventPriceLabel(min: number | null | undefined, max: number | null | undefined, freeLabel: string): string {
  const low = toPrice(min);
  const high = toPrice(max ?? min);
  if (low === null || high === null || high < low) return '-';
  if (high === 0) return freeLabel;
  return low === high ? formatYuan(low) : `${formatYuan(low)} - ${formatYuan(high)}`;
}
